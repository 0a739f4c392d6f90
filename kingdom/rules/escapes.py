"""Escapes (rule 21 i, rule 33): a Royal Challenger left alone on the square of a lost battle
rolls the red die; even, he flees unharmed to the nearest castle his player controls (his player
picks among equally near ones); odd, he is captured (kingdom.rules.prisoners). His allies'
challengers left alone with him try next, one after another."""

from __future__ import annotations

from collections import deque

from kingdom.rules.actions import ChooseRefuge
from kingdom.rules.context import Ctx
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import ChallengerEscaped
from kingdom.rules.prisoners import capture_challenger
from kingdom.rules.registry import handles, on_roll
from kingdom.rules.state import Escape, Roll, RollPurpose, State


def try_escape(ctx: Ctx, escape: Escape) -> None:
    """A Royal Challenger left alone on a lost battle's square rolls to escape (rule 21 i)."""
    ctx.state.escape = escape
    ctx.request_roll(escape.seat, "red", RollPurpose.ESCAPE, "rule 21 i")


def _next_escape(ctx: Ctx, escape: Escape) -> None:
    """An ally's challenger also left alone tries his own escape next (rule 33)."""
    if escape.then and ctx.state.phase.value != "over":
        seat, *rest = escape.then
        try_escape(ctx, Escape(seat=seat, captor=escape.captor, node=escape.node, then=rest))


@on_roll(RollPurpose.ESCAPE)
def escape_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    """Even: he flees unharmed to the nearest friendly castle; odd: he is captured."""
    state = ctx.state
    escape = state.current_escape()
    refuges = nearest_castles(state, escape.seat, escape.node) if face % 2 == 0 else []
    if not refuges:
        state.escape = None
        capture_challenger(ctx, escape.seat, escape.captor, escape.node, "rule 21 i")
        _next_escape(ctx, escape)
    elif len(refuges) == 1:
        state.escape = None
        _flee(ctx, escape.seat, escape.node, refuges[0])
        _next_escape(ctx, escape)
    else:
        escape.refuges = refuges  # his player picks among the equally near


@handles(ChooseRefuge)
def choose_refuge(ctx: Ctx, action: ChooseRefuge) -> None:
    escape = ctx.state.escape
    if escape is None or not escape.refuges or action.seat != escape.seat:
        raise IllegalAction("rule 21 i", "choose refuge: your challenger is not fleeing")
    if action.castle not in escape.refuges:
        raise IllegalAction(
            "rule 21 i",
            f"choose refuge: the nearest friendly castles are {', '.join(escape.refuges)}",
        )
    ctx.state.escape = None
    _flee(ctx, escape.seat, escape.node, action.castle)
    _next_escape(ctx, escape)


def _flee(ctx: Ctx, seat: int, node: str, castle: str) -> None:
    player = ctx.state.player(seat)
    player.challenger_at = castle
    player.camelot_since = None
    ctx.emit(ChallengerEscaped(seat=seat, node=node, refuge=castle, rule="rule 21 i"))


def nearest_castles(state: State, seat: int, node: str) -> list[str]:
    """The castles the player controls nearest to `node`, counting squares (rivers crossed at
    bridges); Camelot is no refuge."""
    board = state.rs.board
    mine = {
        square
        for square in state.controlled(seat)
        if (castle := board.castle_at(square)) is not None and not castle.camelot
    }
    if not mine:
        return []
    distance = {node: 0}
    queue = deque([node])
    found: list[str] = []
    while queue:
        current = queue.popleft()
        if found and distance[current] > distance[found[0]]:
            break
        if board.node_square(current) in mine:
            found.append(board.node_square(current))
            continue
        for neighbour in board.neighbours(current):
            if neighbour not in distance:
                distance[neighbour] = distance[current] + 1
                queue.append(neighbour)
    return sorted(set(found))
