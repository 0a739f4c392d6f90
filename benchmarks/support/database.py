"""The throwaway PostgreSQL the benchmarks create their own databases in."""

from __future__ import annotations

import os
from urllib.parse import urlparse


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
