"""The throwaway PostgreSQL the benchmarks create their own databases in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlparse, urlunparse


def loopback_database() -> str | None:
    """DATABASE_URL when it is PostgreSQL on this machine (the throwaway one), else None."""
    url = os.environ.get("DATABASE_URL", "")
    parsed = urlparse(url)
    if parsed.scheme not in ("postgres", "postgresql", "pgsql"):
        return None
    if parsed.hostname not in ("127.0.0.1", "localhost", "::1"):
        return None
    return url


def admin(url: str, sql: str) -> None:
    """One statement outside a transaction (CREATE or DROP DATABASE)."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(sql)


@contextmanager
def own_database(url: str, name: str) -> Iterator[None]:
    """A database of its own, `name`, on the throwaway cluster at `url`: created, DATABASE_URL
    pointed at it and Django set up for the rest of the process; its connections closed and
    the database dropped on the way out, whatever happened."""
    admin(url, f'CREATE DATABASE "{name}"')
    os.environ["DATABASE_URL"] = urlunparse(urlparse(url)._replace(path=f"/{name}"))
    try:
        import django

        django.setup()
        yield
    finally:
        from django.db import connections

        connections.close_all()
        admin(url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
