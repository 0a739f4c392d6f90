"""The Royal Jousting Tournament (rule 7), point by point with typed-in faces."""

import pytest

from kingdom.rules.actions import AnswerJoust, Bid, ChooseChallenger, EnterCard, PickNumbers
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, start_game, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import RideRun, TournamentWon
from kingdom.rules.state import Mode, Order, Phase, Settings

from .helpers import ruleset

CHOICES = ["mark", "mordred", "lancelot", "arthur"]


def four_at_the_lists(lance_for=None):
    """Four players at a table; the first turn's card is the Royal Jousting Tournament (F01)."""
    state, _ = start_game(
        ruleset(), ["Ann", "Bors", "Cai", "Dindrane"], mode=Mode.TABLE,
        settings=Settings(order=Order.SEATING), dice=TableDice(),
    )  # fmt: skip
    for seat, key in enumerate(CHOICES):
        state, _ = apply(state, ChooseChallenger(seat=seat, challenger=key), TableDice())
    while state.phase == Phase.AUCTION:
        for decision in pending(state):
            state, _ = apply(state, Bid(seat=decision.seat, amount=decision.seat + 1), TableDice())
    if lance_for is not None:
        state.fortune_pack.remove("F02")
        state.player(lance_for).hand.append("F02")
    state, events = apply(state, EnterCard(seat=0, card="F01"), TableDice())
    return state, events


def ride(state, picks: dict[int, list[int]], faces: list[int]):
    """Both riders pick; the faces thrown are typed in with the second pick."""
    (first, a), (second, b) = picks.items()
    state, _ = apply(state, PickNumbers(seat=first, numbers=tuple(a)), TableDice())
    state, _ = apply(state, PickNumbers(seat=second, numbers=tuple(b)), TableDice(faces))
    return state


def test_four_riders_ride_each_pair_once_point_by_point():
    state, events = four_at_the_lists()
    assert [e.type for e in events if e.type.startswith("tournament")] == ["tournament_announced"]
    assert state.player(0).challenger_at == "D24"  # Tintagel: the host returned to his castle
    assert sorted((d.seat, d.kind) for d in pending(state)) == [
        (1, "joust_reply"),
        (2, "joust_reply"),
        (3, "joust_reply"),
    ]
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=True), TableDice())
    assert [p.challenger_at for p in state.players] == ["D24"] * 4
    state = ride(state, {0: [1], 1: [2]}, [1, 5])  # 0 strikes: +2; 1 loses 2 endurance
    state = ride(state, {0: [3], 2: [4]}, [6, 6])  # none: again with two numbers
    assert state.joust.attempt == 2
    with pytest.raises(IllegalAction) as refused:
        apply(state, PickNumbers(seat=0, numbers=(1,)), TableDice())
    assert str(refused.value) == (
        "rule 7 iii: pick numbers: choose 2 different numbers of the red die (1–6), not [1]"
    )
    state = ride(state, {0: [1, 2], 2: [3, 4]}, [2, 3])  # both strike: +1 each, -2 each
    state = ride(state, {0: [5], 3: [6]}, [5, 6])  # both strike
    state = ride(state, {1: [1], 2: [1]}, [1, 2])  # 1 strikes
    state = ride(state, {1: [4], 3: [4]}, [3, 4])  # 3 strikes
    gold = state.player(0).gold
    state, events = apply(state, PickNumbers(seat=2, numbers=(2,)), TableDice())
    state, events = apply(state, PickNumbers(seat=3, numbers=(2,)), TableDice([2, 1]))  # 2 strikes
    won = next(e for e in events if isinstance(e, TournamentWon))
    assert (won.seat, won.points) == (0, {0: 4, 1: 2, 2: 3, 3: 3})
    assert state.player(0).gold == gold + 50 and state.player(0).chivalry == 3
    endurance = [p.endurance for p in state.players]
    assert endurance == [20 - 2 - 2, 20 - 2 - 2, 20 - 2 - 2, 20 - 2 - 2]
    # Every competitor goes home and stays there during his player's next turn (rule 7 v),
    # which is no missed turn.
    assert [p.challenger_at for p in state.players] == ["D24", "Q23", "M15", "H21"]
    assert [p.turns_to_miss for p in state.players] == [0, 0, 0, 0]
    assert [p.stays_home_turn for p in state.players] == [2, 1, 1, 1]
    recovering = [(e.seat, e.castle, e.rule) for e in events if e.type == "challenger_recovering"]
    assert recovering == [(0, "D24", "rule 7 v"), (1, "Q23", "rule 7 v"),
                          (2, "M15", "rule 7 v"), (3, "H21", "rule 7 v")]  # fmt: skip
    assert state.fortune_pack[-1] == "F01"
    # The host neither moves nor fights this turn: he is at his purchases already.
    assert state.phase == Phase.PURCHASE and state.turn.seat == 0


