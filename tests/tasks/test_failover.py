"""No single point of failure in the clock (issue 28 items 1–2): two beats (RedBeat, one active
under a lock in Redis, the other standing by), two workers and the web server, each a real
process under a supervisor that restarts it when it exits, as systemd's `Restart=always` does
(docs/production.md). On its own Redis, so that restarting it disturbs no other test.

While the deadlines of 12 games fall due one after another, the active beat is killed with
`kill -9`, then a worker (its whole process group: the machine dies), then Redis is restarted
empty. Every deadline is still applied, exactly once, within two sweep periods plus the lock's
timeout of falling due, and no sweep is sent twice (two beats never both active).
"""

import itertools
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from django.utils import timezone

from kingdom.models import GameAction, PendingDecision
from tests.tasks.conftest import ROOT, _test_database_url
from tests.tasks.test_layout import free_port
from tests.tasks.test_sweeps import players, started_game
from tests.waiting import wait_for

pytestmark = [
    pytest.mark.celery,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(150),
]

SWEEP = 2.0  # seconds: KINGDOM_SWEEP_SECONDS
LOCK = 4.0  # seconds: KINGDOM_BEAT_LOCK_SECONDS
GAMES = 12
SENT = re.compile(r"\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}): INFO/MainProcess\] Scheduler: "
                  r"Sending due task expire-deadlines")  # fmt: skip


class Redis:
    """A redis-server of the test's own, on a free port, without persistence: a restart loses
    the queues, the beats' lock and their schedule."""

    def __init__(self, folder: Path):
        self.folder, self.port = folder, free_port()
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.folder)],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        wait_for(self.answers, "Redis to answer", timeout=20)

    def answers(self) -> bool:
        ping = ["redis-cli", "-p", str(self.port), "ping"]
        return subprocess.run(ping, capture_output=True, text=True).stdout.strip() == "PONG"

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()


class Supervised:
    """One process started again half a second after it exits, until `stop()`. Each run leads
    its own process group (`kill()` reaches a worker's pool too); its output goes to one log."""

    def __init__(self, name: str, command: list[str], env: dict):
        self.name, self.command, self.env = name, command, env
        self.log = ROOT / "test-artifacts" / f"failover-{name}.log"
        self.process: subprocess.Popen | None = None
        self.stopping = False
        self.starts = 0
        self.thread = threading.Thread(target=self._keep_running, daemon=True)

    def start(self) -> None:
        self.log.parent.mkdir(exist_ok=True)
        self.log.write_bytes(b"")
        self.thread.start()

    def _keep_running(self) -> None:
        while not self.stopping:
            with self.log.open("ab") as out:
                self.process = subprocess.Popen(
                    self.command,
                    cwd=ROOT,
                    env=self.env,
                    stdout=out,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
            self.starts += 1
            self.process.wait()
            time.sleep(0.5)

    def kill(self, supervised: bool = True) -> None:
        """SIGKILL the whole process group, as when its machine dies. Not `supervised`: it
        stays dead (no machine to restart it on)."""
        self.stopping = not supervised
        os.killpg(self.process.pid, signal.SIGKILL)

    def stop(self) -> None:
        """Stop it and its supervisor (SIGKILL: what it leaves behind goes with the test)."""
        self.stopping = True
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.thread.join(timeout=15)

    def text(self) -> str:
        return self.log.read_text(errors="replace")


def celery(*args: str) -> list[str]:
    return [sys.executable, "-m", "celery", "-A", "config", *args, "--loglevel=INFO"]


@pytest.fixture
def cluster(transactional_db, tmp_path):
    redis = Redis(tmp_path)
    redis.start()
    web_port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("KINGDOM_VAR_DIR",)}
    env |= {
        "DATABASE_URL": _test_database_url(),
        "CELERY_BROKER_URL": f"redis://127.0.0.1:{redis.port}/0",
        "CELERY_RESULT_BACKEND": f"redis://127.0.0.1:{redis.port}/1",
        "CACHE_URL": f"redis://127.0.0.1:{redis.port}/2",
        "EMAIL_URL": f"filemail:///{tmp_path / 'mail'}",
        "KINGDOM_SWEEP_SECONDS": str(SWEEP),
        "KINGDOM_BEAT_LOCK_SECONDS": str(LOCK),
    }
    worker = ["worker", "--concurrency=1", "--without-gossip", "--without-mingle"]
    processes = {
        "beat-a": Supervised("beat-a", celery("beat"), env),
        "beat-b": Supervised("beat-b", celery("beat"), env),
        "worker-a": Supervised("worker-a", celery(*worker, "-n", "a@%h"), env),
        "worker-b": Supervised("worker-b", celery(*worker, "-n", "b@%h"), env),
        "web": Supervised(
            "web",
            [sys.executable, "-m", "gunicorn", "config.wsgi", "--workers", "1",
             "--bind", f"127.0.0.1:{web_port}"],
            env,
        ),
    }  # fmt: skip
    for process in processes.values():
        process.start()
    yield processes, redis, web_port
    for process in processes.values():
        process.stop()
    redis.stop()


