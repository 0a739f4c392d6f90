"""The decisions of a quest: the guardian's fight, the magic token, the grail's riddle
(rules 28–29)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import (
    Action,
    AnswerRiddle,
    JudgeRiddle,
    LeaveSite,
    QuestFight,
    QuestRetreat,
    TurnToken,
)
from kingdom.rules.decisions.kinds import (
    AT_THE_TABLE,
    AnswerRiddleDetail,
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    JudgeRiddleDetail,
    OptionsDetail,
    QuestDetail,
    TurnTokenDetail,
    per_roll,
    present,
)
from kingdom.rules.state import State


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


def _quest_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (present(state.quest).site, f"r{state.rolls_made}")


def _default_quest(state: State, d: Decision) -> Action:
    retreats = d.detail["retreats"]
    return QuestRetreat(seat=d.seat, to=retreats[0]) if retreats else QuestFight(seat=d.seat)


def _default_answer_riddle(state: State, d: Decision) -> Action:
    return AnswerRiddle(seat=d.seat, answer="")


def _default_leave(state: State, d: Decision) -> Action:
    return LeaveSite(seat=d.seat, to=d.detail["options"][0])


SPECS: tuple[DecisionSpec, ...] = (
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
        instance=per_roll,
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
)
