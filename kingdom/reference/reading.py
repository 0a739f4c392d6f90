"""Reading the reference data: the JSON `Ruleset.from_dict` takes, rebuilt from the admin's
tables in a bounded number of queries (a new game freezes it), and a deck's export."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from django.core.exceptions import ValidationError

from kingdom.models import (
    BattleBand,
    BattleTable,
    BattleTableCell,
    BoardSettings,
    Castle,
    Challenger,
    ChallengerVillage,
    ChivalryAward,
    CoinDenomination,
    CommodityTax,
    FortuneCard,
    GuardianCard,
    MysticSite,
    RiddleCard,
    River,
    RiverSquare,
    RulesetDefault,
    RulesetSettings,
    Village,
)
from kingdom.models.reference import SINGLETON_PK
from kingdom.reference.decks import deck_model
from kingdom.reference.validating import reference_validate
from kingdom.rules import validation


def reference_ruleset_data() -> dict[str, Any]:
    """The ruleset in the database, in the shape of `kingdom.rules.ruleset.fixture_data()`.

    Right after `reference_load_fixtures` it equals the fixtures' JSON. One query a table,
    however many cards, squares or cells (about twenty in all).
    """
    settings = RulesetSettings.objects.filter(pk=SINGLETON_PK).first()
    return {
        "board": _board_data(),
        "challengers": _challengers_data(),
        "ruleset": _ruleset_section(settings),
        "fortune": _fortune_cards(),
        "battle_tables": _battle_tables_data(settings),
        "guardians": _guardian_cards(),
        "riddles": _riddle_cards(),
    }


def reference_ruleset_snapshot() -> dict[str, Any]:
    """The JSON a new game freezes: the ruleset in the database, refused if unplayable."""
    data = reference_ruleset_data()
    problems = reference_validate(data)
    if problems:
        raise ValidationError(problems)
    return data


def reference_is_empty() -> bool:
    """True before any reference data is loaded (no ruleset settings and no board)."""
    return not (RulesetSettings.objects.exists() or BoardSettings.objects.exists())


def reference_export_deck(*, deck: str) -> list[dict[str, Any]]:
    """A whole deck (`fortune`, `guardians` or `riddles`) in the fixtures' format."""
    deck_model(deck)
    if deck == "fortune":
        return _fortune_cards()
    if deck == "guardians":
        return _guardian_cards()
    return _riddle_cards()


def _board_data() -> dict[str, Any]:
    board = BoardSettings.objects.filter(pk=SINGLETON_PK).first()
    courses: dict[int, list[Mapping[str, Any]]] = defaultdict(list)
    for square in RiverSquare.objects.order_by("river_id", "position", "pk").values(
        "river_id", "square", "bridge"
    ):
        courses[square["river_id"]].append(square)
    rivers = [
        {
            "name": river["name"],
            "squares": [s["square"] for s in courses[river["id"]]],
            "mouth": river["mouth"],
            "bridges": [s["square"] for s in courses[river["id"]] if s["bridge"]],
        }
        for river in River.objects.values("id", "name", "mouth")
    ]
    return {
        "name": board.name if board else "",
        "legend": board.legend if board else {},
        "terrain": board.terrain if board else [],
        "rivers": rivers,
        "castles": list(Castle.objects.values("square", "name", "camelot")),
        "villages": list(Village.objects.values("square", "name", "commodity")),
        "mystic_sites": list(MysticSite.objects.values("square", "name")),
    }


def _challengers_data() -> list[dict[str, Any]]:
    villages: dict[int, list[str]] = defaultdict(list)
    for row in ChallengerVillage.objects.order_by("challenger_id", "position", "pk").values(
        "challenger_id", "village__name"
    ):
        villages[row["challenger_id"]].append(row["village__name"])
    return [
        {
            "key": row["key"],
            "name": row["name"],
            "colour": row["colour"],
            "castle": row["castle__name"],
            "villages": villages[row["id"]],
        }
        for row in Challenger.objects.values("id", "key", "name", "colour", "castle__name")
    ]


def _ruleset_section(settings: RulesetSettings | None) -> dict[str, Any]:
    coins = list(CoinDenomination.objects.values("value", "starting_count"))
    return {
        "name": settings.name if settings else "",
        "defaults": {
            row["name"]: {"value": row["value"], "rule": row["rule"], "text": row["text"]}
            for row in RulesetDefault.objects.values("name", "value", "rule", "text")
        },
        "taxes": {
            "rule": settings.taxes_rule if settings else "",
            "commodities": dict(CommodityTax.objects.values_list("commodity", "gold")),
        },
        "chivalry": {
            "rule": settings.chivalry_rule if settings else "",
            **dict(ChivalryAward.objects.values_list("feat", "points")),
        },
        "coins": {
            "rule": settings.coins_rule if settings else "",
            "denominations": [coin["value"] for coin in coins],
            "starting_purse": {
                str(coin["value"]): coin["starting_count"]
                for coin in coins
                if coin["starting_count"]
            },
        },
    }


def _battle_tables_data(settings: RulesetSettings | None) -> dict[str, Any]:
    rows: dict[int, dict[int, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for cell in BattleTableCell.objects.order_by("table_id", "row", "column").values(
        "table_id", "row", "kind", "defender", "attacker", "source"
    ):
        entry: dict[str, Any] = {"kind": cell["kind"]}
        for side in ("defender", "attacker"):
            if cell[side] is not None:
                entry[side] = cell[side]
        entry["source"] = cell["source"]
        rows[cell["table_id"]][cell["row"]].append(entry)
    return {
        "rule": settings.battle_tables_rule if settings else "",
        "note": settings.battle_tables_note if settings else "",
        "bands": [[band.low, band.high] for band in BattleBand.objects.all()],
        "tables": [
            {
                "number": table["number"],
                "name": table["name"],
                "rule": table["rule"],
                "attacker_actions": table["attacker_actions"],
                "defender_actions": table["defender_actions"],
                "cells": [cells for _, cells in sorted(rows[table["id"]].items())],
            }
            for table in BattleTable.objects.values(
                "id", "number", "name", "rule", "attacker_actions", "defender_actions"
            )
        ],
    }


def _fortune_cards() -> list[dict[str, Any]]:
    return [
        {
            "id": card["code"],
            "title": card["title"],
            "text": card["text"],
            "keep": card["keep"],
            "effect": card["effect"],
        }
        for card in FortuneCard.objects.values("code", "title", "text", "keep", "effect")
    ]


def _guardian_cards() -> list[dict[str, Any]]:
    fields = validation.DECK_FIELDS["guardians"][1:]
    return [
        {"id": card.pop("code"), **card} for card in GuardianCard.objects.values("code", *fields)
    ]


def _riddle_cards() -> list[dict[str, Any]]:
    return [
        {"id": c["code"], "question": c["question"], "answers": c["answers"]}
        for c in RiddleCard.objects.values("code", "question", "answers")
    ]


def reference_problems() -> list[str]:
    """Why the engine could not play the ruleset in the database; empty when it can."""
    return reference_validate(reference_ruleset_data())
