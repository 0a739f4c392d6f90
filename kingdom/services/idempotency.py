"""Idempotency-Key: a write run once per (user, key), its answer stored in the same round trip as
its save, a repeat answered from it (`idempotent`)."""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from typing import Any

import msgspec
from django.contrib.auth.models import User
from django.db import connection, transaction

from kingdom import batched
from kingdom.errors import Unprocessable
from kingdom.models import IdempotencyKey
from kingdom.services.reading import _lock_and_read
from kingdom.services.saving import Write, _send


def request_hash(body: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


def idempotent(
    *,
    user: User,
    key: str | None,
    body: dict[str, Any],
    game_id: int,
    run: Callable[[Write | None], tuple[int, dict]],
) -> tuple[int, dict]:
    """Run a write once per (user, key): a repeat returns the stored response; the same key
    with another body is refused (422). `run(write)` returns (status, payload): `write` is the
    game as locked and read here (None without a key, or for no such game), for the service it
    calls (`game_submit_action(write=…)`, `game_undo(write=…)`), whose save then goes with the
    key's stored answer in one round trip.

    The game's row is locked first, so concurrent repeats wait for the first and then find
    its stored response. A key is the user's, not the game's: the same key sent to two games
    at once is serialized by neither lock, so the request that stores it second rolls back its
    write and answers as a repeat (the stored answer, or 422 for another request).
    """
    if not key:
        return run(None)
    digest = request_hash(body)
    try:
        with transaction.atomic():
            write, stored = _lock_and_read(game_id, user=user, key=key)
            if stored is not None:
                return _replay_key(stored, digest)
            if write is not None:
                write.keyed = True
            status, payload = run(write)
            # the action's save (if run() made one) and the key, in one round trip
            unsent, then = (write.unsent, write.then) if write else ([], None)
            (kept,) = _send(
                unsent, then or (lambda results: None), _key(user, key, digest, status, payload)
            )
            if not kept:
                raise _KeyTaken  # leaving the block rolls back run()'s writes
            return status, payload
    except _KeyTaken:
        return _replay_key(IdempotencyKey.objects.get(user=user, key=key), digest)


def _key(user: User, key: str, digest: str, status: int, payload: dict) -> batched.Statement:
    """Keep the answer under its key, unless another transaction stored the same key while
    this one ran (then it returns no row). `INSERT … ON CONFLICT DO NOTHING` in one statement,
    where a plain insert would need a savepoint around it to survive the conflict. On
    PostgreSQL the answer (a whole game view) goes as the JSON text msgspec encodes (in C),
    cast to jsonb by the database, as the snapshot does (`_write_snapshots`)."""
    row = IdempotencyKey(
        user=user, key=key, request_hash=digest, status_code=status, response=payload
    )
    fields = [f for f in IdempotencyKey._meta.concrete_fields if not f.primary_key]
    answer = fields.index(IdempotencyKey._meta.get_field("response"))
    raw = connection.vendor == "postgresql"  # the answer as msgspec's JSON text, not Django's
    values = [
        msgspec.json.encode(payload).decode()
        if raw and n == answer
        else f.get_db_prep_save(f.pre_save(row, add=True), connection)
        for n, f in enumerate(fields)
    ]
    return batched.Statement(_key_sql(raw), values)


@functools.cache
def _key_sql(raw: bool) -> str:
    """`_key`'s statement (`raw`: its answer sent as JSON text, cast by the database)."""
    fields = [f for f in IdempotencyKey._meta.concrete_fields if not f.primary_key]
    marks = ["%s::jsonb" if raw and f.name == "response" else "%s" for f in fields]
    columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
    table = connection.ops.quote_name(IdempotencyKey._meta.db_table)
    return (
        f"INSERT INTO {table} ({columns}) VALUES ({', '.join(marks)}) "
        "ON CONFLICT DO NOTHING RETURNING 1"
    )


class _KeyTaken(Exception):
    """Another transaction stored the same Idempotency-Key while this one ran."""


def _replay_key(stored: IdempotencyKey, digest: str) -> tuple[int, dict]:
    if stored.request_hash != digest:
        raise Unprocessable(
            "this Idempotency-Key was used with another request", code="idempotency_mismatch"
        )
    return stored.status_code, stored.response
