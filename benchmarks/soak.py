"""Capacity, measured (issue 28): as many games as the machine holds, played at the pace of a
one-week game (compressed), with pages polling, mails, and the sweep applying missed deadlines.

Run it on a cluster with fsync on (`PG_DURABLE=1`, scripts/with-services.sh; it says which it
got):

    PG_DURABLE=1 SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/soak.py \\
        [--minutes 10] [--step-games 20] [--max-games 600] [--think 8] [--poll 10]

What runs, all on this machine: the production server of docs/production.md (gunicorn, two
sync workers a core) and one Celery worker with its beat (`-B`: the deadline sweep every 30 s,
the mails sent after each commit, through a dummy mail backend), on PostgreSQL and Redis; and
this client.

1. The database size of a game after 30 rounds: `SIZE_GAMES` four-seat games (three bots, the
   host played by a bot too) played to their round limit of 30 through the services; the
   growth of the project's tables (with indexes and TOAST) over them, per game.
2. The ramp: two-seat games with both seats players (each with an e-mail address: every new
   decision is a mail), `--step-games` more every step (the run's minutes in equal steps).
   Each seat answers its decision after a random think time (exponential, mean `--think`
   seconds: a one-week game of 30 rounds compressed, see the `pace` line), from the legal
   actions its last POST's answer carried (issue 28; a GET when the game passed to it); one
   answer in `MISSED` is never given: its deadline is brought forward to `MISS_DEADLINE`
   seconds from then (the week compressed) and the sweep must apply its default. Half the
   games are watched: their page polls the game with its ETag every `--poll` seconds.
3. Before the ramp, `WARM_GAMES` games of their own are played for a few seconds, untimed, so
   that every gunicorn worker is warm (`warm_up`).
4. Each step prints the action POSTs' p50/p99 latency, the sweep's lag (the oldest decision
   past its deadline, sampled every 2 s), the machine's CPU busy, each part's CPU (server,
   database, worker, this client), memory and connections; its ceiling (`probe`: the bare
   locked-row POST on a gunicorn of its own, same machine and database); and the server's
   split of its slowest action POSTs (`server_split`: CPU, garbage collector, database,
   waiting for a core). The games held: the most at a step whose p99 action latency was
   ≤ 100 ms and sweep lag ≤ 60 s; and beside the ceiling, with the latency goal raised by
   what the machine added to the ceiling's tail (`beside_ceiling`). The ramp stops once
   `MISSES_TO_STOP` steps in a row have missed both (a single one is a passing spike of a
   shared machine), and names the resource that ran out first.

It measures; it never fails. The machine is shared with the client (and whatever else runs):
the load average is printed with the figures.
"""

from __future__ import annotations

import argparse
import heapq
import http.client
import json
import os
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

from benchmarks.http_load import (  # noqa: E402
    HOST,
    Run,
    ServerCPU,
    action_client,
    ceiling_table,
    free_port,
    percentile,
    pick,
    request,
    start_gunicorn,
    stop,
)
from benchmarks.support.database import loopback_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

SIZE_GAMES = 2  # games played to 30 rounds for the size figure
ROUNDS = 30
MISSED = 20  # one answer in MISSED is never given: the sweep applies its default
MISS_DEADLINE = 20.0  # seconds from the miss to the (brought forward) deadline
GOAL_P99_MS, GOAL_LAG_S = 100.0, 60.0
WARM_GAMES, WARM_SECONDS = 8, 4.0  # the workers' warm-up before the ramp (`warm_up`)
MISSES_TO_STOP = 2  # the ramp ends after this many steps in a row missed both goals
PROBE_EVERY = 0.5  # seconds between two of the ceiling's POSTs (`probe`)
WEEK = 7 * 24 * 3600
PREFIX = f"soak{os.getpid()}"


# -- the size of a game after 30 rounds ------------------------------------------------------------
def table_bytes() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname LIKE 'kingdom_%%'"
        )
        return int(cursor.fetchone()[0])


