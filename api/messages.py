"""The messages of a game (issue 19): table talk and private messages, read markers, mutes,
the host's moderation and reports. Thin views over kingdom.messaging (writes) and
kingdom.message_selectors (reads, and who may read what)."""

from __future__ import annotations

import hashlib

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import conditional
from api.pagination import Pages
from api.serializers import QuerySerializer
from api.visible import visible_game
from kingdom import message_selectors as talk
from kingdom import messaging
from kingdom.models.messages import MESSAGE_MAX_LENGTH


# -- shapes ---------------------------------------------------------------------------------------
class MessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    sender = serializers.IntegerField(help_text="the writer's seat")
    sender_name = serializers.CharField()
    to = serializers.IntegerField(allow_null=True, help_text="the seat written to; null: table")
    to_name = serializers.CharField(allow_null=True)
    private = serializers.BooleanField()
    text = serializers.CharField(allow_null=True, help_text="plain text; null once hidden")
    hidden = serializers.BooleanField(help_text="the host hid it: its text is shown to nobody")
    at = serializers.DateTimeField()
    mine = serializers.BooleanField()


UNREAD = serializers.DictField(
    child=serializers.IntegerField(),
    help_text='messages others wrote that you have not read: "table", and by seat (private)',
)


class MessagePostSerializer(serializers.Serializer):
    # The length is checked by the service (one message, one rule: kingdom.messaging).
    text = serializers.CharField(
        trim_whitespace=False,
        allow_blank=True,
        help_text=f"plain text (links are made clickable), at most {MESSAGE_MAX_LENGTH} characters",
    )
    to = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, help_text="a seat; none: table"
    )


class MarkReadSerializer(serializers.Serializer):
    up_to = serializers.IntegerField(min_value=0, max_value=2**63 - 1)


class ReportSerializer(serializers.Serializer):
    reason = serializers.CharField(required=False, allow_blank=True, default="", max_length=2000)


class MessagePages(Pages):
    """The newest messages first, a page at a time: follow `next` (a cursor) for older ones."""

    ordering = "-id"
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


MESSAGE_PAGE = inline_serializer(
    "MessagePage",
    {
        "next": serializers.URLField(allow_null=True, help_text="older messages"),
        "previous": serializers.URLField(allow_null=True),
        "results": MessageSerializer(many=True),
        "unread": UNREAD,
        "last_read": serializers.IntegerField(help_text="you have read every message up to it"),
        "muted": serializers.ListField(child=serializers.IntegerField(), help_text="seats"),
    },
)


# -- views ----------------------------------------------------------------------------------------


class ChannelQuerySerializer(QuerySerializer):
    """`channel`: the table talk (`table`), a private conversation with a seat, or every
    message you may read (`all`, the default); a seat is one of the game's (context `seats`)."""

    channel = serializers.CharField(
        required=False,
        default=None,
        allow_null=True,
        allow_blank=True,
        help_text='"table", a seat, or "all" (the default)',
    )

    def validate_channel(self, value: str | None) -> str | int | None:
        if value in (None, "", "all"):
            return None
        if value == talk.TABLE:
            return talk.TABLE
        seats = self.context["seats"]
        if value.isascii() and value.isdigit() and int(value) < seats:  # not "³"
            return int(value)
        raise serializers.ValidationError(
            f'"table", "all" or a seat of the game (0–{seats - 1}), not {value!r}'
        )


def _message_page(request, game_id: int) -> dict:
    """Who reads, the channel asked for, his marker and the summary the ETag hangs on."""
    game = visible_game(request, game_id)
    reader = talk.reader_of(game=game, user=request.user)
    channel = ChannelQuerySerializer.parse(request, seats=game.seats_wanted)["channel"]
    last_read = talk.last_read(reader)
    summary = talk.summary(reader=reader, channel=channel, last_read=last_read)
    return {
        "reader": reader,
        "channel": channel,
        "last_read": last_read,
        "summary": summary,
        "etag": _etag(request, reader, summary, last_read),
    }


