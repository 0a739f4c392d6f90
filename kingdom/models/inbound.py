"""Play by mail (issue 32): every reply that reached the server, kept as history.

A row is written before anything else is done with a message: its Message-ID is unique, so a
message delivered twice (a provider's retry, an MTA's requeue) acts once. `token` is the reply
address's token when it was spent (a token works once); `outcome` says what became of it."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class InboundMail(models.Model):
    class Outcome(models.TextChoices):
        RECEIVED = "received", "received"
        APPLIED = "applied", "applied"
        REFUSED = "refused", "refused by the game"
        STALE = "stale", "its decision is no longer pending"
        UNKNOWN_SENDER = "sender", "not from the seat's confirmed address"
        BAD_TOKEN = "token", "no valid reply token"
        SPAM = "spam", "the provider's spam or authentication verdict"
        RATE_LIMITED = "rate", "too many replies from this sender"
        SPENT = "spent", "its token was used before"
        OFF = "off", "reply-to-play is turned off"
        AUTOMATIC = "auto", "an automatic reply"

    message_id = models.CharField(max_length=250, unique=True)
    sender = models.CharField(max_length=254, db_index=True)
    token = models.CharField(max_length=120, blank=True, db_index=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    game = models.ForeignKey("kingdom.Game", null=True, blank=True, on_delete=models.SET_NULL)
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    decision_key = models.CharField(max_length=200, blank=True)
    via = models.CharField(max_length=20)  # "pipe" or the provider's name (anymail's esp_name)
    text = models.TextField(blank=True)  # the answer as read (the codes' lines), for the admin
    outcome = models.CharField(max_length=10, choices=Outcome.choices, default=Outcome.RECEIVED)
    detail = models.TextField(blank=True)  # the engine's or the check's message
    received_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        constraints = [
            # A token works once: one applied (or refused-by-the-game) answer per token.
            models.UniqueConstraint(
                fields=["token"],
                condition=models.Q(outcome__in=["applied", "refused"]),
                name="inbound_token_once",
            )
        ]

    def __str__(self) -> str:
        return f"{self.message_id} from {self.sender}: {self.outcome}"
