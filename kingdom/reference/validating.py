"""Why the engine could not play some ruleset data, in words naming the item and the field:
the engine's one validator (`kingdom.rules.validation`), then its loader and the board's
properties; each message is a `FieldProblem` that knows its field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kingdom.reference.decks import DECKS
from kingdom.rules import validation
from kingdom.rules.board import Board, BoardError, check_properties
from kingdom.rules.combat import BattleTables
from kingdom.rules.errors import RulesetError
from kingdom.rules.ruleset import Ruleset

_ENGINE_ERRORS = (RulesetError, BoardError, ValueError, KeyError, TypeError, AttributeError)


class FieldProblem(str):
    """A problem's message (a plain string, as every caller compares it) that knows its field.

    `path` is the dotted path of `kingdom.rules.validation.Problem` ("guardians.G03.endurance"),
    empty when the engine's loader found the problem without naming a field.
    """

    path: str = ""

    @classmethod
    def of(cls, message: str, path: str = "") -> FieldProblem:
        problem = cls(message)
        problem.path = path
        return problem


#: The closed set of fortune effect kinds, as docs/decks.md documents them.
FORTUNE_EFFECTS = validation.FORTUNE_EFFECTS


def reference_validate(data: Mapping[str, Any]) -> list[str]:
    """Why the engine could not play this ruleset data; an empty list when it can.

    `data` has the shape of `fixture_data()`. Every message names the item and the field:
    `"guardian card G03: die must be red or blue, not 'green'"`, and is a `FieldProblem` whose
    `path` names the field where the validator knows it. First the engine's one validator
    (`kingdom.rules.validation`: cards, decks' makeup, battle tables, every number's limit);
    then the board and the battle tables on their own, so that one problem does not hide the
    next; then the whole ruleset as `Ruleset.from_dict` loads it (with the playable cards
    only), and the board's properties (`check_properties`, RULES.md section 10).
    """
    problems: list[str] = [
        FieldProblem.of(problem.message, problem.path)
        for problem in validation.validate_ruleset(data)
    ]
    playable_decks = {deck: validation.deck_problems(deck, data.get(deck, []))[1] for deck in DECKS}
    board = None
    try:
        board = Board.from_dict(data["board"])
    except _ENGINE_ERRORS as error:
        problems.append(_engine_message(error))
    try:
        BattleTables.from_dict(data["battle_tables"])
    except _ENGINE_ERRORS as error:
        problems.append(_engine_message(error))
    problems += _coin_problems(data)
    ruleset = None
    try:
        ruleset = Ruleset.from_dict({**data, **playable_decks})
    except _ENGINE_ERRORS as error:
        problems.append(_engine_message(error))
    if ruleset is not None:
        board = ruleset.board
        taxes = {**ruleset.taxes, "castle": ruleset.defaults.castle_tax}
    else:
        taxes = _taxes(data)
    challengers = data.get("challengers")
    if (
        board is not None
        and isinstance(challengers, list)
        and all(isinstance(c, Mapping) for c in challengers)
    ):
        try:
            problems += check_properties(board, challengers, taxes)
        except _ENGINE_ERRORS as error:
            problems.append(_engine_message(error))
    return list(dict.fromkeys(problems))


def reference_fortune_card_problems(card: object, *, where: str | None = None) -> list[str]:
    """Why a fortune card breaks docs/decks.md ("The closed set of effect kinds")."""
    return [
        FieldProblem.of(problem.message, problem.path)
        for problem in validation.fortune_card_problems(card, where=where)
    ]


def _coin_problems(data: Mapping[str, Any]) -> list[str]:
    """Rule 4 iii: the starting purse holds coins that exist (the database cannot say else)."""
    try:
        coins = data["ruleset"]["coins"]
        values = {int(value) for value in coins["denominations"]}
        purse = [int(value) for value in coins["starting_purse"]]
    except _ENGINE_ERRORS:
        return []  # Ruleset.from_dict says what is wrong
    return [
        f"ruleset coins: the starting purse holds {value} gold coins, not a denomination"
        for value in purse
        if value not in values
    ]


def _taxes(data: Mapping[str, Any]) -> dict[str, int]:
    """The taxes of ruleset data the engine would not load, as far as they can be read."""
    taxes: dict[str, int] = {}
    try:
        taxes.update(data["ruleset"]["taxes"]["commodities"])
        taxes["castle"] = data["ruleset"]["defaults"]["castle_tax"]["value"]
    except _ENGINE_ERRORS:
        pass
    return taxes


def _engine_message(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"ruleset data: missing {error}"
    if isinstance(error, RulesetError | BoardError):
        return str(error)
    return f"ruleset data: {error}"
