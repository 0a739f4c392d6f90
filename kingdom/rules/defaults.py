"""The default action of each decision: what the clock does when a deadline passes.

Always the least harmful legal choice for the player who did not answer (docs/deadlines.md):
he ends his movement and his turn without moving or buying, bids nothing, plays no card,
declines a tournament (a sure small loss of chivalry rather than wounds and a lost turn),
retreats from a guardian, accepts all the gold a prisoner has rather than executing him.
"""

from __future__ import annotations

from kingdom.rules import engine
from kingdom.rules.actions import (
    Action,
    AnswerDeal,
    AnswerJoust,
    AnswerRiddle,
    Bid,
    ChooseChallenger,
    ChooseRefuge,
    DeclareBankrupt,
    EndMovement,
    EndTurn,
    FightBattle,
    LeaveSite,
    PickNumbers,
    PlayCards,
    QuestFight,
    QuestRetreat,
    SetRansom,
)
from kingdom.rules.state import State


def default_action(state: State, decision: engine.Decision) -> Action | None:
    """The clock's answer to `decision`, or None when it has none (a die or card to type in
    at a physical table waits for the players)."""
    seat, d = decision.seat, decision.detail
    kind = decision.kind
    if kind == "move":
        return EndMovement(seat=seat)
    if kind == "purchase":
        return EndTurn(seat=seat)
    if kind == "choose_challenger":
        return ChooseChallenger(seat=seat, challenger=d["options"][0])
    if kind == "bid":
        return Bid(seat=seat, amount=0)
    if kind == "battle_cards":
        return PlayCards(seat=seat, count=0)
    if kind == "choose_battle":
        first = d["options"][0]
        return FightBattle(seat=seat, node=first["node"], defender=first["defender"])
    if kind == "choose_refuge":
        return ChooseRefuge(seat=seat, castle=d["options"][0])
    if kind == "raise_funds":
        return DeclareBankrupt(seat=seat)
    if kind == "answer_deal":
        return AnswerDeal(seat=seat, accept=False)
    if kind == "ransom":
        return SetRansom(seat=seat, amount=d["max"])
    if kind == "joust_reply":
        return AnswerJoust(seat=seat, accept=False)
    if kind == "joust_pick":
        return PickNumbers(seat=seat, numbers=tuple(range(1, d["numbers"] + 1)))
    if kind == "quest":
        retreats = d["retreats"]
        return QuestRetreat(seat=seat, to=retreats[0]) if retreats else QuestFight(seat=seat)
    if kind == "answer_riddle":
        return AnswerRiddle(seat=seat, answer="")
    if kind == "leave_site":
        return LeaveSite(seat=seat, to=d["options"][0])
    return None  # roll, enter_card, turn_token, judge_riddle: the table's own input
