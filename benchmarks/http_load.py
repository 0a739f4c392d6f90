"""HTTP benchmark: the project's endpoints beside their ceiling, in the same run.

One gunicorn (`GUNICORN_ARGS`, by default the production choice of docs/production.md) serves
the project with the settings `benchmarks.ceiling.settings` (the project's, with a URLconf
that adds two bare Django REST framework endpoints on a one-column table: the ceiling), on the same
PostgreSQL. It migrates the database, loads the rules, creates users with API tokens and
started games, then at 1, 10 and 50 concurrent clients (threads of a plain `http.client`
client, each run a few seconds) measures:

- the ceilings: `POST /bench/rows/{id}/` (lock one row with `select_for_update`, update it,
  answer JSON; each client its own row: the minimal ceiling), `POST /bench/actions/{n}/` (the
  fair one, issue 28: the same database work as an action POST — the lock-and-read round trip
  and the write round trip a real action POST sent, captured once in the set-up on a game of
  the client's own and replayed as that game's next action with a fresh key, versions and
  sequences; benchmarks/ceiling/replay.py — answering that POST's JSON) and
  `GET /bench/rows/{id}/` (read one row);
- action POSTs: each client has its own two-seat game (no bots: each POST applies exactly one
  action) and both seats' tokens; it picks one of the legal actions the answer before carried
  (issue 28; `GET /legal-actions/`, untimed, only when the game passes to the other seat: the
  answer carries the acting seat's next actions, never another player's, so that seat's page
  asks for its own, as frontend/static/frontend/game/state.js does) and posts it with
  `expected_version` and an `Idempotency-Key`;
- the game view: `GET /api/games/{id}/` of a game under way (bots in three of four seats);
- an unchanged poll: the same with `If-None-Match` (a 304);
- `GET /legal-actions/` of the same games: its CPU a request gives the action POST's CPU
  alone, less its untimed GETs.

The runs of a figure and of its ceiling are interleaved (`SLICES` turns each), so that a
change in the load of a shared machine falls on both alike.

Each project figure is printed as a ratio of its ceiling, beside the goals of issue 15 (the
action POST's rate and p99 against both ceilings); and,
as the machine is shared with the client (and whatever else runs), the CPU each request cost
the server and the database (gunicorn's and the PostgreSQL cluster's processes, from /proc;
an action POST's includes the GET legal-actions when the seat to move changes, and is also
printed without them), ceiling beside project. It needs the throwaway PostgreSQL of `make
bench` (`scripts/with-services.sh`), sends traffic to 127.0.0.1 only, prints figures and never
fails; gunicorn is stopped whatever happens.

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/http_load.py
"""

from __future__ import annotations

import http.client
import io
import json
import os
import pickle
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import uuid
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.ceiling import replay  # noqa: E402
from benchmarks.support import server  # noqa: E402
from benchmarks.support.database import loopback_database  # noqa: E402
from benchmarks.support.server import free_port, server_environment, stop  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

