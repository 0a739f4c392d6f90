"""What a player (or the clock) can ask of the game: one small dataclass per action.

`Action.from_dict({"kind": "move", ...})` and `action.to_dict()` are the JSON forms the API
and the event log use. A seat of `None` is the game itself (the clock, the host's settings).
"""

from __future__ import annotations

import re
import types
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from kingdom.rules import codec
from kingdom.rules.errors import IllegalAction

ACTIONS: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    seat: int | None

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.kind = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
        ACTIONS[cls.kind] = cls

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **codec.encode(self)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Action:
        """Build an action from JSON; an unknown kind or a bad field is an IllegalAction."""
        kind = data.get("kind")
        cls = ACTIONS.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction("api", f"unknown action kind {kind!r}", code="bad_action")
        fields = {k: v for k, v in data.items() if k != "kind"}
        try:
            action = codec.decode(cls, fields)
        except (TypeError, ValueError) as exc:
            raise IllegalAction("api", f"{kind}: {exc}", code="bad_action") from None
        _check_types(action)
        return action


def _check_types(action: Action) -> None:
    """Every field holds what its type says (JSON from a client can hold anything)."""
    for name, expected in codec._hints(type(action)).items():
        if name in ("kind", "seat"):
            continue
        problem = _type_problem(getattr(action, name), expected)
        if problem:
            raise IllegalAction("api", f"{action.kind}: {name} must be {problem}", "bad_action")


_WORDS = {int: "a whole number", bool: "true or false", str: "text"}
_PLURAL = {int: "whole numbers", bool: "true or false values", str: "texts"}


def _type_problem(value, expected) -> str | None:
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if expected in _WORDS:
        ok = isinstance(value, expected) and (expected is bool or not isinstance(value, bool))
        return None if ok else _WORDS[expected]
    if origin in (typing.Union, types.UnionType):
        options = [a for a in args if a is not type(None)]
        if value is None:
            return None
        return _type_problem(value, options[0]) if len(options) == 1 else None
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        bad = not isinstance(value, tuple) or any(_type_problem(v, args[0]) for v in value)
        return f"a list of {_PLURAL.get(args[0], 'values')}" if bad else None
    return None


# -- set-up (rules 4–5) ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ChooseChallenger(Action):
    """Select a Royal Challenger (rule 4 v)."""

    challenger: str = ""


@dataclass(frozen=True)
class Bid(Action):
    """A sealed bid for the allegiance of the challenger being auctioned (rule 5 ii); 0 = none."""

    amount: int = 0


# -- chance ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Roll(Action):
    """Roll the die the game waits for. At a physical table the face rolled is typed in."""

    face: int | None = None


# -- a turn (rule 6) ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Move(Action):
    """Move pieces from one square (or river side) to another along one legal path (rule 9).

    `knights` and `footsoldiers` are how many of that stack move; `challenger` moves the
    player's Royal Challenger with them (or alone). `path` may name the squares stepped
    through; without it the engine takes a shortest legal path. `free_move` plays a free-move
    card so that pieces which have moved may move again (rule 10).
    """

    origin: str = ""
    destination: str = ""
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False
    path: tuple[str, ...] = ()
    free_move: bool = False


@dataclass(frozen=True)
class EndMovement(Action):
    """No more moves this turn: battles are resolved next (rule 6 iii–iv)."""


@dataclass(frozen=True)
class Buy(Action):
    """Buy knights and footsoldiers, placed on a castle the player controls (rules 22–23)."""

    castle: str = ""
    knights: int = 0
    footsoldiers: int = 0


@dataclass(frozen=True)
class EndTurn(Action):
    """No more purchases: collect taxes and pass the turn (rule 6 v–vi)."""


# -- debts (rule 32) ------------------------------------------------------------------------------
@dataclass(frozen=True)
class OfferDeal(Action):
    """A debtor offers another player fortune cards (or a promise) for gold (rule 32 i–ii)."""

    to_seat: int = 0
    gold: int = 0
    cards: tuple[str, ...] = ()
    promise: str = ""


@dataclass(frozen=True)
class AnswerDeal(Action):
    """Accept or refuse the deal a debtor offered you."""

    accept: bool = False


@dataclass(frozen=True)
class DeclareBankrupt(Action):
    """Give up raising funds: the debt is paid as far as it can be and the player leaves."""


# -- the game itself ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Resign(Action):
    """Leave the game (as if eliminated, rule 34)."""


@dataclass(frozen=True)
class EndByTimeLimit(Action):
    """The agreed time limit ran out (rule 38); submitted by the clock, seat None."""


# -- battles and captures (rules 11–21) -----------------------------------------------------------
@dataclass(frozen=True)
class FightBattle(Action):
    """With several battles to fight, the attacker picks the next (RULES.md section 4)."""

    node: str = ""
    defender: int | None = None


@dataclass(frozen=True)
class PlayCards(Action):
    """Play `count` "add 1 to your battle throw" cards in this round (rule 13); 0 = none."""

    count: int = 0


@dataclass(frozen=True)
class ChooseRefuge(Action):
    """A fleeing Royal Challenger picks among equally near friendly castles (rule 21 i)."""

    castle: str = ""


@dataclass(frozen=True)
class SetRansom(Action):
    """The captor accepts a lower ransom his prisoner can pay (rule 21 iii c)."""

    amount: int = 0


@dataclass(frozen=True)
class Execute(Action):
    """The captor executes the prisoner who cannot pay (rule 21 iii c)."""


# -- cards, the tournament and the quest (rules 7, 10, 13, 25–31) ---------------------------------
@dataclass(frozen=True)
class EnterCard(Action):
    """At a physical table: the card just drawn from a pack (fortune, guardian or riddle)."""

    card: str = ""


@dataclass(frozen=True)
class AnswerJoust(Action):
    """Accept or decline the invitation to a Royal Jousting Tournament (rule 7)."""

    accept: bool = False


@dataclass(frozen=True)
class PickNumbers(Action):
    """A rider's numbers of the red die for this attempt (rule 7 ii–iii)."""

    numbers: tuple[int, ...] = ()


@dataclass(frozen=True)
class QuestFight(Action):
    """Fight the guardian another round (rule 28 ii–iii)."""


@dataclass(frozen=True)
class QuestRetreat(Action):
    """Retreat from the guardian to an adjacent square, paying the card's penalty (rule 28 iv)."""

    to: str = ""


@dataclass(frozen=True)
class TurnToken(Action):
    """At a physical table: what the turned magic token shows (rule 29)."""

    grail: bool = False


@dataclass(frozen=True)
class AnswerRiddle(Action):
    """The quester's answer to the grail riddle (rule 29)."""

    answer: str = ""


@dataclass(frozen=True)
class JudgeRiddle(Action):
    """At a physical table the player on the quester's left may judge the answer."""

    correct: bool = False


@dataclass(frozen=True)
class LeaveSite(Action):
    """After a wrong answer the quester departs to an adjacent square (rule 29)."""

    to: str = ""
