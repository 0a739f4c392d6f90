"""Absence in a game that runs over days (issue 7): leave, pause and resume, autopilot and
taking it back, replacing a player, and a whole game that finishes with nobody answering.

The sweep (`kingdom.tasks.expire_deadlines`) runs in-process here; tests/tasks runs it on a real
worker."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from kingdom import notify
from kingdom.errors import Conflict, Forbidden, ServiceError
from kingdom.models import (
    Game,
    GameAction,
    Mail,
    PendingDecision,
    Profile,
    Seat,
    VerifiedEmail,
)
from kingdom.rules.bot import Bot
from kingdom.services import (
    game_check_replay,
    game_create,
    game_end_leave,
    game_join,
    game_pause,
    game_replace_seat,
    game_resume,
    game_set_autopilot,
    game_start,
    game_state,
    game_submit_action,
    game_take_leave,
)
from kingdom.tasks import expire_deadlines

pytestmark = pytest.mark.django_db

HOUR = timedelta(hours=1)


def players(*names):
    """Users whose addresses are confirmed (mail goes to no other: issue 16)."""
    users = [
        get_user_model().objects.create_user(n, email=f"{n}@example.org", password="x-secret-91")
        for n in names
    ]
    VerifiedEmail.objects.bulk_create(VerifiedEmail(user=u, email=u.email) for u in users)
    return users


def started(users, **settings):
    host = users[0]
    game = game_create(host=host, name="Long war", seats=len(users), order="seating", **settings)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    return game_start(game_id=game.pk, user=users[0])


def decision(game, seat=None):
    rows = PendingDecision.objects.filter(game=game)
    return rows.get(seat=seat) if seat is not None else rows.get()


def expire_all(game) -> int:
    PendingDecision.objects.filter(game=game).update(deadline=timezone.now() - HOUR)
    return expire_deadlines(budget=60)


def seat(game, index) -> Seat:
    return Seat.objects.get(game=game, index=index)


# -- leave ----------------------------------------------------------------------------------------
def test_leave_moves_the_players_deadlines_and_tells_the_others():
    ann, bors, carl = players("ann", "bors", "carl")
    game = started([ann, bors, carl], leave_days=14)
    before = decision(game, 0).deadline
    taken = game_take_leave(game_id=game.pk, user=ann, days=3)
    assert decision(game, 0).deadline == before + timedelta(days=3)
    assert taken.leave_until - timezone.now() > timedelta(days=2.99)
    told = Mail.objects.filter(game=game, kind="leave")
    assert sorted(m.user.username for m in told) == ["bors", "carl"]
    until = notify.local_text(taken.leave_until, None)
    assert all(f"ann takes leave in Long war until {until}" in m.body for m in told)
    assert all(f"/games/{game.pk}/" in m.body for m in told)


def test_a_decision_made_while_away_counts_from_the_end_of_the_leave():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], turn_hours=48)
    taken = game_take_leave(game_id=game.pk, user=bors, days=5)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    assert decision(game, 1).deadline == taken.leave_until + timedelta(hours=48)


def test_leave_comes_out_of_an_allowance_and_coming_back_returns_the_rest():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], leave_days=7)
    game_take_leave(game_id=game.pk, user=ann, days=5)
    with pytest.raises(ServiceError, match="you have 2 days of leave left in this game"):
        game_take_leave(game_id=game.pk, user=ann, days=3)
    extended = decision(game, 0).deadline
    back = game_end_leave(game_id=game.pk, user=ann)
    assert back.leave_until is None
    assert back.leave_used < timedelta(minutes=1)  # five days unused, five days back
    assert extended - decision(game, 0).deadline > timedelta(days=4.99)  # no free days
    with pytest.raises(Conflict, match="you are not on leave"):
        game_end_leave(game_id=game.pk, user=ann)


def test_coming_back_early_mails_the_moved_deadline_and_starts_its_reminders_again():
    ann, bors = players("ann", "bors")
    Profile.objects.update_or_create(user=ann, defaults={"reminder_hours": [130]})
    game = started([ann, bors], leave_days=7)
    game_take_leave(game_id=game.pk, user=ann, days=5)
    row = decision(game, 0)
    # A reminder went out 130 hours before the deadline as leave had set it (the decision was
    # made ten days ago: no reminder falls before it).
    PendingDecision.objects.filter(pk=row.pk).update(
        deadline=timezone.now() + 129 * HOUR, created_at=timezone.now() - 240 * HOUR
    )
    assert notify.queue_reminders() == 1

    game_end_leave(game_id=game.pk, user=ann)  # five days early: the deadline comes 5 days nearer
    row.refresh_from_db()
    assert row.deadline < timezone.now() + 10 * HOUR
    corrected = Mail.objects.get(kind="deadline", user=ann)
    assert corrected.decision_id == row.pk
    assert "a deadline has moved" in corrected.body
    assert notify.local_text(row.deadline, notify.profiles_of([ann])[ann.pk]) in corrected.subject
    # The moved deadline has its own reminder: due again, once.
    assert notify.queue_reminders() == 1
    assert notify.queue_reminders() == 0
    assert Mail.objects.filter(kind="reminder", user=ann).count() == 2


# -- pause and resume -----------------------------------------------------------------------------
def test_a_paused_game_refuses_actions_and_its_deadlines_wait():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    with pytest.raises(Forbidden, match="only the host pauses"):
        game_pause(game_id=game.pk, user=bors)
    game_pause(game_id=game.pk, user=ann)
    assert sorted(Mail.objects.filter(kind="pause").values_list("user__username", flat=True)) == [
        "ann",
        "bors",
    ]
    with pytest.raises(Conflict, match="the game is paused by the host"):
        game_submit_action(
            game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "mark"}
        )
    assert expire_all(game) == 0  # the clock stands still
    assert GameAction.objects.filter(game=game).count() == 0
    # Two days later the host resumes: every deadline moves by two days.
    Game.objects.filter(pk=game.pk).update(paused_at=timezone.now() - timedelta(days=2))
    PendingDecision.objects.filter(game=game).update(deadline=timezone.now() + HOUR)
    game_resume(game_id=game.pk, user=ann)
    assert decision(game, 0).deadline - timezone.now() > timedelta(days=2) + 0.99 * HOUR
    assert Game.objects.get(pk=game.pk).status == Game.Status.ACTIVE
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )


def test_the_resume_mail_gives_how_long_the_game_stood_still_and_each_new_deadline():
    """Issue 28: the amount and the new deadlines, and the holder of a decision gets its
    `deadline` mail, as after a return from leave."""
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_pause(game_id=game.pk, user=ann)
    Game.objects.filter(pk=game.pk).update(paused_at=timezone.now() - timedelta(days=2, hours=3))
    game_resume(game_id=game.pk, user=ann)
    row = decision(game, 0)
    new_deadline = notify.local_text(row.deadline, notify.profiles_of([ann])[ann.pk])
    ann_resume = Mail.objects.get(kind="resume", user=ann)
    assert "moved by the time the game stood still: 2 days 3 hours." in ann_resume.body
    assert f"- {notify.what(row.kind)}: by {new_deadline}" in ann_resume.body
    bors_resume = Mail.objects.get(kind="resume", user=bors)
    assert "2 days 3 hours" in bors_resume.body and "Your deadlines" not in bors_resume.body
    (moved,) = Mail.objects.filter(kind="deadline")
    assert (moved.user, moved.decision_id) == (ann, row.pk)
    assert "has been resumed, so a deadline has moved" in moved.body
    assert f"Decide by {new_deadline} (moved on by the time the game stood still)" in moved.body
    assert new_deadline in moved.subject


def test_a_late_answer_after_the_clock_played_is_told_what_the_clock_chose():
    """Issue 28: not a bare "stale_version … reload and try again"."""
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    assert expire_all(game) == 1  # Ann's deadline passed: the clock chose for her
    chosen = GameAction.objects.get(game=game, author="clock")
    with pytest.raises(Conflict) as late:
        game_submit_action(
            game_id=game.pk,
            user=ann,
            action={"kind": "choose_challenger", "challenger": "mark"},
            expected_version=0,
        )
    assert late.value.code == "clock_answered"
    challenger = chosen.data["challenger"]
    assert "the clock answered for you at version 1" in late.value.message
    assert f"choose_challenger (challenger {challenger})" in late.value.message
    # Bors, whom the clock did not answer for, is only told that the game moved on.
    with pytest.raises(Conflict) as stale:
        game_submit_action(
            game_id=game.pk,
            user=bors,
            action={"kind": "choose_challenger", "challenger": "mark"},
            expected_version=0,
        )
    assert stale.value.code == "stale_version"


# -- autopilot ------------------------------------------------------------------------------------
def bors_plays(game, bors, until, limit=60):
    """Bors answers his own decisions (as the engine's bot would) until `until()` holds."""
    for _ in range(limit):
        if until():
            return
        game = Game.objects.get(pk=game.pk)
        mine = PendingDecision.objects.filter(game=game, seat=1)
        assert mine.exists(), "nothing waits for Bors"
        action = Bot("bors").choose(game_state(game), 1)
        game_submit_action(game_id=game.pk, user=bors, action=action.to_dict())
    raise AssertionError("not reached")


def test_missed_deadlines_put_the_seat_on_autopilot_until_the_player_takes_it_back():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], autopilot_after=2)
    assert expire_all(game) == 1  # Ann does not choose her challenger: the default does
    assert seat(game, 0).missed_deadlines == 1 and not seat(game, 0).autopilot
    game_submit_action(
        game_id=game.pk, user=bors, action={"kind": "choose_challenger", "challenger": "mark"}
    )
    game_submit_action(game_id=game.pk, user=bors, action={"kind": "bid", "amount": 0})
    assert expire_all(game) == 1  # Ann misses her sealed bid: her second deadline in a row
    ann_seat = seat(game, 0)
    assert ann_seat.autopilot and ann_seat.missed_deadlines == 2
    (mail,) = Mail.objects.filter(kind="autopilot")
    assert mail.user == ann and "take it back" in mail.body
    # From now on the bot answers Ann's decisions in the transaction that made them hers.
    played = GameAction.objects.filter(game=game, seat=0, user=None)
    bors_plays(game, bors, until=lambda: played.count() > 4)
    assert not PendingDecision.objects.filter(game=game, seat=0).exists()
    # Ann comes back and takes her seat back: her decisions wait for her again.
    back = game_set_autopilot(game_id=game.pk, user=ann, on=False)
    assert not back.autopilot and back.missed_deadlines == 0
    waiting = PendingDecision.objects.filter(game=game, seat=0)
    bors_plays(game, bors, until=waiting.exists)
    assert game_check_replay(game=Game.objects.get(pk=game.pk))


