"""Playing: an action's request and answer (with the next legal actions), the legal actions, an
undo at a physical table."""

import copy

from rest_framework import serializers

from api.schemas import (
    ActionField,
    ActionRequestField,
    EventField,
    PendingDecisionField,
    RefusalField,
    TypedActionField,
    UndoneField,
)
from api.serializers.game import GameViewSerializer
from kingdom.rules.actions import MAX_FACE, MAX_SEATS

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

    def get_fields(self) -> dict[str, serializers.Field]:
        """The declared fields, each copied shallow (issue 28): DRF deep-copies them for every
        form, making each field (and a list's child) again from its arguments, a twentieth of
        the action POST's Python under cProfile. These fields keep nothing of a request (the
        copy is bound to this form; their validators and children are shared, never changed)."""
        return {name: copy.copy(field) for name, field in self._declared_fields.items()}


class LegalActionsSerializer(serializers.Serializer):
    version = serializers.IntegerField(required=False)
    status = serializers.CharField(required=False)
    pending = serializers.ListField(child=PendingDecisionField())
    actions = serializers.ListField(child=ActionField())


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