def size_after_rounds(games: int) -> tuple[float, float]:
    """(bytes a game of `ROUNDS` rounds adds to the database, its actions), over `games`."""
    from django.contrib.auth import get_user_model
    from django.db import connection

    from kingdom import services
    from kingdom.models import Game
    from kingdom.rules.bot import Bot

    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    before, actions = table_bytes(), 0
    for n in range(games):
        host = get_user_model().objects.create_user(f"{PREFIX}-size{n}", password=None)
        game = services.game_create(
            host=host, name=f"size {n}", seats=4, bots=3, round_limit=ROUNDS, order="seating"
        )
        services.game_start(game_id=game.pk, user=host)
        bot = Bot(n)
        game.refresh_from_db()
        while game.status == Game.Status.ACTIVE:
            state = services.game_state(game)
            action = bot.choose(state, 0)
            services.game_submit_action(game_id=game.pk, user=host, action=action.to_dict())
            game.refresh_from_db()
        actions += game.version
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE")
    return (table_bytes() - before) / games, actions / games


# -- the games of the ramp -------------------------------------------------------------------------
def make_games(count: int) -> list[dict]:
    """`count` started two-seat games, both seats players with tokens and e-mail addresses."""
    from django.contrib.auth import get_user_model
    from django.db import connection
    from rest_framework.authtoken.models import Token

    from kingdom import services

    users = get_user_model().objects
    games = []
    for n in range(count):
        tokens = {}
        people = []
        for seat in (0, 1):
            name = f"{PREFIX}-g{n}s{seat}"
            user = users.create_user(name, email=f"{name}@example.com", password=None)
            tokens[seat] = Token.objects.create(user=user).key
            people.append(user)
        game = services.game_create(
            host=people[0], name=f"soak {n}", seats=2, order="seating", autopilot_after=None
        )
        services.game_join(game_id=game.pk, user=people[1])
        services.game_start(game_id=game.pk, user=people[0])
        games.append({"id": game.pk, "tokens": tokens, "seat": 0, "legal": None})
    connection.close()
    return games


def checkpoint(url: str) -> None:
    """A checkpoint now, so that the set-up's writes (the games made, the size games) are on
    disk before the ramp, and not flushed, with fsync on, under its first step's commits."""
    import psycopg

    try:
        with psycopg.connect(url, autocommit=True) as db:
            db.execute("CHECKPOINT")
    except psycopg.Error as error:  # not allowed to: the ramp pays for it, say so
        print(f"  (no checkpoint before the ramp: {error})")


# -- the client ------------------------------------------------------------------------------------
class Figures:
    """What a step measured: latencies, statuses, errors, missed decisions, lag samples."""

    def __init__(self):
        self.lock = threading.Lock()
        self.actions: list[float] = []
        self.polls: list[float] = []
        self.statuses: dict[int, int] = {}
        self.errors: list[str] = []
        self.missed = 0
        self.lags: list[float] = []
        self.probes: list[float] = []  # the bare locked-row POST's latencies (`Probe`)

    def add(self, what: list[float], status: int, seconds: float) -> None:
        with self.lock:
            self.statuses[status] = self.statuses.get(status, 0) + 1
            if status < 400:
                what.append(seconds)

    def error(self, text: str) -> None:
        with self.lock:
            self.errors.append(text)


