"""The properties the rules rely on, checked on a loaded board (house 5; the admin shows each
problem): land connected, castles and villages where the rules need them, rivers that split."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from kingdom.rules.board.loading import _kind
from kingdom.rules.board.model import Board
from kingdom.rules.board.squares import (
    COMMODITIES,
    DEFAULT_TAXES,
    Castle,
    MysticSite,
    Terrain,
    Village,
    square_name,
)


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
