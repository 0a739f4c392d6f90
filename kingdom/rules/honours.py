"""Chivalry and endurance: how they change, and what a change to nothing does (rules 34–35,
house 4). Every module that rewards a feat or wounds a challenger goes through here."""

from __future__ import annotations

from kingdom.rules.context import Ctx
from kingdom.rules.endgame import eliminate
from kingdom.rules.events import ChallengerRecovering, ChivalryChanged, EnduranceChanged


def change_chivalry(ctx: Ctx, seat: int, change: int, reason: str, rule: str) -> None:
    """Chivalry never falls below nil (rule 35)."""
    player = ctx.state.player(seat)
    new = max(0, player.chivalry + change)
    if new == player.chivalry:
        return
    player.chivalry, change = new, new - player.chivalry
    ctx.emit(ChivalryChanged(seat=seat, change=change, chivalry=new, reason=reason, rule=rule))


def award(ctx: Ctx, seat: int, feat: str) -> None:
    """House 4: the chivalry of a feat, from the ruleset."""
    change_chivalry(
        ctx, seat, ctx.rs.chivalry[feat], feat.replace("_", " "), ctx.rs.rule("chivalry")
    )


def change_endurance(ctx: Ctx, seat: int, change: int, reason: str, rule: str) -> None:
    """Endurance at 0 or below eliminates the player (rule 34 ii)."""
    player = ctx.state.player(seat)
    player.endurance += change
    ctx.emit(
        EnduranceChanged(
            seat=seat, change=change, endurance=player.endurance, reason=reason, rule=rule
        )
    )
    if player.endurance <= 0:
        if ctx.state.royal_guardian == seat:
            ctx.state.royal_guardian = None  # rule 31 iii: the grail is lost forever
        eliminate(ctx, seat, "endurance exhausted", "rule 34 ii")


def stay_home(ctx: Ctx, seat: int, rule: str) -> None:
    """Rules 7 v and 21 iii b: his challenger returns to his own castle and stays there during
    his player's next turn. It is not a missed turn: the player draws his fortune card, pays,
    moves his armies, fights and buys as usual; only the challenger may not move."""
    state = ctx.state
    player = state.player(seat)
    castle = state.home_castle(seat)
    player.challenger_at = castle
    player.camelot_since = None
    player.stays_home_turn = player.turns_taken + 1
    player.stays_home_rule = rule
    ctx.emit(ChallengerRecovering(seat=seat, castle=castle, rule=rule))
