"""The three decks the admin edits (fortune, guardians, riddles): their models and a card's
row in its table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kingdom.models import FortuneCard, GuardianCard, RiddleCard
from kingdom.rules import validation

Card = FortuneCard | GuardianCard | RiddleCard  # a deck's model: each keyed by its `code`
DECKS: dict[str, type[Card]] = {
    "fortune": FortuneCard,
    "guardians": GuardianCard,
    "riddles": RiddleCard,
}


def deck_model(deck: str) -> type[Card]:
    try:
        return DECKS[deck]
    except KeyError:
        raise ValueError(f"unknown deck {deck!r}: one of {', '.join(DECKS)}") from None


def card_row(deck: str, card: Mapping[str, Any], position: int) -> dict[str, Any]:
    row = {name: card.get(name) for name in validation.DECK_FIELDS[deck] if name != "id"}
    return {"code": card.get("id"), "position": position, **row}
