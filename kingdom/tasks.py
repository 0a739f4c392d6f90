"""Celery tasks: thin, idempotent wrappers that take ids and call services."""

from celery import shared_task


@shared_task(name="kingdom.ping", acks_late=True, ignore_result=False)
def ping(token: str) -> str:
    """Answer `pong:<token>`: the health page's round trip through broker and worker."""
    return f"pong:{token}"
