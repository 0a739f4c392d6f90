"""Messages between the players of a game (issue 19): table talk to every seat and private
messages between two players, with what each reader has read, whom he muted, and reports.

A private message belongs to the two people who exchanged it (`sender_user`, `to_user`), not
to their seats: a player who takes a seat over later does not read what was said before him,
and nobody else ever does — other players, spectators, the API, the admin's game pages. Only a
message reported by one who could read it reaches the admin (`MessageReport`).

Every write goes through `kingdom.messaging`; every read through `kingdom.message_selectors`.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

# The longest message, in characters (Unicode code points), whatever the ruleset: talk is no
# rule of the game. docs/messages.md names it.
MESSAGE_MAX_LENGTH = 2000

# The mail about an unread message waits this long unless the reader chose otherwise.
MESSAGE_MAIL_MINUTES = 60


class Message(models.Model):
    """One message: to the whole table (`to_seat` null) or to one seat, privately. The seats
    are the seats' indexes when it was written; the users are who sat there."""

    game = models.ForeignKey("kingdom.Game", on_delete=models.CASCADE, related_name="messages")
    sender = models.PositiveSmallIntegerField()  # the writer's seat
    sender_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="messages_sent"
    )
    to_seat = models.PositiveSmallIntegerField(null=True, blank=True)  # None: the table
    to_user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="messages_received",
    )
    text = models.TextField()
    created_at = models.DateTimeField(default=timezone.now)
    # Moderation: the host hid this table talk; its text is then shown to nobody.
    hidden_at = models.DateTimeField(null=True, blank=True)
    hidden_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    changed_at = models.DateTimeField(default=timezone.now)  # written or hidden: for ETags

    class Meta:
        ordering = ["game", "id"]
        indexes = [
            models.Index(fields=["game", "to_seat", "id"]),
            models.Index(fields=["game", "sender_user", "id"]),
            models.Index(fields=["game", "to_user", "id"]),
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(to_seat__isnull=True, to_user__isnull=True)
                | models.Q(to_seat__isnull=False, to_user__isnull=False),
                name="message_private_has_both_seat_and_user",
            )
        ]

    def __str__(self) -> str:
        to = "the table" if self.to_seat is None else f"seat {self.to_seat}"
        return f"message {self.pk} from seat {self.sender} to {to} (game {self.game_id})"

    @property
    def private(self) -> bool:
        return self.to_seat is not None


class MessageReader(models.Model):
    """How far a player has read a game's messages: every message up to `last_read` (an id)."""

    game = models.ForeignKey("kingdom.Game", on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    last_read = models.PositiveBigIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="message_reader_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} read game {self.game_id} up to {self.last_read}"


class Mute(models.Model):
    """A player no longer sees what another seat writes in this game (nor is mailed about it)."""

    game = models.ForeignKey("kingdom.Game", on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()  # the muted seat
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "user", "seat"], name="mute_unique")]

    def __str__(self) -> str:
        return f"{self.user_id} muted seat {self.seat} of game {self.game_id}"


class MessageReport(models.Model):
    """A reader flags a message for the admin: the only way a message's text reaches him."""

    message = models.ForeignKey(Message, on_delete=models.CASCADE, related_name="reports")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    reason = models.CharField(max_length=500, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["message", "user"], name="message_report_unique")
        ]

    def __str__(self) -> str:
        return f"report of message {self.message_id} by {self.user_id}"
