"""Creating games and starting them with bots, through the service (issue 15: >= 100 games/s).

In a throwaway database created beside DATABASE_URL's (the loopback PostgreSQL of
`make bench`; dropped at the end) it migrates and loads the rules into the admin's tables (a
new game freezes the ruleset from there, checked by the engine's validator), then creates
four-seat games (the host and three bots) and starts them, each through `services.game_create`
and `services.game_start` in a transaction of its own, as `POST /api/games/` and `/start/` do:
the bots answer their decisions at once, until one is the host's. Once in one process, then in
as many processes as the machine has CPUs. It prints games a second beside the goal, the
queries and this process's CPU a game (figures a busy machine hardly moves), and with
`--profile` cProfile's top lines of the one-process run. It measures; it never fails.

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/create_games.py [--profile]
"""

from __future__ import annotations

import cProfile
import io
import multiprocessing
import os
import pstats
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database, own_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

GAMES = 200
GOAL = 100  # games a second
PROCESSES = os.cpu_count() or 1
DATABASE = f"kingdom_bench_games_{os.getpid()}"


class Counted:
    """A database execute wrapper counting the statements sent."""

    count = 0

    def __call__(self, execute, sql, params, many, context):
        self.count += 1
        return execute(sql, params, many, context)


def create_and_start(host, count: int) -> int:
    """`count` games created and started by `host`; how many reached a decision of his."""
    from django.db import transaction

    from kingdom import services
    from kingdom.models import Game

    ready = 0
    for n in range(count):
        with transaction.atomic():
            game = services.game_create(host=host, name=f"bench {n}", seats=4, bots=3)
        game = services.game_start(game_id=game.pk, user=host)
        ready += game.status == Game.Status.ACTIVE
    return ready


def child(name: str, count: int, barrier, results) -> None:
    from django.contrib.auth import get_user_model
    from django.db import connections

    try:
        host = get_user_model().objects.create_user(name)
        barrier.wait()
        results.put(create_and_start(host, count))
    except Exception as error:  # noqa: BLE001 - reported by the parent
        results.put(error)
    finally:
        connections.close_all()


def in_processes(processes: int) -> tuple[float, int]:
    from django.db import connections

    connections.close_all()  # the children must not share this process's connection
    fork = multiprocessing.get_context("fork")
    barrier, results = fork.Barrier(processes + 1), fork.Queue()
    share = GAMES // processes
    workers = [
        fork.Process(target=child, args=(f"host-{n}", share, barrier, results))
        for n in range(processes)
    ]
    for worker in workers:
        worker.start()
    barrier.wait()
    started = time.perf_counter()
    outcomes = [results.get(timeout=1800) for _ in workers]
    elapsed = time.perf_counter() - started
    for worker in workers:
        worker.join()
    errors = [o for o in outcomes if isinstance(o, Exception)]
    if errors:
        raise errors[0]
    return elapsed, sum(outcomes)


def main() -> None:
    url = loopback_database()
    if url is None:
        print("games: needs PostgreSQL on loopback in DATABASE_URL (run it with `make bench`)")
        return
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"games: {GAMES} four-seat games (three bots) created and started through the service "
        f"({os.cpu_count()} CPUs, load average {load})"
    )
    with own_database(url, DATABASE):
        try:
            from django.contrib.auth import get_user_model
            from django.core.management import call_command
            from django.db import connection

            call_command("migrate", verbosity=0)
            call_command("loadrules", stdout=io.StringIO())
            host = get_user_model().objects.create_user("host")
            create_and_start(host, 3)  # warm: imports, the parsed ruleset
            profile = cProfile.Profile() if "--profile" in sys.argv else None
            queries = Counted()
            started, cpu = time.perf_counter(), time.process_time()
            if profile:
                profile.enable()
            with connection.execute_wrapper(queries):
                ready = create_and_start(host, GAMES)
            if profile:
                profile.disable()
            cpu = (time.process_time() - cpu) / GAMES
            rate = GAMES / (time.perf_counter() - started)
            verdict = "met" if rate >= GOAL else f"missed by {GOAL - rate:.0f}"
            print(f"- 1 process: {rate:.0f} games/s (goal >= {GOAL}: {verdict}; {ready} waiting)")
            print(
                f"  a game: {queries.count / GAMES:.1f} queries, {cpu * 1000:.1f} ms of this "
                f"process's CPU (a ceiling of {1 / cpu:.0f} games/s a core for the Python side; "
                "both hardly move with the machine's load)"
            )
            elapsed, ready = in_processes(PROCESSES)
            rate = PROCESSES * (GAMES // PROCESSES) / elapsed
            verdict = "met" if rate >= GOAL else f"missed by {GOAL - rate:.0f}"
            print(f"- {PROCESSES} processes: {rate:.0f} games/s (goal >= {GOAL}: {verdict})")
            if profile:
                stats = pstats.Stats(profile, stream=sys.stdout).strip_dirs()
                stats.sort_stats("tottime").print_stats(15)
                stats.sort_stats("cumulative").print_stats(25)
        except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
            print("games: stopped by an error:")
            traceback.print_exc(file=sys.stdout)


if __name__ == "__main__":
    main()