HOST = "127.0.0.1"
CONCURRENCY = (1, 10, 50)
VIEW_SECONDS = 3.0
ACTION_SECONDS = 4.0
VIEW_GAMES = 10
VIEW_GAME_ACTIONS = 20  # moves the human plays in each view game before the run
SLICES = 6  # turns in which the runs of a figure and its ceiling take their seconds
PREFIX = f"bench{os.getpid()}"
CEILING_TABLE = "bench_ceiling_rows"  # benchmarks/ceiling/urls.py
MINIMAL, FAIR = "POST bare locked row", "POST bare same work"  # the action POST's two ceilings
# The production choice (docs/production.md; measured with this script): sync workers, two a core.
GUNICORN_ARGS = os.environ.get("GUNICORN_ARGS", f"--workers {2 * (os.cpu_count() or 1)}")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- setting up: database, users, games -----------------------------------------------------------
def set_up(clients: int) -> tuple[list[dict], list[tuple[str, int]], list[dict]]:
    """Migrate, load the rules, and create for each client two users with tokens and a started
    two-seat game, and a second such game whose first action POST is captured for the fair
    ceiling (`capture_action`); and a few four-seat games with three bots, played a little
    way in."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from rest_framework.authtoken.models import Token

    from kingdom import services
    from kingdom.models import Game
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot

    call_command("migrate", verbosity=0)
    call_command("loadrules", stdout=io.StringIO())
    users = get_user_model().objects

    def user_with_token(name: str):
        user = users.create_user(f"{PREFIX}-{name}", password=None)
        return user, Token.objects.create(user=user).key

    players = []
    for n in range(clients):
        (ann, ann_token), (bors, bors_token) = user_with_token(f"a{n}"), user_with_token(f"b{n}")
        game = services.game_create(host=ann, name=f"bench {n}", seats=2, order="seating")
        services.game_join(game_id=game.pk, user=bors)
        services.game_start(game_id=game.pk, user=ann)
        players.append({"game": game.pk, "tokens": {0: ann_token, 1: bors_token}})
    captures = [capture_action(n, player) for n, player in enumerate(players)]

    viewers = []
    for n in range(VIEW_GAMES):
        host, token = user_with_token(f"v{n}")
        game = services.game_create(host=host, name=f"view {n}", seats=4, bots=3)
        services.game_start(game_id=game.pk, user=host)
        bot = Bot(n)
        for _ in range(VIEW_GAME_ACTIONS):
            game = Game.objects.get(pk=game.pk)
            state = services.game_state(game)
            if game.status != Game.Status.ACTIVE or not engine.legal_actions(state, 0):
                break
            action = bot.choose(state, 0).to_dict()
            services.game_submit_action(game_id=game.pk, user=host, action=action)
        viewers.append((token, game.pk))
    connection.close()
    return players, viewers, captures


def capture_action(n: int, player: dict) -> dict:
    """The fair ceiling's statements for client `n`: a two-seat game of the same players, its
    first action POST (picked as `action_client` picks) sent through Django's test client with
    the SQL it sent kept (benchmarks/ceiling/replay.py)."""
    from django.contrib.auth import get_user_model
    from rest_framework.test import APIClient

    from kingdom import services

    users = get_user_model().objects
    ann, bors = users.get(username=f"{PREFIX}-a{n}"), users.get(username=f"{PREFIX}-b{n}")
    game = services.game_create(host=ann, name=f"ceiling {n}", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    services.game_start(game_id=game.pk, user=ann)
    api = APIClient(HTTP_HOST=HOST)
    api.credentials(HTTP_AUTHORIZATION=f"Token {player['tokens'][0]}")
    legal = api.get(f"/api/games/{game.pk}/legal-actions/").json()
    action = pick(legal["actions"], random.Random(game.pk))
    body = {"action": action, "expected_version": legal["version"]}
    return replay.capture(api, game.pk, body, uuid.uuid4().hex)


# -- gunicorn ------------------------------------------------------------------------------------
def start_gunicorn(
    port: int, log_path: Path, captures: Path | None = None, args: str = GUNICORN_ARGS
) -> subprocess.Popen:
    """The server with the ceilings' endpoints; `captures`: the statements the same-work
    ceiling replays (none for benchmarks/soak.py, which times the project alone)."""
    replay = {"BENCH_ACTION_REPLAY": str(captures)} if captures else {}
    env = server_environment(
        **replay,
        SECRET_KEY="bench",
        LOG_LEVEL="ERROR",
        DJANGO_SETTINGS_MODULE="benchmarks.ceiling.settings",
        THROTTLE_USER="1000000/min",  # the benchmark's own traffic is not rate-limited
    )
    return server.start_gunicorn(port, log_path, env, args)


# -- the client ----------------------------------------------------------------------------------
def request(conn, method: str, path: str, token: str | None = None, body=None, headers=None):
    """One request; the connection reopens by itself when the server closed it. A request
    that fails on a stale socket is sent once more (an action POST carries its Idempotency-Key,
    so that is safe)."""
    sent = {"Host": HOST, **(headers or {})}
    if token:
        sent["Authorization"] = f"Token {token}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        sent["Content-Type"] = "application/json"
    try:
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        payload = response.read()
    except (http.client.HTTPException, OSError):
        conn.close()  # a stale kept-alive socket: once more on a fresh one
        conn.request(method, path, body=data, headers=sent)
        response = conn.getresponse()
        payload = response.read()
    if response.getheader("Connection", "").lower() == "close":
        conn.close()
    return response.status, payload


def pick(actions: list[dict], chance: random.Random) -> dict:
    """A legal action that keeps the game moving: end a movement or a turn more often than not,
    never declare bankruptcy when there is anything else to do."""
    kinds = {a["kind"] for a in actions}
    for ender in ("end_movement", "end_turn"):
        if ender in kinds and chance.random() < 0.6:
            return next(a for a in actions if a["kind"] == ender)
    choices = [a for a in actions if a["kind"] != "declare_bankrupt"] or actions
    return chance.choice(choices)


class Run:
    """The figures of one timed run: latencies of the timed requests, statuses, errors."""

    def __init__(self):
        self.lock = threading.Lock()
        self.latencies: list[float] = []
        self.statuses: dict[int, int] = {}
        self.errors: list[str] = []
        self.untimed = 0  # the GET legal-actions between action POSTs
        self.server_cpu: float | None = None  # seconds (ServerCPU)
        self.database_cpu: float | None = None  # the PostgreSQL cluster's part of it

    def count_untimed(self) -> None:
        with self.lock:
            self.untimed += 1

    def add(self, status: int, seconds: float) -> None:
        with self.lock:
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if status < 400:
                self.latencies.append(seconds)

    def error(self, text: str) -> None:
        with self.lock:
            self.errors.append(text)


def view_client(port: int, token: str, game: int, until: float, run: Run) -> None:
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    while time.monotonic() < until:
        t0 = time.perf_counter()
        status, _ = request(conn, "GET", f"/api/games/{game}/", token)
        run.add(status, time.perf_counter() - t0)
    conn.close()


def legal_client(port: int, token: str, game: int, until: float, run: Run) -> None:
    """What a player's page asks when the game has passed to his seat: his legal actions."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    while time.monotonic() < until:
        t0 = time.perf_counter()
        status, _ = request(conn, "GET", f"/api/games/{game}/legal-actions/", token)
        run.add(status, time.perf_counter() - t0)
    conn.close()


