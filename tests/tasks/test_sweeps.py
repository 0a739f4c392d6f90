"""The deadline sweep under stress, on a real worker, Redis and PostgreSQL (issue 7): two sweeps
at once, a worker (or only its pool) killed in the middle of a default, and a reminder mailed
end to end.

A session of our own holds `LOCK TABLE kingdom_gameaction IN SHARE MODE` (reads go on, every
INSERT waits) to stop a worker's `game_expire_decision` at the one statement that writes the
log, after it has locked its decision and its game; `pg_stat_activity` shows it waiting there.
"""

import email
import email.policy
import json
from datetime import timedelta
from pathlib import Path

import psycopg
import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from config.celery import app
from kingdom.models import (
    Game,
    GameAction,
    Mail,
    PendingDecision,
    Profile,
    Seat,
    VerifiedEmail,
)
from kingdom.services import game_create, game_join, game_start
from kingdom.tasks import expire_deadlines, queue_reminders
from tests.waiting import wait_for

pytestmark = [
    pytest.mark.celery,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(240),  # a worker started (and restarted) for each test
]

BLOCKED_INSERTS = """
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'
      AND query LIKE '%%INSERT INTO "kingdom_gameaction"%%'
"""  # a batch's log is one `WITH actions AS (INSERT INTO …) …` (kingdom.batched)


def players(*names):
    users = get_user_model().objects
    return [users.create_user(name, password="x-long-secret-9") for name in names]


def started_game(ann, bors) -> Game:
    """Two human seats, nobody ever on autopilot: only a deadline plays for them. Seat 0 must
    choose a Royal Challenger (48 h)."""
    game = game_create(host=ann, name="Clock", seats=2, order="seating", autopilot_after=None)
    game_join(game_id=game.pk, user=bors)
    return game_start(game_id=game.pk, user=ann)


def blocked_inserts(watcher: psycopg.Connection) -> list[int]:
    """The backends waiting for the table lock at the INSERT of a GameAction."""
    return [pid for (pid,) in watcher.execute(BLOCKED_INSERTS)]


ESTABLISHED = "01"  # a TCP state as /proc/net/tcp spells it


def connection_state(watcher: psycopg.Connection, pid: int) -> str | None:
    """The TCP state of backend `pid`'s socket, read from the kernel (/proc/net/tcp): ESTABLISHED
    while its client lives, CLOSE_WAIT once the client's end is closed, None once reset."""
    row = watcher.execute(
        "SELECT client_port, inet_server_port() FROM pg_stat_activity WHERE pid = %s", [pid]
    ).fetchone()
    client, server = row
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            local, remote, state = line.split()[1:4]
            if (port(local), port(remote)) == (server, client):
                return state
    return None


def port(address: str) -> int:
    return int(address.rsplit(":", 1)[1], 16)


def backends(watcher: psycopg.Connection) -> set[int]:
    rows = watcher.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
    return {pid for (pid,) in rows}


@pytest.fixture
def database(celery_worker):
    """Two sessions of our own on the test database: `holder` (a transaction, to hold a lock)
    and `watcher` (autocommit: pg_stat_activity is read afresh on each query)."""
    url = celery_worker.env["DATABASE_URL"]
    with psycopg.connect(url) as holder, psycopg.connect(url, autocommit=True) as watcher:
        yield holder, watcher
        holder.rollback()


