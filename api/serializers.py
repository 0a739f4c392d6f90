"""Request and response shapes (documented by drf-spectacular)."""

import functools
import zoneinfo
from typing import Any

from django.core.validators import MaxValueValidator
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.schemas import (
    ActionField,
    ActionRequestField,
    EventField,
    LocalTimeField,
    LoggedEventField,
    PendingDecisionField,
    RefusalField,
    RollField,
    StateViewField,
    TypedActionField,
    UndoneField,
)
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
from kingdom.errors import IllegalMove
from kingdom.models import Game, Profile
from kingdom.models.game import BOT_LEVELS, SEAT_NAME_LENGTH
from kingdom.readings import CELL_KINDS
from kingdom.rules.actions import MAX_FACE, MAX_SEATS
from kingdom.rules.decisions import Clock, DecisionKind, DecisionSpec

MESSAGE_MAIL_MAX_MINUTES = 7 * 24 * 60  # a week
BOT_ACCOUNT_HELP = (
    "a bot account plays the seat: a program of its owner's, through the API (issue 31, "
    "docs/bot-authors.md); it was seated by the host's invitation by name"
)


class SignUpSerializer(serializers.Serializer):
    """The sign-up's fields; their checks are the service's (kingdom.accounts.user_signup), the
    same for the web page."""

    username = serializers.CharField(
        help_text=f"your seat's name in every game: at most {SEAT_NAME_LENGTH} letters, digits "
        "and @.+-_, unique whatever its case",
    )
    password = serializers.CharField(
        write_only=True, trim_whitespace=False, style={"input_type": "password"}
    )
    email = serializers.CharField(
        required=False, allow_blank=True, help_text="mailed a confirmation link"
    )


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


VERSION_MAX = 2**31 - 1  # the largest version the game's column holds (PositiveIntegerField)


class ActionRequestSerializer(serializers.Serializer):
    action = ActionRequestField()  # its description is the component's (a plain $ref)
    # Bounded as the action's own fields are (kingdom.rules.actions, docs/api.md "Bounded actions").
    expected_version = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, max_value=VERSION_MAX
    )
    faces = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_FACE),
        required=False,
        max_length=200,
        help_text="at a physical table, the faces rolled, in order",
    )
    seat = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=0,
        max_value=MAX_SEATS - 1,
        help_text="at a physical table, the host enters another seat's decisions",
    )


class QuerySerializer(serializers.Serializer):
    """Query parameters parsed by a serializer (`parse`): a bad one is a 400 `bad_query` naming
    the parameter."""

    @classmethod
    def parse(cls, request, **context) -> dict:
        form = cls(data=request.query_params, context=context)
        if not form.is_valid():
            problems = "; ".join(
                f"{name}: {' '.join(str(m) for m in messages)}"
                for name, messages in form.errors.items()
            )
            raise IllegalMove(problems, code="bad_query")
        return form.validated_data


BIGINT = 2**63 - 1  # the database's integers: beyond, no row could match


class EventsQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(
        default=0, min_value=-BIGINT, max_value=BIGINT, help_text="events after this sequence"
    )
    limit = serializers.IntegerField(
        default=200, min_value=1, max_value=500, help_text="at most this many (1–500)"
    )


class SeatQuerySerializer(QuerySerializer):
    seat = serializers.IntegerField(
        required=False, min_value=0, help_text="table mode, the host: another seat's"
    )


class GameQuerySerializer(QuerySerializer):
    game = serializers.IntegerField(
        required=False, help_text="what a game froze when it was created (not today's)"
    )


class CappedByRuleset(serializers.Serializer):
    """Query parameters counting pieces, each at most what the game's ruleset lets a player
    have on the board (`max_knights`, rule 22; `max_footsoldiers`, house 6), and add-one cards,
    at most those in its deck: pass the game's ruleset as `context={"ruleset": …}`; a count
    beyond it is a 400 naming the rule."""

    CAPS: dict[str, str] = {}  # field -> the ruleset default that caps it
    ADD_ONE_CARDS: tuple[str, ...] = ()  # fields capped by the add-one cards in the deck

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        ruleset = self.context.get("ruleset")
        if ruleset is None:  # the OpenAPI document describes the fields without a game
            return
        for name, default in self.CAPS.items():
            cap = getattr(ruleset.defaults, default)
            piece = default.removeprefix("max_")
            message = f"at most {cap} {piece} ({ruleset.rule(default)})"
            self.fields[name].validators.append(MaxValueValidator(cap, message=message))
        for name in self.ADD_ONE_CARDS:
            cap = len(ruleset.cards_of_kind("add_one"))
            message = f"at most {cap} add-one cards: the game's deck holds no more (rule 13)"
            self.fields[name].validators.append(MaxValueValidator(cap, message=message))


