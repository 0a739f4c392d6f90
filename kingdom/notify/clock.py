"""A reader's clock and words: his settings, his time zone and quiet hours, a moment and a
length of time as he reads them, the links a mail carries, what a decision kind is called."""

from __future__ import annotations

import zoneinfo
from datetime import datetime, timedelta

from django.conf import settings
from django.urls import reverse

from kingdom.models import Profile
from kingdom.rules.decisions import spec


def kind_label(kind: str) -> str:
    """A decision kind as the mails name it (its label, declared with the kind)."""
    return spec(kind).label


what = kind_label  # the mails' templates call it `what`


def default_text(kind: str) -> str:
    """What the clock does for the player who does not answer, as the kind's spec says it."""
    return spec(kind).if_late


def profiles_of(users) -> dict[int | None, Profile]:
    """The players' settings, by user id (a player who never set any gets the defaults). Those
    read with their user (`select_related("user__profile")`) cost no query."""
    users = set(users)
    known = {u.pk: _read_profile(u) for u in users if _profile_read(u)}
    unknown = [u for u in users if u.pk not in known]
    if unknown:
        known.update((p.user_id, p) for p in Profile.objects.filter(user__in=unknown))
    return {u.pk: known.get(u.pk) or Profile(user=u) for u in users}


def _profile_read(user) -> bool:
    return type(user).profile.is_cached(user)


def _read_profile(user) -> Profile | None:
    try:
        return user.profile
    except Profile.DoesNotExist:
        return None


def zone(profile: Profile | None) -> zoneinfo.ZoneInfo:
    try:
        return zoneinfo.ZoneInfo(profile.time_zone if profile else "UTC")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):  # a folder, too long
        return zoneinfo.ZoneInfo("UTC")


def quiet_until(profile: Profile | None, now: datetime) -> datetime | None:
    """The end of the player's quiet hours when `now` falls inside them, else None. A window
    may run over midnight (22:00–07:00)."""
    if profile is None or profile.quiet_start is None or profile.quiet_end is None:
        return None
    start, end = profile.quiet_start, profile.quiet_end
    if start == end:
        return None
    local = now.astimezone(zone(profile))
    t = local.time()
    inside = start <= t < end if start < end else (t >= start or t < end)
    if not inside:
        return None
    day = local.date() if t < end else local.date() + timedelta(days=1)
    return datetime.combine(day, end, tzinfo=local.tzinfo).astimezone(zoneinfo.ZoneInfo("UTC"))


def local_text(moment: datetime | None, profile: Profile | None) -> str | None:
    """A moment as the player reads it: '2026-11-24 18:00 (Europe/London)'."""
    if moment is None:
        return None
    return f"{moment.astimezone(zone(profile)):%Y-%m-%d %H:%M} ({zone(profile).key})"


def game_url(game_id: int) -> str:
    return settings.SITE_URL.rstrip("/") + reverse("frontend:game", args=[game_id])


def record_url(game_id: int) -> str:
    return settings.SITE_URL.rstrip("/") + reverse("frontend:record", args=[game_id])


def next_digest(profile: Profile, now: datetime) -> datetime:
    """When the player's next daily digest goes out: his digest hour, today or tomorrow."""
    local = now.astimezone(zone(profile))
    at = local.replace(hour=profile.digest_hour, minute=0, second=0, microsecond=0)
    return at if at > local else at + timedelta(days=1)


def settings_url() -> str:
    return settings.SITE_URL.rstrip("/") + reverse("frontend:settings")


def duration_text(length: timedelta) -> str:
    """A length of time as the mails say it: '2 days 3 hours', '1 hour 5 minutes', '40 seconds'."""
    seconds = round(length.total_seconds())
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, seconds = divmod(rest, 60)
    parts = [(days, "day"), (hours, "hour"), (minutes, "minute")]
    said = [f"{n} {unit}{'s' if n != 1 else ''}" for n, unit in parts if n][:2]
    return " ".join(said) or f"{seconds} second{'s' if seconds != 1 else ''}"
