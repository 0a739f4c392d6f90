"""The hostile probe (issue 26): a production-like stack sent thousands of hostile requests.

`make probe` runs it inside scripts/with-services.sh (a throwaway PostgreSQL and Redis):

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python scripts/probe.py [--seed N] [--count N]

It starts the stack itself, as production runs it: gunicorn with four sync workers on loopback
(benchmarks/support/server.py, as benchmarks/http_load.py), DEBUG off, PostgreSQL and Redis,
a Celery worker and a separate beat. It migrates, loads the rules and creates users (with
tokens, and a logged-in page session) and games in every phase: a lobby (listed, and an
unlisted one of another host), started games by web, games in the middle of a battle, a
finished game, a game at a physical table, a game with bots.

Then it sends `--count` hostile requests, drawn by a random generator seeded with `--seed`
(the same seed sends the same requests to the same stack): for every operation of the OpenAPI
document (`/api/schema/`) and every page with a form (sign-up, log-in, log-out, the settings,
lobby and messages, which post to the API with the page's session and CSRF token), one
parameter, field or header at a time is given a value at or beyond its bound: its bounds and
one past them, huge and negative integers, 10^30, 5,000-digit numbers, 1e400, NaN, Infinity,
wrong types, nested objects, long lists, strings of 10 kB to 1 MB, NUL, lone surrogates,
right-to-left overrides, time zones that are folders ("Europe"), 300-character names,
crafted pagination cursors, unknown ids and other users' games, bad, missing and outsiders'
tokens, sessions without their CSRF token; and whole bodies: not JSON, not UTF-8, nested
100,000 deep, beyond the upload limit, chunked.

Sequences: after every hostile write to a game, the game must still answer its views (200)
and still act: a legal action, listed by `legal-actions`, is posted and must be accepted.
At the end every game is replayed from its log (`game_check_replay`).

It prints the requests by status class and by operation, and every 5xx with its method, path,
body excerpt and the traceback's last lines from gunicorn's log (each request is sent alone,
so the log's new lines are its own), then every broken sequence; it exits 1 if there was any
5xx, broken sequence or failed replay, 0 otherwise.
"""

from __future__ import annotations

import argparse
import base64
import http.client
import io
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database  # noqa: E402
from benchmarks.support.server import (  # noqa: E402
    HOST,
    free_port,
    server_environment,
    start_gunicorn,
    stop,
)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "probe")

PASSWORD = "probe-secret-4242"
GUNICORN_ARGS = "--workers 4 --timeout 60"
TIMEOUT = 90  # seconds a request may take before it counts as no answer
MB = 1_000_000


# -- JSON with texts no encoder writes: 1e400, NaN, a lone surrogate's escape --------------------
class Raw:
    """A JSON text sent as it is."""

    def __init__(self, text: str, label: str | None = None):
        self.text = text
        self.label = label or (text if len(text) <= 40 else f"{text[:20]}…({len(text)} chars)")

    def __repr__(self) -> str:
        return self.label


def to_json(value: Any) -> str:
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k))}:{to_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(to_json(v) for v in value) + "]"
    return json.dumps(value)  # ensure_ascii: NUL and every other character as an escape


def excerpt(value: Any, most: int = 160) -> str:
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    return text if len(text) <= most else f"{text[:most]}…({len(text)} chars)"


# -- hostile values ------------------------------------------------------------------------------
DEEP = Raw("[" * 100_000 + "]" * 100_000, "[[[…100,000 deep]]]")
NESTED = {"a": {"b": {"c": {"d": [{"e": {"f": [1, {"g": None}]}}]}}}}
SURROGATE = Raw('"\\ud800"', '"\\ud800"')
LOW_SURROGATE = Raw('"a\\udfffb"', '"a\\udfffb"')
RTL = "\u202egninrael si siht"
INTEGERS = [
    -1,
    0,
    2**31 - 1,
    2**31,
    2**53 + 1,
    2**63 - 1,
    2**63,
    2**64,
    10**30,
    -(10**30),
    Raw("1" + "0" * 5000, "10^5000"),
    Raw("1e400"),
    Raw("-1e400"),
    Raw("NaN"),
    Raw("Infinity"),
    Raw("-Infinity"),
    Raw("1e-400"),
    Raw("-0"),
    1.5,
    "12",
    "1e400",
    "NaN",
]
STRINGS = [
    "",
    " ",
    "x" * 300,
    "x" * 10_000,
    "x" * 100_000,
    "x" * MB,
    "é" * 100_000,
    "a\x00b",
    "\x00",
    SURROGATE,
    LOW_SURROGATE,
    RTL,
    "Europe",
    "Asia",
    "US/",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%s%n%x",
    "\U0001f451" * 50,
    "\u200b\ufeff",
]
WRONG = [None, True, False, [], {}, [1, 2], NESTED, [1] * 100_000, DEEP, "x", 7, 1.5]


def hostile(schema: dict, rng: random.Random, sample: Any = None) -> Any:
    """A value at or beyond the bounds of `schema` (resolved), or of a wrong type."""
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), None)
    low, high = schema.get("minimum"), schema.get("maximum")
    pool: list[Any] = list(WRONG)
    if kind in ("integer", "number"):
        pool += INTEGERS * 2
        pool += [b for b in (low, high) if b is not None]
        pool += [low - 1] if low is not None else []
        pool += [high + 1, high + 0.5] if high is not None else []
    if kind == "string" or "enum" in schema:
        pool += STRINGS * 2
        most = schema.get("maxLength")
        pool += ["x" * most, "x" * (most + 1)] if most is not None else []
        pool += [str(v).upper() + " " for v in schema.get("enum", []) if v]
        if schema.get("format") == "time":
            pool += ["25:61", "24:00", "12:00:00.9999999999", "T", "12:00+99:00"]
        if schema.get("format") == "email":
            pool += ["a@" + "b" * 300 + ".com", "@", "a\x00@b.c", "ann@exämple.com"]
    if kind == "array":
        item = schema.get("items", {})
        most = schema.get("maxItems")
        filler = sample[0] if isinstance(sample, list) and sample else 1
        pool += [[filler] * (most + 1)] if most is not None else []
        pool += [[filler] * 10_000, [hostile(item, rng)], [hostile(item, rng)] * 3]
    if kind == "boolean":
        pool += ["true", "yes", 1, 0, "", "False"]
    if kind == "object":
        pool += [{"x" * 1000: 1}, {str(n): n for n in range(10_000)}]
    return rng.choice(pool)


