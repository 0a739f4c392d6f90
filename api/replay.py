"""Issue 30: what happened since your last visit, and a replay of any range of the log, as your
seat may see it (docs/replay.md). Thin views over kingdom.replay (reads) and kingdom.visits
(the mark of a visit)."""

from __future__ import annotations

from dataclasses import fields

from django.urls import reverse
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from api.conditional import conditional
from api.serializers import BIGINT, QuerySerializer
from kingdom import replay, selectors, visits

VERSION_MAX = 2**31 - 1  # a game's version is a PositiveIntegerField


# -- shapes ---------------------------------------------------------------------------------------
FRAME = serializers.DictField(
    help_text="the board and record card figures as your seat's view shows them: `control` "
    "(square → seat), `alliances`, `sieges`, `tokens`, and `players` by seat (pieces by node, "
    "challenger_at, gold, chivalry, endurance, tax_due, cost_of_allegiance, cards: a count)"
)


class ReplaySummaryLineSerializer(serializers.Serializer):
    text = serializers.CharField()
    rule = serializers.CharField()
    kind = serializers.CharField(help_text="moves, battles, holder, alliance, capture, …")
    where = serializers.CharField(allow_null=True, help_text="the square it names")


def marks() -> dict:
    """The map's marks of a step or a range (new fields for each shape)."""
    return {
        "squares": serializers.ListField(
            child=serializers.CharField(), help_text="nodes whose pieces or holder changed"
        ),
        "paths": serializers.ListField(
            child=serializers.ListField(child=serializers.CharField()), help_text="each move's path"
        ),
        "battles": serializers.ListField(child=serializers.CharField(), help_text="battle nodes"),
    }


STEPS = inline_serializer(
    "ReplayStep",
    {
        "version": serializers.IntegerField(help_text="the game's version after this action"),
        "at": serializers.DateTimeField(allow_null=True),
        "seat": serializers.IntegerField(allow_null=True, help_text="whose action"),
        "author": serializers.CharField(),
        "kind": serializers.CharField(help_text="the action's kind (start: the set-up)"),
        "events": serializers.ListField(
            child=serializers.DictField(), help_text="as GET events/ gives them to you"
        ),
        "changes": serializers.DictField(help_text="what to apply to the previous frame"),
        "figures": serializers.ListField(
            child=serializers.DictField(), help_text="record card figures changed"
        ),
        **marks(),
    },
    many=True,
)
REPLAY = inline_serializer(
    "Replay",
    {
        "after": serializers.IntegerField(help_text="-1: from the set-up"),
        "upto": serializers.IntegerField(),
        "version": serializers.IntegerField(help_text="the game's version now"),
        "seat": serializers.IntegerField(allow_null=True, help_text="whose view; null: spectator"),
        "start": FRAME,
        "steps": STEPS,
        "summary": ReplaySummaryLineSerializer(many=True),
        "dice": serializers.CharField(help_text="the dice audit page"),
        **marks(),
    },
)
SINCE = inline_serializer(
    "SinceLastVisit",
    {
        "seen": inline_serializer(
            "Visit",
            {
                "version": serializers.IntegerField(),
                "at": serializers.DateTimeField(),
                "at_local": serializers.CharField(help_text="in your time zone"),
            },
            allow_null=True,
            help_text="your last visit; null: never marked",
        ),
        "version": serializers.IntegerField(help_text="the game's version now"),
        "steps": serializers.IntegerField(help_text="steps to replay since your visit"),
        "first_sequence": serializers.IntegerField(
            allow_null=True, help_text="the first event you have not seen"
        ),
        "summary": ReplaySummaryLineSerializer(many=True),
        "text": serializers.CharField(help_text="the summary in one sentence"),
        **marks(),
    },
)


class ReplayQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(
        required=False,
        min_value=-1,
        max_value=VERSION_MAX,
        help_text="versions after this one (-1: from the set-up); default: your last visit",
    )
    upto = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=VERSION_MAX,
        help_text="up to this version (default: the game's)",
    )


class SeenSerializer(serializers.Serializer):
    version = serializers.IntegerField(
        min_value=0, max_value=BIGINT, help_text="the game's version your page showed"
    )


# -- views ----------------------------------------------------------------------------------------
def _viewer(request, game_id: int) -> dict:
    """The game, whose view a replay shows (the host of a physical table sees every seat's)."""
    game = selectors.game_for(
        game_id=game_id, user=request.user, code=request.query_params.get("code")
    )
    seat = selectors.seat_of(game=game, user=request.user)
    every = selectors.hosts_table(game=game, user=request.user)
    return {"game": game, "seat": seat, "every": every}


def _replay_read(request, game_id: int) -> dict:
    read = _viewer(request, game_id)
    game, seat = read["game"], read["seat"]
    query = ReplayQuerySerializer.parse(request)
    after = query.get("after")
    if after is None:
        visit = replay.visit_of(game=game, seat=seat) if seat is not None else None
        after = visit.version if visit is not None else -1
    upto = query.get("upto", game.version)
    who = "all" if read["every"] else seat
    read.update(after=after, upto=upto)
    read["etag"] = f'"replay-{game.pk}-{game.event_count}-{who}-{after}-{upto}"'
    return read


