"""The `sound` bot (issue 20, docs/bots.md): fair (it decides from its seat's view alone),
reproducible from its seed, and each of its rules seen at work in a scenario."""

from __future__ import annotations

import random
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingdom.bot_matches import play_match
from kingdom.rules.actions import Bid, EndMovement, Move
from kingdom.rules.bots import bot_for
from kingdom.rules.bots.sound import MIN_ODDS, SoundBot, distance
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, legal_actions, pending
from kingdom.rules.odds import battle_odds
from kingdom.rules.state import Allegiance, Order, Phase, Stack, State

from .helpers import check_invariants, new_game, ruleset
from .test_movement import arthur_to_move, chosen
from .test_printed_rules import scrambled

ARTHUR, MARK = 1, 0


@cache
def decisions_of_a_game() -> tuple[tuple[State, int, tuple[object, ...]], ...]:
    """Every decision of a four-seat game of sound bots, with the bot's generator state."""
    game = new_game(4, seed="fair-sound", order=Order.ROLL, round_limit=6)
    bot = SoundBot("fair")
    taken = []
    for _ in range(3000):
        waiting = pending(game.state)
        if not waiting:
            break
        seat = waiting[0].seat
        taken.append((game.state, seat, bot.random.getstate()))
        game.act(bot.choose(game.state, seat))
    assert game.state.phase == Phase.OVER
    return tuple(taken)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), scramble=st.integers(min_value=0, max_value=2**32))
def test_scrambling_what_the_seat_cannot_see_never_changes_its_choice(index, scramble):
    """Other hands, the packs' order, the grail's site, riddles' answers, sealed bids and
    numbers: all changed, and the choice is the same (RULES.md section 8)."""
    taken = decisions_of_a_game()
    state, seat, generator = taken[index % len(taken)]
    real, again = SoundBot(), SoundBot()
    real.random.setstate(generator)
    again.random.setstate(generator)
    other = scrambled(state, seat, random.Random(scramble))
    assert again.choose(other, seat) == real.choose(state, seat)


def test_a_game_of_sound_bots_replays_from_its_seed():
    first = play_match(["sound", "random", "sound"], "again", round_limit=5)
    second = play_match(["sound", "random", "sound"], "again", round_limit=5)
    assert first.actions == second.actions > 100
    assert [(f.rank, f.chivalry, f.gold) for f in first.seats] == [
        (f.rank, f.chivalry, f.gold) for f in second.seats
    ]


def test_the_random_level_is_the_bot_of_the_golden_games():
    game = new_game(4, seed="level", order=Order.ROLL, round_limit=2)
    from kingdom.rules.bot import Bot

    assert type(bot_for("random", 3)) is Bot
    state, seat = game.state, pending(game.state)[0].seat
    assert bot_for("random", 3).choose(state, seat) == Bot(3).choose(state, seat)


# -- battles (rules 14–18): the exact odds decide ---------------------------------------------
def field(arthur: tuple[int, int], mark: tuple[int, int]) -> State:
    """Arthur's force on D2 beside Mark's on E2, Arthur to move, his castle garrisoned; his
    endurance too low for a quest (rule 28), so that the battle is the question."""
    state = arthur_to_move()
    state.player(ARTHUR).endurance = 10
    state.player(ARTHUR).stacks["D2"] = Stack(*arthur)
    state.player(MARK).stacks["E2"] = Stack(*mark)
    return state


def test_it_refuses_a_battle_at_twenty_percent_odds():
    state = field((0, 2), (2, 2))
    odds = battle_odds(state.rs.tables, (0, 2), (2, 2))
    assert 0.19 < odds.attacker_wins < 0.21
    attack = Move(seat=ARTHUR, origin="D2", destination="E2", footsoldiers=2)
    assert attack in legal_actions(state, ARTHUR)  # it could: it will not
    for seed in range(5):
        choice = SoundBot(seed).choose(state, ARTHUR)
        assert not (isinstance(choice, Move) and choice.destination == "E2"), choice


def test_it_attacks_when_the_odds_and_the_gold_favour_it():
    state = field((5, 0), (0, 1))
    assert battle_odds(state.rs.tables, (5, 0), (0, 1)).attacker_wins > MIN_ODDS
    after = movement_of(state, SoundBot(0))
    assert after.player(ARTHUR).stacks["E2"].knights >= 5  # its castle's knights may join


