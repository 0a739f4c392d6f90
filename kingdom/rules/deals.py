"""Deals between players (rule 32 i, RULES.md section 8, house 28): gold and fortune cards.

One player proposes (`ProposeDeal`): he gives gold and cards from his hand, and asks gold and
cards from the other's, with a promise in words if he likes ("gold for a promise"). The other
accepts or refuses (`AnswerDeal` with the offer's `number`: a decision on the reply clock,
refused by default); the proposer may take it back first (`WithdrawDeal`). On acceptance the
engine moves the cards and the gold at once, after checking both purses and both hands still
hold them: nothing is half-done and no gold is lost.

The rulebook ties selling to bankruptcy ("a player who wishes to raise funds may attempt to sell
any fortune cards which might be of value", rule 32 i). House 28 (the ruleset default
`deals_any_time`, docs/house-rules.md): deals may be offered at any time once the turns have
begun; with it at 0, only a player the game waits for to pay a due he cannot pay proposes (rule
32), and anyone may still answer. A debtor's accepted deal pays his due at once.

Secrets: the terms (which cards, the promise) are the two parties' (`DealTerms`, `engine.view`);
that a deal was offered, and the gold once it moves, are public.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from kingdom.rules.actions import Action, AnswerDeal, ProposeDeal, WithdrawDeal
from kingdom.rules.context import Ctx
from kingdom.rules.economy import transfer
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    CardsHandedOver,
    DealAccepted,
    DealLapsed,
    DealProposed,
    DealRefused,
    DealTerms,
    DealWithdrawn,
)
from kingdom.rules.registry import handles
from kingdom.rules.state import BattleStage, Offer, Phase, State

RULE = "rule 32"
HOUSE = "house 28"
ACTIONS = (ProposeDeal, WithdrawDeal)  # AnswerDeal with a number is the decision's answer
PROMISE_LIMIT = 500  # characters of a promise: a deal's words, not a letter (messages are)
Hinderer = Literal["proposer", "you", "battle"]  # who keeps a deal from being done (`hindered`)
_NOT_IN_PLAY = (Phase.ORDER, Phase.CHOOSE, Phase.AUCTION, Phase.OVER)


# -- who may deal now -----------------------------------------------------------------------------
def closed(state: State, seat: int | None) -> str | None:
    """Why `seat` may not propose, answer or withdraw a deal now (None: it may)."""
    if seat is None or not 0 <= seat < len(state.players):
        return "only a player in the game makes deals"
    if state.phase in _NOT_IN_PLAY or state.turn is None:
        return "deals are made once the turns have begun"
    if state.player(seat).eliminated:
        return "an eliminated player makes no deal"
    if state.pending_roll is not None:
        return "a die is waiting to be rolled; deal once it is"
    return None


def debtor(state: State, seat: int) -> bool:
    """Whether the game waits for `seat` to pay a due he cannot pay (rule 32)."""
    return state.debt is not None and state.debt.seat == seat


def rule_of(state: State, seat: int) -> str:
    """A deal proposed by a debtor is rule 32's sale; any other is house 28's."""
    return RULE if debtor(state, seat) else HOUSE


def _refuse(state: State, seat: int | None, what: str) -> int:
    reason = closed(state, seat)
    if reason is not None or seat is None:
        raise IllegalAction(HOUSE, f"{what}: {reason}")
    return seat


def offer(state: State, number: int) -> Offer | None:
    return next((o for o in state.offers if o.number == number), None)


def _locked(state: State, seat: int) -> bool:
    """His add-one cards are being sealed in the battle under way (house 18): his hand may not
    change until they are shown."""
    battle = state.battle
    return battle is not None and battle.stage == BattleStage.CARDS and seat in battle.cards


def _hands_locked(
    state: State, seat: int, to_seat: int, cards: tuple[str, ...], for_cards: tuple[str, ...]
) -> bool:
    """Whether a hand whose cards the deal moves is locked by a battle (`_locked`)."""
    return (bool(cards) and _locked(state, seat)) or (bool(for_cards) and _locked(state, to_seat))


def missing_cards(hand: list[str], cards: tuple[str, ...]) -> list[str]:
    """The cards of `cards` the hand does not hold (each copy counted once)."""
    held = Counter(hand)
    wanted = Counter(cards)
    return sorted(card for card, n in wanted.items() if held[card] < n)


def _terms(state: State, seat: int, action: ProposeDeal) -> str | None:
    """What is wrong with the deal's terms from the proposer's side (his purse and hand; the
    other's hand is his secret, checked when he accepts)."""
    players = state.players
    if not 0 <= action.to_seat < len(players) or action.to_seat == seat:
        return f"seat {action.to_seat} is no other player of this game"
    if players[action.to_seat].eliminated:
        return f"{players[action.to_seat].name} has been eliminated"
    if action.gold < 0 or action.for_gold < 0:
        return "gold in a deal is 0 or more"
    if not (action.gold or action.cards or action.for_gold or action.for_cards):
        return "a deal gives something: gold or fortune cards, one way or both"
    if action.gold > players[seat].gold:
        return f"you have {players[seat].gold} gold, not {action.gold}"
    other = players[action.to_seat]
    if action.for_gold > other.gold:  # a purse is public: never a deal that could not be done
        return f"{other.name} has {other.gold} gold, not {action.for_gold}"
    missing = missing_cards(players[seat].hand, action.cards)
    if missing:
        return f"card {', '.join(missing)} is not in your hand"
    unknown = [c for c in action.for_cards if c not in state.rs.fortune]
    if unknown:
        return f"there is no fortune card {', '.join(unknown)}"
    never = [c for c in action.for_cards if not state.rs.fortune[c].keep]
    if never:
        return f"card {', '.join(never)} is never kept in a hand (rule 7): no one can give it"
    if len(set(action.for_cards)) < len(action.for_cards):
        return "ask for each fortune card once"
    yours = [c for c in action.for_cards if c in players[seat].hand]
    if yours:
        return f"card {', '.join(yours)} is in your own hand"
    if len(action.promise) > PROMISE_LIMIT:
        return f"a promise is at most {PROMISE_LIMIT} characters"
    return None


def _may_propose(state: State, seat: int, action: ProposeDeal) -> tuple[str, str] | None:
    """(rule, why) the proposal is refused, or None."""
    if not state.rs.defaults.deals_any_time and not debtor(state, seat):
        return RULE, "deals are offered only to raise the gold of a due you cannot pay"
    wrong = _terms(state, seat, action)
    if wrong is not None:
        return RULE, wrong
    if _hands_locked(state, seat, action.to_seat, action.cards, action.for_cards):
        return HOUSE, "no card changes hands while add-one cards are sealed in the battle"
    if any(o.seat == seat and o.to_seat == action.to_seat for o in state.offers):
        return HOUSE, f"your deal to {state.player(action.to_seat).name} awaits its answer"
    return None


def impossible(state: State, deal: Offer) -> str | None:
    """Why the deal can no longer be done as offered (None: it can): each side must still
    hold the gold and the cards it gives."""
    hindrance = hindered(state, deal)
    return None if hindrance is None else hindrance[1]


def hindered(state: State, deal: Offer) -> tuple[Hinderer, str] | None:
    """Who keeps the deal from being done now, and why, told to the player it is offered to:
    `proposer` (his purse or hand no longer holds what he gives), `you` (yours does not hold
    what he asks), `battle` (a hand it moves is sealed in the battle under way); None: it can
    be done (issue 35: the page says who cannot, never blaming the one who can)."""
    proposer, receiver = state.player(deal.seat), state.player(deal.to_seat)
    if proposer.gold < deal.gold:
        return "proposer", f"{proposer.name} has {proposer.gold} gold, not the {deal.gold} offered"
    if missing_cards(proposer.hand, deal.cards):
        return "proposer", f"{proposer.name} no longer holds the cards offered"
    if receiver.gold < deal.for_gold:
        return "you", f"you have {receiver.gold} gold, not {deal.for_gold}"
    missing = missing_cards(receiver.hand, deal.for_cards)
    if missing:
        titles = ", ".join(state.rs.fortune[card].title for card in missing)
        return "you", f"card {', '.join(missing)} ({titles}) is not in your hand"
    if _hands_locked(state, deal.seat, deal.to_seat, deal.cards, deal.for_cards):
        return "battle", "no card changes hands while add-one cards are sealed in the battle"
    return None


# -- the actions ----------------------------------------------------------------------------------
@handles(ProposeDeal)
def propose(ctx: Ctx, action: ProposeDeal) -> None:
    """Rule 32 i ("attempt to sell any fortune cards which might be of value"), at any time
    under house 28: the offer waits for the other's answer."""
    state = ctx.state
    seat = _refuse(state, action.seat, "propose a deal")
    refusal = _may_propose(state, seat, action)
    if refusal is not None:
        rule, why = refusal
        raise IllegalAction(rule, f"propose a deal: {why}")
    deal = Offer(
        number=state.offers_made,
        seat=seat,
        to_seat=action.to_seat,
        gold=action.gold,
        cards=tuple(action.cards),
        for_gold=action.for_gold,
        for_cards=tuple(action.for_cards),
        promise=action.promise,
    )
    state.offers.append(deal)
    state.offers_made += 1
    rule = rule_of(state, seat)
    ctx.emit(DealProposed(seat=seat, to_seat=deal.to_seat, number=deal.number, rule=rule))
    ctx.emit(
        DealTerms(
            seat=seat,
            to_seat=deal.to_seat,
            number=deal.number,
            gold=deal.gold,
            cards=deal.cards,
            for_gold=deal.for_gold,
            for_cards=deal.for_cards,
            promise=deal.promise,
            visible_to=(seat, deal.to_seat),
            rule=rule,
        )
    )


def answer(ctx: Ctx, action: AnswerDeal) -> Offer | None:
    """Accept (the cards and gold move at once) or refuse the deal numbered `action.number`
    offered to you. Returns the deal done, or None when refused."""
    state = ctx.state
    seat = _refuse(state, action.seat, "answer a deal")
    deal = offer(state, action.number) if action.number is not None else None
    if deal is None or deal.to_seat != seat:
        raise IllegalAction(HOUSE, f"answer a deal: no deal numbered {action.number} awaits you")
    rule = rule_of(state, deal.seat)
    if not action.accept:
        state.offers.remove(deal)
        ctx.emit(DealRefused(seat=seat, proposer=deal.seat, number=deal.number, rule=rule))
        return None
    why = impossible(state, deal)
    if why is not None:
        raise IllegalAction(RULE, f"accept the deal: {why}")
    state.offers.remove(deal)
    ctx.emit(
        DealAccepted(
            seat=seat,
            proposer=deal.seat,
            number=deal.number,
            gold=deal.gold,
            cards=len(deal.cards),
            for_gold=deal.for_gold,
            for_cards=len(deal.for_cards),
            rule=rule,
        )
    )
    _hand_over(ctx, deal.seat, seat, deal.cards, rule)
    _hand_over(ctx, seat, deal.seat, deal.for_cards, rule)
    transfer(ctx, deal.seat, seat, deal.gold, "deal", rule)
    transfer(ctx, seat, deal.seat, deal.for_gold, "deal", rule)
    return deal


def _hand_over(ctx: Ctx, giver: int, taker: int, cards: tuple[str, ...], rule: str) -> None:
    if not cards:
        return
    for card in cards:
        ctx.state.player(giver).hand.remove(card)
        ctx.state.player(taker).hand.append(card)
    handed = CardsHandedOver(
        seat=giver, to_seat=taker, cards=cards, visible_to=(giver, taker), rule=rule
    )
    ctx.emit(handed)


@handles(WithdrawDeal)
def withdraw(ctx: Ctx, action: WithdrawDeal) -> None:
    """The proposer takes his deal back before it is answered (house 28)."""
    state = ctx.state
    seat = _refuse(state, action.seat, "withdraw a deal")
    deal = offer(state, action.number)
    if deal is None or deal.seat != seat:
        raise IllegalAction(HOUSE, f"withdraw a deal: you offered no deal numbered {action.number}")
    state.offers.remove(deal)
    rule = rule_of(state, seat)
    ctx.emit(DealWithdrawn(seat=seat, to_seat=deal.to_seat, number=deal.number, rule=rule))


def unhonourable(state: State, deal: Offer) -> tuple[str, tuple[str, ...]] | None:
    """Why the deal can no longer be done as offered, whatever the other answers, and the
    cards offered that are gone; None while it can. The proposer's gold and cards, and the
    other's gold (public), are checked; not the cards asked of the other: his hand is his
    secret, and a deal ended for them would tell it — he refuses such a deal himself."""
    proposer, receiver = state.player(deal.seat), state.player(deal.to_seat)
    if proposer.gold < deal.gold:
        return f"{proposer.name} has {proposer.gold} gold, not the {deal.gold} offered", ()
    missing = tuple(missing_cards(proposer.hand, deal.cards))
    if missing:
        return f"{proposer.name} no longer holds {', '.join(missing)}", missing
    if receiver.gold < deal.for_gold:
        return f"{receiver.name} has {receiver.gold} gold, not the {deal.for_gold} asked", ()
    return None


def lapse_unhonourable(ctx: Ctx) -> bool:
    """Every deal that can no longer be done ends now, both parties told why (issue 26); the
    engine asks after every step of the game (`engine.advance`). Whether any ended."""
    state = ctx.state
    ended = [(o, why) for o in state.offers if (why := unhonourable(state, o)) is not None]
    for deal, (reason, cards) in ended:
        state.offers.remove(deal)
        lapse(ctx, deal.seat, deal.to_seat, deal.number, reason, cards, rule_of(state, deal.seat))
    return bool(ended)


def lapse(
    ctx: Ctx,
    seat: int,
    to_seat: int,
    number: int | None,
    reason: str,
    cards: tuple[str, ...],
    rule: str,
) -> None:
    """Tell that a deal ended unanswered (`DealLapsed`): publicly, unless it names the cards
    offered, which only the two parties see."""
    ctx.emit(
        DealLapsed(
            seat=seat,
            to_seat=to_seat,
            number=number,
            reason=reason,
            cards=cards,
            visible_to=(seat, to_seat) if cards else None,
            rule=rule,
        )
    )


def lapse_all(ctx: Ctx, seat: int) -> None:
    """An eliminated player's deals, offered by him or to him, lapse (rule 34, house 28)."""
    state = ctx.state
    for deal in [o for o in state.offers if seat in (o.seat, o.to_seat)]:
        state.offers.remove(deal)
        ctx.emit(
            DealRefused(
                seat=deal.to_seat,
                proposer=deal.seat,
                number=deal.number,
                reason="eliminated",
                rule=HOUSE,
            )
        )


# -- what the game waits for, and what a seat may do ----------------------------------------------
#: The detail of a deal's decision that only its two parties see (`engine.pending_view`).
PRIVATE = ("cards", "for_cards", "promise", "gold", "for_gold")


def replies(state: State) -> list[tuple[int, dict[str, Any]]]:
    """The deals awaiting an answer, as (answering seat, detail); none while a die waits."""
    if state.phase in _NOT_IN_PLAY or state.pending_roll is not None:
        return []
    return [
        (
            o.to_seat,
            {
                "from": o.seat,
                "number": o.number,
                "gold": o.gold,
                "cards": list(o.cards),
                "for_gold": o.for_gold,
                "for_cards": list(o.for_cards),
                "promise": o.promise,
            },
        )
        for o in state.offers
    ]


def legal(state: State, seat: int) -> list[Action]:
    """The deals `seat` may propose now — one example a player, asking 1 gold for a promise
    (any terms his purse and hand allow are legal) — and those he may withdraw."""
    if closed(state, seat) is not None:
        return []
    offers: list[Action] = []
    for other in state.active_seats():
        example = ProposeDeal(seat=seat, to_seat=other, for_gold=1)
        if other != seat and _may_propose(state, seat, example) is None:
            offers.append(example)
    withdraws: list[Action] = [
        WithdrawDeal(seat=seat, number=o.number) for o in state.offers if o.seat == seat
    ]
    return [*offers, *withdraws]


def answers(state: State, seat: int, number: int) -> list[Action]:
    """Refuse, and accept when the deal can be done."""
    options: list[Action] = [AnswerDeal(seat=seat, accept=False, number=number)]
    deal = offer(state, number)
    if deal is not None and impossible(state, deal) is None:
        options.insert(0, AnswerDeal(seat=seat, accept=True, number=number))
    return options


def sales(state: State, seat: int, short: int) -> list[Action]:
    """Rule 32 i for the debtor: each card of his hand offered to each other player for the
    gold he lacks (the bankruptcy decision lists them beside `OfferDeal`)."""
    player = state.player(seat)
    offers = [
        ProposeDeal(seat=seat, to_seat=other, cards=(card,), for_gold=short)
        for other in state.active_seats()
        if other != seat
        for card in dict.fromkeys(player.hand)
    ]
    return [sale for sale in offers if _may_propose(state, seat, sale) is None]


# -- the bots' rule (docs/bots.md) ----------------------------------------------------------------
CARD_WORTH = 10  # what a bot counts a fortune card as worth, in gold (docs/bots.md)


def bot_choice(state: State, seat: int) -> Action | None:
    """A bot answers the first deal offered to it: it accepts when the deal can be done and
    what it gets is worth at least what it gives, each fortune card counted as `CARD_WORTH`
    gold and a promise as nothing; it refuses otherwise. Bots propose no deals."""
    if closed(state, seat) is not None:
        return None
    for deal in state.offers:
        if deal.to_seat != seat:
            continue
        gets = deal.gold + CARD_WORTH * len(deal.cards)
        gives = deal.for_gold + CARD_WORTH * len(deal.for_cards)
        accept = gets >= gives and impossible(state, deal) is None
        return AnswerDeal(seat=seat, accept=accept, number=deal.number)
    return None
