"""What the game waits for and what a seat may do now: `pending` (every decision the game waits
for, each with its identity key) and `legal_actions`. The engine's doors (`kingdom.rules.engine`)
hand them out."""

from __future__ import annotations

from kingdom.rules import alliances, battles, cards, deals, joust, quest, setup
from kingdom.rules.actions import Action
from kingdom.rules.decisions import SPECS, Decision, DecisionKind, identified
from kingdom.rules.state import BattleStage, Mode, Phase, State


def pending(state: State) -> list[Decision]:
    """Every decision the game waits for now, on-turn or off-turn, each with its identity key
    (`kingdom.rules.decisions.identity`): new when the engine asks anew."""
    return [identified(state, d) for d in waiting(state)]


def waiting(state: State) -> list[Decision]:
    """The decisions the game waits for, first the interruptions (a die, a deal, a debt…),
    last the offers of alliance (rule 33) and the deals (house 28) awaiting an answer."""
    offers = [
        Decision(seat, DecisionKind.ALLIANCE_REPLY, "rule 33", detail)
        for seat, detail in alliances.replies(state)
    ]
    trades = [
        Decision(seat, DecisionKind.DEAL_REPLY, deals.rule_of(state, detail["from"]), detail)
        for seat, detail in deals.replies(state)
    ]
    return _waiting_in_play(state) + offers + trades


def _waiting_in_play(state: State) -> list[Decision]:
    K = DecisionKind
    if state.phase == Phase.OVER:
        return []
    if state.pending_roll is not None:
        r = state.pending_roll
        return [
            Decision(
                r.seat,
                K.ROLL,
                r.rule,
                {"die": r.die, "purpose": r.description, "of_seat": r.of_seat},
            )
        ]
    if state.deal is not None:
        deal = state.deal
        return [
            Decision(deal.to_seat, K.ANSWER_DEAL, "rule 32", {"from": deal.seat, "gold": deal.gold})
        ]
    if state.debt is not None:
        debt = state.debt
        return [
            Decision(
                debt.seat, K.RAISE_FUNDS, "rule 32", {"amount": debt.amount, "reason": debt.reason}
            )
        ]
    if state.ransom is not None:
        ransom = state.ransom
        gold = state.player(ransom.prisoner).gold
        detail = {"prisoner": ransom.prisoner, "max": gold}
        return [Decision(ransom.captor, K.RANSOM, "rule 21 iii c", detail)]
    if state.escape is not None and state.escape.refuges:
        e = state.escape
        return [Decision(e.seat, K.CHOOSE_REFUGE, "rule 21 i", {"options": list(e.refuges)})]
    if (
        state.battle is not None
        and state.battle.stage == BattleStage.CARDS
        and state.battle.deciding
    ):
        b = state.battle
        return [
            Decision(
                s,
                K.BATTLE_CARDS,
                "rule 13",
                {"node": b.node, "round": b.round, "max": len(battles.add_one_cards(state, s))},
            )
            for s in b.deciding
        ]
    turn = state.turn
    if state.phase == Phase.BATTLES and state.battle is None and turn and turn.contests:
        options = [{"node": c.node, "defender": c.defender} for c in turn.contests]
        return [Decision(turn.seat, K.CHOOSE_BATTLE, "rule 14", {"options": options})]
    if state.joust is not None:
        j = state.joust
        replies = joust.awaiting_replies(state)
        if replies:
            return [Decision(s, K.JOUST_REPLY, "rule 7", {"host": j.host}) for s in replies]
        return [
            Decision(
                s,
                K.JOUST_PICK,
                "rule 7 ii",
                {"numbers": joust.numbers_allowed(state, s), "attempt": j.attempt},
            )
            for s in joust.awaiting_picks(state)
        ]
    if state.quest is not None:
        return [
            Decision(seat, K(kind), rule, detail)
            for seat, kind, rule, detail in quest.decisions(state)
        ]
    if cards.awaiting_fortune_card(state):
        return [Decision(state.current_turn().seat, K.ENTER_CARD, "rule 6 i", {"pack": "fortune"})]
    if state.phase == Phase.CHOOSE:
        seat = setup.chooser(state)
        return [
            Decision(seat, K.CHOOSE_CHALLENGER, "rule 4 v", {"options": setup.choosable(state)})
        ]
    if state.phase == Phase.AUCTION and state.setup.auction is not None:
        challenger = state.setup.auction.challenger
        return [
            Decision(
                s, K.BID, "rule 5 ii", {"challenger": challenger, "max": setup.max_bid(state, s)}
            )
            for s in setup.bidders(state)
        ]
    if state.phase == Phase.MOVEMENT:
        return [Decision(state.current_turn().seat, K.MOVE, "rule 6 iii")]
    if state.phase == Phase.PURCHASE:
        return [Decision(state.current_turn().seat, K.PURCHASE, "rule 6 v")]
    return []


def legal_actions(
    state: State, seat: int, *, decisions: list[Decision] | None = None
) -> list[Action]:
    """Concrete legal actions for `seat` now. Amounts and splits of a stack are open ranges:
    a few representative values are listed (any bid up to the maximum, any part of a stack).
    Last come the alliances the seat may propose or end, open at any time (rule 33), then the
    deals it may propose or withdraw (house 28). `decisions`: `pending(state)` when the caller
    holds it already (computed once per state, issue 28)."""
    actions: list[Action] = []
    for decision in waiting(state) if decisions is None else decisions:
        spec = SPECS[decision.kind]
        if decision.seat != seat and not (spec.any_seat_at_table and state.mode == Mode.TABLE):
            continue
        actions.extend(spec.legal(state, seat, decision))
    return actions + alliances.legal(state, seat) + deals.legal(state, seat)
