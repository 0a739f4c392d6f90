"""The board of Arthurian Britain: squares, terrain, features, rivers and river sides.

House 5 (RULES.md section 10): the printed board is not in the rulebook, so the project keeps
its own board in ``fixtures/board.json``. This module loads it into frozen value types, derives
the movement graph once, and checks the properties the rules rely on. Standard library only:
the engine, the API and the admin all load the board through :meth:`Board.from_dict`.

Squares
    A square grid; columns are letters (``A`` = column 1), rows are numbered from 1 in the
    north. A square's stable name is column letter + row number (``K14``); the API and the
    record card use it.

Rivers and their sides (rule 9 ii, rule 11)
    A river is a path of orthogonally consecutive squares from its *source* (the first square:
    the river rises there and does not split it) to its last square, whose ``mouth`` edge faces
    the sea. Every other river square is split by the river into two *sides*, unless it holds a
    bridge: "military pieces can only move across rivers via squares containing bridges", and
    forces on the two sides of a square without a bridge are not in contact.

    The model: the river enters a split square through the middle of one edge (towards the
    previous square) and leaves through the middle of another (towards the next square, or the
    mouth edge). Each square has 8 half-edges, clockwise from the north-west::

        0 N-west  1 N-east  2 E-north  3 E-south  4 S-east  5 S-west  6 W-south  7 W-north

    The two cut points split this ring into two arcs; each arc is one side. A side is named by
    the full edges it contains (a river from W to E gives sides ``N`` and ``S``), or, when it
    contains no full edge, by its corner (a bend from N to E gives sides ``NE`` and ``SW``).

Nodes
    A piece stands on a *node*: ``"K14"`` for an unsplit land square, ``"K14/N"`` for a side of
    a split square. Sea squares have no node (house 5: the sea is impassable). Two orthogonally
    adjacent land squares P and Q are joined half-edge by half-edge: the node of P owning a half
    of their common edge is a neighbour of the node of Q owning the matching half.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

__all__ = [
    "COMMODITIES",
    "DEFAULT_TAXES",
    "EDGES",
    "Board",
    "BoardError",
    "Castle",
    "MysticSite",
    "River",
    "Square",
    "Terrain",
    "Village",
    "ascii_map",
    "check_properties",
    "side_names",
    "square_name",
    "starting_incomes",
]


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


@dataclass(frozen=True, slots=True)
class Board:
    """The whole board (house 5), validated and with its movement graph derived at creation.

    Build it with :meth:`from_dict`; constructing it directly validates it the same way and
    raises :class:`BoardError`. Everything is keyed by square name (``"K14"``) or node name
    (``"K14"`` or ``"K14/N"``). Boards are immutable, comparable and hashable.
    """

    name: str
    legend: tuple[tuple[str, Terrain], ...]
    terrain_map: tuple[str, ...]
    rivers: tuple[River, ...]
    castles: tuple[Castle, ...]
    villages: tuple[Village, ...]
    mystic_sites: tuple[MysticSite, ...]
    _squares: dict[str, Square] = field(init=False, repr=False, compare=False)
    _features: dict[str, Castle | Village | MysticSite] = field(
        init=False, repr=False, compare=False
    )
    _river_at: dict[str, River] = field(init=False, repr=False, compare=False)
    _sides: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _neighbours: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _nodes: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _node_squares: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        squares = _build_squares(self.legend, self.terrain_map)
        river_at = _validate_rivers(self.rivers, squares)
        object.__setattr__(self, "_squares", squares)
        object.__setattr__(self, "_river_at", river_at)
        features = _validate_features(self, squares, river_at)
        object.__setattr__(self, "_features", features)
        owners = _half_edge_owners(self, squares)
        sides = {
            name: tuple(sorted(set(owners[name]))) if name in owners else () for name in squares
        }
        object.__setattr__(self, "_sides", sides)
        object.__setattr__(self, "_nodes", tuple(node for name in squares for node in sides[name]))
        object.__setattr__(self, "_neighbours", _link(squares, owners))
        object.__setattr__(
            self, "_node_squares", {node: node.split("/", 1)[0] for node in self._nodes}
        )

    # ----------------------------------------------------------------- loading and saving

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Board:
        """Load and validate a board from its JSON form (``fixtures/board.json``).

        Raises :class:`BoardError` naming the square and the problem, e.g.
        ``"board: river Thames: G17 is not orthogonally next to F15"``.
        """
        if not isinstance(data, Mapping):
            raise BoardError("board: expected an object")
        _check_keys(data, "board", required=_BOARD_KEYS, optional=())
        name = _string(data, "name", "board")
        legend_data = data["legend"]
        if not isinstance(legend_data, Mapping) or not legend_data:
            raise BoardError("board: legend must map characters to terrains")
        legend = []
        for char, terrain in legend_data.items():
            if not isinstance(char, str) or len(char) != 1:
                raise BoardError(f"board: legend: {char!r} is not a single character")
            if terrain not in _TERRAINS:
                raise BoardError(
                    f"board: legend: {terrain!r} is not a terrain ({', '.join(_TERRAINS)})"
                )
            legend.append((char, Terrain(terrain)))
        terrain_map = data["terrain"]
        if not isinstance(terrain_map, list) or not all(isinstance(r, str) for r in terrain_map):
            raise BoardError("board: terrain must be a list of strings, one per row")
        return cls(
            name=name,
            legend=tuple(legend),
            terrain_map=tuple(terrain_map),
            rivers=tuple(_river_from(item) for item in _objects(data, "rivers")),
            castles=tuple(_castle_from(item) for item in _objects(data, "castles")),
            villages=tuple(_village_from(item) for item in _objects(data, "villages")),
            mystic_sites=tuple(_site_from(item) for item in _objects(data, "mystic_sites")),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``Board.from_dict(board.to_dict()) == board``."""
        return {
            "name": self.name,
            "legend": {char: terrain.value for char, terrain in self.legend},
            "terrain": list(self.terrain_map),
            "rivers": [
                {
                    "name": river.name,
                    "squares": list(river.squares),
                    "mouth": river.mouth,
                    "bridges": list(river.bridges),
                }
                for river in self.rivers
            ],
            "castles": [
                {"square": c.square, "name": c.name, "camelot": c.camelot} for c in self.castles
            ],
            "villages": [
                {"square": v.square, "name": v.name, "commodity": v.commodity}
                for v in self.villages
            ],
            "mystic_sites": [{"square": s.square, "name": s.name} for s in self.mystic_sites],
        }

    # ----------------------------------------------------------------------------- squares

    @property
    def columns(self) -> int:
        """Number of columns (A, B, ...)."""
        return len(self.terrain_map[0])

    @property
    def rows(self) -> int:
        """Number of rows, numbered from 1 in the north."""
        return len(self.terrain_map)

    @property
    def squares(self) -> tuple[Square, ...]:
        """Every square, sea included, in reading order (row 1 first, west to east)."""
        return tuple(self._squares.values())

    @property
    def land_squares(self) -> tuple[str, ...]:
        """Names of every land square (house 5: everything but sea), in reading order."""
        return tuple(name for name, sq in self._squares.items() if sq.is_land)

    def square(self, name: str) -> Square:
        """The square called ``name``; :class:`BoardError` if the board has none."""
        try:
            return self._squares[name]
        except (KeyError, TypeError):
            raise BoardError(f"board: no square {name!r}") from None

    def terrain(self, square_name: str) -> Terrain:
        """The terrain of a square."""
        return self.square(square_name).terrain

    def is_land(self, square_name: str) -> bool:
        """House 5: sea squares are impassable."""
        return self.square(square_name).is_land

    def is_slow(self, square_name: str) -> bool:
        """Rule 9 iii, house 3: forest, marsh and mountain (a move there is 1 square)."""
        return self.square(square_name).is_slow

    def adjacent_squares(self, square_name: str) -> tuple[str, ...]:
        """The orthogonally adjacent land squares, ignoring rivers (sorted by name).

        This is "adjacent square" as the rules use it (rule 27 ii: forces may wait on a square
        adjacent to a mystic site; rule 28 iv: a challenger retreats to an adjacent square).
        For movement, which respects rivers, use :meth:`neighbours`.
        """
        square = self.square(square_name)
        found = []
        for dcol, drow in _DELTA.values():
            other = self._squares.get(_name_at(square.col + dcol, square.row + drow))
            if other is not None and other.is_land:
                found.append(other.name)
        return tuple(sorted(found))

    # --------------------------------------------------------------------------- features

    def castle_at(self, square_name: str) -> Castle | None:
        """The castle on a square, if any."""
        feature = self._features.get(square_name)
        return feature if isinstance(feature, Castle) else None

    def village_at(self, square_name: str) -> Village | None:
        """The village on a square, if any."""
        feature = self._features.get(square_name)
        return feature if isinstance(feature, Village) else None

    def mystic_site_at(self, square_name: str) -> MysticSite | None:
        """The mystic site on a square, if any (rule 27)."""
        feature = self._features.get(square_name)
        return feature if isinstance(feature, MysticSite) else None

    def castle_named(self, name: str) -> Castle | None:
        """The castle called ``name`` (challengers name their home castle), if any."""
        return next((c for c in self.castles if c.name == name), None)

    def village_named(self, name: str) -> Village | None:
        """The village called ``name`` (challengers name their villages), if any."""
        return next((v for v in self.villages if v.name == name), None)

    @property
    def camelot(self) -> Castle:
        """Castle Camelot (rule 19). :class:`BoardError` if the board has none."""
        for castle in self.castles:
            if castle.camelot:
                return castle
        raise BoardError("board: there is no Camelot castle")

    # ------------------------------------------------------------------ rivers and nodes

    def river_at(self, square_name: str) -> River | None:
        """The river flowing through a square (source, bridge or split), if any."""
        return self._river_at.get(square_name)

    def is_bridge(self, square_name: str) -> bool:
        """Rule 9 ii: does the square hold a bridge, where pieces cross the river?"""
        river = self._river_at.get(square_name)
        return river is not None and square_name in river.bridges

    def is_split(self, square_name: str) -> bool:
        """Rule 11: is the square cut in two by a river (two sides not in contact)?"""
        return len(self.sides(square_name)) == 2

    @property
    def nodes(self) -> tuple[str, ...]:
        """Every land node in reading order: ``"K14"``, or ``"K14/N"`` and ``"K14/S"``."""
        return self._nodes

    def sides(self, square_name: str) -> tuple[str, ...]:
        """The nodes of a square: one if unsplit, two if split by a river, none if sea."""
        try:
            return self._sides[square_name]
        except (KeyError, TypeError):
            raise BoardError(f"board: no square {square_name!r}") from None

    def is_node(self, node: str) -> bool:
        """Is ``node`` a land square or a river side of this board (``"K14"``, ``"K14/N"``)?"""
        return isinstance(node, str) and node in self._neighbours

    def node_square(self, node: str) -> str:
        """The square a node lies on: ``node_square("K14/N") == "K14"``.

        :class:`BoardError` if ``node`` is not a node of this board (check with :meth:`is_node`).
        """
        try:
            return self._node_squares[node]
        except (KeyError, TypeError):
            raise BoardError(f"board: no node {node!r}") from None

    def node_side(self, node: str) -> str | None:
        """The side of a split square a node is (``"N"``, ``"SW"``, ...), None if unsplit."""
        self.node_square(node)
        return node.split("/", 1)[1] if "/" in node else None

    def neighbours(self, node: str) -> tuple[str, ...]:
        """Nodes one orthogonal step away (rule 9 i, ii), sorted; precomputed, O(1).

        Crossing a river is only possible at a bridge or round its source (rule 9 ii): the two
        sides of a split square are never neighbours, and each borders only the nodes on its
        own bank.
        """
        try:
            return self._neighbours[node]
        except (KeyError, TypeError):
            raise BoardError(f"board: no node {node!r}") from None


