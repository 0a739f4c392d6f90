"""Reference data services: the board, challengers, battle tables, decks and ruleset defaults.

The database holds what `fixtures/*.json` holds, and admins edit it. These functions are the
one way in and out (HackSoft style: keyword arguments, no logic in models or views):

- `reference_load_fixtures` upserts the fixtures by natural keys, in one transaction;
- `reference_ruleset_data` rebuilds the JSON `Ruleset.from_dict` takes, in a bounded number of
  queries: a new game freezes it (`reference_ruleset_snapshot`), so running games keep theirs;
- `reference_validate` lists, in words naming the item and the field, why the engine could not
  play some ruleset data: the engine's one validator (`kingdom.rules.validation`), then its
  loader and the board's properties; each message is a `FieldProblem` that knows its field;
- `reference_check_change` / `reference_apply_change` / `reference_delete` refuse an edit that
  would leave the ruleset unplayable;
- `reference_export_deck` / `reference_import_preview` / `reference_import_deck` move a whole
  deck as JSON: a preview says what an import adds, changes and removes; the import updates
  cards in place by id and is logged (`DeckImport`).

An edit is refused when it adds a problem. On a ruleset that is already unplayable (a stricter
engine, a hand-edited database) an edit that adds no problem is let through, so that an admin
can repair it one item at a time.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import ProtectedError, RestrictedError

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
from kingdom.models.reference import SINGLETON_PK, DeckImport
from kingdom.rules import validation
from kingdom.rules.board import Board, BoardError, check_properties
from kingdom.rules.combat import BattleTables
from kingdom.rules.errors import RulesetError
from kingdom.rules.ruleset import FIXTURES, Ruleset, fixture_data

__all__ = [
    "DECKS",
    "FORTUNE_EFFECTS",
    "CardChange",
    "FieldProblem",
    "ImportPlan",
    "reference_added_problems",
    "reference_apply_change",
    "reference_check_change",
    "reference_check_delete",
    "reference_delete",
    "reference_export_deck",
    "reference_fortune_card_problems",
    "reference_import_deck",
    "reference_import_preview",
    "reference_is_empty",
    "reference_load_fixtures",
    "reference_problems",
    "reference_ruleset_data",
    "reference_ruleset_snapshot",
    "reference_validate",
]

T = TypeVar("T")

DECKS: dict[str, type[models.Model]] = {
    "fortune": FortuneCard,
    "guardians": GuardianCard,
    "riddles": RiddleCard,
}
_DECK_ITEM = validation.DECK_ITEM
_CARD_FIELDS = validation.DECK_FIELDS
_ENGINE_ERRORS = (RulesetError, BoardError, ValueError, KeyError, TypeError, AttributeError)


# ------------------------------------------------------------------------------- reading


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
    _deck_model(deck)
    if deck == "fortune":
        return _fortune_cards()
    if deck == "guardians":
        return _guardian_cards()
    return _riddle_cards()


def _board_data() -> dict[str, Any]:
    board = BoardSettings.objects.filter(pk=SINGLETON_PK).first()
    courses: dict[int, list[dict[str, Any]]] = defaultdict(list)
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
    fields = _CARD_FIELDS["guardians"][1:]
    return [
        {"id": card.pop("code"), **card} for card in GuardianCard.objects.values("code", *fields)
    ]


def _riddle_cards() -> list[dict[str, Any]]:
    return [
        {"id": c["code"], "question": c["question"], "answers": c["answers"]}
        for c in RiddleCard.objects.values("code", "question", "answers")
    ]


# ---------------------------------------------------------------------------- validating


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


def reference_problems() -> list[str]:
    """Why the engine could not play the ruleset in the database; empty when it can."""
    return reference_validate(reference_ruleset_data())


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


# ------------------------------------------------------------------------------- editing


class _Unplayable(Exception):
    def __init__(self, problems: list[str]):
        super().__init__(problems)
        self.problems = problems


def reference_added_problems(*, after: Sequence[str]) -> list[str]:
    """Those of `after` (problems of an edited ruleset) that the database does not have now.

    Call it with the edit rolled back: an edit is refused when this is not empty.
    """
    if not after:
        return []
    before = set(reference_problems())
    return [problem for problem in after if problem not in before]


def reference_check_change(*, change: Callable[[], object]) -> list[str]:
    """The problems `change` (a function that writes reference data) would add; keeps nothing.

    Runs `change` in a savepoint, validates the result and rolls it back. A `ValidationError`
    that `change` raises (a deletion protected rows forbid) is returned as problems too.
    """
    try:
        with transaction.atomic():
            change()
            after = reference_problems()
            transaction.set_rollback(True)
    except ValidationError as error:
        return error.messages
    return reference_added_problems(after=after)


def reference_apply_change(*, change: Callable[[], T]) -> T:
    """Run `change` in a transaction and keep it, unless it adds a problem to the ruleset.

    Raises `ValidationError` with the problems, the database unchanged.
    """
    try:
        with transaction.atomic():
            result = change()
            after = reference_problems()
            if after:
                raise _Unplayable(after)
            return result
    except _Unplayable as unplayable:
        added = reference_added_problems(after=unplayable.problems)
        if added:
            raise ValidationError(added) from None
    # The ruleset was unplayable already and this change adds nothing to that: keep it.
    with transaction.atomic():
        return change()


def reference_check_delete(*, objects: Iterable[models.Model]) -> list[str]:
    """The problems deleting `objects` would add; deletes nothing."""
    objects = list(objects)
    return reference_check_change(change=lambda: _delete(objects))


def reference_delete(*, objects: Iterable[models.Model]) -> None:
    """Delete reference rows, unless the ruleset would be left unplayable (`ValidationError`)."""
    objects = list(objects)
    reference_apply_change(change=lambda: _delete(objects))


def _delete(objects: Sequence[models.Model]) -> None:
    for obj in objects:
        try:
            # by query, so that a check (rolled back) leaves the caller's objects as they were
            type(obj)._default_manager.filter(pk=obj.pk).delete()
        except (ProtectedError, RestrictedError) as error:
            blockers = (
                error.protected_objects
                if isinstance(error, ProtectedError)
                else error.restricted_objects
            )
            reasons = "; ".join(sorted(_blocker(other) for other in blockers))
            raise ValidationError(
                f"{obj._meta.verbose_name} {obj} cannot be deleted: {reasons}"
            ) from None


def _blocker(obj: models.Model) -> str:
    if isinstance(obj, Challenger):
        return f"it is the home castle of challenger {obj.key}"
    if isinstance(obj, ChallengerVillage):
        return f"it is a village of challenger {obj.challenger.key}"
    return f"{obj._meta.verbose_name} {obj} refers to it"


@dataclass(frozen=True)
class CardChange:
    """One card an import changes: each field's old and new value."""

    code: str
    fields: dict[str, tuple[Any, Any]]

    def describe(self) -> str:
        return "; ".join(
            f"{name}: {_shown(old)} → {_shown(new)}" for name, (old, new) in self.fields.items()
        )


