"""The decisions of the set-up: choosing a Royal Challenger, sealed bids for an allegiance
(rules 4 v, 5)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import Action, Bid, ChooseChallenger
from kingdom.rules.decisions.kinds import (
    BidDetail,
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    OptionsDetail,
)
from kingdom.rules.state import State


def _legal_choose(state: State, seat: int, decision: Decision) -> list[Action]:
    return [ChooseChallenger(seat=seat, challenger=k) for k in decision.detail["options"]]


def _legal_bid(state: State, seat: int, decision: Decision) -> list[Action]:
    cap = decision.detail["max"]
    amounts = [0, 5, 10, 15, 20, 30, 50]
    return [Bid(seat=seat, amount=a) for a in amounts if cap is None or a <= cap]


def _choose_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"choosing{state.setup.choosing}",)


def _bid_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (decision.detail["challenger"],)


def _default_choose(state: State, d: Decision) -> Action:
    return ChooseChallenger(seat=d.seat, challenger=d.detail["options"][0])


def _default_bid(state: State, d: Decision) -> Action:
    return Bid(seat=d.seat, amount=0)


SPECS: tuple[DecisionSpec, ...] = (
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
)
