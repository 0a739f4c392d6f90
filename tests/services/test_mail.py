"""Telling players by e-mail (issue 7): a mail when a decision becomes yours, reminders before
its deadline, quiet hours, the daily digest, and a mail server that fails. Mails are sent by
the tasks in-process here (Django's locmem backend); tests/tasks sends one through a worker."""

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.core import mail as outbox
from django.utils import timezone

from kingdom import notify
from kingdom.models import Game, Mail, PendingDecision, Profile
from kingdom.rules.decisions import spec
from kingdom.selectors import game_view
from kingdom.services import game_end_leave, game_state, game_submit_action, game_take_leave
from kingdom.tasks import queue_digests, send_due_mail

from .test_absence import decision, expire_all, players, started

pytestmark = pytest.mark.django_db


def sent_to(name: str) -> list:
    return [m for m in outbox.outbox if m.to == [f"{name}@example.org"]]


def test_a_decision_that_becomes_yours_is_mailed_with_its_deadline_and_a_link():
    ann, bors = players("ann", "bors")
    profile = Profile.objects.create(user=bors, time_zone="Europe/London")
    game = started([ann, bors], reply_hours=24)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    assert send_due_mail() == 1  # Bors's (Ann's decision was answered before it went out)
    (letter,) = sent_to("bors")
    by = notify.local_text(decision(game, 1).deadline, profile)
    assert by.endswith("(Europe/London)")
    assert letter.subject == f"[Kingdom] Long war: choose your Royal Challenger — by {by}"
    assert f"Decide by {by}." in letter.body and f"/games/{game.pk}/" in letter.body
    assert spec("choose_challenger").if_late in letter.body  # the default, as its spec says
    ((html, mimetype),) = letter.alternatives
    assert mimetype == "text/html" and f"<strong>{by}</strong>" in html
    assert send_due_mail() == 0  # sent once


def test_no_mail_for_a_decision_answered_before_it_went_out():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    (moot,) = Mail.objects.filter(user=ann, kind="decision")
    assert moot.decision_id is None  # its decision is gone; the mail stays in the outbox
    assert send_due_mail() == 1 and sent_to("ann") == []
    moot.refresh_from_db()
    assert (moot.sent_at, moot.moot) == (None, "the decision is no longer pending")
    assert send_due_mail() == 0  # never tried again


def test_reminders_come_at_the_hours_the_player_chose_once_each():
    ann, bors = players("ann", "bors")
    Profile.objects.create(user=ann, reminder_hours=[12, 1])
    game = started([ann, bors], turn_hours=48)
    due = decision(game, 0).deadline
    assert notify.queue_reminders(now=due - timedelta(hours=13)) == 0
    assert notify.queue_reminders(now=due - timedelta(hours=11)) == 1
    assert notify.queue_reminders(now=due - timedelta(hours=10)) == 0  # the same reminder
    assert notify.queue_reminders(now=due - timedelta(minutes=30)) == 1  # the last hour's
    reminders = Mail.objects.filter(user=ann, kind="reminder").order_by("created_at")
    assert [m.key.rsplit(":", 1)[1] for m in reminders] == ["12", "1"]
    assert "still waits for you" in reminders[0].body
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    send_due_mail()
    assert [m.moot for m in Mail.objects.filter(user=ann, kind="reminder")] == [
        "the decision is no longer pending"
    ] * 2  # answered: moot, never sent
    assert not [m for m in sent_to("ann") if "reminder" in m.subject]


def test_quiet_hours_hold_a_mail_until_they_end():
    ann, bors = players("ann", "bors")
    Profile.objects.create(
        user=ann, time_zone="Europe/Paris", quiet_start=time(22), quiet_end=time(7)
    )
    started([ann, bors])
    (letter,) = Mail.objects.filter(user=ann, kind="decision")
    # A night after the letter was written (a fixed date would soon lie in its past): 00:30 in
    # Paris, then held until 07:00 there.
    paris = ZoneInfo("Europe/Paris")
    day = (timezone.now() + timedelta(days=2)).astimezone(paris).date()
    night = datetime.combine(day, time(0, 30), paris).astimezone(UTC)
    assert notify.deliver(letter.key, now=night) is False
    letter.refresh_from_db()
    assert letter.sent_at is None
    assert letter.not_before == datetime.combine(day, time(7), paris).astimezone(UTC)
    assert notify.deliver(letter.key, now=letter.not_before - timedelta(minutes=1)) is False
    assert notify.deliver(letter.key, now=letter.not_before) is True
    assert len(sent_to("ann")) == 1


