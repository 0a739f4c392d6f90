"""The lobby: a new game (a physical table's players and readings too), its defaults and bounds,
the games listed, a seat taken, a bot invited."""

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.serializers.common import BOT_ACCOUNT_HELP
from kingdom.deadlines import (
    DEADLINE_RANGE,
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_DEADLINE_HOURS,
    MAX_LEAVE_DAYS,
    MIN_DEADLINE_HOURS,
)
from kingdom.models import Game
from kingdom.models.game import BOT_LEVELS, SEAT_NAME_LENGTH
from kingdom.readings import CELL_KINDS
from kingdom.rules.decisions import Clock

DEADLINE_ERRORS: dict[str, Any] = {"min_value": DEADLINE_RANGE, "max_value": DEADLINE_RANGE}


class TablePlayerSerializer(serializers.Serializer):
    """A player at a physical table: a name, no account."""

    name = serializers.CharField(
        max_length=SEAT_NAME_LENGTH,
        allow_blank=True,  # refused by the service, which names the player ("player 2 has no name")
        help_text="as the table calls him",
    )
    challenger = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        help_text="the Royal Challenger chosen at the table (rule 4 v), entered for the seat "
        "when its choice comes; none: chosen in the game",
    )


class TableReadingSerializer(serializers.Serializer):
    """The host's own reading of one battle-table cell the project reconstructed from the
    illegible print (`GET /api/games/defaults/`: `reconstructed_cells`; issue 34)."""

    table = serializers.IntegerField(min_value=1, max_value=3, help_text="battle table 1–3")
    defender_band = serializers.IntegerField(
        min_value=1, max_value=9, help_text="the row: the defender's score band, from 1"
    )
    attacker_band = serializers.IntegerField(
        min_value=1, max_value=9, help_text="the column: the attacker's score band, from 1"
    )
    kind = serializers.ChoiceField(choices=CELL_KINDS, help_text="what the cell says")
    defender = serializers.IntegerField(
        min_value=0, max_value=20, default=0, help_text="`casualties`, `table2`: points lost"
    )
    attacker = serializers.IntegerField(
        min_value=0, max_value=20, default=0, help_text="`casualties`: points lost"
    )


class ReconstructedCellSerializer(serializers.Serializer):
    table = serializers.IntegerField()
    name = serializers.CharField(help_text="the table's name")
    defender_band = serializers.IntegerField()
    attacker_band = serializers.IntegerField()
    defender_action = serializers.CharField()
    attacker_action = serializers.CharField()
    kind = serializers.CharField()
    defender = serializers.IntegerField()
    attacker = serializers.IntegerField()
    reads = serializers.CharField(help_text="the reconstruction in words: `1/0`, …")


class GameCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    mode = serializers.ChoiceField(choices=Game.Mode.choices, default=Game.Mode.SERVER)
    seats = serializers.IntegerField(
        required=False,
        help_text="the players, as many as the ruleset allows (`GET /api/games/defaults/`: "
        "its `min_players` and `max_players`, and the default); more or fewer is refused with "
        "that rule",
    )
    bots = serializers.IntegerField(
        min_value=0, default=0, help_text="seats filled by bots: fewer than `seats`"
    )
    bot_levels = serializers.ListField(
        child=serializers.ChoiceField(choices=BOT_LEVELS),
        required=False,
        help_text="each bot seat's level, in seat order, one per bot: `sound` (plays from the "
        "exact odds; the default) or `random` (docs/bots.md)",
    )
    order = serializers.ChoiceField(choices=["roll", "seating"], default="roll")
    auction_order = serializers.ListField(
        child=serializers.CharField(max_length=64), required=False, max_length=6
    )
    # A sanity bound (issue 26): a larger limit is no limit, and 10^30 rounds bricked a game
    # (the state's integers are 64-bit).
    round_limit = serializers.IntegerField(
        min_value=1,
        max_value=1000,
        required=False,
        allow_null=True,
        help_text="end the game after this many rounds (rule 38); at most 1,000",
    )
    listed = serializers.BooleanField(default=True, help_text="shown in everyone's lobby")
    turn_hours = serializers.FloatField(
        default=DEFAULT_HOURS[Clock.TURN],
        allow_null=True,
        min_value=MIN_DEADLINE_HOURS,
        max_value=MAX_DEADLINE_HOURS,
        error_messages=DEADLINE_ERRORS,
        help_text="hours a player has for his turn (6 minutes to 60 days); null: no limit",
    )
    reply_hours = serializers.FloatField(
        default=DEFAULT_HOURS[Clock.REPLY],
        allow_null=True,
        min_value=MIN_DEADLINE_HOURS,
        max_value=MAX_DEADLINE_HOURS,
        error_messages=DEADLINE_ERRORS,
        help_text="hours for an off-turn reply (6 minutes to 60 days); null: no limit",
    )
    leave_days = serializers.FloatField(
        default=DEFAULT_LEAVE_DAYS,
        min_value=0,
        max_value=MAX_LEAVE_DAYS,
        help_text="each player's leave allowance, in days",
    )
    autopilot_after = serializers.IntegerField(
        default=DEFAULT_AUTOPILOT_AFTER,
        min_value=1,
        max_value=MAX_AUTOPILOT_AFTER,
        allow_null=True,
        help_text="missed deadlines in a row before the bot plays the seat; null: never",
    )
    players = TablePlayerSerializer(
        many=True,
        required=False,
        help_text="mode `table`: the players' names in seat order (as many as the ruleset "
        "allows, 2–6); the host takes the first seat and enters every seat's decisions, the "
        "others can be claimed later with their claim codes. The game is unlisted and has no "
        "clock; `seats` is their number (no bots)",
    )
    readings = TableReadingSerializer(
        many=True,
        required=False,
        max_length=30,  # type: ignore[call-arg]  # many=True: the list's bound (DRF's ListSerializer)
        help_text="mode `table`: the host's own reading of battle-table cells reconstructed "
        "from the illegible print (`reconstructed_cells` in `GET /api/games/defaults/`), "
        "frozen in the game's ruleset; any other cell is refused (400 `bad_readings`)",
    )


