"""Alliances (rule 33, RULES.md section 8) as scenarios on the mini board, three players.

Mark's player is seat 0 (Tintagel H1), Arthur's seat 1 (Caerlon B1), Mordred's seat 2
(Dolorous Gard H5). Mark moves first. D2, E2 and E3 are open plain squares.
"""

import math

import pytest

from kingdom.rules.actions import (
    AnswerAlliance,
    ChooseChallenger,
    EndAlliance,
    EndMovement,
    Move,
    PlayCards,
    ProposeAlliance,
    Resign,
    Roll,
)
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import SPECS, Clock, DecisionKind, ends
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice, TableDice
from kingdom.rules.engine import apply, is_legal, legal_actions, pending, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    AllianceEnded,
    AllianceFormed,
    AllianceProposed,
    AllianceRefused,
    AlliesJoinBattle,
    AllyLeavesBattle,
    BattleEnded,
    BattleStarted,
    GoldTransferred,
    PiecesLost,
)
from kingdom.rules.odds import battle_odds
from kingdom.rules.state import Phase, Stack

from .test_setup import table_game

MARK, ARTHUR, MORDRED = 0, 1, 2


def three_to_move():
    """Three challengers chosen at a table, no fortune cards: Mark's movement, turn 1."""
    state, _ = table_game(3)
    state, _ = apply(state, ChooseChallenger(seat=MARK, challenger="mark"), TableDice())
    state, _ = apply(state, ChooseChallenger(seat=ARTHUR, challenger="arthur"), TableDice())
    state.fortune_pack = []
    state, _ = apply(state, ChooseChallenger(seat=MORDRED, challenger="mordred"), TableDice())
    assert state.phase == Phase.MOVEMENT and state.turn.seat == MARK
    return state


def act(state, action, faces=()):
    return apply(state, action, TableDice(list(faces)))


def allied(state, a=MARK, b=MORDRED):
    state, _ = act(state, ProposeAlliance(seat=a, to_seat=b))
    state, _ = act(state, AnswerAlliance(seat=b, from_seat=a, accept=True))
    return state


def of(events, cls):
    return [e for e in events if isinstance(e, cls)]


# -- propose, accept or refuse, end ---------------------------------------------------------------
def test_an_offer_waits_on_the_reply_clock_and_an_acceptance_is_public():
    state = three_to_move()
    state, events = act(state, ProposeAlliance(seat=MARK, to_seat=MORDRED))
    assert events == [AllianceProposed(seat=MARK, to_seat=MORDRED, rule="rule 33")]
    offer = next(d for d in pending(state) if d.kind == DecisionKind.ALLIANCE_REPLY)
    assert (offer.seat, offer.rule, offer.detail["from"]) == (MORDRED, "rule 33", MARK)
    assert SPECS[offer.kind].clock == Clock.REPLY
    assert default_action(state, offer) == AnswerAlliance(
        seat=MORDRED, from_seat=MARK, accept=False
    )
    assert legal_actions(state, MORDRED)[:2] == [
        AnswerAlliance(seat=MORDRED, from_seat=MARK, accept=True),
        AnswerAlliance(seat=MORDRED, from_seat=MARK, accept=False),
    ]
    # Mark's own movement goes on while the offer waits.
    assert pending(state)[0].kind == DecisionKind.MOVE
    state, events = act(state, AnswerAlliance(seat=MORDRED, from_seat=MARK, accept=True))
    assert events == [AllianceFormed(seat=MORDRED, proposer=MARK, rule="rule 33")]
    assert all(e.visible_to is None for e in events)
    assert state.alliances == [(MARK, MORDRED)]
    assert view(state, ARTHUR)["alliances"] == [[MARK, MORDRED]]
    assert [d.kind for d in pending(state)] == [DecisionKind.MOVE]


