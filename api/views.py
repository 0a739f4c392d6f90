"""The REST API: thin views that check who you are and the payload, then call a service or a
selector. Errors are `{"code", "message", "rule"}` (api.exceptions)."""

import functools
import hashlib
import json
import re

from axes.exceptions import AxesBackendPermissionDenied
from django.contrib.auth import logout
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from django.urls import reverse
from django.utils.http import parse_etags
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.authtoken.models import Token
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from api.authentication import token_expired
from api.conditional import conditional
from api.pagination import Pages
from api.parsers import JSONParser
from api.schemas import ref
from api.serializers import (
    AbsenceSerializer,
    ActionAnswerSerializer,
    ActionRequestSerializer,
    AutopilotSerializer,
    BoardSerializer,
    DecisionKindSerializer,
    DecksSerializer,
    DiceAuditSerializer,
    EmailStateSerializer,
    EventPageSerializer,
    EventsQuerySerializer,
    GameCreateSerializer,
    GameQuerySerializer,
    GameSummarySerializer,
    GameViewSerializer,
    InviteBotSerializer,
    JoinedSerializer,
    LeaveSerializer,
    LegalActionsSerializer,
    MailRepliesSerializer,
    MeResponseSerializer,
    MeSerializer,
    NewGameDefaultsSerializer,
    OddsRequestSerializer,
    PausedSerializer,
    PostingSerializer,
    ProfileSerializer,
    ReachableRequestSerializer,
    ReachableSerializer,
    RecordCardSerializer,
    ReplacementSerializer,
    SeatQuerySerializer,
    SignedUpSerializer,
    SignUpSerializer,
    TokenSerializer,
    UndoAnswerSerializer,
    UndoPreviewSerializer,
    UndoRequestSerializer,
)
from api.throttles import CreateGameThrottle, LoginThrottle, SignUpThrottle
from api.visible import visible_game
from kingdom import accounts, inbound, selectors, services
from kingdom.errors import IllegalMove, NotFound, ServiceError
from kingdom.models import Profile, VerifiedEmail
from kingdom.rules import engine
from kingdom.rules.decisions import SPECS
from kingdom.selectors import game_state

INVITATION_CODE = OpenApiParameter(
    "code", str, description="an unlisted game's invitation code (for a player not yet seated)"
)
# Cheap polling (api.conditional): the answer's ETag, sent back as If-None-Match: a 304 while
# nothing changed (issue 31: in the document, so in a generated client).
IF_NONE_MATCH = OpenApiParameter(
    "If-None-Match",
    str,
    OpenApiParameter.HEADER,
    description="the ETag of your last answer: 304 (no body) while it is still current",
)
ETAG = OpenApiParameter(
    "ETag",
    str,
    OpenApiParameter.HEADER,
    response=[200, 304],
    description="this answer's version, for If-None-Match",
)
LOCATION = OpenApiParameter(
    "Location", str, OpenApiParameter.HEADER, response=[201], description="the new game's URL"
)
ODDS = OpenApiResponse(ref("BattleOdds"), description="kingdom.rules.odds.BattleOdds")
# What an Idempotency-Key may be: visible ASCII, as long as the column that keeps it.
IDEMPOTENCY_KEY = re.compile(r"[\x21-\x7e]{1,100}")


