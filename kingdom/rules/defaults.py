"""The default action of each decision: what the clock does when a deadline passes.

Declared with each kind in `kingdom.rules.decisions` (`DecisionSpec.default`). Always the least
harmful legal choice for the player who did not answer (docs/deadlines.md): he ends his
movement and his turn without moving or buying, bids nothing, plays no card, declines a
tournament (a sure small loss of chivalry rather than wounds and a lost turn), retreats from a
guardian, accepts all the gold a prisoner has rather than executing him.
"""

from __future__ import annotations

from kingdom.rules.actions import Action
from kingdom.rules.decisions import SPECS, Decision
from kingdom.rules.state import State


def default_action(state: State, decision: Decision) -> Action | None:
    """The clock's answer to `decision`, or None when it has none: a die or card to type in at
    a physical table waits for the players (those kinds run on the table's clock)."""
    default = SPECS[decision.kind].default
    return None if default is None else default(state, decision)
