"""Economy and the end (rules 8, 22–24, 32–38) as scenarios with exact numbers."""

import pytest

from kingdom.rules.actions import (
    AnswerDeal,
    Buy,
    DeclareBankrupt,
    EndByTimeLimit,
    EndMovement,
    EndTurn,
    OfferDeal,
    Resign,
)
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import DebtDue, GameEnded, GoldTransferred, PlayerEliminated
from kingdom.rules.state import Allegiance, Phase, Stack

from .helpers import ruleset
from .test_movement import arthur_to_move


def act(state, action):
    return apply(state, action, TableDice())


def to_purchase(state, seat=1):
    state, _ = act(state, EndMovement(seat=seat))
    assert state.phase == Phase.PURCHASE
    return state


def next_turn_of(state, seat):
    """Play empty turns until `seat`'s movement phase."""
    for _ in range(10):
        if state.phase == Phase.MOVEMENT and state.turn.seat == seat:
            return state
        state, _ = act(state, EndMovement(seat=state.turn.seat))
        state, _ = act(state, EndTurn(seat=state.turn.seat))
    raise AssertionError("no turn came")


def test_rule_24_tax_rates_are_the_printed_ones():
    assert ruleset().taxes == {
        "gold": 5, "silver": 4, "iron": 3,
        "barley": 2, "wheat": 2, "fish": 2, "fruit": 2,
        "leather": 1, "pottery": 1, "textile": 1,
    }  # fmt: skip
    assert ruleset().defaults.castle_tax == 4


def test_taxes_are_collected_at_the_end_of_the_turn():
    state = arthur_to_move()
    due = state.tax_due(1)
    gold = state.player(1).gold
    state = to_purchase(state)
    state, events = act(state, EndTurn(seat=1))
    taxes = [e for e in events if isinstance(e, GoldTransferred) and e.reason == "taxes"]
    assert [(t.payer, t.payee, t.amount, t.rule) for t in taxes] == [(None, 1, due, "rule 24")]
    assert state.player(1).gold == gold + due


def test_rule_8_two_allegiances_of_16_and_12_cost_28_each_turn():
    state = arthur_to_move()
    state.player(1).allegiances = [Allegiance("mordred", 16), Allegiance("mark", 12)]
    state = next_turn_of(state, 0)
    gold = state.player(1).gold
    state, _ = act(state, EndMovement(seat=0))
    state, events = act(state, EndTurn(seat=0))
    paid = [
        e for e in events if isinstance(e, GoldTransferred) and e.reason == "cost of allegiance"
    ]
    assert [(p.payer, p.amount, p.rule) for p in paid] == [(1, 28, "rule 8")]
    assert state.player(1).gold == gold - 28


def test_rule_22_prices_and_placement():
    state = to_purchase(arthur_to_move())
    gold = state.player(1).gold
    state, _events = act(state, Buy(seat=1, castle="B1", knights=2, footsoldiers=1))
    assert state.player(1).gold == gold - (2 * 20 + 15)
    assert state.player(1).stacks["B1"].knights == 4
    with pytest.raises(IllegalAction) as refused:
        act(state, Buy(seat=1, castle="A1", knights=1))
    assert str(refused.value) == (
        "rule 22: buy: new pieces go on a castle you control and hold; 'A1' is not"
    )


def test_rule_22_at_most_20_knights():
    state = to_purchase(arthur_to_move())
    state.player(1).stacks["A1"] = Stack(knights=16)  # with 2 at Caerlon and Mordred's 1
    state.player(1).gold = 10_000 - state.player(0).gold  # any purse: the cap binds first
    with pytest.raises(IllegalAction) as refused:
        act(state, Buy(seat=1, castle="B1", knights=2))
    assert str(refused.value) == "rule 22: buy: at most 20 knights; you have 19"


def test_buying_needs_the_gold():
    state = to_purchase(arthur_to_move())
    state.player(1).gold = 19
    with pytest.raises(IllegalAction, match="rule 22: buy: 20 gold needed, you have 19"):
        act(state, Buy(seat=1, castle="B1", knights=1))


def test_rule_23_no_recruits_while_the_home_castle_is_occupied_or_just_freed():
    state = arthur_to_move()
    state.player(0).stacks["B1"] = Stack(footsoldiers=1)  # Mark's men besiege Caerlon
    state.sieges["B1"] = 0  # after a delayed assault: Arthur need not sally (house 16)
    state.player(1).home_clear_since = None
    state = to_purchase(state)
    with pytest.raises(IllegalAction) as refused:
        act(state, Buy(seat=1, castle="H5", knights=1))
    assert str(refused.value) == "rule 23: buy: your castle is occupied by the enemy"
    # The enemy leaves in Mark's next turn: Arthur's next turn is too soon, the one after is not.
    state, _ = act(state, EndTurn(seat=1))
    del state.player(0).stacks["B1"]
    del state.sieges["B1"]
    state, _ = act(state, EndMovement(seat=0))
    state, _ = act(state, EndTurn(seat=0))
    state = to_purchase(state)
    with pytest.raises(
        IllegalAction, match="rule 23: buy: your castle has been free of the enemy only since turn"
    ):
        act(state, Buy(seat=1, castle="H5", knights=1))
    state, _ = act(state, EndTurn(seat=1))
    state = next_turn_of(state, 1)
    state = to_purchase(state)
    state, _ = act(state, Buy(seat=1, castle="H5", knights=1))


