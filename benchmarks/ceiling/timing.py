"""Per-request timings on the server (benchmark only): where a slow request's time went.

`benchmarks.ceiling.settings` puts `TimingMiddleware` first when `BENCH_TIMING_LOG` names a
file; each request then appends one line of JSON to it: when it ended, its worker, method,
path, status, and — in ms — its wall time in Django, the CPU its process used meanwhile, the
time spent in the database's round trips (Django's `execute_wrapper`), of which in COMMIT, and
in Python's garbage collector. `benchmarks/soak.py` reads the file back and splits each step's
slowest action POSTs into those parts: wall time that is neither CPU, database nor collector
is the process waiting for a core (other processes' load).
"""

from __future__ import annotations

import gc
import json
import os
import threading
import time
from pathlib import Path

from django.db import connection

_gc = threading.local()


def _collector(phase: str, info: dict) -> None:
    """gc.callbacks: add each collection's pause to the running request's, and note the oldest
    generation it collected (2: a full collection, which visits every tracked object)."""
    if phase == "start":
        _gc.started = time.perf_counter()
    elif getattr(_gc, "started", None) is not None:
        _gc.spent = getattr(_gc, "spent", 0.0) + time.perf_counter() - _gc.started
        _gc.oldest = max(getattr(_gc, "oldest", -1), info["generation"])
        _gc.started = None


class _Database:
    """Django's execute_wrapper: the wall time of each statement's round trip."""

    def __init__(self):
        self.spent = self.commit = 0.0
        self.count = 0

    def __call__(self, execute, sql, params, many, context):
        t0 = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            spent = time.perf_counter() - t0
            self.spent += spent
            self.count += 1
            if sql == "COMMIT":
                self.commit += spent


class TimingMiddleware:
    """One JSON line a request to `BENCH_TIMING_LOG` (see the module's docstring)."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.path = Path(os.environ["BENCH_TIMING_LOG"])
        if _collector not in gc.callbacks:
            gc.callbacks.append(_collector)

    def __call__(self, request):
        # A directory: each worker's first action POST is profiled there (cProfile).
        first = os.environ.get("BENCH_PROFILE_FIRST")
        if first and request.path.endswith("/actions/") and not getattr(self, "profiled", False):
            import cProfile

            self.profiled = True
            with cProfile.Profile() as profile:
                response = self.timed(request)
            profile.dump_stats(Path(first) / f"first-{os.getpid()}.prof")
            return response
        return self.timed(request)

    def timed(self, request):
        database = _Database()
        _gc.spent, _gc.oldest = 0.0, -1
        wall0, cpu0 = time.perf_counter(), time.process_time()
        with connection.execute_wrapper(database):
            response = self.get_response(request)
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        line = {
            "at": time.time(),
            "pid": os.getpid(),
            "method": request.method,
            "path": request.path,
            "status": response.status_code,
            "wall": wall * 1000,
            "cpu": cpu * 1000,
            "db": database.spent * 1000,
            "commit": database.commit * 1000,
            "queries": database.count,
            "gc": _gc.spent * 1000,
            "gc_generation": _gc.oldest,
            "tracked": len(gc.get_objects(2)) if _gc.oldest == 2 else None,
        }
        with self.path.open("a") as log:
            log.write(json.dumps(line) + "\n")
        return response