def poll_client(port: int, token: str, game: int, etag: str, until: float, run: Run) -> None:
    """An unchanged game polled with the ETag of an answer before (`etags`): every answer a 304."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    headers = {"If-None-Match": etag}
    while time.monotonic() < until:
        t0 = time.perf_counter()
        status, _ = request(conn, "GET", f"/api/games/{game}/", token, headers=headers)
        run.add(status, time.perf_counter() - t0)
        if status != 304:
            run.error(f"poll answered {status}, not 304")
    conn.close()


def etags(port: int, viewers: list[tuple[str, int]]) -> dict[tuple[str, int], str]:
    """The ETag of each viewer's game as he sees it (the polls send them)."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    tags = {}
    for token, game in viewers:
        conn.request("GET", f"/api/games/{game}/", headers={"Authorization": f"Token {token}"})
        answer = conn.getresponse()
        answer.read()
        tags[token, game] = answer.getheader("ETag", "")
    conn.close()
    return tags


def ceiling_client(port: int, token: str, row: int, method: str, until: float, run: Run) -> None:
    """The bare endpoints: POST locks and updates the client's own row, GET reads it."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    body = {"step": 1} if method == "POST" else None
    while time.monotonic() < until:
        t0 = time.perf_counter()
        status, payload = request(conn, method, f"/bench/rows/{row}/", token, body)
        run.add(status, time.perf_counter() - t0)
        if status != 200:
            run.error(f"{method} row {status}: {payload[:200]!r}")
    conn.close()


def same_work_client(port: int, token: str, n: int, body: dict, until: float, run: Run) -> None:
    """The fair ceiling: the database work of client `n`'s captured action POST, replayed."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    while time.monotonic() < until:
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        t0 = time.perf_counter()
        status, payload = request(conn, "POST", f"/bench/actions/{n}/", token, body, headers)
        run.add(status, time.perf_counter() - t0)
        if status != 200:
            run.error(f"POST same work {status}: {payload[:200]!r}")
    conn.close()