def test_numbers_are_sealed_until_both_have_picked():
    state, _ = four_at_the_lists()
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 1), TableDice())
    state, events = apply(state, PickNumbers(seat=0, numbers=(4,)), TableDice())
    assert view(state, 1)["joust"]["picks"] == {"0": "sealed"}
    assert view(state, 0)["joust"]["picks"] == {"0": [4]}
    assert [e.type for e in events] == ["numbers_picked"]


def test_declining_costs_chivalry_and_a_host_alone_wins():
    state, _ = four_at_the_lists()
    state.player(1).chivalry = 5
    for seat in (1, 2, 3):
        state, events = apply(state, AnswerJoust(seat=seat, accept=False), TableDice())
    assert state.player(1).chivalry == 3 and state.player(2).chivalry == 0
    won = next(e for e in events if isinstance(e, TournamentWon))
    assert won.seat == 0
    assert state.player(0).stays_home_turn is None  # nobody rode: nobody is wounded


def test_a_tie_rides_again_among_the_tied():
    state, _ = four_at_the_lists()
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 2), TableDice())
    state = ride(state, {0: [1], 2: [2]}, [1, 2])  # both strike: 1-1, a tie
    assert state.joust is not None and state.joust.points == {0: 0, 2: 0}
    state, _ = apply(state, PickNumbers(seat=0, numbers=(3,)), TableDice())
    state, events = apply(state, PickNumbers(seat=2, numbers=(3,)), TableDice([1, 3]))
    runs = [e for e in events if isinstance(e, RideRun)]
    assert [r.struck for r in runs] == [(2,)]
    assert next(e for e in events if isinstance(e, TournamentWon)).seat == 2


def test_the_magic_lance_gives_one_more_number_and_returns_to_the_pack():
    state, _ = four_at_the_lists(lance_for=1)
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 1), TableDice())
    assert pending(state)[1].detail["numbers"] == 2  # Bors rides with the lance
    with pytest.raises(IllegalAction, match="choose 2 different numbers"):
        apply(state, PickNumbers(seat=1, numbers=(1,)), TableDice())
    state = ride(state, {0: [6], 1: [1, 2]}, [5, 2])
    assert state.joust is None and state.player(1).hand == []
    assert "F02" in state.fortune_pack


def test_the_host_of_a_table_sees_every_riders_picks_and_no_more():
    """`view(..., also=seats)`: the host of a physical table, who enters every seat's picks,
    sees each rider's own decisions, but a pick stays sealed on the shared screen until the
    last rider has picked (issue 34); the fortune pack's order stays hidden from him too."""
    state, _ = four_at_the_lists()
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 1), TableDice())
    state, _ = apply(state, PickNumbers(seat=0, numbers=(4,)), TableDice())
    assert view(state, 1)["joust"]["picks"] == {"0": "sealed"}
    table = view(state, 1, also=(0, 1, 2, 3))
    assert table["joust"]["picks"] == {"0": "sealed"}  # Bors has still to pick
    assert table["fortune_pack"] == {"count": len(state.fortune_pack)}
    assert "grail_site" not in table
    picking = next(d for d in table["pending"] if d["kind"] == "joust_pick")
    assert picking["seat"] == 1 and picking["detail"]["numbers"] == 1
    assert view(state, 0)["pending"][0]["detail"].get("numbers") is None
