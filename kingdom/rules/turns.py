"""The sequence of play (rule 6): fortune, allegiances, movement, battles, purchases, taxes."""

from __future__ import annotations

from collections import deque
from typing import NoReturn

from kingdom.rules import battles, cards, combat, prisoners, quest
from kingdom.rules.actions import Buy, EndMovement, EndTurn, Move
from kingdom.rules.camelot import camelot_income, enter_camelot
from kingdom.rules.context import Ctx
from kingdom.rules.economy import (
    BANK,
    castles_for_recruits,
    collect_taxes,
    may_recruit,
    take_square,
    transfer,
)
from kingdom.rules.endgame import pay_due
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    CardPlayed,
    PiecesBought,
    PiecesMoved,
    TurnEnded,
)
from kingdom.rules.movement import Group, check_path, reachable
from kingdom.rules.phases import announce_phase, enter_phase
from kingdom.rules.registry import automatic, handles
from kingdom.rules.sequence import (
    active_player,
    leave_fortune_phase,
    next_turn,
)
from kingdom.rules.state import Phase, Player, Stack, State


@automatic(Phase.FORTUNE)
def fortune(ctx: Ctx) -> bool:
    """Rule 6 i: the top fortune card, acted on at once (none on a missed turn)."""
    state = ctx.state
    if cards.awaiting_fortune_card(state):
        return False  # a table types in the card drawn
    leave_fortune_phase(ctx)
    turn = state.current_turn()
    if not turn.misses and state.fortune_pack:
        cards.resolve(ctx, turn.seat, cards.draw_fortune(state))
    return True


@automatic(Phase.ALLEGIANCE)
def allegiance(ctx: Ctx) -> bool:
    """Rule 8: pay the total Cost of Allegiance; the Royal Guardian receives it (rule 31 i).
    The phase is announced here, after the fortune card's effects (`leave_fortune_phase`)."""
    announce_phase(ctx)
    state = ctx.state
    turn = state.current_turn()
    seat = turn.seat
    cost = state.player(seat).cost_of_allegiance
    if cost and state.royal_guardian == seat:
        transfer(ctx, BANK, seat, cost, "cost of allegiance", "rule 31 i")
    elif cost:
        pay_due(ctx, seat, BANK, cost, "cost of allegiance", "rule 8")
    # With a debt open, the game waits for it in the next phase (rule 32).
    enter_phase(ctx, Phase.TAXES if turn.misses else Phase.MOVEMENT)
    return True


# -- rule 6 iii: movement -------------------------------------------------------------------------
@automatic(Phase.MOVEMENT)
def movement(ctx: Ctx) -> bool:
    """The host of a tournament neither moves nor fights this turn (rule 7)."""
    if ctx.state.current_turn().hosting:
        enter_phase(ctx, Phase.BATTLES)
        return True
    return False


@handles(Move)
def move(ctx: Ctx, action: Move) -> None:
    state = ctx.state
    player = active_player(state, action.seat, Phase.MOVEMENT, "move")
    seat = player.seat
    board = state.rs.board
    for node in (action.origin, action.destination):
        if not board.is_node(node):
            raise IllegalAction("rule 9", f"move: {node!r} is not a land square or river side")
    group = Group(action.knights, action.footsoldiers, action.challenger)
    if group.empty or action.knights < 0 or action.footsoldiers < 0:
        raise IllegalAction("rule 9", "move: name the knights, footsoldiers or challenger to move")
    cards = cards_for_move(state, action)
    if action.path:
        path = tuple(action.path)
        if path[-1] != action.destination:
            raise IllegalAction(
                "rule 9", f"move: the path ends at {path[-1]}, not {action.destination}"
            )
        check_path(state, seat, action.origin, group, path)
    else:
        paths = reachable(state, seat, action.origin, group, target=action.destination)
        if action.destination not in paths:
            if action.destination == action.origin:
                raise IllegalAction("rule 9", "move: the destination is where the pieces stand")
            _explain_unreachable(state, seat, action, group)
        path = paths[action.destination]
    check_wages(state, action)
    for card in cards:
        play_card(ctx, seat, card, "rule 10")
    _carry_out(ctx, seat, action, path, again=bool(cards))


