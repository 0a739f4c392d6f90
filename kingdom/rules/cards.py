"""The packs and the cards of fortune (rules 4 i, 6 i, 7, 10, 13; docs/decks.md).

The packs are shuffled from the game's secret dice at the start; their order never leaves the
engine's state (`view` shows their sizes). At a physical table the packs are real: the card
drawn is typed in (`EnterCard`), and the engine only keeps which cards are in each pack.
"""

from __future__ import annotations

from collections.abc import Callable
from math import factorial

from kingdom.rules.actions import EnterCard
from kingdom.rules.board import Board
from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, castles_for_recruits, transfer
from kingdom.rules.endgame import pay_due
from kingdom.rules.errors import IllegalAction, RulesetError
from kingdom.rules.events import (
    CardKept,
    FortuneDrawn,
    HiddenDraw,
    PacksShuffled,
    PiecesLost,
    TroopsJoined,
)
from kingdom.rules.honours import change_chivalry, change_endurance
from kingdom.rules.joust import announce
from kingdom.rules.quest import enter_quest_card
from kingdom.rules.registry import handles, on_roll
from kingdom.rules.ruleset import FortuneCard
from kingdom.rules.sequence import leave_fortune_phase
from kingdom.rules.state import CardLoss, Mode, Phase, Roll, RollPurpose, State


# -- shuffling (rule 4 i) -------------------------------------------------------------------------
def _permutation(items: list[str], index: int) -> list[str]:
    """The index-th permutation of `items` (factorial number system): one secret draw shuffles
    a whole pack, and replaying the draw gives the same order."""
    pool, order = list(items), []
    for size in range(len(pool), 0, -1):
        position, index = divmod(index, factorial(size - 1))
        order.append(pool.pop(position))
    return order


def shuffle_packs(ctx: Ctx) -> None:
    state, rs = ctx.state, ctx.rs
    packs = {
        "fortune": list(rs.fortune),
        "guardians": list(rs.guardians),
        "riddles": list(rs.riddles),
    }
    for name, cards in packs.items():
        if state.mode == Mode.SERVER and cards:
            size = factorial(len(cards))
            value = ctx.draw(size)
            ctx.emit(
                HiddenDraw(purpose=f"shuffle {name}", value=value, visible_to=(), rule="rule 4 i")
            )
            cards = _permutation(cards, value)
        packs[name] = cards
    state.fortune_pack = packs["fortune"]
    state.fortune_under = 0 if state.mode == Mode.TABLE else None
    state.guardian_pack = packs["guardians"]
    state.riddle_pack = packs["riddles"]
    ctx.emit(
        PacksShuffled(
            fortune=len(packs["fortune"]),
            guardians=len(packs["guardians"]),
            riddles=len(packs["riddles"]),
            rule="rule 4 i",
        )
    )


def take_from(state: State, pack: list[str], card: str | None) -> str | None:
    """The top card (server dice), or the card typed in at a table (None: not yet typed)."""
    if state.mode == Mode.SERVER:
        return pack.pop(0) if pack else None
    if card is None:
        return None
    pack.remove(card)
    return card


def draw_fortune(state: State) -> str:
    """The top card of the fortune pack, drawn by the server (rule 6 i)."""
    card = take_from(state, state.fortune_pack, None)
    if card is None:
        raise AssertionError("the server draws only from a pack it holds (rule 6 i)")
    return card


# -- phase i: the card of fortune -----------------------------------------------------------------
def awaiting_fortune_card(state: State) -> bool:
    """At a table, the game waits for the drawn card to be typed in (rule 6 i)."""
    return (
        state.mode == Mode.TABLE
        and state.phase == Phase.FORTUNE
        and state.turn is not None
        and not state.turn.misses
        and bool(state.fortune_pack)
        and state.quest is None
    )


@handles(EnterCard)
def enter_card(ctx: Ctx, action: EnterCard) -> None:
    """A table types in the card drawn: fortune (the player whose turn it is), or a guardian or
    riddle (the player on the quester's left)."""
    state = ctx.state
    if state.quest is not None:
        enter_quest_card(ctx, action)
        return
    turn = state.turn
    if turn is None or not awaiting_fortune_card(state) or action.seat != turn.seat:
        raise IllegalAction("rule 6 i", "enter card: no card is waiting to be drawn by you")
    if action.card not in state.fortune_pack:
        raise IllegalAction("rule 6 i", f"enter card: {action.card!r} is not in the fortune pack")
    on_top = state.fortune_on_top()
    if action.card not in on_top:
        raise IllegalAction(
            "rule 7",
            f"enter card: {action.card} went under the fortune pack; the {len(on_top)} cards "
            "above it are drawn first",
        )
    if state.fortune_under == len(state.fortune_pack):  # the pack has gone round
        state.fortune_under -= 1  # its first card under is drawn
    take_from(state, state.fortune_pack, action.card)
    leave_fortune_phase(ctx)
    resolve(ctx, turn.seat, action.card)