def test_a_refused_offer_leaves_no_alliance_and_a_new_offer_is_a_new_decision():
    state = three_to_move()
    state, _ = act(state, ProposeAlliance(seat=MARK, to_seat=MORDRED))
    first = pending(state)[-1]
    with pytest.raises(IllegalAction, match="rule 33: propose alliance: an offer between"):
        act(state, ProposeAlliance(seat=MORDRED, to_seat=MARK))
    state, events = act(state, AnswerAlliance(seat=MORDRED, from_seat=MARK, accept=False))
    assert events == [AllianceRefused(seat=MORDRED, proposer=MARK, rule="rule 33")]
    assert state.alliances == [] and state.proposals == []
    state, _ = act(state, ProposeAlliance(seat=MARK, to_seat=MORDRED))
    again = pending(state)[-1]
    assert again.kind == first.kind and again.key != first.key


def test_two_offers_to_one_seat_are_answered_one_by_one():
    state = three_to_move()
    state, _ = act(state, ProposeAlliance(seat=MARK, to_seat=ARTHUR))
    state, _ = act(state, ProposeAlliance(seat=MORDRED, to_seat=ARTHUR))
    offers = [d for d in pending(state) if d.kind == DecisionKind.ALLIANCE_REPLY]
    answer = AnswerAlliance(seat=ARTHUR, from_seat=MORDRED, accept=True)
    assert [ends(d, answer) for d in offers] == [False, True]
    state, _ = act(state, answer)
    assert state.alliances == [(ARTHUR, MORDRED)]
    assert [d.detail["from"] for d in pending(state) if d.seat == ARTHUR] == [MARK]


def test_either_ally_ends_the_alliance_at_any_time_even_in_the_others_turn():
    state = allied(three_to_move())
    assert EndAlliance(seat=MORDRED, ally=MARK) in legal_actions(state, MORDRED)
    state, events = act(state, EndAlliance(seat=MORDRED, ally=MARK))  # in Mark's movement
    assert events == [AllianceEnded(seat=MORDRED, ally=MARK, rule="rule 33")]
    assert state.alliances == []
    with pytest.raises(IllegalAction, match="rule 33: end alliance: you have no alliance"):
        act(state, EndAlliance(seat=MARK, ally=MORDRED))


def test_no_alliance_with_oneself_before_the_turns_or_after_elimination():
    state, _ = table_game(3)
    assert not is_legal(state, ProposeAlliance(seat=0, to_seat=1))  # still choosing
    state = three_to_move()
    with pytest.raises(IllegalAction, match="no other player"):
        act(state, ProposeAlliance(seat=MARK, to_seat=MARK))
    state = allied(state)
    state, _ = act(state, ProposeAlliance(seat=ARTHUR, to_seat=MORDRED))
    state, events = act(state, Resign(seat=MORDRED))
    assert AllianceEnded(seat=MORDRED, ally=MARK, reason="eliminated", rule="rule 33") in events
    assert of(events, AllianceRefused)[0].reason == "eliminated"
    assert state.alliances == [] and state.proposals == []


# -- allied pieces on the board -------------------------------------------------------------------
def test_allied_pieces_share_a_square_without_battle():
    state = three_to_move()
    state.player(MARK).stacks["D2"] = Stack(1, 1)
    state.player(MORDRED).stacks["E2"] = Stack(0, 2)
    enemy, _ = act(state, Move(seat=MARK, origin="D2", destination="E2", knights=1, footsoldiers=1))
    enemy, events = act(enemy, EndMovement(seat=MARK))
    assert of(events, BattleStarted)  # not allied: a battle
    state = allied(state)
    state, _ = act(state, Move(seat=MARK, origin="D2", destination="E2", knights=1, footsoldiers=1))
    state, events = act(state, EndMovement(seat=MARK))
    assert not of(events, BattleStarted)
    assert state.phase == Phase.PURCHASE
    assert state.player(MARK).stacks["E2"].strength == 2
    assert state.player(MORDRED).stacks["E2"].strength == 2


def test_an_ally_is_not_attacked_his_squares_are_not_taken_nor_his_challenger_captured():
    state = allied(three_to_move())
    state.player(MARK).stacks["H4"] = Stack(0, 2)  # beside Mordred's village Alnwick (H4)
    state.player(MORDRED).challenger_at = "H3"  # alone on his village Wooler
    state, _ = act(state, Move(seat=MARK, origin="H4", destination="H3", footsoldiers=2))
    assert state.control["H3"] == MORDRED and state.control["H4"] == MORDRED
    assert state.player(MORDRED).challenger_at == "H3" and state.player(MORDRED).prisoner_of is None
    # Moving onto an ally's pieces needs no wages (rule 17 is about battles).
    state.player(MARK).gold = 0
    state.player(MARK).stacks["G5"] = Stack(3, 0)
    state.player(MORDRED).stacks["H5"].knights = 2
    assert is_legal(state, Move(seat=MARK, origin="G5", destination="H5", knights=3))


