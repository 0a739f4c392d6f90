"""Telling players by e-mail (issue 7): a mail when a decision becomes yours, reminders before
its deadline, quiet hours, the daily digest, and a mail server that fails. Mails are sent by
the tasks in-process here (Django's locmem backend); tests/tasks sends one through a worker."""

from datetime import UTC, datetime, time, timedelta

import pytest
from django.core import mail as outbox
from django.utils import timezone

from kingdom import notify
from kingdom.models import Mail, PendingDecision, Profile
from kingdom.selectors import game_view
from kingdom.services import game_submit_action
from kingdom.tasks import queue_digests, send_due_mail

from .test_absence import decision, players, started

pytestmark = pytest.mark.django_db


def sent_to(name: str) -> list:
    return [m for m in outbox.outbox if m.to == [f"{name}@example.org"]]


def test_a_decision_that_becomes_yours_is_mailed_with_its_deadline_and_a_link():
    ann, bors = players("ann", "bors")
    Profile.objects.create(user=bors, time_zone="Europe/London")
    game = started([ann, bors], reply_hours=24)
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    assert send_due_mail() == 1  # Bors's (Ann's went with her answered decision)
    (letter,) = sent_to("bors")
    assert letter.subject == "[Kingdom] Long war: choose your Royal Challenger"
    assert "(Europe/London)" in letter.body and f"/games/{game.pk}/" in letter.body
    assert send_due_mail() == 0  # sent once


def test_no_mail_for_a_decision_answered_before_it_went_out():
    ann, bors = players("ann", "bors")
    game = started([ann, bors])
    game_submit_action(
        game_id=game.pk, user=ann, action={"kind": "choose_challenger", "challenger": "arthur"}
    )
    assert not Mail.objects.filter(user=ann, kind="decision").exists()  # gone with the decision
    assert send_due_mail() == 1 and sent_to("ann") == []


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
    assert not Mail.objects.filter(user=ann, kind="reminder").exists()  # answered: moot


def test_quiet_hours_hold_a_mail_until_they_end():
    ann, bors = players("ann", "bors")
    Profile.objects.create(
        user=ann, time_zone="Europe/Paris", quiet_start=time(22), quiet_end=time(7)
    )
    started([ann, bors])
    (letter,) = Mail.objects.filter(user=ann, kind="decision")
    night = datetime(2026, 11, 23, 23, 30, tzinfo=UTC)  # 00:30 in Paris
    assert notify.deliver(letter.key, now=night) is False
    letter.refresh_from_db()
    assert letter.sent_at is None
    assert letter.not_before == datetime(2026, 11, 24, 6, 0, tzinfo=UTC)  # 07:00 in Paris
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
