"""Many rows in one statement on PostgreSQL, without Django's per-row preparation (issue 15:
the deadline sweep's batch, where that preparation cost about 40% of the time). Each table's
rows travel as one JSON document, encoded once (in C) by msgspec, which `jsonb_to_recordset`
turns back into rows. The callers choose it on PostgreSQL only; elsewhere the ORM's bulk
inserts and updates write the same rows.

- `write_logs`: what `services._record` kept for each game — its actions, their events and the
  events' projections (ledger postings and record-card lines, kingdom.projections) — in a
  single `WITH … INSERT`; the postings and lines find their event's id by its (game,
  sequence). One round trip instead of four. `logs_statement` is that statement unsent: the
  action POST sends it with its other statements (kingdom.batched), so the sweep's batch, the
  POST and a game's start write their logs the one same way (issue 28).
- `update_rows`: some columns of many rows of one table, in one UPDATE.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec
from django.db import connection
from django.db.models import Model
from django.utils import timezone

from kingdom.batched import Statement
from kingdom.models import GameAction, GameEvent, LedgerPosting, RecordEntry
from kingdom.projections import log_entries, posting_of, seats_text

ENCODER = msgspec.json.Encoder()

# The columns each table's rows carry, by field name (the id is the database's). A posting's
# or line's event is named by its game and `sequence`; the statement puts in its id.
ACTION_FIELDS = ["game", "version", "seat", "user", "kind", "data", "author", "created_at"]
ACTION_FIELDS += ["undone"]
EVENT_FIELDS = ["game", "sequence", "version", "type", "rule", "data", "public", "seats"]
EVENT_FIELDS += ["author", "engine", "created_at", "undone"]
POSTING_FIELDS = ["game", "payer", "payee", "amount", "reason", "rule"]
LINE_FIELDS = ["game", "seat", "field", "value", "rule"]


def write_logs(logs: list[tuple[Any, list[tuple[GameAction | None, tuple]]]]) -> None:
    """Write the games' kept logs: each item is (game, [(action row or None, event batch)])
    as `services._write_logs` holds them. Each game's `event_count` moves on by its events."""
    written = logs_statement(logs)
    with connection.cursor() as cursor:
        cursor.execute(written.sql, written.params)


def logs_statement(logs: list[tuple[Any, list[tuple[GameAction | None, tuple]]]]) -> Statement:
    """`write_logs`' statement, not sent: the action POST sends it with its other statements
    in one round trip (kingdom.batched). Each game's `event_count` moves on now."""
    now = timezone.now()  # the actions' `created_at` (auto_now_add: the time they are written)
    actions = [_action(row, now) for _, log in logs for row, _ in log if row is not None]
    events, postings, lines = [], [], []
    entries = log_entries([(game, [batch for _, batch in log]) for game, log in logs])
    for game, sequence, version, author, at, event, card in entries:
        events.append(_event(game.pk, sequence, version, author, at, event))
        if event.type == "gold_transferred":
            postings.append({"game": game.pk, "sequence": sequence, **posting_of(event)})
        lines += [
            {"game": game.pk, "sequence": sequence, "seat": seat, "field": field}
            | {"value": value, "rule": rule}
            for seat, field, value, rule in card
        ]
    documents = [ENCODER.encode(rows).decode() for rows in (actions, events, postings, lines)]
    return Statement(statement(), documents)


def _action(row: GameAction, now) -> dict[str, Any]:
    return {
        "game": row.game_id,
        "version": row.version,
        "seat": row.seat,
        "user": row.user_id,
        "kind": row.kind,
        "data": row.data,
        "author": row.author,
        "created_at": now,
        "undone": False,
    }


def _event(game: int, sequence: int, version: int, author: str, at, event) -> dict[str, Any]:
    return {
        "game": game,
        "sequence": sequence,
        "version": version,
        "type": event.type,
        "rule": event.rule,
        "data": msgspec.Raw(ENCODER.encode(event)),  # as `Event.to_dict` reads, encoded once
        "public": event.visible_to is None,
        "seats": seats_text(event.visible_to),
        "author": author,
        "engine": True,
        "created_at": at,
        "undone": False,
    }


