"""The exact odds agree with the engine itself: many battles through `apply`, server dice."""

import math

import pytest

from kingdom.rules import combat
from kingdom.rules.actions import EndMovement, Move
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply
from kingdom.rules.events import BattleEnded
from kingdom.rules.odds import battle_odds
from kingdom.rules.state import Stack

from .test_movement import arthur_to_move

ARTHUR, MARK = 1, 0
BATTLES = 1200


def engine_outcomes(attacker, defender, *, target, origin, seed):
    """Fight the same battle BATTLES times through the engine; count the endings."""
    base = arthur_to_move()
    base.player(ARTHUR).stacks[origin] = Stack(*attacker)
    base.player(MARK).stacks[target] = Stack(*defender)
    base.player(MARK).challenger_at = "A5"  # out of the way
    move = Move(
        seat=ARTHUR,
        origin=origin,
        destination=target,
        knights=attacker[0],
        footsoldiers=attacker[1],
    )
    base, _ = apply(base, move, ServerDice("unused"))
    counts = {"attacker_wins": 0, "defender_wins": 0, "inconclusive": 0, "delayed": 0}
    for n in range(BATTLES):
        _, events = apply(base, EndMovement(seat=ARTHUR), ServerDice(f"{seed}-{n}"))
        (ended,) = [e for e in events if isinstance(e, BattleEnded)]
        counts[ended.outcome] += 1
    return counts


@pytest.mark.parametrize(
    ("attacker", "defender", "target", "origin", "holder", "table"),
    [
        ((1, 3), (2, 2), "E2", "D2", None, 1),  # rule 16's forces, open country
        ((0, 3), (0, 2), "G1", "F1", "village", 3),  # Mark's village Boscastle: a siege
        ((3, 1), (1, 2), "H1", "H2", "castle", 3),  # a siege of Tintagel
    ],
)
def test_engine_battles_match_the_exact_odds(attacker, defender, target, origin, holder, table):
    tables = arthur_to_move().rs.tables
    odds = battle_odds(tables, attacker, defender, holder=holder)  # the engine's first table
    assert combat.first_table(holder) == table
    counts = engine_outcomes(attacker, defender, target=target, origin=origin, seed=target)
    for outcome, seen in counts.items():
        p = getattr(odds, outcome)
        error = math.sqrt(max(p * (1 - p), 1e-4) / BATTLES)
        assert abs(seen / BATTLES - p) < 4 * error, (outcome, seen / BATTLES, p)