class Driver:
    """The players and the watchers of the active games: a heap of (time, kind, game) events
    served by a pool of client threads, each with its own kept-alive connection."""

    def __init__(self, port: int, url: str, think: float, poll: float, threads: int):
        self.port, self.url, self.think, self.poll = port, url, think, poll
        self.heap: list[tuple[float, int, str, dict]] = []
        self.cv = threading.Condition()
        self.counter = 0
        self.figures = Figures()
        self.stopping = False
        self.chance = random.Random(28)
        self.threads = [threading.Thread(target=self.serve, daemon=True) for _ in range(threads)]
        self.held: list[dict] = []
        self.database = None  # the misses' connection, opened once (`miss`)
        self.database_lock = threading.Lock()
        for thread in self.threads:
            thread.start()

    def schedule(self, at: float, kind: str, game: dict) -> None:
        with self.cv:
            self.counter += 1
            heapq.heappush(self.heap, (at, self.counter, kind, game))
            self.cv.notify()

    def add_games(self, games: list[dict]) -> None:
        now = time.monotonic()
        for game in games:
            self.held.append(game)
            self.schedule(now + self.chance.expovariate(1 / self.think), "act", game)
            if len(self.held) % 2:  # half the games are watched
                self.schedule(now + self.chance.uniform(0, self.poll), "poll", game)

    def serve(self) -> None:
        conn = http.client.HTTPConnection(HOST, self.port, timeout=60)
        while True:
            with self.cv:
                while not self.stopping and (not self.heap or self.heap[0][0] > time.monotonic()):
                    wait = self.heap[0][0] - time.monotonic() if self.heap else 1.0
                    self.cv.wait(timeout=max(0.001, min(wait, 1.0)))
                if self.stopping:
                    conn.close()
                    return
                _, _, kind, game = heapq.heappop(self.heap)
            try:
                if kind == "act":
                    self.act(conn, game)
                else:
                    self.watch(conn, game)
            except Exception as error:  # noqa: BLE001 - a benchmark reports, it does not fail
                self.figures.error(f"{kind}: {type(error).__name__}: {error}")
                conn.close()
                self.schedule(time.monotonic() + self.think, kind, game)

    def act(self, conn, game: dict) -> None:
        """The seat the game waits for answers (or misses: the sweep will answer); then the
        next. Its legal actions are those its last POST's answer carried, else asked."""
        figures, seat, legal = self.figures, game["seat"], game["legal"]
        if legal is None or legal["seat"] != seat:
            status, body = request(conn, "GET", f"/api/games/{game['id']}/legal-actions/",
                                   game["tokens"][seat])  # fmt: skip
            if status != 200:
                figures.error(f"legal-actions {status}")
                return self.schedule(time.monotonic() + self.think, "act", game)
            legal = game["legal"] = {"seat": seat, **json.loads(body)}
        waiting = [d["seat"] for d in legal["pending"] if d["seat"] in (0, 1)]
        if legal.get("status", "active") != "active" or not waiting:
            return  # over (or waiting for nobody): this game rests
        if waiting[0] != seat:
            game["seat"], game["legal"] = waiting[0], None
            return self.schedule(time.monotonic(), "act", game)
        if self.chance.randrange(MISSED) == 0 and not game.get("missing"):
            game["missing"] = True
            self.miss(game)
            game["legal"] = None  # the sweep answers: ask again after it
            return self.schedule(time.monotonic() + MISS_DEADLINE + 45, "act", game)
        game["missing"] = False
        action = pick(legal["actions"], self.chance)
        payload = {"action": action, "expected_version": legal["version"]}
        headers = {"Idempotency-Key": uuid.uuid4().hex}
        t0 = time.perf_counter()
        status, body = request(conn, "POST", f"/api/games/{game['id']}/actions/",
                               game["tokens"][seat], payload, headers)  # fmt: skip
        figures.add(figures.actions, status, time.perf_counter() - t0)
        if status == 200:
            answer = json.loads(body)
            pending = answer["game"]["state"]["pending"]
            game["legal"] = {
                **answer["legal_actions"],
                "version": answer["version"],
                "status": answer["game"]["status"],
                "pending": pending,
            }
            game["seat"] = next((d["seat"] for d in pending if d["seat"] in (0, 1)), seat)
        else:
            game["legal"] = None  # stale (the sweep answered meanwhile): ask again
            if status != 409:
                figures.error(f"POST {status}: {body[:120]!r}")
        self.schedule(time.monotonic() + self.chance.expovariate(1 / self.think), "act", game)

    def miss(self, game: dict) -> None:
        """The player does not answer: his decision's deadline, brought forward (the week
        compressed), passes in MISS_DEADLINE seconds, and the sweep must apply its default."""
        import psycopg

        with self.database_lock:
            if self.database is None:
                self.database = psycopg.connect(self.url, autocommit=True)
            self.database.execute(
                "UPDATE kingdom_pendingdecision SET deadline = now() + make_interval(secs => %s) "
                "WHERE game_id = %s AND seat = %s AND deadline IS NOT NULL",
                (MISS_DEADLINE, game["id"], game["seat"]),
            )
        with self.figures.lock:
            self.figures.missed += 1

    def watch(self, conn, game: dict) -> None:
        """A watched game's page polls it with the ETag of its last answer."""
        headers = {"If-None-Match": game["etag"]} if game.get("etag") else {}
        t0 = time.perf_counter()
        conn.request("GET", f"/api/games/{game['id']}/",
                     headers={"Host": HOST, "Authorization": f"Token {game['tokens'][0]}",
                              **headers})  # fmt: skip
        answer = conn.getresponse()
        answer.read()
        self.figures.add(self.figures.polls, answer.status, time.perf_counter() - t0)
        game["etag"] = answer.getheader("ETag") or game.get("etag")
        self.schedule(time.monotonic() + self.poll, "poll", game)

    def take_figures(self) -> Figures:
        taken, self.figures = self.figures, Figures()
        return taken

    def stop(self) -> None:
        with self.cv:
            self.stopping = True
            self.cv.notify_all()
        for thread in self.threads:
            thread.join(timeout=70)
        with self.database_lock:
            if self.database is not None:
                self.database.close()