@dataclass(frozen=True)
class ImportPlan:
    """What importing `cards` into a deck will do, checked and not yet applied.

    `before` is a digest of the deck the plan was made against: applying refuses a plan made
    against a deck that has changed since (another admin's edit), so that what was previewed
    is what is applied.
    """

    deck: str
    cards: list[dict[str, Any]]
    added: list[str]
    changed: list[CardChange]
    removed: list[str]
    reordered: bool
    before: str

    @property
    def empty(self) -> bool:
        return not (self.added or self.changed or self.removed or self.reordered)

    def summary(self) -> str:
        parts = [f"{len(self.cards)} cards"]
        if self.added:
            parts.append(f"added {', '.join(self.added)}")
        if self.changed:
            parts.append(
                "changed " + ", ".join(f"{c.code} ({', '.join(c.fields)})" for c in self.changed)
            )
        if self.removed:
            parts.append(f"removed {', '.join(self.removed)}")
        if self.reordered:
            parts.append("reordered")
        if self.empty:
            parts.append("no change")
        return f"{self.deck} deck: " + "; ".join(parts)


def reference_import_preview(*, deck: str, cards: object) -> ImportPlan:
    """Check `cards` (the fixtures' format) as a replacement of the whole deck and say what it
    would add, change and remove, by card id; changes nothing.

    The ruleset with the new deck is validated first: on a problem it raises `ValidationError`
    with the messages (by field, `FieldProblem`).
    """
    model = _deck_model(deck)
    if not isinstance(cards, list):
        raise ValidationError(f"{deck} deck: expected a JSON list of cards")
    data = reference_ruleset_data()
    current = data[deck]
    data[deck] = cards
    problems = reference_added_problems(after=reference_validate(data))
    if problems:
        raise ValidationError(problems)
    for position, card in enumerate(cards):
        try:
            model(**_card_row(deck, card, position)).full_clean(
                validate_unique=False, validate_constraints=False
            )
        except ValidationError as error:
            for name, messages in error.message_dict.items():
                problems += [f"{_DECK_ITEM[deck]} {card.get('id')}: {name}: {m}" for m in messages]
    if problems:
        raise ValidationError(problems)
    old = {card["id"]: card for card in current}
    new_codes = [card["id"] for card in cards]
    changed = []
    for card in cards:
        before = old.get(card["id"])
        if before is not None:
            fields = {
                name: (before[name], card[name])
                for name in _CARD_FIELDS[deck]
                if before[name] != card[name]
            }
            if fields:
                changed.append(CardChange(card["id"], fields))
    kept_before = [code for code in old if code in set(new_codes)]
    kept_after = [code for code in new_codes if code in old]
    return ImportPlan(
        deck=deck,
        cards=cards,
        added=[code for code in new_codes if code not in old],
        changed=changed,
        removed=[code for code in old if code not in set(new_codes)],
        reordered=kept_before != kept_after,
        before=_digest(current),
    )


