"""Deadlines on pending decisions (issue 7): how long each kind of decision may wait, per the
game's settings, in hours. Each kind's clock is declared with it (`kingdom.rules.decisions`):
a turn's own decisions get `turn` hours, off-turn replies `reply`, and what only a physical
table asks has none. A player on leave has his time counted from the end of his leave
(docs/deadlines.md)."""

from __future__ import annotations

from datetime import timedelta

from django.core.exceptions import ImproperlyConfigured
from django.utils import timezone

from kingdom.rules.decisions import SPECS, Clock, spec

DEFAULT_HOURS: dict[str, float] = {Clock.TURN.value: 48, Clock.REPLY.value: 24}
# A deadline the host sets is at least 6 minutes and at most 60 days (or none at all).
MIN_DEADLINE_HOURS = 0.1
MAX_DEADLINE_HOURS = 1440
DEADLINE_RANGE = (  # the words of every refusal of a deadline out of range (API and service)
    f"a deadline is {MIN_DEADLINE_HOURS:g}–{MAX_DEADLINE_HOURS:g} hours (6 minutes to 60 days), "
    "or none (null)"
)
DEFAULT_LEAVE_DAYS = 14  # a player's leave allowance in one game
MAX_LEAVE_DAYS = 90  # the most a host may allow
DEFAULT_AUTOPILOT_AFTER = 2  # missed deadlines in a row before the bot plays the seat
MAX_AUTOPILOT_AFTER = 20  # the most a host may choose (or never)


def check_clocks(hours: dict[str, float] = DEFAULT_HOURS) -> None:
    """Every clock a decision kind runs on has a default length: run at start-up, so a kind is
    never left without a deadline by mistake."""
    used = {s.clock.value for s in SPECS.values() if s.clock != Clock.TABLE}
    missing = sorted(used - set(hours))
    if missing:
        raise ImproperlyConfigured(f"decision clocks without default hours: {missing}")


check_clocks()


def hours_for(settings: dict, kind: str) -> float | None:
    """None: no deadline (the default at a physical table, or when the host chose none)."""
    clock = spec(kind).clock
    deadlines = settings.get("deadlines", DEFAULT_HOURS)
    if deadlines is None or clock == Clock.TABLE:
        return None
    return deadlines.get(clock.value)  # None: no deadline


def deadline_for(game, kind: str, seat=None, now=None):
    """When a new decision of `kind` for `seat` expires: None at a physical table or with no
    limit; counted from the end of the seat's leave when he is away. A bot's (or an autopilot
    seat's) decision is due at once, whatever the limit: bots answer in the request that asks
    them, so one is left only when they reached their limit of actions in one request
    (services.MAX_BOT_ACTIONS), and the next sweep lets them carry on (docs/deadlines.md)."""
    if game.mode == "table":
        return None
    now = now or timezone.now()
    if seat is not None and seat.played_by_bot:
        return now
    hours = hours_for(game.settings, kind)
    if hours is None:
        return None
    start = seat.leave_until if seat is not None and seat.on_leave(now) else now
    return start + timedelta(hours=hours)


def leave_allowance(game) -> timedelta:
    return timedelta(days=game.settings.get("leave_days", DEFAULT_LEAVE_DAYS))


def autopilot_after_misses(game) -> int | None:
    """Missed deadlines in a row after which the seat goes on autopilot (None: never)."""
    return game.settings.get("autopilot_after", DEFAULT_AUTOPILOT_AFTER)