def probe(port: int, token: str, driver: Driver, until: float) -> None:
    """The step's ceiling, in the same run: the bare locked-row POST of benchmarks/http_load.py
    (lock one row, add one, commit, answer JSON: the same settings, middleware, token
    authentication and PostgreSQL with the same fsync, served by a gunicorn of its own with
    one worker, so that it does not queue behind the game's requests), every `PROBE_EVERY`
    seconds. Its p99 is the least tail a request has on this machine at this moment: the
    commit's fsync, the other processes' load on the cores."""
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    while time.monotonic() < until and not driver.stopping:
        t0 = time.perf_counter()
        status, _ = request(conn, "POST", "/bench/rows/0/", token, {"step": 1})
        seconds = time.perf_counter() - t0
        if status == 200:
            with driver.figures.lock:
                driver.figures.probes.append(seconds)
        time.sleep(max(0.0, PROBE_EVERY - seconds))
    conn.close()


def warm_up(port: int, games: list[dict], seconds: float = WARM_SECONDS) -> None:
    """Untimed, before the ramp: one client a game of `games` (games of their own, not the
    ramp's) plays them as benchmarks/http_load.py's action clients do, all at once, and asks
    the probe's POST, so that every gunicorn worker has made what a process makes once (its
    database and Redis connections, the URLs, the mail templates, the frozen ruleset) before
    the first step is timed: a server answers for weeks after its workers' first requests."""
    run = Run()

    def client(game: dict) -> None:
        conn = http.client.HTTPConnection(HOST, port, timeout=60)
        request(conn, "POST", "/bench/rows/0/", game["tokens"][0], {"step": 0})
        conn.close()
        player = {"game": game["id"], "tokens": game["tokens"]}
        action_client(port, player, time.monotonic() + seconds, run)

    clients = [threading.Thread(target=client, args=(game,)) for game in games]
    for thread in clients:
        thread.start()
    for thread in clients:
        thread.join(timeout=seconds + 120)


def server_split(path: Path, since: float, until: float) -> dict | None:
    """The step's action POSTs as the server timed them (benchmarks/ceiling/timing.py): the
    p99 of their time in Django, and where the slowest 1% of them spent it, in ms."""
    if not path.exists():
        return None
    steps, everything = [], 0
    full = 0
    with path.open() as log:
        for line in log:
            row = json.loads(line)
            if not since <= row["at"] < until:
                continue
            everything += 1
            full += row["gc_generation"] == 2
            if row["method"] == "POST" and row["path"].endswith("/actions/"):
                steps.append(row)
    if not steps:
        return None
    p99 = percentile([r["wall"] for r in steps], 0.99)
    slow = [r for r in steps if r["wall"] >= p99]

    def mean(key: str) -> float:
        return statistics.fmean(r[key] for r in slow)

    return {
        "p99": p99,
        "slow": len(slow),
        "wall": mean("wall"),
        "cpu": mean("cpu"),
        "db": mean("db"),
        "gc": mean("gc"),
        "waiting": max(0.0, mean("wall") - mean("cpu") - mean("db")),
        "full": full,
        "requests": everything,
    }


