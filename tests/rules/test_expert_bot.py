"""The `expert` bot (issue 33, docs/bots.md): a search over the engine's own `apply` and
`legal_actions`, from determinizations drawn from what its seat may know. Fair (scrambling
every secret never changes its choice for the same seed and budget), reproducible, free where
nothing is to be weighed, and a whole game of six of them keeps every invariant."""

from __future__ import annotations

import random
from functools import cache

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingdom.rules.actions import (
    AnswerAlliance,
    Buy,
    EndMovement,
    EndTurn,
    Move,
    PickNumbers,
    ProposeAlliance,
    ProposeDeal,
    Roll,
)
from kingdom.rules.bot import Bot
from kingdom.rules.bots import EXPERT, LEVELS, bot_for
from kingdom.rules.bots import expert as expert_module
from kingdom.rules.bots.expert import Budget, ExpertBot, RolloutPolicy, determinize, standing
from kingdom.rules.bots.seen import Seen
from kingdom.rules.bots.sound import MIN_ODDS, SoundBot
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply, legal_actions, pending, view
from kingdom.rules.state import Order, Phase, Stack, State

from .helpers import check_invariants, new_game
from .test_printed_rules import scrambled

ITERATIONS = 2  # enough to search; cheap enough for a hypothesis test


def expert(seed: str = "fair") -> ExpertBot:
    return ExpertBot(seed, Budget(iterations=ITERATIONS))


@cache
def decisions_of_a_game() -> tuple[tuple[State, int, object, object], ...]:
    """Every decision of a four-seat game, one expert and three sound bots, with the expert's
    generators' states (its own and its sound bot's)."""
    game = new_game(4, seed="fair-expert", order=Order.ROLL, round_limit=3)
    bots = [expert(), SoundBot(1), SoundBot(2), SoundBot(3)]
    taken = []
    for _ in range(3000):
        waiting = pending(game.state)
        if not waiting:
            break
        seat = waiting[0].seat
        player = bots[seat]
        if isinstance(player, ExpertBot):
            taken.append(
                (game.state, seat, player.random.getstate(), player.plan.random.getstate())
            )
        game.act(player.choose(game.state, seat))
    assert game.state.phase == Phase.OVER
    return tuple(taken)


def at(generators: tuple[object, object]) -> ExpertBot:
    bot = expert()
    bot.random.setstate(generators[0])  # type: ignore[arg-type]
    bot.plan.random.setstate(generators[1])  # type: ignore[arg-type]
    return bot


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), scramble=st.integers(min_value=0, max_value=2**32))
def test_scrambling_what_the_seat_cannot_see_never_changes_its_choice(index, scramble):
    """Other hands, the packs' order, the grail's site, riddles' answers, sealed bids, joust
    numbers and add-one cards: all changed, and the choice is the same (RULES.md section 8)."""
    taken = decisions_of_a_game()
    state, seat, mine, sounds = taken[index % len(taken)]
    other = scrambled(state, seat, random.Random(scramble))
    assert at((mine, sounds)).choose(other, seat) == at((mine, sounds)).choose(state, seat)


def test_the_searches_of_that_game_weighed_something():
    """The fairness above is not that of a bot that never searches."""
    searched = 0
    for state, seat, mine, sounds in decisions_of_a_game():
        bot = at((mine, sounds))
        bot.choose(state, seat)
        searched += bot.iterations == ITERATIONS
    assert searched >= 10


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(min_value=0), draw=st.integers(min_value=0, max_value=2**32))
def test_a_determinization_looks_to_the_seat_exactly_like_the_real_game(index, draw):
    """What it imagines agrees with all the seat sees: its view is the same."""
    state, seat, _, _ = decisions_of_a_game()[index % len(decisions_of_a_game())]
    imagined = determinize(state, seat, random.Random(draw))
    assert view(imagined, seat) == view(state, seat)
    others = [p for p in state.players if p.seat != seat]
    pool = sorted(state.fortune_pack + [c for p in others for c in p.hand])
    seen = sorted(
        imagined.fortune_pack + [c for p in imagined.players if p.seat != seat for c in p.hand]
    )
    assert seen == pool  # the same cards unseen, wherever they lie


