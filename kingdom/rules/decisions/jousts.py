"""The decisions of the Royal Jousting Tournament: the invitation and the numbers (rule 7)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import Action, AnswerJoust, PickNumbers
from kingdom.rules.decisions.kinds import (
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    JoustPickDetail,
    JoustReplyDetail,
    present,
)
from kingdom.rules.state import State


def _legal_joust_reply(state: State, seat: int, decision: Decision) -> list[Action]:
    return [AnswerJoust(seat=seat, accept=True), AnswerJoust(seat=seat, accept=False)]


def _legal_joust_pick(state: State, seat: int, decision: Decision) -> list[Action]:
    faces = state.rs.defaults.red_die_faces
    k = decision.detail["numbers"]
    return [
        PickNumbers(seat=seat, numbers=tuple((start + i) % faces + 1 for i in range(k)))
        for start in range(faces)
    ]


def _joust_reply_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (present(state.joust).card,)


def _joust_pick_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    joust = present(state.joust)
    a, b = joust.pairs[0]
    return (f"{a}v{b}", f"attempt{joust.attempt}", f"r{state.rolls_made}")


def _default_joust_reply(state: State, d: Decision) -> Action:
    return AnswerJoust(seat=d.seat, accept=False)


def _default_joust_pick(state: State, d: Decision) -> Action:
    return PickNumbers(seat=d.seat, numbers=tuple(range(1, d.detail["numbers"] + 1)))


SPECS: tuple[DecisionSpec, ...] = (
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
)
