"""Rows read into the game's models without `Model.__init__` (kingdom.models.game.LoadedFast,
issue 28): the same instance as Django's own `from_db` makes, deferred columns still deferred,
and no signal anyone listens to skipped."""

import pytest
from django.contrib.auth import get_user_model
from django.db.models import Model
from django.db.models.signals import post_init, pre_init

from kingdom.models import (
    Game,
    GameAction,
    GameEvent,
    LedgerPosting,
    PendingDecision,
    Profile,
    RecordEntry,
    Seat,
)
from kingdom.models.game import LoadedFast
from kingdom.services import game_create, game_join, game_start

pytestmark = pytest.mark.django_db
FAST = [Game, Seat, GameAction, GameEvent, LedgerPosting, RecordEntry, PendingDecision, Profile]


def started() -> Game:
    users = get_user_model().objects
    ann, bors = users.create_user("ann"), users.create_user("bors")
    Profile.objects.create(user=ann, time_zone="Europe/Paris")
    game = game_create(host=ann, name="Loaded", seats=2, order="seating", autopilot_after=None)
    game_join(game_id=game.pk, user=bors)
    return game_start(game_id=game.pk, user=ann)


def django_made(model, row: Model) -> Model:
    """The instance Django's own `from_db` makes of the same values."""
    names = [f.attname for f in model._meta.concrete_fields if f.attname in row.__dict__]
    return Model.from_db.__func__(model, row._state.db, names, [row.__dict__[n] for n in names])


def fields(row: Model) -> dict:
    return {k: v for k, v in row.__dict__.items() if k != "_state"}


def test_the_models_read_fast_are_those_the_sweep_and_the_post_read():
    assert all(issubclass(model, LoadedFast) for model in FAST)


def test_a_row_read_fast_is_the_instance_django_makes():
    game = started()
    for model in FAST:
        if model is Profile:
            read = model.objects.all()
        else:
            read = model.objects.filter(**{"pk" if model is Game else "game": game.pk})
        rows = list(read)
        assert rows or model in (GameAction, LedgerPosting), model  # none at the start
        for row in rows:
            made = django_made(model, row)
            assert fields(row) == fields(made) and row == made
            assert (row._state.adding, row._state.db) == (False, "default")
            assert row.get_deferred_fields() == set()


def test_a_deferred_column_stays_deferred_and_loads_when_read():
    game = started()
    row = Game.objects.defer("state", "ruleset").get(pk=game.pk)
    assert row.get_deferred_fields() == {"state", "ruleset"}
    assert row.state is not None and row.get_deferred_fields() == {"ruleset"}
    seat = Seat.objects.select_related("game").only("index", "game__name").get(game=game, index=0)
    assert seat.game.name == "Loaded" and "missed_deadlines" in seat.get_deferred_fields()


def test_no_one_listens_to_the_signals_these_rows_skip():
    for model in FAST:
        assert not pre_init.has_listeners(model) and not post_init.has_listeners(model), model
