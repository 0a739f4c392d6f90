"""Many rows, and several statements, in one round trip to PostgreSQL: the one way the write
path writes (issues 15 and 28: the action POST, a game's start, the sweep's batch).

- Several statements in one message. Django's PostgreSQL backend binds parameters on the
  client (psycopg's `ClientCursor`), so statements joined with `;` go to the server as one
  message of the simple query protocol, and their results come back together (`together`).
  The server runs them in order, in the transaction already open; under READ COMMITTED each
  statement takes a fresh snapshot, so a statement after a `SELECT … FOR UPDATE` sees
  whatever the lock's previous holder committed. `Selected` is a queryset's SELECT made by
  Django's own compiler, whose rows become model instances as the ORM's would.
- Many rows in one statement, without Django's per-row preparation (in the sweep's batch that
  preparation cost about 40% of the time): each table's rows travel as one JSON document,
  encoded once (in C) by msgspec, which `jsonb_to_recordset` turns back into rows.
  `logs_statement`: the actions the write path recorded, their events and the events'
  projections (ledger postings and record-card lines, kingdom.projections), in a single
  `WITH … INSERT` (the postings and lines find their event's id by its game and sequence);
  `rows_updated` (`updated`): some columns of many rows of one table, in one UPDATE;
  `rows_inserted`: new rows of one table, in one INSERT returning their keys. One parameter
  a table, however many rows: a placeholder a value cost psycopg's client-side binding more
  than the database's work.

Only for PostgreSQL (`supported`); the callers keep the ORM's way for other databases.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

import msgspec
from django.db import connection
from django.db.models import Field, Model, QuerySet
from django.db.models.query import get_related_populators  # type: ignore[attr-defined]
from django.utils import timezone
from psycopg import pq

from kingdom.models import GameAction, GameEvent, LedgerPosting, RecordEntry
from kingdom.projections import log_entries, posting_of, seats_text


@dataclass
class Statement:
    """One SQL statement and its parameters (`%s` placeholders)."""

    sql: str
    params: list[Any] = field(default_factory=list)


def supported() -> bool:
    """Whether statements can be sent together: PostgreSQL with client-side binding (a
    server-side binding cursor refuses several statements in one prepared query)."""
    return connection.vendor == "postgresql" and not connection.settings_dict.get(
        "OPTIONS", {}
    ).get("server_side_binding")


def together(statements: list[Statement]) -> list[list[tuple] | None]:
    """Run the statements in one round trip, in order; each one's rows (None for a statement
    that returns none). One error rolls back nothing by itself: the caller's transaction
    (`atomic`) does, whole. Several statements: PostgreSQL only (`supported`)."""
    with connection.cursor() as cursor:
        cursor.execute(
            ";\n".join(s.sql for s in statements), [p for s in statements for p in s.params]
        )
        results: list[list[tuple] | None] = []
        while True:
            results.append(cursor.fetchall() if _has_rows(cursor) else None)
            if len(statements) == 1 or not cursor.nextset():  # one: any database's cursor
                break
    if len(results) != len(statements):  # pragma: no cover - a statement with two results
        raise RuntimeError(f"{len(statements)} statements sent, {len(results)} results")
    return results


def _has_rows(cursor) -> bool:
    """Whether the cursor's current result carries rows: psycopg's result status, read without
    making `description`'s objects (one a column: about 80 an action POST, issue 28's
    profile); another database's cursor answers by its description."""
    result = getattr(cursor.cursor, "pgresult", None)
    if result is None:
        return cursor.description is not None
    return result.status == pq.ExecStatus.TUPLES_OK


class Selected:
    """A queryset's SELECT, to send with other statements; `instances` makes the rows that
    came back into model instances exactly as iterating the queryset would (its columns,
    converters and `select_related` objects: Django's `ModelIterable`, less the query)."""

    def __init__(self, queryset: QuerySet):
        self.db = queryset.db
        self.compiler = compiler = queryset.query.get_compiler(using=self.db)
        sql, params = compiler.as_sql()
        self.statement = Statement(sql, list(params))
        # What Django's ModelIterable works out at every iteration, worked out once with the
        # compiled query (and kept with it by `of`): the columns' converters, the model's
        # field names and the `select_related` objects' populators.
        klass_info, select = compiler.klass_info, compiler.select
        self.converters = compiler.get_converters([s[0] for s in select[: compiler.col_count]])
        self.start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        self.end = end
        self.names = [column[0].target.attname for column in select[self.start : end]]
        self.populators = get_related_populators(klass_info, select, self.db)

    @classmethod
    def of(cls, make: Callable[..., QuerySet], *args: Any) -> Selected:
        """`Selected(make(*args))`, built and compiled once per connection (each thread has
        its own) for the function `make` when the query's parameters are exactly `args`, in
        order (a filter on them): the next time only the parameters change."""
        known = connection.__dict__.setdefault("kingdom_selects", {})
        if make in known:
            selected = copy.copy(known[make])
            selected.statement = Statement(selected.statement.sql, list(args))
            return selected
        selected = cls(make(*args))
        if selected.statement.params == list(args):
            known[make] = selected
        return selected

    def instances(self, rows: list[tuple] | None) -> list[Any]:
        compiler, start, end, names = self.compiler, self.start, self.end, self.names
        model, annotations = compiler.klass_info["model"], compiler.annotation_col_map.items()
        converted = compiler.apply_converters(rows or [], self.converters)
        objects = []
        for row in converted if self.converters else rows or []:
            obj = model.from_db(self.db, names, row[start:end])
            for populator in self.populators:
                populator.populate(row, obj)
            for name, position in annotations:
                setattr(obj, name, row[position])
            objects.append(obj)
        return objects


