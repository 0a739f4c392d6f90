"""Games and players' settings: read-only, since a game changes only through kingdom.services."""

from __future__ import annotations

from django.contrib import admin

from kingdom.admin.guard import ReadOnlyAdmin
from kingdom.models import (
    Game,
    Profile,
    Seat,
)


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ["index", "name", "user", "is_bot", "autopilot", "missed_deadlines", "leave_until"]
    readonly_fields = fields
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ["name", "mode", "status", "version", "host", "updated_at"]
    list_filter = ["status", "mode"]
    search_fields = ["name", "host__username"]
    fields = ["name", "host", "mode", "status", "version", "settings", "started_at", "paused_at"]
    readonly_fields = fields  # the snapshot, the seed and the log stay out of the admin
    inlines = [SeatInline]


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ["user", "time_zone", "email_decisions", "digest", "quiet_start", "quiet_end"]
    search_fields = ["user__username"]
