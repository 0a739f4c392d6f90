"""Gold, taxes, allegiances and purchases (rules 4 iii, 8, 17, 22–24, 32).

Every gold movement is one `GoldTransferred` posting between two accounts, a player or the
moneylender (None), so the sum of all accounts never changes.
"""

from __future__ import annotations

from kingdom.rules.context import Ctx
from kingdom.rules.events import ControlChanged, GoldTransferred, TaxDueChanged
from kingdom.rules.state import State

BANK = None


def transfer(
    ctx: Ctx, payer: int | None, payee: int | None, amount: int, reason: str, rule: str
) -> None:
    """Move gold between accounts and post it to the ledger. The bank is unlimited."""
    if amount <= 0:
        return
    players = ctx.state.players
    if payer is not BANK:
        assert players[payer].gold >= amount, f"seat {payer} cannot pay {amount}"
        players[payer].gold -= amount
    if payee is not BANK:
        players[payee].gold += amount
    ctx.emit(GoldTransferred(payer=payer, payee=payee, amount=amount, reason=reason, rule=rule))


def bank_balance(state: State) -> int:
    """What the moneylender has paid out, negated: with it, all accounts sum to zero."""
    return -sum(p.gold for p in state.players)


def set_control(ctx: Ctx, square: str, seat: int | None, rule: str) -> None:
    """Place (or take away) a standard and recompute Tax Due of everyone it touches (rule 24)."""
    state = ctx.state
    previous = state.control.get(square)
    if previous == seat:
        return
    if seat is None:
        state.control.pop(square, None)
    else:
        state.control[square] = seat
    ctx.emit(ControlChanged(square=square, seat=seat, previous=previous, rule=rule))
    for touched in (previous, seat):
        if touched is not None:
            ctx.emit(TaxDueChanged(seat=touched, tax_due=state.tax_due(touched), rule="rule 24"))


def take_square(ctx: Ctx, seat: int, square: str) -> bool:
    """Rules 18, 20: a village or castle taken — moved into undefended, or cleared in battle —
    gets the taker's standard; not his own, nor his ally's (rule 33, house 27), nor past his
    standards (house 6: he occupies it instead). True when the standard was placed."""
    state = ctx.state
    board = state.rs.board
    castle = board.castle_at(square)
    if castle is None and board.village_at(square) is None:
        return False
    owner = state.control.get(square)
    if owner == seat or (owner is not None and state.allied(owner, seat)):
        return False
    if standards_on_board(state, seat) >= state.rs.defaults.max_standards:
        return False
    set_control(ctx, square, seat, "rule 18" if castle else "rule 20")
    return True


def collect_taxes(ctx: Ctx, seat: int) -> None:
    """Rule 24 (rule 6 vi): the Tax Due of every village and castle controlled, from the bank;
    then the taxes of those he occupies without his standard (rule 6 vi)."""
    state = ctx.state
    transfer(ctx, BANK, seat, state.tax_due(seat), "taxes", ctx.rs.rule("taxes"))
    occupation = sum(state.rs.square_tax(square) for square in occupied(state, seat))
    transfer(ctx, BANK, seat, occupation, "taxes from occupation", "rule 6 vi")


def occupied(state: State, seat: int) -> list[str]:
    """Rule 6 vi: the villages and castles (not Camelot) under no standard of his on which his
    military pieces stand, and no one else's: they pay him as if he controlled them, as when
    he has no standard left to place (house 6)."""
    board = state.rs.board
    by_square: dict[str, set[int]] = {}
    for node, seats in state.military_by_node().items():
        by_square.setdefault(board.node_square(node), set()).update(seats)
    return sorted(
        square
        for square, seats in by_square.items()
        if seats == {seat}
        and state.control.get(square) != seat
        and (board.village_at(square) is not None or board.castle_at(square) is not None)
        and state.rs.square_tax(square) > 0
    )


def standards_on_board(state: State, seat: int) -> int:
    return sum(1 for owner in state.control.values() if owner == seat)


# -- recruits (rules 22–23) ---------------------------------------------------------------------
def may_recruit(state: State, seat: int) -> tuple[bool, str]:
    """Rule 23: only while his own castle has been free of enemy pieces for one whole turn."""
    player = state.player(seat)
    since = player.home_clear_since
    if since is None:
        return False, "your castle is occupied by the enemy"
    if since >= player.last_turn - 1 and since > 0:
        return False, f"your castle has been free of the enemy only since turn {since}"
    return True, ""


def castles_for_recruits(state: State, seat: int) -> list[str]:
    """Castles the player controls that may receive new pieces (rule 22 note; not Camelot)."""
    board = state.rs.board
    return [
        square
        for square in state.controlled(seat)
        if (castle := board.castle_at(square)) is not None
        and not castle.camelot
        and not state.enemies_at(square, seat)
    ]
