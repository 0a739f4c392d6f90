"""The documented process layouts, started from a fresh checkout (issue 22, issue 16 item 14).

A fresh checkout is a copy of this one without what a clone would not have (`var/`, caches,
test artifacts); its `.venv` points at ours. Nothing is created in it by hand: whatever folder
beat, the worker or `make run` need, they make themselves (or need none).

- Production (docs/production.md): PostgreSQL, Redis, a worker and one separate beat. A
  decision past its deadline is defaulted by the sweep the real beat sends, and `/healthz`
  says beat is alive.
- `make run` (`scripts/run.sh`): SQLite and a filesystem broker in `var/`. After a `kill -9`
  of the worker, the script stops every other child it started, and what they started: no
  beat is left sending sweeps.
"""

import os
import shutil
import signal
import socket
import subprocess
import urllib.request
from datetime import timedelta
from pathlib import Path

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from config.celery import app
from kingdom.models import Game, GameAction, Heartbeat, PendingDecision
from tests.tasks.conftest import ROOT, BeatProcess, WorkerProcess, _test_database_url
from tests.tasks.test_sweeps import players, started_game
from tests.waiting import wait_for

pytestmark = [
    pytest.mark.celery,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # a worker and a beat from a fresh checkout
]

NOT_IN_A_CLONE = shutil.ignore_patterns(
    ".git", ".venv", "var", "__pycache__", "*.pyc", ".pytest_cache", ".ruff_cache",
    ".hypothesis", "test-artifacts", "*.sqlite3",
)  # fmt: skip


def fresh_checkout(where: Path) -> Path:
    clone = where / "kingdom"
    shutil.copytree(ROOT, clone, ignore=NOT_IN_A_CLONE, symlinks=True)
    (clone / ".venv").symlink_to((ROOT / ".venv").resolve())
    assert not (clone / "var").exists()
    return clone


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def production(transactional_db, tmp_path):
    """A worker and a separate beat, each in its own process, from a fresh checkout, on the
    test database and the real Redis; beat sweeps every second."""
    if app.conf.broker_url.startswith("filesystem"):
        pytest.fail("tests/tasks need the real broker: run them with `make test`")
    app.control.purge()
    clone = fresh_checkout(tmp_path)
    env = {k: v for k, v in os.environ.items() if k != "KINGDOM_VAR_DIR"}
    env |= {
        "DATABASE_URL": _test_database_url(),
        "EMAIL_URL": f"filemail:///{tmp_path / 'mail'}",
        "KINGDOM_SWEEP_SECONDS": "1",
    }
    worker = WorkerProcess(env, tmp_path / "mail", cwd=clone)
    beat = BeatProcess(env, tmp_path / "mail", cwd=clone)
    worker.start()
    beat.start()
    yield clone, worker, beat
    beat.stop()
    worker.stop()


def test_a_separate_beat_from_a_fresh_checkout_sends_the_sweep_that_applies_a_default(
    production,
):
    clone, worker, beat = production
    ann, bors = players("ann", "bors")
    game = started_game(ann, bors)
    decision = PendingDecision.objects.get(game=game)
    assert decision.kind == "choose_challenger"
    PendingDecision.objects.filter(pk=decision.pk).update(
        deadline=timezone.now() - timedelta(seconds=1)
    )

    wait_for(
        lambda: GameAction.objects.filter(game=game, user=None).exists(),
        "beat's sweep to apply the default",
        timeout=90,
    )
    default = GameAction.objects.get(game=game, user=None)
    assert (default.seat, default.kind) == (decision.seat, "choose_challenger")
    assert not PendingDecision.objects.filter(pk=decision.pk).exists()
    assert Game.objects.get(pk=game.pk).version == 1
    assert beat.process.poll() is None, "beat is still running"
    assert not (clone / "var").exists(), "beat and the worker need no folder of their own"

    response = APIClient().get("/healthz?beat=1")
    assert response.status_code == 200, response.content
    assert response.json()["beat"]["ok"] is True


def test_healthz_calls_beat_down_after_two_periods_without_a_sweep(settings):
    settings.SWEEP_SECONDS = 30
    api = APIClient()
    body = api.get("/healthz").json()
    assert body["status"] == "ok", "beat counts only when asked"
    assert body["beat"] == {"ok": False, "error": "no sweep has run yet", "limit_seconds": 60}
    assert api.get("/healthz?beat=1").status_code == 503

    Heartbeat.objects.create(name="expire_deadlines", at=timezone.now() - timedelta(seconds=59))
    assert api.get("/healthz?beat=1").status_code == 200
    Heartbeat.objects.filter(name="expire_deadlines").update(
        at=timezone.now() - timedelta(seconds=61)
    )
    response = api.get("/healthz?beat=1")
    assert response.status_code == 503
    assert response.json()["beat"]["ok"] is False
    assert response.json()["status"] == "unavailable"


def children_of(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += map(int, (task / "children").read_text().split())
        except FileNotFoundError:
            continue
    return found


def command_line(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except FileNotFoundError:
        return ""


def descendants(pid: int) -> dict[int, str]:
    """Every process below `pid`, with its command line."""
    found, todo = {}, [pid]
    while todo:
        for child in children_of(todo.pop()):
            found[child] = command_line(child)
            todo.append(child)
    return found


def running(pid: int) -> bool:
    """Alive and not a zombie (an orphan's zombie waits for a reaper that may never come)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.timeout(420)  # up to 240 s for make run to serve and sweep, 60 s to stop
def test_make_run_stops_every_child_when_the_worker_is_killed(tmp_path):
    clone = fresh_checkout(tmp_path)
    port = free_port()
    drop = ("DATABASE_URL", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND", "KINGDOM_VAR_DIR")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env |= {"PORT": str(port), "KINGDOM_SWEEP_SECONDS": "1", "EMAIL_URL": "consolemail://"}
    log = ROOT / "test-artifacts" / "make-run.log"
    log.parent.mkdir(exist_ok=True)
    with log.open("wb") as out:
        run = subprocess.Popen(
            ["scripts/run.sh"], cwd=clone, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    children = {}
    try:

        def beat_alive():
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz?beat=1") as page:
                    return page.status == 200
            except OSError:
                return run.poll() is not None and pytest.fail(f"make run exited; see {log}")

        wait_for(beat_alive, "make run's beat and worker to sweep", timeout=240)
        children = descendants(run.pid)
        worker = [p for p in children_of(run.pid) if " worker " in children[p]]
        assert len(worker) == 1, children
        assert any(" beat " in cmd for cmd in children.values()), children
        assert any(" worker " in children[p] for p in children_of(worker[0])), "its pool"
        os.kill(worker[0], signal.SIGKILL)

        assert run.wait(timeout=60) != 0
        left = {p: cmd for p, cmd in children.items() if running(p)}
        assert left == {}, "make run left children behind"
    finally:
        run.kill()
        for pid in children:
            if running(pid):
                os.kill(pid, signal.SIGKILL)
