"""The ruleset a new game freezes (the admin's tables, checked by the engine's validator, or the
fixtures), and what a new game is unless its host chooses otherwise (`new_game_defaults`)."""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache

from django.db import connection

from kingdom.deadlines import (
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_DEADLINE_HOURS,
    MAX_LEAVE_DAYS,
    MIN_DEADLINE_HOURS,
)
from kingdom.errors import Conflict
from kingdom.models import Game, ReferenceVersion
from kingdom.models.game import DEFAULT_SEATS
from kingdom.models.reference import SINGLETON_PK
from kingdom.readings import reconstructed_cells
from kingdom.rules import bots
from kingdom.rules.decisions import Clock
from kingdom.rules.ruleset import Ruleset, fixture_data
from kingdom.rules.state import Order


def current_ruleset_data() -> dict:
    """Today's ruleset as data: the admin's tables, or the fixtures while they are empty."""
    from kingdom.reference import reference_is_empty, reference_ruleset_data

    return fixture_data() if reference_is_empty() else reference_ruleset_data()


# The new games' checked rulesets by reference version (ReferenceVersion.token): (the validator's
# problems, the parsed ruleset or None). A few tokens at most (an admin editing while games start).
_NEW_GAME_RULESETS: dict[str, tuple[tuple[str, ...], Ruleset | None]] = {}


TRIGGERED_VENDORS = ("postgresql", "sqlite")  # migration 0016 keeps their token; others: no cache


def new_game_ruleset() -> Ruleset:
    """The ruleset a new game freezes (RULES.md section 7), re-checked by the engine's one
    validator (kingdom.rules.validation): an unplayable one is refused (409
    `unplayable_ruleset`), the game not created. An admin's edit reaches the next game: the
    tables are read again whenever the reference version the database keeps (one row, changed
    by trigger with any write to them) is new to this process; the check and the parsing are
    done once per process for the same data."""
    token = None
    if connection.vendor in TRIGGERED_VENDORS:
        rows = ReferenceVersion.objects.filter(pk=SINGLETON_PK).values_list("token", flat=True)
        token = rows.first()
    checked = _NEW_GAME_RULESETS.get(token) if token else None
    if checked is None:
        checked = _read_ruleset_for_a_new_game()
        if token:
            if len(_NEW_GAME_RULESETS) >= 4:
                _NEW_GAME_RULESETS.clear()
            _NEW_GAME_RULESETS[token] = checked
    problems, ruleset = checked
    if problems:
        raise Conflict(
            "new games cannot start until an admin repairs the ruleset: "
            + "; ".join(problems[:5])
            + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""),
            code="unplayable_ruleset",
        )
    assert ruleset is not None  # playable: parsed
    return ruleset


def _read_ruleset_for_a_new_game() -> tuple[tuple[str, ...], Ruleset | None]:
    """The reference tables read, checked and parsed (the fixtures' ruleset while they are
    empty)."""
    from kingdom.reference import reference_is_empty, reference_ruleset_data

    if reference_is_empty():
        return (), Ruleset.from_dict(fixture_data())
    data = json.dumps(reference_ruleset_data(), sort_keys=True)
    return _checked_ruleset(hashlib.sha256(data.encode()).hexdigest(), data)


@lru_cache(maxsize=8)
def _checked_ruleset(digest: str, data: str) -> tuple[tuple[str, ...], Ruleset | None]:
    """The validator's problems with the ruleset data (none: it is playable), and the parsed
    ruleset when it is playable; once per process for the same data (`digest`)."""
    from kingdom.reference import reference_validate

    parsed = json.loads(data)
    problems = tuple(reference_validate(parsed))
    return problems, None if problems else Ruleset.from_dict(parsed)


ORDER_LABELS = {
    Order.ROLL: "Roll the red die (rule 4 iv)",
    Order.SEATING: "In seating order",
}


def default_seats(ruleset: Ruleset) -> int:
    """A new game's seats when its host names none: DEFAULT_SEATS, within the ruleset's."""
    d = ruleset.defaults
    return min(max(DEFAULT_SEATS, d.min_players), d.max_players)


def new_game_defaults() -> dict:
    """What a new game is unless its host chooses otherwise, and the bounds of each choice: the
    seats from the ruleset a new game freezes (`min_players`, `max_players`, with their rules),
    the clock's from kingdom.deadlines. The API's new-game fields, the service and the lobby's
    form all take them from here or from where these come from."""
    ruleset = new_game_ruleset()
    d = ruleset.defaults
    hours = {"min": MIN_DEADLINE_HOURS, "max": MAX_DEADLINE_HOURS}
    return {
        "seats": {
            "min": d.min_players,
            "max": d.max_players,
            "default": default_seats(ruleset),
            "min_rule": ruleset.rule("min_players"),
            "max_rule": ruleset.rule("max_players"),
        },
        "bots": {"min": 0, "max": d.max_players - 1, "default": 0},
        "mode": {
            "default": Game.Mode.SERVER.value,
            "choices": [{"value": v, "label": label} for v, label in Game.Mode.choices],
        },
        "order": {
            "default": Order.ROLL.value,
            "choices": [{"value": o.value, "label": ORDER_LABELS[o]} for o in Order],
        },
        "bot_level": {
            "default": bots.DEFAULT_LEVEL,
            "choices": [{"value": v, "label": bots.LABELS[v]} for v in bots.LEVELS],
        },
        "round_limit": {"min": 1, "default": None},
        "turn_hours": {**hours, "default": DEFAULT_HOURS[Clock.TURN]},
        "reply_hours": {**hours, "default": DEFAULT_HOURS[Clock.REPLY]},
        "leave_days": {"min": 0, "max": MAX_LEAVE_DAYS, "default": DEFAULT_LEAVE_DAYS},
        "autopilot_after": {
            "min": 1,
            "max": MAX_AUTOPILOT_AFTER,
            "default": DEFAULT_AUTOPILOT_AFTER,
        },
        "reconstructed_cells": reconstructed_cells(ruleset),
    }
