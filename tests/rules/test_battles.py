"""Battles (rules 11–21) as scenarios with table dice, round by round and to the gold coin.

The mini board: Arthur's player is seat 1 (castle Caerlon B1, and Mordred's Dolorous Gard H5
by allegiance), King Mark's is seat 0 (Tintagel H1). D2, E2 and E3 are open plain squares.
"""

import pytest

from kingdom.rules.actions import (
    EndMovement,
    EndTurn,
    Execute,
    FightBattle,
    Move,
    PlayCards,
    SetRansom,
)
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    BattleEnded,
    BattleRound,
    ChallengerCaptured,
    GoldTransferred,
    PiecesLost,
)
from kingdom.rules.state import Phase, Stack

from .test_movement import arthur_to_move

ARTHUR, MARK = 1, 0


def setup_field(arthur: tuple[int, int], mark: tuple[int, int], *, at="E2", origin="D2"):
    """Arthur's force on `origin`, Mark's on `at`; Arthur to move."""
    state = arthur_to_move()
    state.player(ARTHUR).stacks[origin] = Stack(*arthur)
    state.player(MARK).stacks[at] = Stack(*mark)
    return state


def attack(state, origin, destination, knights, footsoldiers, faces):
    state, events = apply(
        state,
        Move(
            seat=ARTHUR,
            origin=origin,
            destination=destination,
            knights=knights,
            footsoldiers=footsoldiers,
        ),
        TableDice(),
    )
    state, more = apply(state, EndMovement(seat=ARTHUR), TableDice(faces))
    return state, events + more


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


def gold_moves(events):
    return [(e.payer, e.payee, e.amount, e.reason) for e in of(events, GoldTransferred)]


def test_rule_16_example_round_by_round():
    # 3 footsoldiers and a knight attack 2 footsoldiers and 2 knights; both roll blue.
    state = setup_field((1, 3), (2, 2))
    gold = {s: state.player(s).gold for s in (ARTHUR, MARK)}
    faces = [2, 5, 4, 1, 7, 3, 7, 8, 4, 3, 5, 6, 2, 4, 1]
    state, events = attack(state, "D2", "E2", 1, 3, faces)
    rounds = of(events, BattleRound)
    summary = [
        (
            r.table,
            r.attacker,
            r.attacker_die,
            r.attacker_score,
            r.defender_die,
            r.defender_score,
            r.result,
        )
        for r in rounds
    ]
    assert summary == [
        # Round 1: attacker 2 (Engage), defender 5 (Fighting retreat): attacker loses 2.
        (1, ARTHUR, "blue", 2, "blue", 5, "0/2"),
        # His knight fell (Mark's red die: 4, even), then a footsoldier: he rolls red now.
        (1, ARTHUR, "red", 1, "blue", 7, "go to table 2"),
        (2, ARTHUR, "red", 3, "blue", 7, "reverse"),
        # Mark attacks now: 1 for Arthur's player, 2 for Mark's.
        (2, MARK, "blue", 8, "red", 4, "1/2"),
        (2, MARK, "blue", 6, "red", 2, "0/1"),
        (2, MARK, "blue", 4, "red", 1, "0/1"),
    ]
    assert rounds[-1].cell_source == "reconstructed"
    lost = [(e.seat, e.knights, e.footsoldiers) for e in of(events, PiecesLost)]
    assert lost == [
        (ARTHUR, 1, 0), (ARTHUR, 0, 1),
        (ARTHUR, 0, 1), (MARK, 0, 1), (MARK, 0, 1),
        (MARK, 1, 0), (MARK, 1, 0),
    ]  # fmt: skip
    (ended,) = of(events, BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("attacker_wins", ARTHUR, "rule 15 vi")
    # Rule 17: wages 2 + 3 = 5 and 4 + 2 = 6; the winner pays his, takes the loser's.
    assert gold_moves(events)[:2] == [
        (ARTHUR, None, 5, "wages"),
        (MARK, ARTHUR, 6, "spoils of war"),
    ]
    assert state.player(ARTHUR).stacks["E2"] == Stack(0, 1, 0, 1)
    assert "E2" not in state.player(MARK).stacks
    assert state.player(ARTHUR).chivalry == 1  # house 4: an attacker's victory
    assert state.player(ARTHUR).gold == gold[ARTHUR] - 5 + 6
    assert state.player(MARK).gold == gold[MARK] - 6


def test_rule_17_example_to_the_gold_coin():
    # 3 knights and 2 footsoldiers (8 gold of wages) against 2 knights and 1 footsoldier (5).
    state = setup_field((3, 2), (2, 1))
    gold = {s: state.player(s).gold for s in (ARTHUR, MARK)}
    # Ambush (8) against Retreat in confusion (1): Defenders destroyed.
    state, events = attack(state, "D2", "E2", 3, 2, [8, 1])
    assert [r.result for r in of(events, BattleRound)] == ["defenders destroyed"]
    assert gold_moves(events)[:2] == [
        (ARTHUR, None, 8, "wages"),
        (MARK, ARTHUR, 5, "spoils of war"),
    ]
    assert state.phase == Phase.PURCHASE
    assert state.player(ARTHUR).gold == gold[ARTHUR] - 8 + 5
    assert state.player(MARK).gold == gold[MARK] - 5


def test_a_castle_siege_delayed_then_resumed_next_turn():
    state = setup_field((3, 0), (0, 0), origin="H2", at="E3")
    del state.player(MARK).stacks["E3"]
    # Siege 3 - 1 = 2 against Repel 4 + 1 = 5: Assault delayed.
    state, events = attack(state, "H2", "H1", 3, 0, [3, 4])
    (round_,) = of(events, BattleRound)
    assert (round_.table, round_.attacker_score, round_.defender_score) == (3, 2, 5)
    assert round_.attacker_modifiers == ("-1 attacking a castle (rule 18 iii)",)
    assert round_.defender_modifiers == ("+1 defending a castle (rule 18 iii)",)
    (ended,) = of(events, BattleEnded)
    assert (ended.outcome, ended.rule) == ("delayed", "rule 18 i")
    assert gold_moves(events)[:2] == [(ARTHUR, None, 6, "wages"), (MARK, None, 8, "wages")]
    assert state.sieges == {"H1": ARTHUR}
    assert state.player(ARTHUR).stacks["H1"].knights == 3
    # Mark's turn passes without a sally; on Arthur's next turn the siege resumes.
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndMovement(seat=MARK), TableDice())
    assert state.phase == Phase.PURCHASE
    state, _ = apply(state, EndTurn(seat=MARK), TableDice())
    state, events = apply(state, EndMovement(seat=ARTHUR), TableDice([8, 1]))
    assert next(r.table for r in of(events, BattleRound)) == 3


