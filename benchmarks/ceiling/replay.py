"""The fair ceiling of the action POST (issue 28): the same database work, replayed bare.

`capture` makes one real action POST (Django's test client, in the benchmark's process) and
keeps the SQL it sent with its parameters: the lock with its reads (one round trip) and the
write with the key's stored answer (one round trip; kingdom/batched.py). `replay`, called by
the bare endpoint of benchmarks/ceiling/urls.py, sends those two statements again in one
transaction, as the next action of the same game would: the key is a fresh one, the versions
and event sequences move on from the game's row it has just locked, the decisions deleted are
those it has just read (the ones the replay before inserted). So each replay writes the same
rows, of the same sizes, as the POST did — action, events, record-card lines, snapshot,
decisions, stored answer — with no engine, no model instances and no view built.
"""

from __future__ import annotations

import uuid
from typing import Any

import msgspec
from django.db import connection, transaction

SHIFTED = {"version": "version", "sequence": "events", "event_count": "events"}


class Rows:
    """A parameter that is a JSON array of rows (one of kingdom.batched's tables), decoded."""

    def __init__(self, rows: list[dict[str, Any]]):
        self.rows = rows


def capture(api, game: int, body: dict, key: str) -> dict[str, Any]:
    """One real action POST of `body` to `game` by `api` (a test client with a player's
    token), and the statements it sent: the lock's and the write's SQL and parameters, the
    key, the answer, and the game's version and event count before it."""
    from kingdom.models import Game

    before = Game.objects.values("version", "event_count").get(pk=game)
    sent: list[tuple[str, Any]] = []

    def keep(execute, sql, params, many, context):
        sent.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(keep):
        answer = api.post(
            f"/api/games/{game}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY=key
        )
    if answer.status_code != 200:
        raise RuntimeError(f"the captured POST answered {answer.status_code}: {answer.content!r}")
    (lock,) = [(s, list(p)) for s, p in sent if "FOR UPDATE" in s]
    (write,) = [(s, list(p)) for s, p in sent if "kingdom_idempotencykey" in s and "INSERT" in s]
    return {
        "lock": lock,
        "write": write,
        "key": key,
        "answer": answer.json(),
        "body": body,
        "version": before["version"],
        "events": before["event_count"],
    }


def prepared(captured: dict[str, Any]) -> dict[str, Any]:
    """The capture with its JSON array parameters decoded once (each replay moves their
    versions and sequences on and encodes them again)."""
    write_sql, params = captured["write"]
    decoded = [
        Rows(msgspec.json.decode(p)) if isinstance(p, str) and p.startswith("[") else p
        for p in params
    ]
    return {**captured, "write": (write_sql, decoded)}


def replay(captured: dict[str, Any]) -> None:
    """The captured POST's two round trips again, as the game's next action (see the module's
    docstring); `captured` as `prepared` returns it."""
    key = uuid.uuid4().hex
    lock_sql, lock_params = captured["lock"]
    write_sql, params = captured["write"]
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(lock_sql, [key if p == captured["key"] else p for p in lock_params])
        results = _all(cursor)
        game, decisions = results[0], results[2]
        version, events = game["version"], game["event_count"]
        moved = {
            "version": version - captured["version"],
            "events": events - captured["events"],
        }
        gone = [row[0] for row in decisions]
        cursor.execute(write_sql, [_fresh(p, captured["key"], key, moved, gone) for p in params])
        _all(cursor)


def _all(cursor) -> list[Any]:
    """Every result set of the statements just sent: the first (the game's locked row) as a
    dict of its columns, the others as lists of rows (None for a statement with none)."""
    results: list[Any] = []
    while True:
        if cursor.description is None:
            results.append(None)
        elif not results:
            names = [c.name for c in cursor.description]
            results.append(dict(zip(names, cursor.fetchone(), strict=True)))
            cursor.fetchall()
        else:
            results.append(cursor.fetchall())
        if not cursor.nextset():
            return results


def _fresh(param: Any, old_key: str, key: str, moved: dict[str, int], gone: list[int]) -> Any:
    if param == old_key:
        return key
    if isinstance(param, list) and all(isinstance(x, int) for x in param):
        return gone[: len(param)] if param else param  # the decisions read under the lock
    if isinstance(param, Rows):  # a JSON array of rows: their versions and sequences move on
        rows = [
            {k: v + moved[SHIFTED[k]] if k in SHIFTED else v for k, v in row.items()}
            for row in param.rows
        ]
        return msgspec.json.encode(rows).decode()
    return param


TABLES = ("actions", "events", "ledger postings", "record-card lines", "snapshot", "decisions")


def described(captured: dict[str, Any]) -> str:
    """What one replay writes: the rows of each JSON parameter (kingdom.batched's order of
    tables) and their bytes, the decisions it deletes, and the stored answer's bytes."""
    _, params = captured["write"]
    arrays = [p for p in params if isinstance(p, str) and p.startswith("[")]
    gone = next((len(p) for p in params if isinstance(p, list)), 0)
    names = TABLES if len(arrays) == len(TABLES) else [f"table {n}" for n in range(len(arrays))]
    parts = [
        f"{len(msgspec.json.decode(a))} {name} ({len(a) / 1000:.1f} kB)"
        for name, a in zip(names, arrays, strict=True)
    ]
    answer = len(msgspec.json.encode(captured["answer"]))
    return f"{', '.join(parts)}, {gone} decisions deleted, stored answer {answer / 1000:.1f} kB"