def action_client(port: int, player: dict, until: float, run: Run) -> None:
    """Each POST's answer carries the acting seat's next legal actions (issue 28): the next POST
    needs no GET legal-actions, except when the game passes to the other seat (its player
    would have polled the game: that GET is untimed and counted)."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    game, tokens = player["game"], player["tokens"]
    seat = player.setdefault("seat", 0)
    chance = player.setdefault("chance", random.Random(game))
    legal = player.pop("legal", None)
    while time.monotonic() < until:
        if legal is None or legal["seat"] != seat:
            status, body = request(conn, "GET", f"/api/games/{game}/legal-actions/", tokens[seat])
            run.count_untimed()
            if status != 200:
                run.error(f"legal-actions {status}: {body[:200]!r}")
                return
            asked = json.loads(body)
            legal = {"seat": seat, "version": asked["version"], "actions": asked["actions"]}
            legal["pending"] = asked["pending"]
        if not legal["actions"]:
            waiting = [d["seat"] for d in legal["pending"] if d["seat"] in tokens]
            if not waiting:
                run.error(f"game {game} waits for nobody here (over?)")
                return
            seat = player["seat"] = waiting[0]
            legal = None
            continue
        action = pick(legal["actions"], chance)
        payload = {"action": action, "expected_version": legal["version"]}
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        t0 = time.perf_counter()
        status, body = request(
            conn, "POST", f"/api/games/{game}/actions/", tokens[seat], payload, headers
        )
        run.add(status, time.perf_counter() - t0)
        if status != 200:
            run.error(f"POST {status}: {body[:200]!r}")
            legal = None
            continue
        answer = json.loads(body)
        legal = {**answer["legal_actions"], "version": answer["version"]}
        legal["pending"] = answer["game"]["state"]["pending"]
    player["legal"] = legal
    conn.close()


def warm_up(port: int, players: list[dict], viewers: list[tuple[str, int]]) -> None:
    """A few untimed requests, so that both workers have imported everything and connected."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    for n in range(8):
        token, game = viewers[n % len(viewers)]
        request(conn, "GET", f"/api/games/{game}/", token)
        player = players[n % len(players)]
        request(conn, "GET", f"/api/games/{player['game']}/legal-actions/", player["tokens"][0])
    conn.close()


class ServerCPU:
    """The CPU seconds the server side has used so far — gunicorn's processes and the
    PostgreSQL cluster's (the postmaster and its backends), read from /proc (Linux; elsewhere
    None). The machine is shared (the client, other work): a rate moves with the load, the CPU
    a request costs the server and the database much less. A parent's own counters include
    its children that have exited, so a backend that ends between two readings still counts."""

    TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

    def __init__(self, gunicorn: int, database_port: int | None):
        self.database = self.postmasters(database_port)
        self.roots = [gunicorn, *self.database]

    @staticmethod
    def postmasters(port: int | None) -> list[int]:
        found = []
        for entry in Path("/proc").glob("[0-9]*"):
            try:
                argv = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if argv[0].endswith(b"postgres") and b"-p" in argv and str(port).encode() in argv:
                found.append(int(entry.name))
        return found

    @classmethod
    def stat(cls, pid: int) -> tuple[int, list[int]] | None:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return None
        return int(fields[1]), [int(x) for x in fields[11:15]]  # ppid; utime stime cutime cstime

    def seconds(self) -> float | None:
        parts = self.parts()
        return parts[0] if parts else None

    def parts(self) -> tuple[float, float] | None:
        """(all of it, the database's part): CPU seconds so far."""
        if not Path("/proc/self/stat").exists() or not self.roots:
            return None
        stats = {int(e.name): self.stat(int(e.name)) for e in Path("/proc").glob("[0-9]*")}
        ticks = database = 0
        for pid, stat in stats.items():
            if stat is None:
                continue
            ppid, (utime, stime, cutime, cstime) = stat
            used = 0
            if pid in self.roots:
                used = utime + stime + cutime + cstime
            elif ppid in self.roots:
                used = utime + stime
            ticks += used
            if pid in self.database or ppid in self.database:
                database += used
        return ticks / self.TICK, database / self.TICK


SERVER_CPU: ServerCPU | None = None  # set once gunicorn has started


