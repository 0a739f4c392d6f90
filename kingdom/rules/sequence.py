"""The sequence of play: whose turn, which phase (rules 4 iv, 6, 38). The one place where the
phase changes during the turns; the rules of each phase call in here to move the game on."""

from __future__ import annotations

from kingdom.rules.context import Ctx
from kingdom.rules.endgame import end_by_chivalry
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import TurnMissed, TurnStarted
from kingdom.rules.phases import PHASE_RULES, enter_phase
from kingdom.rules.state import Phase, Player, State, Turn


def begin_first_turn(ctx: Ctx) -> None:
    begin_turn(ctx, ctx.state.active_seats()[0], number=1, round_=1)


def begin_turn(ctx: Ctx, seat: int, number: int, round_: int) -> None:
    state = ctx.state
    limit = state.settings.round_limit
    if limit is not None and round_ > limit:
        agreed = "the agreed round is over" if limit == 1 else f"the agreed {limit} rounds are over"
        end_by_chivalry(ctx, agreed, "rule 38")
        return
    player = state.player(seat)
    player.last_turn = number
    player.turns_taken += 1
    state.turn = Turn(seat=seat, number=number, round=round_, misses=player.turns_to_miss > 0)
    ctx.emit(TurnStarted(seat=seat, number=number, round=round_, rule="rule 6"))
    if state.turn.misses:
        ctx.emit(
            TurnMissed(
                seat=seat,
                reason=player.miss_reason or "missed turn",
                turns_left=player.turns_to_miss - 1,
                rule="rule 6",
            )
        )
    enter_phase(ctx, Phase.FORTUNE)


def active_player(state: State, seat: int | None, phase: Phase, what: str) -> Player:
    """The player whose turn it is, in the phase the action belongs to; else IllegalAction."""
    turn = state.turn
    if state.phase != phase or turn is None:
        raise IllegalAction(PHASE_RULES.get(phase, "rule 6"), f"{what}: not in the {phase} phase")
    if seat != turn.seat:
        raise IllegalAction("rule 6", f"{what}: it is seat {turn.seat}'s turn, not seat {seat}'s")
    return state.player(turn.seat)


# -- rule 6 i–ii ----------------------------------------------------------------------------------
def leave_fortune_phase(ctx: Ctx) -> None:
    """The card is drawn: the game is in phase ii, announced only when the allegiances are paid
    (`turns.allegiance`). The card's instructions are complied with first (its dice, a
    tournament, a debt: rule 6 i, "once the instructions on the fortune card have been complied
    with"), so the log reads in the order of the table (issue 34)."""
    enter_phase(ctx, Phase.ALLEGIANCE, announced=False)


def next_turn(ctx: Ctx) -> None:
    """The next player still in the game, clockwise (rule 4 iv); a new round after the last."""
    state = ctx.state
    turn = state.current_turn()
    seats = state.active_seats()
    following = [s for s in state.order if s in seats]
    position = state.order.index(turn.seat)
    later = [s for s in state.order[position + 1 :] if s in seats]
    if later:
        begin_turn(ctx, later[0], turn.number + 1, turn.round)
    else:
        begin_turn(ctx, following[0], turn.number + 1, turn.round + 1)