def test_a_quiet_window_within_one_day():
    profile = Profile(time_zone="UTC", quiet_start=time(12), quiet_end=time(14))
    noon = datetime(2026, 11, 23, 13, 0, tzinfo=UTC)
    assert notify.quiet_until(profile, noon) == datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
    assert notify.quiet_until(profile, noon + timedelta(hours=1)) is None
    assert notify.quiet_until(Profile(), noon) is None


def test_the_digest_replaces_the_single_mails_and_comes_once_a_day():
    ann, bors = players("ann", "bors")
    Profile.objects.create(user=ann, digest=True, digest_hour=8, time_zone="UTC")
    game = started([ann, bors])
    assert not Mail.objects.filter(user=ann, kind="decision").exists()
    early = timezone.now().replace(hour=7, minute=0)
    assert notify.queue_digests(now=early) == 0
    assert notify.queue_digests(now=early + timedelta(hours=1)) == 1
    assert notify.queue_digests(now=early + timedelta(hours=5)) == 0  # one a day
    assert queue_digests() in (0, 1)  # the task: today's digest at most
    (digest,) = Mail.objects.filter(user=ann, kind="digest")
    assert game.name in digest.body and "waiting for you: choose your Royal Challenger" in (
        digest.body
    )
    assert notify.queue_digests(now=early + timedelta(days=1, hours=1)) == 1  # tomorrow's


