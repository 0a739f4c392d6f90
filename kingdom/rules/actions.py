"""What a player (or the clock) can ask of the game: one small frozen struct per action.

`Action.from_dict({"kind": "move", ...})` and `action.to_dict()` are the JSON forms the API
and the event log use. A seat of `None` is the game itself (the clock, the host's settings).
Actions are msgspec structs tagged by `kind`: decoding checks every field's type in C and a
wrong one is an `IllegalAction` that names the field and what it must be.

Every field carries its bounds where it is declared (issue 26): a whole number its range, a text
and a list their length, a list's items theirs. The decoder refuses a value beyond them before
the engine sees it (`propose_deal: for_gold must be a whole number between 0 and 10000000`),
and the OpenAPI document shows them (`minimum`, `maximum`, `maxLength`, `maxItems`). The
limits below are sanity limits, generously above anything a ruleset within
`fixtures/limits.json` lets a game reach; the ruleset's own, tighter bounds (gold a player
holds, pieces he has, cards in his hand, the die's faces) are the engine's, refused by the rule
they come from. No bound may pass 2**63 - 1: the state is copied through msgpack, which holds
64-bit integers at most (a 10**30 once bricked a game).
"""

from __future__ import annotations

import functools
import re
from typing import Annotated, Any, ClassVar

import msgspec
from msgspec import Meta

from kingdom.rules.errors import IllegalAction

ACTIONS: dict[str, type[Action]] = {}

# -- the sanity limits (docs/api.md, "Bounded actions") -----------------------------------------
# Seats: a game has at most 6 players, one per Royal Challenger (rule 3 i; limits.json caps
# max_players at 6), numbered from 0.
MAX_SEATS = 6
# Gold in one action (a bid, a deal, a ransom). Six purses of at most 2,000 (limits.json), and
# at most 1,090 gold a round for one player holding every village, castle and Camelot at the
# highest taxes the limits allow: ten million is over 9,000 such rounds, far beyond any game
# (tests/rules/test_action_limits.py holds every limit here to the fixtures).
MAX_GOLD = 10_000_000
# Knights or footsoldiers in one action: limits.json caps a player's at 40 and 50.
MAX_PIECES = 1_000
# Fortune cards in one action (a deal's cards, add-one cards played): a card's id is its deck's
# letter and two to four digits (kingdom/rules/validation.py), so a deck holds fewer than 10,000.
MAX_CARDS = 10_000
# A name: a square ("K14"), a river side ("K14/N"), a card id ("F01"), a challenger's key (a
# slug of at most 40) or a castle (a name of at most 60).
MAX_NAME_CHARS = 64
# Squares named in a move's path: the board has 26 x 18 squares, fewer land nodes than this.
MAX_PATH = 1_000
# A die's face: limits.json caps the red and the blue die at 12 faces.
MAX_FACE = 12
# A deal's number: deals are numbered in the order offered; no game sees a billion.
MAX_DEAL_NUMBER = 1_000_000_000
# Words: a deal's promise (rule 32: a promise, not a letter; messages are for letters; the
# engine's PROMISE_LIMIT in deals.py) and a riddle's answer (the engine keeps 200, rule 29).
MAX_PROMISE_CHARS = 500
MAX_ANSWER_CHARS = 200

SeatNumber = Annotated[int, Meta(ge=0, le=MAX_SEATS - 1)]
Gold = Annotated[int, Meta(ge=0, le=MAX_GOLD)]
Pieces = Annotated[int, Meta(ge=0, le=MAX_PIECES)]
Cards = Annotated[int, Meta(ge=0, le=MAX_CARDS)]
# No NUL character in a text: PostgreSQL's JSON refuses it when the action is logged (issue 26).
NO_NUL = "^[^\x00]*$"
Name = Annotated[str, Meta(max_length=MAX_NAME_CHARS, pattern=NO_NUL)]
CardIds = Annotated[tuple[Name, ...], Meta(max_length=MAX_CARDS)]
Path = Annotated[tuple[Name, ...], Meta(max_length=MAX_PATH)]
Face = Annotated[int, Meta(ge=1, le=MAX_FACE)]
Faces = Annotated[tuple[Face, ...], Meta(max_length=MAX_FACE)]
DealNumber = Annotated[int, Meta(ge=0, le=MAX_DEAL_NUMBER)]
Promise = Annotated[str, Meta(max_length=MAX_PROMISE_CHARS, pattern=NO_NUL)]
Answer = Annotated[str, Meta(max_length=MAX_ANSWER_CHARS, pattern=NO_NUL)]