def test_a_defended_castle_taken_gives_the_standard_and_chivalry():
    state = setup_field((2, 0), (0, 1), origin="H2", at="H1")
    state.player(MARK).stacks["H1"] = Stack(0, 1)
    state.player(MARK).challenger_at = "G3"
    before = state.tax_due(ARTHUR)
    # Attempt to breach 8 - 1 = 7 against Sally 1 + 1 = 2: 2/1 (a reconstructed cell).
    state, events = attack(state, "H2", "H1", 2, 0, [8, 1])
    assert [r.result for r in of(events, BattleRound)] == ["2/1"]
    assert state.control["H1"] == ARTHUR
    assert state.tax_due(ARTHUR) == before + 4
    chivalry = [(e.change, e.reason) for e in events if e.type == "chivalry_changed"]
    assert chivalry == [(1, "attacker wins battle"), (2, "capture castle")]


def test_a_lone_challenger_is_captured_without_a_roll_and_lives_a_prisoners_life():
    state = setup_field((1, 0), (0, 0))
    del state.player(MARK).stacks["E2"]
    state.player(MARK).challenger_at = "E2"
    state, events = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    (captured,) = of(events, ChallengerCaptured)
    assert (captured.seat, captured.captor, captured.prison, captured.rule) == (
        MARK,
        ARTHUR,
        "B1",
        "rule 21 ii",
    )
    mark = state.player(MARK)
    assert mark.prisoner_of == ARTHUR and mark.turns_to_miss == 2 and mark.challenger_at == "B1"
    # Two missed turns: no moves, but allegiances and taxes as usual.
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert state.turn.seat == ARTHUR  # Mark's first missed turn went by on its own
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    gold = state.player(MARK).gold
    state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    # End of the second missed turn: 30 gold to the captor, -5 endurance, home, where he stays
    # during his player's next turn (not a missed turn: rule 21 iii b).
    released = [e for e in events if e.type == "challenger_released"]
    assert [(e.ransom, e.home) for e in released] == [(30, "H1")]
    assert (MARK, ARTHUR, 30, "ransom") in gold_moves(events)
    mark = state.player(MARK)
    assert (mark.endurance, mark.challenger_at, mark.prisoner_of) == (15, "H1", None)
    assert (mark.turns_to_miss, mark.miss_reason) == (0, None)
    assert (mark.stays_home_turn, mark.stays_home_rule) == (mark.turns_taken + 1, "rule 21 iii b")
    assert state.player(MARK).gold == gold - 30 + state.tax_due(MARK)