class GameReplay(APIView):
    """The game's log replayed on the map as your seat sees it, versions after `after` up to
    `upto`: the frame before them, then each action as a step — its events (as GET events/ gives
    them to you), what changed on the board and the record cards, the paths moved and the
    battles fought. Default range: since your last visit (spectators and seats never marked:
    the whole game). A finished game's whole replay is `after=-1`. The host of a physical table
    sees every seat's; nobody sees what no seat's view shows."""

    @extend_schema(
        parameters=[ReplayQuerySerializer, OpenApiParameter("code", str)],
        responses={200: REPLAY, 304: None},
    )
    @conditional(_replay_read)
    def get(self, request, game_id: int):
        read = request.read
        game = read["game"]
        if not selectors.has_started(game):
            return Response(_empty(game, read))
        found = replay.replay_range(
            game=game,
            seat=read["seat"],
            after=read["after"],
            upto=read["upto"],
            every_seat=read["every"],
        )
        return Response(
            {
                "after": found.after,
                "upto": found.upto,
                "version": game.version,
                "seat": read["seat"],
                "start": found.start,
                "steps": [_step(s) for s in found.steps],
                "summary": found.summary,
                "dice": reverse("frontend:dice", args=[game.pk]),
                "squares": found.squares,
                "paths": found.paths,
                "battles": found.battles,
            }
        )


def _step(step: replay.Step) -> dict:
    """A step as the renderer writes it. Shallow: its lists and dicts are the cached timeline's
    own, only read (asdict's deep copy of them took a quarter of a long replay's time)."""
    return {f.name: getattr(step, f.name) for f in fields(step)}


def _empty(game, read) -> dict:
    return {
        "after": -1,
        "upto": 0,
        "version": game.version,
        "seat": read["seat"],
        "start": {},
        "steps": [],
        "summary": [],
        "dice": reverse("frontend:dice", args=[game.pk]),
        "squares": [],
        "paths": [],
        "battles": [],
    }


class GameSince(APIView):
    """What happened since your last visit (the last version your page showed, or your client
    marked with POST seen/), in words with the rules, and where on the map: for the banner on
    opening the game. `seen` null: never marked (nothing to tell yet)."""

    @extend_schema(responses=SINCE, parameters=[OpenApiParameter("code", str)])
    def get(self, request, game_id: int):
        read = _viewer(request, game_id)
        game = read["game"]
        seat = selectors.require_seat(game=game, user=request.user)
        visit = replay.visit_of(game=game, seat=seat)
        body = {
            "seen": None,
            "version": game.version,
            "steps": 0,
            "first_sequence": None,
            "summary": [],
            "text": "",
            "squares": [],
            "paths": [],
            "battles": [],
        }
        if visit is not None:
            profile = selectors.profile_of(user=request.user)
            body["seen"] = {
                "version": visit.version,
                "at": visit.at,
                "at_local": replay.since_text(visit, profile),
            }
        if visit is not None and visit.version < game.version and selectors.has_started(game):
            try:
                found = replay.replay_range(
                    game=game,
                    seat=seat,
                    after=visit.version,
                    upto=game.version,
                    every_seat=read["every"],
                )
            except replay.NotReplayable:  # the summary from the log alone, nothing on the map
                since = replay.since_summary(game=game, seat=seat) or {}
                body.update(summary=since.get("lines", []), text=since.get("text", ""))
                return Response(body)
            events = [e for s in found.steps for e in s.events]
            body.update(
                steps=len(found.steps),
                first_sequence=events[0]["sequence"] if events else None,
                summary=found.summary,
                text=replay.summary_text(found.summary),
                squares=found.squares,
                paths=found.paths,
                battles=found.battles,
            )
        return Response(body)


class GameSeen(APIView):
    """POST: mark that you have seen the game up to `version` (your page marks what it shows;
    a client may too). A mark only moves forward, and never past the game's version. GET: your
    mark (`version` null: never marked)."""

    @extend_schema(
        responses=inline_serializer(
            "SeenMark", {"version": serializers.IntegerField(allow_null=True)}
        ),
        parameters=[OpenApiParameter("code", str)],
    )
    def get(self, request, game_id: int):
        read = _viewer(request, game_id)
        seat = selectors.require_seat(game=read["game"], user=request.user)
        visit = replay.visit_of(game=read["game"], seat=seat)
        return Response({"version": visit.version if visit is not None else None})

    @extend_schema(
        request=SeenSerializer,
        responses=inline_serializer("SeenMarked", {"version": serializers.IntegerField()}),
    )
    def post(self, request, game_id: int):
        read = _viewer(request, game_id)
        game = read["game"]
        seat = selectors.require_seat(game=game, user=request.user)
        form = SeenSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        mark = visits.visit_mark(game=game, seat=seat, version=form.validated_data["version"])
        return Response({"version": mark.version})
