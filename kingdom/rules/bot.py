"""A simple bot: `legal_actions` plus a few sensible preferences. Plays whole games; fills
empty seats; drives the tests and the benchmark."""

from __future__ import annotations

import random

from kingdom.rules.actions import (
    Action,
    AnswerDeal,
    Bid,
    Buy,
    DeclareBankrupt,
    EndMovement,
    EndTurn,
    Move,
    OfferDeal,
)
from kingdom.rules.engine import legal_actions
from kingdom.rules.state import State


class Bot:
    def __init__(self, seed: int | str = 0, *, moves_per_turn: int = 4):
        self.random = random.Random(seed)
        self.moves_per_turn = moves_per_turn

    def choose(self, state: State, seat: int) -> Action | None:
        """The bot's action for `seat`, or None when the seat has nothing to decide."""
        actions = legal_actions(state, seat)
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
        return self.random.choice(actions)

    def _bid(self, state, seat, actions):
        player = state.player(seat)
        budget = player.gold // 20
        affordable = [a for a in actions if a.amount <= budget]
        return self.random.choice(affordable or actions[:1])

    def _move(self, state, seat, actions):
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

    def _purchase(self, state, seat, actions):
        buys = [a for a in actions if isinstance(a, Buy)]
        if buys and state.player(seat).gold > 150 and self.random.random() < 0.7:
            return self.random.choice(buys)
        return next(a for a in actions if isinstance(a, EndTurn))