def reference_import_deck(
    *, deck: str, cards: object, before: str | None = None, user: Any = None
) -> ImportPlan:
    """Replace a whole deck with `cards` (the fixtures' format), atomically, card by card.

    Cards are updated in place by their id (their history is kept), new ids added and the ids
    the file does not name deleted; the order becomes the file's. Validated first as
    `reference_import_preview` does (`ValidationError`, nothing changed). With `before` (a
    preview's digest) it refuses a deck changed since that preview. Every import is logged
    (`DeckImport`: who and a summary). Returns the plan it applied.
    """
    model = _deck_model(deck)
    with transaction.atomic():
        list(model.objects.select_for_update().values_list("pk", flat=True))
        plan = reference_import_preview(deck=deck, cards=cards)
        if before is not None and before != plan.before:
            raise ValidationError(
                f"the {deck} deck has changed since the preview: preview the import again"
            )
        existing = {obj.code: obj for obj in model.objects.all()}
        model.objects.filter(code__in=plan.removed).delete()
        for position, card in enumerate(plan.cards):
            row = _card_row(deck, card, position)
            obj = existing.get(card["id"])
            if obj is None:
                model.objects.create(**row)
                continue
            dirty = [name for name, value in row.items() if getattr(obj, name) != value]
            for name in dirty:
                setattr(obj, name, row[name])
            if dirty:
                obj.save(update_fields=dirty)
        DeckImport.objects.create(
            deck=deck,
            user=user if getattr(user, "pk", None) else None,
            added=len(plan.added),
            changed=len(plan.changed),
            removed=len(plan.removed),
            summary=plan.summary(),
        )
    return plan


def _digest(cards: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(cards, sort_keys=True).encode()).hexdigest()


def _shown(value: Any) -> str:
    """A value as a curator reads it in a history: JSON, shortened past 80 characters."""
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 80 else text[:77] + "…"


def _card_row(deck: str, card: Mapping[str, Any], position: int) -> dict[str, Any]:
    row = {name: card.get(name) for name in _CARD_FIELDS[deck] if name != "id"}
    return {"code": card.get("id"), "position": position, **row}


def _deck_model(deck: str) -> type[models.Model]:
    try:
        return DECKS[deck]
    except KeyError:
        raise ValueError(f"unknown deck {deck!r}: one of {', '.join(DECKS)}") from None


# ------------------------------------------------------------------------------- loading