QUERY_STRINGS = [
    "",
    "-1",
    "0",
    "1",
    "9" * 30,
    "9" * 5000,
    "1e400",
    "NaN",
    "inf",
    "-inf",
    "1.5",
    "0x10",
    "abc",
    "true",
    "x" * 10_000,
    "%00",
    "a%00b",
    "%ED%A0%80",  # a lone surrogate, in UTF-8
    "%FF%FE",  # no UTF-8 at all
    "%E2%80%AE" + "abc",  # a right-to-left override
    "K14%00",
    "Europe",
    "[]",
    "{}",
]


def b64(text: str | bytes) -> str:
    raw = text.encode() if isinstance(text, str) else text
    return quote(base64.b64encode(raw).decode())


CURSORS = [  # DRF's cursor is base64 of `o=offset&r=reverse&p=position`
    b64("p=abc"),
    b64("p="),
    b64("p=-1"),
    b64("p=" + "9" * 30),
    b64("p=1e400"),
    b64("p=NaN"),
    b64("p=2026-13-45"),
    b64("o=-5"),
    b64("o=" + "9" * 30),
    b64("o=abc&p=1"),
    b64("r=1&p=abc"),
    b64("r=x"),
    b64("p=\x00"),
    b64(b"\xff\xfe\xfd"),
    b64("x" * 10_000),
    "!!!",
    "%00",
    "cD1hYmM%3D",
    "x" * 10_000,
]

HEADER_VALUES = [
    "",
    " ",
    "x" * 10_000,
    "x" * 101,
    "\x00",
    "ключ",  # not latin-1: sent as UTF-8 bytes
    "\xff\xfe",
    "a b",
    "../../etc",
]

TOKENS_BAD = [
    "Token",
    "Token ",
    "Token x",
    "Token " + "x" * 10_000,
    "Token ' OR 1=1 --",
    "Token a b",
    "Token \x00",
    "Token ключ",
    "Bearer abc",
    "Basic YW5uOnNlY3JldA==",
    "Token " + "0" * 40,
]


# Whole bodies, none the body of any operation: (body, content type, chunked, note).
WHOLE_BODIES = [
    (b"not json", "application/json", False, "not JSON"),
    (b"\xff\xfe\xfd{}", "application/json", False, "not UTF-8"),
    (b"", "application/json", False, "empty"),
    (b"[]", "application/json", False, "a list"),
    (b"null", "application/json", False, "null"),
    (b"1e400", "application/json", False, "1e400"),
    (b'"\\ud800"', "application/json", False, "a lone surrogate"),
    (DEEP.text.encode(), "application/json", False, "nested 100,000 deep"),
    (b'{"a":' * 5000 + b"1" + b"}" * 5000, "application/json", False, "5,000 deep"),
    (to_json({"x": "y" * 3 * MB}).encode(), "application/json", False, "3 MB"),
    (b'{"on": true, "text": "hi"}', "application/json", True, "chunked"),
    (b'{"text": "hi"}', "text/plain", False, "text/plain"),
    (b"<a>1</a>", "application/xml", False, "XML"),
    (b'{"text": "hi"}', "application/json; charset=utf-16", False, "UTF-16 declared"),
    (b"text=%00&to=%ED%A0%80", "application/x-www-form-urlencoded", False, "form NUL"),
    (b"--x\r\nbroken", "multipart/form-data; boundary=x", False, "broken multipart"),
    (b"a=" + b"x" * MB, "application/x-www-form-urlencoded", False, "1 MB form"),
    (b"&".join(b"f%d=1" % n for n in range(2000)), "application/x-www-form-urlencoded",
     False, "2,000 fields"),
]  # fmt: skip


# -- the client ----------------------------------------------------------------------------------
@dataclass
class Sent:
    method: str
    path: str
    headers: dict[str, str | bytes] = field(default_factory=dict)
    body: bytes | None = None
    chunked: bool = False
    operation: str = ""
    note: str = ""


@dataclass
class Answer:
    status: int  # 0: no answer (the connection broke or timed out)
    body: bytes
    headers: dict[str, str]

    def json(self) -> Any:
        try:
            return json.loads(self.body)
        except ValueError:
            return None


class Client:
    """One connection to gunicorn; each request waits for its answer (so gunicorn's log lines
    that follow are its own)."""

    def __init__(self, port: int):
        self.port = port
        self.conn = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)

    def send(self, sent: Sent) -> Answer:
        for attempt in range(2):
            try:
                return self._once(sent)
            except (http.client.HTTPException, OSError) as error:
                self.conn.close()
                self.conn = http.client.HTTPConnection(HOST, self.port, timeout=TIMEOUT)
                if attempt:
                    return Answer(0, f"{type(error).__name__}: {error}".encode(), {})
        raise AssertionError("unreachable")

    def _once(self, sent: Sent) -> Answer:
        conn = self.conn
        conn.putrequest(sent.method, sent.path, skip_host=True, skip_accept_encoding=True)
        headers: dict[str, str | bytes] = {"Host": HOST, **sent.headers}
        if sent.body is not None and not sent.chunked:
            headers["Content-Length"] = str(len(sent.body))
        if sent.chunked:
            headers["Transfer-Encoding"] = "chunked"
        for name, value in headers.items():
            if isinstance(value, str):
                try:
                    value.encode("latin-1")
                except UnicodeEncodeError:
                    value = value.encode()
            conn.putheader(name, value)
        conn.endheaders()
        if sent.body is not None:
            if sent.chunked:
                step = 4096
                for start in range(0, len(sent.body), step):
                    part = sent.body[start : start + step]
                    conn.send(f"{len(part):X}\r\n".encode() + part + b"\r\n")
                conn.send(b"0\r\n\r\n")
            else:
                conn.send(sent.body)
        response = conn.getresponse()
        payload = response.read()
        answer = Answer(response.status, payload, {k.lower(): v for k, v in response.getheaders()})
        if answer.headers.get("connection", "").lower() == "close":
            conn.close()
        return answer


