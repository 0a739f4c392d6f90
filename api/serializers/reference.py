"""The reference a client draws from: the kinds of decision (kingdom.rules.decisions: the
pages read them here, they keep no list), the board, the decks' public side."""

from rest_framework import serializers

from kingdom.rules.decisions import Clock, DecisionKind, DecisionSpec

# Every decision kind's name (its enum in the document: DecisionKindEnum, config/settings.py).
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
