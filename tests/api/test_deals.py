"""Deals between players (rule 32 i, house 28) through POST /api/games/{id}/actions/: an offer,
its decision on the reply clock seen by the two parties only, the acceptance moving the card
and the gold, the withdrawal; bad payloads are 400s naming the rule, never half-applied."""

import pytest

from kingdom.models import Game, GameEvent, PendingDecision
from kingdom.services import game_check_replay, game_state

from .test_alliances import two_at_war  # noqa: F401 (a fixture)
from .test_games import act, client_for
from .test_printed_rules import store

pytestmark = pytest.mark.django_db

COURSER = "F03"


def give_card(game_id, seat, card=COURSER):
    def change(state):
        state.fortune_pack = [c for c in state.fortune_pack if c != card]
        for player in state.players:
            player.hand = [c for c in player.hand if c != card]
        state.player(seat).hand.append(card)

    store(game_id, change)


def gold(game_id):
    return [p.gold for p in game_state(Game.objects.get(pk=game_id)).players]


def test_a_card_sold_for_gold_through_the_api(two_at_war):  # noqa: F811
    game_id, ann, bors = two_at_war
    give_card(game_id, 0)
    before = gold(game_id)
    offer = {"kind": "propose_deal", "to_seat": 1, "cards": [COURSER], "for_gold": 30}
    offered = act(ann, game_id, {**offer, "promise": "and my thanks"})
    assert offered.status_code == 200, offered.content
    types = [e["type"] for e in offered.json()["events"]]
    assert types == ["deal_proposed", "deal_terms"]
    row = PendingDecision.objects.get(game_id=game_id, kind="deal_reply")
    assert (row.seat, row.rule, row.detail["from"], row.detail["number"]) == (1, "house 28", 0, 0)
    assert row.deadline is not None  # the reply clock
    seen = bors.get(f"/api/games/{game_id}/").json()["state"]
    (mine,) = [d for d in seen["pending"] if d["kind"] == "deal_reply"]
    assert mine["detail"]["cards"] == [COURSER] and mine["detail"]["for_gold"] == 30
    legal = bors.get(f"/api/games/{game_id}/legal-actions/").json()["actions"]
    accept = {"kind": "answer_deal", "seat": 1, "accept": True, "number": 0}
    assert accept in legal
    accepted = act(bors, game_id, {"kind": "answer_deal", "accept": True, "number": 0})
    assert accepted.status_code == 200, accepted.content
    types = [e["type"] for e in accepted.json()["events"]]
    assert types == ["deal_accepted", "cards_handed_over", "gold_transferred"]
    state = game_state(Game.objects.get(pk=game_id))
    assert COURSER in state.player(1).hand and COURSER not in state.player(0).hand
    assert gold(game_id) == [before[0] + 30, before[1] - 30]
    assert not PendingDecision.objects.filter(game_id=game_id, kind="deal_reply").exists()
    ledger = ann.get(f"/api/games/{game_id}/ledger/").json()
    assert {"payer": 1, "payee": 0, "amount": 30, "change": 30, "reason": "deal"}.items() <= (
        ledger[-1].items()
    )


def test_a_deal_withdrawn_and_one_refused(two_at_war):  # noqa: F811
    game_id, ann, bors = two_at_war
    before = gold(game_id)
    assert act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "gold": 20}).status_code == 200
    withdrawn = act(ann, game_id, {"kind": "withdraw_deal", "number": 0})
    assert [e["type"] for e in withdrawn.json()["events"]] == ["deal_withdrawn"]
    assert not PendingDecision.objects.filter(game_id=game_id, kind="deal_reply").exists()
    assert act(bors, game_id, {"kind": "propose_deal", "to_seat": 0, "for_gold": 5}).status_code
    refused = act(ann, game_id, {"kind": "answer_deal", "accept": False, "number": 1})
    assert [e["type"] for e in refused.json()["events"]] == ["deal_refused"]
    assert gold(game_id) == before
    assert game_check_replay(game=Game.objects.get(pk=game_id))


@pytest.mark.parametrize(
    "who, action, status, message, rule",
    [
        (
            "ann",
            {"kind": "propose_deal", "to_seat": 1, "gold": 100000},
            400,
            "propose a deal: you have",
            "rule 32",
        ),
        ("ann", {"kind": "propose_deal", "to_seat": 1}, 400, "a deal gives something", "rule 32"),
        (
            "ann",
            {"kind": "propose_deal", "to_seat": 1, "for_cards": ["nothing"]},
            400,
            "propose a deal: there is no fortune card nothing",
            "rule 32",
        ),
        (
            "ann",
            {"kind": "propose_deal", "to_seat": 1, "gold": "lots"},
            400,
            "propose_deal: gold must be a whole number",
            "api",
        ),
        (
            "bors",
            {"kind": "answer_deal", "accept": True, "number": 9},
            400,
            "answer a deal: no deal numbered 9 awaits you",
            "house 28",
        ),
        (
            "bors",
            {"kind": "withdraw_deal", "number": 0},
            400,
            "withdraw a deal: you offered no deal numbered 0",
            "house 28",
        ),
    ],
)
def test_bad_deals_are_400s_naming_the_rule(two_at_war, who, action, status, message, rule):  # noqa: F811
    game_id, ann, bors = two_at_war
    version = Game.objects.get(pk=game_id).version
    response = act({"ann": ann, "bors": bors}[who], game_id, action)
    assert response.status_code == status, response.content
    assert message in response.json()["message"] and response.json()["rule"] == rule
    assert Game.objects.get(pk=game_id).version == version  # nothing was applied


