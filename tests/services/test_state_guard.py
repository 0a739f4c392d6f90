"""The write door's guard (issue 26): a state that does not survive its own round trip (encoded
as its snapshot keeps it, decoded again, equal; copied as the engine copies it) is never
committed. The action is refused with a 422 `state_not_stored` saying nothing was changed,
logged with the game, its version and the action's kind, and the game plays on."""

import logging

import pytest
from rest_framework.test import APIClient

from kingdom.errors import StateNotStored
from kingdom.models import Game, GameAction, GameEvent
from kingdom.rules import engine
from kingdom.services import game_check_replay, game_state, game_submit_action
from tests.services.test_absence import players, started

pytestmark = pytest.mark.django_db

CHOOSE = {"kind": "choose_challenger", "challenger": "arthur"}


@pytest.fixture
def poisoned(monkeypatch):
    """The engine, once, leaves a fortune in gold (beyond 64 bits) in the state it returns, as
    a `propose_deal` with `for_gold` 10**30 did before the actions were bounded."""
    real = engine.apply
    calls = []

    def apply(state, action, dice, **given):
        new, events = real(state, action, dice, **given)
        if not calls:
            new.players[0].gold = 10**30
        calls.append(action.kind)
        return new, events

    monkeypatch.setattr(engine, "apply", apply)
    return calls


def snapshot(game_id):
    game = Game.objects.get(pk=game_id)
    rows = (GameAction.objects.filter(game=game).count(), GameEvent.objects.filter(game=game))
    return game.version, game.state, rows[0], rows[1].count()


@pytest.mark.parametrize("through", ["service", "api"])
def test_a_state_that_cannot_be_stored_is_refused_and_nothing_is_written(poisoned, caplog, through):
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    before = snapshot(game.pk)
    with caplog.at_level(logging.ERROR, logger="kingdom.services"):
        if through == "service":
            with pytest.raises(StateNotStored) as refused:
                game_submit_action(game_id=game.pk, user=ann, action=CHOOSE)
            error = refused.value
            assert (error.status, error.code) == (422, "state_not_stored")
            assert (error.game_id, error.version, error.kinds) == (
                game.pk,
                before[0],
                ("choose_challenger",),
            )
            message = error.message
        else:
            api = APIClient()
            api.force_authenticate(ann)
            answer = api.post(
                f"/api/games/{game.pk}/actions/",
                {"action": CHOOSE},
                format="json",
                HTTP_IDEMPOTENCY_KEY="poison-1",
            )
            assert answer.status_code == 422, answer.content
            assert answer.json()["code"] == "state_not_stored"
            message = answer.json()["message"]
    assert "nothing was changed" in message
    assert snapshot(game.pk) == before  # no version, no action, no event, the same snapshot
    (record,) = [r for r in caplog.records if r.levelno == logging.ERROR]
    logged = record.getMessage()
    assert f"game {game.pk}" in logged and f"version {before[0]}" in logged
    assert "choose_challenger" in logged and "OverflowError" in logged
    # the game still acts: the same action, now stored, and its replay is the snapshot
    played = game_submit_action(game_id=game.pk, user=ann, action=CHOOSE)
    assert played.game.version == before[0] + 1
    fresh = Game.objects.get(pk=game.pk)
    assert game_state(fresh).player(0).challenger == "arthur"
    assert game_check_replay(game=fresh)


def test_a_state_that_does_not_read_back_is_refused(monkeypatch):
    """Not only integers: a state whose JSON does not decode as a state is refused too."""
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    real = engine.apply

    def apply(state, action, dice, **given):
        new, events = real(state, action, dice, **given)
        new.players[0].gold = 12.5  # a float where the state holds whole numbers
        return new, events

    monkeypatch.setattr(engine, "apply", apply)
    version = Game.objects.get(pk=game.pk).version
    with pytest.raises(StateNotStored):
        game_submit_action(game_id=game.pk, user=ann, action=CHOOSE)
    assert Game.objects.get(pk=game.pk).version == version