def check_wages(state: State, action: Move) -> None:
    """Rule 17: an attack the attacker cannot pay the wages of is not allowed."""
    if not (action.knights or action.footsoldiers):
        return
    seat = action.seat
    if seat is None:
        raise AssertionError("only a player's pieces move and fight (rules 9, 17)")
    if not state.enemies_at(action.destination, seat):
        return  # no battle there: empty, his own, or an ally's pieces (rule 33)
    d = state.rs.defaults
    player = state.player(seat)
    already = player.stacks.get(action.destination)
    knights = action.knights + (already.knights if already else 0)
    footsoldiers = action.footsoldiers + (already.footsoldiers if already else 0)
    needed = combat.wages(knights, footsoldiers, d.knight_wage, d.footsoldier_wage)
    other = sum(
        battles.battle_wages(state, seat, c.node)
        for c in battles.contests(state, seat)
        if c.node != action.destination
    )
    if needed + other > player.gold:
        raise IllegalAction(
            "rule 17",
            f"move: the battle at {action.destination} needs {needed} gold of wages"
            + (f" beside {other} for your other battles" if other else "")
            + f"; you have {player.gold}",
        )


def _fresh(stack: Stack | None) -> tuple[int, int]:
    """The knights and footsoldiers of a stack that have not moved this turn (rule 9)."""
    if stack is None:
        return 0, 0
    return stack.knights - stack.knights_moved, stack.footsoldiers - stack.footsoldiers_moved


def _check_challenger_may_move(player: Player, origin: str) -> None:
    if player.prisoner_of is not None:
        raise IllegalAction("rule 21 iii", "move: your Royal Challenger is a prisoner")
    if player.challenger_at != origin:
        raise IllegalAction("rule 9", f"move: your Royal Challenger is not at {origin}")
    rule = player.stays_home()
    if rule is not None:
        raise IllegalAction(
            rule, "move: your Royal Challenger stays in his castle this turn, recovering"
        )


def cards_for_move(state: State, action: Move) -> list[str]:
    """The free-move cards a move spends: one for each piece named that has already moved this
    turn (rule 10), none for fresh pieces (house 25). Refuses (IllegalAction) pieces that may
    not move: not there, a held or imprisoned challenger, moved pieces without `free_move` or
    without cards enough."""
    seat = action.seat
    if seat is None:
        raise AssertionError("only a player's pieces move (rule 9)")
    player = state.player(seat)
    if action.challenger:
        _check_challenger_may_move(player, action.origin)
    again = moving_again(state, seat, action)
    cards = free_move_cards(state, seat)[:again]
    if again and not action.free_move:
        raise IllegalAction("rule 9", _moved_already(player, action))
    if len(cards) < again:
        raise IllegalAction(
            "rule 10",
            "move: you hold no free-move card"
            if not cards
            else f"move: {again} pieces that have moved this turn need {again} free-move cards, "
            f"one a piece; you hold {len(cards)}",
        )
    return cards


def _moved_already(player: Player, action: Move) -> str:
    """Why a move without a free-move card is refused: some of its pieces have moved (rule 9)."""
    if not (action.knights or action.footsoldiers):
        return "move: your Royal Challenger has moved this turn"
    knights, footsoldiers = _fresh(player.stacks.get(action.origin))
    challenger = action.challenger and player.challenger_moved
    return (
        f"move: {action.origin} has {knights} knights and {footsoldiers} footsoldiers that have "
        f"not moved this turn; asked {action.knights} and {action.footsoldiers}"
        + ("; your Royal Challenger has moved" if challenger else "")
    )


def moving_again(state: State, seat: int, action: Move) -> int:
    """How many of the pieces named have already moved this turn: each needs a free-move card
    (rule 10: a card moves one piece again — a company of knights, a detachment of footsoldiers
    or the Royal Challenger). The pieces that have not moved go first, for nothing (house 25).
    Asking for more pieces than stand there is refused here (rule 9)."""
    player = state.player(seat)
    stack = player.stacks.get(action.origin)
    knights, footsoldiers = (stack.knights, stack.footsoldiers) if stack else (0, 0)
    if action.knights > knights or action.footsoldiers > footsoldiers:
        raise IllegalAction(
            "rule 9",
            f"move: {action.origin} has {knights} knights and {footsoldiers} footsoldiers; "
            f"asked {action.knights} and {action.footsoldiers}",
        )
    fresh_knights, fresh_foot = _fresh(stack)
    return (
        max(0, action.knights - fresh_knights)
        + max(0, action.footsoldiers - fresh_foot)
        + (1 if action.challenger and player.challenger_moved else 0)
    )