def _name_at(col: int, row: int) -> str:
    """``square_name`` for any column, even off the board (a lookup then finds nothing)."""
    if 1 <= col <= _MAX_COLUMNS:
        return square_name(col, row)
    return f"?{col},{row}"


# --------------------------------------------------------------------------------- loading

_BOARD_KEYS = ("name", "legend", "terrain", "rivers", "castles", "villages", "mystic_sites")
_TERRAINS = tuple(t.value for t in Terrain)


def _check_keys(
    obj: Mapping[str, Any], where: str, required: Sequence[str], optional: Sequence[str]
) -> None:
    for key in obj:
        if key not in required and key not in optional:
            raise BoardError(f"{where}: unknown key {key!r}")
    for key in required:
        if key not in obj:
            raise BoardError(f"{where}: missing key {key!r}")


def _string(obj: Mapping[str, Any], key: str, where: str) -> str:
    value = obj[key]
    if not isinstance(value, str) or not value:
        raise BoardError(f"{where}: {key!r} must be a non-empty string")
    return value


def _strings(obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = obj[key]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise BoardError(f"{where}: {key!r} must be a list of square names")
    return tuple(value)


def _objects(data: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        raise BoardError(f"board: {key!r} must be a list of objects")
    return value


def _where(item: Mapping[str, Any], kind: str) -> str:
    name = item.get("name")
    where = f"board: {kind}" if not isinstance(name, str) else f"board: {kind} {name}"
    return where


def _river_from(item: Mapping[str, Any]) -> River:
    where = _where(item, "river")
    _check_keys(item, where, required=("name", "squares", "mouth"), optional=("bridges",))
    return River(
        name=_string(item, "name", where),
        squares=_strings(item, "squares", where),
        mouth=_string(item, "mouth", where),
        bridges=_strings(item, "bridges", where) if "bridges" in item else (),
    )


def _castle_from(item: Mapping[str, Any]) -> Castle:
    where = _where(item, "castle")
    _check_keys(item, where, required=("square", "name"), optional=("camelot",))
    camelot = item.get("camelot", False)
    if not isinstance(camelot, bool):
        raise BoardError(f"{where}: 'camelot' must be true or false")
    return Castle(_string(item, "square", where), _string(item, "name", where), camelot)


def _village_from(item: Mapping[str, Any]) -> Village:
    where = _where(item, "village")
    _check_keys(item, where, required=("square", "name", "commodity"), optional=())
    return Village(
        _string(item, "square", where),
        _string(item, "name", where),
        _string(item, "commodity", where),
    )


def _site_from(item: Mapping[str, Any]) -> MysticSite:
    where = _where(item, "mystic site")
    _check_keys(item, where, required=("square", "name"), optional=())
    return MysticSite(_string(item, "square", where), _string(item, "name", where))


def _build_squares(
    legend: tuple[tuple[str, Terrain], ...], terrain_map: tuple[str, ...]
) -> dict[str, Square]:
    chars = dict(legend)
    if len(chars) != len(legend):
        raise BoardError("board: legend: a character is listed twice")
    if not terrain_map or not terrain_map[0]:
        raise BoardError("board: terrain map is empty")
    columns = len(terrain_map[0])
    if columns > _MAX_COLUMNS:
        raise BoardError(f"board: {columns} columns, at most {_MAX_COLUMNS} (A to Z)")
    squares: dict[str, Square] = {}
    for row, line in enumerate(terrain_map, start=1):
        if len(line) != columns:
            raise BoardError(
                f"board: terrain row {row} has {len(line)} squares, expected {columns}"
            )
        for col, char in enumerate(line, start=1):
            name = square_name(col, row)
            if char not in chars:
                raise BoardError(f"board: terrain: {char!r} at {name} is not in the legend")
            squares[name] = Square(name, col, row, chars[char])
    return squares


def _step(squares: Mapping[str, Square], name: str, edge: str) -> Square | None:
    square = squares[name]
    dcol, drow = _DELTA[edge]
    return squares.get(_name_at(square.col + dcol, square.row + drow))


def _edge_towards(squares: Mapping[str, Square], src: str, dst: str) -> str | None:
    for edge in EDGES:
        other = _step(squares, src, edge)
        if other is not None and other.name == dst:
            return edge
    return None


def _validate_rivers(rivers: tuple[River, ...], squares: Mapping[str, Square]) -> dict[str, River]:
    river_at: dict[str, River] = {}
    names: set[str] = set()
    for river in rivers:
        where = f"board: river {river.name}"
        if river.name in names:
            raise BoardError(f"board: two rivers are called {river.name}")
        names.add(river.name)
        if len(river.squares) < 2:
            raise BoardError(f"{where}: needs at least 2 squares (a source and a mouth)")
        previous: str | None = None
        for name in river.squares:
            _require_land(squares, name, where)
            if name in river_at:
                other = river_at[name]
                if other is river:
                    raise BoardError(f"{where}: {name} appears twice")
                raise BoardError(f"{where}: {name} is already on river {other.name}")
            if previous is not None and _edge_towards(squares, previous, name) is None:
                raise BoardError(f"{where}: {name} is not orthogonally next to {previous}")
            river_at[name] = river
            previous = name
        last = river.squares[-1]
        if river.mouth not in _DELTA:
            raise BoardError(f"{where}: mouth {river.mouth!r} is not one of N, E, S, W")
        outlet = _step(squares, last, river.mouth)
        if outlet is None:
            raise BoardError(f"{where}: mouth {river.mouth} of {last} faces the edge of the board")
        if outlet.is_land:
            raise BoardError(
                f"{where}: mouth {river.mouth} of {last} faces {outlet.name}, which is not sea"
            )
        seen: set[str] = set()
        for bridge in river.bridges:
            if bridge in seen:
                raise BoardError(f"{where}: bridge {bridge} is listed twice")
            seen.add(bridge)
            if bridge not in river.squares:
                raise BoardError(f"{where}: bridge {bridge} is not on the river")
            if bridge == river.source:
                raise BoardError(f"{where}: bridge {bridge} is the source, which is not split")
    return river_at


def _require_land(squares: Mapping[str, Square], name: str, where: str) -> None:
    if _parse_square(name) is None:
        raise BoardError(f"{where}: {name!r} is not a square name")
    square = squares.get(name)
    if square is None:
        raise BoardError(f"{where}: {name} is not on the board")
    if not square.is_land:
        raise BoardError(f"{where}: {name} is sea")


def _validate_features(
    board: Board, squares: Mapping[str, Square], river_at: Mapping[str, River]
) -> dict[str, Castle | Village | MysticSite]:
    features: dict[str, Castle | Village | MysticSite] = {}
    names: dict[tuple[str, str], str] = {}
    items: list[tuple[str, Castle | Village | MysticSite]] = [
        *(("castle", c) for c in board.castles),
        *(("village", v) for v in board.villages),
        *(("mystic site", s) for s in board.mystic_sites),
    ]
    for kind, feature in items:
        where = f"board: {kind} {feature.name}"
        _require_land(squares, feature.square, where)
        group = "site" if kind == "mystic site" else "seat"  # castles and villages share names
        if (group, feature.name) in names:
            raise BoardError(f"{where}: the name is used twice")
        names[(group, feature.name)] = feature.square
        if feature.square in features:
            other = features[feature.square]
            raise BoardError(f"{where}: {feature.square} already holds {_kind(other)} {other.name}")
        river = river_at.get(feature.square)
        if river is not None and river.splits(feature.square):
            raise BoardError(f"{where}: {feature.square} is split by river {river.name}")
        if isinstance(feature, Village) and feature.commodity not in COMMODITIES:
            raise BoardError(
                f"{where}: {feature.commodity!r} is not a commodity ({', '.join(COMMODITIES)})"
            )
        features[feature.square] = feature
    camelots = [c.name for c in board.castles if c.camelot]
    if len(camelots) > 1:
        raise BoardError(f"board: {len(camelots)} castles are Camelot: {', '.join(camelots)}")
    return features


def _kind(feature: Castle | Village | MysticSite) -> str:
    if isinstance(feature, Castle):
        return "castle"
    if isinstance(feature, Village):
        return "village"
    return "mystic site"


def _half_edge_owners(board: Board, squares: Mapping[str, Square]) -> dict[str, tuple[str, ...]]:
    """For every land square, the node owning each of its 8 half-edges."""
    owners: dict[str, tuple[str, ...]] = {
        name: (name,) * 8 for name, square in squares.items() if square.is_land
    }
    for river in board.rivers:
        path = river.squares
        for index in range(1, len(path)):
            name = path[index]
            if not river.splits(name):
                continue
            entry = _edge_towards(squares, name, path[index - 1])
            exit_ = (
                river.mouth
                if index == len(path) - 1
                else _edge_towards(squares, name, path[index + 1])
            )
            assert entry is not None and exit_ is not None  # checked by _validate_rivers
            owner = list(owners[name])
            for arc in _arcs(entry, exit_):
                node = f"{name}/{_arc_name(arc)}"
                for half in arc:
                    owner[half] = node
            owners[name] = tuple(owner)
    return owners


def _link(
    squares: Mapping[str, Square], owners: Mapping[str, tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    """The movement graph: join adjacent land squares half-edge by half-edge."""
    links: dict[str, set[str]] = {node: set() for own in owners.values() for node in own}
    for name, own in owners.items():
        for edge in ("E", "S"):  # each shared edge once
            other = _step(squares, name, edge)
            if other is None or other.name not in owners:
                continue
            for half in _HALVES[edge]:
                mine, theirs = own[half], owners[other.name][_MIRROR[half]]
                links[mine].add(theirs)
                links[theirs].add(mine)
    return {node: tuple(sorted(found)) for node, found in links.items()}


# ------------------------------------------------------------------------------ properties


def _reachable(
    board: Board, start: str, avoid: frozenset[str] | set[str] = frozenset()
) -> set[str]:
    """Nodes reachable from ``start`` by steps between neighbours, never entering ``avoid``."""
    seen = {start}
    queue = deque([start])
    while queue:
        for other in board.neighbours(queue.popleft()):
            if other not in seen and board.node_square(other) not in avoid:
                seen.add(other)
                queue.append(other)
    return seen


def starting_incomes(
    board: Board,
    challengers: Iterable[Mapping[str, Any]],
    taxes: Mapping[str, int] = DEFAULT_TAXES,
) -> dict[str, int]:
    """Each challenger's starting Tax Due (rule 4 vi, rule 24): home castle + three villages.

    Keyed by challenger ``key``. Villages the board lacks count nothing
    (:func:`check_properties` reports them).
    """
    incomes = {}
    for challenger in challengers:
        total = taxes.get("castle", 0)
        for name in challenger.get("villages", ()):
            village = board.village_named(name) if isinstance(name, str) else None
            if village is not None:
                total += taxes.get(village.commodity, 0)
        incomes[str(challenger.get("key"))] = total
    return incomes


def check_properties(
    board: Board,
    challengers: Sequence[Mapping[str, Any]],
    taxes: Mapping[str, int] = DEFAULT_TAXES,
) -> list[str]:
    """The violations of RULES.md section 10 (house 5) by a board and its challengers.

    ``challengers`` is the list in ``fixtures/challengers.json``: mappings with ``key``,
    ``name``, ``colour``, ``castle`` and ``villages`` (castle and villages by name). ``taxes``
    maps each commodity and ``"castle"`` to its tax (rule 24); the engine passes its
    ruleset's numbers. Returns human-readable messages; an empty list means the board is fit
    to play on.
    """
    problems: list[str] = []
    problems += _check_land(board)
    problems += _check_castles(board, challengers)
    problems += _check_villages(board, challengers, taxes)
    problems += _check_mystic_sites(board)
    problems += _check_rivers(board)
    problems += _check_features(board)
    return problems


def _check_land(board: Board) -> list[str]:
    problems = []
    nodes = board.nodes
    if not nodes:
        return ["house 5: the board has no land"]
    reached = _reachable(board, nodes[0])
    missing = [node for node in nodes if node not in reached]
    if missing:
        problems.append(
            f"house 5: the land is not one connected region: {len(missing)} of {len(nodes)} "
            f"nodes cannot be reached from {nodes[0]}, e.g. {', '.join(missing[:5])}"
        )
    # Rules 19 and 27 ii: military pieces never enter Camelot or a mystic site, so those
    # squares must not be the only way into some other part of the land.
    blocked = {s.square for s in board.mystic_sites} | {
        c.square for c in board.castles if c.camelot
    }
    open_nodes = [node for node in nodes if board.node_square(node) not in blocked]
    if open_nodes and not missing:
        reached = _reachable(board, open_nodes[0], avoid=blocked)
        cut_off = [node for node in open_nodes if node not in reached]
        if cut_off:
            problems.append(
                f"rules 19, 27 ii: military pieces cannot reach {', '.join(cut_off[:5])} "
                f"from {open_nodes[0]} without passing Camelot or a mystic site"
            )
    present = {board.terrain(name) for name in board.land_squares}
    for terrain in (Terrain.FOREST, Terrain.MARSH, Terrain.MOUNTAIN):
        if terrain not in present:
            problems.append(f"house 5: no {terrain.value} square (rule 9 iii needs one)")
    return problems


def _check_castles(board: Board, challengers: Sequence[Mapping[str, Any]]) -> list[str]:
    problems = []
    if len(board.castles) != 7:
        problems.append(
            f"house 5: {len(board.castles)} castles, expected 7 "
            "(Camelot and a home castle for each of the six challengers)"
        )
    camelots = [c for c in board.castles if c.camelot]
    if len(camelots) != 1:
        problems.append(f"house 5: {len(camelots)} Camelot castles, expected 1")
    else:
        problems += _check_camelot_central(board, camelots[0])
    if len(challengers) != 6:
        problems.append(f"house 5: {len(challengers)} challengers, expected 6")
    keys = [c.get("key") for c in challengers]
    for key in sorted({k for k in keys if keys.count(k) > 1}, key=str):
        problems.append(f"house 5: two challengers have the key {key!r}")
    colours = [str(c.get("colour", "")).lower() for c in challengers]
    for colour in sorted({c for c in colours if colours.count(c) > 1}):
        problems.append(f"house 5: two challengers have the colour {colour!r}")
    homes: dict[str, str] = {}
    for challenger in challengers:
        key, castle_name = challenger.get("key"), challenger.get("castle")
        castle = board.castle_named(castle_name) if isinstance(castle_name, str) else None
        if castle is None:
            problems.append(
                f"house 5: challenger {key}: castle {castle_name!r} is not on the board"
            )
        elif castle.camelot:
            problems.append(f"rule 19: challenger {key}: Camelot cannot be a home castle")
        elif castle.name in homes:
            problems.append(
                f"house 5: castle {castle.name} is home to both {homes[castle.name]} and {key}"
            )
        else:
            homes[castle.name] = str(key)
    for castle in board.castles:
        if not castle.camelot and castle.name not in homes:
            problems.append(f"house 5: castle {castle.name} ({castle.square}) is no one's home")
    arthur = next((c for c in challengers if c.get("key") == "arthur"), None)
    if arthur is None:
        problems.append("rule 4 v: there is no King Arthur (challenger key 'arthur')")
    elif arthur.get("castle") != "Caerlon":
        problems.append(
            f"rule 4 v: King Arthur's home castle is {arthur.get('castle')!r}, not Caerlon"
        )
    if board.castle_named("Tintagel") is None:
        problems.append("rule 4 vi: there is no castle named Tintagel")
    return problems


def _check_camelot_central(board: Board, camelot: Castle) -> list[str]:
    """House 5: Camelot near the centre of the land.

    Near means within a quarter of the land's extent of its centre of mass, on both axes.
    """
    land = [board.square(name) for name in board.land_squares]
    if not land:
        return []
    mid_col = sum(s.col for s in land) / len(land)
    mid_row = sum(s.row for s in land) / len(land)
    width = max(s.col for s in land) - min(s.col for s in land) + 1
    height = max(s.row for s in land) - min(s.row for s in land) + 1
    square = board.square(camelot.square)
    if abs(square.col - mid_col) > width / 4 or abs(square.row - mid_row) > height / 4:
        centre = square_name(round(mid_col), round(mid_row))
        return [
            f"house 5: Camelot ({camelot.square}) is far from the centre of the land ({centre})"
        ]
    return []


def _check_villages(
    board: Board, challengers: Sequence[Mapping[str, Any]], taxes: Mapping[str, int]
) -> list[str]:
    problems = []
    owner: dict[str, str] = {}
    for challenger in challengers:
        key = challenger.get("key")
        names = challenger.get("villages")
        if not isinstance(names, list) or len(names) != 3:
            count = len(names) if isinstance(names, list) else 0
            problems.append(f"house 5: challenger {key} has {count} villages, expected 3")
            names = names if isinstance(names, list) else []
        for name in names:
            if not isinstance(name, str) or board.village_named(name) is None:
                problems.append(f"house 5: challenger {key}: village {name!r} is not on the board")
            elif name in owner:
                problems.append(f"house 5: village {name} belongs to both {owner[name]} and {key}")
            else:
                owner[name] = str(key)
    neutral = [v for v in board.villages if v.name not in owner]
    if not neutral:
        problems.append("house 5: no village is neutral at the start")
    gold = [v for v in board.villages if v.commodity == "gold"]
    if len(gold) != 1:
        problems.append(f"house 5: {len(gold)} gold villages, expected exactly 1")
    for village in gold:
        if village.name in owner:
            problems.append(
                f"house 5: the gold village {village.name} belongs to {owner[village.name]}; "
                "it must be neutral"
            )
    present = {v.commodity for v in board.villages}
    for commodity in COMMODITIES:
        if commodity not in present:
            problems.append(f"house 5: no {commodity} village (every commodity must appear)")
    for name in (*COMMODITIES, "castle"):
        if name not in taxes:
            problems.append(f"rule 24: no tax for {name}")
    incomes = starting_incomes(board, challengers, taxes)
    if incomes and max(incomes.values()) - min(incomes.values()) > 2:
        listed = ", ".join(f"{key} {gold}" for key, gold in incomes.items())
        spread = max(incomes.values()) - min(incomes.values())
        problems.append(
            f"house 5: starting tax incomes differ by {spread} gold, at most 2 ({listed})"
        )
    return problems


def _check_mystic_sites(board: Board) -> list[str]:
    problems = []
    sites = board.mystic_sites
    if len(sites) != 9:
        problems.append(f"rule 4 viii: {len(sites)} mystic sites, expected 9")
    camelot = next((c for c in board.castles if c.camelot), None)
    for site in sites:
        around = board.adjacent_squares(site.square)
        for other in around:
            neighbour = board.mystic_site_at(other)
            if neighbour is not None and site.square < other:
                problems.append(
                    f"house 5: mystic sites {site.name} ({site.square}) and "
                    f"{neighbour.name} ({other}) are adjacent"
                )
        if camelot is not None and camelot.square in around:
            problems.append(f"house 5: mystic site {site.name} ({site.square}) is next to Camelot")
        waiting = [
            sq
            for sq in around
            if board.mystic_site_at(sq) is None and (camelot is None or sq != camelot.square)
        ]
        if not waiting:
            problems.append(
                f"rule 27 ii: mystic site {site.name} ({site.square}) has no adjacent square "
                "where forces may wait"
            )
    return problems


def _check_rivers(board: Board) -> list[str]:
    problems = []
    if len(board.rivers) < 2:
        problems.append(f"house 5: {len(board.rivers)} rivers, expected at least 2")
    for river in board.rivers:
        if len(river.bridges) < 3:
            problems.append(
                f"house 5: river {river.name} has {len(river.bridges)} bridges, expected 3 or more"
            )
    return problems


def _check_features(board: Board) -> list[str]:
    """Features on land, one per square, off rivers (a village may stand on a bridge)."""
    problems = []
    seen: dict[str, str] = {}
    features: list[Castle | Village | MysticSite] = [
        *board.castles,
        *board.villages,
        *board.mystic_sites,
    ]
    for feature in features:
        label = f"{_kind(feature)} {feature.name}"
        if not board.is_land(feature.square):
            problems.append(f"house 5: {label} ({feature.square}) is on the sea")
        if feature.square in seen:
            problems.append(f"house 5: {label} shares {feature.square} with {seen[feature.square]}")
        seen[feature.square] = label
        river = board.river_at(feature.square)
        if river is None:
            continue
        if isinstance(feature, Village) and board.is_bridge(feature.square):
            continue
        problems.append(f"house 5: {label} ({feature.square}) is on river {river.name}")
    return problems


# ------------------------------------------------------------------------------- drawing

_FEATURE_MARKS = {"camelot": "*", "castle": "C", "village": "v", "gold": "$", "site": "o"}
_TERRAIN_MARKS = {
    Terrain.SEA: " ",
    Terrain.PLAIN: ".",
    Terrain.FOREST: "f",
    Terrain.MARSH: "m",
    Terrain.MOUNTAIN: "^",
}


def ascii_map(board: Board) -> str:
    """A two-characters-per-square picture of the board, for people and debugging.

    First character: terrain (blank sea, ``.`` plain, ``f`` forest, ``m`` marsh, ``^``
    mountain) or feature (``*`` Camelot, ``C`` castle, ``v`` village, ``$`` gold village,
    ``o`` mystic site). Second: ``~`` river, ``=`` bridge, ``@`` river source.
    """
    header = "    " + "".join(f"{chr(ord('A') + c)} " for c in range(board.columns))
    lines = [header.rstrip()]
    for row in range(1, board.rows + 1):
        cells = []
        for col in range(1, board.columns + 1):
            name = square_name(col, row)
            mark = _TERRAIN_MARKS[board.terrain(name)]
            castle, village = board.castle_at(name), board.village_at(name)
            if castle is not None:
                mark = _FEATURE_MARKS["camelot" if castle.camelot else "castle"]
            elif village is not None:
                mark = _FEATURE_MARKS["gold" if village.commodity == "gold" else "village"]
            elif board.mystic_site_at(name) is not None:
                mark = _FEATURE_MARKS["site"]
            river = board.river_at(name)
            water = " "
            if river is not None:
                water = "@" if name == river.source else "=" if board.is_bridge(name) else "~"
            cells.append(mark + water)
        lines.append(f"{row:>3} " + "".join(cells).rstrip())
    return "\n".join(lines)
