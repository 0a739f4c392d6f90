"""Loading `fixtures/*.json` into the admin's tables: upserted by natural keys, in one
transaction (`manage.py loadrules`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import models, transaction

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
    MysticSite,
    River,
    RiverSquare,
    RulesetDefault,
    RulesetSettings,
    Village,
)
from kingdom.models.reference import SINGLETON_PK
from kingdom.reference.decks import DECKS, card_row
from kingdom.reference.validating import reference_validate
from kingdom.rules.ruleset import FIXTURES, fixture_data

M = TypeVar("M", bound=models.Model)


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
            rows = [card_row(deck, card, n) for n, card in enumerate(data[deck])]
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
    model: type[M],
    key: tuple[str, ...],
    rows: list[dict[str, Any]],
    tally: _Tally,
    kind: str,
    *,
    scope: models.QuerySet[M] | None = None,
) -> dict[tuple[Any, ...], M]:
    """Upsert `rows` by their natural `key`, writing only what differs.

    With `scope`, the rows of that scope the list does not name are deleted (the squares of one
    river, the cells of one table). Returns the saved objects by key.
    """
    queryset = scope if scope is not None else model._default_manager.all()
    existing = {tuple(getattr(obj, name) for name in key): obj for obj in queryset}
    saved: dict[tuple[Any, ...], M] = {}
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
            model._default_manager.filter(pk__in=stale).delete()
            tally.deleted += len(stale)
    if update:
        model._default_manager.bulk_update(update, sorted(changed_fields))
    model._default_manager.bulk_create(create)
    tally.counts[kind] = tally.counts.get(kind, 0) + len(rows)
    tally.created += len(create)
    tally.updated += len(update)
    return saved
