"""Reading a board's JSON form and deriving its squares, its rivers' sides and its movement
graph, each problem a BoardError naming the square (house 5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from kingdom.rules.board.squares import (
    _DELTA,
    _HALVES,
    _MAX_COLUMNS,
    _MIRROR,
    COMMODITIES,
    EDGES,
    BoardError,
    Castle,
    MysticSite,
    River,
    Square,
    Terrain,
    Village,
    _arc_name,
    _arcs,
    _name_at,
    _parse_square,
    square_name,
)

if TYPE_CHECKING:
    from kingdom.rules.board.model import Board

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