class GameMessages(APIView):
    """GET: the messages you may read, newest first, a page at a time (`next`: older ones),
    with your unread counts; `channel` narrows it to the table talk (`table`) or to your private
    conversation with a seat. Players read the table talk and their own private messages;
    anyone else who may see the game reads the table talk once it has finished, and never a
    private message. `ETag`/`If-None-Match` for cheap polling.

    POST: write to the table (no `to`) or privately to one seat (`to`). Plain text, at most
    MESSAGE_MAX_LENGTH characters; the others are mailed if they have not read it in time."""

    @extend_schema(
        operation_id="game_messages_list",
        responses={200: MESSAGE_PAGE, 304: None},
        parameters=[
            ChannelQuerySerializer,
            OpenApiParameter("cursor", str, description="the page: `next` of the last answer"),
            OpenApiParameter(
                "page_size",
                {"type": "integer", "minimum": 1, "maximum": 200},
                description="messages a page (1–200, 50 unless)",
            ),
        ],
    )
    @conditional(_message_page)
    def get(self, request, game_id: int):
        page = request.read
        reader, channel, summary = page["reader"], page["channel"], page["summary"]
        pages = MessagePages()
        rows = pages.paginate_queryset(
            talk.messages_for(reader=reader, channel=channel), request, self
        )
        response = pages.get_paginated_response([talk.message_data(m, reader) for m in rows])
        response.data["unread"] = summary["unread"]
        response.data["last_read"] = page["last_read"]
        response.data["muted"] = sorted(reader.muted)
        return response

    @extend_schema(request=MessagePostSerializer, responses={201: MessageSerializer})
    def post(self, request, game_id: int):
        game = visible_game(request, game_id)
        form = MessagePostSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        message = messaging.message_post(
            game=game,
            user=request.user,
            text=form.validated_data["text"],
            to_seat=form.validated_data.get("to"),
        )
        reader = talk.reader_of(game=game, user=request.user)
        return Response(talk.message_data(message, reader), status=status.HTTP_201_CREATED)


def _etag(request, reader: talk.Reader, summary: dict, last_read: int) -> str:
    """What the page shows hangs on: who reads, the query (channel, cursor, size), the
    messages (how many, the newest, the last written or hidden), his mutes and marker."""
    changed = summary["changed"].timestamp() if summary["changed"] else 0
    seat = reader.seat.index if reader.seat else None
    parts = (
        f"{reader.game.pk}-{seat}-{request.GET.urlencode()}-{summary['n']}-{summary['newest']}"
        f"-{changed}-{sorted(reader.muted)}-{last_read}-{reader.game.status}"
    )
    return '"' + hashlib.sha256(parts.encode()).hexdigest()[:32] + '"'


class GameMessagesRead(APIView):
    """You have read every message up to `up_to` (a message's id): your unread counts drop, and
    no mail goes out about them. A marker never goes back."""

    @extend_schema(
        request=MarkReadSerializer,
        responses=inline_serializer(
            "MessagesRead", {"last_read": serializers.IntegerField(), "unread": UNREAD}
        ),
    )
    def post(self, request, game_id: int):
        game = visible_game(request, game_id)
        form = MarkReadSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        marker = messaging.messages_mark_read(
            game=game, user=request.user, up_to=form.validated_data["up_to"]
        )
        reader = talk.reader_of(game=game, user=request.user)
        return Response(
            {"last_read": marker.last_read, "unread": talk.unread_counts(reader=reader)}
        )


class GameMessageHide(APIView):
    """The host hides a message of the table talk (POST) or shows it again (DELETE): a hidden
    message keeps its place, author and time; its text is shown to nobody."""

    @extend_schema(request=None, responses={200: MessageSerializer})
    def post(self, request, game_id: int, message_id: int):
        return self._hide(request, game_id, message_id, hidden=True)

    @extend_schema(request=None, responses={200: MessageSerializer})
    def delete(self, request, game_id: int, message_id: int):
        return self._hide(request, game_id, message_id, hidden=False)

    @staticmethod
    def _hide(request, game_id: int, message_id: int, *, hidden: bool):
        game = visible_game(request, game_id)
        message = messaging.message_hide(
            game=game, user=request.user, message_id=message_id, hidden=hidden
        )
        reader = talk.reader_of(game=game, user=request.user)
        return Response(talk.message_data(message, reader))


class GameMessageReport(APIView):
    """Report a message you may read to the admin (with a `reason`): he reads reported
    messages, and no other."""

    @extend_schema(
        request=ReportSerializer,
        responses={
            201: inline_serializer("MessageReported", {"message": serializers.IntegerField()})
        },
    )
    def post(self, request, game_id: int, message_id: int):
        game = visible_game(request, game_id)
        form = ReportSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        messaging.message_report(
            game=game,
            user=request.user,
            message_id=message_id,
            reason=form.validated_data["reason"],
        )
        return Response({"message": message_id}, status=status.HTTP_201_CREATED)


MUTED = inline_serializer(
    "Muted", {"muted": serializers.ListField(child=serializers.IntegerField())}
)


class GameSeatMute(APIView):
    """Mute a seat (POST): what it writes is no longer shown or mailed to you; DELETE: hear it
    again. The answer lists the seats you have muted."""

    @extend_schema(request=None, responses={200: MUTED})
    def post(self, request, game_id: int, index: int):
        return self._mute(request, game_id, index, muted=True)

    @extend_schema(request=None, responses={200: MUTED})
    def delete(self, request, game_id: int, index: int):
        return self._mute(request, game_id, index, muted=False)

    @staticmethod
    def _mute(request, game_id: int, index: int, *, muted: bool):
        game = visible_game(request, game_id)
        seats = messaging.seat_mute(game=game, user=request.user, seat=index, muted=muted)
        return Response({"muted": sorted(seats)})