class ObtainToken(ObtainAuthToken):
    """POST: exchange a username and password for the API token that scripts send as
    `Authorization: Token <key>` (it expires after TOKEN_TTL_DAYS; an expired one is replaced).
    DELETE: revoke your token, so that every script using it is logged out (and this session
    too): log out everywhere."""

    parser_classes = (JSONParser,)  # JSON only, as every other operation (issue 31)
    throttle_classes = (LoginThrottle,)

    def get_permissions(self):
        return [IsAuthenticated()] if self.request.method == "DELETE" else []

    def get_throttles(self):
        return [t() for t in self.throttle_classes] if self.request.method == "POST" else []

    @extend_schema(responses=TokenSerializer)
    def post(self, request, *args, **kwargs):
        form = self.get_serializer(data=request.data)
        if not form.is_valid():
            # django-axes refused the name from this address (too many wrong passwords).
            if getattr(request, "axes_locked_out", False):
                raise AxesBackendPermissionDenied("locked out")
            raise serializers.ValidationError(form.errors)
        user = form.validated_data["user"]
        with transaction.atomic():
            token = Token.objects.select_for_update().filter(user=user).first()
            if token is not None and token_expired(token):
                token.delete()
                token = None
            if token is None:
                token = Token.objects.create(user=user)
        return Response({"token": token.key})

    @extend_schema(request=None, responses={204: None})
    def delete(self, request):
        accounts.revoke_tokens(request.user)
        if request.user.is_authenticated and request.session.session_key:
            logout(request._request)
        return Response(status=status.HTTP_204_NO_CONTENT)


class Me(APIView):
    """Who the API thinks you are, your e-mail and your notification settings (PATCH them)."""

    @extend_schema(responses=MeResponseSerializer)
    def get(self, request):
        return Response(self._me(request.user))

    @extend_schema(request=MeSerializer, responses=MeResponseSerializer)
    def patch(self, request):
        """Change your settings; a new e-mail address is mailed a confirmation link, and no
        other mail goes to it until the link is followed."""
        form = MeSerializer(data=request.data, partial=True)
        form.is_valid(raise_exception=True)
        profile, _ = Profile.objects.get_or_create(user=request.user)
        settings = ProfileSerializer(profile, data=request.data.get("profile") or {}, partial=True)
        settings.is_valid(raise_exception=True)
        bot_account = settings.validated_data.pop("bot_account", None)
        with transaction.atomic():
            settings.save()
            if bot_account is not None:  # only while seated nowhere unfinished (else a 409)
                accounts.account_set_bot(user=request.user, on=bot_account)
            email = form.validated_data.get("email")
            if email is not None and email != request.user.email:
                request.user.email = email
                request.user.save(update_fields=["email"])
                if not VerifiedEmail.holds(request.user):
                    accounts.send_confirmation(request.user)
        return Response(self._me(request.user))

    @staticmethod
    def _me(user) -> dict:
        profile = Profile.objects.filter(user=user).first() or Profile(user=user)
        return {
            "id": user.pk,
            "username": user.get_username(),
            "is_staff": user.is_staff,
            "email": user.email,
            "email_verified": VerifiedEmail.holds(user),
            "profile": ProfileSerializer(profile).data,
        }


class ConfirmEmail(APIView):
    """Mail yourself a new confirmation link for your address (no mail goes to an address
    until its link is followed)."""

    @extend_schema(request=None, responses={200: EmailStateSerializer, 202: EmailStateSerializer})
    def post(self, request):
        if not request.user.email:
            raise IllegalMove("you have no e-mail address to confirm", code="no_email")
        if VerifiedEmail.holds(request.user):
            return Response({"email": request.user.email, "email_verified": True})
        accounts.send_confirmation(request.user)
        return Response(
            {"email": request.user.email, "email_verified": False},
            status=status.HTTP_202_ACCEPTED,
        )


