"""What a game keeps: the Record Cards, a purse's ledger, the event log (polled with its ETag)
and the dice audit."""

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import conditional
from api.serializers import (
    DiceAuditSerializer,
    EventPageSerializer,
    EventsQuerySerializer,
    PostingSerializer,
    RecordCardSerializer,
    SeatQuerySerializer,
)
from api.views.common import ETAG, IF_NONE_MATCH, SignedIn
from api.visible import visible_game
from kingdom import selectors


class GameRecordCards(APIView):
    """Every Royal Challenger's Record Card: your own in full, others' public lines."""

    @extend_schema(responses=RecordCardSerializer(many=True))
    def get(self, request: SignedIn, game_id: int) -> Response:
        game = visible_game(request, game_id)
        seat = selectors.seat_of(game=game, user=request.user)
        return Response(selectors.record_cards(game=game, seat=seat))


class GameLedger(APIView):
    """Your purse's postings, each with the rule and the event behind it."""

    @extend_schema(responses=PostingSerializer(many=True), parameters=[SeatQuerySerializer])
    def get(self, request: SignedIn, game_id: int) -> Response:
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


def _event_page(request: SignedIn, game_id: int) -> dict:
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
    def get(self, request: SignedIn, game_id: int) -> Response:
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
    def get(self, request: SignedIn, game_id: int) -> Response:
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
