"""Dues, bankruptcy, elimination and winning (rules 32–38)."""

from __future__ import annotations

from kingdom.rules import alliances, deals
from kingdom.rules.actions import AnswerDeal, DeclareBankrupt, EndByTimeLimit, OfferDeal, Resign
from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, set_control, transfer
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    CardsHandedOver,
    ChallengerReleased,
    DealAnswered,
    DealOffered,
    DebtDue,
    GameEnded,
    PlayerEliminated,
)
from kingdom.rules.phases import enter_phase
from kingdom.rules.registry import handles
from kingdom.rules.state import Deal, Debt, Phase, State


def pay_due(ctx: Ctx, seat: int, creditor: int | None, amount: int, reason: str, rule: str) -> bool:
    """Pay a due in full, or open a debt the player must settle by raising funds (rule 32).

    Returns True when paid at once. While a debt is open the game waits for the debtor.
    """
    if amount <= 0:
        return True
    due = Debt(seat=seat, creditor=creditor, amount=amount, reason=reason, rule=rule)
    if ctx.state.debt is not None:
        ctx.state.dues.append(due)  # settled in turn once the open debt is
        return False
    return _settle_or_open(ctx, due)


def _settle_or_open(ctx: Ctx, due: Debt) -> bool:
    if ctx.state.player(due.seat).gold >= due.amount:
        transfer(ctx, due.seat, due.creditor, due.amount, due.reason, due.rule)
        return True
    ctx.state.debt = due
    ctx.emit(
        DebtDue(
            seat=due.seat,
            creditor=due.creditor,
            amount=due.amount,
            reason=due.reason,
            rule="rule 32",
        )
    )
    return False


def _next_due(ctx: Ctx) -> None:
    """The open debt is settled: the queued dues follow, in order."""
    state = ctx.state
    state.debt = None
    while state.debt is None and state.dues:
        due = state.dues.pop(0)
        if state.player(due.seat).eliminated:
            continue
        if due.creditor is not None and state.player(due.creditor).eliminated:
            due.creditor = None  # house 14: what was owed to a fallen player goes to the bank
        _settle_or_open(ctx, due)


def _settle_if_possible(ctx: Ctx) -> None:
    debt = ctx.state.debt
    if debt is not None and ctx.state.player(debt.seat).gold >= debt.amount:
        transfer(ctx, debt.seat, debt.creditor, debt.amount, debt.reason, debt.rule)
        _next_due(ctx)


def _require_debtor(ctx: Ctx, seat: int | None, what: str) -> Debt:
    debt = ctx.state.debt
    if debt is None or debt.seat != seat:
        raise IllegalAction("rule 32", f"{what}: seat {seat} has no unpaid due")
    if ctx.state.deal is not None:
        raise IllegalAction(
            "rule 32", f"{what}: a deal awaits seat {ctx.state.deal.to_seat}'s answer"
        )
    return debt


@handles(OfferDeal)
def offer_deal(ctx: Ctx, action: OfferDeal) -> None:
    """Rule 32 i–ii: sell fortune cards, or ask for gold against a promise, to raise funds."""
    seat = _require_debtor(ctx, action.seat, "offer a deal").seat
    state = ctx.state
    if action.to_seat == seat or not 0 <= action.to_seat < len(state.players):
        raise IllegalAction("rule 32", f"offer a deal: seat {action.to_seat} is not another player")
    other = state.player(action.to_seat)
    if other.eliminated:
        raise IllegalAction("rule 32", f"offer a deal: {other.name} has left the game")
    if action.gold <= 0:
        raise IllegalAction("rule 32", "offer a deal: ask for at least 1 gold")
    if action.gold > other.gold:  # a purse is public: never an offer that could not be done
        raise IllegalAction(
            "rule 32", f"offer a deal: {other.name} has {other.gold} gold, not {action.gold}"
        )
    hand = list(state.player(seat).hand)
    for card in action.cards:
        if card not in hand:
            raise IllegalAction("rule 32 i", f"offer a deal: card {card} is not in your hand")
        hand.remove(card)
    state.deal = Deal(
        seat=seat,
        to_seat=action.to_seat,
        gold=action.gold,
        cards=tuple(action.cards),
        promise=action.promise[:500],
    )
    ctx.emit(
        DealOffered(
            seat=seat,
            to_seat=action.to_seat,
            gold=action.gold,
            cards=len(action.cards),
            promise=action.promise[:500],
            rule="rule 32",
        )
    )