def test_a_failing_mail_server_never_blocks_the_game_and_the_mail_is_retried(settings):
    ann, bors = players("ann", "bors")
    settings.EMAIL_BACKEND = "tests.services.failing_mail.Backend"
    game = started([ann, bors])
    (letter,) = Mail.objects.filter(user=ann, kind="decision")
    assert send_due_mail() == 0
    letter.refresh_from_db()
    assert letter.attempts == 1 and "ConnectionRefusedError" in letter.last_error
    assert letter.not_before > timezone.now()  # backs off
    game_submit_action(  # the game goes on meanwhile
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    (later,) = Mail.objects.filter(user=bors, kind="decision")
    assert notify.deliver(later.key) is True
    assert len(sent_to("bors")) == 1


def test_deadlines_are_shown_in_the_viewers_time_zone():
    ann, bors = players("ann", "bors")
    profile = Profile.objects.create(user=ann, time_zone="America/New_York")
    game = started([ann, bors])
    view = game_view(game=game, seat=0, profile=profile)
    (line,) = view["deadlines"]
    due = PendingDecision.objects.get(game=game).deadline
    assert line["deadline"] == due.isoformat()
    assert line["deadline_local"].endswith("(America/New_York)")
    assert line["deadline_local"].startswith(f"{due.astimezone(notify.zone(profile)):%Y-%m-%d %H}")


# -- issue 22: what the default will be, every date in the reader's zone, moot mails, the end ----
def test_a_mail_about_gold_owed_says_the_default_is_bankruptcy():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    owed = PendingDecision.objects.create(
        game=game,
        seat=1,
        kind="raise_funds",
        rule="rule 32",
        detail={},
        deadline=timezone.now() + timedelta(hours=24),
    )
    notify.decisions_made(game, [owed], list(game.seats.select_related("user")))
    letter = Mail.objects.get(decision=owed)
    by = notify.local_text(owed.deadline, None)
    assert letter.subject == f"[Kingdom] Long war: {spec('raise_funds').label} — by {by}"
    assert "bankruptcy: what you have goes to the creditor" in letter.body
    assert "bankruptcy" in letter.html


def test_a_leave_mail_gives_the_date_in_each_readers_time_zone():
    ann, bors, carl = players("ann", "bors", "carl")
    tokyo = Profile.objects.create(user=bors, time_zone="Asia/Tokyo")
    game = started([ann, bors, carl])
    away = game_take_leave(game_id=game.pk, user=ann, days=2)
    letters = {m.user.username: m for m in Mail.objects.filter(game=game, kind="leave")}
    assert set(letters) == {"bors", "carl"}
    in_tokyo = notify.local_text(away.leave_until, tokyo)
    assert in_tokyo.endswith("(Asia/Tokyo)")
    assert f"until {in_tokyo}" in letters["bors"].body
    assert letters["bors"].subject == f"[Kingdom] Long war: ann is away until {in_tokyo}"
    assert f"until {notify.local_text(away.leave_until, None)}" in letters["carl"].body


def test_the_end_of_a_game_is_mailed_and_a_notice_held_until_after_it_is_not_sent():
    ann, bors = players("ann", "bors")
    # Ann's quiet hours cover the whole day: every mail to her waits.
    Profile.objects.create(user=ann, quiet_start=time(0), quiet_end=time(23, 59))
    game = started([ann, bors], round_limit=1, autopilot_after=1)
    for _ in range(20):
        game = Game.objects.get(pk=game.pk)
        if game.status == Game.Status.FINISHED:
            break
        expire_all(game)
        send_due_mail()  # Ann's mails wait for the end of her quiet hours
    assert game.status == Game.Status.FINISHED
    held = Mail.objects.get(user=ann, kind="autopilot")
    assert held.sent_at is None
    assert notify.deliver(held.key, now=held.not_before) is False
    held.refresh_from_db()
    assert (held.sent_at, held.moot) == (None, "the game is over")

    state = game_state(game)
    names = {s.index: s.name for s in game.seats.all()}
    (end,) = [m for m in sent_to("bors") if "the game is over" in m.subject]
    assert f"/games/{game.pk}/record/" in end.body
    ranking = [line for line in end.body.splitlines() if line[:2] in ("1.", "2.")]
    assert len(ranking) == 2 and "bors (you)" in " ".join(ranking)
    if state.winner is not None:
        assert f"{names[state.winner]} wins." in end.body
        assert end.subject.endswith(f"— {names[state.winner]} wins")
    ann_end = Mail.objects.get(user=ann, kind="game_over")
    assert ann_end.moot == "" and ann_end.sent_at is None  # waits for her morning, then goes
    assert notify.deliver(ann_end.key, now=ann_end.not_before) is True


def test_a_player_on_the_digest_is_mailed_a_decision_that_expires_before_his_next_digest():
    ann, bors, carl = players("ann", "bors", "carl")
    hour = (timezone.now().hour + 3) % 24  # his next digest is 2 to 3 hours away
    Profile.objects.create(user=ann, digest=True, digest_hour=hour, time_zone="UTC")
    quick = started([ann, bors], turn_hours=1)  # Ann must choose within the hour
    slow = started([ann, carl], turn_hours=48)
    assert Mail.objects.filter(user=ann, kind="decision", game=quick).count() == 1
    assert not Mail.objects.filter(user=ann, kind="decision", game=slow).exists()


def test_mails_are_enqueued_for_delivery_only_when_their_transaction_commits(
    monkeypatch, django_capture_on_commit_callbacks
):
    """notify writes the outbox and says so (`mails_written`); kingdom.tasks enqueues the
    delivery on commit, so a rolled-back change sends nothing (issue 13: no services → notify →
    tasks → services cycle)."""
    from django.db import transaction

    from kingdom import tasks

    enqueued = []
    monkeypatch.setattr(tasks.deliver_mails, "delay", enqueued.append)
    ann, bors = players("ann", "bors")
    game = started([ann, bors], reply_hours=24)
    choose = {"kind": "choose_challenger", "challenger": "arthur"}
    with (
        django_capture_on_commit_callbacks(execute=True),
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        game_submit_action(game_id=game.pk, user=ann, action=choose)
        raise RuntimeError("rolled back")
    assert enqueued == []
    with django_capture_on_commit_callbacks(execute=False) as on_commit:
        game_submit_action(game_id=game.pk, user=ann, action=choose)
    assert enqueued == []  # not before the commit
    for callback in on_commit:
        callback()
    written = set(Mail.objects.filter(sent_at=None).values_list("key", flat=True))
    assert len(enqueued) == 1 and set(enqueued[0]) <= written and enqueued[0]


def test_a_broker_down_at_commit_leaves_the_mail_to_the_sweep(
    monkeypatch, django_capture_on_commit_callbacks, caplog
):
    from kombu.exceptions import OperationalError

    from kingdom import tasks

    def down(keys):
        raise OperationalError("broker down")

    monkeypatch.setattr(tasks.deliver_mails, "delay", down)
    ann, bors = players("ann", "bors")
    game = started([ann, bors], reply_hours=24)
    with django_capture_on_commit_callbacks(execute=True):  # no error: the move has committed
        game_submit_action(
            game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
        )
    assert "broker down" in caplog.text
    assert send_due_mail() == 1 and len(sent_to("bors")) == 1  # beat's sweep sends it


def test_no_reminder_whose_time_came_before_the_decision_was_made():
    """Issue 28: reminders at 1 h and 15 min before an 18-minute decision: the 1-hour one
    would fall before the decision was made and is skipped (not sent right after it, the same
    text twice); the 15-minute one comes in its time."""
    ann, bors = players("ann", "bors")
    Profile.objects.create(user=ann, reminder_hours=[1, 0.25])
    game = started([ann, bors], turn_hours=48)
    row = decision(game, 0)
    made = row.created_at
    PendingDecision.objects.filter(pk=row.pk).update(deadline=made + timedelta(minutes=18))
    assert notify.queue_reminders(now=made + timedelta(minutes=1)) == 0
    assert notify.queue_reminders(now=made + timedelta(minutes=4)) == 1
    assert notify.queue_reminders(now=made + timedelta(minutes=10)) == 0
    reminders = Mail.objects.filter(user=ann, kind="reminder")
    assert [m.key.rsplit(":", 1)[1] for m in reminders] == ["0.25"]


# -- issue 18: one time zone, the reader's, in every mail -----------------------------------------
def test_every_mail_a_player_reads_gives_its_dates_in_his_time_zone():
    """Decision, leave, moved deadline, reminder and digest: Ann chose Europe/Berlin, and each
    date her mails give is in Berlin time (never in UTC)."""
    ann, bors = players("ann", "bors")
    berlin = Profile.objects.create(user=ann, time_zone="Europe/Berlin", reminder_hours=[12])
    game = started([ann, bors], turn_hours=24, reply_hours=24)
    due = decision(game, 0)
    in_berlin = notify.local_text(due.deadline, berlin)
    assert in_berlin.endswith("(Europe/Berlin)") and in_berlin != notify.local_text(
        due.deadline, None
    )
    (decided,) = Mail.objects.filter(user=ann, kind="decision")
    assert f"Decide by {in_berlin}." in decided.body
    # Bors takes leave: Ann reads until when in Berlin time.
    away = game_take_leave(game_id=game.pk, user=bors, days=1)
    (leave,) = Mail.objects.filter(user=ann, kind="leave")
    assert f"until {notify.local_text(away.leave_until, berlin)}" in leave.body
    # Ann takes leave and comes back at once: her moved deadline is mailed in Berlin time.
    game_take_leave(game_id=game.pk, user=ann, days=1)
    game_end_leave(game_id=game.pk, user=ann)
    moved = decision(game, 0)
    (deadline,) = Mail.objects.filter(user=ann, kind="deadline")
    assert f"Decide by {notify.local_text(moved.deadline, berlin)}" in deadline.body
    # Her reminder (12 hours before) gives the deadline in Berlin time too.
    assert notify.queue_reminders(now=moved.deadline - timedelta(hours=11)) == 1
    (reminder,) = Mail.objects.filter(user=ann, kind="reminder")
    assert notify.local_text(moved.deadline, berlin) in reminder.body
    # The digest: its day and each deadline in Berlin time.
    Profile.objects.filter(pk=berlin.pk).update(digest=True, digest_hour=0)
    assert notify.queue_digests() == 1
    (digest,) = Mail.objects.filter(user=ann, kind="digest")
    assert f"by {notify.local_text(moved.deadline, berlin)}" in digest.body
    assert "(UTC)" not in digest.body + reminder.body + deadline.body + leave.body + decided.body
