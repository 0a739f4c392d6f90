"""The lobby: the games listed a page at a time, a new game and its defaults, a game's view
(polled with its ETag), joining it, inviting a bot, starting it (rule 4)."""

from django.db import transaction
from django.urls import reverse
from django.utils.http import parse_etags
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import conditional
from api.pagination import Pages
from api.serializers import (
    GameCreateSerializer,
    GameSummarySerializer,
    GameViewSerializer,
    InviteBotSerializer,
    JoinedSerializer,
    NewGameDefaultsSerializer,
)
from api.throttles import CreateGameThrottle
from api.views.common import ETAG, IF_NONE_MATCH, INVITATION_CODE, SignedIn, unseen_is_no_game
from api.visible import visible_game
from kingdom import selectors, services

LOCATION = OpenApiParameter(
    "Location", str, OpenApiParameter.HEADER, response=[201], description="the new game's URL"
)


class GamePages(Pages):
    """The newest games first, a page at a time: follow `next` (a cursor) for the rest."""

    ordering = "-id"
    page_size = 25
    page_size_query_param = "page_size"
    max_page_size = 100


class Games(APIView):
    """Your games and the open ones, newest first, a page at a time (`next`); create a game."""

    throttle_classes = [*APIView.throttle_classes, CreateGameThrottle]

    @extend_schema(
        operation_id="games_list",
        responses=inline_serializer(
            "GamePage",
            {
                "next": serializers.URLField(allow_null=True, help_text="the next page"),
                "previous": serializers.URLField(allow_null=True),
                "results": GameSummarySerializer(many=True),
            },
        ),
        parameters=[
            OpenApiParameter("cursor", str, description="the page: `next` of the last answer"),
            OpenApiParameter(
                "page_size",
                {"type": "integer", "minimum": 1, "maximum": 100},
                description="games a page (1–100, 25 unless)",
            ),
        ],
    )
    def get(self, request: SignedIn) -> Response:
        pages = GamePages()
        games = pages.paginate_queryset(selectors.game_games_for(user=request.user), request, self)
        summaries = GameSummarySerializer(games, many=True, context={"request": request})
        return pages.get_paginated_response(summaries.data)

    @extend_schema(
        request=GameCreateSerializer,
        responses={201: GameSummarySerializer},
        parameters=[LOCATION],
    )
    def post(self, request: SignedIn) -> Response:
        form = GameCreateSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        with transaction.atomic():
            game = services.game_create(host=request.user, **form.validated_data)
        summary = GameSummarySerializer(game, context={"request": request}).data
        response = Response(summary, status=status.HTTP_201_CREATED)
        response["Location"] = reverse("api:game", args=[game.pk])
        return response


class NewGameDefaults(APIView):
    """What a new game is unless its host chooses otherwise, and the bounds of each field of
    `POST /api/games/`: the seats from the ruleset a new game freezes (409
    `unplayable_ruleset` while an admin's edit leaves it unplayable), the clock's defaults.
    The lobby draws its form from it."""

    permission_classes = [AllowAny]

    @extend_schema(responses=NewGameDefaultsSerializer)
    def get(self, request: Request) -> Response:
        return Response(selectors.new_game_defaults(), headers={"Cache-Control": "no-cache"})


def _seen_game(request: SignedIn, game_id: int) -> dict:
    """The game, the caller's seat and its view's ETag: one query finds the game, the seat and
    what else changes the view (a leave running out by itself)."""
    game = visible_game(request, game_id)
    seat = selectors.seat_of(game=game, user=request.user)
    return {
        "game": game,
        "seat": seat,
        "key": selectors.view_key(game, seat),
        "etag": selectors.game_etag(game, seat, request.user),
    }


def _unchanged_game(request: SignedIn, game_id: int) -> str | None:
    """The poll's ETag if it is still current: then nothing else is read (a 304)."""
    sent = parse_etags(request.headers.get("If-None-Match", ""))
    return selectors.game_unchanged(game_id=game_id, user=request.user, sent=sent)


class GameDetail(APIView):
    """The game as you may see it: your seat's view of the state (a spectator sees the public
    view). `ETag` lets clients poll cheaply with `If-None-Match`: an unchanged game answers 304
    after reading one column of its row. An unlisted game is seen by its seats and by holders
    of its invitation, who send its `code` (so with every read)."""

    @extend_schema(
        responses={200: GameViewSerializer, 304: None},
        parameters=[INVITATION_CODE, IF_NONE_MATCH, ETAG],
    )
    @conditional(_seen_game, unchanged=_unchanged_game)
    def get(self, request: SignedIn, game_id: int) -> Response:
        seen = request.read
        profile = selectors.profile_of(user=request.user)
        return Response(
            selectors.game_view(
                game=seen["game"], seat=seen["seat"], profile=profile, key=seen["key"]
            )
        )


def _seated(game_id: int, index: int) -> Response:
    """201 for a seat taken (a join, a bot's invitation), the game's address in `Location`."""
    response = Response({"game": game_id, "seat": index}, status=status.HTTP_201_CREATED)
    response["Location"] = reverse("api:game", args=[game_id])
    return response


class GameJoin(APIView):
    """Take a free seat in an open game; an unlisted game needs `?code=` from its invitation."""

    @extend_schema(
        request=None,
        responses={201: JoinedSerializer},
        parameters=[OpenApiParameter("code", str, description="the invitation's code")],
    )
    def post(self, request: SignedIn, game_id: int) -> Response:
        code = request.query_params.get("code")
        if not code and isinstance(request.data, dict):
            code = request.data.get("code")
        if not isinstance(code, str):
            code = None  # `{"code": 123}` is no invitation
        seat = services.game_join(game_id=game_id, user=request.user, code=code)
        return _seated(game_id, seat.index)


class GameInviteBot(APIView):
    """The host seats a bot account by its name in the lowest free seat of his open game
    (issue 31, docs/bot-authors.md): its program then plays the seat with its own token. An
    unknown name is a 400 `no_such_account`, a person's a 400 `not_a_bot`."""

    @extend_schema(request=InviteBotSerializer, responses={201: JoinedSerializer})
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        form = InviteBotSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        seat = services.game_invite_bot(
            game_id=game_id, user=request.user, name=form.validated_data["name"]
        )
        return _seated(game_id, seat.index)


class GameStart(APIView):
    """The host starts the game once every seat is taken (rule 4)."""

    @extend_schema(request=None, responses=GameViewSerializer)
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        game = services.game_start(game_id=game_id, user=request.user)
        seat = selectors.seat_of(game=game, user=request.user)
        profile = selectors.profile_of(user=request.user)
        return Response(selectors.game_view(game=game, seat=seat, profile=profile))
