"""The bots' levels: `random` (kingdom.rules.bot, cheap and varied: the tests', golden games'
and benchmarks' player), `sound` (kingdom.rules.bots.sound, the default for bot seats and
autopilot) and `expert` (kingdom.rules.bots.expert, a search with the sound bot as its rollout
policy; issue 33). docs/bots.md describes them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from kingdom.rules.actions import Action
from kingdom.rules.bot import Bot
from kingdom.rules.bots.expert import Budget, ExpertBot
from kingdom.rules.bots.sound import SoundBot
from kingdom.rules.state import State

RANDOM = "random"
SOUND = "sound"
EXPERT = "expert"
LEVELS = (SOUND, RANDOM, EXPERT)
DEFAULT_LEVEL = SOUND
LABELS = {  # the lobby's words
    SOUND: "sound (plays from the odds)",
    RANDOM: "random (easy)",
    EXPERT: "expert (searches ahead; hard)",
}


class Player(Protocol):
    def choose(self, state: State, seat: int) -> Action | None: ...


def bot_for(
    level: str,
    seed: int | str,
    *,
    iterations: int | None = None,
    out_of_time: Callable[[], bool] | None = None,
) -> Player:
    """The bot of `level`, seeded: the same seed makes the same choices. An expert thinks for
    at most `iterations` (the ruleset's `expert_iterations` when None) and stops when
    `out_of_time()` says so: the caller's clock (the engine has none)."""
    if level == RANDOM:
        return Bot(seed)
    if level == SOUND:
        return SoundBot(seed)
    if level == EXPERT:
        if iterations is None and out_of_time is None:
            return ExpertBot(seed)
        return ExpertBot(seed, Budget(iterations, out_of_time))
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
