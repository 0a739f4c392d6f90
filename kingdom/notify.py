"""Telling players by e-mail (issue 7): a decision that becomes theirs, reminders before its
deadline, a daily digest, and the news of a game (leave, pause, autopilot).

Mails go through an outbox (`Mail`): a row is written in the same transaction as the change
that makes it due, and a task sends it after commit. Beat's sweep sends what is due again
(a failed send, a mail held back by quiet hours), so a mail server that is down never blocks a
game and a notice is never lost. Quiet hours are checked when a mail is sent: one that falls in
the window waits for its end. A mail about a decision is deleted with the decision, so nobody
is told of a decision he has already answered or that has expired.
"""

from __future__ import annotations

import logging
import zoneinfo
from collections.abc import Iterable
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from kingdom.models import Game, Mail, PendingDecision, Profile, Seat, VerifiedEmail

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 6  # then the mail is given up (its error stays on the row, in the admin)
RETRY_AFTER = timedelta(minutes=2)  # doubled at each failed attempt

KIND_TEXT = {
    "move": "your turn: move your pieces",
    "purchase": "your turn: buy troops or end the turn",
    "choose_battle": "your turn: choose the next battle",
    "choose_challenger": "choose your Royal Challenger",
    "bid": "a sealed bid for an allegiance",
    "joust_reply": "an invitation to the Royal Jousting Tournament",
    "joust_pick": "pick your numbers in the joust",
    "ransom": "a prisoner's ransom",
    "raise_funds": "gold you owe",
    "battle_cards": "add-one cards in a battle",
}


# -- a player's clock -----------------------------------------------------------------------------
def profiles_of(users) -> dict[int, Profile]:
    """The players' settings, by user id (a player who never set any gets the defaults)."""
    found = {p.user_id: p for p in Profile.objects.filter(user__in=users)}
    return {u.pk: found.get(u.pk) or Profile(user=u) for u in users}


def zone(profile: Profile | None) -> zoneinfo.ZoneInfo:
    try:
        return zoneinfo.ZoneInfo(profile.time_zone if profile else "UTC")
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
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


# -- writing mails (inside the game's transaction) ------------------------------------------------
def queue(mails: Iterable[Mail]) -> list[Mail]:
    """Store new mails (a key already stored is left alone) and send them after commit.
    Returns the new ones."""
    mails = [m for m in mails if m.user.email]
    if mails:
        known = set(
            Mail.objects.filter(key__in=[m.key for m in mails]).values_list("key", flat=True)
        )
        mails = [m for m in mails if m.key not in known]
    if not mails:
        return []
    Mail.objects.bulk_create(mails, ignore_conflicts=True)  # a sweep beside this one: no harm
    keys = [m.key for m in mails]
    transaction.on_commit(lambda: _enqueue(keys))
    return mails


def _enqueue(keys: list[str]) -> None:
    from kingdom.tasks import deliver_mails

    try:
        deliver_mails.delay(keys)
    except Exception:  # noqa: BLE001 - the broker is down: beat's sweep sends them later
        log.warning("mail: could not enqueue %d mails; the sweep will send them", len(keys))


def _mail(user, game: Game | None, kind: str, key: str, subject: str, lines: list[str], **extra):
    body = "\n".join([*lines, "", game_url(game.pk) if game else settings.SITE_URL])
    return Mail(
        user=user,
        game=game,
        kind=kind,
        key=key,
        subject=f"[Kingdom] {subject}"[:200],
        body=body,
        not_before=extra.pop("not_before", None) or timezone.now(),
        **extra,
    )


def decisions_made(game: Game, rows: list[PendingDecision], seats: list[Seat]) -> None:
    """Rule-agnostic: a decision has become a player's. Bots, seats on autopilot and players
    who asked for a digest (or no mail) are not written to."""
    by_index = {s.index: s for s in seats}
    told = [
        (row, by_index[row.seat])
        for row in rows
        if row.seat in by_index
        and by_index[row.seat].user is not None
        and not by_index[row.seat].played_by_bot
    ]
    if not told:
        return
    profiles = profiles_of({seat.user for _, seat in told})
    mails = []
    for row, seat in told:
        profile = profiles[seat.user_id]
        if profile.digest or not profile.email_decisions:
            continue
        what = KIND_TEXT.get(row.kind, row.kind.replace("_", " "))
        by = local_text(row.deadline, profile)
        mails.append(
            _mail(
                seat.user,
                game,
                "decision",
                f"decision:{row.pk}",
                f"{game.name}: {what}",
                [
                    f"{seat.name}, in {game.name} a decision is yours: {what} ({row.rule}).",
                    f"Decide by {by}; then the server plays the default for you."
                    if by
                    else "There is no deadline.",
                ],
                decision=row,
            )
        )
    queue(mails)


def tell_players(game: Game, seats: list[Seat], kind: str, key: str, subject: str, text: str):
    """A notice to every human player of the game (but the one it is about, when given)."""
    queue(
        _mail(s.user, game, kind, f"{key}:{s.user_id}", f"{game.name}: {subject}", [text])
        for s in seats
        if s.user is not None and not s.is_bot
    )


