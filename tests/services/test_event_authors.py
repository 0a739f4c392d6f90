"""Who made each event, and when (issue 22): the service door stamps every stored event with
its time and author — the player, the host at a physical table, the clock (a default), a bot
or the bot playing a seat on autopilot — and logs leave, pause, resume and autopilot as events
of their own, which the API's log and the record cards show and a replay skips.

The sweep runs in-process here (tests/tasks runs it on a real worker)."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from kingdom.models import GameAction, GameEvent
from kingdom.services import (
    game_check_replay,
    game_create,
    game_end_leave,
    game_join,
    game_pause,
    game_resume,
    game_set_autopilot,
    game_start,
    game_submit_action,
    game_take_leave,
)
from tests.services.test_absence import decision, expire_all, players, started

pytestmark = pytest.mark.django_db


def authors(game, **filters) -> set[str]:
    return set(GameEvent.objects.filter(game=game, **filters).values_list("author", flat=True))


def log(game, user) -> list[dict]:
    api = APIClient()
    api.force_authenticate(user)
    response = api.get(f"/api/games/{game.pk}/events/?limit=500")
    assert response.status_code == 200, response.content
    return response.json()["events"]


def test_a_players_own_action_is_his_and_a_default_is_the_clocks():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], autopilot_after=None)
    assert authors(game, version=0) == {"game"}  # the setup, when the host started it
    before = timezone.now()
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    mine = GameEvent.objects.filter(game=game, version=1)
    assert {e.author for e in mine} == {"player"}
    assert all(before <= e.created_at <= timezone.now() for e in mine)
    assert decision(game, 1).kind == "choose_challenger"

    assert expire_all(game) == 1
    default = GameAction.objects.get(game=game, version=2)
    assert (default.seat, default.author, default.user) == (1, "clock", None)
    assert authors(game, version=2) == {"clock"}

    events = log(game, bors)
    chosen = [e for e in events if e["type"] == "challenger_chosen"]
    assert [(e["seat"], e["author"]) for e in chosen] == [(0, "player"), (1, "clock")]
    assert all(e["at"] for e in events)
    game.refresh_from_db()
    assert game_check_replay(game=game)


def test_bots_are_by_the_bot_and_a_seat_the_clock_put_on_autopilot_by_autopilot():
    ann, bors = players("ann", "bors")
    game = game_create(host=ann, name="Bots", seats=3, bots=1, order="seating", autopilot_after=1)
    game_join(game_id=game.pk, user=bors)
    game = game_start(game_id=game.pk, user=ann)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    assert decision(game, 1).kind == "choose_challenger"
    expire_all(game)  # bors misses it: with autopilot_after=1 the bot takes his seat at once
    bot_moves = GameAction.objects.filter(game=game, seat=2)
    assert bot_moves.exists() and {a.author for a in bot_moves} == {"bot"}

    events = log(game, ann)
    handed = next(e for e in events if e["type"] == "autopilot_changed")
    assert handed["author"] == "clock"
    assert (handed["seat"], handed["on"], handed["reason"]) == (1, True, "missed_deadlines")
    assert handed["rule"] == "absence"
    later = [e for e in events if e["sequence"] > handed["sequence"] and e.get("seat") == 1]
    assert later and {e["author"] for e in later if e["type"] != "autopilot_changed"} <= {
        "autopilot"
    }, "after the hand-over the bot plays bors's seat"
    assert GameAction.objects.filter(game=game, seat=1, author="autopilot").exists()
    game.refresh_from_db()
    assert game_check_replay(game=game)


def test_the_host_entering_another_seats_choice_at_a_table_is_the_host():
    ann, bors = players("ann", "bors")
    game = game_create(host=ann, name="Table", mode="table", seats=2, order="seating")
    game_join(game_id=game.pk, user=bors)
    game = game_start(game_id=game.pk, user=ann)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    game_submit_action(
        game_id=game.pk,
        user=ann,
        seat=1,
        action={"kind": "choose_challenger", "challenger": "mark"},
    )
    assert [a.author for a in GameAction.objects.filter(game=game)] == ["player", "host"]


def test_leave_pause_resume_and_autopilot_are_events_in_the_log_that_a_replay_skips():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_take_leave(game_id=game.pk, user=bors, days=2)
    game_end_leave(game_id=game.pk, user=bors)
    game_pause(game_id=game.pk, user=ann)
    game_resume(game_id=game.pk, user=ann)
    game_set_autopilot(game_id=game.pk, user=bors, on=True)
    game_set_autopilot(game_id=game.pk, user=bors, on=True)  # no change: no event
    game_set_autopilot(game_id=game.pk, user=bors, on=False)

    absence = [e for e in log(game, bors) if e["rule"] == "absence"]
    assert [(e["type"], e["author"], e.get("seat")) for e in absence] == [
        ("leave_taken", "player", 1),
        ("leave_ended", "player", 1),
        ("game_paused", "host", None),
        ("game_resumed", "host", None),
        ("autopilot_changed", "player", 1),
        ("autopilot_changed", "player", 1),
    ]
    assert absence[0]["days"] == 2
    assert [e["on"] for e in absence[4:]] == [True, False]
    assert [e["reason"] for e in absence[4:]] == ["asked", "asked"]
    game.refresh_from_db()
    sequences = list(GameEvent.objects.filter(game=game).values_list("sequence", flat=True))
    assert sequences == list(range(1, game.event_count + 1))  # one log, no gap, no repeat
    game.refresh_from_db()
    assert game_check_replay(game=game)


def test_record_card_entries_carry_their_events_time_and_author():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], autopilot_after=None)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    expire_all(game)
    api = APIClient()
    api.force_authenticate(ann)
    cards = api.get(f"/api/games/{game.pk}/record-cards/").json()
    chosen = {
        card["seat"]: entry
        for card in cards
        for entry in card["entries"]
        if entry["field"] == "challenger"
    }
    assert (chosen[0]["author"], chosen[1]["author"]) == ("player", "clock")
    stamped = GameEvent.objects.get(game=game, sequence=chosen[1]["event"]).created_at
    assert chosen[1]["at"] == stamped.isoformat().replace("+00:00", "Z")
    assert timezone.now() - stamped < timedelta(minutes=5)
