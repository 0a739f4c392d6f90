"""The host's own reading of the battle-table cells reconstructed from the illegible print
(issue 34, RULES.md section 3): the project's fixtures mark such a cell `reconstructed`; the
host of a physical table, who owns the printed game, may read those cells off his own copy
before the start, and the game freezes his reading in its ruleset (the cell's source `host`),
so every battle of that game, its replays and its odds use it. Any other cell is refused."""

from __future__ import annotations

import json
from typing import Any

from kingdom.errors import ServiceError
from kingdom.rules.combat import CELL_KINDS
from kingdom.rules.errors import RulesetError
from kingdom.rules.ruleset import Ruleset

__all__ = ["CELL_KINDS", "HOST", "reconstructed_cells", "with_readings"]

RECONSTRUCTED = "reconstructed"
HOST = "host"  # the source of a cell the host read off his own printed copy


def reconstructed_cells(ruleset: Ruleset) -> list[dict[str, Any]]:
    """Every cell of the ruleset's battle tables marked reconstructed, where it stands (its
    table, the defender's band as the row and the attacker's as the column, 1-based), the two
    choices it crosses and what the reconstruction says, for the host to compare with his
    print."""
    tables = ruleset.tables
    found = []
    for number, table in sorted(tables.tables.items()):
        for row, cells in enumerate(table.cells):
            for column, cell in enumerate(cells):
                if cell.source != RECONSTRUCTED:
                    continue
                found.append(
                    {
                        "table": number,
                        "name": table.name,
                        "defender_band": row + 1,
                        "attacker_band": column + 1,
                        "defender_action": table.defender_actions[row],
                        "attacker_action": table.attacker_actions[column],
                        "kind": cell.kind,
                        "defender": cell.defender,
                        "attacker": cell.attacker,
                        "reads": cell.describe(),
                    }
                )
    return found


def with_readings(ruleset: Ruleset, readings: list[dict[str, Any]]) -> Ruleset:
    """The ruleset with the host's reading of reconstructed cells (each `table`,
    `defender_band`, `attacker_band`, `kind`, `defender`, `attacker`) in place of the
    reconstruction, each such cell's source `host`. Refused (`bad_readings`, naming the cell)
    for a cell that is not reconstructed, read twice, or that the tables cannot hold."""
    if not readings:
        return ruleset
    data = json.loads(json.dumps(ruleset.source))
    tables = {t["number"]: t for t in data["battle_tables"]["tables"]}
    seen = set()
    for reading in readings:
        where = (reading["table"], reading["defender_band"], reading["attacker_band"])
        name = "battle table {}, defender band {}, attacker band {}".format(*where)
        table = tables.get(reading["table"])
        row, column = reading["defender_band"] - 1, reading["attacker_band"] - 1
        if (
            table is None
            or not (0 <= row < len(table["cells"]))
            or not (0 <= column < len(table["cells"][row]))
        ):
            raise ServiceError(f"{name}: there is no such cell", code="bad_readings")
        cell = table["cells"][row][column]
        if cell.get("source", "printed") != RECONSTRUCTED:
            raise ServiceError(
                f"{name} is printed legibly: only a reconstructed cell is read by the host",
                code="bad_readings",
                rule="rule 15",
            )
        if where in seen:
            raise ServiceError(f"{name} is read twice", code="bad_readings")
        seen.add(where)
        if reading["kind"] not in CELL_KINDS:
            raise ServiceError(
                f"{name}: kind {reading['kind']!r} is not one of {', '.join(CELL_KINDS)}",
                code="bad_readings",
            )
        table["cells"][row][column] = {
            "kind": reading["kind"],
            "defender": reading.get("defender", 0),
            "attacker": reading.get("attacker", 0),
            "source": HOST,
        }
    try:
        return Ruleset.from_dict(data)
    except RulesetError as error:
        raise ServiceError(str(error), code="bad_readings", rule="rule 15") from None
