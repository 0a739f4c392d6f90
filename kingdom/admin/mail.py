"""The mail outbox, kept as history: read-only."""

from __future__ import annotations

from django.contrib import admin

from kingdom.admin.guard import ReadOnlyAdmin
from kingdom.models import (
    InboundMail,
    Mail,
)


@admin.register(Mail)
class MailAdmin(ReadOnlyAdmin):
    """The outbox, kept as history: what was sent, what waits (quiet hours, a retry), why a
    send failed and why a mail went moot. Read only, never deleted here."""

    list_display = [
        "subject", "user", "kind", "not_before", "sent_at", "moot", "attempts", "last_error",
    ]  # fmt: skip
    list_filter = ["kind", ("sent_at", admin.EmptyFieldListFilter), "moot"]
    search_fields = ["user__username", "subject"]
    fields = [
        "key", "user", "game", "decision", "kind", "subject", "letter", "not_before", "sent_at",
        "moot", "attempts", "last_error", "created_at",
    ]  # fmt: skip
    readonly_fields = fields  # type: ignore[assignment]  # the same names (stubs: two types)

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="body")
    def letter(self, mail: Mail) -> str:
        """The body, but a message's (issue 19): its text is its readers' own."""
        return "(a message: its text is its readers' own)" if mail.kind == "message" else mail.body


@admin.register(InboundMail)
class InboundMailAdmin(ReadOnlyAdmin):
    """Play by mail (issue 32): every reply that reached the server, from whom, by which way
    (a provider's webhook, the MTA's pipe, a click), and what became of it. Read only."""

    list_display = ["received_at", "sender", "via", "game", "seat", "outcome", "detail"]
    list_filter = ["outcome", "via"]
    search_fields = ["sender", "message_id"]
    fields = [
        "message_id", "sender", "via", "user", "game", "seat", "decision_key", "token", "text",
        "outcome", "detail", "received_at",
    ]  # fmt: skip
    readonly_fields = fields  # type: ignore[assignment]  # the same names (stubs: two types)

    def has_delete_permission(self, request, obj=None):
        return False
