"""The cards a table may enter (issue 17): the legal actions of the seat drawing — asked by the
host for that seat, or by its own player — offer exactly the cards that can be in the pack now:
not a card in someone's hand. The page's card search reads them."""

import pytest

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.selectors import game_state
from tests.api.tables import enter, started_table

pytestmark = pytest.mark.django_db


@pytest.fixture
def table():
    """A started two-seat table game: ann hosts, bors sits in seat 1."""
    return started_table()


def cards_offered(api, game_id, seat=None):
    url = f"/api/games/{game_id}/legal-actions/" + ("" if seat is None else f"?seat={seat}")
    response = api.get(url)
    assert response.status_code == 200, response.content
    return [a["card"] for a in response.json()["actions"] if a["kind"] == "enter_card"]


def test_the_seat_drawing_is_offered_only_the_cards_in_the_pack(table):
    game_id, ann, bors = table
    for _ in range(400):
        decision = engine.pending(game_state(Game.objects.get(pk=game_id)))[0]
        if (decision.seat, decision.kind) == (1, "enter_card"):
            break
        enter(ann, game_id)
    else:
        pytest.fail("bors never drew a fortune card in 400 entries")
    # A card lies in ann's hand: it is not in the pack.
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    held = sorted(state.fortune_pack)[0]
    state.fortune_pack.remove(held)
    state.player(0).hand.append(held)
    game.state = state.to_json()
    game.save(update_fields=["state"])
    pack = sorted(state.fortune_pack)

    assert cards_offered(ann, game_id, seat=1) == pack, "the host, for the seat drawing"
    assert cards_offered(bors, game_id) == pack, "the seat drawing, itself"
    assert held not in pack and cards_offered(ann, game_id) == [], "not ann's draw"
    assert bors.get(f"/api/games/{game_id}/legal-actions/?seat=0").status_code == 403
    refused = ann.post(
        f"/api/games/{game_id}/actions/",
        {"action": {"kind": "enter_card", "card": held}, "seat": 1},
        format="json",
    )
    assert refused.status_code == 400
    assert refused.json()["message"] == f"enter card: {held!r} is not in the fortune pack"
