"""Prisoners (rule 21 ii–iii): a Royal Challenger captured (after a failed escape, or alone
when enemy military pieces enter his square) is sent to his captor's castle and misses two
turns; then he pays the ransom, or his captor sets one or executes him. The Holy Grail held by
a Royal Guardian passes to his captor (rule 31 iii)."""

from __future__ import annotations

from kingdom.rules.actions import Execute, SetRansom
from kingdom.rules.context import Ctx
from kingdom.rules.economy import transfer
from kingdom.rules.endgame import eliminate
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import ChallengerCaptured, ChallengerReleased
from kingdom.rules.honours import award, change_endurance, stay_home
from kingdom.rules.registry import handles
from kingdom.rules.sequence import next_turn
from kingdom.rules.state import Player, Ransom


def capture_challenger(ctx: Ctx, seat: int, captor: int, node: str, rule: str) -> None:
    """Sent to the captor's castle, where he stands until released; misses two turns; then
    ransom (rule 21 iii a–b)."""
    state = ctx.state
    player = state.player(seat)
    prison = state.home_castle(captor)
    player.challenger_at = prison
    player.camelot_since = None
    player.prisoner_of = captor
    player.turns_to_miss = state.rs.defaults.prisoner_turns
    player.miss_reason = "prisoner"
    ctx.emit(ChallengerCaptured(seat=seat, captor=captor, node=node, prison=prison, rule=rule))
    award(ctx, captor, "capture_challenger")


def release_or_ransom(ctx: Ctx, seat: int) -> None:
    """Rule 21 iii b–c: after his second missed turn the prisoner pays the ransom, or the
    captor decides."""
    state = ctx.state
    player = state.player(seat)
    ransom = state.rs.defaults.ransom
    if player.gold >= ransom:
        _release(ctx, seat, ransom)
    else:
        state.ransom = Ransom(prisoner=seat, captor=_captor(player))


def _captor(prisoner: Player) -> int:
    """The seat holding this Royal Challenger prisoner (rule 21 iii)."""
    if prisoner.prisoner_of is None:
        raise AssertionError(f"seat {prisoner.seat} is no prisoner (rule 21 iii)")
    return prisoner.prisoner_of


def _release(ctx: Ctx, seat: int, amount: int) -> None:
    state = ctx.state
    player = state.player(seat)
    captor = _captor(player)
    transfer(ctx, seat, captor, amount, "ransom", "rule 21 iii b")
    home = state.home_castle(seat)
    player.prisoner_of = None
    ctx.emit(
        ChallengerReleased(seat=seat, captor=captor, ransom=amount, home=home, rule="rule 21 iii b")
    )
    stay_home(ctx, seat, "rule 21 iii b")
    _grail_to_captor(ctx, seat, captor)
    change_endurance(
        ctx, seat, -state.rs.defaults.ransom_endurance, "the dungeons", "rule 21 iii b"
    )


def _grail_to_captor(ctx: Ctx, seat: int, captor: int) -> None:
    """Rule 31 iii: a Royal Guardian executed or held to ransom passes the grail to his captor."""
    if ctx.state.royal_guardian == seat:
        ctx.state.royal_guardian = captor


def _require_captor(ctx: Ctx, seat: int | None, what: str) -> Ransom:
    ransom = ctx.state.ransom
    if ransom is None or ransom.captor != seat:
        raise IllegalAction("rule 21 iii c", f"{what}: you hold no prisoner awaiting judgement")
    return ransom


@handles(SetRansom)
def set_ransom(ctx: Ctx, action: SetRansom) -> None:
    ransom = _require_captor(ctx, action.seat, "set ransom")
    gold = ctx.state.player(ransom.prisoner).gold
    if not 0 <= action.amount <= gold:
        raise IllegalAction(
            "rule 21 iii c",
            f"set ransom: the prisoner has {gold} gold; ask 0–{gold}, not {action.amount}",
        )
    ctx.state.ransom = None
    _release(ctx, ransom.prisoner, action.amount)
    _resume_after_ransom(ctx)


@handles(Execute)
def execute(ctx: Ctx, action: Execute) -> None:
    ransom = _require_captor(ctx, action.seat, "execute")
    ctx.state.ransom = None
    _grail_to_captor(ctx, ransom.prisoner, ransom.captor)
    ctx.state.player(ransom.prisoner).prisoner_of = None
    award(ctx, ransom.captor, "execute_prisoner")
    eliminate(ctx, ransom.prisoner, "executed", "rule 21 iii c")
    _resume_after_ransom(ctx)


def _resume_after_ransom(ctx: Ctx) -> None:
    if ctx.state.phase.value != "over":
        next_turn(ctx)


def capture_lone_challengers(ctx: Ctx, mover: int, node: str) -> None:
    """Rule 21 ii: a challenger alone is captured, without a roll, by military pieces entering."""
    state = ctx.state
    guarded = set(state.occupants(node))
    for seat in state.challengers_at(node):
        if seat == mover or state.allied(seat, mover) or seat in guarded:
            continue
        if any(state.allied(seat, other) for other in guarded):
            continue  # his ally's pieces stand with him: he is not alone (rule 33)
        capture_challenger(ctx, seat, mover, node, "rule 21 ii")