def free_move_cards(state: State, seat: int) -> list[str]:
    """The free-move cards in the player's hand (rule 10)."""
    kinds = set(state.rs.cards_of_kind("free_move"))
    return [card for card in state.player(seat).hand if card in kinds]


def play_card(ctx: Ctx, seat: int, card: str, rule: str) -> None:
    """A kept card is played and goes back to the bottom of the fortune pack (rule 7)."""
    ctx.state.player(seat).hand.remove(card)
    ctx.state.return_cards([card])
    ctx.emit(CardPlayed(seat=seat, card=card, rule=rule))


def _explain_unreachable(state: State, seat: int, action: Move, group: Group) -> NoReturn:
    """Find the rule that stops the move to name it in the refusal."""
    board = state.rs.board
    previous = {action.origin: action.origin}  # each place, and the place it was reached from
    queue = deque([action.origin])
    while queue and action.destination not in previous:
        node = queue.popleft()
        for n in board.neighbours(node):
            if n not in previous:
                previous[n] = node
                queue.append(n)
    if action.destination not in previous:
        raise IllegalAction(
            "rule 9", f"move: {action.destination} cannot be reached from {action.origin}"
        )
    path = []
    node = action.destination
    while node != action.origin:
        path.append(node)
        node = previous[node]
    check_path(state, seat, action.origin, group, tuple(reversed(path)))
    raise IllegalAction(
        "rule 9", f"move: {action.destination} is out of reach from {action.origin}"
    )


def _carry_out(ctx: Ctx, seat: int, action: Move, path: tuple[str, ...], *, again: bool) -> None:
    state = ctx.state
    player = state.player(seat)
    if action.knights or action.footsoldiers:
        origin = player.stacks[action.origin]
        fresh_knights, fresh_foot = _fresh(origin)
        # Fresh pieces go first; the rest had moved and go again on their cards (rule 10).
        origin.knights_moved -= max(0, action.knights - fresh_knights)
        origin.footsoldiers_moved -= max(0, action.footsoldiers - fresh_foot)
        origin.knights -= action.knights
        origin.footsoldiers -= action.footsoldiers
        if origin.empty:
            del player.stacks[action.origin]
        arrived = player.stack(action.destination)
        arrived.knights += action.knights
        arrived.footsoldiers += action.footsoldiers
        arrived.knights_moved += action.knights
        arrived.footsoldiers_moved += action.footsoldiers
    if action.challenger:
        player.challenger_at = action.destination
        player.challenger_moved = True
    ctx.emit(
        PiecesMoved(
            seat=seat,
            origin=action.origin,
            destination=action.destination,
            path=path,
            knights=action.knights,
            footsoldiers=action.footsoldiers,
            challenger=action.challenger,
            free_move=again,
            rule="rule 10" if again else "rule 9",
        )
    )
    if action.knights or action.footsoldiers:
        prisoners.capture_lone_challengers(ctx, seat, action.destination)
        _take_if_undefended(ctx, seat, action.destination)
    if action.challenger:
        camelot = state.rs.board.camelot.square
        square = state.rs.board.node_square(action.destination)
        if action.destination == camelot:
            enter_camelot(ctx, seat, camelot)
        elif action.origin == camelot:
            player.camelot_since = None
        if quest.may_quest(state, seat, square):
            quest.begin(ctx, seat, square)
    note_occupation(state)


def _take_if_undefended(ctx: Ctx, seat: int, node: str) -> None:
    """Rules 18, 20, 34: an undefended village or castle is taken by moving military pieces in."""
    if not any(s != seat for s in ctx.state.occupants(node)):
        take_square(ctx, seat, ctx.state.rs.board.node_square(node))


def note_occupation(state: State) -> None:
    """Rule 23: remember since when each home castle has been free of enemy pieces; forget a
    siege whose besiegers have gone."""
    holders = state.military_by_node()
    for node, besieger in list(state.sieges.items()):
        if besieger not in holders.get(node, ()) or len(holders.get(node, ())) < 2:
            del state.sieges[node]
    for player in state.players:
        if player.eliminated or player.challenger is None:
            continue
        castle = state.rs.challenger(player.challenger).castle
        occupied = any(
            s != player.seat and not state.allied(s, player.seat) for s in holders.get(castle, ())
        )
        if occupied:
            player.home_clear_since = None
        elif player.home_clear_since is None:
            player.home_clear_since = state.turn.number if state.turn else 0


