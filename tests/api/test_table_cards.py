"""The cards a table may enter (issue 17): the legal actions of the seat drawing — asked by the
host for that seat, or by its own player — offer exactly the cards that can be on top of the
pack now: not a card in someone's hand, nor one put under the pack before the pack has gone
round (issue 34, rule 7). The page's card search reads them."""

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


def bors_to_draw(game_id, ann, *, under=False):
    """Entries up to bors's draw (`under`: one after a card has gone under the pack)."""
    for _ in range(400):
        state = game_state(Game.objects.get(pk=game_id))
        decision = engine.pending(state)[0]
        if (decision.seat, decision.kind) == (1, "enter_card") and (
            state.fortune_under or not under
        ):
            return
        enter(ann, game_id)
    pytest.fail("bors never drew a fortune card in 400 entries")


def test_the_seat_drawing_is_offered_only_the_cards_in_the_pack(table):
    game_id, ann, bors = table
    bors_to_draw(game_id, ann)
    # A card lies in ann's hand: it is not in the pack.
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    held = sorted(state.fortune_pack)[0]
    state.fortune_pack.remove(held)
    state.player(0).hand.append(held)
    game.state = state.to_json()
    game.save(update_fields=["state"])
    pack = sorted(state.fortune_on_top())

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


def test_a_card_just_put_under_the_pack_is_not_offered_as_the_next_draw(table):
    game_id, ann, bors = table
    bors_to_draw(game_id, ann, under=True)
    state = game_state(Game.objects.get(pk=game_id))
    under = state.fortune_pack[-state.fortune_under :] if state.fortune_under else []
    assert under, "ann's card went under the pack"
    offered = cards_offered(ann, game_id, seat=1)
    assert len(offered) == len(state.fortune_pack) - len(under)
    assert not set(under) & set(offered)
    refused = ann.post(
        f"/api/games/{game_id}/actions/",
        {"action": {"kind": "enter_card", "card": under[-1]}, "seat": 1},
        format="json",
    )
    assert refused.status_code == 400
    assert refused.json()["rule"] == "rule 7"
    assert refused.json()["message"] == (
        f"enter card: {under[-1]} went under the fortune pack; "
        f"the {len(offered)} cards above it are drawn first"
    )
    assert game_state(Game.objects.get(pk=game_id)).fortune_pack == state.fortune_pack
