"""Read paths: what a user may see of a game, with a bounded number of queries.

A package of modules by topic (docs/architecture.md lists them): `states` (a game's ruleset and
parsed states, cached), `new_games` (a new game's ruleset and defaults), `games` (who sees which
game, and his seat), `views` (a seat's view and its ETag), `log` (events, ledgers, record cards),
`undo` (what an undo or a revert would take back), `planning` (reachable squares, battle odds),
`tokens` (an API token with its user, as each token-authenticated request reads it).
Callers use the names re-exported here (`selectors.game_view(...)`).
"""

from __future__ import annotations

from kingdom.selectors.games import (
    game_for,
    game_games_for,
    game_get,
    has_started,
    hosts_table,
    profile_of,
    require_seat,
    seat_asked,
    seat_of,
    seat_profile,
)
from kingdom.selectors.log import (
    PUBLIC_FIELDS,
    coins,
    event_seen,
    game_events,
    game_ledger,
    record_cards,
)
from kingdom.selectors.new_games import (
    ORDER_LABELS,
    TRIGGERED_VENDORS,
    current_ruleset_data,
    default_seats,
    new_game_defaults,
    new_game_ruleset,
)
from kingdom.selectors.planning import battle_odds, reachable_squares
from kingdom.selectors.states import (
    HEAVY_COLUMNS,
    RecentCache,
    clear_read_caches,
    frozen_digest,
    game_ruleset,
    game_state,
    pending_of,
    remember_state,
    state_from_text,
)
from kingdom.selectors.tokens import token_with_user
from kingdom.selectors.undo import (
    ENTRIES,
    SEAT_FIELDS,
    entry_summary,
    event_words,
    last_entry,
    revert_log,
    revert_preview,
    revert_taken_back,
    reverted_versions,
    sealed,
    undo_preview,
    undo_refusal,
    undo_taken_back,
)
from kingdom.selectors.views import (
    ViewTag,
    end_now,
    game_etag,
    game_unchanged,
    game_view,
    seat_absence,
    view_key,
)

__all__ = [
    "ENTRIES",
    "HEAVY_COLUMNS",
    "ORDER_LABELS",
    "PUBLIC_FIELDS",
    "SEAT_FIELDS",
    "TRIGGERED_VENDORS",
    "RecentCache",
    "ViewTag",
    "battle_odds",
    "clear_read_caches",
    "coins",
    "current_ruleset_data",
    "default_seats",
    "end_now",
    "entry_summary",
    "event_seen",
    "event_words",
    "frozen_digest",
    "game_etag",
    "game_events",
    "game_for",
    "game_games_for",
    "game_get",
    "game_ledger",
    "game_ruleset",
    "game_state",
    "game_unchanged",
    "game_view",
    "has_started",
    "hosts_table",
    "last_entry",
    "new_game_defaults",
    "new_game_ruleset",
    "pending_of",
    "profile_of",
    "reachable_squares",
    "record_cards",
    "remember_state",
    "require_seat",
    "revert_log",
    "revert_preview",
    "revert_taken_back",
    "reverted_versions",
    "sealed",
    "seat_absence",
    "seat_asked",
    "seat_of",
    "seat_profile",
    "state_from_text",
    "token_with_user",
    "undo_preview",
    "undo_refusal",
    "undo_taken_back",
    "view_key",
]
