"""Games and players' settings: read-only, since a game changes only through kingdom.services
— but for a game gone wrong, which staff revert to an earlier version (docs/staff.md)."""

from __future__ import annotations

import zoneinfo

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.forms import AdminUserCreationForm, UserChangeForm
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.validators import MaxLengthValidator
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from kingdom import selectors, services
from kingdom.admin.guard import GuardedAdmin, GuardedForm, ReadOnlyAdmin
from kingdom.errors import ServiceError
from kingdom.models import (
    Game,
    Profile,
    Seat,
)
from kingdom.models.game import SEAT_NAME_LENGTH


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = [
        "index", "name", "user", "is_bot", "bot_account", "autopilot", "missed_deadlines",
        "leave_until",
    ]  # fmt: skip
    readonly_fields = fields  # type: ignore[assignment]  # the same names (stubs: two types)
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


class LastActionFailed(admin.SimpleListFilter):
    """Games whose last action failed unexpectedly (`Game.last_error_at`; cleared when an
    action succeeds or staff revert the game): where a staff member looks first."""

    title = "last action failed"
    parameter_name = "failed"

    def lookups(self, request, model_admin):
        return [("yes", "Yes"), ("no", "No")]

    def queryset(self, request, queryset):
        if self.value() == "yes":
            return queryset.filter(last_error_at__isnull=False)
        if self.value() == "no":
            return queryset.filter(last_error_at__isnull=True)
        return queryset


class RevertForm(GuardedForm, forms.Form):
    to_version = forms.IntegerField(
        min_value=0,
        max_value=2**31 - 1,
        label="Back to version",
        help_text="0 (the start) or the version of an action that still counts",
    )
    expected_version = forms.IntegerField(
        min_value=0, max_value=2**31 - 1, widget=forms.HiddenInput
    )
    reason = forms.CharField(
        max_length=services.MAX_REVERT_REASON,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 80}),
        help_text="Every player is mailed it, and the game's log shows it "
        f"(at most {services.MAX_REVERT_REASON} characters).",
    )


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    """A game, read-only but for its mending (docs/staff.md): its health — whether its log
    replays to its stored state (computed on its page: it replays the whole log) and its last
    failed action — and the Revert page, which puts it back to an earlier version."""

    list_display = ["name", "mode", "status", "version", "host", "last_action_failed", "updated_at"]
    list_filter = [LastActionFailed, "status", "mode"]
    search_fields = ["name", "host__username"]
    fields = [
        "name",
        "host",
        "mode",
        "status",
        "version",
        "settings",
        "started_at",
        "paused_at",
        "health",
        "last_error_at",
        "last_error",
    ]
    readonly_fields = fields  # type: ignore[assignment]  # no snapshot, seed or log here
    inlines = [SeatInline]
    change_form_template = "admin/kingdom/game/change_form.html"

    @admin.display(boolean=True, description="last action failed", ordering="last_error_at")
    def last_action_failed(self, game: Game) -> bool:
        return game.last_error_at is not None

    @admin.display(description="health (replay)")
    def health(self, game: Game) -> str:
        """`game_check_replay`'s answer, computed now."""
        if game.status == Game.Status.OPEN:
            return "Not started: no log yet."
        try:
            same = services.game_check_replay(game=game)
        except Exception as error:  # noqa: BLE001 - a log that does not replay: shown here
            return f"The log does not replay: {type(error).__name__}: {error}"
        if same:
            return "The log replays to exactly the stored state."
        return "The log replays to another state than the stored one: revert the game."

    def get_urls(self):
        revert = self.admin_site.admin_view(self.revert_view)
        return [
            path("<path:object_id>/revert/", revert, name="kingdom_game_revert"),
            *super().get_urls(),
        ]

    def has_revert_permission(self, request: HttpRequest) -> bool:
        return request.user.has_perm(services.REVERT_PERMISSION)

    def _reverted(self, request: HttpRequest, reverted: services.Undone) -> HttpResponse:
        data = reverted.event.data
        game = reverted.game
        messages.success(
            request,
            f"{game.name} is back as at version {data['to_version']} (now version "
            f"{game.version}); {len(data['actions'])} actions were reverted and every player "
            "is mailed.",
        )
        return HttpResponseRedirect(reverse("admin:kingdom_game_change", args=[game.pk]))

    def change_view(self, request, object_id, form_url="", extra_context=None):
        extra = {"can_revert": self.has_revert_permission(request), **(extra_context or {})}
        return super().change_view(request, object_id, form_url, extra)

    def revert_view(self, request: HttpRequest, object_id: str) -> HttpResponse:
        """Pick a version from the log, see what reverting to it takes back, say why, confirm
        (a POST, refused when the game changed since the preview)."""
        game = self.get_object(request, object_id)
        if game is None:
            raise Http404(f"no game {object_id}")
        if not self.has_view_permission(request, game):
            raise PermissionDenied
        may = self.has_revert_permission(request)
        problems: list[str] = []
        data = request.POST if request.method == "POST" else request.GET
        if request.method == "POST":
            if not may:
                raise PermissionDenied
            form = RevertForm(request.POST)
            if form.is_valid():
                try:
                    reverted = services.game_revert(
                        game_id=game.pk,
                        user=request.user,  # type: ignore[arg-type]  # staff, signed in
                        **form.cleaned_data,
                    )
                except ServiceError as error:
                    problems.append(error.message)
                else:
                    return self._reverted(request, reverted)
            else:
                problems += [f"{name}: {' '.join(map(str, e))}" for name, e in form.errors.items()]
        chosen = data.get("to_version")
        preview, refusal = None, None
        if chosen is not None:
            try:
                preview = selectors.revert_preview(game=game, to_version=int(chosen))
            except ValueError:
                refusal = f"{chosen[:20]!r} is no version: pick one from the log"
            except ServiceError as error:
                refusal = error.message
        # The form confirms what this page shows: the game's version as read for the preview.
        form = RevertForm(
            initial={
                "to_version": chosen,
                "expected_version": game.version,
                "reason": data.get("reason", ""),
            }
        )
        context = {
            **self.admin_site.each_context(request),
            "title": f"Revert {game}",
            "opts": self.model._meta,
            "original": game,
            "game": game,
            "log": selectors.revert_log(game=game),
            "chosen": chosen,
            "preview": preview,
            "refusal": refusal,
            "form": form,
            "problems": problems,
            "can_revert": may,
        }
        return TemplateResponse(request, "admin/kingdom/game/revert.html", context)