def snake_case(name: str) -> str:
    """`ChooseChallenger` → `choose_challenger`: the JSON name of an action or event class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Action(
    msgspec.Struct, frozen=True, tag_field="kind", tag=snake_case, forbid_unknown_fields=True
):
    seat: SeatNumber | None

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

    @staticmethod
    def from_log(data: dict[str, Any]) -> Action:
        """An action as the event log holds it. A log written before the bounds (issue 26) may
        hold a riddle's answer or a debtor's promise longer than its bound, which the engine
        then cut to that same length (rule 29, rule 32): it is cut here, so the replay is
        unchanged (no other text was ever taken beyond its bound: the engine refuses a name
        it does not know)."""
        cls = ACTIONS.get(data.get("kind", ""))
        if cls is not None:
            most = {
                f.name: f.type.max_length
                for f in _type_info(cls).fields
                if isinstance(f.type, msgspec.inspect.StrType)
            }
            data = {
                name: value[: most[name]] if name in most and isinstance(value, str) else value
                for name, value in data.items()
            }
        return Action.from_dict(data)


_JSON_ENCODER = msgspec.json.Encoder()
_JSON_DECODER = msgspec.json.Decoder()


def _problem(cls: type[Action], error: msgspec.ValidationError) -> str:
    """msgspec's message in the API's words: which field, and what it must be (its type and
    its bounds: `for_gold must be a whole number between 0 and 10000000`)."""
    message = str(error)
    unknown = re.fullmatch(r"Object contains unknown field `(.*)`", message)
    if unknown:
        return f"unknown field {unknown.group(1)!r}"
    at = re.search(r" - at `\$\.(\w+)", message)
    fields = {f.name: f.type for f in _type_info(cls).fields}
    if at and at.group(1) in fields:
        return f"{at.group(1)} must be {_describe(fields[at.group(1)])}"
    return message


@functools.cache
def _type_info(cls: type[Action]) -> msgspec.inspect.StructType:
    info = msgspec.inspect.type_info(cls)
    assert isinstance(info, msgspec.inspect.StructType)
    return info


def _describe(expected: msgspec.inspect.Type, plural: bool = False) -> str:
    """A field's type and bounds in words (`plural`: of a list's items)."""
    mi = msgspec.inspect
    if isinstance(expected, mi.IntType):
        words = "whole numbers" if plural else "a whole number"
        low, high = expected.ge, expected.le
        if low is not None and high is not None:
            return f"{words} between {low} and {high}"
        return words
    if isinstance(expected, mi.BoolType):
        return "true or false values" if plural else "true or false"
    if isinstance(expected, mi.StrType):
        words = "texts" if plural else "text"
        if expected.max_length is not None:
            without = " without a NUL character" if expected.pattern == NO_NUL else ""
            return f"{words} of at most {expected.max_length} characters{without}"
        return words
    if isinstance(expected, mi.UnionType):
        options = [t for t in expected.types if not isinstance(t, mi.NoneType)]
        return " or ".join(_describe(t, plural) for t in options) + " (or null)"
    if isinstance(expected, (mi.VarTupleType, mi.ListType)):
        most = f" at most {expected.max_length}" if expected.max_length is not None else ""
        return f"a list of{most} {_describe(expected.item_type, plural=True)}"
    return str(expected)


# -- set-up (rules 4–5) ---------------------------------------------------------------------------
class ChooseChallenger(Action, frozen=True):
    """Select a Royal Challenger (rule 4 v)."""

    challenger: Name = ""


class Bid(Action, frozen=True):
    """A sealed bid for the allegiance of the challenger being auctioned (rule 5 ii); 0 = none."""

    amount: Gold = 0


# -- chance ---------------------------------------------------------------------------------------
class Roll(Action, frozen=True):
    """Roll the die the game waits for. At a physical table the face rolled is typed in."""

    face: Face | None = None


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

    origin: Name = ""
    destination: Name = ""
    knights: Pieces = 0
    footsoldiers: Pieces = 0
    challenger: bool = False
    path: Path = ()
    free_move: bool = False


class EndMovement(Action, frozen=True):
    """No more moves this turn: battles are resolved next (rule 6 iii–iv)."""


class Buy(Action, frozen=True):
    """Buy knights and footsoldiers, placed on a castle the player controls (rules 22–23)."""

    castle: Name = ""
    knights: Pieces = 0
    footsoldiers: Pieces = 0


class EndTurn(Action, frozen=True):
    """No more purchases: collect taxes and pass the turn (rule 6 v–vi)."""


# -- debts (rule 32) ------------------------------------------------------------------------------
class OfferDeal(Action, frozen=True):
    """A debtor offers another player fortune cards (or a promise) for gold (rule 32 i–ii)."""

    to_seat: SeatNumber = 0
    gold: Gold = 0
    cards: CardIds = ()
    promise: Promise = ""


class AnswerDeal(Action, frozen=True):
    """Accept or refuse a deal: the one a debtor offered you while the game waits for him
    (`number` None), or the offer numbered `number` another player proposed you (rule 32,
    house 28)."""

    accept: bool = False
    number: DealNumber | None = None


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

    node: Name = ""
    defender: SeatNumber | None = None


class PlayCards(Action, frozen=True):
    """Play `count` "add 1 to your battle throw" cards in this round (rule 13); 0 = none."""

    count: Cards = 0


class ChooseRefuge(Action, frozen=True):
    """A fleeing Royal Challenger picks among equally near friendly castles (rule 21 i)."""

    castle: Name = ""


class SetRansom(Action, frozen=True):
    """The captor accepts a lower ransom his prisoner can pay (rule 21 iii c)."""

    amount: Gold = 0


class Execute(Action, frozen=True):
    """The captor executes the prisoner who cannot pay (rule 21 iii c)."""


# -- cards, the tournament and the quest (rules 7, 10, 13, 25–31) ---------------------------------
class EnterCard(Action, frozen=True):
    """At a physical table: the card just drawn from a pack (fortune, guardian or riddle)."""

    card: Name = ""


class AnswerJoust(Action, frozen=True):
    """Accept or decline the invitation to a Royal Jousting Tournament (rule 7)."""

    accept: bool = False


class PickNumbers(Action, frozen=True):
    """A rider's numbers of the red die for this attempt (rule 7 ii–iii)."""

    numbers: Faces = ()