class SignUp(APIView):
    """Create an account; the answer carries its API token. An e-mail address given is
    mailed a confirmation link."""

    permission_classes = [AllowAny]
    authentication_classes = []
    throttle_classes = [SignUpThrottle]

    @extend_schema(request=SignUpSerializer, responses={201: SignedUpSerializer})
    def post(self, request):
        form = SignUpSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        try:
            with transaction.atomic():
                user = accounts.user_signup(**form.validated_data)
                token = Token.objects.create(user=user)
        except DjangoValidationError as problems:  # the checks are the service's (one set)
            raise serializers.ValidationError(problems.message_dict) from None
        return Response(
            {"id": user.pk, "username": user.username, "token": token.key},
            status=status.HTTP_201_CREATED,
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
    def get(self, request):
        pages = GamePages()
        games = pages.paginate_queryset(selectors.game_games_for(user=request.user), request, self)
        summaries = GameSummarySerializer(games, many=True, context={"request": request})
        return pages.get_paginated_response(summaries.data)

    @extend_schema(
        request=GameCreateSerializer,
        responses={201: GameSummarySerializer},
        parameters=[LOCATION],
    )
    def post(self, request):
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
    def get(self, request):
        return Response(selectors.new_game_defaults(), headers={"Cache-Control": "no-cache"})


def _seen_game(request, game_id: int) -> dict:
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


def _unchanged_game(request, game_id: int) -> str | None:
    """The poll's ETag if it is still current: then nothing else is read (a 304)."""
    sent = parse_etags(request.headers.get("If-None-Match", ""))
    return selectors.game_unchanged(game_id=game_id, user=request.user, sent=sent)


def unseen_is_no_game(write):
    """A write the service refuses, to a caller who may not see the game (an outsider of an
    unlisted one), is the 404 of a game that does not exist: why it was refused (not the
    host, no seat…) would tell that it exists. Costs a query only on the refusal's path."""

    @functools.wraps(write)
    def checked(self, request, game_id: int, *args, **kwargs):
        try:
            return write(self, request, game_id, *args, **kwargs)
        except NotFound:
            raise
        except ServiceError:
            visible_game(request, game_id)  # NotFound when the caller may not see the game
            raise

    return checked


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
    def get(self, request, game_id: int):
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
    def post(self, request, game_id: int):
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
    def post(self, request, game_id: int):
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
    def post(self, request, game_id: int):
        game = services.game_start(game_id=game_id, user=request.user)
        seat = selectors.seat_of(game=game, user=request.user)
        profile = selectors.profile_of(user=request.user)
        return Response(selectors.game_view(game=game, seat=seat, profile=profile))


class GameLeave(APIView):
    """Take leave from this game (POST, `days` from your allowance: your deadlines wait for
    you and the others are told), or come back early (DELETE: the days left return)."""

    @extend_schema(request=LeaveSerializer, responses=AbsenceSerializer)
    @unseen_is_no_game
    def post(self, request, game_id: int):
        form = LeaveSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        seat = services.game_take_leave(
            game_id=game_id, user=request.user, days=form.validated_data["days"]
        )
        return Response(selectors.seat_absence(seat))

    @extend_schema(request=None, responses={200: AbsenceSerializer})
    @unseen_is_no_game
    def delete(self, request, game_id: int):
        seat = services.game_end_leave(game_id=game_id, user=request.user)
        return Response(selectors.seat_absence(seat))


class GamePause(APIView):
    """The host pauses the game: no action and no deadline runs until he resumes it."""

    @extend_schema(request=None, responses=PausedSerializer)
    @unseen_is_no_game
    def post(self, request, game_id: int):
        game = services.game_pause(game_id=game_id, user=request.user)
        return Response({"status": game.status, "paused_at": game.paused_at})


class GameResume(APIView):
    """The host resumes a paused game; the deadlines move by the time it stood still."""

    @extend_schema(request=None, responses=PausedSerializer)
    @unseen_is_no_game
    def post(self, request, game_id: int):
        game = services.game_resume(game_id=game_id, user=request.user)
        return Response({"status": game.status, "paused_at": game.paused_at})


class GameAutopilot(APIView):
    """Hand your seat to the bot (`on: true`) or take it back (`on: false`)."""

    @extend_schema(request=AutopilotSerializer, responses=AbsenceSerializer)
    @unseen_is_no_game
    def post(self, request, game_id: int):
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
    def post(self, request, game_id: int):
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
    def post(self, request, game_id: int, index: int):
        seat = services.game_replace_seat(game_id=game_id, user=request.user, index=index)
        invitation = f"{reverse('api:game-join', args=[game_id])}?code={seat.invite_code}"
        return Response(
            {"seat": seat.index, "invitation": invitation, "code": seat.invite_code},
            status=status.HTTP_201_CREATED,
        )


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
    def post(self, request, game_id: int):
        key = _idempotency_key(request)
        form = ActionRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        data = form.validated_data
        action, seat_asked = _action_and_seat(data)

        def run(write):
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
    def get(self, request, game_id: int):
        game = visible_game(request, game_id)
        return Response(selectors.undo_preview(game=game, user=request.user))

    @extend_schema(
        request=UndoRequestSerializer,
        responses=UndoAnswerSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER)],
    )
    @unseen_is_no_game
    def post(self, request, game_id: int):
        key = _idempotency_key(request)
        visible_game(request, game_id)  # a game the caller may not see is no game (404)
        form = UndoRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)

        def run(write):
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
    def get(self, request, game_id: int):
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


