"""Seeded random games played by bots: invariants after every step, replay equals the state."""

import pytest

from kingdom.rules.engine import replay
from kingdom.rules.state import Order, Phase

from .helpers import check_invariants, new_game, play_bots, ruleset


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(8))
def test_bot_games_keep_every_invariant_and_replay_exactly(players, seed):
    game = new_game(players, seed=f"random-{seed}", order=Order.ROLL, round_limit=6)
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