def timed(clients: int, target, args_for, seconds: float, run: Run | None = None):
    """`clients` threads of `target` for `seconds`, counted in `run` (a new one by default, else
    added to it, the server's CPU too): (run, seconds elapsed)."""
    run = Run() if run is None else run
    cpu_before = SERVER_CPU.parts() if SERVER_CPU else None
    until = time.monotonic() + seconds
    threads = [
        threading.Thread(target=guarded, args=(target, run, *args_for(n), until, run), daemon=True)
        for n in range(clients)
    ]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    elapsed = time.perf_counter() - started
    cpu_after = SERVER_CPU.parts() if SERVER_CPU else None
    if cpu_before is not None and cpu_after is not None:
        run.server_cpu = (run.server_cpu or 0.0) + cpu_after[0] - cpu_before[0]
        run.database_cpu = (run.database_cpu or 0.0) + cpu_after[1] - cpu_before[1]
    return run, elapsed


def guarded(target, run: Run, *args) -> None:
    try:
        target(*args)
    except Exception as error:  # noqa: BLE001 - a benchmark reports, it does not fail
        run.error(f"{type(error).__name__}: {error}")


def report(label: str, clients: int, run: Run, elapsed: float) -> dict:
    ok = len(run.latencies)
    untimed = f", {run.untimed} untimed GET legal-actions" if run.untimed else ""
    rate = ok / elapsed if elapsed else 0.0
    figures = {"rate": rate, "p50": None, "p99": None, "cpu": None, "count": ok}
    figures |= {"untimed": run.untimed, "cpu_total": run.server_cpu}
    figures["database"] = None
    if ok and run.server_cpu is not None:
        figures["cpu"] = run.server_cpu / ok * 1000  # ms of server and database CPU a request
        figures["database"] = (run.database_cpu or 0.0) / ok * 1000  # the database's part
    cpu = (
        f", server+database CPU {figures['cpu']:.1f} ms each, database {figures['database']:.1f}"
        if figures["cpu"]
        else ""
    )
    if ok:
        ms = 1000
        figures["p50"] = statistics.median(run.latencies) * ms
        figures["p99"] = percentile(run.latencies, 0.99) * ms
        print(
            f"  {label:<22} c={clients:<3} {rate:8.1f} /s   p50 {figures['p50']:8.2f} ms   "
            f"p99 {figures['p99']:8.2f} ms   ({ok} in {elapsed:.1f} s{untimed}{cpu})"
        )
    else:
        print(f"  {label:<22} c={clients:<3} no successful request in {elapsed:.1f} s")
    others = {s: n for s, n in run.statuses.items() if s >= 400}
    if others or run.errors:
        print(f"    statuses {run.statuses}; {len(run.errors)} errors, first: {run.errors[:2]}")
    return figures


def ceiling_table(url: str, rows: int, *, drop: bool = False) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP TABLE IF EXISTS {CEILING_TABLE}")
        if not drop:
            conn.execute(f"CREATE TABLE {CEILING_TABLE} (id int PRIMARY KEY, n bigint NOT NULL)")
            conn.execute(
                f"INSERT INTO {CEILING_TABLE} SELECT g, 0 FROM generate_series(0, %s) g", (rows,)
            )


def ratio(project: dict, ceiling: dict) -> str:
    return f"{project['rate'] / ceiling['rate']:.0%}" if ceiling["rate"] else "n/a"


NAMES = {FAIR: "same work", MINIMAL: "minimal", "GET bare row": "bare read"}  # in the summary
PAIRS = (
    ("POST action", FAIR),
    ("POST action", MINIMAL),
    ("GET game", "GET bare row"),
    ("GET game 304", "GET bare row"),
)
GOALS = (  # issues 15 and 28, at 10 clients: (what, project, ceiling, least ratio)
    ("action POST >= 60% of the same-work ceiling", "POST action", FAIR, 0.6),
    ("action POST >= 60% of the minimal locked-row POST", "POST action", MINIMAL, 0.6),
    ("game view >= 50% of the bare read", "GET game", "GET bare row", 0.5),
    ("unchanged poll (304) >= 90% of the bare read", "GET game 304", "GET bare row", 0.9),
)


