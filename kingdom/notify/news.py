"""The news of a game: a player on leave, the game paused or resumed, a seat on autopilot, the
end, a revert by staff (issue 26), a message not read in time (issue 19)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta

from django.conf import settings
from django.urls import reverse
from django.utils import timezone

from kingdom.models import Game, GameEvent, Message, Mute, PendingDecision, Seat
from kingdom.notify.clock import duration_text, game_url, local_text, profiles_of, record_url, what
from kingdom.notify.decisions import deadlines_moved
from kingdom.notify.outbox import new_mail, queue

ENDED_TEXT = {"grail": "the Holy Grail is found", "camelot": "Camelot has fallen"}


def _humans(seats: Iterable[Seat]) -> list[Seat]:
    return [s for s in seats if s.user is not None and not s.is_bot]


def leave_taken(game: Game, seats: list[Seat], away: Seat) -> None:
    """The other players learn that `away` is on leave, until when (in their own time)."""
    others = [s for s in _humans(seats) if s.pk != away.pk]
    profiles = profiles_of({s.user for s in others})
    until = away.leave_until
    assert until is not None  # he is on leave (services.game_take_leave)
    queue(
        new_mail(
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
        new_mail(
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
            new_mail(
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
        new_mail(
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
        new_mail(
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
            new_mail(
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