@dataclass
class _Tally:
    counts: dict[str, int] = field(default_factory=dict)
    created: int = 0
    updated: int = 0
    deleted: int = 0


def reference_load_fixtures(*, directory: Path = FIXTURES) -> dict[str, int]:
    """Load `fixtures/*.json` into the database, by natural keys, in one transaction.

    Upserts every item (a castle by name, a card by id, a cell by table, row and column) and
    makes each river's squares, each challenger's villages and each table's cells exactly the
    fixtures'; rows the fixtures do not name are left alone. Idempotent: a second run creates,
    updates and deletes nothing. Refuses (`ValidationError`) fixtures the engine could not play.

    Returns the number of items of each kind in the fixtures, and `created`, `updated` and
    `deleted`: the rows this run wrote.
    """
    data = fixture_data(directory)
    problems = reference_validate(data)
    if problems:
        raise ValidationError(problems)
    tally = _Tally()
    with transaction.atomic():
        _load_ruleset(data["ruleset"], data["battle_tables"], tally)
        _load_board(data["board"], tally)
        _load_challengers(data["challengers"], tally)
        for deck in DECKS:
            rows = [_card_row(deck, card, n) for n, card in enumerate(data[deck])]
            _sync(DECKS[deck], ("code",), rows, tally, deck)
        _load_battle_tables(data["battle_tables"], tally)
    return {
        **tally.counts,
        "created": tally.created,
        "updated": tally.updated,
        "deleted": tally.deleted,
    }


def _load_ruleset(ruleset: dict[str, Any], tables: dict[str, Any], tally: _Tally) -> None:
    settings = {
        "id": SINGLETON_PK,
        "name": ruleset.get("name", ""),
        "taxes_rule": ruleset["taxes"]["rule"],
        "chivalry_rule": ruleset["chivalry"]["rule"],
        "coins_rule": ruleset["coins"]["rule"],
        "battle_tables_rule": tables.get("rule", ""),
        "battle_tables_note": tables.get("note", ""),
    }
    _sync(RulesetSettings, ("id",), [settings], tally, "ruleset_settings")
    defaults = [
        {"name": name, "position": n, **entry}
        for n, (name, entry) in enumerate(ruleset["defaults"].items())
    ]
    _sync(RulesetDefault, ("name",), defaults, tally, "ruleset_defaults")
    taxes = [
        {"commodity": commodity, "gold": gold, "position": n}
        for n, (commodity, gold) in enumerate(ruleset["taxes"]["commodities"].items())
    ]
    _sync(CommodityTax, ("commodity",), taxes, tally, "commodity_taxes")
    awards = [
        {"feat": feat, "points": points, "position": n}
        for n, (feat, points) in enumerate(
            (k, v) for k, v in ruleset["chivalry"].items() if k != "rule"
        )
    ]
    _sync(ChivalryAward, ("feat",), awards, tally, "chivalry_awards")
    purse = {int(value): count for value, count in ruleset["coins"]["starting_purse"].items()}
    coins = [
        {"value": value, "starting_count": purse.get(value, 0)}
        for value in ruleset["coins"]["denominations"]
    ]
    _sync(CoinDenomination, ("value",), coins, tally, "coin_denominations")


def _load_board(board: dict[str, Any], tally: _Tally) -> None:
    settings = {
        "id": SINGLETON_PK,
        "name": board["name"],
        "legend": board["legend"],
        "terrain": board["terrain"],
    }
    _sync(BoardSettings, ("id",), [settings], tally, "board")
    for model, kind, key in (
        (Castle, "castles", "name"),
        (Village, "villages", "name"),
        (MysticSite, "mystic_sites", "name"),
    ):
        rows = [{**item, "position": n} for n, item in enumerate(board[kind])]
        _sync(model, (key,), rows, tally, kind)
    rivers = [
        {"name": r["name"], "mouth": r["mouth"], "position": n}
        for n, r in enumerate(board["rivers"])
    ]
    saved = _sync(River, ("name",), rivers, tally, "rivers")
    tally.counts["river_squares"] = 0
    for item in board["rivers"]:
        river = saved[(item["name"],)]
        squares = [
            {
                "river_id": river.pk,
                "square": square,
                "bridge": square in item.get("bridges", ()),
                "position": n,
            }
            for n, square in enumerate(item["squares"])
        ]
        _sync(
            RiverSquare,
            ("river_id", "square"),
            squares,
            tally,
            "river_squares",
            scope=RiverSquare.objects.filter(river=river),
        )