# -- reminders and digests (beat) -----------------------------------------------------------------
def queue_reminders(now: datetime | None = None) -> int:
    """A reminder for every decision whose deadline is within one of its player's reminder
    times. Idempotent: one row per (decision, hours), whatever the number of sweeps."""
    now = now or timezone.now()
    rows = (
        PendingDecision.objects.filter(
            deadline__gt=now,
            deadline__lte=now + timedelta(days=14),
            game__status=Game.Status.ACTIVE,
            seat__isnull=False,
        )
        .select_related("game")
        .order_by("deadline")
    )
    seats = {
        (s.game_id, s.index): s
        for s in Seat.objects.filter(
            game__in={r.game_id for r in rows}, user__isnull=False
        ).select_related("user__profile")
    }
    mails = []
    for row in rows:
        seat = seats.get((row.game_id, row.seat))
        if seat is None or seat.played_by_bot or not hasattr(seat.user, "profile"):
            continue
        profile = seat.user.profile
        if profile.digest:
            continue
        for hours in sorted(profile.reminder_hours or []):
            if row.deadline - timedelta(hours=hours) <= now:
                mails.append(_reminder(row, seat, profile, hours))
                break  # the nearest reminder due; the earlier ones are moot
    return len(queue(mails))


def _reminder(row: PendingDecision, seat: Seat, profile: Profile, hours: float) -> Mail:
    what = KIND_TEXT.get(row.kind, row.kind.replace("_", " "))
    return _mail(
        seat.user,
        row.game,
        "reminder",
        f"reminder:{row.pk}:{hours}",
        f"{row.game.name}: {what} — deadline {local_text(row.deadline, profile)}",
        [
            f"{seat.name}, a decision in {row.game.name} still waits for you: {what}.",
            f"Its deadline is {local_text(row.deadline, profile)}; "
            "then the server plays the default for you.",
        ],
        decision=row,
    )


def queue_digests(now: datetime | None = None) -> int:
    """The daily digest of every player who asked for one, once his local digest hour has
    come: his games, what waits for him and until when. One per local day (the key)."""
    now = now or timezone.now()
    mails = []
    for profile in Profile.objects.filter(digest=True).select_related("user"):
        local = now.astimezone(zone(profile))
        if local.hour < profile.digest_hour:
            continue
        lines = _digest_lines(profile)
        if not lines:
            continue
        mails.append(
            _mail(
                profile.user,
                None,
                "digest",
                f"digest:{profile.user_id}:{local.date().isoformat()}",
                f"your games on {local:%A %d %B}",
                lines,
            )
        )
    return len(queue(mails))


def _digest_lines(profile: Profile) -> list[str]:
    seats = Seat.objects.filter(
        user=profile.user, game__status__in=[Game.Status.ACTIVE, Game.Status.PAUSED]
    ).select_related("game")
    lines = []
    for seat in seats:
        game = seat.game
        waiting = PendingDecision.objects.filter(game=game, seat=seat.index)
        lines.append(f"{game.name} ({game.get_status_display().lower()}): {game_url(game.pk)}")
        for row in waiting:
            what = KIND_TEXT.get(row.kind, row.kind.replace("_", " "))
            by = local_text(row.deadline, profile) or "no deadline"
            lines.append(f"  - waiting for you: {what}, by {by}")
        if not waiting:
            lines.append("  - nothing waits for you")
    return lines


# -- sending (tasks) ------------------------------------------------------------------------------
def deliver(key: str, now: datetime | None = None) -> bool:
    """Send one mail if it is due and outside its player's quiet hours. The row is locked
    (`skip_locked`), so two workers never send it twice. True when it was sent."""
    now = now or timezone.now()
    with transaction.atomic():
        mail = (
            Mail.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user")
            .filter(key=key, sent_at__isnull=True, attempts__lt=MAX_ATTEMPTS)
            .first()
        )
        if mail is None or mail.not_before > now:
            return False
        if not VerifiedEmail.holds(mail.user):  # issue 16: only to a confirmed address
            mail.attempts = MAX_ATTEMPTS
            mail.last_error = "the address is not verified"
            mail.save(update_fields=["attempts", "last_error"])
            return False
        later = quiet_until(Profile.objects.filter(user=mail.user).first(), now)
        if later is not None:
            mail.not_before = later
            mail.save(update_fields=["not_before"])
            return False
        try:
            send_mail(mail.subject, mail.body, None, [mail.user.email])
        except Exception as error:  # noqa: BLE001 - any mail failure: retry later
            mail.attempts += 1
            mail.last_error = f"{type(error).__name__}: {error}"[:200]
            mail.not_before = now + RETRY_AFTER * 2 ** (mail.attempts - 1)
            mail.save(update_fields=["attempts", "last_error", "not_before"])
            log.warning("mail %s: attempt %d failed: %s", key, mail.attempts, error)
            return False
        mail.sent_at = now
        mail.attempts += 1
        mail.save(update_fields=["sent_at", "attempts"])
        return True


def due_keys(now: datetime | None = None, limit: int = 500) -> list[str]:
    now = now or timezone.now()
    return list(
        Mail.objects.filter(sent_at__isnull=True, not_before__lte=now, attempts__lt=MAX_ATTEMPTS)
        .order_by("not_before")
        .values_list("key", flat=True)[:limit]
    )
