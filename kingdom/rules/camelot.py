"""Camelot (rule 19): a challenger alone in it collects its income each whole turn; a second
challenger entering fights the first to the death; when the ninth token leaves the board,
Camelot falls with whoever is in it."""

from __future__ import annotations

from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, transfer
from kingdom.rules.endgame import eliminate
from kingdom.rules.events import CamelotFallen
from kingdom.rules.honours import change_endurance
from kingdom.rules.registry import on_roll
from kingdom.rules.state import Duel, Roll, RollPurpose


def enter_camelot(ctx: Ctx, seat: int, node: str) -> None:
    """A second challenger entering Camelot: fight to the death (rule 19 i–iii)."""
    state = ctx.state
    state.player(seat).camelot_since = state.current_turn().number
    rivals = [s for s in state.challengers_at(node) if s != seat]
    if rivals:
        state.duel = Duel(node=node, seats=[seat, rivals[0]])
        ctx.request_roll(seat, "red", RollPurpose.DUEL, "rule 19 i")


@on_roll(RollPurpose.DUEL)
def duel_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    """Each rolls the red die; the lower loses the difference; ties roll again (rule 19 ii)."""
    state = ctx.state
    duel = state.current_duel()
    duel.faces[roll.seat] = face
    waiting = [s for s in duel.seats if s not in duel.faces]
    if waiting:
        ctx.request_roll(waiting[0], "red", RollPurpose.DUEL, "rule 19 i")
        return
    (a, b), faces = duel.seats, duel.faces
    duel.faces = {}
    if faces[a] != faces[b]:
        loser = a if faces[a] < faces[b] else b
        change_endurance(ctx, loser, -abs(faces[a] - faces[b]), "fight to the death", "rule 19 ii")
        if state.player(loser).eliminated:
            state.duel = None
            return
    if state.phase.value != "over":
        ctx.request_roll(duel.seats[0], "red", RollPurpose.DUEL, "rule 19 i")


def camelot_income(ctx: Ctx, seat: int) -> None:
    """Rule 19: 25 gold for each whole turn a challenger spends alone in Camelot."""
    state = ctx.state
    player = state.player(seat)
    camelot = state.rs.board.camelot.square
    if (
        player.challenger_at == camelot
        and player.camelot_since is not None
        and player.camelot_since < state.current_turn().number
        and state.challengers_at(camelot) == [seat]
    ):
        transfer(ctx, BANK, seat, state.rs.defaults.camelot_income, "Camelot", "rule 19")


def camelot_falls(ctx: Ctx) -> None:
    """Rule 19: when the ninth token leaves the board, Camelot is razed with whoever is in it."""
    state = ctx.state
    camelot = state.rs.board.camelot.square
    state.camelot_fallen = True
    ctx.emit(CamelotFallen(square=camelot, rule="rule 19"))
    state.control.pop(camelot, None)
    for seat in state.challengers_at(camelot):
        eliminate(ctx, seat, "crushed in Camelot", "rule 19")