KNIGHTS = "the game's `max_knights` at most (rule 22)"
FOOTSOLDIERS = "the game's `max_footsoldiers` at most (house 6)"


ADD_ONE = "add-one cards played, one a round (rule 13): at most those in the game's deck"


class OddsRequestSerializer(CappedByRuleset):
    ADD_ONE_CARDS = ("attacker_cards", "defender_cards")
    CAPS = {
        f"{side}{piece}": f"max_{piece}"
        for side in ("attacker_", "defender_", "attacker_ally_", "defender_ally_")
        for piece in ("knights", "footsoldiers")
    }

    attacker_knights = serializers.IntegerField(min_value=0, help_text=KNIGHTS)
    attacker_footsoldiers = serializers.IntegerField(min_value=0, help_text=FOOTSOLDIERS)
    defender_knights = serializers.IntegerField(min_value=0, help_text=KNIGHTS)
    defender_footsoldiers = serializers.IntegerField(min_value=0, help_text=FOOTSOLDIERS)
    holder = serializers.ChoiceField(choices=["castle", "village"], required=False, allow_null=True)
    attacker_cards = serializers.IntegerField(min_value=0, default=0, help_text=ADD_ONE)
    defender_cards = serializers.IntegerField(min_value=0, default=0, help_text=ADD_ONE)
    attacker_guardian = serializers.BooleanField(default=False)
    defender_guardian = serializers.BooleanField(default=False)
    # Rule 33: an ally's pieces on the square fight on that side (casualties from the leader).
    attacker_ally_knights = serializers.IntegerField(min_value=0, default=0, help_text=KNIGHTS)
    attacker_ally_footsoldiers = serializers.IntegerField(
        min_value=0, default=0, help_text=FOOTSOLDIERS
    )
    defender_ally_knights = serializers.IntegerField(min_value=0, default=0, help_text=KNIGHTS)
    defender_ally_footsoldiers = serializers.IntegerField(
        min_value=0, default=0, help_text=FOOTSOLDIERS
    )

    def validate(self, attrs):
        if attrs["attacker_knights"] + attrs["attacker_footsoldiers"] == 0:
            raise serializers.ValidationError("the attacker needs at least one piece")
        if attrs["defender_knights"] + attrs["defender_footsoldiers"] == 0:
            raise serializers.ValidationError("the defender needs at least one piece")
        return attrs


class ReachableRequestSerializer(CappedByRuleset):
    CAPS = {"knights": "max_knights", "footsoldiers": "max_footsoldiers"}

    origin = serializers.CharField(max_length=10)
    knights = serializers.IntegerField(min_value=0, default=0, help_text=KNIGHTS)
    footsoldiers = serializers.IntegerField(min_value=0, default=0, help_text=FOOTSOLDIERS)
    challenger = serializers.BooleanField(default=False)
    free_move = serializers.BooleanField(
        default=False,
        help_text="Rule 10: pieces that have moved this turn move again, one free-move card "
        "a piece (the answer's `free_move_cards` says how many the move spends).",
    )
    seat = serializers.IntegerField(
        required=False,
        min_value=0,
        help_text="table mode, host: the seat whose pieces move (the host enters every seat's)",
    )


@functools.cache
def _time_zones() -> frozenset[str]:
    """Every name in the zone database (tzdata), read once."""
    return frozenset(zoneinfo.available_timezones())


def _time_zone(value: str) -> str:
    """A name from the zone database, checked against its list before anything opens a file
    (a folder such as "Europe" or a 300-character name made `ZoneInfo` raise OSError)."""
    if value not in _time_zones():
        shown = value if len(value) <= 64 else value[:64] + "…"
        raise serializers.ValidationError(f"{shown!r} is not a time zone (e.g. Europe/London)")
    return value


