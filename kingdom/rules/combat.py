"""Combat's arithmetic (rules 12–17, RULES.md sections 3–4): tables, bands, scores, dice,
casualties and wages. Pure functions over small values, shared by the engine's battles and by
`odds.battle_odds`, so that the odds are the engine's own rules.
"""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass
from typing import Any

from kingdom.rules.errors import RulesetError


class CellKind(enum.StrEnum):
    """What a cell of a battle table says (rule 15)."""

    CASUALTIES = "casualties"  # both numbers are points lost
    DESTROYED = "destroyed"  # the defenders are routed (rule 15 i)
    TABLE2 = "table2"  # go to table 2 for good, the defender losing `defender` (rule 15 iii)
    REVERSE = "reverse"  # the roles swap (rule 15 v)
    DELAYED = "delayed"  # the assault is delayed (rule 18 i)


CELL_KINDS = tuple(kind.value for kind in CellKind)  # the reference data's choices


class Holder(enum.StrEnum):
    """What the defender holds on the square of a battle, if anything (rules 18, 20)."""

    CASTLE = "castle"  # rule 18 iii: the defender +1, the attacker −1, on table 3
    VILLAGE = "village"  # rule 20 i: the defender +1, on table 3


class BattleOutcome(enum.StrEnum):
    """How a battle ended (rules 15 vi, 16 note, 18 i)."""

    ATTACKER_WINS = "attacker_wins"  # the defenders' value at nil (rule 15 vi)
    DEFENDER_WINS = "defender_wins"
    INCONCLUSIVE = "inconclusive"  # both at nil at once (rule 16 note)
    DELAYED = "delayed"  # the assault delayed: a siege (rule 18 i)


SIEGE_TABLE = 3  # rules 18, 20: a defended castle or village is fought on table 3 only


def first_table(holder: str | None) -> int:
    """The table a battle starts on: table 1 in the open (rule 14 iii), table 3 when the
    defender holds the castle or village (rules 18, 20: "the same rules apply to the capture of
    villages as … castles")."""
    return SIEGE_TABLE if holder in (Holder.CASTLE, Holder.VILLAGE) else 1


Modifier = tuple[int, str]  # a score modifier and why (its rule), as a battle round shows it


def holder_modifiers(holder: str | None, reversed_: bool) -> tuple[list[Modifier], list[Modifier]]:
    """What the held square adds to the attacker's and the defender's scores: a castle's
    defender +1 and its attacker −1 (rule 18 iii), a village's defender +1 (rule 20 i); after a
    reverse none (the sides have changed places in the open). Stated once, for the battles and
    for the odds."""
    if reversed_:
        return [], []
    if holder == Holder.CASTLE:
        return [(-1, "-1 attacking a castle (rule 18 iii)")], [
            (1, "+1 defending a castle (rule 18 iii)")
        ]
    if holder == Holder.VILLAGE:
        return [], [(1, "+1 defending a village (rule 20 i)")]
    return [], []


