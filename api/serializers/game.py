"""A game as a seat sees it (its seats, absences, deadlines, the end now), and the switches of
the seats and the host: leave, autopilot, answers by mail, pause, a seat offered anew."""

from rest_framework import serializers

from api.schemas import StateViewField
from api.serializers.common import BOT_ACCOUNT_HELP
from api.serializers.reference import DECISION_KINDS
from kingdom.deadlines import MAX_LEAVE_DAYS
from kingdom.models import Game


class LeaveSerializer(serializers.Serializer):
    days = serializers.FloatField(min_value=0.01, max_value=MAX_LEAVE_DAYS, help_text="days away")


class MailRepliesSerializer(serializers.Serializer):
    on = serializers.BooleanField(
        help_text="true: the players may answer their decisions by replying to the mails"
    )


class AutopilotSerializer(serializers.Serializer):
    on = serializers.BooleanField(help_text="true: the bot plays your seat; false: take it back")


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


class PausedSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=Game.Status.choices)
    paused_at = serializers.DateTimeField(allow_null=True)


class ReplacementSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    invitation = serializers.CharField(help_text="the join link that takes the seat over")
    code = serializers.CharField()