def sample_lag(url: str, driver: Driver, until: float) -> None:
    """The sweep's lag now: how long the oldest decision past its deadline has waited."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        while time.monotonic() < until and not driver.stopping:
            (lag,) = db.execute(
                "SELECT coalesce(extract(epoch FROM now() - min(deadline)), 0) "
                "FROM kingdom_pendingdecision WHERE deadline < now()"
            ).fetchone()
            with driver.figures.lock:
                driver.figures.lags.append(float(lag))
            time.sleep(2)


# -- the machine -----------------------------------------------------------------------------------
def cpu_ticks() -> tuple[int, int]:
    """(busy, total) jiffies of the whole machine (/proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]
    return sum(fields) - idle, sum(fields)


def memory_available() -> float:
    """The share of memory still available (/proc/meminfo)."""
    info = {}
    for line in Path("/proc/meminfo").read_text().splitlines():
        name, value = line.split(":", 1)
        info[name] = int(value.split()[0])
    return info["MemAvailable"] / info["MemTotal"]


def connections(url: str) -> tuple[int, int]:
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        (used,) = db.execute("SELECT count(*) FROM pg_stat_activity").fetchone()
        (most,) = db.execute("SHOW max_connections").fetchone()
    return int(used), int(most)


def process_seconds(pid: int) -> float:
    """CPU seconds of a process and its children (alive or reaped), from /proc."""
    total = 0
    for entry in Path("/proc").glob("[0-9]*"):
        stat = ServerCPU.stat(int(entry.name))
        if stat is None:
            continue
        ppid, (utime, stime, cutime, cstime) = stat
        if int(entry.name) == pid:
            total += utime + stime + cutime + cstime
        elif ppid == pid:
            total += utime + stime
    return total / ServerCPU.TICK


def start_worker(log_path: Path) -> subprocess.Popen:
    """One Celery worker with its beat (the sweep every 30 s), mails to a dummy backend."""
    env = {
        **os.environ,
        "SECRET_KEY": "bench",
        "DEBUG": "false",
        "STATICFILES_MANIFEST": "false",
        "EMAIL_URL": "dummymail://",
        "LOG_LEVEL": "ERROR",
        "DJANGO_SETTINGS_MODULE": "config.settings",
    }
    command = [str(ROOT / ".venv" / "bin" / "celery"), "-A", "config", "worker", "-B"]
    command += ["--concurrency", "1", "--loglevel", "WARNING"]
    command += ["--schedule", str(log_path.parent / "beat-schedule")]
    with log_path.open("ab") as log:
        return subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)


# -- the run ---------------------------------------------------------------------------------------
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="the ramp's length")
    parser.add_argument("--step-games", type=int, default=20, help="games added each step")
    parser.add_argument("--max-games", type=int, default=600, help="the most games made")
    parser.add_argument("--steps", type=int, default=10, help="steps of the ramp")
    parser.add_argument("--think", type=float, default=8.0, help="mean seconds to answer")
    parser.add_argument("--poll", type=float, default=10.0, help="a watched page's poll, s")
    parser.add_argument("--threads", type=int, default=24, help="client threads")
    parser.add_argument("--size-games", type=int, default=SIZE_GAMES)
    parser.add_argument(
        "--whole-ramp",
        action="store_true",
        help="go on past a missed goal (a shared machine): the projection gets every step",
    )
    args = parser.parse_args()
    url = loopback_database()
    if url is None:
        print("soak: needs PostgreSQL on loopback in DATABASE_URL (scripts/with-services.sh)")
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    work = Path(tempfile.mkdtemp(prefix="kingdom-soak-"))
    started: dict = {}
    try:
        run(args, url, work, started)
    except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
        print("soak: stopped by an error:")
        traceback.print_exc(file=sys.stdout)
    finally:
        if started.get("driver") is not None:
            started["driver"].stop()
        stop(started.get("gunicorn"))
        stop(started.get("probe"))
        stop(started.get("worker"))
        for name in ("gunicorn.log", "worker.log"):
            log = work / name
            if log.exists() and log.stat().st_size:
                tail = log.read_text(errors="replace").strip().splitlines()[-3:]
                print(f"  {name} (last lines):", *tail, sep="\n    ")
        shutil.rmtree(work, ignore_errors=True)


