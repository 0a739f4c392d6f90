"""Profile the server path: action POSTs and game views through Django's test client.

In a throwaway database created beside DATABASE_URL's (the loopback PostgreSQL of
`make bench`; dropped at the end) it migrates, loads the rules, and creates two-seat games
(no bots: each POST applies exactly one action) and four-seat games with three bots, played
a little way in. Then, under cProfile and with the queries counted:

- `POST /api/games/{id}/actions/` with `expected_version` and an `Idempotency-Key` (the
  `GET legal-actions` that picks each action is not profiled);
- `GET /api/games/{id}/`, a seat's view, with no `If-None-Match`;
- `GET /api/games/{id}/` with the `ETag` of the answer before (a 304).

It prints, for each, the mean time and queries per request, then cProfile's top functions by
own time and by cumulative time. Not run by `make bench` (benchmarks/*.py only); from the
repository root:

    SECRET_KEY=x scripts/with-services.sh \
        .venv/bin/python benchmarks/profiling/server_path.py [rows]
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import random
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database, own_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")
os.environ.setdefault("ALLOWED_HOSTS", "testserver")  # Django's test client
os.environ.setdefault("STATICFILES_MANIFEST", "false")
os.environ.setdefault("THROTTLE_USER", "1000000/min")  # the profile's own traffic is not limited

GAMES = 10
POSTS = 300
VIEWS = 300
DATABASE = f"kingdom_bench_profile_{os.getpid()}"


def client(user):
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return api


def set_up() -> tuple[list[dict], list[tuple[object, int]]]:
    from django.contrib.auth import get_user_model
    from django.core.management import call_command

    from kingdom import services
    from kingdom.models import Game
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot

    call_command("migrate", verbosity=0)
    call_command("loadrules", stdout=io.StringIO())
    users = get_user_model().objects
    players, viewers = [], []
    for n in range(GAMES):
        ann, bors = users.create_user(f"a{n}"), users.create_user(f"b{n}")
        game = services.game_create(host=ann, name=f"post {n}", seats=2, order="seating")
        services.game_join(game_id=game.pk, user=bors)
        services.game_start(game_id=game.pk, user=ann)
        players.append({"game": game.pk, "clients": {0: client(ann), 1: client(bors)}, "seat": 0})
        host = users.create_user(f"v{n}")
        game = services.game_create(host=host, name=f"view {n}", seats=4, bots=3)
        services.game_start(game_id=game.pk, user=host)
        bot = Bot(n)
        for _ in range(20):
            game = Game.objects.get(pk=game.pk)
            state = services.game_state(game)
            if game.status != Game.Status.ACTIVE or not engine.legal_actions(state, 0):
                break
            action = bot.choose(state, 0).to_dict()
            services.game_submit_action(game_id=game.pk, user=host, action=action)
        viewers.append((client(host), game.pk))
    return players, viewers


def pick(actions: list[dict], chance: random.Random) -> dict:
    kinds = {a["kind"] for a in actions}
    for ender in ("end_movement", "end_turn"):
        if ender in kinds and chance.random() < 0.6:
            return next(a for a in actions if a["kind"] == ender)
    return chance.choice([a for a in actions if a["kind"] != "declare_bankrupt"] or actions)


class Measured:
    """cProfile and the query count around the requests measured, nothing else."""

    def __init__(self, label: str):
        # The process's CPU time, not the wall clock: on a shared machine the wall clock charges
        # a function with the time the process waited for a core.
        self.label, self.profile = label, cProfile.Profile(time.process_time)
        self.queries = None
        self.sql: list[str] = []
        self.count = self.seconds = self.cpu = self.query_count = 0

    def __call__(self, request):
        from django.db import connection
        from django.test.utils import CaptureQueriesContext

        connection.queries_log.clear()  # a full log (9,000 queries) would shift the capture
        self.queries = CaptureQueriesContext(connection)
        with self.queries:
            t0, c0 = time.perf_counter(), time.process_time()
            self.profile.enable()
            response = request()
            self.profile.disable()
            self.seconds += time.perf_counter() - t0
            self.cpu += time.process_time() - c0
        self.query_count += len(self.queries)
        self.sql = [q["sql"] for q in self.queries.captured_queries]
        self.count += 1
        return response

    def last_queries(self) -> None:
        """The SQL of the last request measured, one line each."""
        print(f"\n== {self.label}: the {len(self.sql)} queries of the last request")
        for n, sql in enumerate(self.sql, start=1):
            print(f"  {n:>2}. {sql[:150]}")

    def report(self, rows: int) -> None:
        n = max(self.count, 1)
        print(
            f"\n== {self.label}: {self.count} requests, {self.seconds / n * 1000:.2f} ms "
            f"({self.cpu / n * 1000:.2f} ms of this process's CPU) and "
            f"{self.query_count / n:.1f} queries each (in process, under cProfile)"
        )
        stats = pstats.Stats(self.profile, stream=sys.stdout)
        stats.strip_dirs().sort_stats("tottime").print_stats(rows)
        stats.sort_stats("cumulative").print_stats(rows)


def profile_posts(players: list[dict]) -> Measured:
    measured = Measured("POST /api/games/{id}/actions/")
    chance = random.Random(1)
    while measured.count < POSTS:
        for player in players:
            api = player["clients"][player["seat"]]
            legal = api.get(f"/api/games/{player['game']}/legal-actions/").json()
            if not legal["actions"]:
                player["seat"] = next(d["seat"] for d in legal["pending"])
                continue
            body = {"action": pick(legal["actions"], chance), "expected_version": legal["version"]}
            response = measured(
                lambda api=api, player=player, body=body: api.post(
                    f"/api/games/{player['game']}/actions/",
                    body,
                    format="json",
                    HTTP_IDEMPOTENCY_KEY=uuid.uuid4().hex,
                )
            )
            assert response.status_code == 200, response.content[:300]
    return measured


def profile_views(viewers, *, poll: bool) -> Measured:
    measured = Measured("GET /api/games/{id}/" + (" If-None-Match (304)" if poll else ""))
    etags = {game: api.get(f"/api/games/{game}/")["ETag"] for api, game in viewers}
    while measured.count < VIEWS:
        for api, game in viewers:
            headers = {"HTTP_IF_NONE_MATCH": etags[game]} if poll else {}
            response = measured(
                lambda api=api, game=game, headers=headers: api.get(
                    f"/api/games/{game}/", **headers
                )
            )
            assert response.status_code == (304 if poll else 200), response.status_code
    return measured


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 25
    url = loopback_database()
    if url is None:
        print("profile: needs PostgreSQL on loopback in DATABASE_URL (scripts/with-services.sh)")
        return
    with own_database(url, DATABASE):
        players, viewers = set_up()
        for api, game in viewers[:2]:  # warm: imports, caches, connections
            api.get(f"/api/games/{game}/")
        measured = [
            profile_posts(players),
            profile_views(viewers, poll=False),
            profile_views(viewers, poll=True),
        ]
        print(f"load average {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        for m in measured:
            m.report(rows)
        for m in measured:
            m.last_queries()


if __name__ == "__main__":
    main()
