"""The offers that wait for their answer whatever turns pass: alliances (rule 33) and deals
(rule 32 i, house 28)."""

from __future__ import annotations

from typing import Any

from kingdom.rules import alliances, deals
from kingdom.rules.actions import Action, AnswerAlliance, AnswerDeal
from kingdom.rules.decisions.kinds import (
    AllianceReplyDetail,
    Clock,
    DealReplyDetail,
    Decision,
    DecisionKind,
    DecisionSpec,
)
from kingdom.rules.state import State


def _legal_alliance_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return alliances.answers(state, seat, decision.detail["from"])


def _legal_deal_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return deals.answers(state, seat, decision.detail["number"])


def _answers_offer(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerAlliance) and action.from_seat == decision.detail["from"]


def _answers_deal(decision: Decision, action: Action) -> bool:
    return isinstance(action, AnswerDeal) and action.number == decision.detail["number"]


def _offer_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"from{decision.detail['from']}", f"offer{decision.detail['number']}")


def _deal_offer_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"from{decision.detail['from']}", f"deal{decision.detail['number']}")


def _default_alliance_reply(state: State, d: Decision) -> Action:
    return AnswerAlliance(seat=d.seat, from_seat=d.detail["from"], accept=False)


def _default_deal_reply(state: State, d: Decision) -> Action:
    return AnswerDeal(seat=d.seat, accept=False, number=d.detail["number"])


SPECS: tuple[DecisionSpec, ...] = (
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
