"""The write path under real concurrency on PostgreSQL: real threads, each with its own database
connection, drive the real API (`APIClient`) at the same moment (a `threading.Barrier`).

- one Idempotency-Key sent 100 times at once applies the action once, and every answer is the
  first answer;
- 100 different actions against the same `expected_version` apply exactly one;
- the same key on two games at once (the game locks do not serialize them) is never a 500;
- half a minute of mixed traffic on several games (players driven by `Bot`, readers on every
  GET endpoint) has no 5xx and no deadlock, and every game still replays from its log with a
  ledger that balances.
"""

from __future__ import annotations

import random
import threading
import time
import traceback
import uuid
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from rest_framework.test import APIClient

from kingdom.models import Game, GameAction, GameEvent, IdempotencyKey, LedgerPosting
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import game_check_replay, game_state

pytestmark = pytest.mark.django_db(transaction=True)

THREADS = 100


def client_for(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def make_user(name: str):
    return get_user_model().objects.create_user(name, password="a-long-secret-42")


def started_game(host, others=(), *, seats: int, bots: int = 0, **settings) -> int:
    """A started game through the API: the host's, joined by `others`, bots in the last seats."""
    created = client_for(host).post(
        "/api/games/",
        {"name": "Badon", "seats": seats, "bots": bots, "order": "seating", **settings},
        format="json",
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    for user in others:
        assert client_for(user).post(f"/api/games/{game_id}/join/").status_code == 201
    started = client_for(host).post(f"/api/games/{game_id}/start/")
    assert started.status_code == 200, started.content
    return game_id


def post_action(api, game_id, action, *, key=None, **extra):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return api.post(
        f"/api/games/{game_id}/actions/", {"action": action, **extra}, format="json", **headers
    )


def answer(response) -> tuple[int, object]:
    """(status, JSON body) of a response; a 5xx keeps its raw text for the failure message."""
    try:
        return response.status_code, response.json()
    except ValueError:
        return response.status_code, response.content.decode(errors="replace")[:500]


def in_threads(count: int, request: Callable[[int], tuple[int, object]]) -> list:
    """Run `request(i)` for i in range(count) in `count` threads released together by a
    barrier; each thread closes its own connection. An exception (the test client re-raises a
    view's crash) becomes ("exception", traceback)."""
    barrier = threading.Barrier(count)

    def worker(i: int):
        try:
            barrier.wait(timeout=60)
            return request(i)
        except Exception:  # noqa: BLE001 - reported by the assertions, with its traceback
            return "exception", traceback.format_exc()
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=count) as pool:
        return list(pool.map(worker, range(count)))


def assert_log_is_sound(game: Game) -> None:
    """The snapshot replays from the log; gold only moves between accounts, and the seats'
    balances are their purses."""
    assert game_check_replay(game=game), f"game {game.pk} does not replay"
    assert GameAction.objects.filter(game=game).count() == game.version
    assert GameEvent.objects.filter(game=game).count() == game.event_count
    balances: Counter = Counter()
    for p in LedgerPosting.objects.filter(game=game):
        balances[p.payer] -= p.amount
        balances[p.payee] += p.amount
    assert sum(balances.values()) == 0
    purses = {p.seat: p.gold for p in game_state(game).players}
    for seat, balance in balances.items():
        if seat is not None:
            assert balance == purses[seat], (game.pk, seat)


# -- 1. one key, 100 identical requests at once --------------------------------------------------
def test_one_idempotency_key_sent_100_times_at_once_applies_once():
    ann, bors = make_user("ann"), make_user("bors")
    game_id = started_game(ann, [bors], seats=2)
    before = Game.objects.get(pk=game_id)
    clients = [client_for(ann) for _ in range(THREADS)]
    action = {"kind": "choose_challenger", "challenger": "mark"}

    started = time.monotonic()
    results = in_threads(
        THREADS,
        lambda i: answer(
            post_action(clients[i], game_id, action, key="one-key", expected_version=before.version)
        ),
    )
    elapsed = time.monotonic() - started

    statuses = Counter(status for status, _ in results)
    assert statuses == {200: THREADS}, [r for r in results if r[0] != 200][:3]
    first = results[0][1]
    assert all(body == first for _, body in results)
    assert first["version"] == before.version + 1
    game = Game.objects.get(pk=game_id)
    assert game.version == before.version + 1
    assert GameAction.objects.filter(game=game).count() == 1
    new_events = GameEvent.objects.filter(game=game, version=game.version)
    assert new_events.count() == game.event_count - before.event_count > 0
    assert IdempotencyKey.objects.filter(key="one-key").count() == 1
    assert game_state(game).player(0).challenger == "mark"
    assert_log_is_sound(game)
    print(f"\n100 identical keyed POSTs: {elapsed:.2f} s")


# -- 2. 100 different actions against one version -----------------------------------------------
def test_100_different_actions_on_one_version_apply_exactly_one():
    """The sealed bids of an auction: three seats decide at once, so three users race with
    different bids (some with their own Idempotency-Key) against the same version."""
    users = [make_user(name) for name in ("ann", "bors", "cai")]
    game_id = started_game(users[0], users[1:], seats=3)
    for seat, challenger in enumerate(("arthur", "mark", "lot")):  # rule 4 v, in seating order
        version = Game.objects.get(pk=game_id).version
        chosen = post_action(
            client_for(users[seat]),
            game_id,
            {"kind": "choose_challenger", "challenger": challenger},
            expected_version=version,
        )
        assert chosen.status_code == 200, chosen.content
    before = Game.objects.get(pk=game_id)
    state = game_state(before)
    assert {d.kind for d in engine.pending(state)} == {"bid"}
    assert sorted(d.seat for d in engine.pending(state)) == [0, 1, 2]
    requests = []
    for i in range(THREADS):
        seat = i % 3
        options = engine.legal_actions(state, seat)
        action = options[(i // 3) % len(options)].to_dict()
        action.pop("seat", None)
        key = f"bid-{i}" if i % 2 else None
        requests.append((client_for(users[seat]), action, key))

    started = time.monotonic()
    results = in_threads(
        THREADS,
        lambda i: answer(
            post_action(
                requests[i][0],
                game_id,
                requests[i][1],
                key=requests[i][2],
                expected_version=before.version,
            )
        ),
    )
    elapsed = time.monotonic() - started

    statuses = Counter(status for status, _ in results)
    assert statuses == {200: 1, 409: THREADS - 1}, [r for r in results if r[0] not in (200, 409)]
    codes = Counter(body["code"] for status, body in results if status == 409)
    assert set(codes) <= {"stale_version", "not_your_decision"}, codes
    (winner,) = [i for i, (status, _) in enumerate(results) if status == 200]
    game = Game.objects.get(pk=game_id)
    assert game.version == before.version + 1 == results[winner][1]["version"]
    applied = GameAction.objects.filter(game=game, version=game.version).get()
    assert applied.seat == winner % 3 and applied.data["amount"] == requests[winner][1]["amount"]
    # Only the applied request stored its key: a refused one may be sent again.
    assert IdempotencyKey.objects.count() == (1 if requests[winner][2] else 0)
    assert_log_is_sound(game)
    print(f"\n100 racing bids: {elapsed:.2f} s, {dict(codes)}")


# -- 2b. one key on two games at once ------------------------------------------------------------
def test_one_key_on_two_games_at_once_is_never_a_500():
    """Keys belong to a user, not to a game, so the two games' locks do not serialize these:
    one action applies, the other answers 422 (the key went with another request)."""
    ann, bors, cai = make_user("ann"), make_user("bors"), make_user("cai")
    games = [started_game(ann, [bors], seats=2), started_game(ann, [cai], seats=2)]
    versions = {g: Game.objects.get(pk=g).version for g in games}
    clients = [client_for(ann) for _ in range(THREADS)]
    action = {"kind": "choose_challenger", "challenger": "uriens"}

    results = in_threads(
        THREADS,
        lambda i: answer(
            post_action(
                clients[i],
                games[i % 2],
                action,
                key="shared-key",
                expected_version=versions[games[i % 2]],
            )
        ),
    )

    assert all(status in (200, 422) for status, _ in results), [
        r for r in results if r[0] not in (200, 422)
    ][:3]
    winners = {games[i % 2] for i, (status, _) in enumerate(results) if status == 200}
    assert len(winners) == 1
    for i, (status, body) in enumerate(results):
        if status == 422:
            assert body["code"] == "idempotency_mismatch"
            assert games[i % 2] not in winners
    (won,) = winners
    for game_id in games:
        game = Game.objects.get(pk=game_id)
        assert game.version == versions[game_id] + (1 if game_id == won else 0)
        assert GameAction.objects.filter(game=game).count() == game.version
        assert_log_is_sound(game)
    assert IdempotencyKey.objects.filter(key="shared-key").count() == 1


# -- 3. mixed traffic ----------------------------------------------------------------------------
TABLES = 4
TRAFFIC_SECONDS = 30
READERS = 6
READ_PATHS = ("", "events/", "legal-actions/", "record-cards/", "ledger/", "dice/")


class Table:
    """Two players and a bot; when a game ends the host opens the next one."""

    def __init__(self, number: int):
        self.host = make_user(f"host{number}")
        self.guest = make_user(f"guest{number}")
        self.games = [self.new_game()]
        self.lock = threading.Lock()

    def new_game(self) -> int:
        return started_game(self.host, [self.guest], seats=3, bots=1, round_limit=6)

    @property
    def game_id(self) -> int:
        return self.games[-1]

    def next_game(self, finished: int) -> None:
        with self.lock:
            if self.game_id == finished:
                self.games.append(self.new_game())


@pytest.mark.timeout(240)  # 30 s of traffic, threads given 30 s more, then every log replayed
def test_mixed_traffic_has_no_5xx_no_deadlock_and_every_log_replays():
    tables = [Table(n) for n in range(TABLES)]
    spectator = make_user("spectator")
    deadline = time.monotonic() + TRAFFIC_SECONDS
    outcomes: Counter = Counter()
    failures: list = []
    record_lock = threading.Lock()

    def record(what: str, status: int, body) -> None:
        with record_lock:
            outcomes[(what, status)] += 1
            if status >= 500:
                failures.append((what, status, body))

    def player(table: Table, seat: int) -> None:
        user = table.host if seat == 0 else table.guest
        api = client_for(user)
        bot = Bot(f"{table.host.username}:{seat}")
        chance = random.Random(seat)
        while time.monotonic() < deadline:
            game_id = table.game_id
            game = Game.objects.get(pk=game_id)
            if game.status == Game.Status.FINISHED:
                if seat == 0:
                    table.next_game(game_id)
                else:
                    time.sleep(0.01)
                continue
            state = game_state(game)
            if seat not in {d.seat for d in engine.pending(state)}:
                time.sleep(0.002)
                continue
            action = bot.choose(state, seat).to_dict()
            action.pop("seat", None)
            key = uuid.uuid4().hex if chance.random() < 0.5 else None
            status, body = answer(
                post_action(api, game_id, action, key=key, expected_version=game.version)
            )
            record("POST actions", status, body)
            if key and chance.random() < 0.2:  # a client that retries: the same answer
                again = answer(
                    post_action(api, game_id, action, key=key, expected_version=game.version)
                )
                record("POST actions (retry)", again[0], again[1])
                if status == 200:
                    assert again == (status, body)
                else:
                    assert again[0] == status

    def reader(number: int) -> None:
        chance = random.Random(number)
        while time.monotonic() < deadline:
            table = chance.choice(tables)
            user = chance.choice([table.host, table.guest, spectator])
            path = chance.choice(READ_PATHS)
            if user is spectator and path in ("legal-actions/", "ledger/"):
                path = ""
            status, body = answer(client_for(user).get(f"/api/games/{table.game_id}/{path}"))
            record(f"GET {path or 'game'}", status, body)

    def guarded(fn, *args) -> None:
        try:
            fn(*args)
        except Exception:  # noqa: BLE001 - reported below, with its traceback
            failures.append(("exception", traceback.format_exc()))
        finally:
            connection.close()

    threads = [
        threading.Thread(target=guarded, args=(player, table, seat), daemon=True)
        for table in tables
        for seat in (0, 1)
    ] + [threading.Thread(target=guarded, args=(reader, n), daemon=True) for n in range(READERS)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=max(1, deadline - time.monotonic()) + 30)
    hung = [t for t in threads if t.is_alive()]
    elapsed = time.monotonic() - started

    assert not hung, f"{len(hung)} threads still running: a deadlock or a lost lock"
    assert not failures, failures[:3]
    posts = {k: v for k, v in outcomes.items() if k[0].startswith("POST")}
    assert {status for _, status in posts} <= {200, 409}, posts
    assert {status for (what, status) in outcomes if what.startswith("GET")} <= {200}, outcomes
    applied = sum(
        v for (what, status), v in posts.items() if what == "POST actions" and status == 200
    )
    assert applied > 20, outcomes  # progress, even on a busy machine
    games = [g for table in tables for g in table.games]
    for game in Game.objects.filter(pk__in=games):
        assert_log_is_sound(game)
    print(
        f"\nmixed traffic: {elapsed:.1f} s, {len(games)} games, "
        f"{sum(outcomes.values())} requests: {dict(sorted(outcomes.items()))}"
    )