def test_a_prisoner_who_cannot_pay_is_judged_by_his_captor():
    state = setup_field((1, 0), (0, 0))
    del state.player(MARK).stacks["E2"]
    state.player(MARK).challenger_at = "E2"
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    state.player(MARK).turns_to_miss = 1
    state.player(MARK).gold = 0
    state.player(MARK).stacks.clear()
    state.control = {sq: s for sq, s in state.control.items() if s != MARK}
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(ARTHUR, "ransom")]
    with pytest.raises(IllegalAction, match="rule 21 iii c: set ransom: the prisoner has 0 gold"):
        apply(state, SetRansom(seat=ARTHUR, amount=5), TableDice())
    state.player(ARTHUR).chivalry = 5
    state, events = apply(state, Execute(seat=ARTHUR), TableDice())
    assert state.player(MARK).eliminated
    assert [e.rule for e in events if e.type == "player_eliminated"] == ["rule 21 iii c"]
    assert state.player(ARTHUR).chivalry == 5 - 3
    assert state.phase == Phase.OVER and state.winner == ARTHUR


def test_a_challenger_whose_forces_fall_escapes_on_an_even_roll():
    state = setup_field((2, 0), (0, 1))
    state.player(MARK).challenger_at = "E2"
    # 8 against 1: destroyed; Mark rolls 4 (even): he flees to Tintagel, his nearest castle.
    state, events = attack(state, "D2", "E2", 2, 0, [8, 1, 4])
    escaped = [e for e in events if e.type == "challenger_escaped"]
    assert [(e.seat, e.refuge, e.rule) for e in escaped] == [(MARK, "H1", "rule 21 i")]
    assert state.player(MARK).challenger_at == "H1"


def test_an_odd_roll_and_he_is_taken():
    state = setup_field((2, 0), (0, 1))
    state.player(MARK).challenger_at = "E2"
    state, events = attack(state, "D2", "E2", 2, 0, [8, 1, 3])
    (captured,) = of(events, ChallengerCaptured)
    assert (captured.captor, captured.rule) == (ARTHUR, "rule 21 i")


def test_an_attack_the_attacker_cannot_pay_for_is_illegal():
    state = setup_field((3, 2), (1, 0))
    state.player(ARTHUR).gold = 7
    with pytest.raises(IllegalAction) as refused:
        apply(
            state,
            Move(seat=ARTHUR, origin="D2", destination="E2", knights=3, footsoldiers=2),
            TableDice(),
        )
    assert str(refused.value) == "rule 17: move: the battle at E2 needs 8 gold of wages; you have 7"


def test_a_defender_who_cannot_pay_owes_the_rest():
    state = setup_field((3, 0), (2, 1))
    state.player(MARK).gold = 2
    state, _events = attack(state, "D2", "E2", 3, 0, [8, 1])
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "raise_funds")]
    assert state.debt.amount == 5 and state.debt.creditor == ARTHUR


def test_add_one_cards_are_played_in_a_round_and_go_back_to_the_pack():
    state = setup_field((1, 0), (1, 0))
    cards = state.rs.cards_of_kind("add_one")[:2]
    state.player(MARK).hand = list(cards)
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "battle_cards")]
    with pytest.raises(IllegalAction, match="rule 13: play cards: you hold 2 add-one cards, not 3"):
        apply(state, PlayCards(seat=MARK, count=3), TableDice())
    # Arthur 5 (Charge) against Mark 4 + 2 = 6 (Engage): go to table 2.
    state, events = apply(state, PlayCards(seat=MARK, count=2), TableDice([5, 4]))
    (round_,) = of(events, BattleRound)[:1]
    assert round_.defender_modifiers == ("+2 add-one cards (rule 13)",)
    assert (round_.defender_score, round_.result) == (6, "go to table 2")
    assert state.player(MARK).hand == [] and state.fortune_pack[-2:] == cards


