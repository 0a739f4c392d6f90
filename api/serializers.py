"""Request and response shapes (documented by drf-spectacular)."""

from rest_framework import serializers

from api.schemas import (
    ActionField,
    EventField,
    LoggedEventField,
    PendingDecisionField,
    RefusalField,
    RollField,
    StateViewField,
    TypedActionField,
    UndoneField,
)
from kingdom.deadlines import (
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_DEADLINE_HOURS,
    MIN_DEADLINE_HOURS,
)
from kingdom.models import Game, Profile
from kingdom.models.game import BOT_LEVELS, SEAT_NAME_LENGTH
from kingdom.rules.decisions import Clock, DecisionKind, DecisionSpec

MESSAGE_MAIL_MAX_MINUTES = 7 * 24 * 60  # a week


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


DEADLINE_RANGE = (
    f"a deadline is {MIN_DEADLINE_HOURS:g}–{MAX_DEADLINE_HOURS:g} hours (6 minutes to 60 days), "
    "or none (null)"
)
DEADLINE_ERRORS = {"min_value": DEADLINE_RANGE, "max_value": DEADLINE_RANGE}


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


class GameCreateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    mode = serializers.ChoiceField(choices=Game.Mode.choices, default=Game.Mode.SERVER)
    seats = serializers.IntegerField(
        default=4,
        help_text="the players, as many as the ruleset allows (fixtures: 2 to 6, house 26 and "
        "rule 3 i); more or fewer is refused with that rule",
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
    auction_order = serializers.ListField(child=serializers.CharField(), required=False)
    round_limit = serializers.IntegerField(min_value=1, required=False, allow_null=True)
    listed = serializers.BooleanField(default=True, help_text="shown in everyone's lobby")
    turn_hours = serializers.FloatField(
        default=DEFAULT_HOURS[Clock.TURN],
        allow_null=True,
        min_value=MIN_DEADLINE_HOURS,
        max_value=MAX_DEADLINE_HOURS,
        error_messages=DEADLINE_ERRORS,
        help_text="hours a player has for his turn (0.1–1440: 6 minutes to 60 days); "
        "null: no limit",
    )
    reply_hours = serializers.FloatField(
        default=DEFAULT_HOURS[Clock.REPLY],
        allow_null=True,
        min_value=MIN_DEADLINE_HOURS,
        max_value=MAX_DEADLINE_HOURS,
        error_messages=DEADLINE_ERRORS,
        help_text="hours for an off-turn reply (0.1–1440: 6 minutes to 60 days); null: no limit",
    )
    leave_days = serializers.FloatField(
        default=DEFAULT_LEAVE_DAYS,
        min_value=0,
        max_value=90,
        help_text="each player's leave allowance, in days",
    )
    autopilot_after = serializers.IntegerField(
        default=DEFAULT_AUTOPILOT_AFTER,
        min_value=1,
        max_value=20,
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
                "yours": you is not None and s.user_id == you,
            }
            for s in game.seats.all()
        ]


class ActionRequestSerializer(serializers.Serializer):
    action = serializers.DictField(
        help_text='An action: {"kind": "move", "origin": "K14", ...}. Alliances (rule 33): '
        '{"kind": "propose_alliance", "to_seat": 2}, {"kind": "answer_alliance", "from_seat": '
        '0, "accept": true}, {"kind": "end_alliance", "ally": 0}. Deals (rule 32 i, house 28): '
        '{"kind": "propose_deal", "to_seat": 1, "cards": ["F03"], "for_gold": 25, "promise": '
        '"..."}, {"kind": "answer_deal", "number": 0, "accept": true}, {"kind": "withdraw_deal", '
        '"number": 0}.'
    )
    expected_version = serializers.IntegerField(required=False, allow_null=True, min_value=0)
    faces = serializers.ListField(child=serializers.IntegerField(), required=False, max_length=200)
    seat = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=5)


