"""Movement (rules 9–10, RULES.md section 5): which squares pieces can reach, and moving them.

A node is a square (`K14`) or one side of a square split by a river (`K14/N`); the board's
graph joins the sides only where a bridge crosses (rule 9 ii).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from kingdom.rules.board import Board
from kingdom.rules.errors import IllegalAction
from kingdom.rules.state import State


@dataclass(frozen=True)
class Group:
    """What moves together: a group moves at its slowest member's allowance (RULES.md 5)."""

    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False

    @property
    def military(self) -> bool:
        return self.knights > 0 or self.footsoldiers > 0

    @property
    def empty(self) -> bool:
        return not self.military and not self.challenger


def allowance(state: State, group: Group) -> tuple[int, str]:
    """Squares the group may move, and the rule that sets it (rule 9 i)."""
    d = state.rs.defaults
    if group.footsoldiers:
        return d.footsoldier_moves, "rule 9 i"
    if group.knights:
        return d.knight_moves, "rule 9 i"
    return d.challenger_moves, "rule 9 i"


@dataclass(frozen=True, slots=True)
class Presence:
    """Where the other players stand, as one seat sees the board: the nodes holding another
    player's military pieces and those holding another player's Royal Challenger. A search
    reads them once instead of asking every player at every step. An ally's pieces are not
    in the way: allied pieces share squares without battle (rule 33)."""

    enemies: frozenset[str]
    challengers: frozenset[str]

    @classmethod
    def of(cls, state: State, seat: int) -> Presence:
        others = [p for p in state.players if p.seat != seat and not state.allied(p.seat, seat)]
        return cls(
            enemies=frozenset(
                node for p in others for node, stack in p.stacks.items() if not stack.empty
            ),
            challengers=frozenset(
                p.challenger_at
                for p in others
                if p.challenger_at and not p.eliminated and p.prisoner_of is None
            ),
        )


def entry_refusal(
    state: State, seat: int, group: Group, node: str, presence: Presence | None = None
) -> tuple[str, str] | None:
    """Why the group may not enter `node` at all: (rule, reason), or None when it may."""
    presence = presence or Presence.of(state, seat)
    board = state.rs.board
    square = board.node_square(node)
    player = state.player(seat)
    if board.mystic_site_at(square) is not None:
        if group.military:
            return "rule 27 ii", f"only Royal Challengers may enter the mystic site {square}"
        if node in presence.challengers:
            return "rule 27 i", f"another Royal Challenger is on the mystic site {square}"
        if player.turns_taken < player.banned_sites.get(square, 0):
            return "rule 28 v", f"{player.name} may not return to the mystic site {square} yet"
    castle = board.castle_at(square)
    if castle is not None and castle.camelot:
        if state.camelot_fallen:
            return "rule 19", f"Camelot ({square}) has fallen and is out of bounds"
        if group.military:
            return "rule 19", f"no military pieces may enter Camelot ({square})"
        if player.chivalry < state.rs.defaults.camelot_chivalry:
            return "rule 19", (
                f"entering Camelot ({square}) needs {state.rs.defaults.camelot_chivalry} "
                f"chivalry; {player.name} has {player.chivalry}"
            )
    if node in presence.enemies and not group.military:
        return "rule 21 iii", f"a Royal Challenger may not move alone into enemy pieces at {node}"
    return None


def stops_at(state: State, seat: int, node: str, presence: Presence | None = None) -> bool:
    """Entering this node ends the move (enemy pieces or challenger, a mystic site, Camelot,
    slow terrain: rule 14 i, house 13, house 3)."""
    presence = presence or Presence.of(state, seat)
    board = state.rs.board
    square = board.node_square(node)
    if board.is_slow(square) or board.mystic_site_at(square) is not None:
        return True
    castle = board.castle_at(square)
    if castle is not None and castle.camelot:
        return True
    if node in presence.challengers:
        return True  # a lone challenger is captured there (rule 21 ii); others meet his guard
    return node in presence.enemies


def reachable(
    state: State, seat: int, origin: str, group: Group, *, target: str | None = None
) -> dict[str, tuple[str, ...]]:
    """Every node the group can reach from `origin` this move, with a shortest path to each.

    The path lists the nodes stepped into, the destination last. Orthogonal steps only
    (rule 9 i); rivers are crossed at bridges only (rule 9 ii); a piece whose move starts in,
    or enters, forest, marsh or mountain moves at most one square (house 3); entering enemy
    pieces, a mystic site or Camelot ends the move. With a `target` the search stops once it
    is found (the path is the same: the search is breadth-first, neighbours in board order).
    """
    board = state.rs.board
    presence = Presence.of(state, seat)
    limit, _ = allowance(state, group)
    slow_limit = state.rs.defaults.slow_terrain_moves
    if board.is_slow(board.node_square(origin)):
        limit = min(limit, slow_limit)
    paths: dict[str, tuple[str, ...]] = {origin: ()}
    queue = deque([origin])
    while queue:
        node = queue.popleft()
        path = paths[node]
        if len(path) >= limit or (path and stops_at(state, seat, node, presence)):
            continue
        for neighbour in board.neighbours(node):
            if neighbour in paths:
                continue
            steps = len(path) + 1
            if board.is_slow(board.node_square(neighbour)) and steps > slow_limit:
                continue
            if entry_refusal(state, seat, group, neighbour, presence) is not None:
                continue
            paths[neighbour] = (*path, neighbour)
            if neighbour == target:
                queue.clear()
                break
            queue.append(neighbour)
    del paths[origin]
    return paths