def run(args, url: str, work: Path, started: dict) -> None:
    import django

    django.setup()
    import psycopg
    from django.core.management import call_command
    from django.db import connection

    with psycopg.connect(url, autocommit=True) as db:
        fsync = db.execute("SHOW fsync").fetchone()[0]
        commit = db.execute("SHOW synchronous_commit").fetchone()[0]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"soak: {os.cpu_count()} CPUs, load average {load}; PostgreSQL fsync={fsync}, "
        f"synchronous_commit={commit}{'' if fsync == 'on' else ' (PG_DURABLE=1 for fsync on)'}"
    )
    call_command("migrate", verbosity=0)
    call_command("loadrules", stdout=open(os.devnull, "w"))  # noqa: SIM115

    t0 = time.perf_counter()
    size, actions = size_after_rounds(args.size_games) if args.size_games else (0.0, 0.0)
    if args.size_games:
        gap = WEEK / actions if actions else 0.0
        print(
            f"- a four-seat game of {ROUNDS} rounds (three bots): {size / 1024:.0f} kB of "
            f"database (tables, indexes, TOAST), {actions:.0f} actions "
            f"(mean of {args.size_games}, {time.perf_counter() - t0:.0f} s)"
        )
    else:
        gap = 0.0
    step_seconds = args.minutes * 60 / args.steps
    total = min(args.max_games, args.step_games * args.steps)
    t0 = time.perf_counter()
    games = make_games(total + WARM_GAMES)
    games, warming = games[:total], games[total:]
    connection.close()
    checkpoint(url)
    print(f"- {total} two-seat games made in {time.perf_counter() - t0:.0f} s")
    if gap:
        print(
            f"  pace: an answer every {args.think:.0f} s on average, where a one-week game of "
            f"{ROUNDS} rounds has one every {gap / 60:.0f} min: time runs {gap / args.think:.0f}"
            f" times faster, so a game here weighs as {gap / args.think:.0f} real-paced games"
        )

    port, probe_port = free_port(), free_port()
    ceiling_table(url, 1)  # the probe's row (`probe`)
    # The probe's own server (one worker): it shares the machine and the database, not the
    # queue of the project's workers.
    started["probe"] = start_gunicorn(probe_port, work / "probe.log", args="--workers 1")
    timings = work / "timings.jsonl"
    os.environ["BENCH_TIMING_LOG"] = str(timings)  # each request's split (`server_split`)
    started["gunicorn"] = gunicorn = start_gunicorn(port, work / "gunicorn.log")
    started["worker"] = worker = start_worker(work / "worker.log")
    server_cpu = ServerCPU(gunicorn.pid, urlparse(url).port)
    driver = started["driver"] = Driver(port, url, args.think, args.poll, args.threads)
    warm_up(port, warming)
    print(
        f"- the ramp: {args.step_games} more games every {step_seconds:.0f} s, up to {total}; "
        f"goals: action p99 <= {GOAL_P99_MS:.0f} ms, sweep lag <= {GOAL_LAG_S:.0f} s"
    )
    held, beside, verdict, rows = 0, 0, "", []
    misses = 0  # steps in a row that missed both goals
    for step in range(args.steps):
        fresh = games[step * args.step_games : (step + 1) * args.step_games]
        if not fresh:
            break
        driver.add_games(fresh)
        driver.take_figures()
        busy0, all0 = cpu_ticks()
        parts0 = (server_cpu.seconds() or 0.0, process_seconds(worker.pid), time.process_time())
        until, since = time.monotonic() + step_seconds, time.time()
        sampler = threading.Thread(target=sample_lag, args=(url, driver, until), daemon=True)
        prober = threading.Thread(
            target=probe, args=(probe_port, games[0]["tokens"][0], driver, until)
        )
        sampler.start()
        prober.start()
        time.sleep(step_seconds)
        sampler.join(timeout=10)
        prober.join(timeout=70)
        figures = driver.take_figures()
        split = server_split(timings, since, time.time())
        busy1, all1 = cpu_ticks()
        parts1 = (server_cpu.seconds() or 0.0, process_seconds(worker.pid), time.process_time())
        row = step_row(len(driver.held), figures, (busy1 - busy0) / max(1, all1 - all0),
                       [b - a for a, b in zip(parts0, parts1, strict=True)], url,
                       step_seconds, args.think, split)  # fmt: skip
        rows.append(row)
        # A step that met a goal held its games; one that missed while a later one met was a
        # passing spike of the shared machine. The ramp ends after MISSES_TO_STOP steps in a
        # row missed both goals: the resource named is the first step's that missed.
        if met(row, GOAL_P99_MS):
            held = row["games"]
        elif not verdict:
            verdict = ran_out(row)
        beside = row["games"] if met(row, row["goal"]) else beside
        misses = 0 if met(row, row["goal"]) or met(row, GOAL_P99_MS) else misses + 1
        if misses >= MISSES_TO_STOP and not args.whole_ramp:
            break
    driver.stop()
    summary(held, beside, rows, verdict, args, gap)


