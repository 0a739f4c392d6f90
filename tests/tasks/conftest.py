"""A real Celery worker, in its own process, consuming the real broker (Redis under make test).

The worker process gets the same environment as the suite, pointed at the test database, so a
task sees what a transactional test committed.
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.db import connection

from kingdom.celery import app

ROOT = Path(__file__).resolve().parents[2]


class WorkerProcess:
    def __init__(self, env: dict):
        self.env = env
        self.process: subprocess.Popen | None = None
        self.log = ROOT / "test-artifacts" / "celery-worker.log"

    def start(self) -> None:
        self.log.parent.mkdir(exist_ok=True)
        cmd = [
            sys.executable, "-m", "celery", "-A", "kingdom.celery", "worker",
            "--loglevel=INFO", "--concurrency=2", "--without-gossip", "--without-mingle",
            "--hostname", f"test-worker-{os.getpid()}@%h",
        ]  # fmt: skip
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                cmd, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT
            )
        self.wait_ready()

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"worker exited early; see {self.log}")
            if app.control.ping(timeout=0.5):
                return
        raise RuntimeError(f"worker did not answer within {timeout}s; see {self.log}")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def celery_worker(transactional_db):
    """Start a worker on the test database; stop it after the test."""
    if app.conf.broker_url.startswith("filesystem"):
        pytest.fail("tests/tasks need the real broker: run them with `make test`")
    app.control.purge()
    env = {**os.environ, "DATABASE_URL": _test_database_url()}
    worker = WorkerProcess(env)
    worker.start()
    yield worker
    worker.stop()


def _test_database_url() -> str:
    s = connection.settings_dict
    return f"postgres://{s['USER']}:{s['PASSWORD']}@{s['HOST']}:{s['PORT']}/{s['NAME']}"
