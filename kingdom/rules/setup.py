"""Preparation for play (rule 4) and allegiances (rule 5, RULES.md section 9)."""

from __future__ import annotations

from kingdom.rules.actions import Bid, ChooseChallenger
from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, set_control, standards_on_board, transfer
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    AllegianceFormed,
    AuctionOpened,
    BidRecorded,
    BidSealed,
    BidsRevealed,
    ChallengerChosen,
    FirstPlayerFound,
    HiddenDraw,
    PiecesPlaced,
    TokensHidden,
)
from kingdom.rules.phases import enter_phase
from kingdom.rules.registry import automatic, handles, on_roll
from kingdom.rules.sequence import begin_first_turn
from kingdom.rules.state import (
    Allegiance,
    AuctionState,
    MagicToken,
    Mode,
    Phase,
    Roll,
    RollPurpose,
    State,
)

ARTHUR = "arthur"


# -- rule 4 iv: who starts ------------------------------------------------------------------------
@automatic(Phase.ORDER)
def roll_for_order(ctx: Ctx) -> bool:
    setup = ctx.state.setup
    waiting = [s for s in setup.contenders if s not in setup.rolls]
    ctx.request_roll(waiting[0], "red", RollPurpose.ORDER, "rule 4 iv")
    return True


@on_roll(RollPurpose.ORDER)
def order_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    """The highest throw starts (rule 4 iv); the tied throw again. Play goes clockwise."""
    state, setup = ctx.state, ctx.state.setup
    setup.rolls[roll.seat] = face
    if len(setup.rolls) < len(setup.contenders):
        return
    best = max(setup.rolls.values())
    top = [s for s in setup.contenders if setup.rolls[s] == best]
    setup.rolls = {}
    if len(top) > 1:
        setup.contenders = top
        return
    seats = [p.seat for p in state.players]
    first = top[0]
    state.order = seats[first:] + seats[:first]
    setup.contenders = []
    ctx.emit(FirstPlayerFound(seat=first, order=tuple(state.order), rule="rule 4 iv"))
    enter_phase(ctx, Phase.CHOOSE)


# -- rule 4 v–vii: choosing the Royal Challengers -------------------------------------------------
def chooser(state: State) -> int | None:
    if state.phase != Phase.CHOOSE or state.setup.choosing >= len(state.order):
        return None
    return state.order[state.setup.choosing]


def choosable(state: State) -> list[str]:
    """Challengers this chooser may take; the last to choose must take a free Arthur."""
    taken = {p.challenger for p in state.players}
    free = [k for k in state.rs.challenger_keys if k not in taken]
    last = state.setup.choosing == len(state.order) - 1
    if last and ARTHUR in free:
        return [ARTHUR]
    return free


@handles(ChooseChallenger)
def choose_challenger(ctx: Ctx, action: ChooseChallenger) -> None:
    state = ctx.state
    seat = chooser(state)
    if seat is None or action.seat != seat:
        raise IllegalAction(
            "rule 4 v", f"it is not seat {action.seat}'s turn to choose a challenger"
        )
    if action.challenger not in state.rs.challenger_keys:
        raise IllegalAction("rule 4 v", f"there is no Royal Challenger {action.challenger!r}")
    allowed = choosable(state)
    if action.challenger not in allowed:
        if allowed == [ARTHUR]:
            raise IllegalAction(
                "rule 4 v", "one player must play King Arthur: the last to choose must take him"
            )
        raise IllegalAction("rule 4 v", f"{action.challenger} has already been chosen")
    player = state.player(seat)
    player.challenger = action.challenger
    ctx.emit(ChallengerChosen(seat=seat, challenger=action.challenger, rule="rule 4 v"))
    _enter_the_board(ctx, seat, action.challenger)
    state.setup.choosing += 1
    if state.setup.choosing == len(state.order):
        _after_choosing(ctx)


def _enter_the_board(ctx: Ctx, seat: int, key: str) -> None:
    """Rule 4 v–vii: the challenger on his castle, standards on his castle and three villages,
    2 knights and 4 footsoldiers on the castle; chivalry 0 (rule 35), endurance (house 1)."""
    state, d = ctx.state, ctx.rs.defaults
    player = state.player(seat)
    challenger = ctx.rs.challenger(key)
    player.chivalry = d.starting_chivalry
    player.endurance = d.starting_endurance
    player.challenger_at = challenger.castle
    stack = player.stack(challenger.castle)
    stack.knights += d.starting_knights
    stack.footsoldiers += d.starting_footsoldiers
    ctx.emit(
        PiecesPlaced(
            seat=seat,
            node=challenger.castle,
            knights=d.starting_knights,
            footsoldiers=d.starting_footsoldiers,
            challenger=True,
            rule=ctx.rs.rule("starting_knights"),
        )
    )
    for square in (challenger.castle, *challenger.villages):
        set_control(ctx, square, seat, "rule 4 v")


def _after_choosing(ctx: Ctx) -> None:
    state = ctx.state
    _hide_tokens(ctx)
    taken = {p.challenger for p in state.players}
    unchosen = [k for k in state.rs.challenger_keys if k not in taken]
    preferred = [k for k in state.settings.auction_order if k in unchosen]
    state.setup.to_auction = preferred + [k for k in unchosen if k not in preferred]
    enter_phase(ctx, Phase.AUCTION)


