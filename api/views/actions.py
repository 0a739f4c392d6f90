"""Playing: an action submitted (through the service door, once per Idempotency-Key), an undo
at a physical table, the legal actions of a seat."""

import re

from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.serializers import (
    ActionAnswerSerializer,
    ActionRequestSerializer,
    LegalActionsSerializer,
    SeatQuerySerializer,
    UndoAnswerSerializer,
    UndoPreviewSerializer,
    UndoRequestSerializer,
)
from api.views.common import SignedIn, unseen_is_no_game
from api.visible import visible_game
from kingdom import selectors, services
from kingdom.errors import IllegalMove, ServiceError
from kingdom.models import Game
from kingdom.rules import engine
from kingdom.rules.state import State
from kingdom.selectors import game_state

# What an Idempotency-Key may be: visible ASCII, as long as the column that keeps it.
IDEMPOTENCY_KEY = re.compile(r"[\x21-\x7e]{1,100}")


# The action payloads of rule 33 and of deals (and a move), as the schema shows them; every kind
# is listed with its fields by `kingdom.rules.actions` and refused with a 400 naming the field
# when wrong.
ACTION_EXAMPLES = [
    OpenApiExample(
        "Move",
        value={"action": {"kind": "move", "origin": "K14", "destination": "K16", "knights": 2}},
        request_only=True,
    ),
    OpenApiExample(
        "Propose an alliance (rule 33)",
        description="Offer seat `to_seat` an alliance, at any time once the turns have begun.",
        value={"action": {"kind": "propose_alliance", "to_seat": 2}},
        request_only=True,
    ),
    OpenApiExample(
        "Answer an offer of alliance (rule 33)",
        description="Accept (true) or refuse (false) the alliance `from_seat` offered you; "
        "refused by default when the reply clock runs out.",
        value={"action": {"kind": "answer_alliance", "from_seat": 0, "accept": True}},
        request_only=True,
    ),
    OpenApiExample(
        "End an alliance (rule 33)",
        description="End your alliance with seat `ally` at once, even in the middle of a turn.",
        value={"action": {"kind": "end_alliance", "ally": 0}},
        request_only=True,
    ),
    OpenApiExample(
        "Propose a deal (rule 32 i, house 28)",
        description="Offer seat `to_seat` a deal: you give `gold` and your `cards`, he gives "
        "`for_gold` and his `for_cards`; `promise` is your word. Only the two of you see its "
        "terms; the gold is public once it moves.",
        value={
            "action": {
                "kind": "propose_deal",
                "to_seat": 1,
                "cards": ["F03"],
                "for_gold": 25,
                "promise": "my knights keep off your lands",
            }
        },
        request_only=True,
    ),
    OpenApiExample(
        "Answer a deal (rule 32 i, house 28)",
        description="Accept (true) or refuse (false) the deal numbered `number` offered to you; "
        "refused by default when the reply clock runs out. An acceptance that can no longer be "
        "done (a purse or hand no longer holds what it gives) is a 400 naming rule 32.",
        value={"action": {"kind": "answer_deal", "number": 0, "accept": True}},
        request_only=True,
    ),
    OpenApiExample(
        "Withdraw a deal (house 28)",
        description="Take back the deal numbered `number` you offered, before it is answered.",
        value={"action": {"kind": "withdraw_deal", "number": 0}},
        request_only=True,
    ),
]


class GameActions(APIView):
    """Submit an action for your seat. Send `expected_version` (409 when stale) and an
    `Idempotency-Key` header (a repeat returns the first answer; another body with the same key
    is 422). At a physical table send the faces rolled in `faces`."""

    @extend_schema(
        request=ActionRequestSerializer,
        responses=ActionAnswerSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER)],
        examples=ACTION_EXAMPLES,
    )
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        key = _idempotency_key(request)
        form = ActionRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        action, seat_asked = _action_and_seat(data)

        def run(write: services.Write | None) -> tuple[int, dict]:
            submitted = services.game_submit_action(
                game_id=game_id,
                user=request.user,
                action=action,
                expected_version=data.get("expected_version"),
                faces=data.get("faces"),
                seat=seat_asked,
                write=write,
            )
            # The answer is the caller's own view, also when a table's host acted for another
            # seat: what that seat alone may see stays with him. The service's rows serve it.
            game = submitted.game
            own = next((s for s in submitted.seats if s.user_id == request.user.pk), None)
            seat = own.index if own else None
            every = selectors.hosts_table(game=game, user=request.user)
            events = [
                e.to_dict()
                for e in submitted.events
                if selectors.event_seen(e, seat=seat, every_seat=every)
            ]
            view = selectors.game_view(
                game=game,
                seat=seat,
                profile=selectors.seat_profile(own) if own else None,
                seats=submitted.seats,
                pending=submitted.pending,
                state=submitted.state,
            )
            # The acting seat's next legal actions (issue 28): its client needs no GET
            # legal-actions before its next POST.
            legal = {
                "seat": submitted.seat,
                "actions": _legal_actions(game, submitted.state, submitted.seat),
            }
            return 200, {
                "version": game.version,
                "events": events,
                "game": view,
                "legal_actions": legal,
            }

        try:
            code, payload = services.idempotent(
                user=request.user,
                key=key,
                body={"game": game_id, **request.data},
                game_id=game_id,
                run=run,
            )
        except ServiceError:
            raise  # a refusal: the game is well
        except Exception as error:  # unexpected: rolled back, and kept on the game (its health)
            services.game_record_failure(game_id=game_id, error=error)
            raise
        return Response(payload, status=code)