# -- the stack -----------------------------------------------------------------------------------
class Stack:
    """gunicorn (four workers), a Celery worker and beat, each logging to its own file."""

    def __init__(self, work: Path):
        self.work = work
        self.processes: list[subprocess.Popen] = []
        self.port = free_port()
        self.env = server_environment(
            SECRET_KEY=os.environ["SECRET_KEY"],
            LOG_LEVEL="WARNING",
            # The probe's own traffic is one client: rate limits would only answer 429.
            THROTTLE_USER="1000000/min",
            THROTTLE_ANON="1000000/min",
            THROTTLE_LOGIN="1000000/min",
            THROTTLE_SIGNUP="1000000/min",
            THROTTLE_CREATE_GAME="1000000/min",
            KINGDOM_SWEEP_SECONDS="5",
            EMAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend",
        )
        self.log = work / "gunicorn.log"

    def start(self) -> None:
        celery = str(ROOT / ".venv" / "bin" / "celery")
        for name, command in (
            ("worker", [celery, "-A", "config", "worker", "--loglevel=WARNING", "-c", "1"]),
            (
                "beat",
                [
                    celery,
                    "-A",
                    "config",
                    "beat",
                    "--loglevel=WARNING",
                    "-s",
                    str(self.work / "beat-schedule"),
                ],
            ),
        ):
            with (self.work / f"{name}.log").open("ab") as log:
                self.processes.append(
                    subprocess.Popen(
                        command,
                        cwd=ROOT,
                        env={**self.env, "PWD": str(self.work)},
                        stdout=log,
                        stderr=log,
                    )
                )
        self.processes.append(start_gunicorn(self.port, self.log, self.env, GUNICORN_ARGS))

    def log_since(self, offset: int) -> tuple[str, int]:
        with self.log.open("rb") as log:
            log.seek(offset)
            text = log.read()
        return text.decode("utf-8", "replace"), offset + len(text)

    def log_size(self) -> int:
        return self.log.stat().st_size

    def stop(self) -> None:
        for process in reversed(self.processes):
            stop(process)

    def errors_of(self, name: str) -> list[str]:
        path = self.work / f"{name}.log"
        if not path.exists():
            return []
        lines = path.read_text(errors="replace").splitlines()
        return [line for line in lines if "ERROR" in line or line.startswith("Traceback")]


def traceback_lines(log: str) -> str:
    """The last frame in the project's code and the exception of the log's last traceback."""
    if "Traceback" not in log:
        return log.strip().splitlines()[-1][:300] if log.strip() else "(nothing in the log)"
    block = log[log.rindex("Traceback") :].splitlines()
    frames = [line.strip() for line in block if line.strip().startswith('File "')]
    ours = [f for f in frames if "/.venv/" not in f and "site-packages" not in f]
    raised = next(
        (line for line in reversed(block) if re.match(r"^[\w.]+(Error|Exception|Exit)\b", line)),
        block[-1] if block else "",
    )
    where = (ours or frames or [""])[-1]
    return f"{where} -> {raised.strip()[:300]}"


# -- the world: users, games, messages -----------------------------------------------------------
@dataclass
class Player:
    name: str
    token: str
    user_id: int


@dataclass
class World:
    players: dict[str, Player]
    games: dict[str, list[int]]  # phase -> game ids
    seats: dict[int, dict[int, str]]  # game -> seat -> player name
    hosts: dict[int, str]
    table: set[int]
    messages: dict[int, list[int]] = field(default_factory=dict)
    invite: dict[int, str] = field(default_factory=dict)

    def all_games(self) -> list[int]:
        return [g for ids in self.games.values() for g in ids]

    def phase_of(self, game: int) -> str:
        return next(phase for phase, ids in self.games.items() if game in ids)


def build_world() -> World:
    """Migrate, load the rules, and make the users and the games of every phase (in this
    process, through the service door, as http_load's set-up)."""
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection
    from rest_framework.authtoken.models import Token

    from kingdom import services

    call_command("migrate", verbosity=0)
    call_command("loadrules", stdout=io.StringIO())
    players = {}
    for name in ("ann", "bors", "cai", "dag", "eve"):
        user = get_user_model().objects.create_user(name, password=PASSWORD)
        players[name] = Player(name, Token.objects.create(user=user).key, user.pk)
    users = {name: get_user_model().objects.get(pk=p.user_id) for name, p in players.items()}
    games: dict[str, list[int]] = defaultdict(list)
    seats: dict[int, dict[int, str]] = {}
    hosts: dict[int, str] = {}
    table: set[int] = set()
    invite: dict[int, str] = {}

    def two(name: str, host: str = "ann", guest: str = "bors", **options) -> int:
        game = services.game_create(
            host=users[host], name=name, seats=2, order="seating", **options
        )
        services.game_join(game_id=game.pk, user=users[guest])
        services.game_start(game_id=game.pk, user=users[host])
        seats[game.pk], hosts[game.pk] = {0: host, 1: guest}, host
        return game.pk

    lobby = services.game_create(host=users["ann"], name="Lobby", seats=3)
    services.game_join(game_id=lobby.pk, user=users["bors"])
    seats[lobby.pk], hosts[lobby.pk] = {0: "ann", 1: "bors"}, "ann"
    games["lobby"].append(lobby.pk)
    hidden = services.game_create(host=users["cai"], name="Unlisted", seats=2, listed=False)
    seats[hidden.pk], hosts[hidden.pk] = {0: "cai"}, "cai"
    invite[hidden.pk] = hidden.invite_code
    games["lobby"].append(hidden.pk)
    for n in range(3):
        games["started"].append(two(f"Started {n}", "ann", "bors"))
    games["started"].append(two("Dag's", "dag", "cai"))
    for n in range(3):
        game = two(f"Battle {n}", "bors", "ann")
        play_until(users, seats[game], game, lambda state: state.battle is not None)
        games["battle"].append(game)
    finished = two("Finished", "ann", "cai", round_limit=1)
    play_until(users, seats[finished], finished, lambda state: False)
    games["finished"].append(finished)
    bots = services.game_create(host=users["dag"], name="Bots", seats=4, bots=3)
    services.game_start(game_id=bots.pk, user=users["dag"])
    seats[bots.pk], hosts[bots.pk] = {0: "dag"}, "dag"
    games["bots"].append(bots.pk)
    at_table = services.game_create(
        host=users["ann"],
        name="Table",
        mode="table",
        seats=2,
        order="seating",
        listed=False,
        players=[{"name": "ann"}, {"name": "Gawain"}],
    )
    services.game_start(game_id=at_table.pk, user=users["ann"])
    seats[at_table.pk], hosts[at_table.pk] = {0: "ann"}, "ann"
    table.add(at_table.pk)
    games["table"].append(at_table.pk)
    connection.close()
    return World(players, dict(games), seats, hosts, table, invite=invite)


