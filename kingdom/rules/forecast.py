"""What a decision costs, before it is taken (issue 18): the engine's own numbers for the pages.

A bid for an allegiance (rule 5) adds to the Cost of Allegiance paid at the start of every turn
(rule 8) while Tax Due comes in at its end (rule 24); a purchase (rule 22) spends the purse that
pays those dues; a retreat from a guardian costs the card's endurance and chivalry (rule 28 iv);
declining a tournament costs the card's chivalry (rule 7) and riding may cost endurance and keeps
the challenger home a turn (rule 7 v); a move onto a mystic site starts a grail quest (rule 28)
and "End movement" fights every battle where the mover's pieces stand with an enemy's, a siege
delayed last turn among them (rules 6 iv, 17, 18 i). `forecast(state, decision)` gives,
for the seat that decides, what each choice does to him, computed here from the state and the
ruleset — the pages show these numbers and never work them out themselves.

A purse "lasts n turns" when it pays the dues of the next n turns, the taxes of each turn
collected after its dues are paid. The pages warn before a choice after which the purse does
not last `WARN_TURNS` turns (issue 18: a page warning, not a rule of the game).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Literal

import msgspec

from kingdom.rules import battles, deals
from kingdom.rules.decisions import Decision, DecisionKind
from kingdom.rules.dice import Die
from kingdom.rules.economy import standards_on_board
from kingdom.rules.state import State

WARN_TURNS = 2  # the pages warn when the purse would not pay this many turns of dues
HORIZON = 10  # the bids the purse pays for 1, 2, … HORIZON turns


class PurseTurns(msgspec.Struct, frozen=True):
    """The largest bid after which the purse still pays `turns` turns of dues."""

    turns: int
    max_bid: int  # below 0: not even without this allegiance


class BidForecast(msgspec.Struct, frozen=True, kw_only=True):
    """A sealed bid's cost (rules 5, 8, 24): the winner pays his bid at the start of every turn,
    beside the allegiances he has, and collects the Tax Due of the allegiance's squares."""

    gold: int
    cost_of_allegiance: int  # a turn, now (rule 8)
    tax_due: int  # a turn, now (rule 24)
    tax_due_if_won: int  # with the allegiance's castle and villages (rule 5 iv)
    warn_turns: int
    lasts: list[PurseTurns]  # 1 … HORIZON turns
    forever_max_bid: int | None  # bids up to it: the taxes pay the dues, the purse never empties


class PurchaseForecast(msgspec.Struct, frozen=True, kw_only=True):
    """The prices (rule 22 i–ii), what the purse and the limits allow (rule 22, house 6), and
    how much may be spent with the dues of `warn_turns` turns still paid (rules 8, 24)."""

    gold: int
    knight_price: int
    footsoldier_price: int
    knights_allowed: int  # more knights the limit allows on the board
    footsoldiers_allowed: int
    knights_affordable: int  # as many as the purse and the limit allow, alone
    footsoldiers_affordable: int
    cost_of_allegiance: int  # dues a turn (0 for the Royal Guardian: the bank pays, rule 31 i)
    tax_due: int  # collected at the end of this turn and each next (rule 24)
    warn_turns: int
    safe_spend: int  # spend more and the purse does not pay `warn_turns` turns of dues


class GuardianForecast(msgspec.Struct, frozen=True, kw_only=True):
    """A guardian fight (rule 28): both endurances, the next round's chances, the retreat."""

    guardian: str
    name: str
    die: str
    guardian_endurance: int
    endurance: int  # the challenger's
    chivalry: int
    round_wounds_you: float  # the guardian throws higher: you lose the difference (rule 28 ii)
    round_wounds_guardian: float
    round_tie: float
    round_kills_you: float  # the difference is your endurance or more (rule 34 ii)
    round_slays_guardian: float  # the guardian falls this round (rule 29)
    slay_chivalry: int
    retreat_endurance: int  # the card's penalties (rule 28 iv)
    retreat_chivalry: int
    endurance_after_retreat: int
    chivalry_after_retreat: int  # never below nil (rule 35)
    retreat_eliminates: bool  # endurance 0 or below: out of the game (rule 34 ii)
    killed_ends_game: bool = True  # a challenger killed by the guardian is out (rule 34 ii)


