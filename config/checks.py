"""System checks of the production settings (`manage.py check --deploy`, run by
`deploy/production.sh setup`)."""

from urllib.parse import urlsplit

from django.conf import settings
from django.core.checks import Error, register


def _redis_database(url: str) -> tuple[str, int, str] | None:
    """(host, port, database) of a redis:// URL; None for anything else."""
    parts = urlsplit(url)
    if parts.scheme not in ("redis", "rediss"):
        return None
    return (parts.hostname or "localhost", parts.port or 6379, parts.path.strip("/") or "0")


def shared_with_celery(cache: str, broker: str, results: str) -> list[str]:
    """What of Celery's (the broker, the result backend) uses the cache's Redis database."""
    database = _redis_database(cache)
    if database is None:
        return []
    named = {
        "broker (CELERY_BROKER_URL)": broker,
        "result backend (CELERY_RESULT_BACKEND)": results,
    }
    return [name for name, url in named.items() if _redis_database(url) == database]


@register(deploy=True)
def cache_apart_from_celery(app_configs, **kwargs) -> list[Error]:
    """The cache in a Redis database of its own (issue 28): sharing the broker's or the results'
    would let a cache's eviction or flush take the queues or the results with it."""
    shared = shared_with_celery(
        str(settings.CACHES["default"].get("LOCATION", "")),
        str(settings.CELERY_BROKER_URL),
        str(settings.CELERY_RESULT_BACKEND),
    )
    return [
        Error(
            f"CACHE_URL uses the same Redis database as the {name}: give it its own, e.g. "
            "redis://…/2 (docs/production.md)",
            id="kingdom.E001",
        )
        for name in shared
    ]