class SeatBoundsSerializer(serializers.Serializer):
    min = serializers.IntegerField(help_text="the ruleset's `min_players`")
    max = serializers.IntegerField(help_text="the ruleset's `max_players`")
    default = serializers.IntegerField()
    min_rule = serializers.CharField(help_text="the rule that refuses fewer")
    max_rule = serializers.CharField(help_text="the rule that refuses more")


class CountBoundsSerializer(serializers.Serializer):
    min = serializers.IntegerField()
    max = serializers.IntegerField()
    default = serializers.IntegerField(allow_null=True, help_text="null: none (never)")


class RoundLimitBoundsSerializer(serializers.Serializer):
    min = serializers.IntegerField()
    default = serializers.IntegerField(allow_null=True, help_text="null: no limit")


class SpanBoundsSerializer(serializers.Serializer):
    min = serializers.FloatField()
    max = serializers.FloatField()
    default = serializers.FloatField(allow_null=True, help_text="null: no limit")


class ChoiceSerializer(serializers.Serializer):
    value = serializers.CharField()
    label = serializers.CharField()  # type: ignore[assignment]  # a field named like Field.label


class ChoicesSerializer(serializers.Serializer):
    default = serializers.CharField()
    choices = ChoiceSerializer(many=True)


class NewGameDefaultsSerializer(serializers.Serializer):
    """What a new game is unless its host chooses otherwise (`default`), and the bounds of each
    field of `POST /api/games/` (selectors.new_game_defaults): the seats are the ruleset's, the
    clock's from kingdom.deadlines. The lobby's form is drawn from it."""

    seats = SeatBoundsSerializer()
    bots = CountBoundsSerializer(help_text="seats filled by bots: fewer than the seats")
    mode = ChoicesSerializer()
    order = ChoicesSerializer(help_text="how the first player is found (rule 4 iv)")
    bot_level = ChoicesSerializer(help_text="each bot seat's level (`bot_levels`; docs/bots.md)")
    round_limit = RoundLimitBoundsSerializer()
    turn_hours = SpanBoundsSerializer()
    reply_hours = SpanBoundsSerializer()
    leave_days = SpanBoundsSerializer()
    autopilot_after = CountBoundsSerializer(help_text="missed deadlines in a row; null: never")
    reconstructed_cells = ReconstructedCellSerializer(
        many=True,
        help_text="the battle-table cells reconstructed from the illegible print, which the "
        "host of a table may read off his own copy (`readings`)",
    )


class InviteBotSerializer(serializers.Serializer):
    name = serializers.CharField(
        min_length=1,
        max_length=SEAT_NAME_LENGTH,
        help_text="the bot account's name (any case); it takes the lowest free seat",
    )


class SeatSummarySerializer(serializers.Serializer):
    """A seat as the lobby lists it."""

    index = serializers.IntegerField()
    name = serializers.CharField()
    bot = serializers.BooleanField(help_text="a built-in bot plays the seat (docs/bots.md)")
    bot_level = serializers.CharField(
        allow_null=True, help_text="a built-in bot's level (docs/bots.md); null for any other seat"
    )
    bot_account = serializers.BooleanField(help_text=BOT_ACCOUNT_HELP)
    yours = serializers.BooleanField(help_text="you play this seat")


class GameSummarySerializer(serializers.ModelSerializer):
    seats = serializers.SerializerMethodField()
    host = serializers.CharField(source="host.username")

    class Meta:
        model = Game
        fields = [
            "id",
            "name",
            "mode",
            "status",
            "version",
            "host",
            "seats_wanted",
            "seats",
            "updated_at",
        ]

    @extend_schema_field(SeatSummarySerializer(many=True))
    def get_seats(self, game) -> list[dict]:
        """Each seat's name; `yours` when the caller plays it (a claimed seat at a table keeps
        the name its host typed, not its player's)."""
        request = self.context.get("request")
        you = request.user.pk if request is not None else None
        return [
            {
                "index": s.index,
                "name": s.name,
                "bot": s.is_bot,
                "bot_level": s.bot_level if s.is_bot else None,
                "bot_account": s.bot_account,
                "yours": you is not None and s.user_id == you,
            }
            for s in game.seats.all()
        ]


class JoinedSerializer(serializers.Serializer):
    game = serializers.IntegerField()
    seat = serializers.IntegerField()