def _action_and_seat(data: dict) -> tuple[dict, int | None]:
    """The action without a `seat` of its own, and the seat asked for. A `seat` inside the
    action (as `legal-actions` lists them) is asked for as the body's `seat` is: your own is
    yours, another is refused (403 `not_your_seat`) unless you host a physical table; never
    silently replaced (issue 31). One that differs from the body's is a 400."""
    action = dict(data["action"])
    inside = action.pop("seat", None)
    asked = data.get("seat")
    if inside is None:
        return action, asked
    if isinstance(inside, bool) or not isinstance(inside, int):
        raise IllegalMove("action: `seat` must be a seat's number", code="invalid_action")
    if asked is not None and asked != inside:
        raise IllegalMove(
            f"the action's seat ({inside}) is not the body's seat ({asked}): send one",
            code="seat_mismatch",
        )
    return action, inside


class GameUndo(APIView):
    """Undo at a physical table (issue 17). GET: the last entry typed in — what an undo would
    take back now — and whether you may (`allowed`, else the `refusal` it would answer). POST:
    take it back (send the `expected_version` you saw it at: 409 when the game has moved on).
    The game is rebuilt by replaying its log without the entry (and the bots' answers after
    it); its version moves on, and the log gets an `undone` event (who, when, what). Only the
    host, or a seat's own player for his own entry while it is the last; a game played by web
    is refused (409 `undo_not_at_table`)."""

    @extend_schema(responses=UndoPreviewSerializer)
    def get(self, request: SignedIn, game_id: int) -> Response:
        game = visible_game(request, game_id)
        return Response(selectors.undo_preview(game=game, user=request.user))

    @extend_schema(
        request=UndoRequestSerializer,
        responses=UndoAnswerSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER)],
    )
    @unseen_is_no_game
    def post(self, request: SignedIn, game_id: int) -> Response:
        key = _idempotency_key(request)
        visible_game(request, game_id)  # a game the caller may not see is no game (404)
        form = UndoRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)

        def run(write: services.Write | None) -> tuple[int, dict]:
            undone = services.game_undo(
                game_id=game_id,
                user=request.user,
                expected_version=form.validated_data["expected_version"],
                write=write,
            )
            game, event = undone.game, undone.event
            own = next((s for s in undone.seats if s.user_id == request.user.pk), None)
            view = selectors.game_view(
                game=game,
                seat=own.index if own else None,
                profile=selectors.seat_profile(own) if own else None,
                seats=undone.seats,
                pending=undone.pending,
            )
            logged = {
                "sequence": event.sequence,
                "version": event.version,
                "at": event.created_at.isoformat(),
                "author": event.author,
                **event.data,
            }
            return 200, {"version": game.version, "undone": logged, "game": view}

        code, payload = services.idempotent(
            user=request.user,
            key=key,
            body={"game": game_id, "undo": True, **request.data},
            game_id=game_id,
            run=run,
        )
        return Response(payload, status=code)


class GameLegalActions(APIView):
    """What your seat may do now (amounts and splits of a stack are open ranges); nothing while
    the game is paused. At a physical table the host, who enters every seat's decisions, may
    ask for another `seat`."""

    @extend_schema(responses=LegalActionsSerializer, parameters=[SeatQuerySerializer])
    def get(self, request: SignedIn, game_id: int) -> Response:
        game = visible_game(request, game_id)
        asked = SeatQuerySerializer.parse(request).get("seat")
        seat = selectors.seat_asked(game=game, user=request.user, asked=asked)
        if not selectors.has_started(game):
            return Response({"pending": [], "actions": []})
        state = game_state(game)
        pending = engine.pending_view(state, seat, decisions=selectors.pending_of(state))
        actions = _legal_actions(game, state, seat)
        body = {"version": game.version, "status": game.status, "pending": pending}
        return Response({**body, "actions": actions})


def _legal_actions(game: Game, state: State | None, seat: int) -> list[dict]:
    """What `seat` may do now; a paused (or finished) game accepts no action: none is offered."""
    if game.status != game.Status.ACTIVE or state is None:
        return []
    decisions = selectors.pending_of(state)
    return [a.to_dict() for a in engine.legal_actions(state, seat, decisions=decisions)]


def _idempotency_key(request: Request) -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key and not IDEMPOTENCY_KEY.fullmatch(key):
        raise IllegalMove(
            "the Idempotency-Key must be 1–100 visible ASCII characters (e.g. a UUID)",
            code="bad_idempotency_key",
        )
    return key
