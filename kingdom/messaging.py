"""Writing a game's messages (issue 19): post to the table or to one seat, mark read, mute a
seat, the host hiding table talk, a reader reporting a message for the admin.

Talk is no move of the game: it neither locks the game row nor changes its version, so a long
negotiation never holds up an action. Each function runs in its own transaction, and the mails
it makes due are written to the outbox in it (kingdom.notify, sent after commit). Readers and
their rights are `kingdom.message_selectors`'."""

from __future__ import annotations

import re

from django.db import IntegrityError, transaction
from django.db.models import F
from django.db.models.functions import Greatest
from django.utils import timezone

from kingdom import message_selectors as talk
from kingdom import notify
from kingdom.errors import Conflict, Forbidden, IllegalMove
from kingdom.models import Game, Message, MessageReader, MessageReport, Mute, Seat
from kingdom.models.messages import MESSAGE_MAX_LENGTH

# Control characters a message may not hold (PostgreSQL stores no NUL; the rest only hide
# text): all but tab and newline. Carriage returns are folded into newlines first.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
REASON_MAX_LENGTH = 500


def _seated(reader: talk.Reader) -> Seat:
    """The reader's seat: only a player writes in his game."""
    if reader.seat is None:
        raise Forbidden("only the players of this game write in it", code="not_a_player")
    return reader.seat


def clean_text(text: str) -> str:
    """The text as stored: newlines made plain, no control character, trimmed; refused when
    empty or longer than MESSAGE_MAX_LENGTH characters."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if CONTROL.search(text):
        raise IllegalMove("a message may not hold control characters", code="bad_message")
    text = text.strip()
    if not text:
        raise IllegalMove("a message needs some text", code="empty_message")
    if len(text) > MESSAGE_MAX_LENGTH:
        raise IllegalMove(
            f"a message is at most {MESSAGE_MAX_LENGTH} characters; this one has {len(text)}",
            code="message_too_long",
        )
    return text


@transaction.atomic
def message_post(*, game: Game, user, text: str, to_seat: int | None = None) -> Message:
    """A seated player writes to the table (`to_seat` None) or privately to another player.
    Each reader who has not read it within his chosen delay is mailed (kingdom.notify)."""
    reader = talk.reader_of(game=game, user=user)
    own = _seated(reader)
    text = clean_text(text)
    to = None
    if to_seat is not None:
        to = next((s for s in reader.seats if s.index == to_seat), None)
        if to is not None and to.is_bot:
            raise IllegalMove(f"{to.name} is a bot: it reads no messages", code="to_a_bot")
        if to is None or to.user_id is None:
            raise IllegalMove(f"no player sits at seat {to_seat}", code="no_such_seat")
        if to.index == own.index:
            raise IllegalMove("a private message goes to another seat", code="to_yourself")
    now = timezone.now()
    message = Message.objects.create(
        game=game,
        sender=own.index,
        sender_user=user,
        to_seat=to.index if to else None,
        to_user=to.user if to else None,
        text=text,
        created_at=now,
        changed_at=now,
    )
    recipients = [to] if to else [s for s in reader.seats if s.pk != own.pk]
    notify.message_posted(game, message, own, recipients)
    return message


def _read_up_to(game: Game, user, up_to: int) -> MessageReader:
    row, _ = MessageReader.objects.get_or_create(game=game, user=user)
    if up_to > row.last_read:
        MessageReader.objects.filter(pk=row.pk).update(last_read=Greatest(F("last_read"), up_to))
        row.refresh_from_db(fields=["last_read"])
    return row


@transaction.atomic
def messages_mark_read(*, game: Game, user, up_to: int) -> MessageReader:
    """The player has read every message up to `up_to` (an id); a marker never goes back, and
    never beyond the newest message he may read."""
    reader = talk.reader_of(game=game, user=user)
    _seated(reader)
    if up_to < 0:
        raise IllegalMove("up_to is a message's id (0 or more)", code="bad_query")
    newest = talk.messages_for(reader=reader).order_by("-pk").values_list("pk", flat=True).first()
    return _read_up_to(game, user, min(up_to, newest or 0))


@transaction.atomic
def message_hide(*, game: Game, user, message_id: int, hidden: bool = True) -> Message:
    """The host hides a message of the table talk (or shows it again): its text is then shown
    to nobody, but its place, author and time stay."""
    reader = talk.reader_of(game=game, user=user)
    if game.host_id != user.pk:
        raise Forbidden("only the host hides table talk", code="not_host")
    message = talk.message_for(reader=reader, message_id=message_id)
    if message.private:
        raise Forbidden("a private message is its two players' own", code="private_message")
    if (message.hidden_at is not None) == hidden:
        raise Conflict(
            f"message {message_id} is {'already' if hidden else 'not'} hidden",
            code="already_hidden" if hidden else "not_hidden",
        )
    now = timezone.now()
    message.hidden_at, message.hidden_by = (now, user) if hidden else (None, None)
    message.changed_at = now
    message.save(update_fields=["hidden_at", "hidden_by", "changed_at"])
    return message


@transaction.atomic
def message_report(*, game: Game, user, message_id: int, reason: str = "") -> MessageReport:
    """A reader reports a message he may read to the admin, who then reads it (and it alone)."""
    reader = talk.reader_of(game=game, user=user)
    _seated(reader)
    message = talk.message_for(reader=reader, message_id=message_id)
    if message.sender_user_id == user.pk:
        raise IllegalMove("you cannot report your own message", code="own_message")
    reason = CONTROL.sub(" ", reason).strip()
    if len(reason) > REASON_MAX_LENGTH:
        raise IllegalMove(
            f"a reason is at most {REASON_MAX_LENGTH} characters", code="reason_too_long"
        )
    try:
        with transaction.atomic():
            return MessageReport.objects.create(message=message, user=user, reason=reason)
    except IntegrityError:
        raise Conflict(
            f"you have already reported message {message_id}", code="already_reported"
        ) from None


@transaction.atomic
def seat_mute(*, game: Game, user, seat: int, muted: bool = True) -> frozenset[int]:
    """The player mutes another seat (or no longer does): what it writes is no longer shown
    to him, nor mailed. Returns the seats he has muted."""
    reader = talk.reader_of(game=game, user=user)
    own = _seated(reader)
    if not any(s.index == seat for s in reader.seats):
        raise IllegalMove(f"no seat {seat} in this game", code="no_such_seat")
    if seat == own.index:
        raise IllegalMove("you cannot mute yourself", code="mute_yourself")
    if muted:
        Mute.objects.get_or_create(game=game, user=user, seat=seat)
        return reader.muted | {seat}
    Mute.objects.filter(game=game, user=user, seat=seat).delete()
    return reader.muted - {seat}