# printed legibly; reconstructed by the project where the print is illegible (RULES.md section
# 3); read by a table's host off his own copy in place of the reconstruction (issue 34).
SOURCES = ("printed", "reconstructed", "host")
CURATED_SOURCES = SOURCES[:2]  # what the admin's tables hold: "host" is only a game's own


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a battle table: what happens (`CellKind`), and the casualties (defender /
    attacker)."""

    kind: CellKind
    defender: int = 0
    attacker: int = 0
    source: str = "printed"

    def describe(self) -> str:
        if self.kind == CellKind.CASUALTIES:
            return f"{self.defender}/{self.attacker}"
        if self.kind == CellKind.TABLE2:
            return "go to table 2" + (f", defender −{self.defender}" if self.defender else "")
        return {
            CellKind.DESTROYED: "defenders destroyed",
            CellKind.REVERSE: "reverse",
            CellKind.DELAYED: "assault delayed",
        }[self.kind]


@dataclass(frozen=True, slots=True)
class BattleTable:
    number: int
    name: str
    rule: str
    attacker_actions: tuple[str, ...]
    defender_actions: tuple[str, ...]
    cells: tuple[tuple[Cell, ...], ...]  # [defender band][attacker band]


@dataclass(frozen=True, slots=True)
class BattleTables:
    """Tables 1–3 and the score bands that index them (rule 15)."""

    bands: tuple[tuple[int, int], ...]
    tables: dict[int, BattleTable]

    @property
    def lowest(self) -> int:
        return self.bands[0][0]

    @property
    def highest(self) -> int:
        return self.bands[-1][1]

    def band(self, score: int) -> int:
        for index, (low, high) in enumerate(self.bands):
            if low <= score <= high:
                return index
        raise ValueError(f"score {score} is outside the bands")

    def cell(self, table: int, attacker_score: int, defender_score: int) -> Cell:
        """Rule 14 iii: the attacker's score along the top, the defender's down the side."""
        return self.tables[table].cells[self.band(defender_score)][self.band(attacker_score)]

    def clamp(self, score: int) -> int:
        """House 2: a modified score is clamped to the tables' range before it is looked up."""
        return max(self.lowest, min(self.highest, score))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BattleTables:
        bands = tuple((int(low), int(high)) for low, high in data["bands"])
        for (_, high), (low, _) in itertools.pairwise(bands):
            if low != high + 1:
                raise RulesetError(f"battle tables: bands {bands} leave a gap or overlap")
        tables = {}
        for item in data["tables"]:
            number = item["number"]
            rows = item["cells"]
            if len(rows) != len(bands) or any(len(row) != len(bands) for row in rows):
                raise RulesetError(f"battle table {number}: needs {len(bands)}×{len(bands)} cells")
            cells = tuple(
                tuple(_cell(number, r, c, cell) for c, cell in enumerate(row))
                for r, row in enumerate(rows)
            )
            tables[number] = BattleTable(
                number=number,
                name=item["name"],
                rule=item.get("rule", data.get("rule", "rule 15")),
                attacker_actions=tuple(item["attacker_actions"]),
                defender_actions=tuple(item["defender_actions"]),
                cells=cells,
            )
        if set(tables) != {1, 2, 3}:
            raise RulesetError(f"battle tables: need tables 1, 2 and 3, not {sorted(tables)}")
        return cls(bands=bands, tables=tables)


def _cell(table: int, row: int, col: int, data: dict[str, Any]) -> Cell:
    where = f"battle table {table}, row {row + 1}, column {col + 1}"
    kind = data.get("kind")
    if kind not in CELL_KINDS:
        raise RulesetError(f"{where}: kind {kind!r} is not one of {', '.join(CELL_KINDS)}")
    if data.get("source", "printed") not in SOURCES:
        raise RulesetError(f"{where}: source must be one of {', '.join(SOURCES)}")
    numbers = {k: data.get(k, 0) for k in ("defender", "attacker")}
    for name, value in numbers.items():
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 20:
            raise RulesetError(f"{where}: {name} casualties {value!r} is not a number 0–20")
    if kind == CellKind.TABLE2 and table != 1:
        raise RulesetError(f"{where}: only table 1 sends the battle to table 2")
    if kind in (CellKind.DESTROYED, CellKind.REVERSE, CellKind.DELAYED) and any(numbers.values()):
        raise RulesetError(f"{where}: a '{kind}' cell has no casualties")
    return Cell(kind=CellKind(kind), source=data.get("source", "printed"), **numbers)


def die_for(knights: int, royal_guardian: bool) -> str:
    """Rule 12 iii–v, rule 31 ii: blue with a knight present (or for the Royal Guardian's
    forces), red with footsoldiers only."""
    return "blue" if knights > 0 or royal_guardian else "red"


def wages(knights: int, footsoldiers: int, knight_wage: int, footsoldier_wage: int) -> int:
    """Rule 17: gold set aside before the first round."""
    return knights * knight_wage + footsoldiers * footsoldier_wage


def casualty_needs_roll(knights: int, footsoldiers: int) -> bool:
    """Only a mixed force needs the opponent's red die to say which piece falls (rule 16)."""
    return knights > 0 and footsoldiers > 0


def remove_one(knights: int, footsoldiers: int, face: int | None) -> tuple[int, int]:
    """Rule 16: even removes a knight, odd a footsoldier; if that kind is gone, the other.
    `face` may be None when only one kind is left (no roll needed)."""
    wants_knight = face is not None and face % 2 == 0
    if (wants_knight and knights > 0) or footsoldiers == 0:
        return knights - 1, footsoldiers
    return knights, footsoldiers - 1
