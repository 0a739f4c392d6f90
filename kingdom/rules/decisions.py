"""One declaration per kind of decision the game waits for (issue 12).

Every kind the engine can ask for is a `DecisionKind`, and its `DecisionSpec` says, in one
place, everything the rest of the program needs to know about it: who answers, with which
actions, the concrete legal actions now, the default the clock plays when the deadline passes
(docs/deadlines.md), which clock it runs on, its label and help text for the pages and the
mails, and what makes one instance of it new (its identity key). `engine.pending`,
`engine.legal_actions`, the interruption check, `kingdom.rules.defaults`, `kingdom.deadlines`,
`kingdom.notify`, the API (`GET /api/decision-kinds/`) and the pages all read it from here.

`check` runs at import: a kind without a spec, a spec without a field, or a kind on a deadline
clock without a default is an error at start-up — never a deadline that silently never passes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Literal, TypedDict, TypeVar

from kingdom.rules import alliances, deals
from kingdom.rules.actions import (
    Action,
    AnswerAlliance,
    AnswerDeal,
    AnswerJoust,
    AnswerRiddle,
    Bid,
    Buy,
    ChooseChallenger,
    ChooseRefuge,
    DeclareBankrupt,
    EndMovement,
    EndTurn,
    EnterCard,
    Execute,
    FightBattle,
    JudgeRiddle,
    LeaveSite,
    Move,
    OfferDeal,
    PickNumbers,
    PlayCards,
    ProposeDeal,
    QuestFight,
    QuestRetreat,
    Roll,
    SetRansom,
    TurnToken,
)
from kingdom.rules.economy import castles_for_recruits, may_recruit
from kingdom.rules.errors import IllegalAction
from kingdom.rules.movement import Group, reachable
from kingdom.rules.state import Mode, State
from kingdom.rules.turns import check_wages, free_move_cards


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


def _present(value: T | None) -> T:
    """What a decision is about: the engine asks it only while that exists."""
    assert value is not None, "a decision asked about nothing"
    return value


# -- legal actions --------------------------------------------------------------------------------
def _legal_roll(state: State, seat: int, decision: Decision) -> list[Action]:
    if state.mode != Mode.TABLE:
        return []
    faces = (
        state.rs.defaults.blue_die_faces
        if decision.detail["die"] == "blue"
        else state.rs.defaults.red_die_faces
    )
    return [Roll(seat=seat, face=f) for f in range(1, faces + 1)]


def _legal_choose(state: State, seat: int, decision: Decision) -> list[Action]:
    return [ChooseChallenger(seat=seat, challenger=k) for k in decision.detail["options"]]


def _legal_bid(state: State, seat: int, decision: Decision) -> list[Action]:
    cap = decision.detail["max"]
    amounts = [0, 5, 10, 15, 20, 30, 50]
    return [Bid(seat=seat, amount=a) for a in amounts if cap is None or a <= cap]


def _legal_move(state: State, seat: int, decision: Decision) -> list[Action]:
    player = state.player(seat)
    actions: list[Action] = []
    nodes = set(player.stacks)
    if player.challenger_at is not None:
        nodes.add(player.challenger_at)
    challenger_free = player.prisoner_of is None and player.stays_home() is None
    has_cards = bool(free_move_cards(state, seat))
    for origin in sorted(nodes):
        stack = player.stacks.get(origin)
        knights = stack.knights - stack.knights_moved if stack else 0
        foot = stack.footsoldiers - stack.footsoldiers_moved if stack else 0
        here = player.challenger_at == origin and challenger_free
        with_challenger = here and not player.challenger_moved
        groups = {
            Group(knights, foot, with_challenger),
            Group(knights, 0, with_challenger),
            Group(0, foot, False),
            Group(0, 0, with_challenger),
        }
        for group in sorted(groups, key=lambda g: (g.knights, g.footsoldiers, g.challenger)):
            if not group.empty:
                actions.extend(_moves(state, seat, origin, group, free_move=False))
        if has_cards:  # rule 10: one piece that has moved, again, on a card
            again = {
                Group(1, 0, False) if stack and stack.knights_moved and not knights else None,
                Group(0, 1, False) if stack and stack.footsoldiers_moved and not foot else None,
                Group(0, 0, True) if here and player.challenger_moved else None,
            }
            for group in sorted(
                (g for g in again if g is not None),
                key=lambda g: (g.knights, g.footsoldiers, g.challenger),
            ):
                actions.extend(_moves(state, seat, origin, group, free_move=True))
    actions.append(EndMovement(seat=seat))
    return actions


def _moves(state: State, seat: int, origin: str, group: Group, *, free_move: bool) -> list[Move]:
    moves = [
        Move(
            seat=seat,
            origin=origin,
            destination=destination,
            knights=group.knights,
            footsoldiers=group.footsoldiers,
            challenger=group.challenger,
            free_move=free_move,
        )
        for destination in sorted(reachable(state, seat, origin, group))
    ]
    return [move for move in moves if _affordable(state, move)]


def _affordable(state: State, move: Move) -> bool:
    try:
        check_wages(state, move)
    except IllegalAction:
        return False
    return True


def _legal_purchase(state: State, seat: int, decision: Decision) -> list[Action]:
    actions: list[Action] = []
    allowed, _ = may_recruit(state, seat)
    if allowed:
        d = state.rs.defaults
        player = state.player(seat)
        for castle in castles_for_recruits(state, seat):
            if player.gold >= d.knight_price and player.knights() < d.max_knights:
                actions.append(Buy(seat=seat, castle=castle, knights=1))
            if player.gold >= d.footsoldier_price and player.footsoldiers() < d.max_footsoldiers:
                actions.append(Buy(seat=seat, castle=castle, footsoldiers=1))
    actions.append(EndTurn(seat=seat))
    return actions


def _legal_raise_funds(state: State, seat: int, decision: Decision) -> list[Action]:
    debt = _present(state.debt)
    player = state.player(seat)
    short = debt.amount - player.gold
    offers: list[Action] = [
        OfferDeal(seat=seat, to_seat=other, gold=short, cards=tuple(player.hand))
        for other in state.active_seats()
        if other != seat and state.player(other).gold >= short
    ]
    return [*offers, *deals.sales(state, seat, short), DeclareBankrupt(seat=seat)]


def _legal_answer_deal(state: State, seat: int, decision: Decision) -> list[Action]:
    options: list[Action] = [AnswerDeal(seat=seat, accept=False)]
    if state.player(seat).gold >= _present(state.deal).gold:
        options.insert(0, AnswerDeal(seat=seat, accept=True))
    return options


def _legal_deal_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return deals.answers(state, seat, decision.detail["number"])


def _legal_ransom(state: State, seat: int, decision: Decision) -> list[Action]:
    return [SetRansom(seat=seat, amount=decision.detail["max"]), Execute(seat=seat)]


def _legal_refuge(state: State, seat: int, decision: Decision) -> list[Action]:
    return [ChooseRefuge(seat=seat, castle=c) for c in decision.detail["options"]]


def _legal_cards(state: State, seat: int, decision: Decision) -> list[Action]:
    return [PlayCards(seat=seat, count=n) for n in range(decision.detail["max"] + 1)]


def _legal_battle(state: State, seat: int, decision: Decision) -> list[Action]:
    return [
        FightBattle(seat=seat, node=o["node"], defender=o["defender"])
        for o in decision.detail["options"]
    ]


def _legal_joust_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return [AnswerJoust(seat=seat, accept=True), AnswerJoust(seat=seat, accept=False)]


def _legal_joust_pick(state: State, seat: int, decision: Decision) -> list[Action]:
    faces = state.rs.defaults.red_die_faces
    k = decision.detail["numbers"]
    return [
        PickNumbers(seat=seat, numbers=tuple((start + i) % faces + 1 for i in range(k)))
        for start in range(faces)
    ]


def _legal_enter_card(state: State, seat: int, decision: Decision) -> list[Action]:
    """The cards that can be drawn now: a fortune card put under the pack only once the pack
    has gone round (rule 7, `State.fortune_on_top`)."""
    pack = {
        "fortune": state.fortune_on_top(),
        "guardians": state.guardian_pack,
        "riddles": state.riddle_pack,
    }[decision.detail["pack"]]
    return [EnterCard(seat=seat, card=card) for card in sorted(pack)]


def _legal_quest(state: State, seat: int, decision: Decision) -> list[Action]:
    return [QuestFight(seat=seat)] + [
        QuestRetreat(seat=seat, to=n) for n in decision.detail["retreats"]
    ]


def _legal_turn_token(state: State, seat: int, decision: Decision) -> list[Action]:
    return [TurnToken(seat=seat, grail=False), TurnToken(seat=seat, grail=True)]


def _legal_answer_riddle(state: State, seat: int, decision: Decision) -> list[Action]:
    return [AnswerRiddle(seat=seat, answer="I do not know")]


def _legal_judge(state: State, seat: int, decision: Decision) -> list[Action]:
    return [JudgeRiddle(seat=seat, correct=True), JudgeRiddle(seat=seat, correct=False)]


def _legal_leave(state: State, seat: int, decision: Decision) -> list[Action]:
    return [LeaveSite(seat=seat, to=n) for n in decision.detail["options"]]


def _legal_alliance_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return alliances.answers(state, seat, decision.detail["from"])


# -- what makes an instance new -------------------------------------------------------------------
# Beside kind, seat and turn number. `rolls_made` (the number of dice rolled in the game so far)
# tells apart asks that are otherwise alike — the next battle round, the next joust attempt or
# ride, the next round of a guardian fight, a second debt in one turn — because no die is rolled
# while a single-answer decision waits, and none while a group of seats answers together (sealed
# bids, add-one cards, joust numbers). The decisions of a turn (move, purchase) span rolls and
# are one decision for the whole turn.
def _one_per_turn(state: State, decision: Decision) -> tuple[Any, ...]:
    return ()


def _per_roll(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"r{state.rolls_made}",)


def _debt_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    debt = _present(state.debt)
    creditor = "bank" if debt.creditor is None else debt.creditor
    return (creditor, debt.amount, f"d{len(state.dues)}", f"r{state.rolls_made}")


def _deal_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    deal = _present(state.deal)
    return (deal.seat, deal.gold, f"c{len(deal.cards)}", f"r{state.rolls_made}")


def _battle_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    battle = _present(state.battle)
    return (battle.node, f"round{battle.round}", f"r{state.rolls_made}")


def _choose_battle_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"left{len(decision.detail['options'])}", f"r{state.rolls_made}")


def _joust_reply_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (_present(state.joust).card,)


def _joust_pick_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    joust = _present(state.joust)
    a, b = joust.pairs[0]
    return (f"{a}v{b}", f"attempt{joust.attempt}", f"r{state.rolls_made}")


def _quest_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (_present(state.quest).site, f"r{state.rolls_made}")


def _enter_card_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (decision.detail["pack"], f"r{state.rolls_made}")


def _bid_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (decision.detail["challenger"],)


def _answers_offer(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerAlliance) and action.from_seat == decision.detail["from"]


def _answers_debtor(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerDeal) and action.number is None


def _answers_deal(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerDeal) and action.number == decision.detail["number"]


def _deal_offer_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"from{decision.detail['from']}", f"deal{decision.detail['number']}")


def _offer_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"from{decision.detail['from']}", f"offer{decision.detail['number']}")


def _choose_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"choosing{state.setup.choosing}",)


# -- the defaults (the least harmful legal choice for whoever did not answer) ---------------------
def _default_move(state: State, d: Decision) -> Action:
    return EndMovement(seat=d.seat)


def _default_purchase(state: State, d: Decision) -> Action:
    return EndTurn(seat=d.seat)


def _default_choose(state: State, d: Decision) -> Action:
    return ChooseChallenger(seat=d.seat, challenger=d.detail["options"][0])


def _default_bid(state: State, d: Decision) -> Action:
    return Bid(seat=d.seat, amount=0)


def _default_cards(state: State, d: Decision) -> Action:
    return PlayCards(seat=d.seat, count=0)


def _default_battle(state: State, d: Decision) -> Action:
    first = d.detail["options"][0]
    return FightBattle(seat=d.seat, node=first["node"], defender=first["defender"])


def _default_refuge(state: State, d: Decision) -> Action:
    return ChooseRefuge(seat=d.seat, castle=d.detail["options"][0])


def _default_raise_funds(state: State, d: Decision) -> Action:
    return DeclareBankrupt(seat=d.seat)


def _default_answer_deal(state: State, d: Decision) -> Action:
    return AnswerDeal(seat=d.seat, accept=False)


def _default_ransom(state: State, d: Decision) -> Action:
    return SetRansom(seat=d.seat, amount=d.detail["max"])


def _default_deal_reply(state: State, d: Decision) -> Action:
    return AnswerDeal(seat=d.seat, accept=False, number=d.detail["number"])


def _default_alliance_reply(state: State, d: Decision) -> Action:
    return AnswerAlliance(seat=d.seat, from_seat=d.detail["from"], accept=False)


def _default_joust_reply(state: State, d: Decision) -> Action:
    return AnswerJoust(seat=d.seat, accept=False)


def _default_joust_pick(state: State, d: Decision) -> Action:
    return PickNumbers(seat=d.seat, numbers=tuple(range(1, d.detail["numbers"] + 1)))


def _default_quest(state: State, d: Decision) -> Action:
    retreats = d.detail["retreats"]
    return QuestRetreat(seat=d.seat, to=retreats[0]) if retreats else QuestFight(seat=d.seat)


def _default_answer_riddle(state: State, d: Decision) -> Action:
    return AnswerRiddle(seat=d.seat, answer="")


def _default_leave(state: State, d: Decision) -> Action:
    return LeaveSite(seat=d.seat, to=d.detail["options"][0])


AT_THE_TABLE = "none: only a physical table asks this, and it has no deadlines"

# -- the declarations -----------------------------------------------------------------------------
SPECS: Mapping[DecisionKind, DecisionSpec] = {
    spec.kind: spec
    for spec in (
        DecisionSpec(
            kind=DecisionKind.ROLL,
            detail=RollDetail,
            label="roll the die",
            help="At a physical table: roll the die the game waits for and type in its face "
            "(house 2). In play-by-web the server rolls.",
            who="the seat the die is rolled for (the host may type it in)",
            clock=Clock.TABLE,
            answers=(Roll,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=True,
            legal=_legal_roll,
            default=None,
            if_late=AT_THE_TABLE,
            instance=_per_roll,  # each die is a roll of its own
        ),
        DecisionSpec(
            kind=DecisionKind.ANSWER_DEAL,
            detail=AnswerDealDetail,
            label="answer a deal",
            help="A player in debt offers you cards or a promise for gold: accept or refuse "
            "(rule 32).",
            who="the player the deal is offered to",
            clock=Clock.REPLY,
            answers=(AnswerDeal,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_answer_deal,
            default=_default_answer_deal,
            if_late="the deal is refused",
            instance=_deal_instance,
            matches=_answers_debtor,
        ),
        DecisionSpec(
            kind=DecisionKind.RAISE_FUNDS,
            detail=RaiseFundsDetail,
            label="raise the gold you owe",
            help="You cannot pay a due in full: offer another player cards or a promise for "
            "gold (the game waits for his answer), propose deals to several players (each "
            "answers on his own clock, yours runs on), or declare bankruptcy (rule 32).",
            who="the debtor",
            clock=Clock.REPLY,
            answers=(OfferDeal, ProposeDeal, DeclareBankrupt),
            goes_on=(ProposeDeal,),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_raise_funds,
            default=_default_raise_funds,
            if_late="bankruptcy: what you have goes to the creditor and you leave the game",
            instance=_debt_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.RANSOM,
            detail=RansomDetail,
            label="decide a prisoner's ransom",
            help="Your prisoner cannot pay the ransom: accept the gold he has, or execute him "
            "(rule 21 iii c).",
            who="the captor",
            clock=Clock.REPLY,
            answers=(SetRansom, Execute),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_ransom,
            default=_default_ransom,
            if_late="all the gold the prisoner has is accepted as his ransom",
            instance=_per_roll,
        ),
        DecisionSpec(
            kind=DecisionKind.CHOOSE_REFUGE,
            detail=OptionsDetail,
            label="choose a refuge",
            help="Your Royal Challenger is left alone: choose among the equally near friendly "
            "castles (rule 21 i).",
            who="the fleeing challenger's player",
            clock=Clock.REPLY,
            answers=(ChooseRefuge,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_refuge,
            default=_default_refuge,
            if_late="the first of the equally near castles",
            instance=_per_roll,
        ),
        DecisionSpec(
            kind=DecisionKind.BATTLE_CARDS,
            detail=BattleCardsDetail,
            label="play add-one cards in a battle",
            help="How many 'add 1 to your battle throw' cards you play in this round (rule 13); "
            "the other side decides at the same time.",
            who="each side of the battle that holds add-one cards",
            clock=Clock.REPLY,
            answers=(PlayCards,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_cards,
            default=_default_cards,
            if_late="no card is played",
            instance=_battle_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.CHOOSE_BATTLE,
            detail=ChooseBattleDetail,
            label="choose the next battle",
            help="Your pieces stand with an enemy's on several squares: choose which battle is "
            "fought next (rule 14).",
            who="the player whose turn it is",
            clock=Clock.TURN,
            answers=(FightBattle,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_battle,
            default=_default_battle,
            if_late="the first battle listed",
            instance=_choose_battle_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.JOUST_REPLY,
            detail=JoustReplyDetail,
            label="answer an invitation to the Royal Jousting Tournament",
            help="Accept and ride, or decline and lose the card's chivalry (rule 7).",
            who="each invited player",
            clock=Clock.REPLY,
            answers=(AnswerJoust,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_joust_reply,
            default=_default_joust_reply,
            if_late="the invitation is declined (a sure loss of the card's chivalry)",
            instance=_joust_reply_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.JOUST_PICK,
            detail=JoustPickDetail,
            label="pick your numbers in the joust",
            help="Pick your numbers of the red die for this ride; a throw on one of them "
            "strikes (rule 7 ii–iii).",
            who="both riders of the ride",
            clock=Clock.REPLY,
            answers=(PickNumbers,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_joust_pick,
            default=_default_joust_pick,
            if_late="the lowest numbers allowed (1, 2, …)",
            instance=_joust_pick_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.ENTER_CARD,
            detail=EnterCardDetail,
            label="enter the card drawn",
            help="At a physical table: type in the card just drawn (fortune, guardian or riddle).",
            who="the player who draws it",
            clock=Clock.TABLE,
            answers=(EnterCard,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_enter_card,
            default=None,
            if_late=AT_THE_TABLE,
            instance=_enter_card_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.QUEST,
            detail=QuestDetail,
            label="fight the guardian or retreat",
            help="Fight the guardian of the mystic site another round, or retreat to an "
            "adjacent square and pay the card's penalty (rule 28).",
            who="the questing player",
            clock=Clock.REPLY,
            answers=(QuestFight, QuestRetreat),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_quest,
            default=_default_quest,
            if_late="retreat to the first adjacent square (the card's penalty, no risk of death)",
            instance=_quest_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.TURN_TOKEN,
            detail=TurnTokenDetail,
            label="turn the magic token",
            help="At a physical table: say whether the turned token shows the grail (rule 29).",
            who="the questing player",
            clock=Clock.TABLE,
            answers=(TurnToken,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_turn_token,
            default=None,
            if_late=AT_THE_TABLE,
            instance=_per_roll,
        ),
        DecisionSpec(
            kind=DecisionKind.ANSWER_RIDDLE,
            detail=AnswerRiddleDetail,
            label="answer the grail riddle",
            help="Answer the riddle of the grail (rule 29).",
            who="the questing player",
            clock=Clock.REPLY,
            answers=(AnswerRiddle,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_answer_riddle,
            default=_default_answer_riddle,
            if_late="no answer (wrong)",
            instance=_quest_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.JUDGE_RIDDLE,
            detail=JudgeRiddleDetail,
            label="judge the answer to the riddle",
            help="At a physical table: judge the quester's answer against the card (rule 29).",
            who="the player on the quester's left",
            clock=Clock.TABLE,
            answers=(JudgeRiddle,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_judge,
            default=None,
            if_late=AT_THE_TABLE,
            instance=_quest_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.LEAVE_SITE,
            detail=OptionsDetail,
            label="leave the mystic site",
            help="A wrong answer: your challenger departs from the mystic site to an adjacent "
            "square (rule 29).",
            who="the questing player",
            clock=Clock.REPLY,
            answers=(LeaveSite,),
            goes_on=(),
            interrupts=True,
            any_seat_at_table=False,
            legal=_legal_leave,
            default=_default_leave,
            if_late="the first adjacent square",
            instance=_quest_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.CHOOSE_CHALLENGER,
            detail=OptionsDetail,
            label="choose your Royal Challenger",
            help="Choose the Royal Challenger you play (rule 4 v).",
            who="the player whose choice it is, in playing order",
            clock=Clock.TURN,
            answers=(ChooseChallenger,),
            goes_on=(),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_choose,
            default=_default_choose,
            if_late="the first challenger still free, in the ruleset's order",
            instance=_choose_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.BID,
            detail=BidDetail,
            label="seal a bid for an allegiance",
            help="Your sealed bid in gold for the allegiance of the challenger auctioned; 0 is "
            "no bid (rule 5 ii).",
            who="every player who has not bid yet",
            clock=Clock.REPLY,
            answers=(Bid,),
            goes_on=(),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_bid,
            default=_default_bid,
            if_late="no bid (0)",
            instance=_bid_instance,
        ),
        DecisionSpec(
            kind=DecisionKind.MOVE,
            detail=NoDetail,
            label="move your pieces",
            help="Move your knights, footsoldiers and Royal Challenger, then end the movement "
            "(rule 6 iii, rule 9).",
            who="the player whose turn it is",
            clock=Clock.TURN,
            answers=(Move, EndMovement),
            goes_on=(Move,),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_move,
            default=_default_move,
            if_late="the movement ends without moving",
            instance=_one_per_turn,
        ),
        DecisionSpec(
            kind=DecisionKind.PURCHASE,
            detail=NoDetail,
            label="buy troops or end the turn",
            help="Buy knights and footsoldiers for your castles, then end the turn; taxes are "
            "collected (rule 6 v–vi).",
            who="the player whose turn it is",
            clock=Clock.TURN,
            answers=(Buy, EndTurn),
            goes_on=(Buy,),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_purchase,
            default=_default_purchase,
            if_late="the turn ends without buying (taxes are collected)",
            instance=_one_per_turn,
        ),
        DecisionSpec(
            kind=DecisionKind.ALLIANCE_REPLY,
            detail=AllianceReplyDetail,
            label="answer an offer of alliance",
            help="Another player offers you an alliance: accept (your pieces share squares "
            "without battle and fight on the same side) or refuse (rule 33).",
            who="the player the alliance is offered to",
            clock=Clock.REPLY,
            answers=(AnswerAlliance,),
            goes_on=(),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_alliance_reply,
            default=_default_alliance_reply,
            if_late="the alliance is refused",
            instance=_offer_instance,
            matches=_answers_offer,
            spans_turns=True,
        ),
        DecisionSpec(
            kind=DecisionKind.DEAL_REPLY,
            detail=DealReplyDetail,
            label="answer a player's deal",
            help="Another player offers you a deal: gold or fortune cards, his for yours, "
            "perhaps with a promise. Accept (the cards and gold change hands at once) or "
            "refuse (rule 32 i, house 28).",
            who="the player the deal is offered to",
            clock=Clock.REPLY,
            answers=(AnswerDeal,),
            goes_on=(),
            interrupts=False,
            any_seat_at_table=False,
            legal=_legal_deal_reply,
            default=_default_deal_reply,
            if_late="the deal is refused",
            instance=_deal_offer_instance,
            matches=_answers_deal,
            spans_turns=True,
        ),
    )
}


def check(specs: Mapping[DecisionKind, DecisionSpec]) -> None:
    """Every kind declared, every field given, every deadline with a default; else raise."""
    missing = [kind.value for kind in DecisionKind if kind not in specs]
    if missing:
        raise DecisionSpecError(f"decision kinds without a spec: {missing}")
    for kind, spec in specs.items():
        if not isinstance(spec, DecisionSpec) or spec.kind != kind:
            raise DecisionSpecError(f"the spec of {kind} is not a DecisionSpec of that kind")
        optional = ("default", "goes_on", "matches", "spans_turns")  # most have none of these
        empty = [
            f.name
            for f in fields(spec)
            if f.name not in optional and getattr(spec, f.name) in (None, "", ())
        ]
        if empty:
            raise DecisionSpecError(f"the spec of {kind} leaves {empty} empty")
        if spec.clock != Clock.TABLE and not callable(spec.default):
            raise DecisionSpecError(
                f"{kind} runs on the {spec.clock} clock but has no default: its deadline "
                "would pass and nothing happen"
            )
        if spec.clock == Clock.TABLE and spec.default is not None:
            raise DecisionSpecError(f"{kind} is asked only at a table: it has no default")
        for name in ("legal", "instance"):
            if not callable(getattr(spec, name)):
                raise DecisionSpecError(f"the spec of {kind}: {name} is not a function")
        if not set(spec.goes_on) <= set(spec.answers):
            raise DecisionSpecError(f"the spec of {kind}: goes_on must be among its answers")


check(SPECS)


def spec(kind: str) -> DecisionSpec:
    return SPECS[DecisionKind(kind)]


# -- identity -------------------------------------------------------------------------------------
def identity(state: State, decision: Decision) -> str:
    """The key of a decision instance: kind, seat, turn number, then what makes it new
    (`DecisionSpec.instance`), e.g. `bid/2/t0/gawain` or `joust_pick/1/t14/1v3/attempt2/r212`.
    An offer's key holds no turn (`DecisionSpec.spans_turns`): `alliance_reply/1/from0/offer1`
    is the same decision on every turn until it is answered, withdrawn or lapses (issue 35)."""
    s = SPECS[decision.kind]
    seat = "-" if decision.seat is None else decision.seat
    turn = () if s.spans_turns else (f"t{state.turn.number if state.turn is not None else 0}",)
    parts = [decision.kind.value, seat, *turn, *s.instance(state, decision)]
    return "/".join(str(p) for p in parts)


def identified(state: State, decision: Decision) -> Decision:
    return replace(decision, key=identity(state, decision))


def ends(decision: Decision, action: Action) -> bool:
    """Whether `action` answers `decision` for good (a move does not end the movement)."""
    s = SPECS[decision.kind]
    return (
        action.seat == decision.seat
        and isinstance(action, s.answers)
        and not isinstance(action, s.goes_on)
        and (s.matches is None or s.matches(decision, action))
    )