#: A player's reminders as his settings page allows them (api.serializers.ProfileSerializer).
REMINDERS_MAX = 5
REMINDER_HOURS = (0.25, 24 * 14)
MESSAGE_MAIL_MAX_MINUTES = 7 * 24 * 60  # a week


class ProfileForm(forms.ModelForm):
    """A player's settings within the bounds his own settings page has: a time zone of the zone
    database, at most five reminders of 0.25–336 hours, a digest hour 0–23, an unread message
    mailed after at most a week."""

    class Meta:
        model = Profile
        fields = [
            "user",
            "time_zone",
            "email_decisions",
            "reminder_hours",
            "quiet_start",
            "quiet_end",
            "digest",
            "digest_hour",
            "message_mail_minutes",
        ]
        widgets = {"digest_hour": forms.NumberInput(attrs={"min": 0, "max": 23})}

    def clean_time_zone(self) -> str:
        name = self.cleaned_data["time_zone"]
        if name not in zoneinfo.available_timezones():
            raise ValidationError(f"{name[:64]!r} is not a time zone (e.g. Europe/London).")
        return name

    def clean_reminder_hours(self) -> list:
        hours = self.cleaned_data["reminder_hours"] or []
        low, high = REMINDER_HOURS
        if (
            not isinstance(hours, list)
            or len(hours) > REMINDERS_MAX
            or not all(type(h) in (int, float) and low <= h <= high for h in hours)
        ):
            raise ValidationError(
                f"A list of at most {REMINDERS_MAX} numbers of hours from {low} to {high}, "
                "e.g. [12, 1]."
            )
        return hours

    def clean_message_mail_minutes(self) -> int | None:
        minutes = self.cleaned_data["message_mail_minutes"]
        if minutes is not None and not 0 <= minutes <= MESSAGE_MAIL_MAX_MINUTES:
            raise ValidationError(f"Minutes from 0 to {MESSAGE_MAIL_MAX_MINUTES:,} (a week).")
        return minutes

    def clean_digest_hour(self) -> int:
        hour = self.cleaned_data["digest_hour"]
        if not 0 <= hour <= 23:
            raise ValidationError("An hour from 0 to 23.")
        return hour


@admin.register(Profile)
class ProfileAdmin(GuardedAdmin):
    form = ProfileForm
    list_display = [
        "user", "time_zone", "email_decisions", "digest", "quiet_start", "quiet_end",
        "bot_account",
    ]  # fmt: skip
    # The mark of a bot account is its owner's (his settings: kingdom.accounts.account_set_bot,
    # which keeps it while he is seated in an unfinished game): shown here, not edited.
    list_filter = ["bot_account"]
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
class PlayerAdmin(GuardedAdmin, UserAdmin):
    add_form = PlayerCreationForm
    form = PlayerChangeForm