class JoustForecast(msgspec.Struct, frozen=True, kw_only=True):
    """Declining a tournament costs the card's chivalry (rule 7, rule 35); riding, each blow
    taken costs endurance (rule 7 ii), a rider at 0 is out (rule 34 ii), and every rider's
    challenger goes home and stays there during his player's next turn (rule 7 v)."""

    decline_chivalry: int  # as the card says
    chivalry: int
    chivalry_after_decline: int  # never below nil
    endurance: int
    blow_endurance: int  # lost at each blow taken in the lists (rule 7 ii)
    blows_to_fall: int  # blows taken that leave him at 0 endurance: out of the game (rule 34 ii)
    prize_gold: int  # the champion's (the card's)
    prize_chivalry: int


class DealForecast(msgspec.Struct, frozen=True, kw_only=True):
    """Whether a deal offered to you can be accepted now and, when not, who keeps it from
    being done and why (rule 32, house 28; issue 35): `proposer` (his purse or hand), `you`
    (yours), `battle` (add-one cards sealed); "" when it can. Seen by the player it is offered
    to only: his own hand is in it."""

    may_accept: bool
    hindered_by: Literal["", "proposer", "you", "battle"]
    reason: str


class SiteEntry(msgspec.Struct, frozen=True, kw_only=True):
    """What entering a mystic site starts (rule 28): the player on the left draws a guardian;
    both throw its die until one falls, or the challenger retreats paying the card's penalty;
    killed, he is out of the game (rule 34 ii). The ranges are over the guardian pack's cards."""

    endurance: int  # the challenger's now
    chivalry: int
    guardian_endurance_min: int
    guardian_endurance_max: int
    retreat_endurance_min: int
    retreat_endurance_max: int
    retreat_chivalry_min: int
    retreat_chivalry_max: int
    slay_chivalry_min: int
    slay_chivalry_max: int
    no_return_turns: int  # after a retreat or a wrong answer (rule 28 iv)


class BattleAhead(msgspec.Struct, frozen=True, kw_only=True):
    """A battle "End movement" starts (rule 6 iv): the wages the mover sets aside for it (rule
    17), and whether it resumes a siege delayed on an earlier turn (rule 18 i)."""

    node: str
    defender: int
    wages: int
    resumed: bool


class MoveForecast(msgspec.Struct, frozen=True, kw_only=True):
    """What the movement phase may start: the battles "End movement" fights now, and a grail
    quest on entering a mystic site."""

    battles: list[BattleAhead]
    site: SiteEntry | None  # None: no challenger on the board (a prisoner's is off it)


Forecast = (
    BidForecast | PurchaseForecast | GuardianForecast | JoustForecast | DealForecast | MoveForecast
)
KINDS: dict[DecisionKind, type[Forecast]] = {
    DecisionKind.BID: BidForecast,
    DecisionKind.PURCHASE: PurchaseForecast,
    DecisionKind.QUEST: GuardianForecast,
    DecisionKind.JOUST_REPLY: JoustForecast,
    DecisionKind.DEAL_REPLY: DealForecast,
    DecisionKind.JOUST_PICK: JoustForecast,  # the blow's price, beside the numbers
    DecisionKind.MOVE: MoveForecast,
}


def forecast(state: State, decision: Decision) -> Forecast | None:
    """What the decision costs the seat deciding it, or None for a kind without a forecast."""
    if decision.seat is None:
        return None
    if decision.kind == DecisionKind.BID:
        return bid_forecast(state, decision.seat, decision.detail["challenger"])
    if decision.kind == DecisionKind.PURCHASE:
        return purchase_forecast(state, decision.seat)
    if decision.kind == DecisionKind.QUEST:
        return guardian_forecast(state)
    if decision.kind in (DecisionKind.JOUST_REPLY, DecisionKind.JOUST_PICK):
        return joust_forecast(state, decision.seat)
    if decision.kind == DecisionKind.DEAL_REPLY:
        return deal_forecast(state, decision.detail["number"])
    if decision.kind == DecisionKind.MOVE:
        return move_forecast(state, decision.seat)
    return None


