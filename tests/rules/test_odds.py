"""Exact battle odds (`kingdom.rules.odds`, rules 12–18 and 20): hand-computed battles, sanity
checks, and a cross-check against the independent Monte Carlo simulator (tests/rules/simulator.py).

Pure tests: run with `pytest -p no:django tests/rules/test_odds.py`.
"""

from __future__ import annotations

import copy
import json
import math
import random
import time
from fractions import Fraction
from pathlib import Path

import pytest

from kingdom.rules.combat import BattleTables
from kingdom.rules.odds import OUTCOMES, battle_odds
from tests.rules.simulator import Simulator

ROOT = Path(__file__).resolve().parents[2]
with open(ROOT / "fixtures" / "battle_tables.json", encoding="utf-8") as fixture:
    DATA = json.load(fixture)
TABLES = BattleTables.from_dict(DATA)

F = Fraction
EXACT = 1e-12


def tables_with(number: int, cell: dict) -> BattleTables:
    """The fixture's tables with every cell of table `number` replaced by `cell`."""
    data = copy.deepcopy(DATA)
    for table in data["tables"]:
        if table["number"] == number:
            table["cells"] = [[dict(cell) for _ in row] for row in table["cells"]]
    return BattleTables.from_dict(data)


def settle(c0, c1, s0, s1):
    """Solve x = c0 + s0·y, y = c1 + s1·x for vectors x, y (the two role orders of a battle
    on table 2, each reversing into the other): x = (c0 + s0·c1) / (1 − s0·s1)."""
    x = tuple((a + s0 * b) / (1 - s0 * s1) for a, b in zip(c0, c1, strict=True))
    y = tuple(b + s1 * a for a, b in zip(x, c1, strict=True))
    return x, y


def mix(*terms):
    """Σ weight·vector over (weight, vector) terms."""
    return tuple(sum(w * v[i] for w, v in terms) for i in range(3))


AW, DW, INC = (F(1), F(0), F(0)), (F(0), F(1), F(0)), (F(0), F(0), F(1))


def assert_exact(odds, attacker_wins, defender_wins, inconclusive, delayed=0):
    assert odds.attacker_wins == pytest.approx(float(attacker_wins), abs=EXACT)
    assert odds.defender_wins == pytest.approx(float(defender_wins), abs=EXACT)
    assert odds.inconclusive == pytest.approx(float(inconclusive), abs=EXACT)
    assert odds.delayed == pytest.approx(float(delayed), abs=EXACT)


# -- hand-computed battles --------------------------------------------------------------------
# Two red dice (1–6, no modifiers) read the bands 1–2, 3–5, 6 with chances 1/3, 1/2, 1/6:
# call them L, M, H. A cell below is [defender's band][attacker's band], "defender/attacker".
L, M, H = F(1, 3), F(1, 2), F(1, 6)

# Table 2 with one footsoldier each (the current attacker's point of view):
#   defender L (1/3): 0/1, the attacker falls                → current defender wins
#   defender M, attacker L (1/6): 0/1                        → current defender wins
#   defender M, attacker M or H (1/4 + 1/12): 1/1, 1/2       → both fall: inconclusive
#   defender H, attacker L or M (5/36): reverse
#   defender H, attacker H (1/36): 2/3                       → inconclusive
# So the current defender wins 1/2, inconclusive 13/36, reverse 5/36, and the current attacker
# never wins outright. T2 is the battle as it started, R2 after a reverse.
T2_11, R2_11 = settle(
    mix((F(1, 2), DW), (F(13, 36), INC)), mix((F(1, 2), AW), (F(13, 36), INC)), F(5, 36), F(5, 36)
)
# Table 1, one footsoldier each:
#   defender L (1/3): 1/0, 2/0, destroyed                     → attacker wins
#   defender M, attacker L or M (1/6 + 1/4): 0/2, 0/1         → defender wins
#   defender M, attacker H (1/12): 1/0                        → attacker wins
#   defender H, attacker L or M (5/36): go to table 2
#   defender H, attacker H (1/36): go to table 2, defender −1 → attacker wins
T1_11 = mix((F(16, 36), AW), (F(15, 36), DW), (F(5, 36), T2_11))


