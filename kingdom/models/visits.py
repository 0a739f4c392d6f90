"""Issue 30: how far each seat's player has seen his game, so that coming back he is told what
happened since (kingdom.replay). A row of its own, not a column of the seat: marking a visit
must not count as a change of the game (a seat's write bumps `Game.view_changes`, which every
poll's ETag names)."""

from __future__ import annotations

from django.db import models


class SeatVisit(models.Model):
    """The last version of the game the seat's player saw (his page showed it, or his client
    marked it), and when."""

    game = models.ForeignKey("kingdom.Game", on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    version = models.PositiveIntegerField(default=0)
    at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "seat"], name="seat_visit_unique")]

    def __str__(self) -> str:
        return f"seat {self.seat} of game {self.game_id} saw version {self.version}"