def test_every_battle_it_starts_in_a_whole_game_is_at_good_odds():
    starts = []

    def after(state, events):
        for e in events:
            if type(e).__name__ == "BattleStarted" and e.attacker == 0:
                starts.append(e)

    play_match(["sound", "random", "random", "random"], "odds", round_limit=12, after=after)
    assert starts, "a sound bot that never attacks wins nothing"


# -- auctions (rules 5, 8): no more than its income sustains --------------------------------
def test_it_bids_no_more_than_the_challengers_taxes_pay_back():
    state = chosen()  # an auction: both seats bid
    auction = state.current_auction()
    challenger = state.rs.challenger(auction.challenger)
    income = sum(state.rs.square_tax(sq) for sq in (challenger.castle, *challenger.villages))
    for seat in (MARK, ARTHUR):
        bid = SoundBot(seat).choose(state, seat)
        assert isinstance(bid, Bid) and 0 < bid.amount < income, (bid, income)


def test_it_bids_nothing_when_its_dues_already_eat_its_income():
    state = chosen()
    me = state.player(MARK)
    me.allegiances = [Allegiance(challenger="x", cost=state.tax_due(MARK) + 30)]
    assert SoundBot(1).choose(state, MARK) == Bid(seat=MARK, amount=0)


# -- the home castle (rule 23) ----------------------------------------------------------------
def test_it_brings_pieces_home_when_a_rival_force_could_reach_its_castle():
    state = arthur_to_move()
    board = state.rs.board
    home = state.home_castle(ARTHUR)
    me, rival = state.player(ARTHUR), state.player(MARK)
    me.endurance = 10  # no quest tempts it (rule 28)
    me.stacks = {home: Stack(0, 1)}
    near = [
        n
        for n in board.nodes
        if distance(board.node_square(n), home) == 2
        and not board.castle_at(board.node_square(n))
        and not board.village_at(board.node_square(n))
        and not board.mystic_site_at(board.node_square(n))
        and not board.is_slow(board.node_square(n))
    ]
    me.stacks[near[0]] = Stack(0, 3)
    far = next(
        n
        for n in board.nodes
        if distance(board.node_square(n), home) == 5
        and distance(board.node_square(n), board.node_square(near[0])) >= 5
        and not board.mystic_site_at(board.node_square(n))
    )
    rival.stacks = {far: Stack(4, 0)}
    state = movement_of(state, SoundBot(0))
    assert me.stacks[home].footsoldiers == 1  # the input is never changed
    assert state.player(ARTHUR).stacks[home].footsoldiers >= 3  # the three came home


def test_it_keeps_the_home_garrison_in_its_castle():
    state = arthur_to_move()
    home = state.home_castle(ARTHUR)
    state.player(ARTHUR).stacks = {home: Stack(0, 2)}
    state = movement_of(state, SoundBot(0))
    assert state.player(ARTHUR).stacks[home].footsoldiers == 2


def movement_of(state: State, bot: SoundBot) -> State:
    """Arthur's movement as the bot plays it, up to its end (rule 6 iii)."""
    for _ in range(50):
        waiting = pending(state)
        if not waiting or (waiting[0].seat, waiting[0].kind) != (ARTHUR, "move"):
            return state
        action = bot.choose(state, ARTHUR)
        if action is None or isinstance(action, EndMovement):
            return state
        state, _ = apply(state, action, TableDice())
    raise AssertionError("the bot's movement never ended")


# -- six sound bots, a whole game --------------------------------------------------------------
def test_six_sound_bots_finish_a_game_with_every_invariant_kept():
    game = new_game(6, seed="six-sound", order=Order.ROLL, round_limit=30)
    bots = [SoundBot(f"six:{seat}") for seat in range(6)]
    for _ in range(20_000):
        waiting = pending(game.state)
        if not waiting:
            break
        seat = waiting[0].seat
        game.act(bots[seat].choose(game.state, seat))
        check_invariants(game)
    assert game.state.phase == Phase.OVER
    assert sorted(p.rank for p in game.state.players) == [1, 2, 3, 4, 5, 6]
    assert ruleset() is game.state.rs