def resolve(ctx: Ctx, seat: int, card_id: str) -> None:
    """Rule 7: acted on by every player affected; the card goes to the bottom of the pack,
    or to the drawer's hand if he keeps it."""
    state = ctx.state
    card = ctx.rs.fortune[card_id]
    if card.keep:
        ctx.emit(FortuneDrawn(seat=seat, card=None, title=None, kept=True, rule="rule 7"))
        ctx.emit(CardKept(seat=seat, card=card_id, visible_to=(seat,), rule="rule 7"))
        state.player(seat).hand.append(card_id)
        return
    ctx.emit(FortuneDrawn(seat=seat, card=card_id, title=card.title, kept=False, rule="rule 7"))
    if card.kind == "royal_joust":
        announce(ctx, seat, card)  # the card returns to the pack when the tournament ends
        return
    state.return_cards([card_id])
    for affected in _affected(state, seat, card.effect["scope"]):
        if not state.player(affected).eliminated:
            EFFECT_HANDLERS[card.kind](ctx, affected, card)


def _affected(state: State, drawer: int, scope: str) -> list[int]:
    seats = state.active_seats()
    start = seats.index(drawer) if drawer in seats else 0
    ordered = seats[start:] + seats[:start]
    if scope == "drawer":
        return [drawer]
    if scope == "others":
        return [s for s in ordered if s != drawer]
    return ordered


def _reason(card: FortuneCard) -> str:
    return f"fortune: {card.title}"


def _villages(state: State, seat: int) -> int:
    return sum(1 for sq in state.controlled(seat) if state.rs.board.village_at(sq) is not None)


def _castles(state: State, seat: int) -> int:
    board = state.rs.board
    return sum(
        1
        for sq in state.controlled(seat)
        if (castle := board.castle_at(sq)) is not None and not castle.camelot
    )


def _pieces(state: State, seat: int, piece: str) -> int:
    player = state.player(seat)
    return {
        "knight": player.knights(),
        "footsoldier": player.footsoldiers(),
        "any": player.knights() + player.footsoldiers(),
    }[piece]


def _gain(ctx: Ctx, seat: int, card: FortuneCard, amount: int) -> None:
    transfer(ctx, BANK, seat, amount, _reason(card), "rule 7")


def _pay(ctx: Ctx, seat: int, card: FortuneCard, amount: int) -> None:
    pay_due(ctx, seat, BANK, amount, _reason(card), "rule 7")


def _lose_pieces(ctx: Ctx, seat: int, card: FortuneCard) -> None:
    """Every struck place loses the card's count of the player's pieces (rule 7)."""
    state = ctx.state
    effect = card.effect
    for node in sorted(state.player(seat).stacks):
        if struck(state, node, effect["where"]):
            stack = state.player(seat).stacks[node]
            have = {"knight": stack.knights, "footsoldier": stack.footsoldiers}.get(
                effect["piece"], stack.strength
            )
            count = have if effect["count"] == "all" else min(have, effect["count"])
            if count:
                state.card_losses.append(CardLoss(seat, node, effect["piece"], count))
    process_card_losses(ctx)


def struck(state: State, node: str, where: str) -> bool:
    """Is this place one a `lose_pieces` card strikes? Castle squares are sheltered."""
    board = state.rs.board
    square = board.node_square(node)
    if board.castle_at(square) is not None:
        return False
    if where in ("forest", "marsh", "mountain"):
        return board.terrain(square) == where
    if where == "river":
        return board.river_at(square) is not None
    if where == "bridge":
        return board.is_bridge(square)
    if where == "coast":
        return any(not board.is_land(n) for n in _orthogonal(board, square))
    if where == "camelot_adjacent":
        return board.camelot.square in board.adjacent_squares(square)
    if where == "mystic_adjacent":
        return any(board.mystic_site_at(n) for n in board.adjacent_squares(square))
    raise RulesetError(f"lose_pieces: unknown place {where!r}")


def _orthogonal(board: Board, square: str) -> list[str]:
    col, row = board.square(square).col, board.square(square).row
    names = []
    for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        c, r = col + dc, row + dr
        if 1 <= c <= board.columns and 1 <= r <= board.rows:
            names.append(f"{chr(ord('A') + c - 1)}{r}")
    return names