def update_rows(model: type[Model], rows: list[Model], names: list[str]) -> None:
    """Save the fields `names` of the (existing) `rows` in one UPDATE (what the ORM's
    `bulk_update` does with a CASE per row and column, slower than the queries it saves)."""
    if not rows:
        return
    pk = model._meta.pk
    documents = [{pk.name: row.pk} | {name: getattr(row, name) for name in names} for row in rows]
    table, column = _q(model._meta.db_table), _q(pk.column)
    assignments = ", ".join(
        f"{_q(c)} = r.{_q(name)}" for c, name in zip(_columns(model, names), names, strict=True)
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} AS t SET {assignments} FROM {_recordset(model, [pk.name, *names])} "
            f"WHERE t.{column} = r.{_q(pk.name)}",
            [ENCODER.encode(documents).decode()],
        )


# -- the statements -------------------------------------------------------------------------------
def _q(name: str) -> str:
    return connection.ops.quote_name(name)


def _columns(model: type[Model], names: list[str]) -> list[str]:
    return [model._meta.get_field(name).column for name in names]


def _recordset(model: type[Model], names: list[str], extra: str = "") -> str:
    """`jsonb_to_recordset(%s::jsonb)` as `r`: a parameter's JSON array of objects (keyed by
    field name) as rows of `model`'s columns, numbered in their order (`r.n`)."""
    fields = [model._meta.get_field(name) for name in names]
    typed = ", ".join(f"{_q(f.name)} {f.db_type(connection)}" for f in fields)
    named = ", ".join(_q(f.name) for f in fields)
    extra_name = ", sequence" if extra else ""
    return (
        f"ROWS FROM (jsonb_to_recordset(%s::jsonb) AS ({typed}{extra})) "
        f"WITH ORDINALITY AS r({named}{extra_name}, n)"
    )


def _insert(model: type[Model], names: list[str]) -> str:
    """INSERT INTO the model's table SELECT its columns FROM one JSON parameter."""
    columns = ", ".join(_q(c) for c in _columns(model, names))
    values = ", ".join(f"r.{_q(name)}" for name in names)
    return (
        f"INSERT INTO {_q(model._meta.db_table)} ({columns}) "
        f"SELECT {values} FROM {_recordset(model, names)} ORDER BY r.n"
    )


def _insert_linked(model: type[Model], names: list[str]) -> str:
    """INSERT a projection's rows with their event's id, found by (game, sequence) among the
    events the statement inserts (`events`: a table read in the same statement would not see
    them yet)."""
    columns = ", ".join(_q(c) for c in [*_columns(model, names), "event_id"])
    values = ", ".join(f"r.{_q(name)}" for name in names)
    return (
        f"INSERT INTO {_q(model._meta.db_table)} ({columns}) "
        f"SELECT {values}, e.id FROM {_recordset(model, names, ', sequence integer')} "
        "JOIN events AS e ON e.game = r.game AND e.sequence = r.sequence ORDER BY r.n"
    )


@cache
def statement() -> str:
    """The one statement: four parameters, the JSON arrays of the actions, events, ledger
    postings and record-card lines (any may be empty)."""
    game, sequence = (_q(c) for c in _columns(GameEvent, ["game", "sequence"]))
    return (
        f"WITH actions AS ({_insert(GameAction, ACTION_FIELDS)}), "
        f"events AS ({_insert(GameEvent, EVENT_FIELDS)} "
        f"RETURNING id, {game} AS game, {sequence} AS sequence), "
        f"postings AS ({_insert_linked(LedgerPosting, POSTING_FIELDS)}) "
        f"{_insert_linked(RecordEntry, LINE_FIELDS)}"
    )