def test_ended_mid_turn_the_shared_square_is_a_battle_of_that_turn():
    state = allied(three_to_move())
    state.player(MARK).stacks["D2"] = Stack(0, 1)
    state.player(MORDRED).stacks["E2"] = Stack(0, 2)
    state, _ = act(state, Move(seat=MARK, origin="D2", destination="E2", footsoldiers=1))
    state, events = act(state, EndAlliance(seat=MARK, ally=MORDRED))  # treacherous
    state, events = act(state, EndMovement(seat=MARK))
    (started,) = of(events, BattleStarted)
    assert (started.attacker, started.defender) == (MARK, MORDRED)


# -- allies on the battle square ------------------------------------------------------------------
def allied_field(*, arthur_cards=0):
    """Mark (one footsoldier) has moved onto E2 to attack Arthur (two footsoldiers), where
    Mark's ally Mordred has a knight and two footsoldiers."""
    state = allied(three_to_move())
    state.player(MARK).stacks["D2"] = Stack(0, 1)
    state.player(MORDRED).stacks["E2"] = Stack(1, 2)
    state.player(ARTHUR).stacks["E2"] = Stack(0, 2)
    state.player(ARTHUR).hand = state.rs.cards_of_kind("add_one")[:arthur_cards]
    state, _ = act(state, Move(seat=MARK, origin="D2", destination="E2", footsoldiers=1))
    return state


def allied_attack(faces=(), *, arthur_cards=0):
    return act(allied_field(arthur_cards=arthur_cards), EndMovement(seat=MARK), faces)


def test_an_allys_pieces_fight_on_the_movers_side_with_the_blue_die():
    state, events = allied_attack()
    (started,) = of(events, BattleStarted)
    assert (started.attacker_strength, started.defender_strength) == (4, 2)
    assert started.wages == {MARK: 1, MORDRED: 4, ARTHUR: 2}  # each his own (rule 17)
    assert of(events, AlliesJoinBattle) == [
        AlliesJoinBattle(node="E2", leader=MARK, allies=(MORDRED,), strength=4, rule="rule 33")
    ]
    (roll,) = pending(state)
    assert (roll.seat, roll.detail["die"]) == (MARK, "blue")  # Mordred's knight (rule 12)


def test_casualties_come_from_the_leader_first_then_his_ally():
    state, _ = allied_attack()
    # Table 1, attacker 1 against defender 3: the attackers lose 2 points.
    state, events = act(state, Roll(seat=MARK, face=1), [3])
    lost = of(events, PiecesLost)
    assert lost == [PiecesLost(seat=MARK, node="E2", knights=0, footsoldiers=1, rule="rule 16")]
    (roll,) = pending(state)  # Mordred's mixed force: Arthur's red die picks the piece
    assert (roll.seat, roll.detail["purpose"]) == (ARTHUR, f"casualty of {MORDRED}")


def test_wages_each_his_own_and_the_spoils_to_the_leader():
    state, _ = allied_attack()
    state, events = act(state, Roll(seat=MARK, face=8), [1])  # defenders destroyed
    (ended,) = of(events, BattleEnded)
    assert (ended.outcome, ended.winner) == ("attacker_wins", MARK)
    gold = [(e.payer, e.payee, e.amount, e.reason) for e in of(events, GoldTransferred)]
    assert gold == [
        (MARK, None, 1, "wages"),
        (ARTHUR, MARK, 2, "spoils of war"),
        (MORDRED, None, 4, "wages"),
    ]


