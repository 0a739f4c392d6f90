"""Profile an unchanged poll (`GET /api/games/{id}/` with `If-None-Match`: a 304) beside its
ceiling, the bare one-row read of benchmarks/http_load.py (`GET /bench/rows/{id}/`).

Both go through Django's test client in one process with the settings of the HTTP benchmark
(`benchmarks.ceiling.settings`: the project's, with the bare endpoints' URLconf), each with a
real API token (so both pay DRF's token query). In a throwaway database created beside
DATABASE_URL's (the loopback PostgreSQL of `make bench`; dropped at the end) it migrates, loads
the rules, makes the ceiling's table and four-seat games with three bots played a little way
in. Then it prints, for the poll and the ceiling:

- the mean wall and CPU time per request without the profiler, the queries per request and
  the poll's time as a share of the ceiling's (the poll's rate / the ceiling's);
- cProfile's top functions by own time and by cumulative time (`rows`, default 25);
- the SQL of the last request.

Not run by `make bench` (benchmarks/*.py only); from the repository root:

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/profiling/poll.py [rows]
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

os.environ["DJANGO_SETTINGS_MODULE"] = "benchmarks.ceiling.settings"
os.environ.setdefault("SECRET_KEY", "bench")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")  # Django's test client
os.environ.setdefault("STATICFILES_MANIFEST", "false")
os.environ.setdefault("THROTTLE_USER", "1000000/min")  # the profile's own traffic is not limited

GAMES = 10
GAME_ACTIONS = 20
REQUESTS = 3000  # timed, of each kind, interleaved
PROFILED = 1000  # of each kind, under cProfile
DATABASE = f"kingdom_bench_poll_{os.getpid()}"
CEILING_TABLE = "bench_ceiling_rows"  # benchmarks/ceiling/urls.py


def set_up() -> list[tuple[object, int]]:
    """(client with the host's token, game id) for each four-seat game with three bots."""
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    from kingdom import services
    from kingdom.models import Game
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot

    call_command("migrate", verbosity=0)
    call_command("loadrules", stdout=io.StringIO())
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE TABLE {CEILING_TABLE} (id int PRIMARY KEY, n bigint NOT NULL)")
        cursor.execute(
            f"INSERT INTO {CEILING_TABLE} SELECT g, 0 FROM generate_series(0, %s) g", [GAMES]
        )
    viewers = []
    for n in range(GAMES):
        host = get_user_model().objects.create_user(f"v{n}")
        game = services.game_create(host=host, name=f"view {n}", seats=4, bots=3)
        services.game_start(game_id=game.pk, user=host)
        bot = Bot(n)
        for _ in range(GAME_ACTIONS):
            game = Game.objects.get(pk=game.pk)
            state = services.game_state(game)
            if game.status != Game.Status.ACTIVE or not engine.legal_actions(state, 0):
                break
            services.game_submit_action(
                game_id=game.pk, user=host, action=bot.choose(state, 0).to_dict()
            )
        api = APIClient()
        api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=host).key}")
        viewers.append((api, game.pk))
    return viewers


def requests(viewers) -> dict:
    """The two requests measured, each a function that asserts its own answer."""
    etags = {game: api.get(f"/api/games/{game}/")["ETag"] for api, game in viewers}

    def poll(n: int) -> None:
        api, game = viewers[n % len(viewers)]
        response = api.get(f"/api/games/{game}/", HTTP_IF_NONE_MATCH=etags[game])
        assert response.status_code == 304, response.status_code

    def ceiling(n: int) -> None:
        api, _ = viewers[n % len(viewers)]
        response = api.get(f"/bench/rows/{n % len(viewers)}/")
        assert response.status_code == 200, response.status_code

    return {"GET game 304": poll, "GET bare row": ceiling}


def timed(measured: dict) -> dict:
    """Mean wall and CPU seconds and queries per request, the kinds interleaved in rounds of
    100 so that the machine's load falls on both alike."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    totals = {label: [0.0, 0.0, 0] for label in measured}
    for start in range(0, REQUESTS, 100):
        for label, request in measured.items():
            connection.queries_log.clear()
            with CaptureQueriesContext(connection) as queries:
                t0, c0 = time.perf_counter(), time.process_time()
                for n in range(start, start + 100):
                    request(n)
                totals[label][0] += time.perf_counter() - t0
                totals[label][1] += time.process_time() - c0
            totals[label][2] += len(queries)
    return {label: [x / REQUESTS for x in figures] for label, figures in totals.items()}


def profiled(request, rows: int, label: str, last_sql: list[str]) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    profile = cProfile.Profile()
    profile.enable()
    for n in range(PROFILED):
        request(n)
    profile.disable()
    with CaptureQueriesContext(connection) as queries:
        request(0)
    last_sql.extend(f"{label}: {q['sql'][:160]}" for q in queries.captured_queries)
    print(f"\n== {label}: {PROFILED} requests under cProfile")
    stats = pstats.Stats(profile, stream=sys.stdout)
    stats.strip_dirs().sort_stats("tottime").print_stats(rows)
    stats.sort_stats("cumulative").print_stats(rows)


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 25
    url = loopback_database()
    if url is None:
        print("profile: needs PostgreSQL on loopback in DATABASE_URL (scripts/with-services.sh)")
        return
    with own_database(url, DATABASE):
        measured = requests(set_up())
        for request in measured.values():  # warm: imports, caches, connection
            for n in range(50):
                request(n)
        figures = timed(measured)
        print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        for label, (wall, cpu, queries) in figures.items():
            print(
                f"  {label}: {wall * 1e3:.3f} ms wall, {cpu * 1e3:.3f} ms CPU, "
                f"{queries:.1f} queries a request"
            )
        poll, bare = figures["GET game 304"], figures["GET bare row"]
        print(f"  poll / ceiling (rate): wall {bare[0] / poll[0]:.0%}, CPU {bare[1] / poll[1]:.0%}")
        last_sql: list[str] = []
        for label, request in measured.items():
            profiled(request, rows, label, last_sql)
        print("\n== the queries of the last request of each", *last_sql, sep="\n  ")


if __name__ == "__main__":
    main()