def test_two_sweeps_at_once_over_50_due_games_advance_each_game_exactly_once(
    celery_worker, database
):
    holder, watcher = database
    ann, bors = players("ann", "bors")
    ids = [started_game(ann, bors).pk for _ in range(50)]
    due = PendingDecision.objects.filter(game__in=ids)
    assert due.count() == 50 and {d.seat for d in due} == {0}  # one decision per game
    due.update(deadline=timezone.now() - timedelta(minutes=1))

    holder.execute("LOCK TABLE kingdom_gameaction IN SHARE MODE")
    sweeps = [expire_deadlines.delay(batch=10), expire_deadlines.delay(batch=10)]
    # Both sweeps hold a batch of decisions and their games, each waits at its INSERT: they
    # run at once.
    wait_for(lambda: len(blocked_inserts(watcher)) == 2, "both sweeps to wait at the lock")
    holder.rollback()
    applied = [sweep.get(timeout=60) for sweep in sweeps]

    assert sum(applied) == 50 and min(applied) >= 1, applied
    assert sorted(Game.objects.filter(pk__in=ids).values_list("version", flat=True)) == [1] * 50
    actions = GameAction.objects.filter(game__in=ids)
    assert sorted(a.game_id for a in actions) == sorted(ids)  # one action in each game
    assert {(a.version, a.seat, a.user_id, a.kind) for a in actions} == {
        (1, 0, None, "choose_challenger")
    }
    assert set(Seat.objects.filter(game__in=ids).values_list("index", "missed_deadlines")) == {
        (0, 1),
        (1, 0),
    }
    # What waits now is seat 1's own choice, with its own 48 hours.
    waiting = PendingDecision.objects.filter(game__in=ids)
    assert sorted(d.game_id for d in waiting) == sorted(ids)
    assert all(d.seat == 1 and d.deadline > timezone.now() + timedelta(hours=47) for d in waiting)
    assert expire_deadlines.delay().get(timeout=30) == 0


def test_a_worker_killed_in_the_middle_of_a_default_applies_it_once_after_restart(
    celery_worker, database
):
    holder, watcher = database
    ann, bors = players("ann", "bors")
    game = started_game(ann, bors)
    decision = PendingDecision.objects.get(game=game)
    PendingDecision.objects.filter(pk=decision.pk).update(deadline=timezone.now())

    holder.execute("LOCK TABLE kingdom_gameaction IN SHARE MODE")
    sweep = expire_deadlines.delay()
    (orphan,) = wait_for(lambda: blocked_inserts(watcher), "the sweep to wait at the lock")
    assert connection_state(watcher, orphan) == ESTABLISHED
    celery_worker.kill()
    # The kernel closes the dead worker's end of the connection: the backend's socket gets its
    # FIN (or a reset). PostgreSQL notices a dead client only when it talks to it: the backend
    # still waits.
    wait_for(
        lambda: connection_state(watcher, orphan) != ESTABLISHED,
        "the kernel to close the killed worker's connection",
    )
    assert blocked_inserts(watcher) == [orphan]
    holder.rollback()
    # Let go, it ends its INSERT, reads EOF instead of the next statement and rolls back.
    wait_for(lambda: orphan not in backends(watcher), "the orphaned backend to end")
    assert not GameAction.objects.filter(game=game).exists()
    assert Game.objects.get(pk=game.pk).version == 0
    assert PendingDecision.objects.filter(pk=decision.pk).exists()
    assert Seat.objects.get(game=game, index=0).missed_deadlines == 0

    celery_worker.start()
    # The sweep was never acknowledged (acks_late): once the broker's visibility timeout has
    # passed (an hour), Redis hands it out again. Here at once, as kombu restores it then.
    with app.connection_for_write() as conn:
        channel = conn.default_channel
        unacked = channel.client.hgetall(channel.unacked_key)
        (tag,) = [t for t, p in unacked.items() if json.loads(p)[0]["headers"]["id"] == sweep.id]
        channel.qos.restore_by_tag(tag)
    assert sweep.get(timeout=30) == 1  # the very message the killed worker had taken
    assert expire_deadlines.delay().get(timeout=30) == 0

    (action,) = GameAction.objects.filter(game=game)
    assert (action.version, action.seat, action.user_id, action.kind) == (
        1,
        0,
        None,
        "choose_challenger",
    )
    assert Game.objects.get(pk=game.pk).version == 1
    assert Seat.objects.get(game=game, index=0).missed_deadlines == 1