def play_until(users, seats: dict[int, str], game_id: int, reached, most: int = 3000) -> None:
    """Both seats play as bots would until `reached(state)` or the game ends."""
    from kingdom import services
    from kingdom.models import Game
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot

    bot = Bot(game_id)
    for _ in range(most):
        game = Game.objects.get(pk=game_id)
        if game.status != Game.Status.ACTIVE:
            return
        state = services.game_state(game)
        if reached(state):
            return
        seat = next((d.seat for d in engine.pending(state) if d.seat is not None), None)
        if seat is None:
            return
        action = bot.choose(state, seat).to_dict()
        services.game_submit_action(game_id=game_id, user=users[seats[seat]], action=action)


# -- the probe -----------------------------------------------------------------------------------
@dataclass
class Operation:
    method: str
    path: str  # with {game_id}, {message_id}, {index}
    parameters: list[dict]
    body: dict | None  # the JSON body's schema, resolved
    form: bool = False  # a page's form (urlencoded, CSRF)

    @property
    def name(self) -> str:
        return f"{self.method} {self.path}"


PAGE_OPERATIONS = [
    Operation("GET", "/", [], None),
    Operation("GET", "/rules/", [], None),
    Operation("GET", "/signup/", [{"name": "next", "in": "query", "schema": {}}], None),
    Operation("POST", "/signup/", [], None, form=True),
    Operation("GET", "/login/", [{"name": "next", "in": "query", "schema": {}}], None),
    Operation("POST", "/login/", [], None, form=True),
    Operation("POST", "/admin/login/", [], None, form=True),
    Operation("POST", "/logout/", [], None, form=True),
    Operation("GET", "/settings/", [], None),
    Operation("GET", "/games/", [], None),
    Operation("GET", "/games/{game_id}/", [], None),
    Operation("GET", "/games/{game_id}/record/", [], None),
    Operation("GET", "/games/{game_id}/dice/", [], None),
    Operation("GET", "/confirm-email/{token}/", [], None),
]
FORM_FIELDS = {
    "/signup/": ["username", "password1", "password2", "next"],
    "/login/": ["username", "password", "next"],
    "/admin/login/": ["username", "password", "next"],
    "/logout/": ["next"],
}
# Pages that post to the API with their session and CSRF token (settings, lobby, messages).
SESSION_OPERATIONS = {"PATCH /api/me/", "POST /api/games/", "POST /api/games/{game_id}/messages/"}
GAME_WRITES = (
    "/actions/",
    "/undo/",
    "/start/",
    "/join/",
    "/leave/",
    "/autopilot/",
    "/pause/",
    "/resume/",
    "/replace/",
    "/messages/",
    "/hide/",
    "/mute/",
    "/report/",
    "/read/",
)


def resolve(schema: dict, components: dict) -> dict:
    while "$ref" in schema:
        schema = components[schema["$ref"].rsplit("/", 1)[1]]
    if "allOf" in schema and len(schema["allOf"]) == 1:
        return {**resolve(schema["allOf"][0], components), **{k: v for k, v in schema.items()}}
    return schema


def operations(document: dict) -> list[Operation]:
    found = []
    components = document["components"]["schemas"]
    for path, items in document["paths"].items():
        for method, operation in items.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            content = operation.get("requestBody", {}).get("content", {})
            body = content.get("application/json", {}).get("schema")
            found.append(
                Operation(
                    method.upper(),
                    path,
                    operation.get("parameters", []),
                    resolve(body, components) if body else None,
                )
            )
    return found + PAGE_OPERATIONS