def summary(results: dict) -> None:
    """Each project figure as a ratio of its ceiling, and the goals of issue 15 at 10 clients."""
    print("- project / ceiling, requests a second (same server, same run)")
    for clients, figures in results.items():
        line = "   ".join(
            f"{mine}/{NAMES[bare]} {figures[mine]['rate']:.0f}/{figures[bare]['rate']:.0f} = "
            f"{ratio(figures[mine], figures[bare])}"
            for mine, bare in PAIRS
        )
        print(f"  c={clients:<3} {line}")
    ten = results.get(10)
    if not ten:
        return
    print("- server+database CPU a request, ceiling / project (the rate ratio on an idle machine)")
    for clients, figures in results.items():
        line = "   ".join(
            f"{NAMES[bare]}/{mine} {figures[bare]['cpu']:.1f}/{figures[mine]['cpu']:.1f} ms = "
            f"{figures[bare]['cpu'] / figures[mine]['cpu']:.0%}"
            for mine, bare in PAIRS
            if figures[mine]["cpu"] and figures[bare]["cpu"]
        )
        print(f"  c={clients:<3} {line}")
    print(
        "- of which the database's (PostgreSQL's processes), ceiling / project: the minimal "
        "ceiling writes one bigint, the same-work one and the action POST the log, snapshot, "
        "decisions and stored answer"
    )
    for clients, figures in results.items():
        line = "   ".join(
            f"{NAMES[bare]}/{mine} "
            f"{figures[bare]['database']:.1f}/{figures[mine]['database']:.1f} ms"
            for mine, bare in PAIRS
            if figures[mine]["database"] is not None and figures[bare]["database"] is not None
        )
        print(f"  c={clients:<3} {line}")
    print(
        "- the action POST's CPU alone: less its untimed GET legal-actions (the other seat's, "
        "when the game passes to it: the POST's answer carries only the acting seat's next "
        "actions, and another player's are his to ask), each at the CPU a GET legal-actions "
        "cost in the same run"
    )
    for clients, figures in results.items():
        post, legal, fair, bare = (
            figures[k] for k in ("POST action", "GET legal-actions", FAIR, MINIMAL)
        )
        if post["cpu_total"] is None or not legal["cpu"] or not post["count"] or not bare["cpu"]:
            continue
        alone = (post["cpu_total"] * 1000 - post["untimed"] * legal["cpu"]) / post["count"]
        same = (
            f"same work {fair['cpu']:.1f}/{alone:.1f} ms = {fair['cpu'] / alone:.0%}, "
            if fair["cpu"]
            else ""
        )
        print(
            f"  c={clients:<3} POST action: {same}minimal {bare['cpu']:.1f}/{alone:.1f} ms = "
            f"{bare['cpu'] / alone:.0%} ({post['untimed']} GET legal-actions for "
            f"{post['count']} POSTs, {legal['cpu']:.1f} ms each)"
        )
    print("- goals at 10 clients")
    for text, mine, bare, goal in GOALS:
        got = ten[mine]["rate"] / ten[bare]["rate"] if ten[bare]["rate"] else 0.0
        verdict = "met" if got >= goal else f"missed by {(goal - got) * 100:.0f} points"
        print(f"  {text}: {got:.0%} ({verdict})")
    if ten[FAIR]["rate"] and ten[MINIMAL]["rate"]:
        cpu = (
            f", by the CPU a request {ten[MINIMAL]['cpu'] / ten[FAIR]['cpu']:.0%}"
            if ten[FAIR]["cpu"] and ten[MINIMAL]["cpu"]
            else ""
        )
        print(
            "  the bound of the second: the same-work ceiling itself (no engine, no view: only "
            "the rows an action POST writes) is "
            f"{ten[FAIR]['rate'] / ten[MINIMAL]['rate']:.0%} of the minimal one{cpu}: the most "
            "an action POST that writes those rows can reach"
        )
    p99 = ten["POST action"]["p99"]
    if p99 is not None:
        verdict = "met" if p99 <= 50 else f"missed by {p99 - 50:.0f} ms"
        print(f"  action POST p99 <= 50 ms: {p99:.1f} ms ({verdict})")
        for ceiling in (FAIR, MINIMAL):
            if ten[ceiling]["p99"]:
                print(
                    f"  action POST p99 / {ceiling} p99: {p99:.1f}/{ten[ceiling]['p99']:.1f} ms "
                    f"= {p99 / ten[ceiling]['p99']:.2f}x"
                )