def debt_offer_unhonourable(state: State, deal: Deal) -> tuple[str, str, tuple[str, ...]] | None:
    """(rule, why, the cards gone) the debtor's offer can no longer be done, or None while it
    can: the debtor still owes a due, still holds the cards he offered, and the other still has
    the gold asked (issue 26)."""
    debtor, buyer = state.player(deal.seat), state.player(deal.to_seat)
    if state.debt is None or state.debt.seat != deal.seat:
        return "rule 32", f"{debtor.name} has no unpaid due left", ()
    missing = tuple(deals.missing_cards(debtor.hand, deal.cards))
    if missing:
        return "rule 32 i", f"{debtor.name} no longer holds {', '.join(missing)}", missing
    if buyer.gold < deal.gold:
        return "rule 32", f"{buyer.name} has {buyer.gold} gold, not the {deal.gold} asked", ()
    return None


def lapse_debt_offer(ctx: Ctx) -> bool:
    """The debtor's offer ends the moment it can no longer be done, both told why; the game
    waits for him again, to offer anew or declare himself bankrupt (rule 32, issue 26). The
    engine asks after every step of the game (`engine.advance`). Whether it ended."""
    deal = ctx.state.deal
    why = None if deal is None else debt_offer_unhonourable(ctx.state, deal)
    if deal is None or why is None:
        return False
    rule, reason, cards = why
    ctx.state.deal = None
    deals.lapse(ctx, deal.seat, deal.to_seat, None, reason, cards, rule)
    return True


@handles(AnswerDeal)
def answer_deal(ctx: Ctx, action: AnswerDeal) -> None:
    """The answer to a debtor's deal (rule 32), or, with a `number`, to a deal offered between
    players (`deals.answer`, house 28): a debtor's due is paid once the gold is his."""
    if action.number is not None:
        if deals.answer(ctx, action) is not None:
            _settle_if_possible(ctx)
        return
    deal = ctx.state.deal
    if deal is None or deal.to_seat != action.seat:
        raise IllegalAction("rule 32", f"answer a deal: no deal awaits seat {action.seat}")
    ctx.state.deal = None
    buyer = ctx.state.player(deal.to_seat)
    accepted = action.accept and buyer.gold >= deal.gold
    if action.accept and not accepted:
        raise IllegalAction(
            "rule 32", f"answer a deal: you have {buyer.gold} gold, not {deal.gold}"
        )
    if accepted and deals.missing_cards(ctx.state.player(deal.seat).hand, deal.cards):
        raise IllegalAction("rule 32 i", "answer a deal: the debtor no longer holds the cards")
    ctx.emit(DealAnswered(seat=action.seat, accepted=accepted, rule="rule 32"))
    if not accepted:
        return
    seller = ctx.state.player(deal.seat)
    for card in deal.cards:
        seller.hand.remove(card)
        buyer.hand.append(card)
    if deal.cards:
        ctx.emit(
            CardsHandedOver(
                seat=deal.seat,
                to_seat=deal.to_seat,
                cards=deal.cards,
                visible_to=(deal.seat, deal.to_seat),
                rule="rule 32 i",
            )
        )
    transfer(ctx, deal.to_seat, deal.seat, deal.gold, "deal", "rule 32")
    _settle_if_possible(ctx)


@handles(DeclareBankrupt)
def declare_bankrupt(ctx: Ctx, action: DeclareBankrupt) -> None:
    """Rule 32: he cannot pay in full: what he has goes to the creditor and he is eliminated."""
    debt = _require_debtor(ctx, action.seat, "declare bankruptcy")
    player = ctx.state.player(debt.seat)
    transfer(ctx, debt.seat, debt.creditor, player.gold, debt.reason, debt.rule)
    eliminate(ctx, debt.seat, "bankrupt", "rule 32")


@handles(Resign)
def resign(ctx: Ctx, action: Resign) -> None:
    if action.seat is None or ctx.state.player(action.seat).eliminated:
        raise IllegalAction("rule 34", "resign: you are not in the game")
    eliminate(ctx, action.seat, "resigned", "rule 34")


@handles(EndByTimeLimit)
def end_by_time_limit(ctx: Ctx, action: EndByTimeLimit) -> None:
    if action.seat is not None:
        raise IllegalAction("rule 38", "only the game's clock ends it by the agreed time limit")
    end_by_chivalry(ctx, "time limit", "rule 38")