def test_a_defender_fights_with_his_ally_led_by_the_squares_controller():
    state = allied(three_to_move(), ARTHUR, MORDRED)
    state.player(ARTHUR).stacks["G2"] = Stack(0, 1)  # in Mark's village Bodmin
    state.player(MORDRED).stacks["G2"] = Stack(0, 2)
    state.control["G2"] = MORDRED
    state.player(MARK).stacks["G1"] = Stack(2, 0)
    state, _ = act(state, Move(seat=MARK, origin="G1", destination="G2", knights=2))
    state, events = act(state, EndMovement(seat=MARK))
    (started,) = of(events, BattleStarted)  # one battle against both: Mordred leads
    assert (started.defender, started.defender_strength) == (MORDRED, 3)
    assert of(events, AlliesJoinBattle)[0].allies == (ARTHUR,)


def test_an_alliance_ended_mid_battle_takes_the_former_ally_out_of_it():
    state, _ = allied_attack(arthur_cards=1)  # the battle waits for Arthur's add-one card
    assert pending(state)[0].kind == DecisionKind.BATTLE_CARDS
    state, events = act(state, EndAlliance(seat=MORDRED, ally=MARK))
    assert of(events, AllyLeavesBattle) == [
        AllyLeavesBattle(node="E2", leader=MARK, seat=MORDRED, strength=1, rule="house 27")
    ]
    assert state.battle.allies == {} and MORDRED not in state.battle.wages
    assert (("E2", MORDRED)) in {(c.node, c.defender) for c in state.turn.contests}
    state, _ = act(state, PlayCards(seat=ARTHUR, count=0))
    (roll,) = pending(state)
    assert roll.detail["die"] == "red"  # Mordred's knight no longer fights for Mark


def test_an_ally_who_leaves_the_defending_side_is_fought_once_that_battle_is_over():
    """Issue 35, rule 6 iv: Mark attacks Arthur on E2, where Arthur's ally Mordred stands with
    him; Mordred ends the alliance mid-battle. His pieces leave the battle at once (house 27)
    and stand on Mark's square as enemies: once Mark has beaten Arthur, he fights Mordred there
    in the same turn — never a square shared by enemies with no battle."""
    state = allied(three_to_move(), ARTHUR, MORDRED)
    state.player(MARK).stacks["D2"] = Stack(0, 1)
    state.player(ARTHUR).stacks["E2"] = Stack(0, 1)
    state.player(ARTHUR).hand = state.rs.cards_of_kind("add_one")[:1]
    state.player(MORDRED).stacks["E2"] = Stack(0, 2)
    state, _ = act(state, Move(seat=MARK, origin="D2", destination="E2", footsoldiers=1))
    state, events = act(state, EndMovement(seat=MARK))
    assert of(events, AlliesJoinBattle)[0].allies == (MORDRED,)
    state, events = act(state, EndAlliance(seat=MORDRED, ally=ARTHUR))
    assert of(events, AllyLeavesBattle) == [
        AllyLeavesBattle(node="E2", leader=ARTHUR, seat=MORDRED, strength=1, rule="house 27")
    ]
    assert [(c.node, c.defender) for c in state.turn.contests] == [("E2", MORDRED)]
    state, _ = act(state, PlayCards(seat=ARTHUR, count=0))
    state, events = act(state, Roll(seat=MARK, face=6), [1])  # defenders destroyed
    (ended,) = of(events, BattleEnded)
    assert (ended.winner, ended.outcome) == (MARK, "attacker_wins")
    (started,) = of(events, BattleStarted)  # at once: the one battle left of the turn
    assert (started.node, started.attacker, started.defender) == ("E2", MARK, MORDRED)
    assert state.phase == Phase.BATTLES and state.battle.defender == MORDRED


def test_an_ally_who_leaves_the_movers_side_is_fought_once_that_battle_is_over():
    """The mover's own ally leaving his side mid-battle: Mark fights him on that square after
    the battle against Arthur (the shared square of a treacherous ally, rule 6 iv)."""
    state, _ = allied_attack(arthur_cards=1)
    state, _ = act(state, EndAlliance(seat=MORDRED, ally=MARK))
    assert [(c.node, c.defender) for c in state.turn.contests] == [("E2", MORDRED)]
    state, _ = act(state, PlayCards(seat=ARTHUR, count=0))
    state, events = act(state, Roll(seat=MARK, face=6), [1])
    assert of(events, BattleEnded)[0].winner == MARK
    (started,) = of(events, BattleStarted)
    assert (started.attacker, started.defender) == (MARK, MORDRED)


