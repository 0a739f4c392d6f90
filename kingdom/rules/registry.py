"""Where the rules' modules register what they handle; `engine` dispatches through these."""

from __future__ import annotations

from collections.abc import Callable

from kingdom.rules.state import Phase, RollPurpose

#: action class -> handler(ctx, action)
HANDLERS: dict[type, Callable] = {}
#: phase -> automatic step(ctx) -> bool (True when it moved the game on)
AUTO: dict[Phase, Callable] = {}
#: roll purpose -> handler(ctx, roll, face)
ON_ROLL: dict[RollPurpose, Callable] = {}


def handles(*action_classes: type):
    def register(fn):
        for cls in action_classes:
            HANDLERS[cls] = fn
        return fn

    return register


def automatic(phase: Phase):
    def register(fn):
        AUTO[phase] = fn
        return fn

    return register


def on_roll(purpose: RollPurpose):
    def register(fn):
        ON_ROLL[purpose] = fn
        return fn

    return register
