"""The phase the game is in (rules 4–6, 36): the one place that changes it.

Set-up (the roll for first player, choosing challengers, the auctions), each turn's six phases
(rule 6 i–vi) and the end of the game. A turn's phases are announced in the log; set-up phases
and the end are announced by their own events (`first_player_found`, `game_ended`).
"""

from __future__ import annotations

from kingdom.rules.context import Ctx
from kingdom.rules.events import PhaseStarted
from kingdom.rules.state import Phase

PHASE_RULES = {
    Phase.FORTUNE: "rule 6 i",
    Phase.ALLEGIANCE: "rule 6 ii",
    Phase.MOVEMENT: "rule 6 iii",
    Phase.BATTLES: "rule 6 iv",
    Phase.PURCHASE: "rule 6 v",
    Phase.TAXES: "rule 6 vi",
}


def enter_phase(ctx: Ctx, phase: Phase, *, announced: bool = True) -> None:
    """Move the game to `phase`; a turn's phase is announced with the rule that governs it
    (`announced=False`: later, by `announce_phase`, when its own step begins)."""
    ctx.state.phase = phase
    if announced:
        announce_phase(ctx)


def announce_phase(ctx: Ctx) -> None:
    """The log's line for the turn's phase the game is in ("Bors: allegiance")."""
    phase = ctx.state.phase
    if phase in PHASE_RULES:
        turn = ctx.state.turn
        assert turn is not None, "a turn's phase needs a turn"
        ctx.emit(PhaseStarted(seat=turn.seat, phase=phase.value, rule=PHASE_RULES[phase]))
