"""Beat's mails: the reminders before a deadline and the daily digest."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from kingdom import message_selectors
from kingdom.models import Game, Mail, PendingDecision, Profile, Seat
from kingdom.notify import hooks
from kingdom.notify.clock import default_text, game_url, local_text, what, zone
from kingdom.notify.decisions import decision_context
from kingdom.notify.outbox import new_mail, queue


def queue_reminders(now: datetime | None = None) -> int:
    """A reminder for every decision whose deadline is within one of its player's reminder
    times. Idempotent: one row per (decision, hours), whatever the number of sweeps. A reminder
    whose time came before the decision was made is skipped: its decision mail, just sent,
    says the same (an 18-minute decision gets no "1 hour left" right after it, and no second
    text a few minutes later)."""
    now = now or timezone.now()
    rows = (
        PendingDecision.objects.filter(
            deadline__gt=now,
            deadline__lte=now + timedelta(days=14),
            game__status=Game.Status.ACTIVE,
            seat__isnull=False,
        )
        .select_related("game")
        # Not the games' big columns, which a reminder never reads: each sweep decoded every
        # active game's state and frozen ruleset here (issue 28's soak: 42 ms at 40 games).
        .defer("game__state", "game__ruleset")
        .order_by("deadline")
    )
    seats: dict[tuple[int, int | None], Seat] = {
        (s.game_id, s.index): s
        for s in Seat.objects.filter(
            game__in={r.game_id for r in rows}, user__isnull=False
        ).select_related("user__profile")
    }
    mails = []
    for row in rows:
        seat = seats.get((row.game_id, row.seat))
        if seat is None or seat.user is None or seat.played_by_bot:
            continue
        if not hasattr(seat.user, "profile") or row.deadline is None:
            continue
        profile = seat.user.profile
        if profile.digest:
            continue
        for hours in sorted(profile.reminder_hours or []):
            at = row.deadline - timedelta(hours=hours)
            if at <= now:
                if at >= row.created_at:  # a reminder due before the decision was made: none
                    mails.append(_reminder(row, seat, profile, hours))
                break  # the nearest reminder due; the earlier ones are moot
    return len(queue(mails))


def _reminder(row: PendingDecision, seat: Seat, profile: Profile, hours: float) -> Mail:
    return new_mail(
        seat.user,
        row.game,
        "reminder",
        f"reminder:{row.pk}:{row.deadline:%Y%m%dT%H%M%S}:{hours}",
        {**decision_context(row, seat, row.game, profile), "hours": hours},
        decision=row,
    )


def queue_digests(now: datetime | None = None) -> int:
    """The daily digest of every player who asked for one, once his local digest hour has
    come: his games, what waits for him, until when and what the default will be. One per
    local day (the key)."""
    now = now or timezone.now()
    mails = []
    for profile in Profile.objects.filter(digest=True).select_related("user"):
        local = now.astimezone(zone(profile))
        if local.hour < profile.digest_hour:
            continue
        games = _digest_games(profile)
        if not games:
            continue
        mails.append(
            new_mail(
                profile.user,
                None,
                "digest",
                f"digest:{profile.user_id}:{local.date().isoformat()}",
                {"games": games, "day": f"{local:%A %d %B}"},
            )
        )
    return len(queue(mails))


def _digest_games(profile: Profile) -> list[dict]:
    seats = Seat.objects.filter(
        user=profile.user, game__status__in=[Game.Status.ACTIVE, Game.Status.PAUSED]
    ).select_related("game")
    games = []
    for seat in seats:
        game = seat.game
        waiting = PendingDecision.objects.filter(game=game, seat=seat.index)
        games.append(
            {
                "name": game.name,
                "status": game.get_status_display().lower(),
                "url": game_url(game.pk),
                "waiting": [
                    {
                        "what": what(row.kind),
                        "deadline": local_text(row.deadline, profile),
                        "default": default_text(row.kind),
                    }
                    for row in waiting
                ],
                "unread": message_selectors.unread_for_digest(user=profile.user, game=game),
                "since": hooks.since_summary(game, seat.index, profile)
                if hooks.since_summary
                else None,
            }
        )
    return games