class ProfileSerializer(serializers.ModelSerializer):
    """How and when you are told of your decisions (every time is in `time_zone`)."""

    time_zone = serializers.CharField(
        max_length=64,
        validators=[_time_zone],  # type: ignore[list-item]  # its return value is not read
        help_text="a name from the IANA zone database, e.g. Europe/London",
    )
    quiet_start = LocalTimeField(allow_null=True, required=False)
    quiet_end = LocalTimeField(allow_null=True, required=False)
    reminder_hours = serializers.ListField(
        child=serializers.FloatField(min_value=0.25, max_value=24 * 14),
        max_length=5,
        help_text="hours before a deadline at which to remind you, e.g. [12, 1]",
    )
    digest_hour = serializers.IntegerField(min_value=0, max_value=23)
    message_mail_minutes = serializers.IntegerField(
        min_value=0,
        max_value=MESSAGE_MAIL_MAX_MINUTES,
        allow_null=True,
        required=False,
        help_text="minutes after which a message you have not read is mailed to you (0: at "
        "once; null: never — the daily digest still counts them)",
    )

    class Meta:
        model = Profile
        fields = [
            "time_zone",
            "email_decisions",
            "reminder_hours",
            "quiet_start",
            "quiet_end",
            "digest",
            "digest_hour",
            "message_mail_minutes",
            "reply_by_mail",
            "bot_account",
        ]
        extra_kwargs = {
            "bot_account": {
                "help_text": "a bot account (issue 31, docs/bot-authors.md): a program plays it "
                "through the API, it is shown as a bot wherever its name appears, and it takes "
                "a seat only when a host invites it by name. Changed only while it has no seat "
                "in a game that has not finished (else a 409 `seated` naming the games)"
            },
            "reply_by_mail": {
                "help_text": "your decision mails carry a reply address and the codes to answer "
                "with (issue 32: docs/play-by-mail.md)"
            },
        }

    def validate(self, attrs):
        start = attrs.get("quiet_start", getattr(self.instance, "quiet_start", None))
        end = attrs.get("quiet_end", getattr(self.instance, "quiet_end", None))
        if (start is None) != (end is None):
            raise serializers.ValidationError("quiet hours need both a start and an end")
        return attrs


class MeSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    username = serializers.CharField(read_only=True)
    is_staff = serializers.BooleanField(read_only=True)
    email = serializers.EmailField(required=False, allow_blank=True, max_length=254)
    # Any of the settings: the rest stay as they are (`PATCH /api/me/`).
    profile = ProfileSerializer(required=False, partial=True)


class LeaveSerializer(serializers.Serializer):
    days = serializers.FloatField(min_value=0.01, max_value=MAX_LEAVE_DAYS, help_text="days away")


class MailRepliesSerializer(serializers.Serializer):
    on = serializers.BooleanField(
        help_text="true: the players may answer their decisions by replying to the mails"
    )


class AutopilotSerializer(serializers.Serializer):
    on = serializers.BooleanField(help_text="true: the bot plays your seat; false: take it back")


# -- decision kinds (kingdom.rules.decisions): the pages read them here, they keep no list -------
DECISION_KINDS = [kind.value for kind in DecisionKind]


class DecisionKindSerializer(serializers.Serializer):
    """One kind of decision the game can wait for, as declared with the engine."""

    kind = serializers.ChoiceField(choices=DECISION_KINDS)
    label = serializers.CharField(help_text="what the pages and mails call it")  # type: ignore[assignment]
    help = serializers.CharField(help_text="what the player decides")
    who = serializers.CharField(help_text="who answers")
    clock = serializers.ChoiceField(
        choices=[clock.value for clock in Clock],
        help_text="turn: the game's turn hours; reply: its reply hours; table: asked only at a "
        "physical table, no deadline",
    )
    actions = serializers.ListField(
        child=serializers.CharField(), help_text="the action kinds that answer it"
    )
    default = serializers.CharField(help_text="what the clock does when the deadline passes")

    @staticmethod
    def of(spec: DecisionSpec) -> dict:
        return {
            "kind": spec.kind.value,
            "label": spec.label,
            "help": spec.help,
            "who": spec.who,
            "clock": spec.clock.value,
            "actions": spec.action_kinds(),
            "default": spec.if_late,
        }


class LegalActionsSerializer(serializers.Serializer):
    version = serializers.IntegerField(required=False)
    status = serializers.CharField(required=False)
    pending = serializers.ListField(child=PendingDecisionField())
    actions = serializers.ListField(child=ActionField())


# -- response shapes (the views build plain dicts; these describe them in /api/schema/) ----------
class EmailStateSerializer(serializers.Serializer):
    email = serializers.EmailField()
    email_verified = serializers.BooleanField()


class MeResponseSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    is_staff = serializers.BooleanField()
    email = serializers.CharField(allow_blank=True)
    email_verified = serializers.BooleanField()
    profile = ProfileSerializer()


class SignedUpSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    token = serializers.CharField()


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField()


class JoinedSerializer(serializers.Serializer):
    game = serializers.IntegerField()
    seat = serializers.IntegerField()


class AbsenceSerializer(serializers.Serializer):
    """A seat's absence (selectors.seat_absence); `leave_days_left` for its own player only."""

    autopilot = serializers.BooleanField()
    missed_deadlines = serializers.IntegerField()
    on_leave_until = serializers.DateTimeField(allow_null=True)
    replacement_offered = serializers.BooleanField()
    leave_days_left = serializers.FloatField(required=False)


class SeatViewSerializer(AbsenceSerializer):
    index = serializers.IntegerField()
    name = serializers.CharField()
    bot = serializers.BooleanField(help_text="a built-in bot plays the seat (docs/bots.md)")
    bot_account = serializers.BooleanField(help_text=BOT_ACCOUNT_HELP)
    user = serializers.CharField(allow_null=True)
    replacement_code = serializers.CharField(required=False, help_text="the host's only")
    claimable = serializers.BooleanField(
        help_text="a physical table's named seat that no player has claimed yet"
    )
    claim_code = serializers.CharField(
        required=False,
        help_text="the host's only: the secret code with which a player claims this named seat "
        "(`POST /api/games/{id}/join/?code=…`), then enters its decisions too",
    )


class DeadlineSerializer(serializers.Serializer):
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.ChoiceField(choices=DECISION_KINDS)
    paused = serializers.BooleanField()
    deadline = serializers.DateTimeField(allow_null=True)
    deadline_local = serializers.CharField(allow_null=True)
    left = serializers.FloatField(
        required=False, allow_null=True, help_text="paused: seconds left when it resumes"
    )


class StandingSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    chivalry = serializers.IntegerField()
    gold = serializers.IntegerField()
    eliminated = serializers.BooleanField()


class EndNowSerializer(serializers.Serializer):
    """What ending the game now would give (rule 38, house 8 for ties): the host's at a table."""

    winner = serializers.IntegerField(allow_null=True)
    rule = serializers.CharField()
    ties = serializers.CharField(help_text="the house rule that breaks ties (gold, then seat)")
    ranking = StandingSerializer(many=True)


class GameViewSerializer(serializers.Serializer):
    """The game as a seat sees it (selectors.game_view): what the game page reads."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    mode = serializers.ChoiceField(choices=Game.Mode.choices)
    status = serializers.ChoiceField(choices=Game.Status.choices)
    version = serializers.IntegerField()
    host = serializers.CharField()
    seats = SeatViewSerializer(many=True)
    paused_at = serializers.DateTimeField(allow_null=True)
    seats_wanted = serializers.IntegerField()
    settings = serializers.DictField(help_text="the game's settings (deadlines, leave, order)")
    your_seat = serializers.IntegerField(allow_null=True)
    dice_commitment = serializers.CharField()
    dice_seed = serializers.CharField(allow_null=True, help_text="once the game has ended")
    listed = serializers.BooleanField()
    mail_replies = serializers.BooleanField(
        help_text="players may answer a decision by replying to its mail (docs/play-by-mail.md)"
    )
    invitation = serializers.CharField(allow_null=True)
    state = StateViewField()
    deadlines = DeadlineSerializer(many=True)
    end_now = EndNowSerializer(
        required=False,
        help_text="the host's only, at a physical table while the game runs: who would win if "
        "he ended it now (the action `end_by_time_limit`, rule 38)",
    )


class NextLegalActionsSerializer(serializers.Serializer):
    """The acting seat's legal actions after the action (and the bots' answers after it): what
    `GET legal-actions/` would answer for that seat now, so no GET is needed before the next
    POST. The decisions pending are the game view's (`game.state.pending`)."""

    seat = serializers.IntegerField(help_text="the seat the action was for")
    actions = serializers.ListField(
        child=ActionField(), help_text="what that seat may do now (empty: not its turn)"
    )


class ActionAnswerSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    events = serializers.ListField(child=EventField())
    game = GameViewSerializer()
    legal_actions = NextLegalActionsSerializer()


class UndoRequestSerializer(serializers.Serializer):
    expected_version = serializers.IntegerField(
        min_value=0, help_text="the version whose last entry you mean to take back (409 if stale)"
    )