def test_a_pool_process_killed_in_the_middle_of_a_default_leaves_it_to_the_next_sweep(
    celery_worker, database
):
    holder, watcher = database
    ann, bors = players("ann", "bors")
    game = started_game(ann, bors)
    PendingDecision.objects.filter(game=game).update(deadline=timezone.now())

    holder.execute("LOCK TABLE kingdom_gameaction IN SHARE MODE")
    sweep = expire_deadlines.delay()
    (orphan,) = wait_for(lambda: blocked_inserts(watcher), "the sweep to wait at the lock")
    assert celery_worker.kill_pool()
    # The main process puts the sweep back on the queue and a new pool process runs it at
    # once, while the orphaned backend still holds the decision and the game: it skips them.
    assert sweep.get(timeout=30) == 0
    assert blocked_inserts(watcher) == [orphan]
    holder.rollback()
    wait_for(lambda: orphan not in backends(watcher), "the orphaned backend to end")
    assert not GameAction.objects.filter(game=game).exists()

    assert expire_deadlines.delay().get(timeout=30) == 1  # beat's next sweep
    (action,) = GameAction.objects.filter(game=game)
    assert (action.version, action.user_id, action.kind) == (1, None, "choose_challenger")
    assert Game.objects.get(pk=game.pk).version == 1
    assert Seat.objects.get(game=game, index=0).missed_deadlines == 1


def test_a_reminder_is_written_and_mailed_by_the_worker(celery_worker):
    ann, bors = players("ann", "bors")
    ann.email = "ann@example.org"
    ann.save(update_fields=["email"])
    VerifiedEmail.objects.create(user=ann, email=ann.email)  # mail only a confirmed address
    Profile.objects.create(user=ann, reminder_hours=[1])
    game = started_game(ann, bors)
    decision = PendingDecision.objects.get(game=game, seat=0)
    deadline = timezone.now() + timedelta(minutes=30)
    # Made two hours ago: its 1-hour reminder falls after it (none falls before: issue 28).
    PendingDecision.objects.filter(pk=decision.pk).update(
        deadline=deadline, created_at=timezone.now() - timedelta(hours=2)
    )

    queue_reminders.delay()
    reminder = wait_for(
        lambda: Mail.objects.filter(kind="reminder", sent_at__isnull=False).first(),
        "the reminder to be sent",
    )
    assert (reminder.user, reminder.game, reminder.decision_id) == (ann, game, decision.pk)
    assert reminder.key == f"reminder:{decision.pk}:{deadline:%Y%m%dT%H%M%S}:1"
    assert reminder.attempts == 1
    assert Mail.objects.filter(kind="reminder").count() == 1

    # The worker sent the decision's mail (written by game_start) and the reminder.
    wait_for(
        lambda: Mail.objects.filter(user=ann, sent_at__isnull=False).count() == 2,
        "both mails to be sent",
    )
    sent = outbox(celery_worker)
    assert {m["To"] for m in sent} == {"ann@example.org"}
    # A long encoded subject is folded after "Subject:": it reads back with a leading space.
    subjects = sorted(m["Subject"].strip() for m in sent)
    by = f"{deadline:%Y-%m-%d %H:%M} (UTC)"
    first = f"{decision.deadline:%Y-%m-%d %H:%M} (UTC)"  # as the mail of game_start said
    assert subjects == [
        f"[Kingdom] Clock: choose your Royal Challenger — by {first}",
        f"[Kingdom] Clock: reminder, choose your Royal Challenger — by {by}",
    ]
    (body,) = [m.get_body(("plain",)).get_content() for m in sent if "reminder" in m["Subject"]]
    assert "still waits for you" in body and f"/games/{game.pk}/" in body


def outbox(worker) -> list[email.message.EmailMessage]:
    """The mails the worker's filebased backend wrote, each followed by a line of dashes."""
    mails = []
    for path in sorted(worker.outbox.glob("*.log")) if worker.outbox.exists() else []:
        for chunk in path.read_bytes().split(b"\n" + b"-" * 79 + b"\n"):
            if chunk.strip():
                mails.append(email.message_from_bytes(chunk, policy=email.policy.default))
    return mails
