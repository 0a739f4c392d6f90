"""Celery tasks: thin, idempotent wrappers that take ids and call services."""

from celery import shared_task
from django.utils import timezone

SWEEP_BATCH = 500


@shared_task(name="kingdom.ping", acks_late=True, ignore_result=False)
def ping(token: str) -> str:
    """Answer `pong:<token>`: the health page's round trip through broker and worker."""
    return f"pong:{token}"


@shared_task(name="kingdom.expire_deadlines", acks_late=True, ignore_result=False)
def expire_deadlines() -> int:
    """Beat's sweep (every 30 s): apply the default action of every decision past its deadline.

    Idempotent: each decision is re-checked under its game's lock, and a game a player is
    changing right now is skipped until the next sweep.
    """
    from kingdom.models import Game, PendingDecision
    from kingdom.services import game_expire_decision

    due = (
        PendingDecision.objects.filter(
            deadline__lte=timezone.now(), game__status=Game.Status.ACTIVE
        )
        .order_by("deadline")
        .values_list("pk", flat=True)[:SWEEP_BATCH]
    )
    return sum(game_expire_decision(decision_id=pk) for pk in list(due))
