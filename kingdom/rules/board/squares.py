"""The board's value types (house 5): terrain, squares and their names, castles, villages,
mystic sites, rivers and the names of a split square's sides (rule 9 ii, rule 11)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class BoardError(ValueError):
    """A board description that cannot be loaded, or a question about a square it lacks.

    The message names the part of the board and the square: ``"board: river Thames: G17 is
    not orthogonally next to F15"``.
    """


class Terrain(StrEnum):
    """What a square is made of (house 3, house 5)."""

    SEA = "sea"
    """Impassable: no node, no piece (house 5)."""
    PLAIN = "plain"
    """Open land: pieces move at their full allowance (rule 9 i)."""
    FOREST = "forest"
    """Slow (rule 9 iii, house 3)."""
    MARSH = "marsh"
    """Slow (rule 9 iii, house 3)."""
    MOUNTAIN = "mountain"
    """Mountains and hills. Slow (rule 9 iii, house 3)."""

    @property
    def is_slow(self) -> bool:
        """Rule 9 iii: passage across forests, marshes and mountains slows movement."""
        return self in _SLOW


_SLOW = frozenset({Terrain.FOREST, Terrain.MARSH, Terrain.MOUNTAIN})

COMMODITIES: tuple[str, ...] = (
    "gold",
    "silver",
    "iron",
    "barley",
    "wheat",
    "fish",
    "fruit",
    "leather",
    "pottery",
    "textile",
)
"""What a village produces (rule 24)."""

DEFAULT_TAXES: Mapping[str, int] = MappingProxyType(
    {
        "gold": 5,
        "silver": 4,
        "iron": 3,
        "barley": 2,
        "wheat": 2,
        "fish": 2,
        "fruit": 2,
        "leather": 1,
        "pottery": 1,
        "textile": 1,
        "castle": 4,
    }
)
"""Rule 24 as RULES.md section 6 reads it. The engine passes its ruleset's own numbers."""

EDGES: tuple[str, ...] = ("N", "E", "S", "W")
"""The four edges of a square, clockwise from the north."""

_DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # (d column, d row)
_OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
# Half-edges of each edge, clockwise: the cut of a river crossing edge d lies between them.
_HALVES = {"N": (0, 1), "E": (2, 3), "S": (4, 5), "W": (6, 7)}
_HALF_EDGE = ("N", "N", "E", "E", "S", "S", "W", "W")
# The half of the neighbour's opposite edge that touches half h: N-west meets S-west, ...
_MIRROR = (5, 4, 7, 6, 1, 0, 3, 2)
_SQUARE_NAME = re.compile(r"([A-Z])([1-9][0-9]*)")
_MAX_COLUMNS = 26


def square_name(col: int, row: int) -> str:
    """The stable name of the square in column ``col`` and row ``row`` (both from 1): K14."""
    return f"{chr(ord('A') + col - 1)}{row}"


def _parse_square(name: object) -> tuple[int, int] | None:
    if not isinstance(name, str):
        return None
    match = _SQUARE_NAME.fullmatch(name)
    if match is None:
        return None
    return ord(match[1]) - ord("A") + 1, int(match[2])


def _compass(edges: Iterable[str]) -> str:
    found = set(edges)
    return "".join(d for d in "NS" if d in found) + "".join(d for d in "EW" if d in found)


def _arcs(entry: str, exit_: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The two arcs of half-edges cut by a river entering by ``entry`` and leaving by ``exit_``."""
    arcs = []
    for start_edge, stop_edge in ((entry, exit_), (exit_, entry)):
        half, stop = _HALVES[start_edge][1], _HALVES[stop_edge][0]
        arc = [half]
        while half != stop:
            half = (half + 1) % 8
            arc.append(half)
        arcs.append(tuple(arc))
    return arcs[0], arcs[1]


def _arc_name(arc: tuple[int, ...]) -> str:
    full = [edge for edge in EDGES if all(h in arc for h in _HALVES[edge])]
    return _compass(full) if full else _compass(_HALF_EDGE[h] for h in arc)


def side_names(entry: str, exit_: str) -> tuple[str, str]:
    """The names of the two sides of a square the river enters by ``entry``, leaves by ``exit_``.

    Sorted: ``side_names("W", "E") == ("N", "S")``, ``side_names("N", "E") == ("NE", "SW")``.
    """
    if entry not in _HALVES or exit_ not in _HALVES or entry == exit_:
        raise BoardError(f"board: a river cannot enter by {entry!r} and leave by {exit_!r}")
    first, second = _arcs(entry, exit_)
    names = sorted((_arc_name(first), _arc_name(second)))
    return names[0], names[1]


@dataclass(frozen=True, slots=True)
class Square:
    """One square of the grid (house 5). ``col`` and ``row`` count from 1; ``A`` is column 1."""

    name: str
    col: int
    row: int
    terrain: Terrain

    @property
    def is_land(self) -> bool:
        """House 5: sea squares are impassable; every other square is land."""
        return self.terrain is not Terrain.SEA

    @property
    def is_slow(self) -> bool:
        """Rule 9 iii, house 3: forest, marsh and mountain slow movement to 1 square a turn."""
        return self.terrain.is_slow


@dataclass(frozen=True, slots=True)
class Castle:
    """A castle (rules 18, 19, 24): Camelot, or a Royal Challenger's home castle (rule 4 v)."""

    square: str
    name: str
    camelot: bool = False


@dataclass(frozen=True, slots=True)
class Village:
    """A commodity-producing village (rules 20, 24). ``commodity`` is one of COMMODITIES."""

    square: str
    name: str
    commodity: str


@dataclass(frozen=True, slots=True)
class MysticSite:
    """A mystic site, a ring of standing stones (rules 4 viii, 27): only Royal Challengers."""

    square: str
    name: str


@dataclass(frozen=True, slots=True)
class River:
    """A river (rule 9 ii, rule 11): squares from the source down to the mouth.

    ``squares[0]`` is the source, where the river rises: it is not split. ``mouth`` is the edge
    (N, E, S or W) of the last square that faces the sea. ``bridges`` are river squares (never
    the source) where both sides are one and pieces may cross.
    """

    name: str
    squares: tuple[str, ...]
    mouth: str
    bridges: tuple[str, ...] = ()

    @property
    def source(self) -> str:
        """The square where the river rises."""
        return self.squares[0]

    def splits(self, square: str) -> bool:
        """Rule 9 ii: is ``square`` cut in two by this river (on it, not its source, no bridge)?"""
        return square in self.squares[1:] and square not in self.bridges


def _name_at(col: int, row: int) -> str:
    """``square_name`` for any column, even off the board (a lookup then finds nothing)."""
    if 1 <= col <= _MAX_COLUMNS:
        return square_name(col, row)
    return f"?{col},{row}"