def eliminate(ctx: Ctx, seat: int, reason: str, rule: str) -> None:
    """Rule 34: his pieces leave the board, his cards go back, his gold to the moneylender;
    his villages and castles keep no defender (no standard) and are taken by moving in."""
    state = ctx.state
    player = state.player(seat)
    if player.eliminated:
        return
    player.eliminated = True
    player.elimination_rule = rule
    player.stacks.clear()
    player.challenger_at = None
    player.prisoner_of = None
    player.turns_to_miss = 0
    state.return_cards(player.hand)
    player.hand.clear()
    ctx.emit(PlayerEliminated(seat=seat, reason=reason, rule=rule))
    transfer(ctx, seat, BANK, player.gold, "eliminated", "rule 34")
    for square in state.controlled(seat):
        set_control(ctx, square, None, "rule 34")
    state.dues = [d for d in state.dues if d.seat != seat]
    if state.debt is not None and state.debt.seat == seat:
        state.debt = None
    if state.deal is not None and seat in (state.deal.seat, state.deal.to_seat):
        deal, state.deal = state.deal, None  # both told (issue 26); a debtor left raises funds
        reason = f"{player.name} has left the game"
        deals.lapse(ctx, deal.seat, deal.to_seat, None, reason, (), "rule 34")
    if state.pending_roll is not None and state.pending_roll.seat == seat:
        state.pending_roll = None
    if state.ransom is not None and seat in (state.ransom.prisoner, state.ransom.captor):
        state.ransom = None
    if state.duel is not None and seat in state.duel.seats:
        state.duel = None
    if state.quest is not None and seat == state.quest.seat:
        state.guardian_pack.extend([state.quest.guardian] if state.quest.guardian else [])
        state.quest = None
    if state.escape is not None and seat in (state.escape.seat, state.escape.captor):
        state.escape = None
    free_prisoners_of(ctx, seat)
    alliances.dissolve_all(ctx, seat)
    deals.lapse_all(ctx, seat)
    if state.debt is None and state.dues:
        _next_due(ctx)
    remaining = state.active_seats()
    if len(remaining) == 1 and state.phase not in (Phase.ORDER, Phase.CHOOSE, Phase.AUCTION):
        end_game(ctx, remaining[0], "last Royal Challenger standing", "rule 36")
    elif len(remaining) <= 1:
        end_game(ctx, remaining[0] if remaining else None, "no rivals left", "rule 36")


def ranking(state: State, first: int | None) -> tuple[int, ...]:
    """Rule 36: the winner, then the others by chivalry (house 8: then gold, then seat)."""
    others = sorted(
        (p for p in state.players if p.seat != first),
        key=lambda p: (-p.chivalry, -p.gold, p.seat),
    )
    return tuple(([first] if first is not None else []) + [p.seat for p in others])


def end_by_chivalry(ctx: Ctx, reason: str, rule: str) -> None:
    """Rule 38: with an agreed time limit, the highest chivalry wins (house 8 breaks ties)."""
    standing = [ctx.state.player(s) for s in ctx.state.active_seats()]
    best = min(standing, key=lambda p: (-p.chivalry, -p.gold, p.seat))
    end_game(ctx, best.seat, reason, rule)


def end_game(ctx: Ctx, winner: int | None, reason: str, rule: str) -> None:
    state = ctx.state
    enter_phase(ctx, Phase.OVER)
    state.winner = winner
    state.ended_by = reason
    state.pending_roll = None
    state.debt = None
    state.dues = []
    state.deal = None
    order = ranking(state, winner)
    for place, seat in enumerate(order, start=1):
        state.player(seat).rank = place
    ctx.emit(GameEnded(winner=winner, ranking=order, reason=reason, rule=rule))


def free_prisoners_of(ctx: Ctx, captor: int) -> None:
    """House 17: when a captor leaves the game his prisoners go home, unransomed."""
    for player in ctx.state.players:
        if player.prisoner_of == captor and not player.eliminated:
            player.prisoner_of = None
            player.challenger_at = ctx.state.home_castle(player.seat)
            player.turns_to_miss = 0
            player.miss_reason = None
            ctx.emit(
                ChallengerReleased(
                    seat=player.seat,
                    captor=captor,
                    ransom=0,
                    home=player.challenger_at,
                    rule="house 17",
                )
            )
