"""gunicorn on loopback for the scripts that send real HTTP (benchmarks/http_load.py,
scripts/probe.py): a free port, the server started with the project's production choices
(DEBUG off, the static files' manifest off as nothing ran collectstatic) and waited for until
/healthz answers, and stopped whatever happens."""

from __future__ import annotations

import http.client
import os
import shlex
import socket
import subprocess
import time
from pathlib import Path

HOST = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def server_environment(**extra: str) -> dict[str, str]:
    """The environment of a production-like server on loopback: this process's (DATABASE_URL,
    CELERY_BROKER_URL of scripts/with-services.sh) with DEBUG off, and `extra`."""
    return {
        **os.environ,
        "SECRET_KEY": os.environ.get("SECRET_KEY") or "loopback",
        "DEBUG": "false",
        "STATICFILES_MANIFEST": "false",
        "ALLOWED_HOSTS": HOST,
        "PYTHONWARNINGS": "ignore:No directory at:UserWarning",  # no collectstatic here
        **extra,
    }


def start_gunicorn(
    port: int, log_path: Path, env: dict[str, str], args: str = "--workers 2"
) -> subprocess.Popen:
    """gunicorn serving config.wsgi on HOST:`port` with `env`, its output (and so every
    traceback Django logs) appended to `log_path`; returned once /healthz answers 200."""
    command = [
        str(ROOT / ".venv" / "bin" / "gunicorn"),
        "config.wsgi",
        *shlex.split(args),
        "--bind",
        f"{HOST}:{port}",
        "--log-level",
        "warning",
    ]
    with log_path.open("ab") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited with status {process.returncode}")
        try:
            probe = http.client.HTTPConnection(HOST, port, timeout=5)
            probe.request("GET", "/healthz", headers={"Host": HOST})
            status = probe.getresponse().status
            probe.close()
            if status == 200:
                return process
        except OSError:
            pass
        time.sleep(0.2)
    stop(process)
    raise RuntimeError("gunicorn did not answer /healthz within 60 s")


def stop(process: subprocess.Popen | None) -> None:
    """Stop a process this script started (gunicorn, a Celery worker or beat): TERM, then KILL
    after 15 s."""
    if process is None or process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
