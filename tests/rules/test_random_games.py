"""Seeded random games played by bots: invariants after every step, replay equals the state."""

import pytest

from kingdom.rules.engine import replay
from kingdom.rules.events import (
    AllianceEnded,
    AllianceFormed,
    AllianceProposed,
    AllianceRefused,
    AlliesJoinBattle,
)
from kingdom.rules.state import Mode, Order, Phase

from .helpers import check_invariants, new_game, play_bots, ruleset


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(24))
def test_bot_games_keep_every_invariant_and_replay_exactly(players, seed):
    game = new_game(players, seed=f"random-{seed}", order=Order.ROLL, round_limit=10)
    play_bots(game, seed=seed, check=check_invariants)
    assert game.state.phase == Phase.OVER
    rebuilt = replay(
        ruleset(),
        game.names,
        mode=game.mode,
        settings=game.settings,
        start_events=game.start_events,
        log=game.log,
    )
    assert rebuilt.to_json() == game.state.to_json()


@pytest.mark.parametrize("seed", range(4))
def test_table_games_with_typed_faces_replay_exactly(seed):
    game = new_game(4, mode=Mode.TABLE, order=Order.ROLL, round_limit=4)
    play_bots(game, seed=seed, check=check_invariants)
    assert game.state.phase == Phase.OVER
    assert game.state.grail_site is None  # nobody knows it at a physical table
    rebuilt = replay(
        ruleset(),
        game.names,
        mode=game.mode,
        settings=game.settings,
        start_events=game.start_events,
        log=game.log,
    )
    assert rebuilt.to_json() == game.state.to_json()


def test_the_same_seed_and_actions_give_the_same_game():
    first = play_bots(new_game(3, seed="same", order=Order.ROLL, round_limit=3), seed=7)
    second = play_bots(new_game(3, seed="same", order=Order.ROLL, round_limit=3), seed=7)
    assert first.events == second.events
    other = play_bots(new_game(3, seed="other", order=Order.ROLL, round_limit=3), seed=7)
    assert other.events != first.events


def test_bots_propose_accept_refuse_and_end_alliances_and_fight_as_allies():
    """Rule 33 in the random games: across a few seeds every part of it happens."""
    seen = set()
    for players, seed in ((6, 1), (4, 9)):  # bots seldom fight as allies: two games that do
        game = new_game(players, seed=f"random-{seed}", order=Order.ROLL, round_limit=10)
        play_bots(game, seed=seed, check=check_invariants)
        seen |= {type(e) for e in game.events}
    wanted = {AllianceProposed, AllianceFormed, AllianceRefused, AllianceEnded, AlliesJoinBattle}
    assert wanted <= seen
