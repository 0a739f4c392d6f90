"""A decision that becomes a player's (issue 7, issue 35): one mail for his turn, an offer
naming who makes it, the digest offered to one mailed often; his deadlines moved."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from kingdom.models import Game, Mail, PendingDecision, Profile, Seat
from kingdom.notify.clock import (
    default_text,
    local_text,
    next_digest,
    profiles_of,
    settings_url,
    what,
)
from kingdom.notify.outbox import new_mail, queue
from kingdom.rules.decisions import Clock, spec


def decision_context(
    row: PendingDecision,
    seat: Seat,
    game: Game,
    profile: Profile,
    names: dict[int, str] | None = None,
) -> dict:
    return {
        "seat_name": seat.name,
        "game_name": game.name,
        "what": _what_offered(row, names) or what(row.kind),
        "terms": _terms_text(row, names),
        "rule": row.rule,
        "deadline": local_text(row.deadline, profile),
        "default": default_text(row.kind),
    }


# An offer's mail names who makes it (issue 35): "answer Ann's offer of alliance".
OFFERED = {
    "alliance_reply": "answer {who}'s offer of alliance",
    "deal_reply": "answer {who}'s offer of a deal",
}


def _offerer(row: PendingDecision, names: dict[int, str] | None) -> str | None:
    who = row.detail.get("from") if isinstance(row.detail, dict) else None
    return (names or {}).get(who) if isinstance(who, int) else None


def _what_offered(row: PendingDecision, names: dict[int, str] | None) -> str | None:
    who = _offerer(row, names)
    return OFFERED[row.kind].format(who=who) if who and row.kind in OFFERED else None


def _terms_text(row: PendingDecision, names: dict[int, str] | None) -> str | None:
    """A deal's terms as its addressee reads them (he is a party: rule 32 i, house 28)."""
    who = _offerer(row, names)
    if row.kind != "deal_reply" or not who:
        return None
    d = row.detail

    def goods(gold: int, cards: list[str]) -> str:
        parts = [f"{gold} gold"] if gold else []
        parts += [f"the card {c}" for c in cards]
        return ", ".join(parts) or "nothing"

    text = f"The deal: {who} gives {goods(d.get('gold', 0), d.get('cards', []))}; "
    text += f"you give {goods(d.get('for_gold', 0), d.get('for_cards', []))}"
    if d.get("promise"):
        text += f"; his promise: “{d['promise']}”"
    return text + "."


def turn_mail_key(game: Game, row: PendingDecision) -> str:
    """The mail key of a decision (issue 35, "one mail for a player's turn"): the decisions
    of his own turn — those on the turn's clock (`Clock.TURN`: his move, the battle he chooses
    to fight, his purchase) — share one mail, so he is mailed once a turn. Every other decision
    (a bid, a reply, an offer) keeps a mail of its own (`decision:<id>`)."""
    turn = next((p for p in row.key.split("/") if TURN_PART.fullmatch(p)), None)
    if turn is None or spec(row.kind).clock != Clock.TURN:
        return f"decision:{row.pk}"
    return f"turn:{game.pk}:{row.seat}:{turn}"


TURN_PART = re.compile(r"t\d+")
# A player mailed this many times in a day is offered the daily digest in his next mails.
DIGEST_OFFERED_AFTER = 4


def decision_mail_delay(row: PendingDecision, now: datetime) -> datetime:
    """When a decision's mail may go: after `KINGDOM_DECISION_MAIL_DELAY_SECONDS` (a player
    on the page answers first, and is not mailed: `moot`), but never later than a quarter of
    the decision's time."""
    delay = timedelta(seconds=settings.DECISION_MAIL_DELAY_SECONDS)
    if row.deadline is not None:
        delay = min(delay, max(row.deadline - now, timedelta(0)) / 4)
    return now + delay


def decisions_made(game: Game, rows: list[PendingDecision], seats: list[Seat]) -> None:
    """Rule-agnostic: a decision has become a player's. Bots, seats on autopilot and players
    who asked for no mail are not written to; a player on the daily digest is, when the
    decision's deadline comes before his next digest."""
    decisions_made_in([(game, rows, seats)])