def deal_forecast(state: State, number: int) -> DealForecast | None:
    """Who keeps the deal numbered `number` from being done now (`deals.hindered`)."""
    deal = deals.offer(state, number)
    if deal is None:
        return None
    hindrance = deals.hindered(state, deal)
    if hindrance is None:
        return DealForecast(may_accept=True, hindered_by="", reason="")
    who, reason = hindrance
    return DealForecast(may_accept=False, hindered_by=who, reason=reason)


# -- the purse --------------------------------------------------------------------------------
def dues(state: State, seat: int) -> int:
    """The Cost of Allegiance the player pays a turn (rule 8); the Royal Guardian's is paid by
    the moneylender (rule 31 i)."""
    return 0 if state.royal_guardian == seat else state.player(seat).cost_of_allegiance


def max_dues(gold: int, income: int, turns: int) -> int:
    """The largest dues a turn that `gold` pays for `turns` turns, `income` coming in after each
    turn's dues: the k-th payment needs gold + (k − 1) × income ≥ k × dues."""
    return min((gold + (k - 1) * income) // k for k in range(1, turns + 1))


def tax_if_won(state: State, seat: int, challenger: str) -> int:
    """Tax Due once the allegiance is won: his standards go on the challenger's castle and
    villages while he has standards left (rule 5 iv, house 6)."""
    rs = state.rs
    c = rs.challenger(challenger)
    room = rs.defaults.max_standards - standards_on_board(state, seat)
    won = [sq for sq in (c.castle, *c.villages) if state.control.get(sq) != seat][: max(room, 0)]
    return state.tax_due(seat) + sum(rs.square_tax(sq) for sq in won)


def bid_forecast(state: State, seat: int, challenger: str) -> BidForecast:
    player = state.player(seat)
    cost = dues(state, seat)
    income = tax_if_won(state, seat, challenger)
    gold = player.gold
    lasts = [
        PurseTurns(turns=n, max_bid=max_dues(gold, income, n) - cost) for n in range(1, HORIZON + 1)
    ]
    forever = min(income, gold) - cost
    return BidForecast(
        gold=gold,
        cost_of_allegiance=cost,
        tax_due=state.tax_due(seat),
        tax_due_if_won=income,
        warn_turns=WARN_TURNS,
        lasts=lasts,
        forever_max_bid=forever if forever >= 0 else None,
    )


def purchase_forecast(state: State, seat: int) -> PurchaseForecast:
    """In the purchase phase the turn's taxes come after the purchase (rule 6 v–vi): the purse
    left pays the next turns' dues with a turn's taxes in before each."""
    player = state.player(seat)
    d = state.rs.defaults
    cost, income = dues(state, seat), state.tax_due(seat)
    reserve = max(0, WARN_TURNS * (cost - income))
    knights = max(0, d.max_knights - player.knights())
    foot = max(0, d.max_footsoldiers - player.footsoldiers())
    return PurchaseForecast(
        gold=player.gold,
        knight_price=d.knight_price,
        footsoldier_price=d.footsoldier_price,
        knights_allowed=knights,
        footsoldiers_allowed=foot,
        knights_affordable=min(knights, player.gold // d.knight_price)
        if d.knight_price
        else knights,
        footsoldiers_affordable=(
            min(foot, player.gold // d.footsoldier_price) if d.footsoldier_price else foot
        ),
        cost_of_allegiance=cost,
        tax_due=income,
        warn_turns=WARN_TURNS,
        safe_spend=max(0, player.gold - reserve),
    )


def _affordable(gold: int, price: int, allowed: int) -> int:
    return min(allowed, gold // price) if price > 0 else allowed


# -- the guardian -----------------------------------------------------------------------------
def guardian_forecast(state: State) -> GuardianForecast:
    """Both throw the guardian card's die; the higher throw takes the difference off the
    other's endurance (rule 28 ii)."""
    quest = state.current_quest()
    assert quest.guardian is not None, "the guardian is fought once drawn (rule 28 i)"
    card = state.rs.guardians[quest.guardian]
    player = state.player(quest.seat)
    d = state.rs.defaults
    faces = d.blue_die_faces if card.die == Die.BLUE else d.red_die_faces
    throws = [(g, c) for g in range(1, faces + 1) for c in range(1, faces + 1)]

    def chance(test: Callable[[int, int], bool]) -> float:
        hits = sum(1 for g, c in throws if test(g, c))
        return float(Fraction(hits, len(throws)))

    endurance_after = player.endurance - card.retreat_endurance
    return GuardianForecast(
        guardian=card.id,
        name=card.name,
        die=card.die,
        guardian_endurance=quest.guardian_endurance,
        endurance=player.endurance,
        chivalry=player.chivalry,
        round_wounds_you=chance(lambda g, c: g > c),
        round_wounds_guardian=chance(lambda g, c: c > g),
        round_tie=chance(lambda g, c: g == c),
        round_kills_you=chance(lambda g, c: g - c >= player.endurance),
        round_slays_guardian=chance(lambda g, c: c - g >= quest.guardian_endurance),
        slay_chivalry=card.slay_chivalry,
        retreat_endurance=card.retreat_endurance,
        retreat_chivalry=card.retreat_chivalry,
        endurance_after_retreat=endurance_after,
        chivalry_after_retreat=max(0, player.chivalry - card.retreat_chivalry),
        retreat_eliminates=endurance_after <= 0,
    )


# -- the tournament ---------------------------------------------------------------------------
def joust_forecast(state: State, seat: int) -> JoustForecast:
    joust = state.current_joust()
    effect = state.rs.fortune[joust.card].effect
    lost = int(effect["decline_chivalry"])
    player = state.player(seat)
    blow = state.rs.defaults.joust_blow_endurance
    return JoustForecast(
        decline_chivalry=lost,
        chivalry=player.chivalry,
        chivalry_after_decline=max(0, player.chivalry - lost),
        endurance=player.endurance,
        blow_endurance=blow,
        blows_to_fall=-(-player.endurance // blow) if blow > 0 else 0,
        prize_gold=int(effect.get("prize_gold", 0)),
        prize_chivalry=int(effect.get("prize_chivalry", 0)),
    )


# -- the movement phase -----------------------------------------------------------------------
def move_forecast(state: State, seat: int) -> MoveForecast:
    """The battles "End movement" fights (the engine's own list, rule 6 iv) and what a mystic
    site holds for the challenger who enters it (rule 28)."""
    ahead = [
        BattleAhead(
            node=c.node,
            defender=c.defender,
            wages=battles.battle_wages(state, seat, c.node),
            resumed=state.sieges.get(c.node) == seat,
        )
        for c in battles.contests(state, seat)
    ]
    return MoveForecast(battles=ahead, site=site_entry(state, seat))


def site_entry(state: State, seat: int) -> SiteEntry | None:
    """The ranges over the guardian cards of the game's deck (public; which card lies on top of
    the pack, or which are left in it, is not told)."""
    player = state.player(seat)
    cards = list(state.rs.guardians.values())
    if not cards or player.challenger_at is None:
        return None
    return SiteEntry(
        endurance=player.endurance,
        chivalry=player.chivalry,
        guardian_endurance_min=min(c.endurance for c in cards),
        guardian_endurance_max=max(c.endurance for c in cards),
        retreat_endurance_min=min(c.retreat_endurance for c in cards),
        retreat_endurance_max=max(c.retreat_endurance for c in cards),
        retreat_chivalry_min=min(c.retreat_chivalry for c in cards),
        retreat_chivalry_max=max(c.retreat_chivalry for c in cards),
        slay_chivalry_min=min(c.slay_chivalry for c in cards),
        slay_chivalry_max=max(c.slay_chivalry for c in cards),
        no_return_turns=state.rs.defaults.no_return_turns,
    )