class OddsRequestSerializer(serializers.Serializer):
    attacker_knights = serializers.IntegerField(min_value=0, max_value=20)
    attacker_footsoldiers = serializers.IntegerField(min_value=0, max_value=25)
    defender_knights = serializers.IntegerField(min_value=0, max_value=20)
    defender_footsoldiers = serializers.IntegerField(min_value=0, max_value=25)
    holder = serializers.ChoiceField(choices=["castle", "village"], required=False, allow_null=True)
    attacker_cards = serializers.IntegerField(min_value=0, max_value=7, default=0)
    defender_cards = serializers.IntegerField(min_value=0, max_value=7, default=0)
    attacker_guardian = serializers.BooleanField(default=False)
    defender_guardian = serializers.BooleanField(default=False)
    # Rule 33: an ally's pieces on the square fight on that side (casualties from the leader).
    attacker_ally_knights = serializers.IntegerField(min_value=0, max_value=20, default=0)
    attacker_ally_footsoldiers = serializers.IntegerField(min_value=0, max_value=25, default=0)
    defender_ally_knights = serializers.IntegerField(min_value=0, max_value=20, default=0)
    defender_ally_footsoldiers = serializers.IntegerField(min_value=0, max_value=25, default=0)

    def validate(self, attrs):
        if attrs["attacker_knights"] + attrs["attacker_footsoldiers"] == 0:
            raise serializers.ValidationError("the attacker needs at least one piece")
        if attrs["defender_knights"] + attrs["defender_footsoldiers"] == 0:
            raise serializers.ValidationError("the defender needs at least one piece")
        return attrs


class ReachableRequestSerializer(serializers.Serializer):
    origin = serializers.CharField(max_length=10)
    knights = serializers.IntegerField(min_value=0, max_value=20, default=0)
    footsoldiers = serializers.IntegerField(min_value=0, max_value=25, default=0)
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


def _time_zone(value: str) -> str:
    import zoneinfo

    try:
        zoneinfo.ZoneInfo(value)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise serializers.ValidationError(
            f"{value!r} is not a time zone (e.g. Europe/London)"
        ) from None
    return value


class ProfileSerializer(serializers.ModelSerializer):
    """How and when you are told of your decisions (every time is in `time_zone`)."""

    time_zone = serializers.CharField(max_length=64, validators=[_time_zone])
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
        ]

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
    profile = ProfileSerializer(required=False)


class LeaveSerializer(serializers.Serializer):
    days = serializers.FloatField(min_value=0.01, max_value=90, help_text="days away")


class AutopilotSerializer(serializers.Serializer):
    on = serializers.BooleanField(help_text="true: the bot plays your seat; false: take it back")


# -- decision kinds (kingdom.rules.decisions): the pages read them here, they keep no list -------
DECISION_KINDS = [kind.value for kind in DecisionKind]


class DecisionKindSerializer(serializers.Serializer):
    """One kind of decision the game can wait for, as declared with the engine."""

    kind = serializers.ChoiceField(choices=DECISION_KINDS)
    label = serializers.CharField(help_text="what the pages and mails call it")
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
    bot = serializers.BooleanField()
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
    invitation = serializers.CharField(allow_null=True)
    state = StateViewField()
    deadlines = DeadlineSerializer(many=True)


class ActionAnswerSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    events = serializers.ListField(child=EventField())
    game = GameViewSerializer()


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


class ReachableSerializer(serializers.Serializer):
    origin = serializers.CharField()
    reachable = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="each square (or river side) reachable, with the path there",
    )
    free_move_cards = serializers.IntegerField()


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
    players = serializers.DictField(
        child=serializers.IntegerField(),
        help_text="`min` and `max`: the players a game seats (ruleset: house 26, rule 3 i)",
    )


class RiddleQuestionSerializer(serializers.Serializer):
    id = serializers.CharField()
    question = serializers.CharField()


class DecksSerializer(serializers.Serializer):
    fortune = serializers.ListField(child=serializers.DictField())
    guardians = serializers.ListField(child=serializers.DictField())
    riddles = RiddleQuestionSerializer(many=True)
