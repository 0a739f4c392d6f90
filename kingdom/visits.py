"""Issue 30, the one write of a replay: a seat's player has seen the game up to a version (his
page showed it; an API client marks it). Not a change of the game — no lock, no event, no
version — so it stays out of the write door (kingdom.services); a mark only moves forward."""

from __future__ import annotations

from django.utils import timezone

from kingdom.models import Game, SeatVisit


def visit_mark(*, game: Game, seat: int, version: int) -> SeatVisit:
    """Mark that `seat` has seen `game` up to `version` (at most the game's own; a mark never
    goes back: an old tab marking an older version changes nothing). One query when the seat
    has been marked before and this version is newer, two otherwise."""
    version = max(0, min(version, game.version))
    now = timezone.now()
    moved = SeatVisit.objects.filter(game=game, seat=seat, version__lt=version)
    if moved.update(version=version, at=now):
        return SeatVisit(game=game, seat=seat, version=version, at=now)
    fresh = SeatVisit(game=game, seat=seat, version=version, at=now)
    SeatVisit.objects.bulk_create([fresh], ignore_conflicts=True)
    return fresh
