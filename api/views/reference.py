"""The reference a client draws from: the board and the Royal Challengers, the decks' public
side, the kinds of decision."""

import hashlib
import json

from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import conditional
from api.serializers import (
    BoardSerializer,
    DecisionKindSerializer,
    DecksSerializer,
    GameQuerySerializer,
)
from api.views.common import ETAG, IF_NONE_MATCH, Polled
from api.visible import visible_game
from kingdom import selectors
from kingdom.rules.decisions import SPECS


def _board(request: Request) -> dict:
    """The board asked for, with the digest of its content as the ETag; a game's own board is
    cached privately (an unlisted game's is its seats' alone)."""
    game_id = GameQuerySerializer.parse(request).get("game")
    if game_id is not None:
        data = visible_game(request, game_id).ruleset
        cache = "private, max-age=300"
    else:
        data = selectors.current_ruleset_data()
        cache = "public, max-age=300"
    body = {"board": data["board"], "challengers": data["challengers"]}
    digest = hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:32]
    return {"body": body, "cache": cache, "etag": f'"{digest}"'}


class Board(APIView):
    """The board (squares, rivers, castles, villages, sites) and the Royal Challengers: of
    today's ruleset, or with `?game=` of the ruleset that game froze when it was created (a
    running game keeps its board whatever the admins edit since)."""

    permission_classes = [AllowAny]

    @extend_schema(
        responses={200: BoardSerializer, 304: None},
        parameters=[GameQuerySerializer, IF_NONE_MATCH, ETAG],
    )
    @conditional(_board)
    def get(self, request: Polled) -> Response:
        return Response(request.read["body"], headers={"Cache-Control": request.read["cache"]})


class DecisionKinds(APIView):
    """Every kind of decision the game can wait for: its label and help text, who answers, the
    clock it runs on, the action kinds that answer it and the default the clock plays. The
    pages name decisions from here (kingdom.rules.decisions declares them)."""

    permission_classes = [AllowAny]

    @extend_schema(responses=DecisionKindSerializer(many=True))
    def get(self, request: Request) -> Response:
        kinds = [DecisionKindSerializer.of(spec) for spec in SPECS.values()]
        return Response(kinds, headers={"Cache-Control": "public, max-age=300"})


class Decks(APIView):
    """The public side of the decks: fortune cards, guardians, and the riddles' questions
    (never their answers)."""

    permission_classes = [AllowAny]

    @extend_schema(responses=DecksSerializer, parameters=[GameQuerySerializer])
    def get(self, request: Request) -> Response:
        game_id = GameQuerySerializer.parse(request).get("game")
        if game_id is not None:
            data = visible_game(request, game_id).ruleset
        else:
            data = selectors.current_ruleset_data()
        return Response(
            {
                "fortune": data["fortune"],
                "guardians": data["guardians"],
                "riddles": [{"id": r["id"], "question": r["question"]} for r in data["riddles"]],
            }
        )
