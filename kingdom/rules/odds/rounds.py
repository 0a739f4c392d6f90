"""One round at the table, for the odds (rules 13–15, 18 iii, 20 i): every throw of both dice
counted at once, by table, dice and add-one cards, in the original sides' terms; memoised per
battle tables, holder and dice (`kingdom.rules.odds`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kingdom.rules import combat
from kingdom.rules.combat import BattleTables, CellKind
from kingdom.rules.odds.memo import remember

MEMO_SIZE = 64  # battle tables × holder × dice kept at once in the round memo


@dataclass(frozen=True, slots=True)
class Round:
    """One round's table results for given dice, cards and modifiers, in the ORIGINAL sides'
    terms: chances of "assault delayed", "reverse", "defenders destroyed", of a round that
    changes nothing, and (attacker points, defender points, next table's slot, chance) of the
    rest, leaving out a round that changes nothing (slot 0 is table 2, slot 1 tables 1 and 3)."""

    delayed: float = 0.0
    reverse: float = 0.0
    destroyed: float = 0.0
    still: float = 0.0
    moves: tuple[tuple[int, int, int, float], ...] = ()


TablesKey = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, tuple[Any, ...]], ...]]
RoundKey = tuple[int, str, str, int, int]


class Rolls:
    """One round's results at given battle tables, holder and dice, memoised by (table, dice,
    cards played). Everything here is in the ORIGINAL sides' terms: "a" is the original
    attacker, "d" the original defender, whichever of them attacks this round."""

    def __init__(self, tables: BattleTables, holder: str | None, faces: dict[str, int]) -> None:
        # A snapshot: the memo is keyed by the tables' content when it was made, and a
        # BattleTable is frozen, but the dict of them could be changed in place later.
        self.tables = replace(tables, tables=dict(tables.tables))
        self.holder = holder
        self.faces = faces
        self.most = max(
            max(cell.defender, cell.attacker)
            for t in self.tables.tables.values()
            for row in t.cells
            for cell in row
        )
        self.memo: dict[RoundKey, tuple[Round, Round]] = {}

    def pair(
        self, at: int, a_die: str, d_die: str, a_card: int, d_card: int
    ) -> tuple[Round, Round]:
        """The round as the battle started (index 0) and with the roles reversed (index 1)."""
        key = (at, a_die, d_die, a_card, d_card)
        found = self.memo.get(key)
        if found is None:
            found = (
                self.one_round(at, 0, a_die, d_die, a_card, d_card),
                self.one_round(at, 1, a_die, d_die, a_card, d_card),
            )
            self.memo[key] = found
        return found

    def one_round(
        self, at: int, rev: int, a_die: str, d_die: str, a_card: int, d_card: int
    ) -> Round:
        tables, faces = self.tables, self.faces
        # The current attacker's and defender's dice and modifiers.
        attacking, defending = combat.holder_modifiers(self.holder, bool(rev))
        held = [sum(m for m, _ in attacking), sum(m for m, _ in defending)]
        if rev:  # the sides have changed places
            dice, mods = (d_die, a_die), [d_card, a_card]
        else:
            dice, mods = (a_die, d_die), [a_card + held[0], d_card + held[1]]
        throws = faces[dice[0]] * faces[dice[1]]
        counts: dict[tuple[str, int, int], int] = {}
        for face in range(1, faces[dice[0]] + 1):
            score = tables.clamp(face + mods[0])
            for other in range(1, faces[dice[1]] + 1):
                cell = tables.cell(at, score, tables.clamp(other + mods[1]))
                result = (cell.kind, cell.defender, cell.attacker)
                counts[result] = counts.get(result, 0) + 1
        delayed = reverse = destroyed = still = 0.0
        moves: dict[tuple[int, int, int], float] = {}
        for (kind, defender_points, attacker_points), count in counts.items():
            p = count / throws
            if kind == CellKind.DELAYED:
                delayed += p
            elif kind == CellKind.REVERSE:
                reverse += p
            elif kind == CellKind.DESTROYED:
                destroyed += p
            else:
                if kind == CellKind.TABLE2 and at != 1:  # the numbering of states relies on it
                    raise ValueError(f"battle odds: table {at} sends the battle to table 2")
                slot = slot_of(2 if kind == CellKind.TABLE2 else at)
                if rev:
                    move = (defender_points, attacker_points, slot)
                else:
                    move = (attacker_points, defender_points, slot)
                if move == (0, 0, slot_of(at)):
                    still += p
                    if not (a_card or d_card):  # no card spent either: counted in `still`
                        continue
                moves[move] = moves.get(move, 0.0) + p
        return Round(
            delayed=delayed,
            reverse=reverse,
            destroyed=destroyed,
            still=still,
            moves=tuple((*move, p) for move, p in moves.items()),
        )


def slot_of(table: int) -> int:
    """A table's place in a state's number: table 2 below tables 1 and 3, which it follows."""
    return 0 if table == 2 else 1


ROLLS: dict[tuple[TablesKey, str | None, int, int], Rolls] = {}


def tables_key(tables: BattleTables) -> TablesKey:
    """The frozen content of battle tables that a round reads (bands and cells), hashable."""
    return (
        tables.bands,
        tuple(
            (number, tuple(tuple((c.kind, c.defender, c.attacker) for c in row) for row in t.cells))
            for number, t in sorted(tables.tables.items())
        ),
    )


def rolls_for(
    tables_key: TablesKey,
    tables: BattleTables,
    holder: str | None,
    red_faces: int,
    blue_faces: int,
) -> Rolls:
    """The round memo for these tables, holder and dice (the oldest one goes past the bound)."""
    key = (tables_key, holder, red_faces, blue_faces)
    found = ROLLS.get(key)
    if found is None:
        found = Rolls(tables, holder, {"red": red_faces, "blue": blue_faces})
        remember(ROLLS, key, found, MEMO_SIZE)
    return found
