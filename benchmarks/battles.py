"""Battle odds benchmark: the exact `battle_odds` beside a 100,000-battle Monte Carlo.

For 1v1, 5v5, 20v20 and 20v25 with mixed forces (knights and footsoldiers) it prints the time
`battle_odds` takes from a cold cache (its memos live inside each call), the states it visited,
and the time a simple simulator takes to fight the same battle 100,000 times, with both
estimates of the attacker's chance. It measures; it never fails.

Run from the repository root: `.venv/bin/python benchmarks/battles.py`.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kingdom.rules.combat import BattleTables
from kingdom.rules.odds import battle_odds

ROOT = Path(__file__).resolve().parents[1]
BATTLES = 100_000
CASES = [
    ("1v1", (0, 1), (0, 1)),
    ("5v5", (2, 3), (2, 3)),
    ("20v20", (8, 12), (8, 12)),
    ("20v25", (10, 10), (10, 15)),
]


class Simulator:
    """A plain battle loop (rules 12–17, open country, no cards): dice rolled, cells looked up,
    casualties picked by the red die, until a side is at nothing."""

    def __init__(self, data: dict, red_faces: int = 6, blue_faces: int = 8) -> None:
        low, high = data["bands"][0][0], data["bands"][-1][1]
        self.band = [0] * (high + 1)
        for index, (first, last) in enumerate(data["bands"]):
            for score in range(first, last + 1):
                self.band[score] = index
        self.low, self.high = low, high
        self.cells = {t["number"]: t["cells"] for t in data["tables"]}
        self.red, self.blue = red_faces, blue_faces

    def fight(self, rng: random.Random, attacker: tuple[int, int], defender: tuple[int, int]):
        """One battle: 'attacker_wins', 'defender_wins' or 'inconclusive'."""
        rand, red, blue, band = rng.random, self.red, self.blue, self.band
        forces = [list(attacker), list(defender)]
        striker, target, table = 0, 1, 1

        def lose(side: int, points: int) -> None:
            knights, footsoldiers = forces[side]
            if points >= knights + footsoldiers:
                forces[side] = [0, 0]
                return
            for _ in range(points):
                if knights and footsoldiers:
                    if int(rand() * red) % 2:  # faces 1..red: even face ↔ odd index
                        knights -= 1
                    else:
                        footsoldiers -= 1
                elif knights:
                    knights -= 1
                else:
                    footsoldiers -= 1
            forces[side] = [knights, footsoldiers]

        while True:
            a = int(rand() * (blue if forces[striker][0] else red)) + 1
            d = int(rand() * (blue if forces[target][0] else red)) + 1
            cell = self.cells[table][band[d]][band[a]]
            kind = cell["kind"]
            if kind == "reverse":
                striker, target = target, striker
                continue
            if kind == "destroyed":
                lose(target, 10**9)
            elif kind == "table2":
                table = 2
                lose(target, cell.get("defender", 0))
            else:
                lose(target, cell["defender"])
                lose(striker, cell["attacker"])
            left = sum(forces[0]), sum(forces[1])
            if not left[0] and not left[1]:
                return "inconclusive"
            if not left[1]:
                return "attacker_wins"
            if not left[0]:
                return "defender_wins"


def main() -> None:
    data = json.loads((ROOT / "fixtures" / "battle_tables.json").read_text(encoding="utf-8"))
    tables = BattleTables.from_dict(data)
    simulator = Simulator(data)
    print(f"battle_odds (exact, cold cache) v Monte Carlo ({BATTLES:,} battles), open country")
    print(
        f"{'battle':<7} {'forces':<15} {'exact':>9} {'states':>7} {'Monte Carlo':>12} "
        f"{'P(att) exact':>13} {'P(att) MC':>16}"
    )
    for name, attacker, defender in CASES:
        started = time.perf_counter()
        odds = battle_odds(tables, attacker, defender)
        exact = time.perf_counter() - started
        rng = random.Random(name)
        started = time.perf_counter()
        outcomes = [simulator.fight(rng, attacker, defender) for _ in range(BATTLES)]
        sampled = time.perf_counter() - started
        p = outcomes.count("attacker_wins") / BATTLES
        error = math.sqrt(p * (1 - p) / BATTLES)
        forces = f"{attacker[0]}k{attacker[1]}f v {defender[0]}k{defender[1]}f"
        print(
            f"{name:<7} {forces:<15} {exact * 1000:>7.1f}ms {odds.states:>7} {sampled:>11.2f}s "
            f"{odds.attacker_wins:>13.4f} {p:>9.4f}±{error:.4f}"
        )


if __name__ == "__main__":
    main()
