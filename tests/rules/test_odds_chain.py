"""The exact odds' chain (`kingdom.rules.odds`, rules 12–18 and 20) against a plain reference.

`battle_odds` keeps of each side only its pieces and whether a knight is left (rule 16's
casualty picks lumped), numbers its states and settles reverses in closed form. The reference
below does none of that: it pushes the chance of every whole force — (knights, footsoldiers) of
both sides, cards, table, roles — forward one round at a time, every die face and every
casualty pick spelled out, until less than 1e-14 of it is still fighting. Both must give the
same odds, losses, gold and rounds. Then the memos: a second call is the first one's answer,
and tables changed in place are never answered from the memo.

Pure tests: run with `pytest -p no:django tests/rules/test_odds_chain.py`.
"""

from __future__ import annotations

import copy
import functools
import json
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kingdom.rules import combat
from kingdom.rules.combat import BattleTables
from kingdom.rules.odds import OUTCOMES, battle_odds, clear_caches

ROOT = Path(__file__).resolve().parents[2]
with open(ROOT / "fixtures" / "battle_tables.json", encoding="utf-8") as fixture:
    DATA = json.load(fixture)
TABLES = BattleTables.from_dict(DATA)
CLOSE = 1e-10
FIELDS = (
    *OUTCOMES,
    "attacker_knights_lost",
    "attacker_footsoldiers_lost",
    "defender_knights_lost",
    "defender_footsoldiers_lost",
    "attacker_gold",
    "defender_gold",
    "expected_rounds",
)


@functools.cache
def lose(force, points, red_faces):
    """((force left, chance), ...) after `points` points lost (rule 16), pick by pick."""
    knights, footsoldiers = force
    if points >= knights + footsoldiers:
        return (((0, 0), 1.0),)
    dist = {force: 1.0}
    for _ in range(points):
        after = defaultdict(float)
        for (k, f), p in dist.items():
            if combat.casualty_needs_roll(k, f):
                for face in range(1, red_faces + 1):
                    after[combat.remove_one(k, f, face)] += p / red_faces
            else:
                after[combat.remove_one(k, f, None)] += p
        dist = after
    return tuple(dist.items())


def reference(
    tables,
    attacker,
    defender,
    *,
    table=1,
    holder=None,
    attacker_guardian=False,
    defender_guardian=False,
    attacker_cards=0,
    defender_cards=0,
    red_faces=6,
    blue_faces=8,
):
    """The odds, round by round over whole forces: {name: value} for FIELDS."""
    faces = {"red": red_faces, "blue": blue_faces}
    guardians = (attacker_guardian, defender_guardian)
    wages = (2 * attacker[0] + attacker[1], 2 * defender[0] + defender[1])
    result = dict.fromkeys(FIELDS, 0.0)
    kept = [0.0, 0.0, 0.0, 0.0]

    def end(outcome, chance, forces):
        result[outcome] += chance
        for i, n in enumerate((*forces[0], *forces[1])):
            kept[i] += chance * n

    # (attacker's force, defender's force, cards, table, reversed): chance
    fighting = {(attacker, defender, (attacker_cards, defender_cards), table, False): 1.0}
    for _ in range(10_000):
        alive = sum(fighting.values())
        if alive < 1e-14:
            break
        result["expected_rounds"] += alive
        after = defaultdict(float)
        for (a_force, d_force, cards, at, reversed_), chance in fighting.items():
            forces = (a_force, d_force)
            striker, target = (1, 0) if reversed_ else (0, 1)
            mods = [int(cards[striker] > 0), int(cards[target] > 0)]  # rule 13
            if not reversed_ and holder == "castle":  # rule 18 iii
                mods = [mods[0] - 1, mods[1] + 1]
            elif not reversed_ and holder == "village":  # rule 20 i
                mods[1] += 1
            dice = [faces[combat.die_for(forces[s][0], guardians[s])] for s in (striker, target)]
            cards_left = (cards[0] - (cards[0] > 0), cards[1] - (cards[1] > 0))
            cells = Counter(
                tables.cell(at, tables.clamp(x + mods[0]), tables.clamp(y + mods[1]))
                for x in range(1, dice[0] + 1)
                for y in range(1, dice[1] + 1)
            )
            for cell, throws in cells.items():
                throw = chance * throws / (dice[0] * dice[1])
                if cell.kind == "delayed":
                    end("delayed", throw, forces)
                    continue
                if cell.kind == "reverse":
                    after[(*forces, cards_left, at, not reversed_)] += throw
                    continue
                points = [0, 0]
                next_table = at
                if cell.kind == "destroyed":
                    points[target] = 1000
                elif cell.kind == "table2":
                    points[target] = cell.defender
                    next_table = 2
                else:
                    points[target], points[striker] = cell.defender, cell.attacker
                for a_left, pa in lose(a_force, points[0], red_faces):
                    for d_left, pd in lose(d_force, points[1], red_faces):
                        p = throw * pa * pd
                        left = (a_left, d_left)
                        if not sum(a_left) and not sum(d_left):
                            end("inconclusive", p, left)
                        elif not sum(d_left):
                            end("attacker_wins", p, left)
                        elif not sum(a_left):
                            end("defender_wins", p, left)
                        else:
                            after[(*left, cards_left, next_table, reversed_)] += p
        fighting = after
    else:
        raise AssertionError("the reference battle did not end")
    names = (
        "attacker_knights",
        "attacker_footsoldiers",
        "defender_knights",
        "defender_footsoldiers",
    )
    for name, start, left in zip(names, (*attacker, *defender), kept, strict=True):
        result[f"{name}_lost"] = start - left
    result["attacker_gold"] = -wages[0] + result["attacker_wins"] * wages[1]
    result["defender_gold"] = -wages[1] + result["defender_wins"] * wages[0]
    return result


