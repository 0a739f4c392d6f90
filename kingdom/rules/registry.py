"""Where the rules' modules register what they handle; `engine` dispatches through these."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

from kingdom.rules.actions import Action
from kingdom.rules.state import Phase, Roll, RollPurpose

if TYPE_CHECKING:
    from kingdom.rules.context import Ctx

A = TypeVar("A", bound=Action)
#: A rule applying one player's action of its class.
ActionHandler = Callable[["Ctx", A], None]
#: An automatic step of a phase; True when it moved the game on.
Step = Callable[["Ctx"], bool]
#: What a die's face does, once rolled.
RollHandler = Callable[["Ctx", Roll, int], None]

#: action class -> handler(ctx, action)
HANDLERS: dict[type[Action], ActionHandler[Action]] = {}
#: phase -> automatic step(ctx) -> bool (True when it moved the game on)
AUTO: dict[Phase, Step] = {}
#: roll purpose -> handler(ctx, roll, face)
ON_ROLL: dict[RollPurpose, RollHandler] = {}


def handles(*action_classes: type[A]) -> Callable[[ActionHandler[A]], ActionHandler[A]]:
    def register(fn: ActionHandler[A]) -> ActionHandler[A]:
        for cls in action_classes:
            # The engine looks a handler up by the action's exact class, so it is only ever
            # given actions of the classes it registered for: the narrower parameter is safe.
            HANDLERS[cls] = cast(ActionHandler[Action], fn)
        return fn

    return register


def automatic(phase: Phase) -> Callable[[Step], Step]:
    def register(fn: Step) -> Step:
        AUTO[phase] = fn
        return fn

    return register


def on_roll(purpose: RollPurpose) -> Callable[[RollHandler], RollHandler]:
    def register(fn: RollHandler) -> RollHandler:
        ON_ROLL[purpose] = fn
        return fn

    return register