def _load_challengers(challengers: list[dict[str, Any]], tally: _Tally) -> None:
    castles = dict(Castle.objects.values_list("name", "pk"))
    villages = dict(Village.objects.values_list("name", "pk"))
    rows = [
        {
            "key": c["key"],
            "name": c["name"],
            "colour": c["colour"],
            "castle_id": castles[c["castle"]],
            "position": n,
        }
        for n, c in enumerate(challengers)
    ]
    saved = _sync(Challenger, ("key",), rows, tally, "challengers")
    tally.counts["challenger_villages"] = 0
    for item in challengers:
        challenger = saved[(item["key"],)]
        links = [
            {"challenger_id": challenger.pk, "village_id": villages[name], "position": n}
            for n, name in enumerate(item["villages"])
        ]
        _sync(
            ChallengerVillage,
            ("challenger_id", "village_id"),
            links,
            tally,
            "challenger_villages",
            scope=ChallengerVillage.objects.filter(challenger=challenger),
        )


def _load_battle_tables(data: dict[str, Any], tally: _Tally) -> None:
    bands = [{"index": n, "low": low, "high": high} for n, (low, high) in enumerate(data["bands"])]
    _sync(BattleBand, ("index",), bands, tally, "battle_bands")
    tables = [
        {
            "number": t["number"],
            "name": t["name"],
            "rule": t.get("rule", data.get("rule", "rule 15")),
            "attacker_actions": t["attacker_actions"],
            "defender_actions": t["defender_actions"],
        }
        for t in data["tables"]
    ]
    saved = _sync(BattleTable, ("number",), tables, tally, "battle_tables")
    tally.counts["battle_table_cells"] = 0
    for item in data["tables"]:
        table = saved[(item["number"],)]
        cells = [
            {
                "table_id": table.pk,
                "row": r,
                "column": c,
                "kind": cell["kind"],
                "defender": cell.get("defender"),
                "attacker": cell.get("attacker"),
                "source": cell.get("source", "printed"),
            }
            for r, row in enumerate(item["cells"])
            for c, cell in enumerate(row)
        ]
        _sync(
            BattleTableCell,
            ("table_id", "row", "column"),
            cells,
            tally,
            "battle_table_cells",
            scope=BattleTableCell.objects.filter(table=table),
        )


def _sync(
    model: type[models.Model],
    key: tuple[str, ...],
    rows: list[dict[str, Any]],
    tally: _Tally,
    kind: str,
    *,
    scope: models.QuerySet | None = None,
) -> dict[tuple[Any, ...], models.Model]:
    """Upsert `rows` by their natural `key`, writing only what differs.

    With `scope`, the rows of that scope the list does not name are deleted (the squares of one
    river, the cells of one table). Returns the saved objects by key.
    """
    queryset = scope if scope is not None else model.objects.all()
    existing = {tuple(getattr(obj, name) for name in key): obj for obj in queryset}
    saved: dict[tuple[Any, ...], models.Model] = {}
    create, update, changed_fields = [], [], set()
    for row in rows:
        row_key = tuple(row[name] for name in key)
        obj = existing.get(row_key)
        if obj is None:
            obj = model(**row)
            create.append(obj)
        else:
            changed = [name for name, value in row.items() if getattr(obj, name) != value]
            for name in changed:
                setattr(obj, name, row[name])
            if changed:
                update.append(obj)
                changed_fields.update(changed)
        saved[row_key] = obj
    if scope is not None:
        stale = [obj.pk for row_key, obj in existing.items() if row_key not in saved]
        if stale:
            model.objects.filter(pk__in=stale).delete()
            tally.deleted += len(stale)
    if update:
        model.objects.bulk_update(update, sorted(changed_fields))
    model.objects.bulk_create(create)
    tally.counts[kind] = tally.counts.get(kind, 0) + len(rows)
    tally.created += len(create)
    tally.updated += len(update)
    return saved
