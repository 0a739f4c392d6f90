"""Who is looking at a game's page (issue 35: no mail while the player is on the page).

The game page says it is watched with every poll it makes while its tab is visible (the
`X-Kingdom-Watching` header, docs/messages.md); any API client may send it too. The time is
kept in the cache (shared by web and workers: `CACHE_URL`), per game and user, for a day: a
decision mail or reminder written before the player looked is not sent after all
(`notify.moot`). Nothing here is a game's state: losing the cache only means a mail more.
"""

from __future__ import annotations

from datetime import datetime

from django.core.cache import cache
from django.utils import timezone

HEADER = "X-Kingdom-Watching"
KEPT_FOR = 24 * 3600  # seconds: longer than any mail waits for its delay


def _key(game_id: int, user_id: int) -> str:
    return f"kingdom:watching:{game_id}:{user_id}"


def mark_watching(game_id: int, user_id: int, now: datetime | None = None) -> None:
    """The player has the game's page in front of him now."""
    cache.set(_key(game_id, user_id), (now or timezone.now()).timestamp(), timeout=KEPT_FOR)


def seen_since(game_id: int, user_id: int, moment: datetime) -> bool:
    """Has the player looked at the game's page since `moment`?"""
    at = cache.get(_key(game_id, user_id))
    return at is not None and at >= moment.timestamp()
