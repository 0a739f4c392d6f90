"""A real Celery worker, in its own process, consuming the real broker (Redis under make test).

The worker process gets the same environment as the suite, pointed at the test database, so a
task sees what a transactional test committed; its mail goes to files in `worker.outbox`.
"""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection

from config.celery import app
from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[2]


class WorkerProcess:
    name = "worker"

    def __init__(self, env: dict, outbox: Path, cwd: Path = ROOT):
        self.env = env
        self.outbox = outbox  # the worker's mail: one file per connection (filebased backend)
        self.cwd = cwd  # the checkout it runs from
        self.process: subprocess.Popen | None = None
        # One log per xdist worker (PYTEST_XDIST_WORKER), as they run at once.
        suffix = os.environ.get("PYTEST_XDIST_WORKER", "serial")
        self.log = ROOT / "test-artifacts" / f"celery-{self.name}-{suffix}.log"

    def command(self) -> list[str]:
        return [
            sys.executable, "-m", "celery", "-A", "config", "worker",
            "--loglevel=INFO", "--concurrency=2", "--without-gossip", "--without-mingle",
            "--hostname", f"test-worker-{os.getpid()}@%h",
        ]  # fmt: skip

    def start(self) -> None:
        self.log.parent.mkdir(exist_ok=True)
        with self.log.open("ab") as log:
            # Its own process group, so that kill() reaches the pool's processes too.
            self.process = subprocess.Popen(
                self.command(),
                cwd=self.cwd,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.wait_ready()

    def wait_ready(self, timeout: float = 60) -> None:
        def answers():
            if self.process.poll() is not None:
                raise RuntimeError(f"worker exited early; see {self.log}")
            return app.control.ping(timeout=0.5)  # waits up to 0.5 s for a reply itself

        wait_for(answers, f"the worker to answer a ping (see {self.log})", timeout, every=0)

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()

    def kill(self) -> None:
        """SIGKILL the main process and its pool at once, as when the machine dies: no warm
        shutdown, no acknowledgement and no rejection reach the broker."""
        if self.process and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def kill_pool(self) -> list[int]:
        """SIGKILL the pool's processes but not the main one (as the OOM killer might): it
        finds them lost, puts their tasks back on the queue (reject_on_worker_lost) and forks
        new ones. The pids killed."""
        pid = self.process.pid
        children = [  # a pool process may be forked by any of the main process's threads
            int(child)
            for task in Path(f"/proc/{pid}/task").iterdir()
            for child in (task / "children").read_text().split()
        ]
        for child in children:
            os.kill(child, signal.SIGKILL)
        return children


class BeatProcess(WorkerProcess):
    """A separate beat, as in production (docs/production.md): it only sends the sweeps."""

    name = "beat"

    def command(self) -> list[str]:
        return [sys.executable, "-m", "celery", "-A", "config", "beat", "--loglevel=INFO"]

    def wait_ready(self, timeout: float = 0) -> None:
        """Beat answers no ping: the test watches what it sends."""


@pytest.fixture
def celery_worker(transactional_db, tmp_path):
    """Start a worker on the test database; stop it after the test. Its mail is written to
    files, never sent (whatever EMAIL_URL the suite was given)."""
    if app.conf.broker_url.startswith("filesystem"):
        pytest.fail("tests/tasks need the real broker: run them with `make test`")
    app.control.purge()
    outbox = tmp_path / "worker-mail"
    env = {
        **os.environ,
        "DATABASE_URL": _test_database_url(),
        "EMAIL_URL": f"filemail:///{outbox}",  # django-environ drops one slash: an absolute path
    }
    worker = WorkerProcess(env, outbox)
    worker.start()
    yield worker
    worker.stop()


def _test_database_url() -> str:
    s = connection.settings_dict
    return f"postgres://{s['USER']}:{s['PASSWORD']}@{s['HOST']}:{s['PORT']}/{s['NAME']}"
