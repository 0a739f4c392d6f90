"""Telling players by e-mail (issue 7, issue 22): a decision that becomes theirs, reminders
before its deadline, a daily digest, the news of a game (leave, pause, autopilot) and its end;
a message not read within the delay its reader chose (issue 19); a game reverted by staff
(issue 26).

Mails go through an outbox (`Mail`): a row is written in the same transaction as the change
that makes it due, and a task sends it after commit. Beat's sweep sends what is due again
(a failed send, a mail held back by quiet hours), so a mail server that is down never blocks a
game and a notice is never lost. Quiet hours are checked when a mail is sent: one that falls in
the window waits for its end. A mail that has become moot by then — its decision answered or
expired, its game over — is not sent; its row stays, with the reason (the outbox is history).

Every date is in the reader's time zone. Bodies come from the templates in
`kingdom/templates/kingdom/mail/` (`<kind>_subject.txt`, `<kind>.txt`, `<kind>.html`).
"""

from __future__ import annotations

import logging
import re
import zoneinfo
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import models, transaction
from django.dispatch import Signal
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html

from kingdom import message_selectors, visits
from kingdom.models import (
    Game,
    GameEvent,
    Mail,
    Message,
    MessageReader,
    Mute,
    PendingDecision,
    Profile,
    Seat,
    VerifiedEmail,
)
from kingdom.rules.decisions import Clock, spec

log = logging.getLogger(__name__)

# Sent with the keys of the mails `queue` stored, inside the transaction that stored them.
# kingdom.tasks receives it and enqueues their delivery on commit: the domain never imports
# the tasks (which import the services), so services → notify → tasks → services is no cycle.
mails_written = Signal()

# Issue 32 (kingdom.inbound sets it): the reply address and answer codes of a mail about a
# decision, filled in as it is sent; None leaves mails as they are.
reply_part: Callable[[Mail], Any] | None = None
# Issue 30: what happened in a game since the player last looked, in words, for his "your
# move" mail and his digest: {"since", "text", "url"} or None. Set by kingdom.replay (above
# this module: it reads the log through the selectors) when the app is ready.
since_summary: Callable[[Game, int, Profile | None], dict | None] | None = None

MAX_ATTEMPTS = 6  # then the mail is given up (its error stays on the row, in the admin)
RETRY_AFTER = timedelta(minutes=2)  # doubled at each failed attempt
ON_THE_PAGE = timedelta(minutes=1)  # a visible page marks its visit every 30 s (replay.js)


def kind_label(kind: str) -> str:
    """A decision kind as the mails name it (its label, declared with the kind)."""
    return spec(kind).label


ENDED_TEXT = {"grail": "the Holy Grail is found", "camelot": "Camelot has fallen"}


what = kind_label  # the mails' templates call it `what`


def default_text(kind: str) -> str:
    """What the clock does for the player who does not answer, as the kind's spec says it."""
    return spec(kind).if_late


# -- a player's clock -----------------------------------------------------------------------------
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


# -- writing mails (inside the game's transaction) ------------------------------------------------
def queue(mails: Iterable[Mail]) -> list[Mail]:
    """Store new mails (a key already stored is left alone) and announce them
    (`mails_written`): kingdom.tasks sends them after commit. Returns the new ones."""
    mails = [m for m in mails if m.user.email]
    if mails:
        known = set(
            Mail.objects.filter(key__in=[m.key for m in mails]).values_list("key", flat=True)
        )
        mails = [m for m in mails if m.key not in known]
    if not mails:
        return []
    Mail.objects.bulk_create(mails, ignore_conflicts=True)  # a sweep beside this one: no harm
    mails_written.send(sender=Mail, keys=[m.key for m in mails])
    return mails


def _mail(user, game: Game | None, kind: str, key: str, context: dict, **extra) -> Mail:
    """A mail from the templates of `kind` (its subject, text and HTML bodies)."""
    context = {"url": game_url(game.pk) if game else settings.SITE_URL, **context}
    subject = " ".join(render_to_string(f"kingdom/mail/{kind}_subject.txt", context).split())
    body = re.sub(r"\n{3,}", "\n\n", render_to_string(f"kingdom/mail/{kind}.txt", context))
    return Mail(
        user=user,
        game=game,
        kind=kind,
        key=key,
        subject=f"[Kingdom] {subject}"[:200],
        body=body.strip() + "\n",
        html=render_to_string(f"kingdom/mail/{kind}.html", context),
        not_before=extra.pop("not_before", None) or timezone.now(),
        **extra,
    )


