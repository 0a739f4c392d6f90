"""Profile the action POST alone, by where its time goes (issue 15).

The set-up of `server_path.py` (two-seat games, no bots: each POST applies exactly one action),
then `POSTS` action POSTs through Django's test client with `expected_version` and an
`Idempotency-Key`, under cProfile. It prints:

- per request: wall time, this process's CPU, queries, and the time spent waiting on
  PostgreSQL (psycopg's `wait`: the round trips); and the wall and CPU time per request of
  as many POSTs again without cProfile;
- the request's time by part (cumulative, per request): the view, `idempotent`, the service,
  the rules engine, the game view of the answer, the ORM's SQL compiler, rendering;
- cProfile's top functions by own time, and the project's own functions by cumulative time;
- the SQL of the last request, one line each.

PROFILE_OUT=file also writes the whole profile (for pstats or snakeviz). As gunicorn's workers
do (config/wsgi.py), the loaded code goes to the permanent generation (`gc.freeze`) after the
warm-up; the POSTs without cProfile print the collector's passes and CPU time a POST.
GC_THRESHOLD=700,10,10 tries other thresholds than config/wsgi.py's.

Not run by `make bench` (benchmarks/*.py only); from the repository root:

    SECRET_KEY=x scripts/with-services.sh \
        .venv/bin/python benchmarks/profiling/action_post.py [rows]
"""

from __future__ import annotations

import gc
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.profiling import server_path  # noqa: E402
from benchmarks.support.database import loopback_database, own_database  # noqa: E402

POSTS = 600

# (label, file name ending, function name): cumulative time of each, per request
PARTS = [
    ("whole request (DRF dispatch)", "rest_framework/views.py", "dispatch"),
    ("  GameActions.post", "api/views/actions.py", "post"),
    ("  request parsing and the form", "rest_framework/request.py", "data"),
    ("  idempotent (lock, key, run, store)", "kingdom/services/idempotency.py", "idempotent"),
    ("    game_submit_action", "kingdom/services/actions.py", "game_submit_action"),
    ("      engine.apply", "kingdom/rules/engine.py", "apply"),
    ("      engine.pending", "kingdom/rules/engine.py", "pending"),
    ("    selectors.game_view (the answer)", "kingdom/selectors/views.py", "game_view"),
    ("  rendering the answer", "rest_framework/response.py", "rendered_content"),
    ("SQL: waiting on PostgreSQL", "psycopg/connection.py", "wait"),
    ("SQL: Django compiling queries", "django/db/models/sql/compiler.py", "as_sql"),
    ("SQL: Django running statements", "django/db/backends/utils.py", "execute"),
]


class Collector:
    """The garbage collector's passes, by generation, and the CPU time they took."""

    def __init__(self) -> None:
        self.passes = [0, 0, 0]
        self.cpu = 0.0
        self.started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.process_time()
        else:
            self.passes[info["generation"]] += 1
            self.cpu += time.process_time() - self.started


class _NoProfile:
    def enable(self) -> None:
        pass

    def disable(self) -> None:
        pass


def unprofiled(players: list[dict]) -> server_path.Measured:
    """As many POSTs again, timed the same way but not under cProfile (its overhead is
    mostly Python's calls, so it weighs the Python side more than the database's)."""
    original = server_path.Measured.__init__

    def without_profile(self, label: str) -> None:
        original(self, label)
        self.profile = _NoProfile()

    server_path.Measured.__init__ = without_profile  # type: ignore[method-assign]
    try:
        return server_path.profile_posts(players)
    finally:
        server_path.Measured.__init__ = original  # type: ignore[method-assign]


def _rss() -> int:
    """This process's resident memory (Linux), in bytes."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def parts(stats: pstats.Stats, requests: int) -> None:
    print(f"\n== the action POST by part (cumulative ms per request, {requests} requests)")
    raw = stats.stats  # type: ignore[attr-defined]
    for label, ending, name in PARTS:
        total = sum(
            cumulative
            for (path, _, function), (_, _, _, cumulative, _) in raw.items()
            if function == name and path.endswith(ending)
        )
        print(f"  {label:<40} {total / requests * 1000:7.2f}")


def own(stats: pstats.Stats, rows: int) -> None:
    print("\n== the project's own functions by cumulative time")
    stats.sort_stats("cumulative").print_stats(r"/(kingdom|api)/", rows)


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 25
    url = loopback_database()
    if url is None:
        print("profile: needs PostgreSQL on loopback in DATABASE_URL (scripts/with-services.sh)")
        return
    database = server_path.DATABASE
    with own_database(url, database):
        players, _ = server_path.set_up()
        server_path.POSTS = 40
        server_path.profile_posts(players)  # warm: imports, caches, connections
        if os.environ.get("GC_THRESHOLD"):
            gc.set_threshold(*(int(n) for n in os.environ["GC_THRESHOLD"].split(",")))
        else:
            from config import wsgi  # noqa: F401 - its thresholds, and its freeze
        gc.collect()
        gc.freeze()
        server_path.POSTS = POSTS
        measured = server_path.profile_posts(players)
        collector = Collector()
        gc.callbacks.append(collector)
        rss = _rss()
        bare = unprofiled(players)
        gc.callbacks.remove(collector)
        n = measured.count
        print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        print(
            f"\n== without cProfile: {bare.count} action POSTs, "
            f"{bare.seconds / bare.count * 1000:.2f} ms wall and "
            f"{bare.cpu / bare.count * 1000:.2f} ms of this process's CPU each; the collector "
            f"(thresholds {gc.get_threshold()}): {collector.passes} passes by generation, "
            f"{collector.cpu / bare.count * 1000:.3f} ms a POST; resident memory "
            f"{rss / 1e6:.0f} → {_rss() / 1e6:.0f} MB"
        )
        if os.environ.get("PROFILE_OUT"):  # the whole profile, for pstats or snakeviz
            measured.profile.dump_stats(os.environ["PROFILE_OUT"])
        stats = pstats.Stats(measured.profile, stream=sys.stdout)
        waited = sum(
            cumulative
            for (path, _, function), (_, _, _, cumulative, _) in stats.stats.items()  # type: ignore[attr-defined]
            if function == "wait" and path.endswith("psycopg/connection.py")
        )
        print(
            f"\n== POST /api/games/{{id}}/actions/: {n} requests, "
            f"{measured.seconds / n * 1000:.2f} ms wall, {measured.cpu / n * 1000:.2f} ms CPU, "
            f"{measured.query_count / n:.1f} queries, {waited / n * 1000:.2f} ms waiting on "
            "PostgreSQL (each, in process, under cProfile)"
        )
        parts(stats, n)
        stats.sort_stats("tottime").print_stats(rows)
        own(stats, rows)
        measured.last_queries()


if __name__ == "__main__":
    main()
