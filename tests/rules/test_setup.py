"""Preparation for play (rule 4) and allegiances (rule 5), on the mini board and table dice."""

import pytest

from kingdom.rules.actions import Bid, ChooseChallenger, Roll
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, start_game, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import AllegianceFormed, BidRecorded, BidsRevealed, FirstPlayerFound
from kingdom.rules.state import Mode, Order, Phase, Settings

from .mini import mini_ruleset


def table_game(players=2, order=Order.SEATING, faces=()):
    names = ["Ann", "Bors", "Cai"][:players]
    return start_game(
        mini_ruleset(),
        names,
        mode=Mode.TABLE,
        settings=Settings(order=order),
        dice=TableDice(list(faces)),
    )


def test_the_highest_red_die_starts_and_the_tied_roll_again():
    # Rule 4 iv: Ann 4, Bors 4, Cai 2 -> Ann and Bors again: 3, 5 -> Bors starts, clockwise.
    state, events = table_game(3, Order.ROLL, faces=[4, 4, 2, 3, 5])
    found = [e for e in events if isinstance(e, FirstPlayerFound)]
    assert found[0].seat == 1 and found[0].rule == "rule 4 iv"
    assert state.order == [1, 2, 0]
    assert state.phase == Phase.CHOOSE


def test_without_faces_a_table_game_waits_for_the_die():
    state, _ = table_game(2, Order.ROLL, faces=[6])
    assert pending(state)[0].kind == "roll"
    assert pending(state)[0].seat == 1
    with pytest.raises(IllegalAction, match=r"house 2: the red die has faces 1–6, not 7"):
        apply(state, Roll(seat=1, face=7), TableDice())
    state, _events = apply(state, Roll(seat=1, face=2), TableDice())
    assert state.order == [0, 1]


def test_the_last_to_choose_must_take_arthur():
    state, _ = table_game(2)
    state, _ = apply(state, ChooseChallenger(seat=0, challenger="mark"), TableDice())
    assert pending(state)[0].detail["options"] == ["arthur"]
    with pytest.raises(IllegalAction) as refused:
        apply(state, ChooseChallenger(seat=1, challenger="mordred"), TableDice())
    assert str(refused.value) == (
        "rule 4 v: one player must play King Arthur: the last to choose must take him"
    )
    assert refused.value.rule == "rule 4 v"


def test_a_chosen_challenger_cannot_be_chosen_again_and_only_in_turn():
    state, _ = table_game(3)
    with pytest.raises(IllegalAction, match="not seat 1's turn"):
        apply(state, ChooseChallenger(seat=1, challenger="mark"), TableDice())
    state, _ = apply(state, ChooseChallenger(seat=0, challenger="mark"), TableDice())
    with pytest.raises(IllegalAction, match="rule 4 v: mark has already been chosen"):
        apply(state, ChooseChallenger(seat=1, challenger="mark"), TableDice())


def chosen(players=2, *, fortune=False):
    """Challengers chosen at a table. Scenarios about other rules set the fortune pack aside
    (no card is drawn from an empty pack), so no turn waits for a card to be typed in."""
    state, _ = table_game(players)
    state, _ = apply(state, ChooseChallenger(seat=0, challenger="mark"), TableDice())
    state, _ = apply(state, ChooseChallenger(seat=1, challenger="arthur"), TableDice())
    if not fortune:
        state.fortune_pack = []
    return state


def test_a_challenger_enters_with_his_castle_villages_pieces_and_purse():
    state = chosen()
    arthur = state.player(1)
    assert arthur.challenger_at == "B1"  # Caerlon
    assert arthur.stacks["B1"].knights == 2 and arthur.stacks["B1"].footsoldiers == 4
    assert state.controlled(1) == ["A1", "A2", "B1", "C1"]
    # Rule 24 / 4 vi: wheat 2 + iron 3 + fish 2 + the castle 4.
    assert state.tax_due(1) == 11
    assert (arthur.gold, arthur.chivalry, arthur.endurance) == (500, 0, 20)


def test_rule_4_vi_two_castles_are_8_gold_of_castle_tax():
    state = chosen()
    state.control["H1"] = 1  # Arthur also holds Tintagel
    castle_tax = sum(
        state.rs.square_tax(square)
        for square in state.controlled(1)
        if state.rs.board.castle_at(square)
    )
    assert castle_tax == 8


def test_sealed_bids_highest_wins_and_gets_the_lands():
    state = chosen()
    assert state.phase == Phase.AUCTION and state.setup.auction.challenger == "mordred"
    assert {d.seat for d in pending(state)} == {0, 1}
    state, events = apply(state, Bid(seat=0, amount=16), TableDice())
    recorded = next(e for e in events if isinstance(e, BidRecorded))
    assert recorded.visible_to == (0,)
    assert view(state, 1)["setup"]["auction"]["bids"] == {"0": "sealed"}
    assert view(state, 0)["setup"]["auction"]["bids"] == {"0": 16}
    state, events = apply(state, Bid(seat=1, amount=12), TableDice())
    revealed = next(e for e in events if isinstance(e, BidsRevealed))
    assert revealed.bids == {0: 16, 1: 12}
    formed = next(e for e in events if isinstance(e, AllegianceFormed))
    assert (formed.seat, formed.challenger, formed.cost, formed.rule) == (
        0,
        "mordred",
        16,
        "rule 5 ii",
    )
    mark = state.player(0)
    assert mark.cost_of_allegiance == 16
    assert mark.stacks["H5"].knights == 1 and mark.stacks["H5"].footsoldiers == 2
    assert {"H5", "H4", "G5", "H3"} <= set(state.controlled(0))
    assert state.phase == Phase.MOVEMENT  # first turn (Mark's: seat 0) is under way


