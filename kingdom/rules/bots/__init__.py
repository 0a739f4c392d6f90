"""The bots' levels: `random` (kingdom.rules.bot, cheap and varied: the tests', golden games'
and benchmarks' player) and `sound` (kingdom.rules.bots.sound, the default for bot seats and
autopilot). docs/bots.md describes both."""

from __future__ import annotations

from typing import Protocol

from kingdom.rules.actions import Action
from kingdom.rules.bot import Bot
from kingdom.rules.bots.sound import SoundBot
from kingdom.rules.state import State

RANDOM = "random"
SOUND = "sound"
LEVELS = (SOUND, RANDOM)
DEFAULT_LEVEL = SOUND
LABELS = {SOUND: "sound (plays from the odds)", RANDOM: "random (easy)"}  # the lobby's words


class Player(Protocol):
    def choose(self, state: State, seat: int) -> Action | None: ...


def bot_for(level: str, seed: int | str) -> Player:
    """The bot of `level`, seeded: the same seed makes the same choices."""
    if level == RANDOM:
        return Bot(seed)
    if level == SOUND:
        return SoundBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
