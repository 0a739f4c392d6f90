"""The decisions of a debt: raising the gold owed, answering a debtor's deal (rule 32)."""

from __future__ import annotations

from typing import Any

from kingdom.rules import deals
from kingdom.rules.actions import Action, AnswerDeal, DeclareBankrupt, OfferDeal, ProposeDeal
from kingdom.rules.decisions.kinds import (
    AnswerDealDetail,
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    RaiseFundsDetail,
    present,
)
from kingdom.rules.state import State


def _legal_raise_funds(state: State, seat: int, decision: Decision) -> list[Action]:
    debt = present(state.debt)
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
    if state.player(seat).gold >= present(state.deal).gold:
        options.insert(0, AnswerDeal(seat=seat, accept=True))
    return options


def _debt_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    debt = present(state.debt)
    creditor = "bank" if debt.creditor is None else debt.creditor
    return (creditor, debt.amount, f"d{len(state.dues)}", f"r{state.rolls_made}")


def _deal_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    deal = present(state.deal)
    return (deal.seat, deal.gold, f"c{len(deal.cards)}", f"r{state.rolls_made}")


def _answers_debtor(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerDeal) and action.number is None


def _default_raise_funds(state: State, d: Decision) -> Action:
    return DeclareBankrupt(seat=d.seat)


def _default_answer_deal(state: State, d: Decision) -> Action:
    return AnswerDeal(seat=d.seat, accept=False)


SPECS: tuple[DecisionSpec, ...] = (
    DecisionSpec(
        kind=DecisionKind.ANSWER_DEAL,
        detail=AnswerDealDetail,
        label="answer a deal",
        help="A player in debt offers you cards or a promise for gold: accept or refuse (rule 32).",
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
)
