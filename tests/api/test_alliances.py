"""Alliances (rule 33) played through POST /api/games/{id}/actions/: an offer, its decision on
the reply clock, the acceptance, the end; bad payloads are 400s naming the rule."""

import pytest

from kingdom import notify
from kingdom.models import Game, Mail, PendingDecision, VerifiedEmail
from kingdom.rules.bot import Bot
from kingdom.rules.engine import legal_actions
from kingdom.services import game_check_replay, game_state

from .test_games import act, client_for

pytestmark = pytest.mark.django_db


def to_first_movement(game_id, clients):
    """Both seats play the set-up (choices, auctions) as a bot would, through the API."""
    bot = Bot("setup")
    for _ in range(200):
        game = Game.objects.get(pk=game_id)
        state = game_state(game)
        if state.phase == "movement":
            return game
        seat = next(d.seat for d in PendingDecision.objects.filter(game=game).order_by("id"))
        action = bot.choose(state, seat)
        response = act(clients[seat], game_id, action.to_dict(), expected_version=game.version)
        assert response.status_code == 200, response.content
    raise AssertionError("the set-up did not end")


@pytest.fixture
def two_at_war():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = ann.post(
        "/api/games/", {"name": "Badon", "seats": 2, "order": "seating"}, format="json"
    ).json()["id"]
    assert bors.post(f"/api/games/{game_id}/join/").status_code == 201
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    to_first_movement(game_id, [ann, bors])
    return game_id, ann, bors


def test_an_alliance_proposed_and_accepted_through_the_api(two_at_war):
    game_id, ann, bors = two_at_war
    offered = act(ann, game_id, {"kind": "propose_alliance", "to_seat": 1})
    assert offered.status_code == 200, offered.content
    assert offered.json()["events"] == [
        {
            "type": "alliance_proposed",
            "rule": "rule 33",
            "visible_to": None,
            "seat": 0,
            "to_seat": 1,
        }
    ]
    row = PendingDecision.objects.get(game_id=game_id, kind="alliance_reply")
    assert (row.seat, row.rule, row.detail["from"]) == (1, "rule 33", 0)
    assert row.deadline is not None  # the reply clock
    legal = bors.get(f"/api/games/{game_id}/legal-actions/").json()
    assert {"kind": "answer_alliance", "seat": 1, "from_seat": 0, "accept": True} in legal[
        "actions"
    ]
    accepted = act(bors, game_id, {"kind": "answer_alliance", "from_seat": 0, "accept": True})
    assert accepted.status_code == 200, accepted.content
    assert [e["type"] for e in accepted.json()["events"]] == ["alliance_formed"]
    assert accepted.json()["game"]["state"]["alliances"] == [[0, 1]]
    assert not PendingDecision.objects.filter(game_id=game_id, kind="alliance_reply").exists()
    # Either ally ends it at any time, here the one whose turn it is not.
    ended = act(bors, game_id, {"kind": "end_alliance", "ally": 0})
    assert [e["type"] for e in ended.json()["events"]] == ["alliance_ended"]
    assert game_check_replay(game=Game.objects.get(pk=game_id))


def test_an_offer_is_mailed_as_a_decision_saying_its_default(two_at_war):
    """The offer's decision mail names it, its rule, its deadline and the default (refusal)."""
    game_id, ann, bors = two_at_war
    seat = Game.objects.get(pk=game_id).seats.get(index=1)
    seat.user.email = "bors@example.org"  # mail goes to confirmed addresses only (issue 16)
    seat.user.save()
    VerifiedEmail.objects.create(user=seat.user, email=seat.user.email)
    assert act(ann, game_id, {"kind": "propose_alliance", "to_seat": 1}).status_code == 200
    (letter,) = Mail.objects.filter(game_id=game_id, kind="decision")
    assert letter.user.username == "bors"
    assert letter.subject.startswith("[Kingdom] Badon: answer ann's offer of alliance — by ")
    assert "a decision is yours: answer ann's offer of alliance (rule 33)." in letter.body
    assert "the server plays the default for you: the alliance is refused." in letter.body


def test_bad_alliance_payloads_are_400s_naming_the_rule(two_at_war):
    game_id, ann, bors = two_at_war
    version = Game.objects.get(pk=game_id).version
    response = act(ann, game_id, {"kind": "propose_alliance", "to_seat": 5})
    assert response.status_code == 400
    assert response.json() == {
        "code": "illegal_action",
        "message": "propose alliance: seat 5 is no other player of this game",
        "rule": "rule 33",
    }
    response = act(bors, game_id, {"kind": "answer_alliance", "from_seat": 0, "accept": "yes"})
    assert response.status_code == 400
    assert response.json()["message"] == "answer_alliance: accept must be true or false"
    response = act(bors, game_id, {"kind": "answer_alliance", "from_seat": 0, "accept": True})
    assert response.status_code == 400
    assert response.json()["message"] == "answer alliance: seat 0 has offered you no alliance"
    assert Game.objects.get(pk=game_id).version == version  # nothing was applied


