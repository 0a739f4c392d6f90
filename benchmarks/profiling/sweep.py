"""Profile the deadline sweep: `expire_deadlines` over a few hundred due decisions.

In a throwaway database beside DATABASE_URL's (the loopback PostgreSQL of `make bench`;
dropped at the end), it builds the clones of benchmarks/sweep.py (two-seat games whose Royal
Challenger choice is due), then runs one sweep under cProfile with the queries counted, and
prints the decisions a second, the queries per decision, the queries' time summed by statement,
and cProfile's top functions by own and by cumulative time (PROFILE_OUT=file also writes the
whole profile there, for pstats). Not run by `make bench`; from the repository root:

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/profiling/sweep.py [games]
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

import sweep as bench  # noqa: E402 - benchmarks/sweep.py: the same clones

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 500
DATABASE = f"kingdom_bench_sweep_profile_{os.getpid()}"


def profiled() -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext
    from django.utils import timezone

    from kingdom.tasks import expire_deadlines

    ids = bench.clone(bench.template_game(), GAMES)
    bench.fall_due(ids, timezone.now())
    profile = cProfile.Profile(time.process_time)  # CPU, not the wall clock (a shared machine)
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        profile.enable()
        applied = expire_deadlines()
        profile.disable()
        elapsed = time.perf_counter() - started
    print(
        f"sweep profile: {applied} of {GAMES} decisions in {elapsed:.2f} s = "
        f"{applied / elapsed:.0f} /s (under cProfile); {len(queries)} queries = "
        f"{len(queries) / max(applied, 1):.1f} a decision"
    )
    print_query_times(queries.captured_queries)
    if os.environ.get("PROFILE_OUT"):  # the whole profile, for pstats or snakeviz
        profile.dump_stats(os.environ["PROFILE_OUT"])
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(order).print_stats(25)
        print(out.getvalue())


def print_query_times(captured: list[dict]) -> None:
    """The queries' time (sent, run by the server and read back), summed by statement."""
    totals: dict[str, list[float]] = {}
    for query in captured:
        head = " ".join(query["sql"].split())[:90]
        totals.setdefault(head, []).append(float(query["time"]))
    print("queries by total time (the batch's statements, summed over its batches):")
    for head, times in sorted(totals.items(), key=lambda item: -sum(item[1]))[:12]:
        print(f"  {sum(times):6.2f} s  {len(times):4d}x  {head}")
    print()


def main() -> None:
    url = bench.loopback_database()
    if url is None:
        print("profile: needs PostgreSQL on loopback in DATABASE_URL")
        return
    with bench.own_database(url, DATABASE):
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        profiled()


if __name__ == "__main__":
    main()
