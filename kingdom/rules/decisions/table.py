"""The decisions only a physical table asks: a die's face, a card drawn (house 2, rule 6 i)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import Action, EnterCard, Roll
from kingdom.rules.decisions.kinds import (
    AT_THE_TABLE,
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    EnterCardDetail,
    RollDetail,
    per_roll,
)
from kingdom.rules.dice import Die
from kingdom.rules.state import Mode, State


def _legal_roll(state: State, seat: int, decision: Decision) -> list[Action]:
    if state.mode != Mode.TABLE:
        return []
    faces = (
        state.rs.defaults.blue_die_faces
        if decision.detail["die"] == Die.BLUE
        else state.rs.defaults.red_die_faces
    )
    return [Roll(seat=seat, face=f) for f in range(1, faces + 1)]


def _legal_enter_card(state: State, seat: int, decision: Decision) -> list[Action]:
    """The cards that can be drawn now: a fortune card put under the pack only once the pack
    has gone round (rule 7, `State.fortune_on_top`)."""
    pack = {
        "fortune": state.fortune_on_top(),
        "guardians": state.guardian_pack,
        "riddles": state.riddle_pack,
    }[decision.detail["pack"]]
    return [EnterCard(seat=seat, card=card) for card in sorted(pack)]


def _enter_card_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (decision.detail["pack"], f"r{state.rolls_made}")


SPECS: tuple[DecisionSpec, ...] = (
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
        instance=per_roll,  # each die is a roll of its own
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
)