class QuestFight(Action, frozen=True):
    """Fight the guardian another round (rule 28 ii–iii)."""


class QuestRetreat(Action, frozen=True):
    """Retreat from the guardian to an adjacent square, paying the card's penalty (rule 28 iv)."""

    to: Name = ""


class TurnToken(Action, frozen=True):
    """At a physical table: what the turned magic token shows (rule 29)."""

    grail: bool = False


class AnswerRiddle(Action, frozen=True):
    """The quester's answer to the grail riddle (rule 29)."""

    answer: Answer = ""


class JudgeRiddle(Action, frozen=True):
    """At a physical table the player on the quester's left may judge the answer."""

    correct: bool = False


class LeaveSite(Action, frozen=True):
    """After a wrong answer the quester departs to an adjacent square (rule 29)."""

    to: Name = ""


# -- alliances (rule 33) --------------------------------------------------------------------------
class ProposeAlliance(Action, frozen=True):
    """Offer an alliance to another player (rule 33); he accepts or refuses."""

    to_seat: SeatNumber = 0


class AnswerAlliance(Action, frozen=True):
    """Accept or refuse the alliance `from_seat` proposed to you (rule 33)."""

    from_seat: SeatNumber = 0
    accept: bool = False


class EndAlliance(Action, frozen=True):
    """End your alliance with `ally`, at any time, even in the middle of a turn (rule 33)."""

    ally: SeatNumber = 0


# -- deals between players (rule 32, house 28) ---------------------------------------------------
class ProposeDeal(Action, frozen=True):
    """Offer `to_seat` a deal (rule 32 i, house 28): you give `gold` and the fortune cards
    `cards` from your hand, he gives `for_gold` and the cards `for_cards` from his; `promise`
    is what you undertake in words (nothing the engine enforces). He accepts or refuses."""

    to_seat: SeatNumber = 0
    gold: Gold = 0
    cards: CardIds = ()
    for_gold: Gold = 0
    for_cards: CardIds = ()
    promise: Promise = ""


class WithdrawDeal(Action, frozen=True):
    """Take back the deal numbered `number` you proposed, before it is answered."""

    number: DealNumber = 0
