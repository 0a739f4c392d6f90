"""A simple bot: `legal_actions` plus a few sensible preferences, decided from what its seat's
`view` shows (it plays fair: no secret of the state, RULES.md section 8). Plays whole games;
fills empty seats and autopilot; drives the tests and the benchmark."""

from __future__ import annotations

import random
from typing import Any

from kingdom.rules import alliances, deals
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
from kingdom.rules.engine import legal_actions, view
from kingdom.rules.state import MagicToken, State


class Bot:
    """Chooses among the legal actions from what its seat may see: `view(state, seat)`, never
    the state's secrets (the grail's site, the packs, other hands and sealed choices, a riddle's
    answers). So a seat on autopilot plays fair."""

    def __init__(self, seed: int | str = 0, *, moves_per_turn: int = 4) -> None:
        self.random = random.Random(seed)
        self.moves_per_turn = moves_per_turn

    def choose(self, state: State, seat: int) -> Action | None:
        """The bot's action for `seat`, or None when the seat has nothing to decide. Alliances
        and deals follow their own simple rules (`alliances.bot_choice`, `deals.bot_choice`,
        docs/bots.md): a bot answers deals and proposes none."""
        about_alliances = alliances.bot_choice(state, seat)
        if about_alliances is not None:
            return about_alliances
        about_deals = deals.bot_choice(state, seat)
        if about_deals is not None:
            return about_deals
        actions = [
            a
            for a in legal_actions(state, seat)
            if not isinstance(a, (*alliances.ACTIONS, *deals.ACTIONS))
        ]
        if not actions:
            return None
        seen = view(state, seat)
        me = seen["players"][seat]
        first = actions[0]
        if isinstance(first, Bid):
            return self._bid(me, actions)
        if any(isinstance(a, EndMovement) for a in actions):
            return self._move(state, seen, seat, actions)
        if any(isinstance(a, EndTurn) for a in actions):
            return self._purchase(me, actions)
        if any(isinstance(a, DeclareBankrupt) for a in actions):
            offers = [a for a in actions if isinstance(a, OfferDeal)]
            already = seen["debt"] is not None and self.random.random() < 0.5
            return offers[0] if offers and not already else actions[-1]
        if isinstance(first, AnswerDeal):
            return first if self.random.random() < 0.5 else actions[-1]
        if isinstance(first, QuestFight):
            fleeing = me["endurance"] < 6 and len(actions) > 1
            return self.random.choice(actions[1:]) if fleeing else first
        if isinstance(first, AnswerRiddle):
            return self._riddle(seen, me, first)
        if isinstance(first, TurnToken):
            hidden = sum(1 for t in seen["tokens"].values() if t == MagicToken.HIDDEN)
            return actions[1] if self.random.random() < 1 / max(hidden, 1) else actions[0]
        return self.random.choice(actions)

    def _riddle(self, seen: dict[str, Any], me: dict[str, Any], first: AnswerRiddle) -> Action:
        """The answer only if the seat has learnt it (a riddle failed before, rule 29);
        otherwise the bot does not know it."""
        riddle = seen["quest"]["riddle"]
        known = {r["card"]: r["answers"] for r in me["known_riddles"]}
        if known.get(riddle):
            return AnswerRiddle(seat=first.seat, answer=known[riddle][0])
        return first

    def _bid(self, me: dict[str, Any], actions: list[Action]) -> Action:
        budget = me["gold"] // 20
        bids = [a for a in actions if isinstance(a, Bid)]  # an auction asks for bids alone
        affordable = [a for a in bids if a.amount <= budget]
        return self.random.choice(affordable or bids[:1])

    def _move(self, state: State, seen: dict[str, Any], seat: int, actions: list[Action]) -> Action:
        moves = [a for a in actions if isinstance(a, Move)]
        stacks = seen["players"][seat]["stacks"].values()
        moved = sum(1 for s in stacks if s["knights_moved"] or s["footsoldiers_moved"])
        if not moves or moved >= self.moves_per_turn or self.random.random() < 0.2:
            return next(a for a in actions if isinstance(a, EndMovement))
        board = state.rs.board  # the board is public
        control = seen["control"]
        gains = [
            m
            for m in moves
            if (m.knights or m.footsoldiers)
            and control.get(board.node_square(m.destination)) != seat
            and (
                board.village_at(board.node_square(m.destination))
                or board.castle_at(board.node_square(m.destination))
            )
        ]
        if gains and seen["turn"] is not None:
            return self.random.choice(gains)
        return self.random.choice(moves)

    def _purchase(self, me: dict[str, Any], actions: list[Action]) -> Action:
        buys = [a for a in actions if isinstance(a, Buy)]
        if buys and me["gold"] > 150 and self.random.random() < 0.7:
            return self.random.choice(buys)
        return next(a for a in actions if isinstance(a, EndTurn))