def assert_matches_reference(tables, attacker, defender, **setting):
    odds = battle_odds(tables, attacker, defender, **setting)
    expected = reference(tables, attacker, defender, **setting)
    for name in FIELDS:
        assert getattr(odds, name) == pytest.approx(expected[name], abs=CLOSE), name


@pytest.mark.parametrize(
    ("attacker", "defender", "setting"),
    [
        ((2, 2), (2, 1), {}),  # both mixed: the red die picks every casualty
        ((1, 3), (3, 1), {"table": 2}),  # reverses from the first round
        ((2, 1), (1, 2), {"table": 3, "holder": "castle", "defender_cards": 2}),
        ((1, 2), (2, 1), {"table": 3, "holder": "village", "attacker_cards": 1}),
        ((2, 1), (1, 2), {"attacker_guardian": True, "defender_cards": 1}),
        ((2, 2), (2, 1), {"red_faces": 5, "blue_faces": 7}),  # 2 of 5 faces pick a knight
        ((2, 2), (1, 2), {"red_faces": 1}),  # the footsoldiers always go first
        ((3, 0), (0, 4), {}),
    ],
)
def test_the_chain_matches_whole_forces_round_by_round(attacker, defender, setting):
    assert_matches_reference(TABLES, attacker, defender, **setting)


FORCES = st.tuples(st.integers(0, 3), st.integers(0, 3)).filter(sum)


@settings(max_examples=30, deadline=None)
@given(
    attacker=FORCES,
    defender=FORCES,
    table=st.sampled_from([1, 2, 3]),
    holder=st.sampled_from([None, "castle", "village"]),
    attacker_guardian=st.booleans(),
    defender_guardian=st.booleans(),
    attacker_cards=st.integers(0, 2),
    defender_cards=st.integers(0, 2),
    red_faces=st.integers(1, 6),
    blue_faces=st.integers(1, 8),
)
def test_any_small_battle_matches_the_reference(attacker, defender, **setting):
    assert_matches_reference(TABLES, attacker, defender, **setting)


def test_a_second_call_is_the_first_ones_answer():
    clear_caches()
    first = battle_odds(TABLES, (3, 4), (2, 5), holder="village", defender_cards=1)
    assert battle_odds(TABLES, (3, 4), (2, 5), holder="village", defender_cards=1) is first
    # Equal tables read from the same data are the same tables to the memo.
    equal = BattleTables.from_dict(DATA)
    assert battle_odds(equal, (3, 4), (2, 5), holder="village", defender_cards=1) is first
    clear_caches(odds_only=True)  # the chain again, with the rounds' memo warm
    assert battle_odds(TABLES, (3, 4), (2, 5), holder="village", defender_cards=1) == first
    clear_caches()
    assert battle_odds(TABLES, (3, 4), (2, 5), holder="village", defender_cards=1) == first


def test_tables_changed_in_place_are_not_answered_from_the_memo():
    tables = BattleTables.from_dict(copy.deepcopy(DATA))
    clear_caches()
    before = battle_odds(tables, (1, 1), (1, 1))  # the fixture's rounds, memoised from `tables`
    # Every cell of table 1 "defenders destroyed", put into the same tables object.
    routed = tuple(
        tuple(combat.Cell(kind="destroyed") for _ in row) for row in tables.tables[1].cells
    )
    tables.tables[1] = replace(tables.tables[1], cells=routed)
    after = battle_odds(tables, (1, 1), (1, 1))
    assert after.attacker_wins == 1
    assert before.attacker_wins < 1
    # The fixture's tables keep the fixture's odds, also for rounds not played before (a card).
    assert battle_odds(TABLES, (1, 1), (1, 1)) == before
    carded = battle_odds(TABLES, (1, 1), (1, 1), attacker_cards=1)
    clear_caches()
    assert battle_odds(TABLES, (1, 1), (1, 1), attacker_cards=1) == carded