# -- the run -------------------------------------------------------------------------------------
def main() -> None:
    url = loopback_database()
    if url is None:
        print("http: needs PostgreSQL on loopback in DATABASE_URL (run it with `make bench`)")
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that gunicorn is stopped
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"http: gunicorn ({GUNICORN_ARGS}) + PostgreSQL on {HOST}; clients "
        f"{', '.join(map(str, CONCURRENCY))}; the ceiling (bare DRF endpoints) served beside "
        f"({os.cpu_count()} CPUs, load average {load}: client, server and database share them)"
    )
    work = Path(tempfile.mkdtemp(prefix="kingdom-bench-http-"))
    gunicorn = None
    try:
        t0 = time.perf_counter()
        players, viewers, captures = set_up(max(CONCURRENCY))
        ceiling_table(url, max(CONCURRENCY))
        (work / "captures.pickle").write_bytes(pickle.dumps(captures))
        print(
            f"  set up in {time.perf_counter() - t0:.1f} s: {len(players)} two-seat games, "
            f"{len(viewers)} four-seat games with bots"
        )
        print(f"  the same-work ceiling replays, e.g. client 0's: {replay.described(captures[0])}")
        port = free_port()
        gunicorn = start_gunicorn(port, work / "gunicorn.log", work / "captures.pickle")
        global SERVER_CPU
        SERVER_CPU = ServerCPU(gunicorn.pid, urlparse(url).port)
        warm_up(port, players, viewers)
        results: dict[int, dict] = {}
        for clients in CONCURRENCY:
            print(f"- {clients} concurrent client{'s' if clients > 1 else ''}")
            results[clients] = measure(port, clients, players, viewers, captures)
        summary(results)
        load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
        print(f"  (load average now {load}; the throwaway cluster runs with fsync off)")
    except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
        print("http: stopped by an error:")
        traceback.print_exc(file=sys.stdout)
    finally:
        stop(gunicorn)
        log = work / "gunicorn.log"
        if log.exists() and log.stat().st_size:
            tail = log.read_text(errors="replace").strip().splitlines()[-5:]
            print("  gunicorn log (last lines):", *tail, sep="\n    ")
        try:
            if loopback_database():
                ceiling_table(url, 0, drop=True)
        except Exception as error:  # noqa: BLE001
            print(f"  (could not drop {CEILING_TABLE}: {error})")
        shutil.rmtree(work, ignore_errors=True)


def measure(port: int, clients: int, players: list[dict], viewers: list, captures: list) -> dict:
    """The ceiling and the project at `clients` concurrent clients: the POSTs together, then
    the GETs together, each group's runs interleaved in `SLICES` turns, so that a change of the
    machine's load (other processes sharing its cores) falls on a figure and its ceiling alike."""
    figures = {}

    def same_work(n: int):
        return (port, players[n]["tokens"][0], n, captures[n]["body"])

    def row(method: str):
        return lambda n: (port, players[n]["tokens"][0], n, method)

    def view(n: int):
        return (port, *viewers[n % len(viewers)])

    tags = etags(port, viewers)

    def poll(n: int):
        return (*view(n), tags[viewers[n % len(viewers)]])

    for group, seconds in (
        (
            (
                (MINIMAL, ceiling_client, row("POST")),
                (FAIR, same_work_client, same_work),
                ("POST action", action_client, lambda n: (port, players[n])),
            ),
            ACTION_SECONDS,
        ),
        (
            (
                ("GET bare row", ceiling_client, row("GET")),
                ("GET game", view_client, view),
                ("GET game 304", poll_client, poll),
                ("GET legal-actions", legal_client, view),
            ),
            VIEW_SECONDS,
        ),
    ):  # fmt: skip
        runs = {label: [Run(), 0.0] for label, _, _ in group}
        for _ in range(SLICES):
            for label, client, args_for in group:
                _, elapsed = timed(clients, client, args_for, seconds / SLICES, runs[label][0])
                runs[label][1] += elapsed
        for label, (run, elapsed) in runs.items():
            figures[label] = report(label, clients, run, elapsed)
    return figures


if __name__ == "__main__":
    main()
