"""A seat's and the host's switches: leave, pause and resume, autopilot, answers by mail, a
seat offered to a new player."""

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.serializers import (
    AbsenceSerializer,
    AutopilotSerializer,
    LeaveSerializer,
    MailRepliesSerializer,
    PausedSerializer,
    ReplacementSerializer,
)
from api.views.common import SignedIn, unseen_is_no_game
from kingdom import inbound, selectors, services


class GameLeave(APIView):
    """Take leave from this game (POST, `days` from your allowance: your deadlines wait for
    you and the others are told), or come back early (DELETE: the days left return)."""

    @extend_schema(request=LeaveSerializer, responses=AbsenceSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        form = LeaveSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        seat = services.game_take_leave(
            game_id=game_id, user=request.user, days=form.validated_data["days"]
        )
        return Response(selectors.seat_absence(seat))

    @extend_schema(request=None, responses={200: AbsenceSerializer})
    @unseen_is_no_game
    def delete(self, request: SignedIn, game_id: int) -> Response:
        seat = services.game_end_leave(game_id=game_id, user=request.user)
        return Response(selectors.seat_absence(seat))


class GamePause(APIView):
    """The host pauses the game: no action and no deadline runs until he resumes it."""

    @extend_schema(request=None, responses=PausedSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        game = services.game_pause(game_id=game_id, user=request.user)
        return Response({"status": game.status, "paused_at": game.paused_at})


class GameResume(APIView):
    """The host resumes a paused game; the deadlines move by the time it stood still."""

    @extend_schema(request=None, responses=PausedSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        game = services.game_resume(game_id=game_id, user=request.user)
        return Response({"status": game.status, "paused_at": game.paused_at})


class GameAutopilot(APIView):
    """Hand your seat to the bot (`on: true`) or take it back (`on: false`)."""

    @extend_schema(request=AutopilotSerializer, responses=AbsenceSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        form = AutopilotSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        seat = services.game_set_autopilot(
            game_id=game_id, user=request.user, on=form.validated_data["on"]
        )
        return Response(selectors.seat_absence(seat))


class GameMailReplies(APIView):
    """The host turns answers by mail on or off for his game (issue 32, docs/play-by-mail.md)."""

    @extend_schema(request=MailRepliesSerializer, responses=MailRepliesSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        form = MailRepliesSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        game = inbound.game_set_mail_replies(
            game_id=game_id, user=request.user, on=form.validated_data["on"]
        )
        return Response({"on": game.mail_replies})


class GameReplaceSeat(APIView):
    """The host offers a seat to a new player: the answer's invitation takes the seat over;
    the bot plays it meanwhile."""

    @extend_schema(request=None, responses={201: ReplacementSerializer})
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int, index: int) -> Response:
        seat = services.game_replace_seat(game_id=game_id, user=request.user, index=index)
        invitation = f"{reverse('api:game-join', args=[game_id])}?code={seat.invite_code}"
        return Response(
            {"seat": seat.index, "invitation": invitation, "code": seat.invite_code},
            status=status.HTTP_201_CREATED,
        )