def step_row(games: int, figures: Figures, busy: float, parts: list[float], url: str,
             seconds: float, think: float, split: dict | None) -> dict:  # fmt: skip
    used, most = connections(url)
    row = {
        "games": games,
        "players": 2 * games,
        "posts": len(figures.actions),
        "p50": statistics.median(figures.actions) * 1000 if figures.actions else None,
        "p99": percentile(figures.actions, 0.99) * 1000 if figures.actions else None,
        "polls": len(figures.polls),
        "poll_p99": percentile(figures.polls, 0.99) * 1000 if figures.polls else None,
        "lag": max(figures.lags, default=0.0),
        "missed": figures.missed,
        "busy": busy,
        "server": parts[0] / seconds,
        "worker": parts[1] / seconds,
        "client": parts[2] / seconds,
        "memory": memory_available(),
        "connections": (used, most),
        "errors": figures.errors[:2],
        "error_count": len(figures.errors),
        "statuses": {s: n for s, n in figures.statuses.items() if s >= 400},
        "load": os.getloadavg()[0],
        "probe_p50": statistics.median(figures.probes) * 1000 if figures.probes else None,
        "probe_p99": percentile(figures.probes, 0.99) * 1000 if figures.probes else None,
    }
    row["goal"] = beside_ceiling(row)
    # What the CPU this step cost the server, database and worker says a quiet machine of as
    # many cores, 90% busy, would hold at this pace: the CPU an action cost (the polls, mails
    # and sweeps of the step shared out over its actions) times the actions a game asks a
    # second (one every `think` seconds). A projection: on a shared machine the requests
    # queue, so the held figure falls with the others' load, the CPU an action costs less so.
    spent, rate = row["server"] + row["worker"], row["posts"] / seconds
    row["action_cpu"] = spent / rate if rate else None
    row["projected"] = (
        0.9 * (os.cpu_count() or 1) * think / row["action_cpu"] if row["action_cpu"] else None
    )
    p50 = f"{row['p50']:.0f}" if row["p50"] is not None else "-"
    p99 = f"{row['p99']:.0f}" if row["p99"] is not None else "-"
    poll = f"{row['poll_p99']:.0f}" if row["poll_p99"] is not None else "-"
    print(
        f"  {games:4} games {2 * games:5} players: {row['posts'] / seconds:5.1f} POST/s p50 "
        f"{p50} p99 {p99} ms; {row['polls'] / seconds:5.1f} polls/s p99 {poll} ms; sweep lag "
        f"max {row['lag']:.0f} s ({row['missed']} missed); CPU busy {busy:.0%} (cores: server"
        f"+db {row['server']:.2f}, worker {row['worker']:.2f}, client {row['client']:.2f}); "
        f"memory free {row['memory']:.0%}; connections {used}/{most}; load {row['load']:.1f}"
    )
    if row["probe_p99"] is not None:
        print(
            f"    ceiling (same machine and database, same run): the bare locked-row POST, "
            f"{len(figures.probes)} every {PROBE_EVERY} s: p50 {row['probe_p50']:.0f} p99 "
            f"{row['probe_p99']:.0f} ms; the goal beside it: p99 <= {row['goal']:.0f} ms"
        )
    if split:
        print(
            f"    server side (Django): action POST p99 {split['p99']:.0f} ms; its slowest 1% "
            f"({split['slow']}) spent {split['wall']:.0f} ms: CPU {split['cpu']:.0f} (of which "
            f"garbage collector {split['gc']:.0f}), database round trips {split['db']:.0f}, "
            f"waiting for a core {split['waiting']:.0f}; {split['full']} full collections in "
            f"{split['requests']} requests"
        )
    if row["projected"]:
        print(
            f"    CPU an action (with its share of polls, mails, sweeps): "
            f"{row['action_cpu'] * 1000:.0f} ms (server, database, worker): a quiet machine of "
            f"{os.cpu_count()} cores, 90% busy, would hold about {row['projected']:.0f} games "
            "at this pace"
        )
    if row["statuses"] or row["error_count"]:
        print(f"    statuses {row['statuses']}; {row['error_count']} errors: {row['errors']}")
    return row