def test_a_bot_answers_an_offer_in_the_same_request():
    ann, _ = client_for("ann")
    game_id = ann.post(
        "/api/games/", {"name": "Camlann", "seats": 2, "bots": 1, "order": "seating"}, format="json"
    ).json()["id"]
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    to_first_movement(game_id, [ann, None])
    response = act(ann, game_id, {"kind": "propose_alliance", "to_seat": 1})
    assert response.status_code == 200, response.content
    types = [e["type"] for e in response.json()["events"]]
    assert types[0] == "alliance_proposed"
    game = Game.objects.get(pk=game_id)
    assert game_state(game).proposals == []  # answered at once by the bot (docs/bots.md)
    assert not PendingDecision.objects.filter(game=game, kind="alliance_reply").exists()


def test_the_odds_endpoint_takes_an_allys_pieces_on_either_side(two_at_war):
    game_id, ann, _ = two_at_war
    forces = "attacker_knights=0&attacker_footsoldiers=2&defender_knights=0&defender_footsoldiers=4"
    base = f"/api/games/{game_id}/odds/?{forces}"
    alone = ann.get(base).json()
    allied = ann.get(base + "&attacker_ally_knights=1").json()
    assert "attacker_ally" not in alone and allied["attacker_ally"] == [1, 0]
    assert allied["attacker_wins"] > alone["attacker_wins"]
    assert allied["attacker_wages"] == alone["attacker_wages"] + 2  # the ally's own (rule 17)
    bad = ann.get(base + "&defender_ally_footsoldiers=-1")
    assert bad.status_code == 400


# -- an offer is one decision until it is answered (issue 35) -------------------------------------
def mail_to(game_id, seat):
    """Bors (or Ann) has a confirmed address, so his decisions are mailed (issue 16)."""
    user = Game.objects.get(pk=game_id).seats.get(index=seat).user
    user.email = f"{user.username}@example.org"
    user.save()
    VerifiedEmail.objects.create(user=user, email=user.email)


def pass_turns(game_id, clients, turns):
    """Both seats play `turns` turns (end movement, end turn; a bot answers anything else),
    leaving every offer unanswered. Returns the turn number reached."""
    bot = Bot("turns")
    start = game_state(Game.objects.get(pk=game_id)).turn.number
    for _ in range(400):
        game = Game.objects.get(pk=game_id)
        state = game_state(game)
        if state.turn.number >= start + turns:
            return state.turn.number
        rows = PendingDecision.objects.filter(game=game).exclude(
            kind__in=("alliance_reply", "deal_reply")
        )
        row = rows.order_by("id").first()
        simple = {"move": {"kind": "end_movement"}, "purchase": {"kind": "end_turn"}}
        action = simple.get(row.kind) or bot.choose(state, row.seat).to_dict()
        if action["kind"] in ("answer_alliance", "answer_deal"):  # the bot answers offers first
            # a riddle is answered (answer_riddle); only the offers are left open
            diplomacy = ("answer_alliance", "answer_deal", "propose_", "withdraw_", "end_alliance")
            others = [a.to_dict() for a in legal_actions(state, row.seat)]
            action = next(a for a in others if not a["kind"].startswith(diplomacy))
        response = act(clients[row.seat], game_id, action, expected_version=game.version)
        assert response.status_code == 200, response.content
    raise AssertionError("the turns did not pass")


@pytest.mark.parametrize(
    "offer",
    [
        {"kind": "propose_alliance", "to_seat": 1},
        {"kind": "propose_deal", "to_seat": 1, "gold": 5, "promise": "peace"},
    ],
)
def test_an_offer_keeps_one_key_one_deadline_one_mail_while_turns_pass(two_at_war, offer):
    """Issue 35: an offer left unanswered while three turns pass is the same decision — the
    same row, key and deadline, one mail — and the clock refuses it when its reply clock ends,
    however many turns have passed."""
    from datetime import timedelta

    from django.utils import timezone

    from kingdom.services import game_expire_decision

    game_id, ann, bors = two_at_war
    mail_to(game_id, 1)
    assert act(ann, game_id, offer).status_code == 200
    kind = "alliance_reply" if offer["kind"] == "propose_alliance" else "deal_reply"
    row = PendingDecision.objects.get(game_id=game_id, kind=kind)
    assert "/t" not in row.key and row.key.startswith(f"{kind}/1/from0/")
    pass_turns(game_id, [ann, bors], 3)
    same = PendingDecision.objects.get(game_id=game_id, kind=kind)
    assert (same.pk, same.key, same.deadline) == (row.pk, row.key, row.deadline)
    label = notify.OFFERED[kind].format(who="ann")  # a mail of the offer or of a row gone since
    offers = Mail.objects.filter(game_id=game_id, kind="decision", subject__contains=label)
    assert [m.decision_id for m in offers] == [row.pk]
    PendingDecision.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(seconds=1))
    assert game_expire_decision(decision_id=row.pk)
    refused = {"alliance_reply": "alliance_refused", "deal_reply": "deal_refused"}[kind]
    events = bors.get(f"/api/games/{game_id}/events/?limit=500").json()["events"]
    assert [e["author"] for e in events if e["type"] == refused] == ["clock"]
    assert not PendingDecision.objects.filter(game_id=game_id, kind=kind).exists()
    assert game_check_replay(game=Game.objects.get(pk=game_id))
