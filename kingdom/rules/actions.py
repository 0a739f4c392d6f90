"""What a player (or the clock) can ask of the game: one small frozen struct per action.

`Action.from_dict({"kind": "move", ...})` and `action.to_dict()` are the JSON forms the API
and the event log use. A seat of `None` is the game itself (the clock, the host's settings).
Actions are msgspec structs tagged by `kind`: decoding checks every field's type in C and a
wrong one is an `IllegalAction` that names the field and what it must be.
"""

from __future__ import annotations

import re
import types
import typing
from typing import Any, ClassVar, Union

import msgspec

from kingdom.rules.errors import IllegalAction

ACTIONS: dict[str, type[Action]] = {}


def snake_case(name: str) -> str:
    """`ChooseChallenger` → `choose_challenger`: the JSON name of an action or event class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Action(
    msgspec.Struct, frozen=True, tag_field="kind", tag=snake_case, forbid_unknown_fields=True
):
    seat: int | None

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.kind = snake_case(cls.__name__)
        ACTIONS[cls.kind] = cls

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = _JSON_DECODER.decode(_JSON_ENCODER.encode(self))
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Action:
        """Build an action from JSON; an unknown kind or a bad field is an IllegalAction."""
        kind = data.get("kind")
        cls = ACTIONS.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise IllegalAction("api", f"unknown action kind {kind!r}", code="bad_action")
        try:
            action: Action = msgspec.convert(data, cls)
        except msgspec.ValidationError as error:
            raise IllegalAction("api", f"{kind}: {_problem(cls, error)}", "bad_action") from None
        return action


_JSON_ENCODER = msgspec.json.Encoder()
_JSON_DECODER = msgspec.json.Decoder()
_WORDS = {int: "a whole number", bool: "true or false", str: "text"}
_PLURAL = {int: "whole numbers", bool: "true or false values", str: "texts"}


def _problem(cls: type[Action], error: msgspec.ValidationError) -> str:
    """msgspec's message in the API's words: which field, and what it must be."""
    message = str(error)
    unknown = re.fullmatch(r"Object contains unknown field `(.*)`", message)
    if unknown:
        return f"unknown field {unknown.group(1)!r}"
    at = re.search(r" - at `\$\.(\w+)", message)
    types_by_name = {f.name: f.type for f in msgspec.structs.fields(cls)}
    if at and at.group(1) in types_by_name:
        return f"{at.group(1)} must be {_describe(types_by_name[at.group(1)])}"
    return message


def _describe(expected: Any) -> str:
    origin, args = typing.get_origin(expected), typing.get_args(expected)
    if expected in _WORDS:
        return _WORDS[expected]
    if origin in (Union, types.UnionType):
        options = [a for a in args if a is not type(None)]
        return " or ".join(_describe(a) for a in options) + " (or null)"
    if origin is tuple and args:
        return f"a list of {_PLURAL.get(args[0], 'values')}"
    return str(expected)


# -- set-up (rules 4–5) ---------------------------------------------------------------------------
class ChooseChallenger(Action, frozen=True):
    """Select a Royal Challenger (rule 4 v)."""

    challenger: str = ""


class Bid(Action, frozen=True):
    """A sealed bid for the allegiance of the challenger being auctioned (rule 5 ii); 0 = none."""

    amount: int = 0


# -- chance ---------------------------------------------------------------------------------------
class Roll(Action, frozen=True):
    """Roll the die the game waits for. At a physical table the face rolled is typed in."""

    face: int | None = None


# -- a turn (rule 6) ------------------------------------------------------------------------------
class Move(Action, frozen=True):
    """Move pieces from one square (or river side) to another along one legal path (rule 9).

    `knights` and `footsoldiers` are how many of that stack move; `challenger` moves the
    player's Royal Challenger with them (or alone). `path` may name the squares stepped
    through; without it the engine takes a shortest legal path. `free_move` plays free-move
    cards so that pieces which have moved this turn move again, a full allowance from where
    they stand: one card a piece (rule 10). Pieces that have not moved go first and spend no
    card (house 25).
    """

    origin: str = ""
    destination: str = ""
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False
    path: tuple[str, ...] = ()
    free_move: bool = False


class EndMovement(Action, frozen=True):
    """No more moves this turn: battles are resolved next (rule 6 iii–iv)."""


class Buy(Action, frozen=True):
    """Buy knights and footsoldiers, placed on a castle the player controls (rules 22–23)."""

    castle: str = ""
    knights: int = 0
    footsoldiers: int = 0


class EndTurn(Action, frozen=True):
    """No more purchases: collect taxes and pass the turn (rule 6 v–vi)."""


# -- debts (rule 32) ------------------------------------------------------------------------------
class OfferDeal(Action, frozen=True):
    """A debtor offers another player fortune cards (or a promise) for gold (rule 32 i–ii)."""

    to_seat: int = 0
    gold: int = 0
    cards: tuple[str, ...] = ()
    promise: str = ""


class AnswerDeal(Action, frozen=True):
    """Accept or refuse a deal: the one a debtor offered you while the game waits for him
    (`number` None), or the offer numbered `number` another player proposed you (rule 32,
    house 28)."""

    accept: bool = False
    number: int | None = None


class DeclareBankrupt(Action, frozen=True):
    """Give up raising funds: the debt is paid as far as it can be and the player leaves."""


# -- the game itself ------------------------------------------------------------------------------
class Resign(Action, frozen=True):
    """Leave the game (as if eliminated, rule 34)."""


class EndByTimeLimit(Action, frozen=True):
    """The agreed time limit ran out (rule 38); submitted by the clock, seat None."""


# -- battles and captures (rules 11–21) -----------------------------------------------------------
class FightBattle(Action, frozen=True):
    """With several battles to fight, the attacker picks the next (RULES.md section 4)."""

    node: str = ""
    defender: int | None = None


class PlayCards(Action, frozen=True):
    """Play `count` "add 1 to your battle throw" cards in this round (rule 13); 0 = none."""

    count: int = 0


class ChooseRefuge(Action, frozen=True):
    """A fleeing Royal Challenger picks among equally near friendly castles (rule 21 i)."""

    castle: str = ""


class SetRansom(Action, frozen=True):
    """The captor accepts a lower ransom his prisoner can pay (rule 21 iii c)."""

    amount: int = 0


class Execute(Action, frozen=True):
    """The captor executes the prisoner who cannot pay (rule 21 iii c)."""


# -- cards, the tournament and the quest (rules 7, 10, 13, 25–31) ---------------------------------
class EnterCard(Action, frozen=True):
    """At a physical table: the card just drawn from a pack (fortune, guardian or riddle)."""

    card: str = ""


class AnswerJoust(Action, frozen=True):
    """Accept or decline the invitation to a Royal Jousting Tournament (rule 7)."""

    accept: bool = False


class PickNumbers(Action, frozen=True):
    """A rider's numbers of the red die for this attempt (rule 7 ii–iii)."""

    numbers: tuple[int, ...] = ()