def refusals(
    state: State, seat: int, origin: str, group: Group, paths: dict[str, tuple[str, ...]]
) -> dict[str, tuple[str, str]]:
    """Why the squares beside the group's reach are not lit (issue 27): for every node one
    step from the origin or from a node reached where the move may go on, that the group may
    not enter, (rule, reason) — a mystic site to military pieces (rule 27 ii), Camelot,
    slow terrain beyond the first step (house 3) — and for every land square across a river
    from them with no bridge, rule 9 ii. `paths`: `reachable`'s answer."""
    board = state.rs.board
    presence = Presence.of(state, seat)
    limit, _ = allowance(state, group)
    slow_limit = state.rs.defaults.slow_terrain_moves
    if board.is_slow(board.node_square(origin)):
        limit = min(limit, slow_limit)
    found: dict[str, tuple[str, str]] = {}
    reached = {board.node_square(n) for n in (origin, *paths)}
    for node in (origin, *paths):
        path = paths.get(node, ())
        if len(path) >= limit or (path and stops_at(state, seat, node, presence)):
            continue  # the move ends there: what lies beyond is simply out of reach
        for neighbour in board.neighbours(node):
            if neighbour == origin or neighbour in paths or neighbour in found:
                continue
            refusal = entry_refusal(state, seat, group, neighbour, presence)
            square = board.node_square(neighbour)
            if refusal is None and board.is_slow(square) and len(path) + 1 > slow_limit:
                refusal = (
                    "house 3",
                    f"pieces entering {board.terrain(square)} move {slow_limit} square a turn",
                )
            if refusal is not None:
                found[neighbour] = refusal
        here = board.node_square(node)
        beside = {board.node_square(n) for n in board.neighbours(node)}
        for square in board.adjacent_squares(here):
            if square in beside or square in reached or square in found:
                continue
            found[square] = (
                "rule 9 ii",
                f"pieces cross rivers only at bridges; {here}→{square} has none",
            )
    return found


def check_path(state: State, seat: int, origin: str, group: Group, path: tuple[str, ...]) -> None:
    """Refuse a path the pieces may not take, naming the rule and the step."""
    board = state.rs.board
    limit, rule = allowance(state, group)
    if len(path) > limit:
        raise IllegalAction(
            rule,
            f"{_what(group)} move up to {limit} squares; {_route(origin, path)} is {len(path)}",
        )
    slow_limit = state.rs.defaults.slow_terrain_moves
    presence = Presence.of(state, seat)
    previous = origin
    for steps, node in enumerate(path, start=1):
        if not isinstance(node, str) or not board.is_node(node):
            raise IllegalAction("rule 9", f"move: {node!r} in the path is not a land square")
        if node not in board.neighbours(previous):
            if board.node_square(node) == board.node_square(previous) or _crosses_river(
                board, previous, node
            ):
                raise IllegalAction(
                    "rule 9 ii", f"pieces cross rivers only at bridges; {previous}→{node} has none"
                )
            raise IllegalAction("rule 9 i", f"{previous}→{node} is not one orthogonal step")
        for square in (board.node_square(previous), board.node_square(node)):
            if board.is_slow(square) and len(path) > slow_limit:
                raise IllegalAction(
                    "house 3",
                    f"pieces in {board.terrain(square)} move {slow_limit} square a turn; "
                    f"{_route(origin, path)} is {len(path)}",
                )
        refusal = entry_refusal(state, seat, group, node, presence)
        if refusal is not None:
            raise IllegalAction(*refusal)
        if steps < len(path) and stops_at(state, seat, node, presence):
            raise IllegalAction("rule 14 i", f"entering {node} ends the move; it cannot go on")
        previous = node


def _crosses_river(board: Board, a: str, b: str) -> bool:
    sa, sb = board.node_square(a), board.node_square(b)
    return sb in board.adjacent_squares(sa)


def _route(origin: str, path: tuple[str, ...]) -> str:
    return "→".join((origin, *path))


def _what(group: Group) -> str:
    if group.footsoldiers:
        return "footsoldiers"
    if group.knights:
        return "mounted knights"
    return "Royal Challengers"
