"""Games and players' settings: read-only, since a game changes only through kingdom.services."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.forms import AdminUserCreationForm, UserChangeForm
from django.core.validators import MaxLengthValidator

from kingdom.admin.guard import ReadOnlyAdmin
from kingdom.models import (
    Game,
    Profile,
    Seat,
)
from kingdom.models.game import SEAT_NAME_LENGTH


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


# -- players: the name's help and limit are a seat's (60 characters), not Django's 150 ------------
NAME_HELP = (
    f"Required: the player's seat name in every game, at most {SEAT_NAME_LENGTH} letters, "
    "digits and @.+-_."
)


def _seat_name(field) -> None:
    """The user name field of the admin's forms as the sign-up has it (kingdom.accounts)."""
    field.help_text = NAME_HELP
    field.max_length = SEAT_NAME_LENGTH
    field.widget.attrs["maxlength"] = str(SEAT_NAME_LENGTH)
    field.validators.append(MaxLengthValidator(SEAT_NAME_LENGTH))


class PlayerCreationForm(AdminUserCreationForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _seat_name(self.fields["username"])


class PlayerChangeForm(UserChangeForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _seat_name(self.fields["username"])


User = get_user_model()
admin.site.unregister(User)


@admin.register(User)
class PlayerAdmin(UserAdmin):
    add_form = PlayerCreationForm
    form = PlayerChangeForm