def test_a_determinization_holds_no_secret_of_the_real_game():
    """Two games alike but for their secrets are imagined alike from the same draw."""
    state, seat, _, _ = next(d for d in decisions_of_a_game() if d[0].phase == Phase.MOVEMENT)
    other = scrambled(state, seat, random.Random(7))
    assert other.fortune_pack != state.fortune_pack or other.grail_site != state.grail_site
    mine, theirs = (
        determinize(state, seat, random.Random(3)),
        determinize(other, seat, random.Random(3)),
    )
    assert mine.to_json() == theirs.to_json()
    assert mine.rs.riddles == theirs.rs.riddles


def test_the_same_seed_and_budget_make_the_same_choices():
    for state, seat, _, _ in decisions_of_a_game()[:40]:
        assert expert("again").choose(state, seat) == expert("again").choose(state, seat)


def test_a_single_legal_action_or_a_die_costs_nothing():
    free = 0
    for state, seat, _, _ in decisions_of_a_game():
        actions = legal_actions(state, seat)
        if len(actions) == 1 or all(isinstance(a, Roll) for a in actions):
            bot = expert()
            assert bot.choose(state, seat) == actions[0] or isinstance(actions[0], Roll)
            assert bot.iterations == 0
            free += 1
    assert free


def test_a_jousts_numbers_cost_nothing_and_it_never_proposes_a_deal():
    """Any k numbers strike k times in the red die's faces (rule 7 ii): nothing to weigh, so
    no iteration. The deals the sound bot never proposes are never its candidates either (1 gold
    asked for a promise would be gold for nothing to its standing)."""
    game = new_game(4, seed="joust-picks", order=Order.ROLL, round_limit=30)
    sounds = [SoundBot(seat) for seat in range(4)]
    picks = 0
    for _ in range(20_000):
        waiting = pending(game.state)
        if not waiting or picks >= 3:
            break
        seat = waiting[0].seat
        actions = legal_actions(game.state, seat)
        bot = expert()
        candidates = bot.weigh(game.state, seat)[1]
        assert not any(isinstance(a, ProposeDeal) for a in candidates)
        if any(isinstance(a, PickNumbers) for a in actions):
            chosen = bot.choose(game.state, seat)
            assert chosen in actions and isinstance(chosen, PickNumbers)
            assert bot.iterations == 0 and not candidates
            picks += 1
        game.act(sounds[seat].choose(game.state, seat))
    assert picks == 3


def test_the_clock_of_the_caller_stops_the_search():
    """The engine has no clock: the caller says when the time is up (asked within rollouts);
    an iteration cut short is left out, and with none whole the sound bot's choice stands."""
    state, seat = next(
        (s, seat) for s, seat, _, _ in decisions_of_a_game() if expert().weigh(s, seat)[1]
    )
    bot = ExpertBot("clock", Budget(iterations=50, out_of_time=lambda: True))
    assert bot.choose(state, seat) == ExpertBot("clock").weigh(state, seat)[0]
    assert bot.iterations == 0
    asked = iter(range(1000))
    later = ExpertBot("clock", Budget(iterations=50, out_of_time=lambda: next(asked) >= 20))
    later.choose(state, seat)
    assert 0 < later.iterations < 50
    unlimited = ExpertBot("clock", Budget(iterations=5))
    unlimited.choose(state, seat)
    assert unlimited.iterations == 5


def test_the_ruleset_sets_the_budget():
    state, seat = next(
        (s, seat) for s, seat, _, _ in decisions_of_a_game() if expert().weigh(s, seat)[1]
    )
    bot = ExpertBot("budget")
    bot.choose(state, seat)
    assert bot.iterations == state.rs.defaults.expert_iterations == 8


