"""The decisions of a player's own turn: moving pieces, buying troops (rule 6 iii–vi, rule 9)."""

from __future__ import annotations

from typing import Any

from kingdom.rules.actions import Action, Buy, EndMovement, EndTurn, Move
from kingdom.rules.decisions.kinds import (
    Clock,
    Decision,
    DecisionKind,
    DecisionSpec,
    NoDetail,
)
from kingdom.rules.economy import castles_for_recruits, may_recruit
from kingdom.rules.errors import IllegalAction
from kingdom.rules.movement import Group, reachable
from kingdom.rules.state import State
from kingdom.rules.turns import check_wages, free_move_cards


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


def _one_per_turn(state: State, decision: Decision) -> tuple[Any, ...]:
    return ()


def _default_move(state: State, d: Decision) -> Action:
    return EndMovement(seat=d.seat)


def _default_purchase(state: State, d: Decision) -> Action:
    return EndTurn(seat=d.seat)


SPECS: tuple[DecisionSpec, ...] = (
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
)