def test_answering_resets_the_count_of_missed_deadlines():
    ann, bors = players("ann", "bors")
    game = started([ann, bors], autopilot_after=2)
    expire_all(game)
    assert seat(game, 0).missed_deadlines == 1
    game_submit_action(
        game_id=game.pk, user=bors, action={"kind": "choose_challenger", "challenger": "mark"}
    )
    game_submit_action(game_id=game.pk, user=ann, action={"kind": "bid", "amount": 0})
    assert seat(game, 0).missed_deadlines == 0
    assert expire_all(game) == 1  # Bors's bid; Ann's next miss is her first again
    assert not seat(game, 0).autopilot


def test_a_player_may_hand_his_seat_to_the_bot_at_once():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_set_autopilot(game_id=game.pk, user=ann, on=True)
    assert decision(game).seat == 1  # the bot chose Ann's challenger at once
    (choice,) = GameAction.objects.filter(game=game)
    assert (choice.seat, choice.user, choice.kind) == (0, None, "choose_challenger")


# -- replacing a player ---------------------------------------------------------------------------
def test_the_host_replaces_a_player_by_invitation():
    ann, bors, dora = players("ann", "bors", "dora")
    game = started([ann, bors])
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    with pytest.raises(Forbidden, match="only the host replaces a player"):
        game_replace_seat(game_id=game.pk, user=bors, index=0)
    offered = game_replace_seat(game_id=game.pk, user=ann, index=1)
    assert offered.autopilot  # the bot plays Bors's seat meanwhile: it chose his challenger
    assert GameAction.objects.filter(game=game, seat=1, user=None).exists()
    with pytest.raises(Conflict, match="the game has started: no seat is free"):
        game_join(game_id=game.pk, user=dora, code="not-the-code")
    taken = game_join(game_id=game.pk, user=dora, code=offered.invite_code)
    assert (taken.index, taken.user, taken.name, taken.autopilot) == (1, dora, "dora", False)
    assert taken.invite_code == ""
    with pytest.raises(Conflict):
        game_join(game_id=game.pk, user=bors, code=offered.invite_code)  # the code is spent
    game = Game.objects.get(pk=game.pk)
    assert game_check_replay(game=game)  # the log keeps the names the game began with