def test_an_acceptance_no_longer_possible_is_refused_and_changes_nothing(two_at_war):  # noqa: F811
    game_id, ann, bors = two_at_war
    give_card(game_id, 0)
    offer = {"kind": "propose_deal", "to_seat": 1, "cards": [COURSER], "for_gold": 30}
    assert act(ann, game_id, offer).status_code == 200
    give_card(game_id, 1)  # the card left Ann's hand meanwhile
    version = Game.objects.get(pk=game_id).version
    before = gold(game_id)
    response = act(bors, game_id, {"kind": "answer_deal", "accept": True, "number": 0})
    assert response.status_code == 400
    assert response.json() == {
        "code": "illegal_action",
        "message": "accept the deal: ann no longer holds the cards offered",
        "rule": "rule 32",
    }
    assert Game.objects.get(pk=game_id).version == version and gold(game_id) == before


def test_a_bot_answers_a_deal_in_the_same_request():
    from .test_alliances import to_first_movement

    ann, _ = client_for("ann")
    game_id = ann.post(
        "/api/games/", {"name": "Camlann", "seats": 2, "bots": 1, "order": "seating"}, format="json"
    ).json()["id"]
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    to_first_movement(game_id, [ann, None])
    before = gold(game_id)
    response = act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "gold": 7})
    assert response.status_code == 200, response.content
    assert [e["type"] for e in response.json()["events"]] == ["deal_proposed", "deal_terms"]
    events = ann.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
    answered = [e for e in events if e["type"] == "deal_accepted"]
    assert answered and answered[-1]["author"] == "bot"
    assert gold(game_id) == [before[0] - 7, before[1] + 7]  # a gift: the bot accepts it
    assert game_state(Game.objects.get(pk=game_id)).offers == []


def test_a_deal_left_unanswered_is_refused_by_the_clock(two_at_war):  # noqa: F811
    """The deal_reply's default (refuse) is played by the deadline sweep, through the same
    service door; the other decision (Ann's move) keeps its own clock."""
    from datetime import timedelta

    from django.utils import timezone

    from kingdom.services import game_expire_decision

    game_id, ann, bors = two_at_war
    before = gold(game_id)
    assert act(ann, game_id, {"kind": "propose_deal", "to_seat": 1, "gold": 9}).status_code == 200
    row = PendingDecision.objects.get(game_id=game_id, kind="deal_reply")
    move = PendingDecision.objects.get(game_id=game_id, kind="move")
    PendingDecision.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=1))
    assert game_expire_decision(decision_id=row.pk)
    refused = GameEvent.objects.get(game_id=game_id, type="deal_refused")
    assert (refused.data["seat"], refused.data["proposer"], refused.data["number"]) == (1, 0, 0)
    events = bors.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
    assert [e["author"] for e in events if e["type"] == "deal_refused"] == ["clock"]
    assert gold(game_id) == before and game_state(Game.objects.get(pk=game_id)).offers == []
    assert PendingDecision.objects.get(game_id=game_id, kind="move").deadline == move.deadline


def test_a_deal_made_impossible_lapses_at_once_both_told_why(two_at_war):  # noqa: F811
    """Issue 26: Ann offers Bors her card for 30 gold; Bors asks the same card of her for 10,
    and she accepts: her first offer can no longer be done and ends in the same action, its
    decision gone, both players reading why."""
    game_id, ann, bors = two_at_war
    give_card(game_id, 0)
    sale = {"kind": "propose_deal", "to_seat": 1, "cards": [COURSER], "for_gold": 30}
    assert act(ann, game_id, sale).status_code == 200
    ask = {"kind": "propose_deal", "to_seat": 0, "gold": 10, "for_cards": [COURSER]}
    assert act(bors, game_id, ask).status_code == 200
    accepted = act(ann, game_id, {"kind": "answer_deal", "accept": True, "number": 1})
    assert accepted.status_code == 200, accepted.content
    (lapsed,) = [e for e in accepted.json()["events"] if e["type"] == "deal_lapsed"]
    assert (lapsed["seat"], lapsed["to_seat"], lapsed["number"]) == (0, 1, 0)
    assert (lapsed["reason"], lapsed["rule"]) == ("ann no longer holds F03", "house 28")
    assert not PendingDecision.objects.filter(game_id=game_id, kind="deal_reply").exists()
    for player in (ann, bors):
        events = player.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
        assert [e["reason"] for e in events if e["type"] == "deal_lapsed"] == [lapsed["reason"]]
        legal = player.get(f"/api/games/{game_id}/legal-actions/").json()["actions"]
        assert not [a for a in legal if a["kind"] == "answer_deal"]