def test_add_one_cards_stay_sealed_until_both_sides_have_chosen():
    """House 18: the first side's choice shows neither in the other's view nor in the log."""
    state = setup_field((1, 0), (1, 0))
    attacker_card, *defender_cards = state.rs.cards_of_kind("add_one")[:3]
    state.player(ARTHUR).hand = [attacker_card]
    state.player(MARK).hand = list(defender_cards)
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    seen_by_arthur = view(state, ARTHUR)["pending"]
    assert {d["seat"]: d["detail"].get("max") for d in seen_by_arthur} == {ARTHUR: 1, MARK: None}
    state, events = apply(state, PlayCards(seat=MARK, count=2), TableDice())
    assert events == [] and state.player(MARK).hand == list(defender_cards)
    assert view(state, ARTHUR)["battle"]["cards"] == {str(MARK): "sealed"}
    assert view(state, MARK)["battle"]["cards"] == {str(MARK): 2}
    state, events = apply(state, PlayCards(seat=ARTHUR, count=1), TableDice([5, 4]))
    played = [(e.seat, e.card, e.rule) for e in events if e.type == "card_played"]
    assert played == [(ARTHUR, attacker_card, "house 18")] + [
        (MARK, card, "house 18") for card in defender_cards
    ]
    (round_,) = of(events, BattleRound)[:1]
    assert (round_.attacker_score, round_.defender_score) == (6, 6)
    assert state.player(MARK).hand == [] and state.player(ARTHUR).hand == []


def test_several_battles_the_attacker_picks_the_order():
    state = setup_field((1, 0), (1, 0))
    state.player(ARTHUR).stacks["D3"] = Stack(1, 0)
    state.player(MARK).stacks["E3"] = Stack(0, 1)
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D3", destination="E3", knights=1), TableDice()
    )
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    (decision,) = pending(state)
    assert decision.kind == "choose_battle"
    assert [o["node"] for o in decision.detail["options"]] == ["E2", "E3"]
    with pytest.raises(
        IllegalAction, match="rule 14: fight battle: no battle at D4; choose E2, E3"
    ):
        apply(state, FightBattle(seat=ARTHUR, node="D4"), TableDice())
    state, events = apply(state, FightBattle(seat=ARTHUR, node="E3"), TableDice([8, 1, 8, 1]))
    assert [e.node for e in of(events, BattleEnded)] == ["E3", "E2"]


def test_an_inconclusive_battle_both_pay_the_bank():
    state = setup_field((0, 1), (0, 2))
    # Table 1: 6 (red die: 6) against 6: go to table 2; then Charge 6 against Counter attack 6:
    # 2/3 takes everybody: inconclusive (rule 16 note).
    state, events = attack(state, "D2", "E2", 0, 1, [6, 6, 6, 6])
    (ended,) = of(events, BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("inconclusive", None, "rule 16 note")
    assert gold_moves(events)[:2] == [(ARTHUR, None, 1, "wages"), (MARK, None, 2, "wages")]


def test_camelot_a_fight_to_the_death_and_25_gold_a_whole_turn():
    state = arthur_to_move()
    state.player(ARTHUR).chivalry = 13
    state.player(ARTHUR).challenger_at = "D5"
    state.player(MARK).challenger_at = "D4"
    state.player(MARK).camelot_since = 0
    state.player(MARK).endurance = 3
    # Arthur 6, Mark 2: Mark loses 4 endurance and dies (rule 19 ii, rule 34 ii).
    state, events = apply(
        state, Move(seat=ARTHUR, origin="D5", destination="D4", challenger=True), TableDice([6, 2])
    )
    endurance = [(e.seat, e.change, e.rule) for e in events if e.type == "endurance_changed"]
    assert endurance == [(MARK, -4, "rule 19 ii")]
    assert state.player(MARK).eliminated and state.phase == Phase.OVER


def test_a_challenger_alone_in_camelot_collects_25_for_each_whole_turn():
    state = arthur_to_move()
    state.player(ARTHUR).chivalry = 13
    state.player(ARTHUR).challenger_at = "D5"
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D5", destination="D4", challenger=True), TableDice()
    )
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert not [e for e in events if e.type == "gold_transferred" and e.reason == "Camelot"]
    state, _ = apply(state, EndMovement(seat=MARK), TableDice())
    state, _ = apply(state, EndTurn(seat=MARK), TableDice())
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert [
        (e.amount, e.rule) for e in events if e.type == "gold_transferred" and e.reason == "Camelot"
    ] == [(25, "rule 19")]


def test_camelot_falls_with_whoever_is_in_it():
    from kingdom.rules.camelot import camelot_falls
    from kingdom.rules.context import Ctx

    state = arthur_to_move()
    state.player(MARK).challenger_at = "D4"
    ctx = Ctx(state, TableDice())
    camelot_falls(ctx)
    assert state.camelot_fallen and state.player(MARK).eliminated
    assert [e.type for e in ctx.events][:2] == ["camelot_fallen", "player_eliminated"]