def test_tied_bids_are_broken_by_the_red_die():
    state = chosen()
    state, _ = apply(state, Bid(seat=0, amount=10), TableDice())
    state, _ = apply(state, Bid(seat=1, amount=10), TableDice())
    assert pending(state)[0].kind == "roll"
    state, events = apply(state, Roll(seat=0, face=2), TableDice([5]))
    formed = next(e for e in events if isinstance(e, AllegianceFormed))
    assert (formed.seat, formed.cost, formed.rule) == (1, 10, "house 9")


def test_no_bid_at_all_the_highest_roll_wins_at_the_total_thrown():
    # Rule 5 note: 3 and 3 tie; then 2 and 5: Arthur's player wins at 1 × (3 + 5) = 8 gold.
    state = chosen()
    state, _ = apply(state, Bid(seat=0, amount=0), TableDice())
    state, events = apply(state, Bid(seat=1, amount=0), TableDice([3, 3, 2, 5]))
    formed = next(e for e in events if isinstance(e, AllegianceFormed))
    assert (formed.seat, formed.cost, formed.rule) == (1, 8, "rule 5 note c")


def test_a_bid_above_the_purse_is_refused():
    state = chosen()
    with pytest.raises(IllegalAction) as refused:
        apply(state, Bid(seat=0, amount=501), TableDice())
    assert str(refused.value) == "house 7: a bid may not exceed your gold: 501 > 500"
    with pytest.raises(IllegalAction, match="rule 5 ii: a bid cannot be negative: -1"):
        apply(state, Bid(seat=0, amount=-1), TableDice())


def test_a_seat_bids_only_once():
    state = chosen()
    state, _ = apply(state, Bid(seat=0, amount=3), TableDice())
    with pytest.raises(IllegalAction, match="rule 5 ii: seat 0 has no bid to make"):
        apply(state, Bid(seat=0, amount=4), TableDice())


def test_setup_refuses_too_few_players():
    with pytest.raises(IllegalAction, match="house 26: a game needs 2–3 players, not 1"):
        start_game(mini_ruleset(), ["Solo"], dice=TableDice())


def test_server_games_hide_the_grail_and_table_games_do_not_know_it():
    from kingdom.rules.dice import ServerDice

    state, _ = start_game(
        mini_ruleset(),
        ["Ann", "Bors"],
        settings=Settings(order=Order.SEATING),
        dice=ServerDice("g"),
    )
    state, _ = apply(state, ChooseChallenger(seat=0, challenger="mark"), ServerDice("g"))
    state, _ = apply(state, ChooseChallenger(seat=1, challenger="arthur"), ServerDice("g"))
    assert state.grail_site in ("C3", "E5")
    assert state.tokens == {"C3": "hidden", "E5": "hidden"}
    for seat in (None, 0, 1):
        assert "grail_site" not in view(state, seat)
    table = chosen()
    assert table.grail_site is None and table.tokens == {"C3": "hidden", "E5": "hidden"}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "fly"}, "api: unknown action kind 'fly'"),
        (
            {"kind": "move", "path": "K1"},
            "api: move: path must be a list of at most 1000 texts of at most 64 characters "
            "without a NUL character",
        ),
        (
            {"kind": "move", "knights": True},
            "api: move: knights must be a whole number between 0 and 1000",
        ),
        (
            {"kind": "pick_numbers", "numbers": ["a"]},
            "api: pick_numbers: numbers must be a list of at most 12 whole numbers "
            "between 1 and 12",
        ),
        (
            {"kind": "bid", "amount": "5"},
            "api: bid: amount must be a whole number between 0 and 10000000",
        ),
        # beyond the bounds declared with the action (issue 26)
        (
            {"kind": "propose_deal", "for_gold": 10**30},
            "api: propose_deal: for_gold must be a whole number between 0 and 10000000",
        ),
        (
            {"kind": "bid", "amount": -1},
            "api: bid: amount must be a whole number between 0 and 10000000",
        ),
        (
            {"kind": "roll", "face": 13},
            "api: roll: face must be a whole number between 1 and 12 (or null)",
        ),
        (
            {"kind": "pick_numbers", "numbers": [0]},
            "api: pick_numbers: numbers must be a list of at most 12 whole numbers "
            "between 1 and 12",
        ),
        (
            {"kind": "offer_deal", "promise": "x" * 501},
            "api: offer_deal: promise must be text of at most 500 characters "
            "without a NUL character",
        ),
        (
            {"kind": "end_alliance", "ally": 6},
            "api: end_alliance: ally must be a whole number between 0 and 5",
        ),
        (
            {"kind": "move", "colour": "red"},
            "api: move: unknown field 'colour'",
        ),
    ],
)
def test_an_action_from_json_is_checked_field_by_field(data, message):
    from kingdom.rules.actions import Action

    with pytest.raises(IllegalAction) as refused:
        Action.from_dict({**data, "seat": 0})
    assert str(refused.value) == message
    assert refused.value.code == "bad_action"