class Probe:
    def __init__(self, stack: Stack, world: World, document: dict, seed: int):
        self.stack = stack
        self.world = world
        self.components = document["components"]["schemas"]
        self.operations = operations(document)
        self.seed = seed
        self.order = random.Random(seed)  # which operation comes next
        self.rng = random.Random(seed)  # drawn anew for each request: `run`
        self.client = Client(stack.port)
        self.by_class: Counter[str] = Counter()
        self.by_operation: dict[str, Counter[str]] = defaultdict(Counter)
        self.action_codes: Counter[str] = Counter()  # the error codes of hostile actions
        self.failures: list[str] = []  # every 5xx and every request without an answer
        self.broken: list[str] = []  # sequences: a game that no longer answers or acts
        self.sent = 0
        self.checks = 0
        self.session: dict[str, str] = {}
        self.action_kinds = [
            resolve(option, self.components) for option in self.components["PostedAction"]["oneOf"]
        ]

    # -- sending and counting --
    def send(self, sent: Sent, *, counted: bool = True) -> Answer:
        offset = self.stack.log_size()
        answer = self.client.send(sent)
        if counted:
            self.sent += 1
            status = f"{answer.status // 100}xx" if answer.status else "no answer"
            self.by_class[status] += 1
            self.by_operation[sent.operation or f"{sent.method} {sent.path}"][status] += 1
            if sent.operation.endswith("/actions/"):
                code = answer.json() if answer.status >= 400 else {"code": answer.status}
                self.action_codes[str((code or {}).get("code", answer.status))] += 1
        if answer.status >= 500 or answer.status == 0:
            time.sleep(0.05)  # the worker writes its traceback after the answer
            log, _ = self.stack.log_since(offset)
            self.failures.append(
                f"{answer.status or 'no answer'} {sent.method} {excerpt(sent.path, 200)}"
                f"{' ' + sent.note if sent.note else ''}\n"
                f"      body: {excerpt(sent.body or b'', 200)}\n"
                f"      answer: {excerpt(answer.body, 200)}\n"
                f"      server: {traceback_lines(log)}"
            )
        return answer

    def auth(self, name: str | None) -> dict[str, str]:
        return {"Authorization": f"Token {self.world.players[name].token}"} if name else {}

    def api(self, method: str, path: str, who: str | None, body: Any = None, **headers) -> Answer:
        """A well-formed request of the probe's own (not counted as hostile)."""
        data = None if body is None else to_json(body).encode()
        sent_headers = {**self.auth(who), **headers}
        if data is not None:
            sent_headers["Content-Type"] = "application/json"
        sent = Sent(method, path, sent_headers, data, operation=f"(check) {method}")
        return self.send(sent, counted=False)

    # -- the session of the pages --
    def log_in_page(self) -> None:
        """ann's page session: the log-in form with its CSRF token, as a browser does."""
        page = self.client.send(Sent("GET", "/login/"))
        cookies = self.cookies(page)
        token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', page.body)
        form = f"username=ann&password={PASSWORD}&csrfmiddlewaretoken={token.group(1).decode()}"
        headers = {
            "Cookie": f"csrftoken={cookies['csrftoken']}",
            "Content-Type": "application/x-www-form-urlencoded",
            "Referer": f"http://{HOST}/login/",
        }
        answer = self.client.send(Sent("POST", "/login/", headers, form.encode()))
        self.session = {**cookies, **self.cookies(answer)}
        if "sessionid" not in self.session:
            raise RuntimeError(f"the log-in page did not log ann in: {answer.status}")

    @staticmethod
    def cookies(answer: Answer) -> dict[str, str]:
        found = {}
        for name in ("csrftoken", "sessionid"):
            match = re.search(rf"{name}=([^;]+)", answer.headers.get("set-cookie", ""))
            if match:
                found[name] = match.group(1)
        return found

    def session_headers(self, with_csrf: bool) -> dict[str, str]:
        cookie = "; ".join(f"{k}={v}" for k, v in self.session.items())
        headers = {"Cookie": cookie, "Referer": f"http://{HOST}/games/"}
        if with_csrf:
            headers["X-CSRFToken"] = self.session.get("csrftoken", "")
        return headers

    # -- choosing the pieces of a hostile request --
    def game_for(self, operation: Operation) -> int:
        phases = list(self.world.games)
        if "/actions/" in operation.path or "/undo/" in operation.path:
            phases = [p for p in phases if p not in ("lobby",)] + ["battle", "started", "table"]
        return self.rng.choice(self.world.games[self.rng.choice(phases)])

    def path_value(self, name: str, game: int) -> str:
        rng = self.rng
        if rng.random() < 0.12:
            return rng.choice(["0", "999999999", "9" * 30, "1" + "0" * 400, "-1", "abc", "%00"])
        if name == "game_id":
            return str(game)
        if name == "message_id":
            known = self.world.messages.get(game) or [1]
            return str(rng.choice([*known, 1, 10**9]))
        if name == "index":
            return str(rng.choice([0, 1, 2, 5, 6, 99]))
        if name == "token":
            return rng.choice(["abc", "x" * 5000, "a:b:c", "%00", b64("ann").replace("%3D", "")])
        return "1"

    def who(self, game: int, operation: Operation) -> tuple[str | None, dict[str, str], str]:
        """Who sends it: a seat of the game (most often its host, or the seat to act), an
        outsider, nobody, a bad token, or ann's page session (with or without CSRF)."""
        rng = self.rng
        roll = rng.random()
        seats = self.world.seats.get(game, {0: "ann"})
        if operation.name in SESSION_OPERATIONS and roll < 0.25:
            return "ann", self.session_headers(with_csrf=roll < 0.2), "session"
        if not operation.path.startswith("/api/") and roll < 0.7:
            return "ann", self.session_headers(with_csrf=True), "session"
        if roll < 0.06:
            return None, {}, "no token"
        if roll < 0.12:
            return None, {"Authorization": rng.choice(TOKENS_BAD)}, "bad token"
        if roll < 0.2:
            return "eve", self.auth("eve"), "outsider"
        if roll < 0.25 and operation.method != "GET":
            return "ann", self.session_headers(with_csrf=False), "session without CSRF"
        name = self.world.hosts.get(game, "ann") if roll < 0.6 else rng.choice(list(seats.values()))
        return name, self.auth(name), name

    def sample(self, schema: dict, name: str = "") -> Any:
        """A plausible value of `schema` (the base a single field is then spoiled in)."""
        schema = resolve(schema, self.components)
        if "oneOf" in schema:
            return self.sample(self.rng.choice(schema["oneOf"]), name)
        if "default" in schema and schema["default"] is not None:
            return schema["default"]
        if "enum" in schema:
            return schema["enum"][0]
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), None)
        known = {
            "name": "Probe",
            "seats": 3,
            "time_zone": "Europe/London",
            "text": "hello",
            "reason": "rude",
            "username": "ann",
            "password": PASSWORD,
            "days": 1,
            "on": False,
        }
        if name in known:
            return known[name]
        if kind == "integer":
            return schema.get("minimum", 0)
        if kind == "number":
            return schema.get("minimum", 1)
        if kind == "string":
            return "12:00" if schema.get("format") == "time" else "K14"
        if kind == "boolean":
            return False
        if kind == "array":
            return []
        if kind == "object":
            properties = schema.get("properties", {})
            required = set(schema.get("required", []))
            return {
                key: self.sample(value, key)
                for key, value in properties.items()
                if not value.get("readOnly")
                and (key in required or self.rng.random() < 0.5)
                and key not in ("players", "mode")
            }
        return None

    def spoil(self, body: dict, schema: dict) -> tuple[Any, str]:
        """`body` with one field (maybe nested) given a hostile value, one removed, or one
        added; with the field's name."""
        schema = resolve(schema, self.components)
        properties = schema.get("properties", {})
        roll = self.rng.random()
        if roll < 0.05 and body:
            key = self.rng.choice(list(body))
            return {k: v for k, v in body.items() if k != key}, f"without {key}"
        if roll < 0.1 or not properties:
            return {**body, "x" * self.rng.choice([1, 300, 10_000]): NESTED}, "unknown field"
        key = self.rng.choice(list(properties))
        field_schema = resolve(properties[key], self.components)
        inner = body.get(key)
        if isinstance(inner, dict) and field_schema.get("properties") and self.rng.random() < 0.7:
            spoilt, what = self.spoil(inner, field_schema)
            return {**body, key: spoilt}, f"{key}.{what}"
        value = hostile(field_schema, self.rng, inner)
        return {**body, key: value}, f"{key}={excerpt(repr(value), 60)}"

    def query(self, operation: Operation, game: int) -> tuple[str, str]:
        base = {
            "seat": "0",
            "page_size": "10",
            "limit": "50",
            "after": "0",
            "origin": "K14",
            "knights": "1",
            "channel": "table",
            "game": str(game),
            "holder": "castle",
            "attacker_knights": "1",
            "defender_knights": "1",
            "attacker_footsoldiers": "2",
            "defender_footsoldiers": "2",
        }
        names = [p["name"] for p in operation.parameters if p.get("in") == "query"]
        if not names:
            return "", ""
        chosen = {
            n: base.get(n, "1")
            for n in names
            if n in base and (self.rng.random() < 0.6 or self.required(operation, n))
        }
        target = self.rng.choice(names)
        if target == "cursor" or (self.rng.random() < 0.15 and "cursor" in names):
            target, value = "cursor", self.rng.choice(CURSORS)
        elif target == "code" and game in self.world.invite and self.rng.random() < 0.5:
            value = self.world.invite[game]
        else:
            value = self.rng.choice(QUERY_STRINGS)
        chosen[target] = value
        pairs = [f"{quote(k)}={v}" for k, v in chosen.items()]
        if self.rng.random() < 0.1:
            pairs.append(f"{target}={self.rng.choice(QUERY_STRINGS)}")  # the name twice
        return "?" + "&".join(pairs), f"{target}={excerpt(value, 40)}"

    @staticmethod
    def required(operation: Operation, name: str) -> bool:
        return any(p["name"] == name and p.get("required") for p in operation.parameters)

    def legal_action(self, game: int, who: str) -> dict | None:
        """A legal action of the seat `who` holds, from legal-actions (or None)."""
        answer = self.api("GET", f"/api/games/{game}/legal-actions/", who)
        listed = answer.json() or {}
        actions = listed.get("actions") or []
        return self.rng.choice(actions) if actions else None

    def action_body(self, game: int, who: str | None, request_schema: dict) -> tuple[dict, str]:
        """An action request with one field spoilt: from the seat's listed legal actions when
        it has any (so the value reaches the engine), or any kind's declared fields."""
        listed = self.legal_action(game, who) if who in self.world.players else None
        if listed is not None and self.rng.random() < 0.7:
            action = {k: v for k, v in listed.items() if k != "seat"}
            schema = next(
                (
                    s
                    for s in self.action_kinds
                    if s["properties"]["kind"]["enum"] == [action["kind"]]
                ),
                self.action_kinds[0],
            )
        else:
            schema = self.rng.choice(self.action_kinds)
            action = self.sample(schema)
            action["kind"] = schema["properties"]["kind"]["enum"][0]
        body: dict[str, Any] = {"action": action}
        if game in self.world.table and self.rng.random() < 0.5:
            body["seat"] = self.rng.choice([0, 1])
        if self.rng.random() < 0.7:
            action, what = self.spoil(action, schema)
            body["action"] = action
            return body, f"action.{what}"
        # The request around the action, as the operation declares it (its component's name is
        # drf-spectacular's: `ActionRequestRequest` since requests have their own components).
        body, what = self.spoil(body, request_schema)
        return body, what

    def whole_body(self) -> tuple[bytes, str, bool, str]:
        """(body, content type, chunked, note): a body that is no body of any operation."""
        return self.rng.choice(WHOLE_BODIES)

    # -- one hostile request --
    def hostile_request(self, operation: Operation) -> Sent:
        game = self.game_for(operation)
        path = operation.path
        for name in re.findall(r"{(\w+)}", path):
            path = path.replace(f"{{{name}}}", self.path_value(name, game))
        query, note = self.query(operation, game)
        if operation.form:
            return self.form_request(operation, path)
        who, headers, as_whom = self.who(game, operation)
        headers = dict(headers)
        body: bytes | None = None
        chunked = False
        if operation.method in ("POST", "PATCH", "PUT", "DELETE") and (
            operation.body is not None or self.rng.random() < 0.3
        ):
            if self.rng.random() < 0.15 or operation.body is None:
                body, content_type, chunked, what = self.whole_body()
            else:
                if "/actions/" in operation.path:
                    value, what = self.action_body(game, who, operation.body)
                else:
                    value, what = self.spoil(self.sample(operation.body), operation.body)
                body, content_type = to_json(value).encode(), "application/json"
            headers["Content-Type"] = content_type
            note = f"{note} {what}".strip()
        if self.rng.random() < 0.08:
            header = self.rng.choice(["Idempotency-Key", "If-None-Match", "Accept", "Origin"])
            headers[header] = self.rng.choice(HEADER_VALUES)
            note = f"{note} {header}: {excerpt(headers[header], 30)}"
        elif "/actions/" in path or "/undo/" in path:
            headers["Idempotency-Key"] = uuid.UUID(int=self.rng.getrandbits(128)).hex
        return Sent(
            operation.method,
            path + query,
            headers,
            body,
            chunked,
            operation.name,
            f"[{as_whom}] {note}".strip(),
        )

    def form_request(self, operation: Operation, path: str) -> Sent:
        """A page's form, posted with a fresh CSRF token (or none), one field hostile."""
        page = self.client.send(Sent("GET", "/login/"))
        cookies = self.cookies(page)
        token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', page.body)
        fields = {
            "username": self.rng.choice(["ann", "Ann", "ANN", "m" * 300, "ghost"]),
            "password": PASSWORD,
            "password1": PASSWORD,
            "password2": PASSWORD,
            "next": "/games/",
        }
        wanted = {k: quote(v) for k, v in fields.items() if k in FORM_FIELDS[operation.path]}
        target = self.rng.choice(list(wanted))
        wanted[target] = self.rng.choice(
            [*QUERY_STRINGS, "m" * 300, "ann%00", "%2F%2Fevil.example", "javascript:alert(1)"]
        )
        if token and self.rng.random() < 0.9:
            wanted["csrfmiddlewaretoken"] = token.group(1).decode()
        form = "&".join(f"{k}={v}" for k, v in wanted.items())
        headers = {
            "Cookie": f"csrftoken={cookies.get('csrftoken', '')}",
            "Content-Type": "application/x-www-form-urlencoded",
            "Referer": f"http://{HOST}{operation.path}",
        }
        return Sent(
            "POST",
            path,
            headers,
            form.encode(),
            operation=operation.name,
            note=f"{target}={excerpt(wanted[target], 40)}",
        )

    # -- sequences: the game still answers and acts --
    def still_plays(self, game: int, after: Sent) -> None:
        """After a hostile write to `game`: its views answer 200 to a seat, and, while it is
        under way and not paused, one of its seats' legal actions is accepted."""
        self.checks += 1
        seats = self.world.seats[game]
        host = self.world.hosts[game]
        problems = []
        views = ["", "legal-actions/"]  # and every fifth time every read of the game
        if self.checks % 5 == 0:
            views += ["events/", "record-cards/", "dice/", "ledger/", "messages/"]
        if self.world.phase_of(game) == "lobby":
            views = ["", "messages/"]
        state = None
        for view in views:
            answer = self.api("GET", f"/api/games/{game}/{view}", host)
            if answer.status != 200:
                problems.append(f"GET /api/games/{game}/{view} answered {answer.status}")
            elif not view:
                state = (answer.json() or {}).get("status")
        if any(w in after.path for w in ("/pause/", "/autopilot/", "/leave/")):
            self.restore(game, seats)
        if state == "active" and not problems:
            acted = self.act_legally(game, seats)
            if acted is not None:
                problems.append(acted)
        if problems:
            self.broken.append(
                f"game {game} ({self.world.phase_of(game)}) after {after.method} "
                f"{excerpt(after.path, 80)} {after.note}: " + "; ".join(problems)
            )

    def restore(self, game: int, seats: dict[int, str]) -> None:
        """Take back what a legal hostile write may have done: the clock paused, a seat on
        autopilot or on leave (the game must go on being probed as it was)."""
        host = self.world.hosts[game]
        self.api("POST", f"/api/games/{game}/resume/", host)
        for name in set(seats.values()):
            self.api("POST", f"/api/games/{game}/autopilot/", name, {"on": False})
            self.api("DELETE", f"/api/games/{game}/leave/", name)

    def act_legally(self, game: int, seats: dict[int, str]) -> str | None:
        """A problem, or None once a listed legal action was accepted (or nobody here may act:
        the bots or the clock have the game)."""
        table = game in self.world.table
        candidates = [(None, self.world.hosts[game])] if not table else []
        if table:
            listed = self.api("GET", f"/api/games/{game}/legal-actions/", seats[0]).json() or {}
            waiting = sorted(
                {d["seat"] for d in listed.get("pending", []) if d.get("seat") is not None}
            )
            candidates = [(seat, seats[0]) for seat in waiting]
        else:
            candidates = [(None, name) for name in dict.fromkeys(seats.values())]
        for seat, name in candidates:
            query = f"?seat={seat}" if seat is not None else ""
            legal = self.api("GET", f"/api/games/{game}/legal-actions/{query}", name).json() or {}
            actions = [a for a in legal.get("actions", []) if a["kind"] not in ENDERS]
            if not actions:
                continue
            action = {k: v for k, v in self.rng.choice(actions).items() if k != "seat"}
            body: dict[str, Any] = {"action": action}
            if seat is not None:
                body["seat"] = seat
            if table and action["kind"] == "roll" and action.get("face") is None:
                action["face"] = self.rng.randint(1, 6)
            answer = self.api(
                "POST",
                f"/api/games/{game}/actions/",
                name,
                body,
                **{"Idempotency-Key": uuid.uuid4().hex},
            )
            if answer.status != 200:
                legal = excerpt(to_json(action), 120)
                return f"the legal {legal} answered {answer.status}: {excerpt(answer.body, 200)}"
            return None
        return None

    # -- the run --
    def run(self, count: int) -> None:
        self.log_in_page()
        self.seed_messages()
        order = self.operations[:]
        # An action reaches the engine: a third of the requests are actions, the rest every
        # operation in turn.
        actions = [o for o in order if o.path.endswith("/actions/")]
        while self.sent < count:
            self.order.shuffle(order)
            for turn in order:
                if self.sent >= count:
                    break
                operation = self.order.choice(actions) if self.order.random() < 0.33 else turn
                # The n-th request's draws are its own: what the games' dice did before it
                # changes no other request.
                self.rng = random.Random(f"{self.seed}:{self.sent}")
                sent = self.hostile_request(operation)
                answer = self.send(sent)
                if sent.path.startswith("/api/auth/token/") and sent.method == "DELETE":
                    self.new_tokens()  # a DELETE that worked logged its user out everywhere
                game = self.touched_game(sent)
                if game is not None and answer.status and operation.method != "GET":
                    self.still_plays(game, sent)
                if self.sent % 500 == 0:
                    print(
                        f"  {self.sent} sent, {len(self.failures)} 5xx, {len(self.broken)} broken",
                        flush=True,
                    )

    def touched_game(self, sent: Sent) -> int | None:
        match = re.match(r"/api/games/(\d{1,9})/", sent.path)
        if not match or not any(w in sent.path for w in GAME_WRITES):
            return None
        game = int(match.group(1))
        return game if game in self.world.seats and game in self.world.hosts else None

    def new_tokens(self) -> None:
        """Each player's token again (in this process: a log-in by password could meet the
        lock-out that the hostile log-ins earned)."""
        from rest_framework.authtoken.models import Token

        for player in self.world.players.values():
            player.token = Token.objects.get_or_create(user_id=player.user_id)[0].key

    def seed_messages(self) -> None:
        for game in self.world.games["started"] + self.world.games["battle"]:
            host = self.world.hosts[game]
            answer = self.api("POST", f"/api/games/{game}/messages/", host, {"text": "Hail"})
            if answer.status == 201 and (message := answer.json()):
                self.world.messages.setdefault(game, []).append(message.get("id", 1))

    def replays(self) -> list[str]:
        """Every game replayed from its log (`game_check_replay`): the games it does not."""
        from kingdom.models import Game
        from kingdom.services import game_check_replay

        failed = []
        for game in Game.objects.exclude(status=Game.Status.OPEN):
            try:
                if not game_check_replay(game=game):
                    failed.append(f"game {game.pk}: the log replays to another state")
            except Exception as error:  # noqa: BLE001 - a probe reports
                failed.append(f"game {game.pk}: {type(error).__name__}: {error}")
        return failed


