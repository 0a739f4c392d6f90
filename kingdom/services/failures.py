"""A game's health (issue 26): the last unexpected failure kept on the game for the admin, and
cleared once an action succeeds."""

from __future__ import annotations

import logging

from django.db import transaction
from django.utils import timezone

from kingdom.models import Game

logger = logging.getLogger(__name__)


MAX_ERROR = 4000  # characters of a failure kept on the game (`Game.last_error`)


def game_record_failure(*, game_id: int, error: BaseException | str) -> None:
    """Keep on the game the action that failed unexpectedly (its health, in the admin), in a
    transaction of its own: call it after the failed one has rolled back. Never raises (a
    failure to record a failure is logged)."""
    text = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
    if not 0 < game_id < 2**63:
        return
    try:
        with transaction.atomic():
            Game.objects.filter(pk=game_id).update(
                last_error=text[:MAX_ERROR], last_error_at=timezone.now()
            )
    except Exception:  # the failure being recorded is the one that matters
        logger.exception("game %s: its failure could not be recorded", game_id)


def _clear_failure(game: Game) -> None:
    """An action succeeded (or staff reverted the game): its last failure is behind it."""
    if game.last_error or game.last_error_at:
        game.last_error, game.last_error_at = "", None
        Game.objects.filter(pk=game.pk).update(last_error="", last_error_at=None)