def test_one_footsoldier_against_one_on_table_1():
    # On table 2 the side that defends first wins 1/2 + (5/36)²·1/2 + ..., a geometric series:
    # (1/2)/(1 − 25/1296) = 648/1271; the other wins 5/36 of that; 13/36 of every round is
    # inconclusive, (13/36)/(1 − 5/36) = 13/31 in all.
    assert (F(90, 1271), F(648, 1271), F(13, 31)) == T2_11
    # Table 1: 16/36 + 5/36·90/1271 for the attacker, 15/36 + 5/36·648/1271 for the defender.
    assert (F(10393, 22878), F(7435, 15252), F(65, 1116)) == T1_11
    odds = battle_odds(TABLES, (0, 1), (0, 1))
    assert_exact(odds, *T1_11)
    # A footsoldier survives only if his side wins; each side's own wage (1) is spent, and the
    # winner takes the loser's.
    assert odds.attacker_footsoldiers_lost == pytest.approx(float(1 - T1_11[0]), abs=EXACT)
    assert odds.defender_footsoldiers_lost == pytest.approx(float(1 - T1_11[1]), abs=EXACT)
    assert odds.attacker_knights_lost == odds.defender_knights_lost == 0
    assert odds.attacker_gold == pytest.approx(float(-1 + T1_11[0]), abs=EXACT)
    assert odds.defender_gold == pytest.approx(float(-1 + T1_11[1]), abs=EXACT)
    # One round on table 1, then 1/(1 − 5/36) = 36/31 rounds on table 2 if it gets there.
    assert odds.expected_rounds == pytest.approx(float(1 + F(5, 36) * F(36, 31)), abs=EXACT)


def test_one_footsoldier_against_two_with_destroyed():
    # Table 2, 1 v 2 as it started (the attacker's one footsoldier against two):
    #   defender L (1/3), or M with attacker L (1/6): 0/1                → defender wins
    #   defender M, attacker M (1/4): 1/1 — the attacker falls, one stays → defender wins
    #   defender M, attacker H (1/12): 1/2 — likewise                      → defender wins
    #   defender H, attacker L or M (5/36): reverse
    #   defender H, attacker H (1/36): 2/3 — both fall                     → inconclusive
    # Reversed (the two footsoldiers attack the one):
    #   defender L (1/3), or M with attacker L (1/6): 0/1 — the two lose one → 1 v 1 reversed
    #   defender M, attacker M (1/4): 1/1 — the one falls, one of two stays  → defender wins
    #   defender M, attacker H (1/12): 1/2 — all three fall                  → inconclusive
    #   defender H, attacker L or M (5/36): reverse
    #   defender H, attacker H (1/36): 2/3                                   → inconclusive
    t2_12, _ = settle(
        mix((F(30, 36), DW), (F(1, 36), INC)),
        mix((F(1, 2), R2_11), (F(9, 36), DW), (F(4, 36), INC)),
        F(5, 36),
        F(5, 36),
    )
    # Table 1, 1 v 2:
    #   defender L, attacker L (1/9): 1/0 — one of two falls              → 1 v 1 on table 1
    #   defender L, attacker M (1/6): 2/0                                 → attacker wins
    #   defender L, attacker H (1/18): defenders destroyed                → attacker wins
    #   defender M, attacker L or M (1/6 + 1/4): 0/2, 0/1                 → defender wins
    #   defender M, attacker H (1/12): 1/0                                → 1 v 1 on table 1
    #   defender H, attacker L or M (5/36): go to table 2                 → 1 v 2 on table 2
    #   defender H, attacker H (1/36): go to table 2, defender −1         → 1 v 1 on table 2
    t1_12 = mix(
        (F(7, 36), T1_11), (F(8, 36), AW), (F(15, 36), DW), (F(5, 36), t2_12), (F(1, 36), T2_11)
    )
    assert sum(t1_12) == 1
    assert_exact(battle_odds(TABLES, (0, 1), (0, 2)), *t1_12)


def test_defenders_destroyed_routs_the_whole_force():
    # Rule 15 i: every cell of table 1 "defenders destroyed": one footsoldier routs 3k + 7f in
    # one round, losing nothing; wages 1 and 13.
    odds = battle_odds(tables_with(1, {"kind": "destroyed"}), (0, 1), (3, 7))
    assert_exact(odds, 1, 0, 0)
    assert odds.defender_knights_lost == pytest.approx(3, abs=EXACT)
    assert odds.defender_footsoldiers_lost == pytest.approx(7, abs=EXACT)
    assert odds.attacker_knights_lost == odds.attacker_footsoldiers_lost == 0
    assert odds.attacker_gold == pytest.approx(-1 + 13, abs=EXACT)
    assert odds.defender_gold == pytest.approx(-13, abs=EXACT)
    assert odds.expected_rounds == pytest.approx(1, abs=EXACT)