def _legal_actions(game, state, seat: int) -> list[dict]:
    """What `seat` may do now; a paused (or finished) game accepts no action: none is offered."""
    if game.status != game.Status.ACTIVE or state is None:
        return []
    decisions = selectors.pending_of(state)
    return [a.to_dict() for a in engine.legal_actions(state, seat, decisions=decisions)]


class GameReachable(APIView):
    """Every square (or river side) the pieces at `origin` can reach this move, with a path;
    and why each square beside that reach is not in it (its rule and reason)."""

    @extend_schema(parameters=[ReachableRequestSerializer], responses=ReachableSerializer)
    def get(self, request, game_id: int):
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
    def get(self, request, game_id: int):
        game = visible_game(request, game_id)
        form = OddsRequestSerializer(
            data=request.query_params, context={"ruleset": selectors.game_ruleset(game)}
        )
        form.is_valid(raise_exception=True)
        odds = selectors.battle_odds(game=game, **form.validated_data)
        return Response(odds.to_dict())


class GameRecordCards(APIView):
    """Every Royal Challenger's Record Card: your own in full, others' public lines."""

    @extend_schema(responses=RecordCardSerializer(many=True))
    def get(self, request, game_id: int):
        game = visible_game(request, game_id)
        seat = selectors.seat_of(game=game, user=request.user)
        return Response(selectors.record_cards(game=game, seat=seat))


class GameLedger(APIView):
    """Your purse's postings, each with the rule and the event behind it."""

    @extend_schema(responses=PostingSerializer(many=True), parameters=[SeatQuerySerializer])
    def get(self, request, game_id: int):
        game = visible_game(request, game_id)
        asked = SeatQuerySerializer.parse(request).get("seat")
        seat = selectors.seat_asked(game=game, user=request.user, asked=asked)
        postings = selectors.game_ledger(game=game, seat=seat)
        return Response(
            [
                {
                    "event": p.event.sequence,
                    "payer": p.payer,
                    "payee": p.payee,
                    "amount": p.amount,
                    "change": p.amount if p.payee == seat else -p.amount,
                    "reason": p.reason,
                    "rule": p.rule,
                }
                for p in postings
            ]
        )


def _event_page(request, game_id: int) -> dict:
    """The game, the caller's seat and the page asked for, with its ETag: the log grows only,
    so its length names a page's content for a seat."""
    game = visible_game(request, game_id)
    seat = selectors.seat_of(game=game, user=request.user)
    # The host of a physical table enters every seat's decisions: he reads every seat's log.
    every = selectors.hosts_table(game=game, user=request.user)
    query = EventsQuerySerializer.parse(request)
    after, limit = query["after"], query["limit"]
    etag = f'"{game.pk}-{game.event_count}-{"all" if every else seat}-{after}-{limit}"'
    return {
        "game": game,
        "seat": seat,
        "every": every,
        "after": after,
        "limit": limit,
        "etag": etag,
    }