def decisions_made_in(made: list[tuple[Game, list[PendingDecision], list[Seat]]]) -> None:
    """`decisions_made` for several games at once (the sweep's batch): their players' profiles
    read together (none when read with the seats) and their mails stored together. One mail a
    turn (`turn_mail_key`): a turn's later decision takes over its mail while unsent, and is
    not mailed once it went (or was found moot: he was on the page)."""
    told = []
    for game, rows, seats in made:
        by_index: dict[int | None, Seat] = {s.index: s for s in seats}
        names = {s.index: s.name for s in seats}
        told += [
            (game, row, seat, names)
            for row in rows
            if (seat := by_index.get(row.seat)) is not None
            and seat.user is not None
            and seat.user.email  # no address: no mail to render (`queue`)
            and not seat.played_by_bot
        ]
    if not told:
        return
    profiles = profiles_of({seat.user for _, _, seat, _ in told})
    now = timezone.now()
    many = _mailed_often({seat.user_id for _, _, seat, _ in told}, profiles, now)
    mails: dict[str, Mail] = {}
    for game, row, seat, names in told:
        profile = profiles[seat.user_id]
        if not profile.email_decisions:
            continue
        if profile.digest and (row.deadline is None or row.deadline >= next_digest(profile, now)):
            continue  # the digest tells him in time
        context = decision_context(row, seat, game, profile, names)
        if seat.user_id in many:
            context |= {"mails_today": many[seat.user_id], "settings_url": settings_url()}
        key = turn_mail_key(game, row)
        at = decision_mail_delay(row, now)
        mails.setdefault(
            key, new_mail(seat.user, game, "decision", key, context, decision=row, not_before=at)
        )
    _take_over_unsent(mails)
    queue(mails.values())


def _take_over_unsent(mails: dict[str, Mail]) -> None:
    """A turn's mail not yet sent now tells of the turn's newest decision (its text, its
    deadline): the older one was answered. One sent, or found moot, stays as it is and the new
    decision gets none (`queue` keeps a stored key)."""
    unsent = Mail.objects.filter(
        key__in=[k for k in mails if k.startswith("turn:")], sent_at__isnull=True, moot=""
    )
    taken = []
    for mail in unsent:
        new = mails.pop(mail.key)
        for field in ("subject", "body", "html", "decision", "not_before"):
            setattr(mail, field, getattr(new, field))
        taken.append(mail)
    if taken:
        fields = ["subject", "body", "html", "decision", "not_before"]
        Mail.objects.bulk_update(taken, fields)


def _mailed_often(
    users: set[int | None], profiles: dict[int | None, Profile], now: datetime
) -> dict[int | None, int]:
    """The players not on the digest mailed `DIGEST_OFFERED_AFTER` times or more in the last
    day (a mail found moot was never sent: not counted), with their counts: their decision
    mails offer them the digest (issue 35)."""
    users = {u for u in users if not profiles[u].digest and profiles[u].email_decisions}
    if not users:
        return {}
    counts = (
        Mail.objects.filter(user__in=users, created_at__gte=now - timedelta(days=1), moot="")
        .values_list("user")
        .annotate(n=models.Count("id"))
    )
    return {user: n for user, n in counts if n >= DIGEST_OFFERED_AFTER}


def deadlines_moved(
    game: Game, seat: Seat, rows: list[PendingDecision], why: str = "leave"
) -> None:
    """A player's deadlines moved while his decisions waited: he ended his leave early (`why`
    "leave": they came forward) or the host resumed the game ("resume": they moved on by the
    time it stood still). One corrected mail per decision with its new deadline, and its
    reminders start again (their keys name the deadline)."""
    if seat.user is None or seat.played_by_bot:
        return
    profile = profiles_of({seat.user})[seat.user_id]
    if not profile.email_decisions:
        return
    queue(
        new_mail(
            seat.user,
            game,
            "deadline",
            f"deadline:{row.pk}:{row.deadline:%Y%m%dT%H%M%S}",
            {**decision_context(row, seat, game, profile), "why": why},
            decision=row,
        )
        for row in rows
        if row.deadline is not None
    )
