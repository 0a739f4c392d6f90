"""What the `sound` bot sees (`Seen`: its seat's view in the shapes it reads, built once a
decision) and how it reckons from it: its rivals and their reach, the targets near a force, the
gold it keeps back, the endurance it never risks, a guardian's fight (rule 28 ii). Only from
`view(state, seat)` and the public ruleset (`kingdom.rules.bots.sound`, docs/bots.md)."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from kingdom.rules.ruleset import Ruleset

HORIZON = 8  # turns of tax a square is valued at (fewer when the game ends sooner)
WAGE_ROUNDS = 2  # battles' wages of all its pieces it keeps gold for
RESERVE = 50  # gold kept beyond the dues in sight, for wages and fortune's bills
ENDURANCE_FLOOR = 4  # endurance it keeps beyond fortune's drain for the rounds left
DRAIN_ROUNDS = 3  # fortune takes about a point of endurance every this many rounds (rule 7)


@functools.lru_cache(maxsize=1024)
def _xy(square: str) -> tuple[int, int]:
    """Grid coordinates of a square's name (`K14` → (10, 14))."""
    return ord(square[0]) - ord("A"), int(square[1:])


def distance(a: str, b: str) -> int:
    """Orthogonal steps between two squares, rivers and terrain ignored: a cheap reach."""
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    return abs(ax - bx) + abs(ay - by)


@functools.lru_cache(maxsize=4096)
def guardian_odds(mine: int, theirs: int, faces: int) -> float:
    """The chance that a challenger with `mine` endurance to spare slays a guardian with
    `theirs` (rule 28 ii: both roll the card's die, the higher takes the difference off the
    other; ties roll again) before losing all of it."""
    if theirs <= 0:
        return 1.0
    if mine <= 0:
        return 0.0
    decisive = faces * faces - faces
    total = 0.0
    for c in range(1, faces + 1):
        for g in range(1, faces + 1):
            if c > g:
                total += guardian_odds(mine, theirs - (c - g), faces)
            elif g > c:
                total += guardian_odds(mine - (g - c), theirs, faces)
    return total / decisive


@dataclass
class Seen:
    """What the seat sees, in the shapes the bot reads: built once a decision from `view`."""

    seat: int
    data: dict[str, Any]
    rs: Ruleset
    threat_memo: dict[str, int] = field(default_factory=dict)
    nearest_memo: dict[tuple[int, str], int | None] = field(default_factory=dict)
    targets_memo: dict[int, list[tuple[int, int]]] = field(default_factory=dict)

    @property
    def me(self) -> dict[str, Any]:
        player: dict[str, Any] = self.data["players"][self.seat]
        return player

    @functools.cached_property
    def allies(self) -> set[int]:
        return {
            b if a == self.seat else a for a, b in self.data["alliances"] if self.seat in (a, b)
        }

    @functools.cached_property
    def rivals(self) -> list[dict[str, Any]]:
        return [
            p
            for p in self.data["players"]
            if p["seat"] != self.seat and not p["eliminated"] and p["seat"] not in self.allies
        ]

    @functools.cached_property
    def enemy_stacks(self) -> list[tuple[int, str, int, int]]:
        """(seat, square, knights, footsoldiers) of every rival's military pieces."""
        board = self.rs.board
        return [
            (p["seat"], board.node_square(node), s["knights"], s["footsoldiers"])
            for p in self.rivals
            for node, s in p["stacks"].items()
            if s["knights"] or s["footsoldiers"]
        ]

    @functools.cached_property
    def untaken(self) -> list[str]:
        """Villages and castles (Camelot aside) neither it nor an ally holds."""
        board = self.rs.board
        squares = [v.square for v in board.villages] + [
            c.square for c in board.castles if not c.camelot
        ]
        friends = {self.seat, *self.allies}
        return [sq for sq in squares if self.data["control"].get(sq) not in friends]

    @property
    def home(self) -> str:
        return self.rs.challenger(self.me["challenger"]).castle

    @property
    def rounds_left(self) -> int:
        limit: int | None = self.data["settings"]["round_limit"]
        turn = self.data["turn"]
        if limit is None or turn is None:
            return HORIZON
        played: int = turn["round"]
        return max(1, limit - played + 1)

    @property
    def horizon(self) -> int:
        return min(HORIZON, self.rounds_left)

    def nearest(self, strength: int, square: str) -> int | None:
        """Steps from `square` to the nearest target of a force of `strength`: a rival stack
        of at most two thirds of it, or a village or castle no friend holds."""
        key = (strength, square)
        if key not in self.nearest_memo:
            targets = self.targets_memo.get(strength)
            if targets is None:
                found = [w for _, w, k, f in self.enemy_stacks if 3 * (k + f) <= 2 * strength]
                targets = [_xy(t) for t in sorted({*found, *self.untaken})]
                self.targets_memo[strength] = targets
            x, y = _xy(square)
            self.nearest_memo[key] = min(
                (abs(x - tx) + abs(y - ty) for tx, ty in targets), default=None
            )
        return self.nearest_memo[key]

    @property
    def floor(self) -> int:
        """Endurance it never risks: the margin and what fortune may still take (rule 7)."""
        return ENDURANCE_FLOOR + self.rounds_left // DRAIN_ROUNDS

    def threat(self, square: str) -> int:
        """The largest force one rival could bring to `square` next turn: knights within their
        move, footsoldiers within theirs (rule 9), summed per rival."""
        found = self.threat_memo.get(square)
        if found is None:
            d = self.rs.defaults
            by_seat: dict[int, int] = {}
            for seat, where, knights, footsoldiers in self.enemy_stacks:
                steps = distance(square, where)
                force = (knights if steps <= d.knight_moves else 0) + (
                    footsoldiers if steps <= d.footsoldier_moves else 0
                )
                by_seat[seat] = by_seat.get(seat, 0) + force
            found = max(by_seat.values(), default=0)
            self.threat_memo[square] = found
        return found

    def stack(self, node: str) -> tuple[int, int]:
        s = self.me["stacks"].get(node)
        return (s["knights"], s["footsoldiers"]) if s else (0, 0)

    def enemies_at(self, node: str) -> list[dict[str, Any]]:
        return [
            p
            for p in self.rivals
            if node in p["stacks"]
            and (p["stacks"][node]["knights"] or p["stacks"][node]["footsoldiers"])
        ]

    def add_one_cards(self) -> int:
        kinds = set(self.rs.cards_of_kind("add_one"))
        return sum(1 for card in self.me["hand"] if card in kinds)

    def tax(self, square: str) -> int:
        board = self.rs.board
        if board.castle_at(square) is None and board.village_at(square) is None:
            return 0
        return self.rs.square_tax(square)

    def piece_value(self, knights: float, footsoldiers: float) -> float:
        d = self.rs.defaults
        return knights * d.knight_price + footsoldiers * d.footsoldier_price

    def wages(self) -> int:
        """What all its pieces set aside if every one of them fought once (rule 17)."""
        d = self.rs.defaults
        return sum(
            s["knights"] * d.knight_wage + s["footsoldiers"] * d.footsoldier_wage
            for s in self.me["stacks"].values()
        )

    def reserve(self) -> int:
        """Gold kept back: the dues of the next turns (cost of allegiance, rule 8), the wages
        of its pieces fighting twice (a siege delayed costs the defender his wages too,
        rules 17–18) and a margin for fortune's bills."""
        dues: int = self.me["cost_of_allegiance"]
        return RESERVE + 3 * dues + WAGE_ROUNDS * self.wages()
