"""The closed set of fortune effect kinds (docs/decks.md) and the checks a deck must pass
before a game can be played with it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kingdom.rules.errors import RulesetError

if TYPE_CHECKING:
    from kingdom.rules.ruleset import FortuneCard, Ruleset

#: What a parameter may be: a whole number in (lowest, highest), one of some words, or "count"
#: (1–3 pieces, or "all").
Allowed = tuple[int, int] | tuple[str, ...] | str

#: kind -> (parameters, scopes allowed, kept in hand) — the closed set of docs/decks.md
EFFECTS: dict[str, tuple[dict[str, Allowed], tuple[str, ...], bool]] = {
    "gain_gold": ({"amount": (1, 100)}, ("drawer", "all", "others"), False),
    "pay_gold": ({"amount": (1, 100)}, ("drawer", "all", "others"), False),
    "gain_per_village": ({"amount": (1, 10)}, ("drawer", "all", "others"), False),
    "pay_per_village": ({"amount": (1, 10)}, ("drawer", "all", "others"), False),
    "gain_per_castle": ({"amount": (1, 25)}, ("drawer", "all", "others"), False),
    "pay_per_castle": ({"amount": (1, 25)}, ("drawer", "all", "others"), False),
    "pay_per_piece": (
        {"amount": (1, 5), "piece": ("knight", "footsoldier", "any")},
        ("drawer", "all", "others"),
        False,
    ),
    "gain_chivalry": ({"amount": (1, 3)}, ("drawer", "all", "others"), False),
    "lose_chivalry": ({"amount": (1, 3)}, ("drawer", "all", "others"), False),
    "gain_endurance": ({"amount": (1, 4)}, ("drawer", "all", "others"), False),
    "lose_endurance": ({"amount": (1, 4)}, ("drawer", "all", "others"), False),
    "lose_pieces": (
        {
            "where": (
                "forest",
                "marsh",
                "mountain",
                "river",
                "bridge",
                "coast",
                "camelot_adjacent",
                "mystic_adjacent",
            ),
            "piece": ("knight", "footsoldier", "any"),
            "count": "count",
        },
        ("drawer", "all", "others"),
        False,
    ),
    "free_troops": ({"knights": (0, 3), "footsoldiers": (0, 6)}, ("drawer",), False),
    "miss_turn": ({"turns": (1, 2)}, ("drawer",), False),
    "free_move": ({}, ("drawer",), True),
    "add_one": ({}, ("drawer",), True),
    "magic_lance": ({}, ("drawer",), True),
    "royal_joust": (
        {"decline_chivalry": (1, 3), "prize_gold": (1, 100), "prize_chivalry": (1, 3)},
        ("drawer",),
        False,
    ),
    "nothing": ({}, ("drawer",), False),
}


def validate_card(card: FortuneCard) -> None:
    """Refuse a card the engine cannot play, naming the card and the field."""
    where = f"fortune card {card.id}"
    kind = card.effect.get("kind")
    if kind not in EFFECTS:
        raise RulesetError(f"{where}: effect kind {kind!r} is not one of {', '.join(EFFECTS)}")
    params, scopes, keep = EFFECTS[kind]
    if card.effect.get("scope") not in scopes:
        raise RulesetError(f"{where}: scope {card.effect.get('scope')!r} is not one of {scopes}")
    if card.keep != keep:
        raise RulesetError(f"{where}: keep must be {str(keep).lower()} for {kind}")
    given = set(card.effect) - {"kind", "scope"}
    if given != set(params):
        raise RulesetError(f"{where}: {kind} takes {sorted(params)}, not {sorted(given)}")
    for name, allowed in params.items():
        value = card.effect[name]
        if allowed == "count":
            ok = value == "all" or (_whole(value) and 1 <= value <= 3)
        elif isinstance(allowed, tuple) and allowed and isinstance(allowed[0], str):
            ok = value in allowed
        else:
            ok = _whole(value) and allowed[0] <= value <= allowed[1]
        if not ok:
            raise RulesetError(f"{where}: {name} {value!r} is not allowed ({allowed})")
    if kind == "free_troops" and not (card.effect["knights"] or card.effect["footsoldiers"]):
        raise RulesetError(f"{where}: free_troops needs at least one knight or footsoldier")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_decks(ruleset: Ruleset) -> None:
    """Refuse a deck the engine could not play: each card, and the one-of-a-kind cards."""
    for card in ruleset.fortune.values():
        validate_card(card)
    for kind in ("royal_joust", "magic_lance"):
        if len(ruleset.cards_of_kind(kind)) > 1:
            raise RulesetError(f"fortune pack: at most one {kind} card")
