"""What a decision costs, before it is taken (issue 18): the forecast the view gives the seat
deciding, checked against what the engine then does."""

from hypothesis import given
from hypothesis import strategies as st

from kingdom.rules.actions import (
    AnswerJoust,
    Bid,
    Buy,
    EndMovement,
    EndTurn,
    QuestRetreat,
)
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, view
from kingdom.rules.forecast import WARN_TURNS, max_dues
from kingdom.rules.state import Allegiance, Phase

from .test_joust import four_at_the_lists
from .test_movement import arthur_to_move, place
from .test_quest import ARTHUR, at_the_stones
from .test_setup import chosen

MARK = 0


def mine(state, seat, kind):
    (decision,) = [
        d for d in view(state, seat)["pending"] if d["kind"] == kind and d["seat"] == seat
    ]
    return decision


def purse_after(gold, dues, income, turns):
    """The purse after each of `turns` turns: dues paid at its start, taxes in at its end."""
    purses = []
    for _ in range(turns):
        gold -= dues
        purses.append(gold)
        gold += income
    return purses


@given(
    gold=st.integers(0, 2000),
    income=st.integers(0, 200),
    turns=st.integers(1, 10),
)
def test_max_dues_is_the_most_the_purse_pays_for_that_many_turns(gold, income, turns):
    most = max_dues(gold, income, turns)
    assert min(purse_after(gold, most, income, turns)) >= 0
    assert min(purse_after(gold, most + 1, income, turns)) < 0


def test_a_bid_shows_its_cost_beside_the_taxes_and_how_long_the_purse_lasts():
    state = chosen()
    state.player(MARK).gold = 120
    state.player(MARK).allegiances = [Allegiance("lancelot", 15)]
    forecast = mine(state, MARK, "bid")["forecast"]
    assert (forecast["gold"], forecast["cost_of_allegiance"]) == (120, 15)
    assert forecast["tax_due"] == state.tax_due(MARK)
    assert forecast["warn_turns"] == WARN_TURNS
    lasts = {row["turns"]: row["max_bid"] for row in forecast["lasts"]}
    # The largest bid the purse pays for two turns: the dues of both, the taxes of the first.
    two = lasts[WARN_TURNS]
    income = forecast["tax_due_if_won"]
    assert min(purse_after(120, 15 + two, income, 2)) >= 0
    assert min(purse_after(120, 15 + two + 1, income, 2)) < 0
    assert lasts[1] == 120 - 15  # one turn: the whole purse
    assert forecast["forever_max_bid"] == min(income, 120) - 15
    # The bidder's forecast is his own: the other seat's view of his decision has none.
    theirs = [d for d in view(state, 1)["pending"] if d["seat"] == MARK]
    assert theirs and all("forecast" not in d for d in theirs)


def test_the_taxes_if_won_are_the_tax_due_after_winning():
    state = chosen()
    forecast = mine(state, MARK, "bid")["forecast"]
    state, _ = apply(state, Bid(seat=MARK, amount=30), TableDice())
    state, _ = apply(state, Bid(seat=ARTHUR, amount=0), TableDice())
    assert state.player(MARK).cost_of_allegiance == 30
    assert state.tax_due(MARK) == forecast["tax_due_if_won"] > forecast["tax_due"]