# -- many rows in one statement ----------------------------------------------------------------
ENCODER = msgspec.json.Encoder()

# The columns each table's rows carry, by field name (the id is the database's). A posting's
# or line's event is named by its game and `sequence`; the statement puts in its id.
ACTION_FIELDS = ["game", "version", "seat", "user", "kind", "data", "author", "created_at"]
ACTION_FIELDS += ["undone"]
EVENT_FIELDS = ["game", "sequence", "version", "type", "rule", "data", "public", "seats"]
EVENT_FIELDS += ["author", "engine", "created_at", "undone"]
POSTING_FIELDS = ["game", "payer", "payee", "amount", "reason", "rule"]
LINE_FIELDS = ["game", "seat", "field", "value", "rule"]


class ActionRecord(Protocol):
    """What `logs_statement` reads of a recorded action (`services.Recorded`, or a
    `GameAction`): its row's columns by their attribute names."""

    game_id: int
    version: int
    seat: int | None
    user_id: int | None
    kind: str
    data: Any
    author: str


def logs_statement(
    logs: Sequence[tuple[Any, Sequence[tuple[ActionRecord | None, tuple]]]],
) -> Statement:
    """The games' recorded logs in one statement: each item is (game, [(action record or None,
    event batch)]) as the write path records them (`services.Write.log`; None: the events of
    a game's start, which no action led to). Each game's `event_count` moves on now."""
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
    return Statement(_logs_sql(), documents)


def _action(row: ActionRecord, now) -> dict[str, Any]:
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


def rows_updated(model: type[Model], rows: Sequence[Model], names: list[str]) -> Statement:
    """The UPDATE that saves the fields `names` of the (existing) `rows` in one statement (what
    the ORM's `bulk_update` does with a CASE per row and column, slower than the queries it
    saves)."""
    pk = model._meta.pk
    documents = [{pk.name: row.pk} | {name: getattr(row, name) for name in names} for row in rows]
    return updated(model, documents, names)


def updated(model: type[Model], documents: list[dict[str, Any]], names: list[str]) -> Statement:
    """`rows_updated` for rows given as documents: each its primary key and the fields `names`
    by name (a value may be `msgspec.Raw`: JSON already encoded, such as a game's state)."""
    return Statement(_update_sql(model, tuple(names)), [ENCODER.encode(documents).decode()])


def rows_inserted(model: type[Model], rows: Sequence[Model], names: list[str]) -> Statement:
    """The INSERT of the new `rows` (their fields `names`) in one statement, returning their
    primary keys: one JSON parameter however many rows (a statement with a placeholder a value
    cost psycopg's client-side binding more than the database's work, for a sweep's batch).
    Rows are inserted in their order, so their keys, sorted, are theirs in order
    (`with_keys`)."""
    attnames = [(name, _attname(model, name)) for name in names]
    documents = [{name: getattr(row, attname) for name, attname in attnames} for row in rows]
    return Statement(_insert_sql(model, tuple(names)), [ENCODER.encode(documents).decode()])


def with_keys(rows: Sequence[Model], returned: list[tuple] | None) -> None:
    """Give the rows `rows_inserted` wrote their primary keys (its result), as saved rows."""
    keys = sorted(key for (key,) in returned or ())
    for row, key in zip(rows, keys, strict=True):
        row.pk, row._state.adding, row._state.db = key, False, connection.alias


def _attname(model: type[Model], name: str) -> str:
    return concrete_field(model, name).attname


def concrete_field(model: type[Model], name: str) -> Field:
    """A field of the model's own columns (the statements never name a relation's other side)."""
    found = model._meta.get_field(name)
    assert isinstance(found, Field), f"{model.__name__}.{name} is no column"
    return found


# -- the statements -------------------------------------------------------------------------------
# Each statement's text depends only on its model and fields: made once per process (PostgreSQL
# only, `supported`), not again for every write (its columns' types cost about 0.3 ms a save).
@cache
def _update_sql(model: type[Model], names: tuple[str, ...]) -> str:
    """`updated`'s statement: the fields `names` of the rows of one JSON parameter, by key."""
    pk = model._meta.pk
    table, column = _q(model._meta.db_table), _q(pk.column)
    assignments = ", ".join(
        f"{_q(c)} = r.{_q(name)}" for c, name in zip(_columns(model, names), names, strict=True)
    )
    return (
        f"UPDATE {table} AS t SET {assignments} FROM {_recordset(model, [pk.name, *names])} "
        f"WHERE t.{column} = r.{_q(pk.name)}"
    )


@cache
def _insert_sql(model: type[Model], names: tuple[str, ...]) -> str:
    """`rows_inserted`'s statement: the rows of one JSON parameter, returning their keys."""
    return f"{_insert(model, list(names))} RETURNING {_q(model._meta.pk.column)}"


def _q(name: str) -> str:
    return connection.ops.quote_name(name)


def _columns(model: type[Model], names: Sequence[str]) -> list[str]:
    return [concrete_field(model, name).column for name in names]


def _recordset(model: type[Model], names: list[str], extra: str = "") -> str:
    """`jsonb_to_recordset(%s::jsonb)` as `r`: a parameter's JSON array of objects (keyed by
    field name) as rows of `model`'s columns, numbered in their order (`r.n`)."""
    fields = [concrete_field(model, name) for name in names]
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
def _logs_sql() -> str:
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