def test_players_opposed_in_a_battle_may_not_ally_until_it_is_over():
    state, _ = allied_attack(arthur_cards=1)
    assert not is_legal(state, ProposeAlliance(seat=MARK, to_seat=ARTHUR))
    assert ProposeAlliance(seat=ARTHUR, to_seat=MORDRED) not in legal_actions(state, ARTHUR)
    assert EndAlliance(seat=MARK, ally=MORDRED) in legal_actions(state, MARK)


# -- exact odds -----------------------------------------------------------------------------------
def test_an_allys_knight_kept_to_the_last_keeps_the_blue_die_longer():
    tables = three_to_move().rs.tables
    alone = battle_odds(tables, (1, 2), (0, 4))
    allied_side = battle_odds(tables, (0, 2), (0, 4), attacker_ally=(1, 0))
    assert allied_side.attacker_wins > alone.attacker_wins
    assert allied_side.attacker_knights_lost < alone.attacker_knights_lost
    assert allied_side.attacker_wages == alone.attacker_wages
    # Footsoldiers alone: who they belong to changes nothing.
    same = battle_odds(tables, (0, 3), (0, 4))
    split = battle_odds(tables, (0, 1), (0, 4), attacker_ally=(0, 2))
    assert math.isclose(same.attacker_wins, split.attacker_wins)
    assert split.to_dict()["attacker_ally"] == [0, 2] and "attacker_ally" not in same.to_dict()


def test_the_engine_agrees_with_the_exact_odds_of_an_allied_side():
    base = allied_field()
    odds = battle_odds(base.rs.tables, (0, 1), (0, 2), attacker_ally=(1, 2))
    battles = 1200
    counts = {"attacker_wins": 0, "defender_wins": 0, "inconclusive": 0, "delayed": 0}
    knights_lost = 0
    for n in range(battles):
        _, events = apply(base, EndMovement(seat=MARK), ServerDice(f"ally-{n}"))
        (ended,) = of(events, BattleEnded)
        counts[ended.outcome] += 1
        knights_lost += sum(e.knights for e in of(events, PiecesLost) if e.seat != ARTHUR)
    for outcome, seen in counts.items():
        p = getattr(odds, outcome)
        error = math.sqrt(max(p * (1 - p), 1e-4) / battles)
        assert abs(seen / battles - p) < 4 * error, (outcome, seen / battles, p)
    assert abs(knights_lost / battles - odds.attacker_knights_lost) < 0.1


# -- bots -----------------------------------------------------------------------------------------
def test_a_bot_accepts_an_offer_from_anyone_but_the_strongest_when_it_has_no_ally():
    state = three_to_move()
    state.player(ARTHUR).stacks["B1"] = Stack(9, 9)  # Arthur is the strongest on the board
    weak, _ = act(state, ProposeAlliance(seat=MARK, to_seat=MORDRED))
    assert Bot(1).choose(weak, MORDRED) == AnswerAlliance(seat=MORDRED, from_seat=MARK, accept=True)
    strong, _ = act(state, ProposeAlliance(seat=ARTHUR, to_seat=MORDRED))
    assert Bot(1).choose(strong, MORDRED) == AnswerAlliance(
        seat=MORDRED, from_seat=ARTHUR, accept=False
    )


def test_a_bot_offers_the_weakest_at_the_start_of_its_movement_and_ends_with_a_giant():
    state = three_to_move()
    state.player(ARTHUR).stacks["B1"] = Stack(0, 1)  # Arthur is the weakest
    assert Bot(1).choose(state, MARK) == ProposeAlliance(seat=MARK, to_seat=ARTHUR)
    state, _ = act(state, ProposeAlliance(seat=MARK, to_seat=ARTHUR))
    assert not isinstance(Bot(1).choose(state, MARK), ProposeAlliance)  # once a turn
    state = allied(three_to_move(), MARK, MORDRED)
    state.player(MORDRED).stacks["H5"] = Stack(9, 9)
    assert Bot(1).choose(state, MARK) == EndAlliance(seat=MARK, ally=MORDRED)
