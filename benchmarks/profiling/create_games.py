"""Profile creating a game and starting it with bots, through the service.

In a throwaway database beside DATABASE_URL's (the loopback PostgreSQL of `make bench`;
dropped at the end) it migrates and loads the rules, then creates and starts four-seat games
(the host and three bots) as benchmarks/create_games.py does, under cProfile with the queries
counted. It prints the games a second, the queries a game, the SQL of the last game (one line
each) and cProfile's top functions by own and by cumulative time. Not run by `make bench`;
from the repository root:

    SECRET_KEY=x scripts/with-services.sh \
        .venv/bin/python benchmarks/profiling/create_games.py [games]
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
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database, own_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 200
DATABASE = f"kingdom_bench_create_profile_{os.getpid()}"


def create_and_start(host, name: str):
    from django.db import transaction

    from kingdom import services

    with transaction.atomic():
        game = services.game_create(host=host, name=name, seats=4, bots=3)
    return services.game_start(game_id=game.pk, user=host)


def profiled() -> None:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    host = get_user_model().objects.create_user("host")
    for n in range(3):  # warm: imports, the parsed ruleset
        create_and_start(host, f"warm {n}")
    profile = cProfile.Profile()
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        profile.enable()
        for n in range(GAMES):
            mark = len(queries)
            create_and_start(host, f"profiled {n}")
        profile.disable()
        elapsed = time.perf_counter() - started
    print(
        f"creation profile: {GAMES} games in {elapsed:.2f} s = {GAMES / elapsed:.0f} /s "
        f"(under cProfile); {len(queries)} queries = {len(queries) / GAMES:.1f} a game"
    )
    print("the queries of the last game:")
    for n, query in enumerate(queries.captured_queries[mark:], start=1):
        print(f"  {n:>2}. {query['sql'][:150]}")
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).strip_dirs().sort_stats(order).print_stats(25)
        print(out.getvalue())


def main() -> None:
    url = loopback_database()
    if url is None:
        print("profile: needs PostgreSQL on loopback in DATABASE_URL")
        return
    with own_database(url, DATABASE):
        from django.core.management import call_command

        call_command("migrate", verbosity=0)
        call_command("loadrules", stdout=io.StringIO())
        profiled()


if __name__ == "__main__":
    main()