class QuestFight(Action, frozen=True):
    """Fight the guardian another round (rule 28 ii–iii)."""


class QuestRetreat(Action, frozen=True):
    """Retreat from the guardian to an adjacent square, paying the card's penalty (rule 28 iv)."""

    to: str = ""


class TurnToken(Action, frozen=True):
    """At a physical table: what the turned magic token shows (rule 29)."""

    grail: bool = False


class AnswerRiddle(Action, frozen=True):
    """The quester's answer to the grail riddle (rule 29)."""

    answer: str = ""


class JudgeRiddle(Action, frozen=True):
    """At a physical table the player on the quester's left may judge the answer."""

    correct: bool = False


class LeaveSite(Action, frozen=True):
    """After a wrong answer the quester departs to an adjacent square (rule 29)."""

    to: str = ""


# -- alliances (rule 33) --------------------------------------------------------------------------
class ProposeAlliance(Action, frozen=True):
    """Offer an alliance to another player (rule 33); he accepts or refuses."""

    to_seat: int = 0


class AnswerAlliance(Action, frozen=True):
    """Accept or refuse the alliance `from_seat` proposed to you (rule 33)."""

    from_seat: int = 0
    accept: bool = False


class EndAlliance(Action, frozen=True):
    """End your alliance with `ally`, at any time, even in the middle of a turn (rule 33)."""

    ally: int = 0


# -- deals between players (rule 32, house 28) ---------------------------------------------------
class ProposeDeal(Action, frozen=True):
    """Offer `to_seat` a deal (rule 32 i, house 28): you give `gold` and the fortune cards
    `cards` from your hand, he gives `for_gold` and the cards `for_cards` from his; `promise`
    is what you undertake in words (nothing the engine enforces). He accepts or refuses."""

    to_seat: int = 0
    gold: int = 0
    cards: tuple[str, ...] = ()
    for_gold: int = 0
    for_cards: tuple[str, ...] = ()
    promise: str = ""


class WithdrawDeal(Action, frozen=True):
    """Take back the deal numbered `number` you proposed, before it is answered."""

    number: int = 0