class GameEvents(APIView):
    """The event log as your seat may see it, after the sequence number `after` (a cursor);
    `ETag`/`If-None-Match` for cheap polling. Each event has its time (`at`) and `author`:
    `player`, `host` (at a physical table, for another seat), `clock` (a deadline's default),
    `bot`, `autopilot`, `game` (its setup); the absence events (`leave_taken`, `leave_ended`,
    `game_paused`, `game_resumed`, `autopilot_changed`, `seat_taken_over`, `seat_claimed`) have
    the rule `absence`; an undo at a table is `undone` (rule `undo`), and the events it took back
    are no longer listed. The host of a physical table reads every seat's events (he enters them
    all); what no seat may read stays hidden."""

    @extend_schema(
        parameters=[EventsQuerySerializer, IF_NONE_MATCH, ETAG],
        responses={200: EventPageSerializer, 304: None},
    )
    @conditional(_event_page)
    def get(self, request, game_id: int):
        page = request.read
        events = selectors.game_events(
            game=page["game"],
            seat=page["seat"],
            after=page["after"],
            limit=page["limit"],
            every_seat=page["every"],
        )
        body = {
            "events": [
                {
                    "sequence": e.sequence,
                    "version": e.version,
                    "at": e.created_at,
                    "author": e.author,
                    **e.data,
                }
                for e in events
            ],
            "next": events[-1].sequence if events else page["after"],
        }
        return Response(body)


class GameDice(APIView):
    """The dice audit: every roll, and the seed once the game has ended (check it against the
    commitment published at creation)."""

    @extend_schema(responses=DiceAuditSerializer)
    def get(self, request, game_id: int):
        game = visible_game(request, game_id)
        seat = selectors.seat_of(game=game, user=request.user)
        rolls = [
            e
            for e in selectors.game_events(game=game, seat=seat, limit=100_000)
            if e.type == "die_rolled"
        ]
        finished = game.status == game.Status.FINISHED
        defaults = selectors.game_ruleset(game).defaults
        faces = {"red": defaults.red_die_faces, "blue": defaults.blue_die_faces}
        return Response(
            {
                "mode": game.mode,
                "commitment": game.dice_commitment,
                "seed": game.dice_seed if finished else None,
                # `index`: the roll's place among the game's rolls, which the face is derived
                # from with the seed (house 2); `faces`: its die's.
                "rolls": [
                    {
                        "sequence": e.sequence,
                        "index": i,
                        "faces": faces.get(e.data["die"]),
                        **e.data,
                    }
                    for i, e in enumerate(rolls)
                ],
            }
        )


def _board(request) -> dict:
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
    def get(self, request):
        return Response(request.read["body"], headers={"Cache-Control": request.read["cache"]})


class DecisionKinds(APIView):
    """Every kind of decision the game can wait for: its label and help text, who answers, the
    clock it runs on, the action kinds that answer it and the default the clock plays. The
    pages name decisions from here (kingdom.rules.decisions declares them)."""

    permission_classes = [AllowAny]

    @extend_schema(responses=DecisionKindSerializer(many=True))
    def get(self, request):
        kinds = [DecisionKindSerializer.of(spec) for spec in SPECS.values()]
        return Response(kinds, headers={"Cache-Control": "public, max-age=300"})


class Decks(APIView):
    """The public side of the decks: fortune cards, guardians, and the riddles' questions
    (never their answers)."""

    permission_classes = [AllowAny]

    @extend_schema(responses=DecksSerializer, parameters=[GameQuerySerializer])
    def get(self, request):
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


def _idempotency_key(request) -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key and not IDEMPOTENCY_KEY.fullmatch(key):
        raise IllegalMove(
            "the Idempotency-Key must be 1–100 visible ASCII characters (e.g. a UUID)",
            code="bad_idempotency_key",
        )
    return key
