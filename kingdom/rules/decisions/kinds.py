"""What every decision is: its kind, its clock, the decision itself, what it is about (its
`detail`, by kind) and the `DecisionSpec` that declares a kind (issue 12). The kinds' specs
are declared by topic in the modules beside this one and gathered by `kingdom.rules.decisions`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Literal, TypedDict, TypeVar

from kingdom.rules.actions import Action
from kingdom.rules.state import State


class DecisionKind(StrEnum):
    """The kinds of decision; the values are the strings stored in games and sent by the API."""

    ROLL = "roll"
    ANSWER_DEAL = "answer_deal"
    RAISE_FUNDS = "raise_funds"
    RANSOM = "ransom"
    CHOOSE_REFUGE = "choose_refuge"
    BATTLE_CARDS = "battle_cards"
    CHOOSE_BATTLE = "choose_battle"
    JOUST_REPLY = "joust_reply"
    JOUST_PICK = "joust_pick"
    ENTER_CARD = "enter_card"
    QUEST = "quest"
    TURN_TOKEN = "turn_token"
    ANSWER_RIDDLE = "answer_riddle"
    JUDGE_RIDDLE = "judge_riddle"
    LEAVE_SITE = "leave_site"
    CHOOSE_CHALLENGER = "choose_challenger"
    BID = "bid"
    MOVE = "move"
    PURCHASE = "purchase"
    ALLIANCE_REPLY = "alliance_reply"
    DEAL_REPLY = "deal_reply"


class Clock(StrEnum):
    """Which of the game's deadlines a decision runs on (docs/deadlines.md)."""

    TURN = "turn"  # the decisions of a player's own turn: the game's `turn_hours`
    REPLY = "reply"  # every off-turn reply: the game's `reply_hours`
    TABLE = "table"  # only at a physical table (a die's face, a card drawn): no deadline


@dataclass(frozen=True)
class Decision:
    """A decision the game waits for: whose, what kind, under which rule, with what bounds.

    `key` is its identity (`identity`): the same while the engine keeps asking the same
    question, new when it asks anew — even of the same seat and kind (issue 22)."""

    seat: int | None
    kind: DecisionKind
    rule: str
    detail: dict[str, Any] = field(default_factory=dict)
    key: str = ""


# -- what each kind of decision is about: its `detail`, by kind (the API's schema types it) -------
# A key another seat may not see (engine.PRIVATE_DETAIL) is optional (`total=False`):
# `pending_view` drops it.
class RollDetail(TypedDict):
    die: str
    purpose: str
    of_seat: int | None


AnswerDealDetail = TypedDict("AnswerDealDetail", {"from": int, "gold": int})


class RaiseFundsDetail(TypedDict):
    amount: int
    reason: str


class RansomDetail(TypedDict):
    prisoner: int
    max: int


class OptionsDetail(TypedDict):
    options: list[str]


class _BattleCardsShown(TypedDict):
    node: str
    round: int


class BattleCardsDetail(_BattleCardsShown, total=False):
    max: int  # the seat's own cards: private (NotRequired fails with postponed annotations)


class ContestOption(TypedDict):
    node: str
    defender: int


class ChooseBattleDetail(TypedDict):
    options: list[ContestOption]


class JoustReplyDetail(TypedDict):
    host: int


class _JoustPickShown(TypedDict):
    attempt: int


class JoustPickDetail(_JoustPickShown, total=False):
    numbers: int  # how many numbers the seat selects: private


class EnterCardDetail(TypedDict):
    pack: Literal["fortune", "guardians", "riddles"]


class QuestDetail(TypedDict):
    retreats: list[str]


class TurnTokenDetail(TypedDict):
    site: str


class AnswerRiddleDetail(TypedDict):
    riddle: str | None


class JudgeRiddleDetail(TypedDict):
    answer: str | None


class BidDetail(TypedDict):
    challenger: str
    max: int | None


class NoDetail(TypedDict):
    pass


AllianceReplyDetail = TypedDict("AllianceReplyDetail", {"from": int, "number": int})
_DealShown = TypedDict("_DealShown", {"from": int, "number": int})


class DealReplyDetail(_DealShown, total=False):
    """The terms: seen by the two parties only (`deals.PRIVATE`)."""

    gold: int
    cards: list[str]
    for_gold: int
    for_cards: list[str]
    promise: str


T = TypeVar("T")
Legal = Callable[[State, int, Decision], list[Action]]
Default = Callable[[State, Decision], Action]
Instance = Callable[[State, Decision], tuple[Any, ...]]
Matches = Callable[[Decision, Action], bool]


@dataclass(frozen=True)
class DecisionSpec:
    """Everything about one kind of decision. Every field is required (no defaults)."""

    kind: DecisionKind
    label: str  # what the pages and mails call it: "seal a bid for an allegiance"
    help: str  # what the player decides, in a sentence or two
    who: str  # who answers, in words
    clock: Clock
    answers: tuple[type[Action], ...]  # the actions that answer it
    goes_on: tuple[type[Action], ...]  # answers after which the same decision goes on
    interrupts: bool  # nothing else may happen in the game before it is answered
    any_seat_at_table: bool  # at a physical table any seat (the host) may answer it
    legal: Legal  # the concrete legal actions of a seat now
    default: Default | None  # the clock's answer; None only on the table's clock
    if_late: str  # the default, in words
    instance: Instance  # what makes one instance new, beside its kind, seat and turn
    detail: type  # a TypedDict: what `Decision.detail` holds for this kind
    # Which of a seat's instances an answer answers, when it may hold several at once (offers
    # of alliance from two players); None: an answer answers every instance of its seat.
    matches: Matches | None = None
    # An offer waits for its answer whatever turns pass: one decision, one deadline, one mail
    # from the offer to its answer (issue 35), so its key holds no turn number.
    spans_turns: bool = False

    def action_kinds(self) -> list[str]:
        return [a.kind for a in self.answers]


class DecisionSpecError(TypeError):
    """A decision kind declared wrongly: the program must not start."""


def present(value: T | None) -> T:
    """What a decision is about: the engine asks it only while that exists."""
    assert value is not None, "a decision asked about nothing"
    return value


# -- what makes an instance new -------------------------------------------------------------------
# Beside kind, seat and turn number. `rolls_made` (the number of dice rolled in the game so far)
# tells apart asks that are otherwise alike — the next battle round, the next joust attempt or
# ride, the next round of a guardian fight, a second debt in one turn — because no die is rolled
# while a single-answer decision waits, and none while a group of seats answers together (sealed
# bids, add-one cards, joust numbers). The decisions of a turn (move, purchase) span rolls and
# are one decision for the whole turn.
def per_roll(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"r{state.rolls_made}",)


AT_THE_TABLE = "none: only a physical table asks this, and it has no deadlines"
