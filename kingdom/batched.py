"""Several SQL statements in one round trip to PostgreSQL (issue 15: the action POST).

Django's PostgreSQL backend binds parameters on the client (psycopg's `ClientCursor`), so
statements joined with `;` go to the server as one message of the simple query protocol,
and their results come back together. The server runs them in order, in the transaction
already open; under READ COMMITTED each statement takes a fresh snapshot, so a statement
after a `SELECT … FOR UPDATE` sees whatever the lock's previous holder committed.

The statements are made by Django's own compilers (the same SQL as the ORM's): `selected`
for a queryset's SELECT, whose rows become model instances as the ORM's would; `inserted`
for a bulk INSERT. Only for PostgreSQL; the callers keep the ORM's way for other databases.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.db import connection
from django.db.models import Model, QuerySet
from django.db.models.query import get_related_populators
from django.db.models.sql.subqueries import InsertQuery


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
            results.append(cursor.fetchall() if cursor.description is not None else None)
            if len(statements) == 1 or not cursor.nextset():  # one: any database's cursor
                break
    if len(results) != len(statements):  # pragma: no cover - a statement with two results
        raise RuntimeError(f"{len(statements)} statements sent, {len(results)} results")
    return results


class Selected:
    """A queryset's SELECT, to send with other statements; `instances` makes the rows that
    came back into model instances exactly as iterating the queryset would (its columns,
    converters and `select_related` objects: Django's `ModelIterable`, less the query)."""

    def __init__(self, queryset: QuerySet):
        self.db = queryset.db
        self.compiler = queryset.query.get_compiler(using=self.db)
        sql, params = self.compiler.as_sql()
        self.statement = Statement(sql, list(params))

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

    def instances(self, rows: list[tuple]) -> list[Model]:
        compiler, select = self.compiler, self.compiler.select
        klass_info = compiler.klass_info
        start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        names = [column[0].target.attname for column in select[start:end]]
        populators = get_related_populators(klass_info, select, self.db)
        objects = []
        for row in compiler.results_iter(results=[rows]):
            obj = klass_info["model"].from_db(self.db, names, row[start:end])
            for populator in populators:
                populator.populate(row, obj)
            for name, position in compiler.annotation_col_map.items():
                setattr(obj, name, row[position])
            objects.append(obj)
        return objects


def inserted(model: type[Model], objects: list[Model], *, returning: bool = False) -> Statement:
    """The INSERT `bulk_create` would send for new `objects` (no primary key yet), and with
    `returning` their new primary keys (in the objects' order). A field's value may be an
    expression (e.g. a subquery for the id of a row inserted by an earlier statement)."""
    fields = [f for f in model._meta.concrete_fields if not f.primary_key and not f.generated]
    query = InsertQuery(model)
    query.insert_values(fields, objects, raw=False)
    compiler = query.get_compiler(connection=connection)
    if returning:
        compiler.returning_fields = [model._meta.pk]
    (sql, params), *more = compiler.as_sql()
    if more:  # pragma: no cover - PostgreSQL inserts many rows in one statement
        raise RuntimeError("one INSERT expected")
    return Statement(sql, list(params))