def test_an_unpaid_allegiance_opens_a_debt_a_deal_can_settle():
    state = next_turn_of(arthur_to_move(), 0)
    state.player(1).allegiances = [Allegiance("mordred", 40)]
    state.player(1).gold = 25
    state.player(1).hand = ["F07"]
    state, _ = act(state, EndMovement(seat=0))
    state, events = act(state, EndTurn(seat=0))
    debt = next(e for e in events if isinstance(e, DebtDue))
    assert (debt.seat, debt.amount, debt.rule) == (1, 40, "rule 32")
    assert [d.kind for d in pending(state)] == ["raise_funds"]
    with pytest.raises(IllegalAction) as refused:
        act(state, EndMovement(seat=1))
    assert str(refused.value) == "rule 32: the game waits for seat 1 to raise funds first"
    state, _ = act(
        state, OfferDeal(seat=1, to_seat=0, gold=15, cards=("F07",), promise="my thanks")
    )
    assert [(d.seat, d.kind) for d in pending(state)] == [(0, "answer_deal")]
    state, events = act(state, AnswerDeal(seat=0, accept=True))
    assert state.debt is None and state.player(1).gold == 0
    assert state.player(0).hand == ["F07"] and state.player(1).hand == []
    assert pending(state)[0].kind == "move"


def test_bankruptcy_eliminates_and_the_last_challenger_standing_wins():
    state = arthur_to_move()
    state.player(1).allegiances = [Allegiance("mordred", 600)]
    state = next_turn_of(state, 0)
    state, _ = act(state, EndMovement(seat=0))
    state, _ = act(state, EndTurn(seat=0))
    gold = state.player(1).gold
    state, events = act(state, DeclareBankrupt(seat=1))
    paid = next(e for e in events if isinstance(e, GoldTransferred))
    assert (paid.payer, paid.payee, paid.amount, paid.rule) == (1, None, gold, "rule 8")
    out = next(e for e in events if isinstance(e, PlayerEliminated))
    assert (out.seat, out.reason, out.rule) == (1, "bankrupt", "rule 32")
    assert state.controlled(1) == [] and state.player(1).stacks == {}
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert (ended.winner, ended.ranking, ended.rule) == (0, (0, 1), "rule 36")
    assert state.phase == Phase.OVER
    with pytest.raises(IllegalAction, match="rule 36: the game is over"):
        act(state, EndMovement(seat=0))


def test_the_agreed_time_limit_crowns_the_most_chivalrous():
    state = arthur_to_move()
    state.player(0).chivalry = 3
    with pytest.raises(IllegalAction, match="rule 38"):
        act(state, EndByTimeLimit(seat=1))
    state, events = act(state, EndByTimeLimit(seat=None))
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert (ended.winner, ended.rule) == (0, "rule 38")


def test_resigning_leaves_the_lands_without_defenders():
    state = arthur_to_move()
    state, _events = act(state, Resign(seat=1))
    assert state.player(1).eliminated and state.winner == 0


def test_a_missed_turn_still_pays_allegiances_and_collects_taxes_but_moves_nothing():
    state = next_turn_of(arthur_to_move(), 0)
    arthur = state.player(1)
    arthur.turns_to_miss, arthur.miss_reason = 1, "prisoner"
    state, _ = act(state, EndMovement(seat=0))
    gold = state.player(1).gold
    state, events = act(state, EndTurn(seat=0))
    kinds = [e.type for e in events]
    assert "turn_missed" in kinds
    phases = [e.phase for e in events if e.type == "phase_started" and e.seat == 1]
    assert phases == ["fortune", "allegiance", "taxes"]
    paid = [e for e in events if isinstance(e, GoldTransferred) and e.payer == 1]
    taxes = [e for e in events if isinstance(e, GoldTransferred) and e.payee == 1]
    assert [p.reason for p in paid] == ["cost of allegiance"]
    assert [t.reason for t in taxes] == ["taxes"]
    assert state.player(1).gold == gold - 1 + state.tax_due(1)
    assert state.turn.seat == 0 and state.player(1).turns_to_miss == 0
