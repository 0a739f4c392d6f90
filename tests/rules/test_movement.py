"""Movement (rules 9–10, house 3) as narrative scenarios on the mini board.

Arthur (seat 1) stands at Caerlon B1 with 2 knights and 4 footsoldiers; Mark (seat 0) at
Tintagel H1; the river Test runs down column F with its bridge at F3.
"""

import pytest

from kingdom.rules.actions import Bid, EndMovement, EndTurn, Move, ProposeAlliance, ProposeDeal
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, legal_actions
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import ControlChanged, PiecesMoved
from kingdom.rules.movement import Group, reachable, refusals
from kingdom.rules.state import Phase, Stack

from .test_setup import chosen


def arthur_to_move():
    """Mark (seat 0) has ended his movement at once; it is Arthur's (seat 1) movement phase."""
    state = chosen()
    state, _ = apply(state, Bid(seat=0, amount=0), TableDice())
    state, _ = apply(state, Bid(seat=1, amount=1), TableDice())
    state, _ = apply(state, EndMovement(seat=0), TableDice())
    state, _ = apply(state, EndTurn(seat=0), TableDice())
    assert state.phase == Phase.MOVEMENT and state.turn.seat == 1
    return state


def move(state, **kwargs):
    return apply(state, Move(seat=1, **kwargs), TableDice())


def place(state, node, knights=0, footsoldiers=0, seat=1):
    state.player(seat).stacks[node] = Stack(knights=knights, footsoldiers=footsoldiers)


def refusal(state, **kwargs) -> str:
    with pytest.raises(IllegalAction) as refused:
        move(state, **kwargs)
    return str(refused.value)


def test_knights_move_five_squares_and_footsoldiers_three():
    state = arthur_to_move()
    knights = reachable(state, 1, "B1", Group(knights=2))
    assert knights["G1"] == ("C1", "D1", "E1", "F1", "G1")
    assert "H2" not in knights  # six squares away
    foot = reachable(state, 1, "B1", Group(footsoldiers=4))
    assert "E1" in foot and "F1" not in foot
    assert refusal(
        state, origin="B1", destination="F1", footsoldiers=1, path=("C1", "D1", "E1", "F1")
    ) == ("rule 9 i: footsoldiers move up to 3 squares; B1→C1→D1→E1→F1 is 4")


def test_a_group_moves_at_its_slowest_members_allowance():
    state = arthur_to_move()
    together = reachable(state, 1, "B1", Group(knights=2, footsoldiers=1))
    assert max(len(path) for path in together.values()) == 3


def test_no_diagonal_steps():
    state = arthur_to_move()
    assert refusal(state, origin="B1", destination="C2", knights=1, path=("C2",)) == (
        "rule 9 i: B1→C2 is not one orthogonal step"
    )


def test_forest_marsh_and_mountain_slow_a_piece_to_one_square():
    state = arthur_to_move()
    # Entering the forest at B2 as a first step is allowed; going on is not.
    assert "B2" in reachable(state, 1, "B1", Group(knights=2))
    assert refusal(state, origin="B1", destination="B3", knights=1, path=("B2", "B3")) == (
        "house 3: pieces in forest move 1 square a turn; B1→B2→B3 is 2"
    )
    # A move that starts in the forest goes one square only.
    place(state, "B2", knights=1)
    assert set(reachable(state, 1, "B2", Group(knights=1))) == {"A2", "B1", "B3", "C2"}


def test_rivers_are_crossed_only_at_bridges():
    state = arthur_to_move()
    place(state, "E2", knights=1)
    assert refusal(state, origin="E2", destination="G2", knights=1, path=("F2/W", "G2")) == (
        "rule 9 ii: pieces cross rivers only at bridges; F2/W→G2 has none"
    )
    # Round by the bridge at F3 (or the river's source at F1).
    state, events = move(state, origin="E2", destination="G2", knights=1)
    moved = next(e for e in events if isinstance(e, PiecesMoved))
    assert "F2/W" not in moved.path and len(moved.path) == 4


def test_the_two_sides_of_a_river_square_are_different_places():
    state = arthur_to_move()
    place(state, "E4", knights=1)
    paths = reachable(state, 1, "E4", Group(knights=1))
    assert paths["F4/W"] == ("F4/W",)
    assert paths["F4/E"] == ("E3", "F3", "F4/E")


def test_only_royal_challengers_enter_mystic_sites():
    state = arthur_to_move()
    place(state, "C2", knights=1)
    assert refusal(state, origin="C2", destination="C3", knights=1) == (
        "rule 27 ii: only Royal Challengers may enter the mystic site C3"
    )