def _decision_context(
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
        context = _decision_context(row, seat, game, profile, names)
        if seat.user_id in many:
            context |= {"mails_today": many[seat.user_id], "settings_url": settings_url()}
        key = turn_mail_key(game, row)
        at = decision_mail_delay(row, now)
        mails.setdefault(
            key, _mail(seat.user, game, "decision", key, context, decision=row, not_before=at)
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


def settings_url() -> str:
    return settings.SITE_URL.rstrip("/") + reverse("frontend:settings")


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
        _mail(
            seat.user,
            game,
            "deadline",
            f"deadline:{row.pk}:{row.deadline:%Y%m%dT%H%M%S}",
            {**_decision_context(row, seat, game, profile), "why": why},
            decision=row,
        )
        for row in rows
        if row.deadline is not None
    )


def duration_text(length: timedelta) -> str:
    """A length of time as the mails say it: '2 days 3 hours', '1 hour 5 minutes', '40 seconds'."""
    seconds = round(length.total_seconds())
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, seconds = divmod(rest, 60)
    parts = [(days, "day"), (hours, "hour"), (minutes, "minute")]
    said = [f"{n} {unit}{'s' if n != 1 else ''}" for n, unit in parts if n][:2]
    return " ".join(said) or f"{seconds} second{'s' if seconds != 1 else ''}"


def _humans(seats: Iterable[Seat]) -> list[Seat]:
    return [s for s in seats if s.user is not None and not s.is_bot]


def leave_taken(game: Game, seats: list[Seat], away: Seat) -> None:
    """The other players learn that `away` is on leave, until when (in their own time)."""
    others = [s for s in _humans(seats) if s.pk != away.pk]
    profiles = profiles_of({s.user for s in others})
    until = away.leave_until
    assert until is not None  # he is on leave (services.game_take_leave)
    queue(
        _mail(
            s.user,
            game,
            "leave",
            f"leave:{away.pk}:{until.isoformat()}:{s.user_id}",
            {
                "game_name": game.name,
                "away": away.name,
                "until": local_text(until, profiles[s.user_id]),
            },
        )
        for s in others
    )


def paused_or_resumed(
    game: Game,
    seats: list[Seat],
    kind: str,
    host,
    at: datetime,
    stood_still: timedelta | None = None,
    moved: Sequence[PendingDecision] = (),
) -> None:
    """`kind`: "pause" or "resume". Every player is told, with the time in his own zone; on
    resume, how long the game stood still (every deadline moved by as much) and his own
    decisions' new deadlines. Each holder of a decision also gets its `deadline` mail, as
    after a return from leave."""
    humans = _humans(seats)
    profiles = profiles_of({s.user for s in humans})
    queue(
        _mail(
            s.user,
            game,
            kind,
            f"{kind}:{game.pk}:{at.isoformat()}:{s.user_id}",
            {
                "game_name": game.name,
                "host": host.get_username(),
                "at": local_text(at, profiles[s.user_id]),
                "stood_still": duration_text(stood_still) if stood_still else None,
                "deadlines": [
                    {
                        "what": what(row.kind),
                        "deadline": local_text(row.deadline, profiles[s.user_id]),
                    }
                    for row in moved
                    if row.seat == s.index and row.deadline is not None
                ],
            },
        )
        for s in humans
    )
    for seat in humans:
        own = [row for row in moved if row.seat == seat.index]
        if own:
            deadlines_moved(game, seat, own, why="resume")


def autopilot_on(game: Game, seat: Seat) -> None:
    """The player whose seat the bot now plays after his missed deadlines."""
    if seat.user is None or seat.is_bot:
        return
    queue(
        [
            _mail(
                seat.user,
                game,
                "autopilot",
                f"autopilot:{seat.pk}:{game.version}:{seat.user_id}",
                {"game_name": game.name, "seat_name": seat.name, "missed": seat.missed_deadlines},
            )
        ]
    )


def game_over(game: Game, seats: list[Seat]) -> None:
    """Every player learns the result, with the link to the record cards."""
    events = GameEvent.objects.filter(game=game, type="game_ended", undone=False)
    ended = events.order_by("-sequence").first()
    data = ended.data if ended else {"winner": None, "ranking": [], "reason": ""}
    names = {s.index: s.name for s in seats}
    humans = _humans(seats)
    profiles = profiles_of({s.user for s in humans})
    at = game.finished_at or timezone.now()
    queue(
        _mail(
            s.user,
            game,
            "game_over",
            f"game_over:{game.pk}:{s.user_id}",
            {
                "game_name": game.name,
                "winner": names.get(data["winner"]),
                "ranking": [names.get(i, f"seat {i}") for i in data["ranking"]],
                "reason": ENDED_TEXT.get(data["reason"], data["reason"].replace("_", " ")),
                "you": s.name,
                "at": local_text(at, profiles[s.user_id]),
                "record_url": record_url(game.pk),
            },
        )
        for s in humans
    )


def game_reverted(game: Game, seats: list[Seat], event: GameEvent) -> None:
    """Staff put the game back to an earlier version (issue 26, docs/staff.md): every player
    learns by whom, to which version, why, and what was taken back; his decisions are asked
    anew (their own mails follow, with their fresh deadlines)."""
    data = event.data
    names = {s.index: s.name for s in seats}
    humans = _humans(seats)
    profiles = profiles_of({s.user for s in humans})
    taken = [
        f"version {a['version']}: "
        + (f"{names.get(a['seat'], 'seat ' + str(a['seat']))}'s " if a["seat"] is not None else "")
        + a["kind"].replace("_", " ")
        for a in data["actions"]
    ]
    queue(
        _mail(
            s.user,
            game,
            "reverted",
            f"reverted:{game.pk}:{event.sequence}:{s.user_id}",
            {
                "game_name": game.name,
                "by": data["by"],
                "reason": data["reason"],
                "to_version": data["to_version"],
                "from_version": data["from_version"],
                "taken": taken,
                "at": local_text(event.created_at, profiles[s.user_id]),
            },
        )
        for s in humans
    )


def message_posted(game: Game, message: Message, sender: Seat, recipients: list[Seat]) -> None:
    """A new message (issue 19): each of its readers — the other player of a private message,
    every other player of table talk — is mailed it unless he has read it on the page within
    the delay he chose (`message_mail_minutes`; the mail is then moot). Not written to: bots,
    who muted the writer, who asked for no such mail, who is on the daily digest (it counts
    his unread messages). A private message's text goes to its one reader only."""
    readers = [s for s in _humans(recipients) if s.pk != sender.pk]
    if not readers:
        return
    muting = set(
        Mute.objects.filter(
            game=game, seat=sender.index, user__in=[s.user_id for s in readers]
        ).values_list("user_id", flat=True)
    )
    profiles = profiles_of({s.user for s in readers})
    mails = []
    for seat in readers:
        profile = profiles[seat.user_id]
        minutes = profile.message_mail_minutes
        if seat.user_id in muting or minutes is None or profile.digest:
            continue
        context = {
            "game_name": game.name,
            "sender": sender.name,
            "private": message.private,
            "text": message.text,
            "at": local_text(message.created_at, profile),
            "delay": _minutes_text(minutes),
            "reply_url": f"{game_url(game.pk)}?reply={message.pk}#talk",
            "settings_url": settings.SITE_URL.rstrip("/") + reverse("frontend:settings"),
        }
        mails.append(
            _mail(
                seat.user,
                game,
                "message",
                f"message:{message.pk}:{seat.user_id}",
                context,
                not_before=message.created_at + timedelta(minutes=minutes),
            )
        )
    queue(mails)


def _minutes_text(minutes: int) -> str:
    if minutes == 0:
        return "at once"
    if minutes % 60 == 0:
        hours = minutes // 60
        return f"{hours} hour{'s' if hours != 1 else ''}"
    return f"{minutes} minute{'s' if minutes != 1 else ''}"


def _message_moot(mail: Mail) -> str:
    """A message's mail is moot once its reader has read it, or it was hidden, or he muted its
    writer, or he is no longer a player of the game."""
    message_id = int(mail.key.split(":")[1])
    message = Message.objects.filter(pk=message_id).first()
    if message is None:
        return "the message is gone"
    if message.hidden_at is not None:
        return "the host hid the message"
    marker = MessageReader.objects.filter(game=message.game_id, user=mail.user_id).first()
    if marker is not None and marker.last_read >= message.pk:
        return "read on the page"
    if Mute.objects.filter(game=message.game_id, user=mail.user_id, seat=message.sender).exists():
        return "its writer is muted"
    if not Seat.objects.filter(game=message.game_id, user=mail.user_id).exists():
        return "no longer a player of the game"
    return ""


# -- reminders and digests (beat) -----------------------------------------------------------------
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
    return _mail(
        seat.user,
        row.game,
        "reminder",
        f"reminder:{row.pk}:{row.deadline:%Y%m%dT%H%M%S}:{hours}",
        {**_decision_context(row, seat, row.game, profile), "hours": hours},
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
            _mail(
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
                "since": since_summary(game, seat.index, profile) if since_summary else None,
            }
        )
    return games


# -- sending (tasks) ------------------------------------------------------------------------------
def deliver(key: str, now: datetime | None = None) -> bool:
    """Send one mail if it is due and outside its player's quiet hours. The row is locked
    (`skip_locked`), so two workers never send it twice. True when it was sent."""
    now = now or timezone.now()
    with transaction.atomic():
        mail = (
            Mail.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("user", "game", "decision")
            .filter(key=key, sent_at__isnull=True, moot="", attempts__lt=MAX_ATTEMPTS)
            .first()
        )
        if mail is None or mail.not_before > now:
            return False
        reason = moot(mail)
        if reason:
            mail.moot = reason
            mail.save(update_fields=["moot"])
            return False
        if not VerifiedEmail.holds(mail.user):  # issue 16: only to a confirmed address
            mail.moot = "the address is not confirmed"  # kept, visibly, in the outbox
            mail.last_error = "the address is not verified"
            mail.save(update_fields=["moot", "last_error"])
            return False
        later = quiet_until(Profile.objects.filter(user=mail.user).first(), now)
        if later is not None:
            mail.not_before = later
            mail.save(update_fields=["not_before"])
            return False
        try:
            message = EmailMultiAlternatives(mail.subject, mail.body, None, [mail.user.email])
            _add_since_part(mail, message)
            _add_reply_part(mail, message)
            if mail.html:
                message.attach_alternative(mail.html, "text/html")
            message.send()
        except Exception as error:  # noqa: BLE001 - any mail failure: retry later
            mail.attempts += 1
            mail.last_error = f"{type(error).__name__}: {error}"[:200]
            mail.not_before = now + RETRY_AFTER * 2 ** (mail.attempts - 1)
            mail.save(update_fields=["attempts", "last_error", "not_before"])
            log.warning("mail %s: attempt %d failed: %s", key, mail.attempts, error)
            return False
        mail.sent_at = now
        mail.attempts += 1
        mail.save(update_fields=["sent_at", "attempts", "body", "html"])  # the body as sent
        return True


def _add_since_part(mail: Mail, message: EmailMultiAlternatives) -> None:
    """Issue 30: the mail of his turn (his move) opens with what happened since he last
    looked, and a link that opens the page's stepper at the first of it."""
    if mail.kind != "decision" or since_summary is None or mail.decision is None:
        return
    if mail.decision.kind != "move" or mail.decision.seat is None or mail.game is None:
        return
    profile = Profile.objects.filter(user=mail.user_id).first()
    since = since_summary(mail.game, mail.decision.seat, profile)
    if since is None:
        return
    line = f"Since your last visit ({since['since']}): {since['text']}."
    line += f" Step through it: {since['url']}"
    mail.body = message.body = f"{line}\n\n{mail.body}"
    if mail.html:
        at = mail.html.find("<p>")
        at = at if at >= 0 else 0
        para = format_html(
            '<p>Since your last visit ({}): {}. <a href="{}">Step through it</a>.</p>\n',
            since["since"],
            since["text"],
            since["url"],
        )
        mail.html = mail.html[:at] + para + mail.html[at:]


def _add_reply_part(mail: Mail, message: EmailMultiAlternatives) -> None:
    """Issue 32: a mail about a pending decision carries its reply address and codes."""
    part = reply_part(mail) if reply_part is not None and mail.decision_id else None
    if part is None:
        return
    mail.body = message.body = f"{mail.body.rstrip()}\n\n{part.text.strip()}\n"
    if mail.html:
        at = mail.html.rfind("</body>")
        at = at if at >= 0 else len(mail.html)
        mail.html = mail.html[:at] + part.html + mail.html[at:]
    message.reply_to = [part.reply_to]
    message.extra_headers.update(part.headers)


def moot(mail: Mail) -> str:
    """Why a mail not yet sent need not be sent any more ('' when it still must): its game is
    over (but for the news of the end itself), or its decision is gone (answered, expired)."""
    over = mail.game is not None and mail.game.status == Game.Status.FINISHED
    if over and mail.kind != "game_over":
        return "the game is over"
    decision, now = mail.decision, timezone.now  # no query when it is gone
    if mail.kind in ("decision", "reminder", "deadline") and decision is None:
        return "the decision is no longer pending"
    if mail.kind == "decision" and decision and _looked_since(decision, decision.created_at):
        return "he saw it on the game's page"
    if mail.kind == "reminder" and decision and _looked_since(decision, now() - ON_THE_PAGE):
        return "he is on the game's page"
    if mail.kind == "message":
        return _message_moot(mail)
    return ""


def _looked_since(decision: PendingDecision, moment: datetime) -> bool:
    """Has the player of the mail's decision seen his game as it was since `moment` (the mark
    of his visit, kingdom.visits: his page marks it while its tab is visible)?"""
    seat = decision.seat
    return seat is not None and visits.looked_since(
        game_id=decision.game_id, seat=seat, moment=moment
    )


def due_keys(now: datetime | None = None, limit: int = 500) -> list[str]:
    now = now or timezone.now()
    return list(
        Mail.objects.filter(
            sent_at__isnull=True, moot="", not_before__lte=now, attempts__lt=MAX_ATTEMPTS
        )
        .order_by("not_before")
        .values_list("key", flat=True)[:limit]
    )