def test_a_purchase_shows_the_prices_what_the_purse_allows_and_what_it_may_spend():
    state = arthur_to_move()
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    assert state.phase == Phase.PURCHASE
    me = state.player(ARTHUR)
    me.gold, me.allegiances = 100, [Allegiance("mordred", 40)]
    forecast = mine(state, ARTHUR, "purchase")["forecast"]
    d = state.rs.defaults
    assert (forecast["knight_price"], forecast["footsoldier_price"]) == (
        d.knight_price,
        d.footsoldier_price,
    )
    assert forecast["knights_affordable"] == min(100 // d.knight_price, forecast["knights_allowed"])
    assert forecast["knights_allowed"] == d.max_knights - me.knights()
    # Spending `safe_spend` leaves the dues of the next two turns paid, taxes in before each;
    # a gold piece more does not.
    tax = state.tax_due(ARTHUR)
    safe = forecast["safe_spend"]
    assert safe == 100 - 2 * (40 - tax)
    assert min(purse_after(100 - safe + tax, 40, tax, 2)) >= 0
    assert min(purse_after(100 - safe - 1 + tax, 40, tax, 2)) < 0
    # What the purse allows is what the engine sells.
    knights = forecast["knights_affordable"]
    castle = state.home_castle(ARTHUR)
    bought, _ = apply(state, Buy(seat=ARTHUR, castle=castle, knights=knights), TableDice())
    assert bought.player(ARTHUR).gold == 100 - knights * d.knight_price
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert all("forecast" not in d for d in view(state, ARTHUR)["pending"] if d["seat"] != ARTHUR)


def test_the_guardian_shows_both_endurances_the_round_and_the_retreat_that_ends_the_game():
    state = at_the_stones("G01")  # retreat: 2 endurance, 2 chivalry
    state.player(ARTHUR).endurance = 2
    forecast = mine(state, ARTHUR, "quest")["forecast"]
    card = state.rs.guardians["G01"]
    assert (forecast["guardian_endurance"], forecast["endurance"]) == (card.endurance, 2)
    assert forecast["retreat_endurance"] == card.retreat_endurance == 2
    assert forecast["endurance_after_retreat"] == 0 and forecast["retreat_eliminates"] is True
    total = forecast["round_wounds_you"] + forecast["round_wounds_guardian"] + forecast["round_tie"]
    assert abs(total - 1) < 1e-12
    faces = state.rs.defaults.red_die_faces if card.die == "red" else 8
    # The guardian throws 2 or more above him: 15 of 36 with two six-sided dice.
    wins_by_two = sum(1 for g in range(1, faces + 1) for c in range(1, faces + 1) if g - c >= 2)
    assert forecast["round_kills_you"] == wins_by_two / faces**2
    state, events = apply(state, QuestRetreat(seat=ARTHUR, to="C2"), TableDice())
    assert state.player(ARTHUR).eliminated
    assert [e.type for e in events if e.type == "player_eliminated"] == ["player_eliminated"]


def test_a_retreat_that_does_not_end_the_game_says_so():
    state = at_the_stones("G01")
    forecast = mine(state, ARTHUR, "quest")["forecast"]
    assert forecast["retreat_eliminates"] is False
    assert forecast["endurance_after_retreat"] == state.player(ARTHUR).endurance - 2


def test_the_joust_invitation_shows_the_chivalry_a_refusal_costs():
    state, _ = four_at_the_lists()
    state.player(1).chivalry = 5
    state.player(2).chivalry = 1
    assert {d.seat for d in pending(state)} == {1, 2, 3}
    one = mine(state, 1, "joust_reply")["forecast"]
    two = mine(state, 2, "joust_reply")["forecast"]
    assert (one["decline_chivalry"], one["chivalry"], one["chivalry_after_decline"]) == (2, 5, 3)
    assert two["chivalry_after_decline"] == 0  # never below nil (rule 35)
    state, _ = apply(state, AnswerJoust(seat=1, accept=False), TableDice())
    state, _ = apply(state, AnswerJoust(seat=2, accept=False), TableDice())
    assert (state.player(1).chivalry, state.player(2).chivalry) == (3, 0)


def test_the_joust_invitation_shows_what_riding_may_cost_too():
    """Each blow taken in the lists costs endurance (rule 7 ii); at 0 a rider is out (rule 34
    ii); the champion wins the card's prize."""
    state, _ = four_at_the_lists()
    state.player(1).endurance = 3
    one = mine(state, 1, "joust_reply")["forecast"]
    blow = state.rs.defaults.joust_blow_endurance
    assert (one["endurance"], one["blow_endurance"]) == (3, blow)
    assert one["blows_to_fall"] == -(-3 // blow)
    effect = state.rs.fortune[state.current_joust().card].effect
    assert (one["prize_gold"], one["prize_chivalry"]) == (
        effect["prize_gold"],
        effect["prize_chivalry"],
    )


def test_the_move_forecast_lists_the_battles_end_movement_fights_and_a_resumed_siege():
    """Arthur's knights stand at D5 with Mark's: "End movement" fights there, wages set aside
    (rule 17); when the square is his siege delayed last turn, it says the siege resumes."""
    state = arthur_to_move()
    place(state, "D5", knights=2, footsoldiers=1, seat=1)
    place(state, "D5", knights=1, seat=0)
    d = state.rs.defaults
    (ahead,) = mine(state, 1, "move")["forecast"]["battles"]
    assert ahead == {
        "node": "D5",
        "defender": 0,
        "wages": 2 * d.knight_wage + d.footsoldier_wage,
        "resumed": False,
    }
    state.sieges["D5"] = 1
    (ahead,) = mine(state, 1, "move")["forecast"]["battles"]
    assert ahead["resumed"] is True
    state, events = apply(state, EndMovement(seat=1), TableDice())
    assert [e.node for e in events if e.type == "battle_started"] == ["D5"]


def test_the_move_forecast_says_what_a_mystic_site_may_cost():
    """The ranges over the deck's guardian cards (public), never the pack's order."""
    state = arthur_to_move()
    site = mine(state, 1, "move")["forecast"]["site"]
    cards = list(state.rs.guardians.values())
    assert site["retreat_endurance_max"] == max(c.retreat_endurance for c in cards)
    assert site["retreat_chivalry_min"] == min(c.retreat_chivalry for c in cards)
    assert site["guardian_endurance_max"] == max(c.endurance for c in cards)
    assert site["endurance"] == state.player(1).endurance
    assert site["no_return_turns"] == state.rs.defaults.no_return_turns
    theirs = next(d for d in view(state, 0)["pending"] if d["kind"] == "move")
    assert "forecast" not in theirs


def test_a_rider_picking_his_numbers_sees_the_price_of_a_blow():
    state, _ = four_at_the_lists()
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 1), TableDice())
    picking = mine(state, 1, "joust_pick")["forecast"]
    assert picking["blow_endurance"] == state.rs.defaults.joust_blow_endurance
    assert picking["endurance"] == state.player(1).endurance