ENDERS = {"resign", "declare_bankrupt", "end_by_time_limit"}


def schemathesis(stack: Stack, world: World, seed: int, seconds: int) -> tuple[list[str], str]:
    """Schemathesis (the dev lock's) on the same stack for `seconds`: every operation of the
    OpenAPI document, with valid and invalid data of its own generation, as ann. (The 5xx it
    met, each with its traceback line from gunicorn's log; its own summary.)"""
    offset = stack.log_size()
    schema = f"http://{HOST}:{stack.port}/api/schema/?format=json"
    command = [
        str(ROOT / ".venv" / "bin" / "schemathesis"),
        "run",
        schema,
        "--checks",
        "not_a_server_error",
        "--header",
        f"Authorization: Token {world.players['ann'].token}",
        "--seed",
        str(seed),
        "--max-time",
        str(seconds),
        "--workers",
        "1",
        "--generation-database",
        "none",
        "--request-timeout",
        str(TIMEOUT),
        "--no-color",
        "--exclude-path",
        "/api/auth/token/",  # its DELETE would log ann out for the rest of the run
    ]
    done = subprocess.run(
        command, cwd=stack.work, capture_output=True, text=True, timeout=seconds + 300
    )
    log, _ = stack.log_since(offset)
    errors = [f"{line.strip()}  [{traceback_lines(block)}]" for line, block in split_errors(log)]
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    summary = "\n".join(f"    {line}" for line in lines[-8:])
    return errors, f"  schemathesis exited {done.returncode}:\n{summary}"


