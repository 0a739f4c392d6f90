"""The one door through which a game changes (ARCHITECTURE.md, docs/architecture.md).

Every write is one transaction that locks the game's row (`select_for_update`), checks the
client's expected version, applies the rules engine, appends the events with their projections,
saves the new snapshot and bumps the version; side effects are scheduled on commit.

A package of modules by topic (docs/architecture.md lists them): `lobby` (create, join, start),
`actions` (a player's action: the write path), `reading` and `saving` (its lock and read, its
record and save), `bots`, `clock`, `absence`, `undo`, `failures`, `idempotency`, `replay`.
Callers use the names re-exported here (`services.game_submit_action(...)`).
"""

from __future__ import annotations

from kingdom import selectors
from kingdom.selectors import game_ruleset, game_state, pending_of
from kingdom.services.absence import (
    game_end_leave,
    game_pause,
    game_replace_seat,
    game_resume,
    game_set_autopilot,
    game_take_leave,
)
from kingdom.services.actions import Submitted, game_submit_action
from kingdom.services.bots import MAX_BOT_ACTIONS, expert_waiting, game_play_expert
from kingdom.services.clock import SWEEP_BOT_ACTIONS, game_expire_decision, game_expire_due
from kingdom.services.failures import MAX_ERROR, game_record_failure
from kingdom.services.idempotency import idempotent, request_hash
from kingdom.services.lobby import (
    BOT_SEATED_BY_NAME,
    INVITE_CODE,
    game_create,
    game_invite_bot,
    game_join,
    game_start,
)
from kingdom.services.replay import LATER_FIELDS, game_check_replay, game_replay
from kingdom.services.saving import Before, Write
from kingdom.services.undo import (
    MAX_REVERT_REASON,
    REVERT_PERMISSION,
    REVERT_RULE,
    Undone,
    game_revert,
    game_undo,
)

__all__ = [
    "BOT_SEATED_BY_NAME",
    "INVITE_CODE",
    "LATER_FIELDS",
    "MAX_BOT_ACTIONS",
    "MAX_ERROR",
    "MAX_REVERT_REASON",
    "REVERT_PERMISSION",
    "REVERT_RULE",
    "SWEEP_BOT_ACTIONS",
    "Before",
    "Submitted",
    "Undone",
    "Write",
    "clear_caches",
    "expert_waiting",
    "game_check_replay",
    "game_create",
    "game_end_leave",
    "game_expire_decision",
    "game_expire_due",
    "game_invite_bot",
    "game_join",
    "game_pause",
    "game_play_expert",
    "game_record_failure",
    "game_replace_seat",
    "game_replay",
    "game_resume",
    "game_revert",
    "game_ruleset",
    "game_set_autopilot",
    "game_start",
    "game_state",
    "game_submit_action",
    "game_take_leave",
    "game_undo",
    "idempotent",
    "pending_of",
    "request_hash",
]


def clear_caches() -> None:
    """Forget every parsed ruleset and state, and the new games' checked rulesets (tests; a
    process never needs it)."""
    selectors.clear_read_caches()