def beside_ceiling(row: dict) -> float:
    """The latency goal beside the step's ceiling: 100 ms plus what the machine added to the
    bare locked-row POST's tail in the same seconds (its p99 less its p50: the other
    processes' load on the cores, a slow fsync). On a quiet machine it is about the goal."""
    if row["probe_p99"] is None:
        return GOAL_P99_MS
    return GOAL_P99_MS + max(0.0, row["probe_p99"] - row["probe_p50"])


def met(row: dict, goal: float) -> bool:
    return row["p99"] is not None and row["p99"] <= goal and row["lag"] <= GOAL_LAG_S


def ran_out(row: dict) -> str:
    """The resource that ran out first at the step that missed a goal."""
    cores = os.cpu_count() or 1
    if row["busy"] >= 0.9:
        share = row["server"] + row["worker"]
        others = max(0.0, row["busy"] * cores - share - row["client"])
        return (
            f"CPU: the machine was {row['busy']:.0%} busy ({share:.1f} of {cores} cores for "
            f"server, database and worker, {row['client']:.1f} for this client, {others:.1f} "
            "for other processes)"
        )
    probe = row.get("probe_p99")
    if probe is not None and probe > GOAL_P99_MS:
        return (
            f"the machine's latency: even the bare locked-row POST's p99 was {probe:.0f} ms "
            f"(CPU {row['busy']:.0%} busy, load average {row['load']:.1f})"
        )
    if row["memory"] < 0.1:
        return f"memory: {row['memory']:.0%} available"
    used, most = row["connections"]
    if used >= 0.9 * most:
        return f"database connections: {used} of {most}"
    if row["lag"] > GOAL_LAG_S:
        return "the sweep: one worker process did not keep up (CPU was not exhausted)"
    return (
        f"the server's workers (CPU {row['busy']:.0%} busy): requests queued for the "
        "sync workers and the database's locks and commits (fsync)"
    )


def projection(rows: list[dict]) -> float | None:
    """The games a quiet machine would hold, 90% busy (`step_row`): the median of the steps."""
    projected = [r["projected"] for r in rows if r.get("projected")]
    return statistics.median(projected) if projected else None


def summary(held: int, beside: int, rows: list[dict], verdict: str, args, gap: float) -> None:
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"- held: {held} games, {2 * held} players with p99 action latency <= "
          f"{GOAL_P99_MS:.0f} ms and sweep lag <= {GOAL_LAG_S:.0f} s")  # fmt: skip
    print(
        f"  beside the same run's ceiling: {beside} games, {2 * beside} players with p99 action "
        f"latency <= {GOAL_P99_MS:.0f} ms more than the bare locked-row POST's p99 less its p50, "
        f"and sweep lag <= {GOAL_LAG_S:.0f} s (the figure that counts on a shared machine)"
    )
    if gap and held:
        print(
            f"  at the pace of a one-week game that is about {held * gap / args.think:.0f} "
            f"games ({2 * held * gap / args.think:.0f} players) played in real time"
        )
    best = projection(rows)
    if best:
        print(
            f"  projected from the CPU an action cost: about {best:.0f} games "
            f"({2 * best:.0f} players) on a quiet machine of {os.cpu_count()} cores, 90% busy"
            + (f", {best * gap / args.think:.0f} real-paced games" if gap else "")
        )
    if verdict:
        print(f"  ran out first: {verdict}")
    elif rows:
        print(f"  the ramp ended at {rows[-1]['games']} games with every goal met (--max-games)")
    step = args.minutes * 60 / args.steps
    print(f"  ({len(rows)} steps of {step:.0f} s ramped; load average now {load}; the machine "
          "is shared with this client)")  # fmt: skip


if __name__ == "__main__":
    main()
