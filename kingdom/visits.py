"""The one mark of a player looking at his game (issues 30 and 35): a seat's player has seen the
game up to a version (his page showed it; an API client marks it), and when he last saw it as
it then was. The replay reads the version ("since your last visit"); the outbox reads the time
(no mail tells him of a decision he saw on the page, no reminder while he is on it:
`notify.moot`). Not a change of the game — no lock, no event, no version — so it stays out of
the write door (kingdom.services); a mark only moves forward."""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from kingdom.models import Game, SeatVisit


def visit_mark(*, game: Game, seat: int, version: int) -> SeatVisit:
    """Mark that `seat` has seen `game` up to `version` (at most the game's own; a mark never
    goes back: an old tab marking an older version changes nothing). A mark of the game's own
    version is a look at the game as it is now: its time moves too, even when the version does
    not (the page marks so while its tab is visible); an older version moves only the version.
    One query when the seat has been marked before and the mark moved, two otherwise."""
    version = max(0, min(version, game.version))
    now = timezone.now()
    rows = SeatVisit.objects.filter(game=game, seat=seat)
    if version == game.version:
        moved = rows.update(version=version, at=now)
    else:
        moved = rows.filter(version__lt=version).update(version=version)
    fresh = SeatVisit(game=game, seat=seat, version=version, at=now)
    if not moved:
        SeatVisit.objects.bulk_create([fresh], ignore_conflicts=True)
    return fresh


def looked_since(*, game_id: int, seat: int, moment: datetime) -> bool:
    """Has the seat's player seen the game as it was at some time since `moment`?"""
    return SeatVisit.objects.filter(game_id=game_id, seat=seat, at__gte=moment).exists()