def process_card_losses(ctx: Ctx) -> None:
    """Remove the struck pieces; with `any` and a mixed stack, the drawer's red die picks
    (even a knight, odd a footsoldier), as for battle casualties (rule 16)."""
    state = ctx.state
    while state.card_losses and state.pending_roll is None:
        loss = state.card_losses[0]
        stack = state.player(loss.seat).stacks.get(loss.node)
        if stack is None or loss.count <= 0 or stack.empty:
            state.card_losses.pop(0)
            continue
        if (
            loss.piece == "any"
            and loss.count < stack.strength
            and stack.knights
            and stack.footsoldiers
        ):
            drawer = state.current_turn().seat
            ctx.request_roll(drawer, "red", RollPurpose.CARD_CASUALTY, "rule 7")
            return
        knight = loss.piece == "knight" or (loss.piece == "any" and not stack.footsoldiers)
        _remove_one(ctx, loss, knight)


@on_roll(RollPurpose.CARD_CASUALTY)
def card_casualty_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    loss = ctx.state.card_losses[0]
    _remove_one(ctx, loss, face % 2 == 0)
    process_card_losses(ctx)


def _remove_one(ctx: Ctx, loss: CardLoss, knight: bool) -> None:
    player = ctx.state.player(loss.seat)
    stack = player.stacks[loss.node]
    if knight and stack.knights:
        stack.knights -= 1
        stack.knights_moved = min(stack.knights_moved, stack.knights)
        lost = (1, 0)
    else:
        stack.footsoldiers -= 1
        stack.footsoldiers_moved = min(stack.footsoldiers_moved, stack.footsoldiers)
        lost = (0, 1)
    if stack.empty:
        del player.stacks[loss.node]
    loss.count -= 1
    ctx.emit(
        PiecesLost(
            seat=loss.seat, node=loss.node, knights=lost[0], footsoldiers=lost[1], rule="rule 7"
        )
    )


def _free_troops(ctx: Ctx, seat: int, card: FortuneCard) -> None:
    """Placed on his home castle, or another castle he controls, within his caps (rule 22)."""
    state, d = ctx.state, ctx.rs.defaults
    player = state.player(seat)
    home = state.home_castle(seat)
    castles = castles_for_recruits(state, seat)
    castle = home if home in castles else (castles[0] if castles else None)
    knights = min(card.effect["knights"], d.max_knights - player.knights())
    footsoldiers = min(card.effect["footsoldiers"], d.max_footsoldiers - player.footsoldiers())
    if castle is None:
        knights = footsoldiers = 0
    else:
        stack = player.stack(castle)
        stack.knights += knights
        stack.footsoldiers += footsoldiers
    ctx.emit(
        TroopsJoined(
            seat=seat, castle=castle, knights=knights, footsoldiers=footsoldiers, rule="rule 7"
        )
    )


def _miss_turns(ctx: Ctx, seat: int, card: FortuneCard) -> None:
    player = ctx.state.player(seat)
    player.turns_to_miss += card.effect["turns"]
    player.miss_reason = player.miss_reason or "fortune"


#: What a card of fortune does to one player it affects (rule 7).
EffectHandler = Callable[[Ctx, int, FortuneCard], None]


def _chivalry(sign: int) -> EffectHandler:
    def apply(ctx: Ctx, seat: int, card: FortuneCard) -> None:
        change_chivalry(ctx, seat, sign * card.effect["amount"], _reason(card), "rule 35")

    return apply


def _endurance(sign: int) -> EffectHandler:
    def apply(ctx: Ctx, seat: int, card: FortuneCard) -> None:
        change_endurance(ctx, seat, sign * card.effect["amount"], _reason(card), "rule 7")

    return apply


EFFECT_HANDLERS: dict[str, EffectHandler] = {
    "gain_gold": lambda ctx, s, c: _gain(ctx, s, c, c.effect["amount"]),
    "pay_gold": lambda ctx, s, c: _pay(ctx, s, c, c.effect["amount"]),
    "gain_per_village": lambda ctx, s, c: _gain(
        ctx, s, c, c.effect["amount"] * _villages(ctx.state, s)
    ),
    "pay_per_village": lambda ctx, s, c: _pay(
        ctx, s, c, c.effect["amount"] * _villages(ctx.state, s)
    ),
    "gain_per_castle": lambda ctx, s, c: _gain(
        ctx, s, c, c.effect["amount"] * _castles(ctx.state, s)
    ),
    "pay_per_castle": lambda ctx, s, c: _pay(
        ctx, s, c, c.effect["amount"] * _castles(ctx.state, s)
    ),
    "pay_per_piece": lambda ctx, s, c: _pay(
        ctx, s, c, c.effect["amount"] * _pieces(ctx.state, s, c.effect["piece"])
    ),
    "gain_chivalry": _chivalry(+1),
    "lose_chivalry": _chivalry(-1),
    "gain_endurance": _endurance(+1),
    "lose_endurance": _endurance(-1),
    "lose_pieces": _lose_pieces,
    "free_troops": _free_troops,
    "miss_turn": _miss_turns,
    "nothing": lambda ctx, s, c: None,
}
