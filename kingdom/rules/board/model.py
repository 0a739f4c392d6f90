"""The whole board (house 5), validated and with its movement graph derived at creation."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kingdom.rules.board.loading import (
    _BOARD_KEYS,
    _TERRAINS,
    _build_squares,
    _castle_from,
    _check_keys,
    _half_edge_owners,
    _link,
    _objects,
    _river_from,
    _site_from,
    _string,
    _validate_features,
    _validate_rivers,
    _village_from,
)
from kingdom.rules.board.squares import (
    _DELTA,
    BoardError,
    Castle,
    MysticSite,
    River,
    Square,
    Terrain,
    Village,
    _name_at,
)


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