def test_a_castle_siege_of_one_footsoldier_each():
    # Table 3, castle: the attacker's red die −1 reads 1,1,2,3,4,5 (bands L 1/2, M 1/2, H 0);
    # the defender's +1 reads 2..7 (L 1/6, M 1/2, H 1/3).
    #   defender L, attacker L (1/12): 0/1        → defender wins
    #   defender L, attacker M (1/12): 1/0        → attacker wins
    #   defender M, attacker L (1/4): delayed
    #   defender M, attacker M (1/4): 1/1         → inconclusive
    #   defender H, attacker L (1/6): delayed
    #   defender H, attacker M (1/6): 0/2         → defender wins
    # Every round ends the battle: one round exactly.
    odds = battle_odds(TABLES, (0, 1), (0, 1), table=3, holder="castle")
    assert_exact(odds, F(1, 12), F(1, 4), F(1, 4), F(5, 12))
    # Each keeps his footsoldier if he wins or the assault is delayed.
    assert odds.attacker_footsoldiers_lost == pytest.approx(1 - 1 / 12 - 5 / 12, abs=EXACT)
    assert odds.defender_footsoldiers_lost == pytest.approx(1 - 1 / 4 - 5 / 12, abs=EXACT)
    assert odds.attacker_gold == pytest.approx(-1 + 1 / 12, abs=EXACT)
    assert odds.defender_gold == pytest.approx(-1 + 1 / 4, abs=EXACT)
    assert odds.expected_rounds == pytest.approx(1, abs=EXACT)


@pytest.mark.parametrize(("red_faces", "knight"), [(6, F(1, 2)), (5, F(2, 5))])
def test_the_opponents_red_die_picks_the_casualty(red_faces, knight):
    # Rule 16: every cell 1/1. One footsoldier against a knight and a footsoldier: the attacker
    # falls, the defender loses one point, which the attacker's red die picks — even a knight
    # (3 of 6 faces; 2 of 5), odd a footsoldier. The defender wins: −3 wages + 1 spoils.
    cell = {"kind": "casualties", "defender": 1, "attacker": 1}
    odds = battle_odds(tables_with(1, cell), (0, 1), (1, 1), red_faces=red_faces)
    assert_exact(odds, 0, 1, 0)
    assert odds.defender_knights_lost == pytest.approx(float(knight), abs=EXACT)
    assert odds.defender_footsoldiers_lost == pytest.approx(float(1 - knight), abs=EXACT)
    assert odds.attacker_gold == pytest.approx(-1, abs=EXACT)
    assert odds.defender_gold == pytest.approx(-3 + 1, abs=EXACT)


def test_a_battle_that_can_never_end_is_refused():
    # Table 2 with nothing but "reverse": the roles swap for ever.
    with pytest.raises(ValueError, match="can never leave"):
        battle_odds(tables_with(2, {"kind": "reverse"}), (1, 1), (1, 1), table=2)


@pytest.mark.parametrize(
    ("attacker", "defender", "error"),
    [((0, 0), (1, 0), "no military pieces"), ((1, -1), (1, 0), "not \\(knights")],
)
def test_impossible_forces_are_refused(attacker, defender, error):
    with pytest.raises(ValueError, match=error):
        battle_odds(TABLES, attacker, defender)


