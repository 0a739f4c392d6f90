"""Reported messages (issue 19): the admin reads a message only once a reader reported it.

No other message is registered here: the table talk and the private messages are their
players' own, and the outbox (MailAdmin) shows no message mail's body either."""

from __future__ import annotations

from django.contrib import admin

from kingdom.admin.guard import GuardedAdmin
from kingdom.models import MessageReport


@admin.register(MessageReport)
class MessageReportAdmin(GuardedAdmin):
    """What was reported, by whom, why: the reported message's text, its game and writer."""

    list_display = ["created_at", "game", "writer", "to", "text", "reason", "user"]
    list_select_related = ["message__game", "message__sender_user", "message__to_user", "user"]
    search_fields = ["reason", "message__game__name", "user__username"]
    fields = ["created_at", "user", "reason", "game", "writer", "to", "text", "hidden"]
    readonly_fields = fields  # type: ignore[assignment]  # the same names (stubs: two types)

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    @admin.display(description="game")
    def game(self, report: MessageReport):
        return report.message.game

    @admin.display(description="written by")
    def writer(self, report: MessageReport):
        return report.message.sender_user

    @admin.display(description="to")
    def to(self, report: MessageReport):
        return report.message.to_user or "the table"

    @admin.display(description="the message")
    def text(self, report: MessageReport):
        return report.message.text

    @admin.display(description="hidden by the host", boolean=True)
    def hidden(self, report: MessageReport):
        return report.message.hidden_at is not None
