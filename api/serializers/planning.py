"""Planning a move: the odds' and the reach's query parameters, capped by the game's ruleset,
and the reach's answer."""

from django.core.validators import MaxValueValidator
from rest_framework import serializers


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