# -- sanity ----------------------------------------------------------------------------------
SETTINGS = [
    {"attacker": (0, 1), "defender": (0, 1)},
    {"attacker": (2, 3), "defender": (2, 1)},
    {"attacker": (1, 2), "defender": (0, 3), "table": 3, "holder": "village"},
    {"attacker": (3, 2), "defender": (1, 2), "table": 3, "holder": "castle"},
    {"attacker": (1, 2), "defender": (1, 2), "attacker_cards": 2, "defender_cards": 1},
    {"attacker": (0, 3), "defender": (1, 1), "attacker_guardian": True},
    {"attacker": (5, 5), "defender": (4, 6), "table": 2},
    {"attacker": (8, 12), "defender": (8, 12)},
    {"attacker": (10, 10), "defender": (10, 15)},
    {"attacker": (6, 4), "defender": (3, 7), "table": 3, "holder": "castle", "defender_cards": 3},
]


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_endings_sum_to_one_and_losses_and_gold_add_up(setting):
    odds = battle_odds(TABLES, **setting)
    endings = [getattr(odds, name) for name in OUTCOMES]
    assert all(0 <= p <= 1 for p in endings)
    assert sum(endings) == pytest.approx(1, abs=EXACT)
    if setting.get("table", 1) != 3:
        assert odds.delayed == 0
    (ak, af), (dk, df) = setting["attacker"], setting["defender"]
    assert -EXACT <= odds.attacker_knights_lost <= ak + EXACT
    assert -EXACT <= odds.attacker_footsoldiers_lost <= af + EXACT
    assert -EXACT <= odds.defender_knights_lost <= dk + EXACT
    assert -EXACT <= odds.defender_footsoldiers_lost <= df + EXACT
    wa, wd = 2 * ak + af, 2 * dk + df
    assert (odds.attacker_wages, odds.defender_wages) == (wa, wd)
    assert odds.attacker_gold == pytest.approx(-wa + odds.attacker_wins * wd, abs=EXACT)
    assert odds.defender_gold == pytest.approx(-wd + odds.defender_wins * wa, abs=EXACT)
    data = odds.to_dict()
    assert data["attacker"] == list(setting["attacker"])
    assert set(OUTCOMES) <= set(data)
    json.dumps(data)


def test_twenty_against_twenty_five_is_quick():
    started = time.perf_counter()
    odds = battle_odds(TABLES, (10, 10), (10, 15))
    assert time.perf_counter() - started < 5  # about 0.4 s; a loose guard against blow-ups
    assert odds.defender_wins > odds.attacker_wins


def test_knights_and_footsoldiers_mirror_for_royal_guardians():
    # Both sides roll blue whatever they hold (rule 31 ii), and the red die (even faces) picks
    # a knight or a footsoldier with equal chance: swapping knights for footsoldiers changes
    # nothing but which kind is lost.
    odds = battle_odds(TABLES, (2, 1), (1, 3), attacker_guardian=True, defender_guardian=True)
    mirror = battle_odds(TABLES, (1, 2), (3, 1), attacker_guardian=True, defender_guardian=True)
    for name in OUTCOMES:
        assert getattr(odds, name) == pytest.approx(getattr(mirror, name), abs=EXACT)
    assert odds.attacker_knights_lost == pytest.approx(mirror.attacker_footsoldiers_lost)
    assert odds.defender_footsoldiers_lost == pytest.approx(mirror.defender_knights_lost)


def test_a_guardian_of_knights_only_and_the_blue_die_of_footsoldiers_change_nothing():
    # Knights alone always roll blue; footsoldiers alone never do.
    plain = battle_odds(TABLES, (3, 0), (1, 2))
    assert battle_odds(TABLES, (3, 0), (1, 2), attacker_guardian=True) == plain
    footsoldiers = battle_odds(TABLES, (0, 3), (0, 2))
    assert battle_odds(TABLES, (0, 3), (0, 2), blue_faces=12) == footsoldiers
    assert battle_odds(TABLES, (0, 3), (0, 2), defender_guardian=True) != footsoldiers


@pytest.mark.parametrize(
    ("attacker", "defender", "table", "holder"),
    [
        ((0, 1), (0, 2), 1, None),
        ((1, 1), (1, 2), 1, None),
        ((0, 2), (2, 0), 1, "village"),
        ((2, 3), (2, 2), 3, "castle"),
        ((1, 0), (0, 3), 3, "castle"),
    ],
)
def test_another_knight_never_hurts_the_attacker(attacker, defender, table, holder):
    before = battle_odds(TABLES, attacker, defender, table=table, holder=holder)
    after = battle_odds(
        TABLES, (attacker[0] + 1, attacker[1]), defender, table=table, holder=holder
    )
    assert after.attacker_wins >= before.attacker_wins
    assert after.defender_wins <= before.defender_wins