@handles(EndMovement)
def end_movement(ctx: Ctx, action: EndMovement) -> None:
    active_player(ctx.state, action.seat, Phase.MOVEMENT, "end movement")
    enter_phase(ctx, Phase.BATTLES)


# -- rule 6 iv: battles ---------------------------------------------------------------------------
@automatic(Phase.BATTLES)
def fight(ctx: Ctx) -> bool:
    """Rule 6 iv: battles where the mover's pieces stand with an opponent's (rules 11–21)."""
    state = ctx.state
    turn = state.current_turn()
    if turn.misses:
        enter_phase(ctx, Phase.TAXES)
        return True
    if turn.hosting:
        enter_phase(ctx, Phase.PURCHASE)
        return True
    if battles.step_battles(ctx):
        return True
    if state.battle is None and not turn.contests:
        note_occupation(state)
        enter_phase(ctx, Phase.PURCHASE)
        return True
    return False


# -- rule 6 v: purchases --------------------------------------------------------------------------
@handles(Buy)
def buy(ctx: Ctx, action: Buy) -> None:
    state, d = ctx.state, ctx.rs.defaults
    player = active_player(state, action.seat, Phase.PURCHASE, "buy")
    seat = player.seat
    if action.knights < 0 or action.footsoldiers < 0 or action.knights + action.footsoldiers == 0:
        raise IllegalAction("rule 22", "buy: name how many knights and footsoldiers to buy")
    allowed, why = may_recruit(state, seat)
    if not allowed:
        raise IllegalAction("rule 23", f"buy: {why}")
    if action.castle not in castles_for_recruits(state, seat):
        raise IllegalAction(
            "rule 22",
            f"buy: new pieces go on a castle you control and hold; {action.castle!r} is not",
        )
    if player.knights() + action.knights > d.max_knights:
        raise IllegalAction(
            ctx.rs.rule("max_knights"),
            f"buy: at most {d.max_knights} knights; you have {player.knights()}",
        )
    if player.footsoldiers() + action.footsoldiers > d.max_footsoldiers:
        raise IllegalAction(
            ctx.rs.rule("max_footsoldiers"),
            f"buy: at most {d.max_footsoldiers} footsoldiers; you have {player.footsoldiers()}",
        )
    cost = action.knights * d.knight_price + action.footsoldiers * d.footsoldier_price
    if cost > player.gold:
        raise IllegalAction("rule 22", f"buy: {cost} gold needed, you have {player.gold}")
    transfer(ctx, seat, BANK, cost, "purchase", "rule 22")
    stack = player.stack(action.castle)
    stack.knights += action.knights
    stack.footsoldiers += action.footsoldiers
    ctx.emit(
        PiecesBought(
            seat=seat,
            castle=action.castle,
            knights=action.knights,
            footsoldiers=action.footsoldiers,
            cost=cost,
            rule="rule 22",
        )
    )


@handles(EndTurn)
def end_turn(ctx: Ctx, action: EndTurn) -> None:
    active_player(ctx.state, action.seat, Phase.PURCHASE, "end turn")
    enter_phase(ctx, Phase.TAXES)


# -- rule 6 vi: taxes, then the next player -------------------------------------------------------
@automatic(Phase.TAXES)
def taxes(ctx: Ctx) -> bool:
    seat = ctx.state.current_turn().seat
    collect_taxes(ctx, seat)
    camelot_income(ctx, seat)
    finish_turn(ctx)
    return True


def finish_turn(ctx: Ctx) -> None:
    state = ctx.state
    turn = state.current_turn()
    player = state.player(turn.seat)
    released = False
    if turn.misses and not player.eliminated:
        player.turns_to_miss -= 1
        if player.turns_to_miss == 0:
            released = player.prisoner_of is not None
            player.miss_reason = None
    for stack in player.stacks.values():
        stack.knights_moved = stack.footsoldiers_moved = 0
    player.challenger_moved = False
    ctx.emit(TurnEnded(seat=turn.seat, number=turn.number, rule="rule 6"))
    note_occupation(state)
    if released:
        prisoners.release_or_ransom(ctx, turn.seat)
    if state.phase == Phase.OVER or state.ransom is not None:
        return  # the captor decides before the game goes on (rule 21 iii c)
    next_turn(ctx)
