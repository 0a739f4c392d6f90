"""Planning a move: the squares within reach of a stack, and the odds of a battle."""

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from api.schemas import ref
from api.serializers import OddsRequestSerializer, ReachableRequestSerializer, ReachableSerializer
from api.views.common import SignedIn
from api.visible import visible_game
from kingdom import selectors

ODDS = OpenApiResponse(ref("BattleOdds"), description="kingdom.rules.odds.BattleOdds")


class GameReachable(APIView):
    """Every square (or river side) the pieces at `origin` can reach this move, with a path;
    and why each square beside that reach is not in it (its rule and reason)."""

    @extend_schema(parameters=[ReachableRequestSerializer], responses=ReachableSerializer)
    def get(self, request: SignedIn, game_id: int) -> Response:
        game = visible_game(request, game_id)
        form = ReachableRequestSerializer(
            data=request.query_params, context={"ruleset": selectors.game_ruleset(game)}
        )
        form.is_valid(raise_exception=True)
        q = dict(form.validated_data)
        seat = selectors.seat_asked(game=game, user=request.user, asked=q.pop("seat", None))
        paths, cards, refused = selectors.reachable_squares(game=game, seat=seat, **q)
        return Response(
            {
                "origin": q["origin"],
                "reachable": {node: list(path) for node, path in paths.items()},
                "free_move_cards": cards,
                "refused": {node: {"rule": r, "reason": why} for node, (r, why) in refused.items()},
            }
        )


class GameOdds(APIView):
    """The exact odds of a planned battle (tables, modifiers and add-one cards as given; an
    ally's pieces fighting on either side, rule 33)."""

    @extend_schema(parameters=[OddsRequestSerializer], responses=ODDS)
    def get(self, request: SignedIn, game_id: int) -> Response:
        game = visible_game(request, game_id)
        form = OddsRequestSerializer(
            data=request.query_params, context={"ruleset": selectors.game_ruleset(game)}
        )
        form.is_valid(raise_exception=True)
        odds = selectors.battle_odds(game=game, **form.validated_data)
        return Response(odds.to_dict())
