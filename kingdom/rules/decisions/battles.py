"""The decisions of a battle and its aftermath: the next battle, add-one cards (rules 13–14),
a challenger's refuge and a prisoner's ransom (rule 21)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import Action, ChooseRefuge, Execute, FightBattle, PlayCards, SetRansom
from kingdom.rules.decisions.kinds import (
    BattleCardsDetail,
    ChooseBattleDetail,
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    OptionsDetail,
    RansomDetail,
    per_roll,
    present,
)
from kingdom.rules.state import State


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


def _battle_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    battle = present(state.battle)
    return (battle.node, f"round{battle.round}", f"r{state.rolls_made}")


def _choose_battle_instance(state: State, decision: Decision) -> tuple[Any, ...]:
    return (f"left{len(decision.detail['options'])}", f"r{state.rolls_made}")


def _default_ransom(state: State, d: Decision) -> Action:
    return SetRansom(seat=d.seat, amount=d.detail["max"])


def _default_refuge(state: State, d: Decision) -> Action:
    return ChooseRefuge(seat=d.seat, castle=d.detail["options"][0])


def _default_cards(state: State, d: Decision) -> Action:
    return PlayCards(seat=d.seat, count=0)


def _default_battle(state: State, d: Decision) -> Action:
    first = d.detail["options"][0]
    return FightBattle(seat=d.seat, node=first["node"], defender=first["defender"])


SPECS: tuple[DecisionSpec, ...] = (
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
        instance=per_roll,
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
        instance=per_roll,
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
)
