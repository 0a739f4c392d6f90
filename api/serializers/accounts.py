"""Accounts: the sign-up, the API token, who you are and your settings (`/api/me/`)."""

import functools
import zoneinfo

from rest_framework import serializers

from api.schemas import LocalTimeField
from kingdom.models import Profile
from kingdom.models.game import SEAT_NAME_LENGTH

MESSAGE_MAIL_MAX_MINUTES = 7 * 24 * 60  # a week


class SignUpSerializer(serializers.Serializer):
    """The sign-up's fields; their checks are the service's (kingdom.accounts.user_signup), the
    same for the web page."""

    username = serializers.CharField(
        help_text=f"your seat's name in every game: at most {SEAT_NAME_LENGTH} letters, digits "
        "and @.+-_, unique whatever its case",
    )
    password = serializers.CharField(
        write_only=True, trim_whitespace=False, style={"input_type": "password"}
    )
    email = serializers.CharField(
        required=False, allow_blank=True, help_text="mailed a confirmation link"
    )


@functools.cache
def _time_zones() -> frozenset[str]:
    """Every name in the zone database (tzdata), read once."""
    return frozenset(zoneinfo.available_timezones())


def _time_zone(value: str) -> str:
    """A name from the zone database, checked against its list before anything opens a file
    (a folder such as "Europe" or a 300-character name made `ZoneInfo` raise OSError)."""
    if value not in _time_zones():
        shown = value if len(value) <= 64 else value[:64] + "…"
        raise serializers.ValidationError(f"{shown!r} is not a time zone (e.g. Europe/London)")
    return value


class ProfileSerializer(serializers.ModelSerializer):
    """How and when you are told of your decisions (every time is in `time_zone`)."""

    time_zone = serializers.CharField(
        max_length=64,
        validators=[_time_zone],  # type: ignore[list-item]  # its return value is not read
        help_text="a name from the IANA zone database, e.g. Europe/London",
    )
    quiet_start = LocalTimeField(allow_null=True, required=False)
    quiet_end = LocalTimeField(allow_null=True, required=False)
    reminder_hours = serializers.ListField(
        child=serializers.FloatField(min_value=0.25, max_value=24 * 14),
        max_length=5,
        help_text="hours before a deadline at which to remind you, e.g. [12, 1]",
    )
    digest_hour = serializers.IntegerField(min_value=0, max_value=23)
    message_mail_minutes = serializers.IntegerField(
        min_value=0,
        max_value=MESSAGE_MAIL_MAX_MINUTES,
        allow_null=True,
        required=False,
        help_text="minutes after which a message you have not read is mailed to you (0: at "
        "once; null: never — the daily digest still counts them)",
    )

    class Meta:
        model = Profile
        fields = [
            "time_zone",
            "email_decisions",
            "reminder_hours",
            "quiet_start",
            "quiet_end",
            "digest",
            "digest_hour",
            "message_mail_minutes",
            "reply_by_mail",
            "bot_account",
        ]
        extra_kwargs = {
            "bot_account": {
                "help_text": "a bot account (issue 31, docs/bot-authors.md): a program plays it "
                "through the API, it is shown as a bot wherever its name appears, and it takes "
                "a seat only when a host invites it by name. Changed only while it has no seat "
                "in a game that has not finished (else a 409 `seated` naming the games)"
            },
            "reply_by_mail": {
                "help_text": "your decision mails carry a reply address and the codes to answer "
                "with (issue 32: docs/play-by-mail.md)"
            },
        }

    def validate(self, attrs):
        start = attrs.get("quiet_start", getattr(self.instance, "quiet_start", None))
        end = attrs.get("quiet_end", getattr(self.instance, "quiet_end", None))
        if (start is None) != (end is None):
            raise serializers.ValidationError("quiet hours need both a start and an end")
        return attrs


class MeSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    username = serializers.CharField(read_only=True)
    is_staff = serializers.BooleanField(read_only=True)
    email = serializers.EmailField(required=False, allow_blank=True, max_length=254)
    # Any of the settings: the rest stay as they are (`PATCH /api/me/`).
    profile = ProfileSerializer(required=False, partial=True)


class EmailStateSerializer(serializers.Serializer):
    email = serializers.EmailField()
    email_verified = serializers.BooleanField()


class MeResponseSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    is_staff = serializers.BooleanField()
    email = serializers.CharField(allow_blank=True)
    email_verified = serializers.BooleanField()
    profile = ProfileSerializer()


class SignedUpSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    token = serializers.CharField()


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField()
