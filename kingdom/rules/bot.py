"""A simple bot: `legal_actions` plus a few sensible preferences. Plays whole games; fills
empty seats; drives the tests and the benchmark."""

from __future__ import annotations

import random

from kingdom.rules import alliances
from kingdom.rules.actions import (
    Action,
    AnswerDeal,
    AnswerRiddle,
    Bid,
    Buy,
    DeclareBankrupt,
    EndMovement,
    EndTurn,
    Move,
    OfferDeal,
    QuestFight,
    TurnToken,
)
from kingdom.rules.engine import legal_actions
from kingdom.rules.quest import riddle_asked
from kingdom.rules.state import State


class Bot:
    def __init__(self, seed: int | str = 0, *, moves_per_turn: int = 4) -> None:
        self.random = random.Random(seed)
        self.moves_per_turn = moves_per_turn

    def choose(self, state: State, seat: int) -> Action | None:
        """The bot's action for `seat`, or None when the seat has nothing to decide. Alliances
        follow their own simple rule (`alliances.bot_choice`, docs/bots.md)."""
        about_alliances = alliances.bot_choice(state, seat)
        if about_alliances is not None:
            return about_alliances
        actions = [a for a in legal_actions(state, seat) if not isinstance(a, alliances.ACTIONS)]
        if not actions:
            return None
        first = actions[0]
        if isinstance(first, Bid):
            return self._bid(state, seat, actions)
        if any(isinstance(a, EndMovement) for a in actions):
            return self._move(state, seat, actions)
        if any(isinstance(a, EndTurn) for a in actions):
            return self._purchase(state, seat, actions)
        if any(isinstance(a, DeclareBankrupt) for a in actions):
            offers = [a for a in actions if isinstance(a, OfferDeal)]
            already = state.debt is not None and self.random.random() < 0.5
            return offers[0] if offers and not already else actions[-1]
        if isinstance(first, AnswerDeal):
            return first if self.random.random() < 0.5 else actions[-1]
        if isinstance(first, QuestFight):
            fleeing = state.player(seat).endurance < 6 and len(actions) > 1
            return self.random.choice(actions[1:]) if fleeing else first
        if isinstance(first, AnswerRiddle):
            return self._riddle(state, seat, first)
        if isinstance(first, TurnToken):
            hidden = sum(1 for t in state.tokens.values() if t == "hidden")
            return actions[1] if self.random.random() < 1 / max(hidden, 1) else actions[0]
        return self.random.choice(actions)

    def _riddle(self, state: State, seat: int, first: AnswerRiddle) -> Action:
        """A bot knows the answer one time in three (it peeks at the card)."""
        riddle = riddle_asked(state.current_quest())
        if self.random.random() < 1 / 3:
            return AnswerRiddle(seat=seat, answer=state.rs.riddles[riddle].answers[0])
        return first

    def _bid(self, state: State, seat: int, actions: list[Action]) -> Action:
        player = state.player(seat)
        budget = player.gold // 20
        bids = [a for a in actions if isinstance(a, Bid)]  # an auction asks for bids alone
        affordable = [a for a in bids if a.amount <= budget]
        return self.random.choice(affordable or bids[:1])

    def _move(self, state: State, seat: int, actions: list[Action]) -> Action:
        moves = [a for a in actions if isinstance(a, Move)]
        turn = state.turn
        moved = sum(
            1 for s in state.player(seat).stacks.values() if s.knights_moved or s.footsoldiers_moved
        )
        if not moves or moved >= self.moves_per_turn or self.random.random() < 0.2:
            return next(a for a in actions if isinstance(a, EndMovement))
        board = state.rs.board
        gains = [
            m
            for m in moves
            if (m.knights or m.footsoldiers)
            and state.control.get(board.node_square(m.destination)) not in (seat,)
            and (
                board.village_at(board.node_square(m.destination))
                or board.castle_at(board.node_square(m.destination))
            )
        ]
        if gains and turn is not None:
            return self.random.choice(gains)
        return self.random.choice(moves)

    def _purchase(self, state: State, seat: int, actions: list[Action]) -> Action:
        buys = [a for a in actions if isinstance(a, Buy)]
        if buys and state.player(seat).gold > 150 and self.random.random() < 0.7:
            return self.random.choice(buys)
        return next(a for a in actions if isinstance(a, EndTurn))