def _hide_tokens(ctx: Ctx) -> None:
    """Rule 4 viii: nine tokens face down, one on each mystic site; one hides the grail.

    With server dice the grail's site is drawn in secret. At a physical table nobody knows it
    until a token is turned.
    """
    state = ctx.state
    sites = tuple(site.square for site in state.rs.board.mystic_sites)
    state.tokens = {site: MagicToken.HIDDEN for site in sites}
    if state.mode == Mode.SERVER:
        index = ctx.draw(len(sites))
        state.grail_site = sites[index]
        ctx.emit(HiddenDraw(purpose="grail", value=index, visible_to=(), rule="rule 4 viii"))
    ctx.emit(TokensHidden(sites=sites, rule="rule 4 viii"))


# -- rule 5: allegiances --------------------------------------------------------------------------
@automatic(Phase.AUCTION)
def run_auction(ctx: Ctx) -> bool:
    state = ctx.state
    auction = state.setup.auction
    if auction is None:
        if not state.setup.to_auction:
            begin_first_turn(ctx)
            return True
        challenger = state.setup.to_auction.pop(0)
        state.setup.auction = AuctionState(challenger=challenger)
        ctx.emit(AuctionOpened(challenger=challenger, rule="rule 5 i"))
        return True
    if auction.contenders:
        waiting = [s for s in auction.contenders if s not in auction.rolls]
        ctx.request_roll(
            waiting[0],
            "red",
            RollPurpose.AUCTION,
            "rule 5 note" if auction.no_bids else "house 9",
        )
        return True
    return False


def bidders(state: State) -> list[int]:
    auction = state.setup.auction
    if state.phase != Phase.AUCTION or auction is None or auction.contenders:
        return []
    return [s for s in state.active_seats() if s not in auction.bids]


def max_bid(state: State, seat: int) -> int | None:
    """House 7: a sealed bid may not exceed the bidder's gold (when the ruleset says so)."""
    return state.player(seat).gold if state.rs.defaults.max_bid_is_purse else None


@handles(Bid)
def bid(ctx: Ctx, action: Bid) -> None:
    state = ctx.state
    seat = action.seat
    if seat is None or seat not in bidders(state):
        raise IllegalAction("rule 5 ii", f"seat {seat} has no bid to make")
    limit = max_bid(state, seat)
    if action.amount < 0:
        raise IllegalAction("rule 5 ii", f"a bid cannot be negative: {action.amount}")
    if limit is not None and action.amount > limit:
        raise IllegalAction("house 7", f"a bid may not exceed your gold: {action.amount} > {limit}")
    auction = state.current_auction()
    auction.bids[seat] = action.amount
    ctx.emit(BidSealed(seat=seat, rule="rule 5 ii"))
    ctx.emit(BidRecorded(seat=seat, amount=action.amount, visible_to=(seat,), rule="rule 5 ii"))
    if not bidders(state):
        _reveal(ctx)


def _reveal(ctx: Ctx) -> None:
    """Highest bid wins; a tie is broken by the red die (house 9). No bid at all: everyone
    rolls the red die, the highest wins, and the cost is his total thrown (rule 5 note)."""
    auction = ctx.state.current_auction()
    ctx.emit(BidsRevealed(challenger=auction.challenger, bids=dict(auction.bids), rule="rule 5 ii"))
    best = max(auction.bids.values())
    if best == 0:
        auction.no_bids = True
        auction.contenders = sorted(auction.bids)
        return
    top = sorted(s for s, amount in auction.bids.items() if amount == best)
    if len(top) == 1:
        _award(ctx, top[0], best, "rule 5 ii")
    else:
        auction.contenders = top


@on_roll(RollPurpose.AUCTION)
def auction_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    auction = ctx.state.current_auction()
    auction.rolls[roll.seat] = face
    auction.rolled_total[roll.seat] = auction.rolled_total.get(roll.seat, 0) + face
    if len(auction.rolls) < len(auction.contenders):
        return
    best = max(auction.rolls.values())
    top = [s for s in auction.contenders if auction.rolls[s] == best]
    auction.rolls = {}
    if len(top) > 1:
        auction.contenders = top
        return
    winner = top[0]
    if auction.no_bids:
        _award(ctx, winner, auction.rolled_total[winner], "rule 5 note c")
    else:
        _award(ctx, winner, auction.bids[winner], "house 9")


def _award(ctx: Ctx, seat: int, cost: int, rule: str) -> None:
    """Rule 5 iii–v: the Cost of Allegiance is recorded; 1 knight and 2 footsoldiers on the
    challenger's castle; the winner's standards on that castle and its villages."""
    state, d = ctx.state, ctx.rs.defaults
    auction = state.current_auction()
    challenger = ctx.rs.challenger(auction.challenger)
    player = state.player(seat)
    player.allegiances.append(Allegiance(challenger=challenger.key, cost=cost))
    ctx.emit(AllegianceFormed(seat=seat, challenger=challenger.key, cost=cost, rule=rule))
    stack = player.stack(challenger.castle)
    stack.knights += d.allegiance_knights
    stack.footsoldiers += d.allegiance_footsoldiers
    ctx.emit(
        PiecesPlaced(
            seat=seat,
            node=challenger.castle,
            knights=d.allegiance_knights,
            footsoldiers=d.allegiance_footsoldiers,
            rule="rule 5 iv",
        )
    )
    for square in (challenger.castle, *challenger.villages):
        if standards_on_board(state, seat) < d.max_standards:
            set_control(ctx, square, seat, "rule 5 iv")
    state.setup.auction = None


def give_starting_purses(ctx: Ctx) -> None:
    """Rule 4 iii: the moneylender gives each player 500 gold."""
    for player in ctx.state.players:
        transfer(
            ctx, BANK, player.seat, ctx.rs.defaults.starting_gold, "starting purse", "rule 4 iii"
        )