def test_the_squares_beside_the_reach_say_why_they_are_not_lit():
    """Issue 27: a square the move does not light says why — the engine's own refusal (a
    mystic site to a knight, rule 27 ii; Camelot; slow terrain beyond the first step)."""
    state = arthur_to_move()
    place(state, "C2", knights=1)
    group = Group(knights=1)
    paths = reachable(state, 1, "C2", group)
    why = refusals(state, 1, "C2", group, paths)
    assert "C3" not in paths
    assert why["C3"] == ("rule 27 ii", "only Royal Challengers may enter the mystic site C3")
    assert not set(why) & set(paths)
    # Beyond the first step, forest, marsh and mountain are closed (house 3); Camelot to troops.
    assert why["D3"] == ("house 3", "pieces entering mountain move 1 square a turn")
    assert why["D4"] == ("rule 19", "no military pieces may enter Camelot (D4)")


def test_camelot_needs_13_chivalry_and_admits_no_troops():
    state = arthur_to_move()
    state.player(1).challenger_at = "D5"
    assert refusal(state, origin="D5", destination="D4", challenger=True) == (
        "rule 19: entering Camelot (D4) needs 13 chivalry; Bors has 0"
    )
    state.player(1).chivalry = 13
    state, _ = move(state, origin="D5", destination="D4", challenger=True)
    assert state.player(1).challenger_at == "D4"


def test_each_piece_moves_once_a_turn():
    state = arthur_to_move()
    state, _ = move(state, origin="B1", destination="C1", knights=2)
    assert refusal(state, origin="C1", destination="D1", knights=1) == (
        "rule 9: move: C1 has 0 knights and 0 footsoldiers that have not moved this turn; "
        "asked 1 and 0"
    )


def test_moving_into_an_undefended_village_takes_it():
    state = arthur_to_move()
    before = state.tax_due(1)
    state, events = move(state, origin="B1", destination="D1", footsoldiers=1)
    taken = next(e for e in events if isinstance(e, ControlChanged))
    assert (taken.square, taken.seat, taken.rule) == ("D1", 1, "rule 20")
    assert state.tax_due(1) == before + 5  # the gold village


def test_a_challenger_alone_takes_nothing():
    state = arthur_to_move()
    state, events = move(state, origin="B1", destination="D1", challenger=True)
    assert not [e for e in events if isinstance(e, ControlChanged)]


def test_moves_only_on_your_turn():
    state = arthur_to_move()
    with pytest.raises(IllegalAction, match="rule 6: move: it is seat 1's turn, not seat 0's"):
        apply(state, Move(seat=0, origin="H1", destination="G1", knights=1), TableDice())


def test_legal_actions_list_every_reachable_square_of_each_group():
    state = arthur_to_move()
    moves = [a for a in legal_actions(state, 1) if isinstance(a, Move)]
    whole = {m.destination for m in moves if m.knights == 2 and m.footsoldiers == 4}
    assert whole == set(reachable(state, 1, "B1", Group(2, 4, True)))
    # The turn's own actions end with EndMovement; an alliance and a deal may be offered at
    # any time (rule 33, house 28).
    assert legal_actions(state, 1)[-3:] == [
        EndMovement(seat=1),
        ProposeAlliance(seat=1, to_seat=0),
        ProposeDeal(seat=1, to_seat=0, for_gold=1),
    ]
    assert legal_actions(state, 0) == [  # rule 33 and house 28 only
        ProposeAlliance(seat=0, to_seat=1),
        ProposeDeal(seat=0, to_seat=1, for_gold=1),
    ]


def test_a_free_move_card_moves_pieces_again_and_returns_to_the_pack():
    state = arthur_to_move()
    state.player(1).hand = ["F03"]  # A Swift Courser: free move
    state, _ = move(state, origin="B1", destination="C1", knights=2)
    state, events = move(state, origin="C1", destination="E1", knights=1, free_move=True)
    played = [e for e in events if e.type == "card_played"]
    assert [(p.card, p.rule) for p in played] == [("F03", "rule 10")]
    assert state.player(1).stacks["E1"].knights == 1
    assert state.player(1).hand == [] and state.fortune_pack[-1] == "F03"
    assert refusal(state, origin="E1", destination="D1", knights=1, free_move=True) == (
        "rule 10: move: you hold no free-move card"
    )


def test_pieces_that_stayed_behind_keep_their_move():
    state = arthur_to_move()
    state, _ = move(state, origin="B1", destination="C1", knights=1)
    place_more = state.player(1).stacks["C1"]
    place_more.knights += 1  # a fresh knight already standing at C1
    state, _ = move(state, origin="C1", destination="D1", knights=1)
    assert refusal(state, origin="C1", destination="D1", knights=1) == (
        "rule 9: move: C1 has 0 knights and 0 footsoldiers that have not moved this turn; "
        "asked 1 and 0"
    )


def test_a_path_through_the_sea_or_nowhere_is_refused_by_name():
    state = arthur_to_move()
    assert refusal(state, origin="B1", destination="C1", knights=1, path=("Z99", "C1")) == (
        "rule 9: move: 'Z99' in the path is not a land square"
    )
    assert refusal(state, origin="B1", destination="A6", knights=1) == (
        "rule 9: move: 'A6' is not a land square or river side"
    )
