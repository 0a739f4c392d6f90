"""The one battle simulator: a plain Monte Carlo loop (rules 12–18), rolled die by die from the
raw table data of fixtures/battle_tables.json, independent of `kingdom.rules`. Two readers:
tests/rules/test_odds.py checks `battle_odds` against it, and benchmarks/battles.py times it
beside `battle_odds`.
"""

from __future__ import annotations

import random


class Simulator:
    """Battles at the tables of `data` (the fixture's JSON), with dice of `red_faces` and
    `blue_faces` (house 2). Sides: 0 = the attacker who started the battle, 1 = the defender."""

    def __init__(self, data: dict, red_faces: int = 6, blue_faces: int = 8) -> None:
        high = data["bands"][-1][1]
        self.band = [0] * (high + 1)  # a score's band, looked up (scores are 1..high)
        for index, (first, last) in enumerate(data["bands"]):
            for score in range(first, last + 1):
                self.band[score] = index
        self.high = high
        self.cells = {t["number"]: t["cells"] for t in data["tables"]}
        self.red, self.blue = red_faces, blue_faces

    def fight(
        self,
        rng: random.Random,
        attacker: tuple[int, int],
        defender: tuple[int, int],
        *,
        table: int = 1,
        holder: str | None = None,
        attacker_guardian: bool = False,
        defender_guardian: bool = False,
        attacker_cards: int = 0,
        defender_cards: int = 0,
    ) -> tuple[str, list[list[int]], int]:
        """One battle: (outcome, forces left as [knights, footsoldiers] per side, rounds). The
        outcome is 'attacker_wins', 'defender_wins', 'inconclusive' or 'delayed'."""
        rand, red, blue, band, cells = rng.random, self.red, self.blue, self.band, self.cells
        forces = [list(attacker), list(defender)]
        cards = [attacker_cards, defender_cards]
        guardian = [attacker_guardian, defender_guardian]
        current = [0, 1]  # who attacks this round, who defends
        rounds = 0

        def lose(side: int, points: int) -> None:
            knights, footsoldiers = forces[side]
            if points >= knights + footsoldiers:
                forces[side] = [0, 0]
                return
            for _ in range(points):
                if knights and footsoldiers:  # rule 15: the red die picks, even: a knight
                    if int(rand() * red) % 2:  # faces 1..red: an even face is an odd index
                        knights -= 1
                    else:
                        footsoldiers -= 1
                elif knights:
                    knights -= 1
                else:
                    footsoldiers -= 1
            forces[side] = [knights, footsoldiers]

        while True:
            rounds += 1
            scores = []
            for role, side in enumerate(current):
                faces = blue if forces[side][0] or guardian[side] else red
                score = int(rand() * faces) + 1
                if cards[side]:
                    cards[side] -= 1
                    score += 1
                if current[1] == 1 and holder is not None:  # not reversed
                    if role == 1:
                        score += 1
                    elif holder == "castle":
                        score -= 1
                scores.append(min(self.high, max(1, score)))
            cell = cells[table][band[scores[1]]][band[scores[0]]]
            striker, target = current
            kind = cell["kind"]
            if kind == "delayed":
                return "delayed", forces, rounds
            if kind == "reverse":
                current = [target, striker]
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
                return "inconclusive", forces, rounds
            if not left[1]:
                return "attacker_wins", forces, rounds
            if not left[0]:
                return "defender_wins", forces, rounds