def split_errors(log: str) -> list[tuple[str, str]]:
    """(Django's "Internal Server Error: <path>" line, its traceback) of each 500 in `log`."""
    found = []
    starts = [m.start() for m in re.finditer(r"^Internal Server Error: .*$", log, re.MULTILINE)]
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(log)
        block = log[start:end]
        found.append((block.splitlines()[0], block))
    return found


def report(probe: Probe, stack: Stack, replay_failures: list[str], seconds: float, fuzzed) -> int:
    print(f"\nsent {probe.sent} hostile requests in {seconds:.0f} s (and {probe.checks} "
          "sequence checks after writes to a game)")  # fmt: skip
    print("by status: " + ", ".join(f"{k} {v}" for k, v in sorted(probe.by_class.items())))
    print("by operation:")
    for name in sorted(probe.by_operation):
        counts = probe.by_operation[name]
        line = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
        print(f"  {name:<58} {sum(counts.values()):>5}  {line}")
    codes = ", ".join(f"{k} {v}" for k, v in probe.action_codes.most_common())
    print(f"hostile actions by answer: {codes}")
    print(f"\n5xx or no answer: {len(probe.failures)}")
    for failure in probe.failures:
        print(f"  - {failure}")
    print(f"\nbroken sequences (a game that no longer answers or acts): {len(probe.broken)}")
    for broken in probe.broken:
        print(f"  - {broken}")
    print(f"\nreplays that failed: {len(replay_failures)}")
    for failed in replay_failures:
        print(f"  - {failed}")
    if fuzzed is not None:
        errors, summary = fuzzed
        print(f"\nschemathesis: {len(errors)} 5xx\n{summary}")
        for error in errors:
            print(f"  - {error}")
    for name in ("worker", "beat"):
        errors = stack.errors_of(name)
        print(
            f"celery {name}: {len(errors)} error lines" + "".join(f"\n  {e}" for e in errors[:10])
        )
    fuzz_failed = bool(fuzzed and fuzzed[0])
    return 1 if probe.failures or probe.broken or replay_failures or fuzz_failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=26, help="the random generator's seed")
    parser.add_argument("--count", type=int, default=4000, help="hostile requests to send")
    parser.add_argument(
        "--schemathesis",
        type=int,
        default=120,
        metavar="SECONDS",
        help="then Schemathesis on the same stack for so long (0: not)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the logs' folder")
    options = parser.parse_args()
    if loopback_database() is None:
        print("probe: needs PostgreSQL on loopback in DATABASE_URL (run it with `make probe`)")
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that the stack is stopped
    work = Path(tempfile.mkdtemp(prefix="kingdom-probe-"))
    stack = Stack(work)
    try:
        started = time.perf_counter()
        world = build_world()
        print(
            f"probe: seed {options.seed}, {options.count} requests; games "
            + ", ".join(f"{phase} {ids}" for phase, ids in world.games.items())
            + f" (set up in {time.perf_counter() - started:.0f} s)",
            flush=True,
        )
        stack.start()
        document = json.loads(Client(stack.port).send(Sent("GET", "/api/schema/?format=json")).body)
        probe = Probe(stack, world, document, options.seed)
        print(
            f"  gunicorn ({GUNICORN_ARGS}) on {HOST}:{stack.port}, a Celery worker and beat; "
            f"{len(probe.operations)} operations ({len(PAGE_OPERATIONS)} pages)",
            flush=True,
        )
        started = time.perf_counter()
        probe.run(options.count)
        seconds = time.perf_counter() - started
        replay_failures = probe.replays()
        fuzzed = None
        if options.schemathesis > 0:
            print(f"  schemathesis for {options.schemathesis} s…", flush=True)
            probe.new_tokens()
            fuzzed = schemathesis(stack, world, options.seed, options.schemathesis)
        return report(probe, stack, replay_failures, seconds, fuzzed)
    finally:
        stack.stop()
        if options.keep:
            print(f"logs kept in {work}")
        else:
            import shutil

            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
