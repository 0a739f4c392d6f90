"""Rules as printed (issue 14): where the engine differed from the rulebook where it is clear.

Scenarios on the mini board at a physical table: Arthur's player is seat 1 (Caerlon B1, his
villages Usk A1, Penarth C1, Blaenavon A2), King Mark's is seat 0 (Tintagel H1, his villages
Boscastle G1, Camelford H2, Bodmin G2); Dolaucothi D1 is a neutral gold village.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from kingdom.rules.actions import (
    AnswerJoust,
    AnswerRiddle,
    EndMovement,
    EndTurn,
    EnterCard,
    JudgeRiddle,
    Move,
    PickNumbers,
    TurnToken,
)
from kingdom.rules.bot import Bot
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, legal_actions, pending, start_game, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import BattleEnded, BattleRound, GameEnded, RideRun
from kingdom.rules.movement import Group, reachable
from kingdom.rules.odds import battle_odds
from kingdom.rules.ruleset import Ruleset, fixture_data
from kingdom.rules.state import Mode, Order, Phase, Settings, Stack, State
from kingdom.rules.validation import validate_ruleset

from .helpers import new_game, ruleset
from .test_battles import attack, gold_moves, of, setup_field
from .test_joust import CHOICES, four_at_the_lists, ride
from .test_movement import arthur_to_move, move, refusal

ARTHUR, MARK = 1, 0


# -- 1. a defended village is a siege (rules 14 iii, 18, 20) ----------------------------------
def test_a_defended_village_is_a_siege_on_table_3_and_its_assault_may_be_delayed():
    # Three footsoldiers against Mark's two on his village Boscastle (G1): both roll red.
    state = setup_field((0, 3), (0, 2), origin="F1", at="G1")
    # Siege 2 against Repel 3 + 1 = 4: assault delayed (table 3 only, rule 18 i via rule 20).
    state, events = attack(state, "F1", "G1", 0, 3, [2, 3])
    (round_,) = of(events, BattleRound)
    assert (round_.table, round_.attacker_score, round_.defender_score) == (3, 2, 4)
    assert round_.attacker_modifiers == ()  # the holder of a village does not touch it
    assert round_.defender_modifiers == ("+1 defending a village (rule 20 i)",)
    assert round_.result == "assault delayed"
    (ended,) = of(events, BattleEnded)
    assert (ended.outcome, ended.winner, ended.rule) == ("delayed", None, "rule 20")
    assert gold_moves(events)[:2] == [(ARTHUR, None, 3, "wages"), (MARK, None, 2, "wages")]
    assert state.sieges == {"G1": ARTHUR} and state.control["G1"] == MARK


def test_the_odds_of_a_village_siege_are_table_3s():
    tables = ruleset().tables
    village = battle_odds(tables, (0, 3), (0, 2), holder="village")
    assert village == battle_odds(tables, (0, 3), (0, 2), table=3, holder="village")
    assert village.delayed > 0
    assert battle_odds(tables, (0, 3), (0, 2)).delayed == 0  # in the open: tables 1 and 2


# -- 2. recovering is not a missed turn (rules 7 v, 21 iii b) ---------------------------------
def test_after_his_release_only_the_challenger_stays_home_his_player_plays_the_turn():
    state = setup_field((1, 0), (0, 0))
    del state.player(MARK).stacks["E2"]
    state.player(MARK).stacks["G3"] = Stack(2, 0)
    state.player(MARK).challenger_at = "E2"
    state, _ = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    for _ in range(2):  # Mark's two turns in prison go by on their own
        state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
        state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert [e.type for e in events if e.type.startswith("challenger_")] == [
        "challenger_released",
        "challenger_recovering",
    ]
    assert state.player(MARK).challenger_at == "H1"
    # Arthur's turn; then Mark's, which is no missed turn: he draws his fortune card...
    state.fortune_pack = ["F15"]  # gain 40 gold
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert "turn_missed" not in [e.type for e in events]
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "enter_card")]
    state, events = apply(state, EnterCard(seat=MARK, card="F15"), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "move")]
    # ...moves his armies, but his challenger stays in his castle (rule 21 iii b).
    state, _ = apply(state, Move(seat=MARK, origin="G3", destination="G4", knights=2), TableDice())
    with pytest.raises(IllegalAction) as refused:
        apply(state, Move(seat=MARK, origin="H1", destination="H2", challenger=True), TableDice())
    assert str(refused.value) == (
        "rule 21 iii b: move: your Royal Challenger stays in his castle this turn, recovering"
    )
    assert not any(
        isinstance(a, Move) and a.challenger for a in legal_actions(state, MARK)
    )  # fmt: skip
    state, _ = apply(state, EndMovement(seat=MARK), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "purchase")]
    # On his next turn the challenger goes where he likes.
    state.fortune_pack = []
    state, _ = apply(state, EndTurn(seat=MARK), TableDice())
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    state, _ = apply(
        state, Move(seat=MARK, origin="H1", destination="H2", challenger=True), TableDice()
    )
    assert state.player(MARK).challenger_at == "H2"


def test_the_host_of_a_tournament_does_not_lose_two_turns_running():
    state, _ = four_at_the_lists()
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat == 1), TableDice())
    state = ride(state, {0: [1], 1: [2]}, [1, 5])  # the host strikes and wins
    assert state.joust is None and state.phase == Phase.PURCHASE
    state, _ = apply(state, EndTurn(seat=0), TableDice())
    # The rider's next turn is his: he draws, and moves all but his challenger (rule 7 v).
    assert [(d.seat, d.kind) for d in pending(state)] == [(1, "enter_card")]
    state, _ = apply(state, EnterCard(seat=1, card="F15"), TableDice())
    rider = state.player(1)
    castle = rider.challenger_at
    with pytest.raises(IllegalAction, match=r"^rule 7 v: move: your Royal Challenger stays"):
        apply(
            state,
            Move(seat=1, origin=castle, destination="Q22", challenger=True),
            TableDice(),
        )
    state, _ = apply(state, Move(seat=1, origin=castle, destination="Q22", knights=1), TableDice())
    # Each draws another card: F15 went under the pack (rule 7).
    for seat, card in ((1, None), (2, "F18"), (3, "F20")):
        if card:
            state, _ = apply(state, EnterCard(seat=seat, card=card), TableDice())
        state, _ = apply(state, EndMovement(seat=seat), TableDice())
        state, _ = apply(state, EndTurn(seat=seat), TableDice())
    # The host's next turn: no missed turn either; his knights move, his challenger stays.
    assert [(d.seat, d.kind) for d in pending(state)] == [(0, "enter_card")]
    state, _ = apply(state, EnterCard(seat=0, card="F21"), TableDice())
    host = state.player(0)
    assert host.stays_home() == "rule 7 v"
    state, _ = apply(
        state, Move(seat=0, origin=host.challenger_at, destination="E24", knights=1), TableDice()
    )
    assert state.player(0).stacks["E24"].knights == 1


# -- 3. free-move cards (rule 10) -------------------------------------------------------------
def test_a_free_move_card_moves_one_piece_that_has_moved_again_a_full_allowance():
    state = arthur_to_move()
    state.player(ARTHUR).hand = ["F03", "F04"]
    state, _ = move(state, origin="B1", destination="D1", knights=2, path=("C1", "D1"))
    # The page's question: where can one knight that has moved go on a card? Five squares on.
    options = [a for a in legal_actions(state, ARTHUR) if isinstance(a, Move) and a.origin == "D1"]
    assert {(a.knights, a.free_move) for a in options} == {(1, True)}
    destinations = {a.destination for a in options}
    assert destinations == set(reachable(state, ARTHUR, "D1", Group(knights=1)))
    assert "E4" in destinations  # D1→E1→E2→E3→E4: four more squares after the first two
    # Two knights that have moved need two cards; a card moves one piece.
    state.player(ARTHUR).hand = ["F03"]
    assert refusal(state, origin="D1", destination="E1", knights=2, free_move=True) == (
        "rule 10: move: 2 pieces that have moved this turn need 2 free-move cards, one a piece; "
        "you hold 1"
    )
    state.player(ARTHUR).hand = ["F03", "F04"]
    state, events = move(state, origin="D1", destination="E4", knights=1, free_move=True)
    moved = [e for e in events if e.type == "pieces_moved"]
    assert [(e.free_move, e.rule) for e in moved] == [(True, "rule 10")]
    assert [(e.card, e.rule) for e in events if e.type == "card_played"] == [("F03", "rule 10")]
    # Several cards, one piece each: the other knight goes again on the second card.
    state, events = move(state, origin="D1", destination="E1", knights=1, free_move=True)
    assert [e.card for e in events if e.type == "card_played"] == ["F04"]
    assert state.player(ARTHUR).hand == []


def test_ticking_the_card_for_pieces_that_have_not_moved_spends_nothing():
    state = arthur_to_move()
    state.player(ARTHUR).hand = ["F03"]
    state, events = move(state, origin="B1", destination="C1", knights=1, free_move=True)
    assert [e for e in events if e.type == "card_played"] == []
    assert [(e.free_move, e.rule) for e in events if e.type == "pieces_moved"] == [
        (False, "rule 9")
    ]
    assert state.player(ARTHUR).hand == ["F03"]


def test_the_royal_challenger_moves_again_on_a_card():
    state = arthur_to_move()
    state.player(ARTHUR).hand = ["F05"]
    state, _ = move(state, origin="B1", destination="C1", challenger=True)
    assert refusal(state, origin="C1", destination="D1", challenger=True) == (
        "rule 9: move: your Royal Challenger has moved this turn"
    )
    again = [a for a in legal_actions(state, ARTHUR) if isinstance(a, Move) and a.origin == "C1"]
    assert {(a.challenger, a.free_move) for a in again} == {(True, True)}
    state, events = move(state, origin="C1", destination="D1", challenger=True, free_move=True)
    assert state.player(ARTHUR).challenger_at == "D1" and state.player(ARTHUR).hand == []


# -- 4. a captured challenger stands in his captor's castle (rule 21 iii a) ---------------------
def test_a_prisoner_stands_in_his_captors_castle_until_released():
    state = setup_field((1, 0), (0, 0))
    del state.player(MARK).stacks["E2"]
    state.player(MARK).challenger_at = "E2"
    state, events = apply(
        state, Move(seat=ARTHUR, origin="D2", destination="E2", knights=1), TableDice()
    )
    assert [(e.prison, e.rule) for e in events if e.type == "challenger_captured"] == [
        ("B1", "rule 21 ii")
    ]
    assert state.player(MARK).challenger_at == "B1"  # Caerlon, Arthur's castle
    for seat in (None, ARTHUR, MARK):
        seen = view(state, seat)["players"][MARK]
        assert (seen["challenger_at"], seen["prisoner_of"]) == ("B1", ARTHUR)
    # He is no free challenger there: nobody captures him again, nor is he in anyone's way.
    assert MARK not in state.challengers_at("B1")


# -- 5. occupation pays taxes (rule 6 vi) -----------------------------------------------------
def test_a_village_occupied_without_a_standard_pays_its_occupier():
    state = arthur_to_move()
    rs = state.rs
    held = len(state.controlled(ARTHUR))  # his and Mordred's castles and villages
    capped = dataclasses.replace(rs, defaults=dataclasses.replace(rs.defaults, max_standards=held))
    state.ruleset = capped  # all Arthur's standards are on the board (house 6)
    tax_due = state.tax_due(ARTHUR)
    state.player(ARTHUR).stacks["D2"] = Stack(1, 0)
    state, events = move(state, origin="D2", destination="D1", knights=1)
    assert "D1" not in state.control  # no standard left to place
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, events = apply(state, EndTurn(seat=ARTHUR), TableDice())
    taxes = [(e.amount, e.reason, e.rule) for e in events if e.type == "gold_transferred"]
    assert taxes[:2] == [
        (tax_due, "taxes", "rule 24"),
        (5, "taxes from occupation", "rule 6 vi"),  # Dolaucothi, the gold village
    ]


# -- 6. an undefended castle: taken by moving in, no chivalry (house 4) -------------------------
def test_an_undefended_castle_is_taken_by_moving_in_and_earns_no_chivalry():
    state = arthur_to_move()
    state.player(ARTHUR).stacks["H3"] = Stack(1, 0)
    state.player(MARK).stacks["G4"] = state.player(MARK).stacks.pop("H1")  # Tintagel empty
    state.player(MARK).challenger_at = "G3"
    state, events = move(state, origin="H3", destination="H1", knights=1, path=("H2", "H1"))
    taken = [(e.square, e.seat, e.rule) for e in events if e.type == "control_changed"]
    assert taken == [("H1", ARTHUR, "rule 18")]  # passing through Camelford takes nothing
    assert [e for e in events if e.type == "chivalry_changed"] == []
    assert state.player(ARTHUR).chivalry == 0


# -- 7. citations and data ---------------------------------------------------------------------
def test_the_royal_guardian_cites_rule_29_and_the_fewest_players_a_house_number():
    with pytest.raises(IllegalAction) as refused:
        start_game(ruleset(), ["Ann"], mode=Mode.TABLE, settings=Settings(), dice=TableDice())
    assert refused.value.rule == "house 26" == ruleset().rule("min_players")
    from .test_quest import at_the_stones, fight

    state = at_the_stones("G03")
    state, _ = fight(state, 1, 6)
    state, _ = apply(state, TurnToken(seat=ARTHUR, grail=True), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="R02"), TableDice())
    state, _ = apply(state, AnswerRiddle(seat=ARTHUR, answer="The wind"), TableDice())
    state, events = apply(state, JudgeRiddle(seat=MARK, correct=True), TableDice())
    assert [e.rule for e in events if e.type == "royal_guardian"] == ["rule 29"]


def joust_ruleset(**numbers: int) -> Ruleset:
    data = fixture_data()
    for name, value in numbers.items():
        data["ruleset"]["defaults"][name]["value"] = value
    return Ruleset.from_dict(data)


def test_the_jousts_numbers_are_the_rulesets():
    rs = joust_ruleset(
        joust_strike_points=3,
        joust_both_points=2,
        joust_blow_endurance=1,
        joust_selections=2,
        joust_lance_selections=0,
    )
    state, _ = start_game(
        rs, ["Ann", "Bors", "Cai", "Dindrane"], mode=Mode.TABLE,
        settings=Settings(order=Order.SEATING), dice=TableDice(),
    )  # fmt: skip
    from kingdom.rules.actions import Bid, ChooseChallenger

    for seat, key in enumerate(CHOICES):
        state, _ = apply(state, ChooseChallenger(seat=seat, challenger=key), TableDice())
    while state.phase == Phase.AUCTION:
        for decision in pending(state):
            state, _ = apply(state, Bid(seat=decision.seat, amount=decision.seat + 1), TableDice())
    state, _ = apply(state, EnterCard(seat=0, card="F01"), TableDice())
    for seat in (1, 2, 3):
        state, _ = apply(state, AnswerJoust(seat=seat, accept=seat in (1, 2)), TableDice())
    with pytest.raises(IllegalAction, match="choose 2 different numbers"):
        apply(state, PickNumbers(seat=0, numbers=(1,)), TableDice())
    state = ride(state, {0: [1, 2], 1: [3, 4]}, [1, 6])  # 0 strikes: 3 points, 1 loses 1
    state = ride(state, {0: [1, 2], 2: [3, 4]}, [5, 5])  # none: the next attempt asks 4
    assert pending(state)[0].detail["numbers"] == 4
    state, _ = apply(state, PickNumbers(seat=0, numbers=(1, 2, 3, 4)), TableDice())
    state, events = apply(state, PickNumbers(seat=2, numbers=(1, 2, 3, 4)), TableDice([1, 2]))
    (both,) = [e for e in events if isinstance(e, RideRun)]
    assert both.points == {0: 3 + 2, 1: 0, 2: 2}
    assert [p.endurance for p in state.players[:3]] == [19, 19, 19]


def test_the_jousts_numbers_are_checked_against_their_limits():
    data = fixture_data()
    data["ruleset"]["defaults"]["joust_selections"]["value"] = 4
    assert [p.message for p in validate_ruleset(data)] == [
        "ruleset default joust_selections: 4 is not 1–3 (docs/decks.md)"
    ]


def test_a_ruleset_frozen_before_the_jousts_numbers_plays_them_as_printed():
    data = fixture_data()
    for name in ("joust_strike_points", "joust_selections"):
        del data["ruleset"]["defaults"][name]
    rs = Ruleset.from_dict(data)
    assert (rs.defaults.joust_strike_points, rs.defaults.joust_selections) == (2, 1)
    assert rs.rule("joust_selections") == "rule 7 iii"


# -- 8. bots play fair ---------------------------------------------------------------------------
def scrambled(state: State, seat: int, rng: random.Random) -> State:
    """The same game as `seat` sees it, with every secret of it changed: the packs' order,
    others' hands (swapped with the pack's cards), the grail's site, the riddles' answers the
    seat has not learnt, others' sealed bids, joust numbers and add-one cards."""
    other = state.copy()
    others = [p for p in other.players if p.seat != seat]
    pool = other.fortune_pack + [card for p in others for card in p.hand]
    rng.shuffle(pool)
    for p in others:
        p.hand, pool = pool[: len(p.hand)], pool[len(p.hand) :]
    other.fortune_pack = pool
    rng.shuffle(other.guardian_pack)
    rng.shuffle(other.riddle_pack)
    hidden = [site for site, token in other.tokens.items() if token == "hidden"]
    if other.grail_site is not None and hidden:
        other.grail_site = rng.choice(hidden)
    if other.setup.auction is not None:
        for s in other.setup.auction.bids:
            if s != seat:
                other.setup.auction.bids[s] = rng.randint(0, 50)
    if other.joust is not None:
        for s in other.joust.picks:
            if s != seat:
                other.joust.picks[s] = sorted(rng.sample(range(1, 7), len(other.joust.picks[s])))
    if other.battle is not None and other.battle.stage == "cards":
        for s in other.battle.cards:
            if s != seat:
                other.battle.cards[s] = rng.randint(0, 3)
    known = set(state.player(seat).known_riddles)
    rs = state.rs
    other.ruleset = dataclasses.replace(
        rs,
        riddles={
            key: card
            if key in known
            else dataclasses.replace(card, answers=(f"scrambled {rng.random()}",))
            for key, card in rs.riddles.items()
        },
    )
    return other