# -- nobody answers -------------------------------------------------------------------------------
def test_a_four_seat_game_whose_players_never_answer_finishes_by_deadlines_and_autopilot():
    users = players("ann", "bors", "carl", "dora")
    game = started(users, round_limit=2, autopilot_after=2)
    for _ in range(60):
        game = Game.objects.get(pk=game.pk)
        if game.status == Game.Status.FINISHED:
            break
        assert expire_all(game) >= 1, "a due decision was not resolved"
    assert game.status == Game.Status.FINISHED
    assert all(s.autopilot for s in game.seats.all())
    assert not GameAction.objects.filter(game=game, user__isnull=False).exists()
    state = game_state(game)
    assert state.winner is not None or state.phase.value == "over"
    assert not PendingDecision.objects.filter(game=game).exists()
    assert game_check_replay(game=game)


def test_a_seat_put_on_autopilot_during_a_pause_is_played_when_the_game_resumes():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_pause(game_id=game.pk, user=ann)
    game_set_autopilot(game_id=game.pk, user=ann, on=True)
    assert decision(game).seat == 0  # paused: nobody plays
    game_resume(game_id=game.pk, user=ann)
    assert decision(game).seat == 1  # the bot chose Ann's challenger on resuming
    assert GameAction.objects.get(game=game).user is None


