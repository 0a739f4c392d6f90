"""The soak's view of its latency tail (issue 28): each request's split as the server timed it
(benchmarks/ceiling/timing.py), the slowest action POSTs of a step read back from it
(`soak.server_split`), and the latency goal beside the same run's ceiling
(`soak.beside_ceiling`); and the WSGI entry point that leaves the loaded code out of the
garbage collector's full collections (config/wsgi.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import override_settings
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from benchmarks import soak
from config.settings import MIDDLEWARE

ROOT = Path(__file__).resolve().parents[2]
TIMED = ["benchmarks.ceiling.timing.TimingMiddleware", *MIDDLEWARE]


@pytest.mark.django_db
def test_each_request_appends_its_split_to_the_timing_log(tmp_path, monkeypatch):
    log = tmp_path / "timings.jsonl"
    monkeypatch.setenv("BENCH_TIMING_LOG", str(log))
    user = get_user_model().objects.create_user("timed", password=None)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    with override_settings(MIDDLEWARE=TIMED):
        assert api.get("/api/games/").status_code == 200
        assert api.get("/api/games/999999/").status_code == 404
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    assert [(r["method"], r["path"], r["status"]) for r in lines] == [
        ("GET", "/api/games/", 200),
        ("GET", "/api/games/999999/", 404),
    ]
    first = lines[0]
    assert first["pid"] == os.getpid()
    assert first["queries"] >= 1  # the token's lookup at least, through execute_wrapper
    assert 0 < first["db"] <= first["wall"]
    assert first["cpu"] >= 0 and first["gc"] >= 0


def row(at: float, wall: float, *, path="/api/games/1/actions/", generation=-1, **parts):
    return {"at": at, "pid": 1, "method": "POST", "path": path, "status": 200, "wall": wall,
            "cpu": 5.0, "db": 3.0, "commit": 0.0, "queries": 4, "gc": 0.0,
            "gc_generation": generation, "tracked": None, **parts}  # fmt: skip


def test_a_steps_slowest_action_posts_are_split_into_cpu_database_and_waiting(tmp_path):
    log = tmp_path / "timings.jsonl"
    rows = [row(10.0 + n / 100, 10.0) for n in range(99)]
    rows.append(row(10.99, 200.0, cpu=20.0, db=30.0, gc=12.0))  # the step's slowest
    rows.append(row(11.0, 50.0, path="/api/games/1/", generation=2))  # a poll, not an action
    rows.append(row(99.0, 900.0))  # after the step
    log.write_text("".join(json.dumps(r) + "\n" for r in rows))
    split = soak.server_split(log, 10.0, 20.0)
    assert split is not None
    assert split["p99"] == 200.0 and split["slow"] == 1
    assert (split["cpu"], split["db"], split["gc"], split["waiting"]) == (20.0, 30.0, 12.0, 150.0)
    assert (split["full"], split["requests"]) == (1, 101)
    assert soak.server_split(tmp_path / "none.jsonl", 0, 1) is None


def test_the_goal_beside_the_ceiling_adds_what_the_machine_added_to_the_bare_posts_tail():
    quiet = {"p99": 90.0, "lag": 5.0, "probe_p50": 10.0, "probe_p99": 12.0}
    busy = {"p99": 160.0, "lag": 5.0, "probe_p50": 12.0, "probe_p99": 92.0}
    assert soak.beside_ceiling(quiet) == 102.0 and soak.met(quiet, soak.beside_ceiling(quiet))
    assert soak.beside_ceiling(busy) == 180.0 and soak.met(busy, soak.beside_ceiling(busy))
    assert not soak.met(busy, soak.GOAL_P99_MS)
    late = {**busy, "lag": 61.0}
    assert not soak.met(late, soak.beside_ceiling(late))
    assert soak.beside_ceiling({**quiet, "probe_p50": None, "probe_p99": None}) == 100.0


def test_the_wsgi_entry_point_freezes_the_loaded_code_before_any_request():
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "false",
           "SECRET_KEY": "x", "STATICFILES_MANIFEST": "false"}  # fmt: skip
    probe = (
        "import gc, config.wsgi; from django.urls import get_resolver; "
        "print(gc.get_freeze_count(), len(get_resolver()._reverse_dict), gc.get_threshold()[0])"
    )
    out = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", probe],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    frozen, reversed_maps, young = int(out[0]), int(out[1]), int(out[2])
    assert frozen > 50_000  # the loaded code, out of every full collection
    assert reversed_maps >= 1  # the URL resolver's maps made before the first request
    assert young == 10_000  # the youngest generation's passes, fewer than Python's 700 makes