def test_its_candidates_start_with_the_sound_bots_choice_and_end_of_movement():
    for state, seat, _, sounds in decisions_of_a_game():
        bot = expert()
        bot.plan.random.setstate(sounds)  # type: ignore[arg-type]
        planned, candidates = bot.weigh(state, seat)
        if candidates:
            assert candidates[0] == planned
            assert len(candidates) == len(set(candidates)) <= 4
            if any(isinstance(a, Move) for a in candidates):
                assert any(isinstance(a, EndMovement) for a in candidates)


def test_its_rollouts_policy_chooses_as_the_sound_bot():
    """The rollouts' policy is the sound bot made cheaper (no view, no deals to propose): at
    every decision of a game of sound and random bots (offers of alliance and deals among
    them), for the same seed, the same choice as the sound bot."""
    game = new_game(4, seed="policy", order=Order.ROLL, round_limit=12)
    bots = [SoundBot("a"), Bot(1), SoundBot("b"), Bot(2)]
    for number in range(20_000):
        waiting = pending(game.state)
        if not waiting:
            break
        seat = waiting[0].seat
        policy = RolloutPolicy(number).choose_in(game.state, seat, waiting)
        assert policy == SoundBot(number).choose(game.state, seat)
        game.act(bots[seat].choose(game.state, seat))
    assert game.state.phase == Phase.OVER


def test_standing_counts_a_point_of_chivalry_above_a_purse():
    state = decisions_of_a_game()[-1][0]
    better = state.copy()
    better.player(0).chivalry += 1
    better.player(0).gold -= 100
    assert standing(better, 0) > standing(state, 0)
    assert standing(better, 1) < standing(state, 1)


def test_standing_may_count_a_prisoners_bills_and_endurance_short_of_the_floor(monkeypatch):
    """`COUNT_RISK` (on: docs/bots.md): the ransom, dungeon endurance and missed turns of a
    captured challenger (rule 21 iii), and endurance below the sound bot's floor, cost before
    they are paid; off, the standing is the worth alone."""
    state = decisions_of_a_game()[-1][0]
    captured = state.copy()
    captured.player(0).prisoner_of = 1
    monkeypatch.setattr(expert_module, "COUNT_RISK", False)
    assert standing(captured, 0) == standing(state, 0)
    monkeypatch.setattr(expert_module, "COUNT_RISK", True)
    assert standing(captured, 0) < standing(state, 0) - state.rs.defaults.ransom
    weary, wearier = state.copy(), state.copy()
    weary.player(0).endurance = 3
    wearier.player(0).endurance = 2
    short_one = standing(weary, 0) - standing(wearier, 0)
    assert short_one > expert_module.ENDURANCE_GOLD * 1.5


def test_in_the_last_turns_its_standing_is_chivalry_above_all(monkeypatch):
    """`ENDGAME_TURNS`: in the last turns before the round limit (rule 38: the highest chivalry
    wins) its gold, pieces, endurance and income fade, so a point of chivalry outweighs a purse
    it would have preferred earlier; before those turns the standing is as it was."""
    state = decisions_of_a_game()[-1][0]
    assert state.turn is not None and state.settings.round_limit is not None
    state = state.copy()
    assert state.turn is not None
    state.turn.round = state.settings.round_limit  # the last round
    purse, point = state.copy(), state.copy()
    purse.player(0).gold += 200
    point.player(0).chivalry += 1
    monkeypatch.setattr(expert_module, "ENDGAME_GOLD", False)
    monkeypatch.setattr(expert_module, "ENDGAME_TURNS", 0)
    assert standing(purse, 0) > standing(point, 0)
    monkeypatch.setattr(expert_module, "ENDGAME_TURNS", 4)
    assert standing(point, 0) > standing(purse, 0)
    early = state.copy()
    early.settings = msgspec.structs.replace(state.settings, round_limit=30)
    faded = standing(early, 0)
    monkeypatch.setattr(expert_module, "ENDGAME_TURNS", 0)
    assert standing(early, 0) == faded


