"""What a game keeps: the Record Cards, a purse's postings, the event log's pages, the dice
audit."""

from rest_framework import serializers

from api.schemas import LoggedEventField, RollField
from api.serializers.common import BIGINT, BOT_ACCOUNT_HELP, QuerySerializer


class EventsQuerySerializer(QuerySerializer):
    after = serializers.IntegerField(
        default=0, min_value=-BIGINT, max_value=BIGINT, help_text="events after this sequence"
    )
    limit = serializers.IntegerField(
        default=200, min_value=1, max_value=500, help_text="at most this many (1–500)"
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