@pytest.mark.parametrize(
    ("attacker", "defender", "table", "holder"),
    [((0, 1), (0, 1), 1, None), ((2, 1), (1, 2), 1, "village"), ((2, 2), (1, 2), 3, "castle")],
)
def test_a_card_helps(attacker, defender, table, holder):
    plain = battle_odds(TABLES, attacker, defender, table=table, holder=holder)
    mine = battle_odds(TABLES, attacker, defender, table=table, holder=holder, attacker_cards=1)
    theirs = battle_odds(TABLES, attacker, defender, table=table, holder=holder, defender_cards=1)
    assert mine.attacker_wins > plain.attacker_wins
    assert theirs.attacker_wins < plain.attacker_wins


def test_a_second_card_played_by_policy_can_hurt():
    # The odds assume a card every round while any is left. On table 2 a higher attacker's
    # score turns "reverse" into 2/3, so a footsoldier forced to play a second card there wins
    # less often than with one card: the odds are the policy's, not the best play's.
    one = battle_odds(TABLES, (0, 1), (0, 1), attacker_cards=1)
    two = battle_odds(TABLES, (0, 1), (0, 1), attacker_cards=2)
    assert two.attacker_wins < one.attacker_wins


# -- Monte Carlo cross-check -----------------------------------------------------------------
BATTLES = 20_000
MIXES = [
    pytest.param({"attacker": (0, 1), "defender": (0, 1)}, id="1v1-footsoldiers"),
    pytest.param({"attacker": (2, 3), "defender": (2, 1)}, id="2k3f-v-2k1f"),
    pytest.param({"attacker": (2, 1), "defender": (1, 2)}, id="3v3-mixed"),
    pytest.param(
        {"attacker": (1, 2), "defender": (0, 3), "table": 3, "holder": "village"}, id="village"
    ),
    pytest.param(
        {"attacker": (3, 2), "defender": (1, 2), "table": 3, "holder": "castle"}, id="castle"
    ),
    pytest.param(
        {"attacker": (1, 2), "defender": (1, 2), "attacker_cards": 2, "defender_cards": 1},
        id="cards",
    ),
    pytest.param(
        {"attacker": (0, 3), "defender": (1, 1), "attacker_guardian": True}, id="guardian"
    ),
    pytest.param(
        {"attacker": (2, 2), "defender": (2, 2), "red_faces": 5, "blue_faces": 7}, id="odd-dice"
    ),
]


@pytest.mark.parametrize("setting", MIXES)
def test_the_odds_agree_with_a_monte_carlo_simulation(setting):
    odds = battle_odds(TABLES, **setting)
    rng = random.Random(f"odds-{sorted(setting.items())}")
    (ak, af), (dk, df) = setting["attacker"], setting["defender"]
    wages = (2 * ak + af, 2 * dk + df)
    counts = dict.fromkeys(OUTCOMES, 0)
    samples: dict[str, list[float]] = {
        "attacker_knights_lost": [],
        "attacker_footsoldiers_lost": [],
        "defender_knights_lost": [],
        "defender_footsoldiers_lost": [],
        "attacker_gold": [],
        "defender_gold": [],
        "expected_rounds": [],
    }
    dice = {k: setting[k] for k in ("red_faces", "blue_faces") if k in setting}
    battle = {k: v for k, v in setting.items() if k not in dice}
    simulator = Simulator(DATA, **dice)
    for _ in range(BATTLES):
        outcome, ((ak2, af2), (dk2, df2)), rounds = simulator.fight(rng, **battle)
        counts[outcome] += 1
        gold = [-wages[0], -wages[1]]  # rule 17: each pays his own wages...
        if outcome == "attacker_wins":
            gold[0] += wages[1]  # ...and the winner takes the loser's as spoils
        elif outcome == "defender_wins":
            gold[1] += wages[0]
        for name, value in zip(
            samples,
            (ak - ak2, af - af2, dk - dk2, df - df2, gold[0], gold[1], rounds),
            strict=True,
        ):
            samples[name].append(value)
    for outcome, seen in counts.items():
        p = getattr(odds, outcome)
        error = math.sqrt(max(p * (1 - p), 1 / BATTLES) / BATTLES)
        assert abs(seen / BATTLES - p) < 4 * error, (outcome, seen / BATTLES, p)
    for name, values in samples.items():
        mean = sum(values) / BATTLES
        spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (BATTLES - 1))
        expected = getattr(odds, name)
        assert abs(mean - expected) < 4 * spread / math.sqrt(BATTLES) + 1e-9, (name, mean, expected)