def test_in_the_last_turns_gold_keeps_its_worth(monkeypatch):
    """`ENDGAME_GOLD`: gold breaks a tie of chivalry at the round limit (house 8), so in the
    last turns it keeps its whole worth while pieces, endurance and income fade."""
    state = decisions_of_a_game()[-1][0]
    assert state.turn is not None and state.settings.round_limit is not None
    state = state.copy()
    assert state.turn is not None
    state.turn.round = state.settings.round_limit  # the last round
    purse = state.copy()
    purse.player(0).gold += 100

    def gain() -> float:
        return standing(purse, 0) - standing(state, 0)

    monkeypatch.setattr(expert_module, "ENDGAME_TURNS", 0)
    whole = gain()
    monkeypatch.setattr(expert_module, "ENDGAME_TURNS", 4)
    monkeypatch.setattr(expert_module, "ENDGAME_GOLD", True)
    assert gain() == pytest.approx(whole)
    monkeypatch.setattr(expert_module, "ENDGAME_GOLD", False)
    assert 0 < gain() == pytest.approx(whole / 5)


def test_in_its_last_turns_it_buys_nothing(monkeypatch):
    """`HOARD_TURNS`: pieces bought in the last turns before the round limit win no chivalry,
    while gold breaks a tie of chivalry (rule 38, house 8): there it ends its turn instead."""
    purchases = [
        (state, sounds)
        for state, seat, _, sounds in decisions_of_a_game()
        if state.phase == Phase.PURCHASE and seat == 0
    ]
    for state, sounds in purchases:
        assert state.turn is not None and state.settings.round_limit is not None
        last = state.turn.round == state.settings.round_limit
        for hoard in (0, 1):
            monkeypatch.setattr(expert_module, "HOARD_TURNS", hoard)
            bot = expert()
            bot.plan.random.setstate(sounds)  # type: ignore[arg-type]
            planned, _ = bot.weigh(state, 0)
            bot.plan.random.setstate(sounds)  # type: ignore[arg-type]
            sound = bot.plan.choose(state, 0)
            if hoard and last:
                assert isinstance(planned, EndTurn)
            else:
                assert planned == sound
    assert any(
        s.turn is not None
        and s.turn.round == s.settings.round_limit
        and isinstance(SoundBot(0).choose(s, 0), Buy)
        for s, _ in purchases
    )


def test_attacks_below_the_sound_bots_line_are_searched_by_their_odds(monkeypatch):
    """`RANK_BY_ODDS`: the sound bot never attacks below its 60% line (all such attacks worth
    the same to it); the expert searches the ones most likely to win first (rules 12–18), and
    with `ATTACK_SPREAD` one a square, so that its few candidates are different battles."""
    state = next(
        s for s, seat, _, _ in decisions_of_a_game() if s.phase == Phase.MOVEMENT and seat == 0
    ).copy()
    assert "H21" in state.player(0).stacks
    state.player(1).stacks["H20"] = Stack(knights=3, footsoldiers=4)  # rivals within reach
    state.player(3).stacks["G21"] = Stack(knights=6, footsoldiers=4)
    bot = expert()
    seen = Seen(0, view(state, 0), state.rs)
    attacks = [
        a for a in legal_actions(state, 0) if isinstance(a, Move) and seen.enemies_at(a.destination)
    ]

    def odds(m: Move) -> float:
        square = state.rs.board.node_square(m.destination)
        force = (m.knights, m.footsoldiers)
        enemies = seen.enemies_at(m.destination)
        return bot.plan._odds(seen, m.destination, square, force, enemies).attacker_wins

    assert attacks and max(odds(m) for m in attacks) < MIN_ODDS
    best = max(attacks, key=odds)
    monkeypatch.setattr(expert_module, "RANK_BY_ODDS", True)
    assert max(attacks, key=lambda m: bot._attack_rank(seen, m)) == best
    _, candidates = bot.weigh(state, 0)
    assert best in candidates
    monkeypatch.setattr(expert_module, "ATTACK_SPREAD", True)
    _, candidates = bot.weigh(state, 0)
    assert best in candidates
    squares = [a.destination for a in candidates[1:] if isinstance(a, Move)]
    assert len(squares) == len(set(squares)) >= 2  # one attack a square, the likeliest first


