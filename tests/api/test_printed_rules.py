"""Rules as printed (issue 14) through the API: a village siege's odds, free-move cards in the
reachable squares and the legal actions, a prisoner on the record card."""

import pytest

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import game_state

from .test_games import act, client_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def camlann():
    """Ann (seat 0) and Bors (seat 1) in a started game, driven on to Ann's first movement."""
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    created = ann.post(
        "/api/games/", {"name": "Camlann", "seats": 2, "order": "seating"}, format="json"
    )
    game_id = created.json()["id"]
    bors.post(f"/api/games/{game_id}/join/")
    ann.post(f"/api/games/{game_id}/start/")
    apis, bot = {0: ann, 1: bors}, Bot("issue 14")
    for _ in range(300):
        game = Game.objects.get(pk=game_id)
        state = game_state(game)
        decisions = engine.pending(state)
        if any(d.seat == 0 and d.kind == "move" for d in decisions):
            return game_id, ann
        seat = decisions[0].seat
        action = bot.choose(state, seat)
        response = act(apis[seat], game_id, action.to_dict(), expected_version=game.version)
        assert response.status_code == 200, response.content
    raise AssertionError("Ann never got to move")


def store(game_id, change):
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    change(state)
    game.state = state.to_json()
    game.save()


def test_the_odds_of_a_defended_village_are_a_sieges(camlann):
    game_id, ann = camlann
    query = "attacker_knights=0&attacker_footsoldiers=3&defender_knights=0&defender_footsoldiers=2"
    village = ann.get(f"/api/games/{game_id}/odds/?{query}&holder=village").json()
    open_field = ann.get(f"/api/games/{game_id}/odds/?{query}").json()
    assert village["delayed"] > 0 and open_field["delayed"] == 0  # table 3's assault delayed


def test_a_free_move_card_shows_in_the_reachable_squares_and_the_legal_actions(camlann):
    game_id, ann = camlann
    state = game_state(Game.objects.get(pk=game_id))
    castle = state.home_castle(0)

    def hold_a_card(state):
        for place in [state.fortune_pack, *(p.hand for p in state.players)]:
            if "F03" in place:
                place.remove("F03")
        # F03 her only card: with another free-move card in hand the engine may spend that one.
        state.fortune_pack.extend(state.player(0).hand)
        state.player(0).hand[:] = ["F03"]

    store(game_id, hold_a_card)
    squares = ann.get(f"/api/games/{game_id}/reachable/?origin={castle}&knights=1").json()
    destination = sorted(squares["reachable"])[0]
    moved = act(
        ann,
        game_id,
        {"kind": "move", "origin": castle, "destination": destination, "knights": 1},
    )
    assert moved.status_code == 200, moved.content
    again = ann.get(
        f"/api/games/{game_id}/reachable/?origin={destination}&knights=1&free_move=true"
    )
    assert again.status_code == 200, again.content
    assert again.json()["free_move_cards"] == 1 and again.json()["reachable"]
    too_many = ann.get(
        f"/api/games/{game_id}/reachable/?origin={destination}&knights=2&free_move=true"
    )
    assert too_many.status_code == 400
    assert too_many.json()["rule"] == "rule 9"
    legal = ann.get(f"/api/games/{game_id}/legal-actions/").json()["actions"]
    on_cards = [a for a in legal if a["kind"] == "move" and a["free_move"]]
    assert {(a["origin"], a["knights"]) for a in on_cards} == {(destination, 1)}
    used = act(ann, game_id, {**on_cards[0], "seat": 0})
    assert used.status_code == 200, used.content
    assert "F03" not in game_state(Game.objects.get(pk=game_id)).player(0).hand


def test_the_record_card_shows_a_prisoner_in_his_captors_castle(camlann):
    game_id, ann = camlann
    state = game_state(Game.objects.get(pk=game_id))
    prison = state.home_castle(0)

    def imprison(state):
        bors = state.player(1)
        bors.prisoner_of, bors.challenger_at, bors.turns_to_miss = 0, prison, 2

    store(game_id, imprison)
    cards = ann.get(f"/api/games/{game_id}/record-cards/").json()
    assert (cards[1]["challenger_at"], cards[1]["prisoner_of"]) == (prison, 0)
    assert cards[0]["prisoner_of"] is None