def riddle_asked_of_arthur() -> State:
    """Arthur's challenger has found the grail at a physical table: the riddle R02 is his."""
    from .test_quest import at_the_stones, fight

    state = at_the_stones("G03")
    state, _ = fight(state, 1, 6)
    state, _ = apply(state, TurnToken(seat=ARTHUR, grail=True), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="R02"), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(ARTHUR, "answer_riddle")]
    return state


def test_a_bot_facing_a_riddle_does_not_read_its_answer():
    state = riddle_asked_of_arthur()
    rng = random.Random(14)
    for seed in range(30):
        real = Bot(seed).choose(state, ARTHUR)
        assert real == AnswerRiddle(seat=ARTHUR, answer="I do not know"), seed
        assert Bot(seed).choose(scrambled(state, ARTHUR, rng), ARTHUR) == real
    # A riddle he failed before: he has learnt the answer, and gives it.
    state.player(ARTHUR).known_riddles = ["R02"]
    answer = state.rs.riddles["R02"].answers[0]
    assert Bot(0).choose(state, ARTHUR) == AnswerRiddle(seat=ARTHUR, answer=answer)


@pytest.mark.parametrize("seed", range(3))
def test_a_bots_choices_are_the_same_whatever_the_secrets(seed):
    """Every decision of a bot game, taken again on a state whose secrets are scrambled."""
    game = new_game(4, seed=f"fair-{seed}", order=Order.ROLL, round_limit=4)
    bot_seed = 100 + seed
    rng = random.Random(seed)
    player = Bot(bot_seed)
    for _ in range(600):
        decisions = pending(game.state)
        if not decisions:
            break
        seat = decisions[0].seat
        before = player.random.getstate()
        action = player.choose(game.state, seat)
        again = Bot(0)
        again.random.setstate(before)
        assert again.choose(scrambled(game.state, seat, rng), seat) == action
        game.act(action)
    assert game.state.phase == Phase.OVER


@pytest.mark.parametrize(
    ("limit", "reason"), [(1, "the agreed round is over"), (2, "the agreed 2 rounds are over")]
)
def test_the_round_limit_names_its_rounds_in_good_english(limit, reason):
    """Rule 38: a game agreed to last one round ends 'the agreed round is over' (issue 28)."""
    game = new_game(3, seed="short", order=Order.ROLL, round_limit=limit)
    player = Bot(1)
    for _ in range(2000):
        decisions = pending(game.state)
        if not decisions:
            break
        game.act(player.choose(game.state, decisions[0].seat))
    (ended,) = [e for e in game.events if isinstance(e, GameEnded)]
    assert ended.reason == reason