class UndoEntrySerializer(serializers.Serializer):
    """The last entry typed in (what an undo takes back), for whoever may take it back."""

    version = serializers.IntegerField(help_text="the game's version the entry made")
    seat = serializers.IntegerField(allow_null=True)
    kind = serializers.CharField(help_text="the action's kind")
    author = serializers.CharField(help_text="player (the seat's own) or host")
    at = serializers.DateTimeField()
    action = TypedActionField(
        allow_null=True, help_text="the action as typed in (null: someone else typed it)"
    )
    actions = serializers.IntegerField(help_text="actions taken back with it (the bots' after it)")
    events = serializers.ListField(
        child=serializers.IntegerField(), help_text="the sequence numbers of the events it made"
    )


class UndoPreviewSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    allowed = serializers.BooleanField(help_text="whether you may take the last entry back now")
    refusal = RefusalField(help_text="why not (the error an undo would answer), or null")
    entry = UndoEntrySerializer(allow_null=True)


class UndoAnswerSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="the game's new version (an undo moves it on)")
    undone = UndoneField()
    game = GameViewSerializer()


class PausedSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=Game.Status.choices)
    paused_at = serializers.DateTimeField(allow_null=True)


class ReplacementSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    invitation = serializers.CharField(help_text="the join link that takes the seat over")
    code = serializers.CharField()


class RefusalSerializer(serializers.Serializer):
    rule = serializers.CharField()
    reason = serializers.CharField()


class ReachableSerializer(serializers.Serializer):
    origin = serializers.CharField()
    reachable = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="each square (or river side) reachable, with the path there",
    )
    free_move_cards = serializers.IntegerField()
    refused = serializers.DictField(
        child=RefusalSerializer(),
        help_text="each square (or river side) beside the reach that the pieces may not enter, "
        "with the rule and the reason (a mystic site to military pieces, no bridge…)",
    )


class RecordEntrySerializer(serializers.Serializer):
    field = serializers.CharField()
    value = serializers.JSONField()
    rule = serializers.CharField()
    event = serializers.IntegerField()
    at = serializers.DateTimeField()
    author = serializers.CharField()


class AllegianceCostSerializer(serializers.Serializer):
    challenger = serializers.CharField()
    cost = serializers.IntegerField()


class RecordCardSerializer(serializers.Serializer):
    """A Royal Challenger's Record Card; the current values once the game has started."""

    seat = serializers.IntegerField()
    name = serializers.CharField()
    bot_account = serializers.BooleanField(help_text=BOT_ACCOUNT_HELP)
    entries = RecordEntrySerializer(many=True)
    challenger = serializers.CharField(required=False, allow_null=True)
    challenger_at = serializers.CharField(required=False, allow_null=True)
    prisoner_of = serializers.IntegerField(required=False, allow_null=True)
    villages = serializers.ListField(child=serializers.CharField(), required=False)
    castles = serializers.ListField(child=serializers.CharField(), required=False)
    tax_due = serializers.IntegerField(required=False)
    cost_of_allegiance = AllegianceCostSerializer(many=True, required=False)
    chivalry = serializers.IntegerField(required=False)
    endurance = serializers.IntegerField(required=False)
    gold = serializers.IntegerField(required=False)
    coins = serializers.DictField(child=serializers.IntegerField(), required=False)
    eliminated = serializers.BooleanField(required=False)


class PostingSerializer(serializers.Serializer):
    event = serializers.IntegerField()
    payer = serializers.IntegerField(allow_null=True)
    payee = serializers.IntegerField(allow_null=True)
    amount = serializers.IntegerField()
    change = serializers.IntegerField(help_text="to your purse: + received, - paid")
    reason = serializers.CharField()
    rule = serializers.CharField()


class EventPageSerializer(serializers.Serializer):
    events = serializers.ListField(child=LoggedEventField())
    next = serializers.IntegerField(help_text="`after` for the next poll")


class DiceAuditSerializer(serializers.Serializer):
    mode = serializers.CharField(help_text="server (server dice) or table (faces typed in)")
    commitment = serializers.CharField()
    seed = serializers.CharField(allow_null=True)
    rolls = serializers.ListField(child=RollField())


class BoardSerializer(serializers.Serializer):
    board = serializers.DictField(help_text="squares, rivers, castles, villages and sites")
    challengers = serializers.ListField(child=serializers.DictField())


class RiddleQuestionSerializer(serializers.Serializer):
    id = serializers.CharField()
    question = serializers.CharField()


class DecksSerializer(serializers.Serializer):
    fortune = serializers.ListField(child=serializers.DictField())
    guardians = serializers.ListField(child=serializers.DictField())
    riddles = RiddleQuestionSerializer(many=True)
