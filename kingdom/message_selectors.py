"""Reading a game's messages (issue 19), with a bounded number of queries.

Who reads what — the one place it is decided (the API, the page and the digest ask here):

- a seated player: the table talk, and the private messages he wrote or was sent (as the
  person who sat there, `sender_user` / `to_user`), less what the seats he muted wrote;
- anyone else who may see the game (a spectator, staff, a former player): the table talk once
  the game has finished, and never a private message;
- a hidden message keeps its place, author and time; its text is shown to nobody.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from django.db.models import Count, Max, Q, QuerySet

from kingdom.errors import Forbidden, NotFound
from kingdom.models import Game, Message, MessageReader, Mute, Seat

TABLE = "table"  # the channel of table talk; a private conversation is the other seat's index


@dataclasses.dataclass(frozen=True)
class Reader:
    """Who is reading a game's messages: his seat (None: not seated) and whom he muted."""

    game: Game
    user: Any  # the request's user, maybe anonymous
    seat: Seat | None
    seats: tuple[Seat, ...]
    muted: frozenset[int]

    @property
    def seated(self) -> bool:
        return self.seat is not None

    def name_of(self, index: int | None) -> str | None:
        if index is None:
            return None
        return next((s.name for s in self.seats if s.index == index), f"seat {index}")


def reader_of(*, game: Game, user) -> Reader:
    """The reader of `game`'s messages (two queries: the seats and his mutes)."""
    seats = tuple(game.seats.all())
    seat = next((s for s in seats if user.is_authenticated and s.user_id == user.pk), None)
    muted = frozenset(
        Mute.objects.filter(game=game, user=user).values_list("seat", flat=True) if seat else ()
    )
    return Reader(game=game, user=user, seat=seat, seats=seats, muted=muted)


def require_talk(reader: Reader) -> None:
    """A reader with no seat may read the table talk only once the game has finished."""
    if not reader.seated and reader.game.status != Game.Status.FINISHED:
        raise Forbidden(
            "the table talk is the players' own until the game ends", code="talk_private"
        )


def visible(reader: Reader) -> Q:
    """The messages `reader` may read (see the module's docstring)."""
    if not reader.seated:
        return Q(to_seat__isnull=True)
    mine = Q(to_seat__isnull=True) | Q(sender_user=reader.user) | Q(to_user=reader.user)
    return mine & ~Q(sender__in=reader.muted) if reader.muted else mine


def channel_filter(reader: Reader, channel: str | int | None) -> Q:
    """`None`: everything he may read; `"table"`: the table talk; a seat: the private
    conversation between him and that seat."""
    if channel is None:
        return Q()
    if channel == TABLE:
        return Q(to_seat__isnull=True)
    return Q(sender_user=reader.user, to_seat=channel) | Q(to_user=reader.user, sender=channel)


def messages_for(*, reader: Reader, channel: str | int | None = None) -> QuerySet[Message]:
    require_talk(reader)
    return Message.objects.filter(game=reader.game).filter(
        visible(reader) & channel_filter(reader, channel)
    )


def message_for(*, reader: Reader, message_id: int) -> Message:
    """One message `reader` may read, else 404 as for no message at all."""
    known = 0 < message_id < 2**63  # beyond the database's integers: no such message either
    found = messages_for(reader=reader).filter(pk=message_id).first() if known else None
    if found is None:
        raise NotFound(f"no message {message_id} in this game", code="no_message")
    return found


def last_read(reader: Reader) -> int:
    if not reader.seated:
        return 0
    row = MessageReader.objects.filter(game=reader.game, user=reader.user).first()
    return row.last_read if row else 0


def summary(*, reader: Reader, channel: str | int | None, last_read: int) -> dict:
    """One query: what the ETag hangs on (how many messages, the newest, the last change) and
    the unread counts — by channel, messages others wrote after `last_read`."""
    rows = messages_for(reader=reader, channel=channel)
    counts: dict = {"n": Count("pk"), "newest": Max("pk"), "changed": Max("changed_at")}
    if reader.seat is not None:
        unread = Q(pk__gt=last_read) & ~Q(sender_user=reader.user)
        counts[TABLE] = Count("pk", filter=unread & Q(to_seat__isnull=True))
        for other in reader.seats:
            if other.index != reader.seat.index:
                counts[f"seat{other.index}"] = Count(
                    "pk", filter=unread & Q(to_user=reader.user, sender=other.index)
                )
    # The counts run over every message he may read, whatever the channel listed.
    found = Message.objects.filter(game=reader.game).filter(visible(reader))
    totals = found.aggregate(**counts)
    listed = rows.aggregate(n=Count("pk"), newest=Max("pk")) if channel is not None else totals
    return {
        "n": listed["n"],
        "newest": listed["newest"] or 0,
        "changed": totals["changed"],
        "unread": {
            key.removeprefix("seat"): value
            for key, value in totals.items()
            if key not in ("n", "newest", "changed")
        },
    }


def unread_counts(*, reader: Reader) -> dict[str, int]:
    return summary(reader=reader, channel=None, last_read=last_read(reader))["unread"]


def message_data(message: Message, reader: Reader) -> dict:
    """A message as `reader` sees it: a hidden one without its text."""
    return {
        "id": message.pk,
        "sender": message.sender,
        "sender_name": reader.name_of(message.sender),
        "to": message.to_seat,
        "to_name": reader.name_of(message.to_seat),
        "private": message.private,
        "text": None if message.hidden_at else message.text,
        "hidden": message.hidden_at is not None,
        "at": message.created_at,
        "mine": reader.seated and message.sender_user_id == reader.user.pk,
    }


def unread_for_digest(*, user, game: Game) -> int:
    """How many messages of `game` the player has not read (his digest counts them)."""
    reader = reader_of(game=game, user=user)
    if not reader.seated:
        return 0
    return sum(unread_counts(reader=reader).values())