def test_it_offers_an_alliance_to_the_nearest_rival_who_would_accept(monkeypatch):
    """`PROPOSE_ALLIANCES` (rule 33): at its movement its plan offers an alliance to the
    nearest rival the sound bot's own rule makes accept (no ally, its chivalry not above his,
    not the strongest on the board) and keep (its chivalry not above the offerer's: the same
    chivalry), one offer a turn; the sound bot accepts it. Off, it offers none (the sound bot
    never does)."""
    monkeypatch.setattr(expert_module, "PROPOSE_ALLIANCES", True)
    state = next(
        s
        for s, seat, _, _ in decisions_of_a_game()
        if s.phase == Phase.MOVEMENT and seat == 0 and not s.alliances
    ).copy()
    for seat, chivalry in enumerate((5, 5, 4, 5)):
        state.player(seat).chivalry = chivalry  # it leads seat 2 alone
    strongest = max(
        (1, 2, 3), key=lambda s: sum(st.strength for st in state.player(s).stacks.values())
    )
    next(iter(state.player(strongest).stacks.values())).knights += 20  # it is not the strongest
    seen = Seen(0, view(state, 0), state.rs)
    nearest = min((1, 3), key=lambda s: (expert_module._steps_to(seen, seen.data["players"][s]), s))
    offer, _ = expert().weigh(state, 0)
    assert offer == ProposeAlliance(seat=0, to_seat=nearest)
    state, _ = apply(state, offer, ServerDice("ally"))
    answer = SoundBot(0).choose(state, nearest)
    assert answer == AnswerAlliance(seat=nearest, from_seat=0, accept=True)
    state, _ = apply(state, answer, ServerDice("ally"))
    assert state.allied(0, nearest)
    again, _ = expert().weigh(state, 0)
    assert not isinstance(again, ProposeAlliance)  # one offer a turn
    state.player(0).proposed_on = None
    other = ({1, 3} - {nearest}).pop()
    assert expert().weigh(state, 0)[0] == ProposeAlliance(seat=0, to_seat=other)
    state.player(other).chivalry = 6  # he would end it at once
    assert not isinstance(expert().weigh(state, 0)[0], ProposeAlliance)
    state.player(other).chivalry = 5
    monkeypatch.setattr(expert_module, "PROPOSE_ALLIANCES", False)
    assert not isinstance(expert().weigh(state, 0)[0], ProposeAlliance)


def test_a_deeper_rollout_plays_into_the_rivals_turns(monkeypatch):
    """`ROLLOUT_TURNS` (measured, left off): a rollout then stops at the start of the turn that
    many turns after the decision's, not once its battles are fought."""
    state = next(s for s, _, _, _ in decisions_of_a_game() if s.phase == Phase.MOVEMENT)
    began = expert_module._episode(state)
    assert expert_module._horizon_turn(state) is None
    monkeypatch.setattr(expert_module, "ROLLOUT_TURNS", 4)
    until = expert_module._horizon_turn(state)
    assert state.turn is not None and until == state.turn.number + 4
    later = state.copy()
    assert later.turn is not None
    later.turn.number += 1
    later.phase = Phase.PURCHASE
    assert expert_module._settled(began, None, later)
    assert not expert_module._settled(began, until, later)
    later.turn.number = until
    assert expert_module._settled(began, until, later)


def test_expert_is_a_level_of_the_lobby():
    assert EXPERT in LEVELS
    assert isinstance(bot_for(EXPERT, 1), ExpertBot)


def test_six_expert_bots_finish_a_game_with_every_invariant_kept():
    game = new_game(6, seed="six-expert", order=Order.ROLL, round_limit=8)
    bots = [ExpertBot(f"six:{seat}", Budget(iterations=1)) for seat in range(6)]
    for _ in range(20_000):
        waiting = pending(game.state)
        if not waiting:
            break
        seat = waiting[0].seat
        game.act(bots[seat].choose(game.state, seat))
        check_invariants(game)
    assert game.state.phase == Phase.OVER
    assert sorted(p.rank for p in game.state.players) == [1, 2, 3, 4, 5, 6]