def test_a_replaced_player_cannot_take_his_seat_back_and_a_finished_game_keeps_its_seats():
    ann, bors, dora = players("ann", "bors", "dora")
    game = started([ann, bors])
    offered = game_replace_seat(game_id=game.pk, user=ann, index=1)
    with pytest.raises(Conflict, match="offered this seat to a new player"):
        game_set_autopilot(game_id=game.pk, user=bors, on=False)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    with pytest.raises(Conflict, match="the game is finished"):
        game_join(game_id=game.pk, user=dora, code=offered.invite_code)
    assert seat(game, 1).user == bors


def test_a_decision_whose_default_fails_does_not_stall_the_sweep(monkeypatch):
    from kingdom.services import clock

    ann, bors = players("ann", "bors")
    first, second = started([ann, bors]), started([ann, bors])
    real = clock._default

    def default(write, *args):  # the batch rolls back whole; the sweep then goes one by one
        if write.game.pk == first.pk:
            raise RuntimeError("a bug in one default")
        return real(write, *args)

    monkeypatch.setattr(clock, "_default", default)
    PendingDecision.objects.update(deadline=timezone.now() - HOUR)
    assert expire_deadlines(budget=60) == 1
    assert GameAction.objects.filter(game=second).count() == 1
    assert GameAction.objects.filter(game=first).count() == 0