def active_beat(processes: dict) -> Supervised | None:
    """The beat that took the lock last and has not lost it since (it logs both), if one."""
    for name in ("beat-a", "beat-b"):
        beat = processes[name]
        run = beat.text().split("beat: Starting...")[-1]
        alive = beat.process is not None and beat.process.poll() is None
        if alive and run.rfind("Acquired lock") > max(run.rfind("Lost the lock"), -1):
            return beat
    return None


def locks_taken(processes: dict) -> int:
    """How many times either beat has taken the lock so far (their logs)."""
    return sum(processes[name].text().count("Acquired lock") for name in ("beat-a", "beat-b"))


def sweeps_sent(processes: dict) -> list[datetime]:
    """Every deadline sweep either beat sent, in order (their logs' times)."""
    times = [
        datetime.strptime(at, "%Y-%m-%d %H:%M:%S,%f")
        for name in ("beat-a", "beat-b")
        for at in SENT.findall(processes[name].text())
    ]
    return sorted(times)


def healthy(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz?beat=1", timeout=5) as page:
            return page.status == 200
    except OSError:
        return False


def test_deadlines_are_applied_once_and_in_time_through_a_dead_beat_worker_and_redis(cluster):
    processes, redis, web_port = cluster
    games = [started_game(*players(f"ann{i}", f"bors{i}")) for i in range(GAMES)]
    wait_for(lambda: active_beat(processes), "one beat to take the lock", timeout=60)
    wait_for(lambda: healthy(web_port), "the first sweep, seen by /healthz?beat=1", timeout=60)

    # The deadlines fall due one a second from now, through the three failures.
    start = timezone.now()
    for i, game in enumerate(games):
        PendingDecision.objects.filter(game=game).update(deadline=start + timedelta(seconds=i))

    first = active_beat(processes)
    taken = locks_taken(processes)
    first.kill()  # kill -9; its supervisor starts it again, to stand by
    wait_for(
        lambda: active_beat(processes) is not None and locks_taken(processes) > taken,
        "a beat to take over (the other, or the killed one restarted: whichever locks first)",
        timeout=3 * LOCK,
    )
    processes["worker-a"].kill(supervised=False)  # its machine is gone for good
    redis.stop()
    redis.start()  # empty: the queues, the lock and the schedule are gone

    wait_for(
        lambda: GameAction.objects.filter(game__in=games, author="clock").count() >= GAMES,
        "every deadline to be applied",
        timeout=60,
    )
    bound = timedelta(seconds=2 * SWEEP + LOCK)
    for game in games:
        (default,) = GameAction.objects.filter(game=game, author="clock")  # exactly once
        due = start + timedelta(seconds=games.index(game))
        assert default.created_at - due <= bound, (game.name, default.created_at - due)
    sent = sweeps_sent(processes)
    gaps = [(b - a).total_seconds() for a, b in itertools.pairwise(sent)]
    assert gaps and min(gaps) >= 0.75 * SWEEP, f"a sweep was sent twice: gaps {gaps}"
    assert processes["beat-a"].starts + processes["beat-b"].starts >= 3, "the killed beat ran again"
    wait_for(lambda: healthy(web_port), "/healthz?beat=1 to answer 200 again", timeout=30)
