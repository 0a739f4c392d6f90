"""Deadlines on pending decisions (issue 7): how long each kind of decision may wait, per the
game's settings, in hours. A turn's own decisions get `turn` hours; off-turn replies `reply`."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

TURN_KINDS = {"move", "purchase", "choose_battle", "choose_challenger"}
DEFAULT_HOURS = {"turn": 48, "reply": 24}


def hours_for(settings: dict, kind: str) -> float | None:
    """None: no deadline (the default at a physical table, or when the host chose none)."""
    deadlines = settings.get("deadlines", DEFAULT_HOURS)
    if deadlines is None:
        return None
    return deadlines.get("turn" if kind in TURN_KINDS else "reply")  # None: no deadline


def deadline_for(game, kind: str):
    if game.mode == "table":
        return None
    hours = hours_for(game.settings, kind)
    return None if hours is None else timezone.now() + timedelta(hours=hours)
