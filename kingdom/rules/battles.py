"""Battles (rules 11–18, 20, RULES.md sections 3–4); a challenger left alone by a lost battle
escapes or is captured in kingdom.rules.escapes and kingdom.rules.prisoners, Camelot is
kingdom.rules.camelot.

A battle is a small state machine on `state.battle`: add-one cards, the attacker's roll, the
defender's roll, the table's cell, casualties one point at a time (the opponent's red die picks
a knight or a footsoldier), until a side is at nothing or the assault is delayed. Every die is a
chance point of the engine, so the same code serves server dice and dice typed in at a table.
"""

from __future__ import annotations

from kingdom.rules import alliances, combat, escapes
from kingdom.rules.actions import FightBattle, PlayCards
from kingdom.rules.alliances import members, side_of
from kingdom.rules.combat import BattleOutcome, CellKind, Holder
from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, take_square, transfer
from kingdom.rules.endgame import pay_due
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    AlliesJoinBattle,
    BattleEnded,
    BattleRound,
    BattleStarted,
    CardPlayed,
    PiecesLost,
    RolesReversed,
)
from kingdom.rules.honours import award
from kingdom.rules.registry import handles, on_roll
from kingdom.rules.state import (
    Battle,
    BattleStage,
    Contest,
    Escape,
    Roll,
    RollPurpose,
    State,
    Turn,
)


# -- which battles this turn ----------------------------------------------------------------------
def contests(state: State, mover: int) -> list[Contest]:
    """Squares where the mover's military pieces stand with an opponent's (rule 6 iv): he
    attacks every one, except the besiegers of his own castle whose assault was delayed, who
    resume it on their own turn (rule 18 i; house 16). Allies are no opponents, and allies
    standing together are one side, one battle (rule 33)."""
    found = []
    for node, stack in sorted(state.player(mover).stacks.items()):
        if stack.empty:
            continue
        for seat in alliances.defending_sides(state, node, mover):
            found.append(Contest(node=node, defender=seat))
    return found


def battle_wages(state: State, seat: int, node: str) -> int:
    d = state.rs.defaults
    stack = state.player(seat).stacks.get(node)
    if stack is None:
        return 0
    return combat.wages(stack.knights, stack.footsoldiers, d.knight_wage, d.footsoldier_wage)


def wages_committed(state: State, seat: int) -> int:
    """The wages of every battle the mover's pieces stand to fight this turn (rule 17)."""
    return sum(battle_wages(state, seat, c.node) for c in contests(state, seat))


def step_battles(ctx: Ctx) -> bool:
    """The battles phase (rule 6 iv): fight each contest, in the order the attacker picks."""
    state = ctx.state
    if state.battle is not None:
        return _step(ctx)
    turn = state.current_turn()
    if turn.contests is None:
        turn.contests = contests(state, turn.seat)
    turn.contests = [c for c in turn.contests if _still_contested(state, turn.seat, c)]
    if not turn.contests:
        return False
    if len(turn.contests) == 1:
        _begin(ctx, turn.contests[0])
        return True
    return False  # the attacker picks the next battle


def _contests_left(turn: Turn) -> list[Contest]:
    """The battles still to fight this turn, listed when the battles phase began (rule 6 iv)."""
    if turn.contests is None:
        raise AssertionError("the battles of this turn have not been listed yet (rule 6 iv)")
    return turn.contests


def _still_contested(state: State, mover: int, contest: Contest) -> bool:
    occupants = state.occupants(contest.node)
    return (
        mover in occupants
        and contest.defender in occupants
        and not state.allied(mover, contest.defender)
    )


@handles(FightBattle)
def fight_battle(ctx: Ctx, action: FightBattle) -> None:
    state = ctx.state
    turn = state.turn
    if state.battle is not None or turn is None or not turn.contests or action.seat != turn.seat:
        raise IllegalAction("rule 14", "fight battle: there is no battle for you to choose")
    for contest in turn.contests:
        if contest.node == action.node and action.defender in (None, contest.defender):
            _begin(ctx, contest)
            return
    where = ", ".join(c.node for c in turn.contests)
    raise IllegalAction("rule 14", f"fight battle: no battle at {action.node}; choose {where}")


def _begin(ctx: Ctx, contest: Contest) -> None:
    state = ctx.state
    board = state.rs.board
    turn = state.current_turn()
    mover, victim, node = turn.seat, contest.defender, contest.node
    square = board.node_square(node)
    holder = None
    if state.control.get(square) == victim:
        castle = board.castle_at(square)
        if castle is not None and not castle.camelot:
            holder = Holder.CASTLE
        elif board.village_at(square) is not None:
            holder = Holder.VILLAGE
    battle = Battle(
        node=node,
        aggressor=mover,
        victim=victim,
        attacker=mover,
        defender=victim,
        table=combat.first_table(holder),
        holder=holder,
    )
    battle.allies = alliances.sides(state, node, mover, victim)
    for seat in (*members(battle, mover), *members(battle, victim)):
        stack = state.player(seat).stacks[node]
        battle.initial[seat] = [stack.knights, stack.footsoldiers]
        battle.wages[seat] = battle_wages(state, seat, node)
    state.battle = battle
    _contests_left(turn).remove(contest)
    ctx.emit(
        BattleStarted(
            node=node,
            attacker=mover,
            defender=victim,
            table=battle.table,
            attacker_strength=_side_strength(state, battle, mover),
            defender_strength=_side_strength(state, battle, victim),
            wages=dict(battle.wages),
            rule="rule 14 ii",
        )
    )
    for leader, allies in battle.allies.items():
        ctx.emit(
            AlliesJoinBattle(
                node=node,
                leader=leader,
                allies=tuple(allies),
                strength=_side_strength(state, battle, leader),
                rule="rule 33",
            )
        )


# -- one battle, step by step ---------------------------------------------------------------------
def _strength(state: State, seat: int, node: str) -> int:
    stack = state.player(seat).stacks.get(node)
    return stack.strength if stack else 0


def _side_strength(state: State, b: Battle, leader: int) -> int:
    """A side's combat value: the sum of its members' pieces on the square (rules 12, 33)."""
    return sum(_strength(state, seat, b.node) for seat in members(b, leader))


def add_one_cards(state: State, seat: int) -> list[str]:
    kinds = set(state.rs.cards_of_kind("add_one"))
    return [card for card in state.player(seat).hand if card in kinds]


def _step(ctx: Ctx) -> bool:
    state = ctx.state
    b = state.current_battle()
    if b.stage == BattleStage.START:
        b.round += 1
        b.cards, b.faces = {}, {}
        b.deciding = [s for s in (b.attacker, b.defender) if add_one_cards(state, s)]
        b.stage = BattleStage.CARDS
        return True
    if b.stage == BattleStage.CARDS:
        if b.deciding:
            return False
        b.stage = BattleStage.ROLLS
        return True
    if b.stage == BattleStage.ROLLS:
        for seat, purpose in (
            (b.attacker, RollPurpose.BATTLE_ATTACKER),
            (b.defender, RollPurpose.BATTLE_DEFENDER),
        ):
            if seat not in b.faces:
                ctx.request_roll(seat, _side_die(state, b, seat), purpose, "rule 14 iii")
                return True
        _resolve_round(ctx)
        b.stage = BattleStage.LOSSES
        return True
    if b.stage == BattleStage.LOSSES:
        for seat in (b.defender, b.attacker):
            if b.losses.get(seat, 0) > 0:
                _lose_a_point(ctx, seat)
                return True
        _after_round(ctx)
        return True
    raise AssertionError(f"battle stage {b.stage}")


def _die(state: State, seat: int, node: str) -> str:
    stack = state.player(seat).stacks.get(node)
    return combat.die_for(stack.knights if stack else 0, state.royal_guardian == seat)


def _side_die(state: State, b: Battle, leader: int) -> str:
    """The side's die: blue if any of its pieces is a knight, or its leader is the Royal
    Guardian (rules 12 iii–v, 31 ii, 33)."""
    if leader not in b.allies:
        return _die(state, leader, b.node)
    stacks = [state.player(s).stacks.get(b.node) for s in members(b, leader)]
    knights = sum(stack.knights for stack in stacks if stack)
    return combat.die_for(knights, state.royal_guardian == leader)


@on_roll(RollPurpose.BATTLE_ATTACKER)
@on_roll(RollPurpose.BATTLE_DEFENDER)
def battle_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    ctx.state.current_battle().faces[roll.seat] = face


@handles(PlayCards)
def play_cards(ctx: Ctx, action: PlayCards) -> None:
    """Rule 13: add 1 to your battle throw per card; the cards go to the bottom of the pack."""
    state = ctx.state
    b = state.battle
    if b is None or b.stage != BattleStage.CARDS or action.seat not in b.deciding:
        raise IllegalAction("rule 13", "play cards: no battle round awaits your cards")
    held = add_one_cards(state, action.seat)
    if not 0 <= action.count <= len(held):
        raise IllegalAction(
            "rule 13", f"play cards: you hold {len(held)} add-one cards, not {action.count}"
        )
    b.cards[action.seat] = action.count
    b.deciding.remove(action.seat)
    if not b.deciding:
        _reveal_cards(ctx)


def _reveal_cards(ctx: Ctx) -> None:
    """House 18: the cards are committed sealed; once both sides have chosen they are shown,
    leave the hands and go to the bottom of the pack (rule 13). Until then the hands, the pack
    and the log are as they were, so the other side learns nothing."""
    state = ctx.state
    b = state.current_battle()
    for seat in (b.attacker, b.defender):
        for card in add_one_cards(state, seat)[: b.cards.get(seat, 0)]:
            state.player(seat).hand.remove(card)
            state.return_cards([card])
            ctx.emit(CardPlayed(seat=seat, card=card, rule="house 18"))


def _resolve_round(ctx: Ctx) -> None:
    state = ctx.state
    b = state.current_battle()
    tables = state.rs.tables
    reversed_ = b.attacker != b.aggressor
    mods: dict[int, list[tuple[int, str]]] = {b.attacker: [], b.defender: []}
    for seat in (b.attacker, b.defender):
        if b.cards.get(seat):
            mods[seat].append((b.cards[seat], f"+{b.cards[seat]} add-one cards (rule 13)"))
    attacking, defending = combat.holder_modifiers(b.holder, reversed_)
    mods[b.attacker] += attacking
    mods[b.defender] += defending
    score = {
        seat: tables.clamp(b.faces[seat] + sum(m for m, _ in mods[seat]))
        for seat in (b.attacker, b.defender)
    }
    cell = tables.cell(b.table, score[b.attacker], score[b.defender])
    table = tables.tables[b.table]
    ctx.emit(
        BattleRound(
            node=b.node,
            round=b.round,
            table=b.table,
            attacker=b.attacker,
            defender=b.defender,
            attacker_die=_side_die(state, b, b.attacker),
            defender_die=_side_die(state, b, b.defender),
            attacker_face=b.faces[b.attacker],
            defender_face=b.faces[b.defender],
            attacker_modifiers=tuple(text for _, text in mods[b.attacker]),
            defender_modifiers=tuple(text for _, text in mods[b.defender]),
            attacker_score=score[b.attacker],
            defender_score=score[b.defender],
            attacker_action=table.attacker_actions[tables.band(score[b.attacker])],
            defender_action=table.defender_actions[tables.band(score[b.defender])],
            result=cell.describe(),
            cell_source=cell.source,
            rule=table.rule,
        )
    )
    if cell.kind == CellKind.CASUALTIES:
        b.losses = {b.defender: cell.defender, b.attacker: cell.attacker}
    elif cell.kind == CellKind.DESTROYED:
        b.losses = {b.defender: _side_strength(state, b, b.defender)}
    elif cell.kind == CellKind.TABLE2:
        b.table = 2
        b.losses = {b.defender: cell.defender}
    elif cell.kind == CellKind.REVERSE:
        b.attacker, b.defender = b.defender, b.attacker
        b.losses = {}
        ctx.emit(
            RolesReversed(node=b.node, attacker=b.attacker, defender=b.defender, rule="rule 15 v")
        )
    elif cell.kind == CellKind.DELAYED:
        b.delayed = True
        b.losses = {}


def _lose_a_point(ctx: Ctx, leader: int) -> None:
    """Rule 16: the loser removes a piece per point; the opponent's red die picks which. A side
    with allies loses its leader's pieces first, then his allies' in seat order (rule 33)."""
    state = ctx.state
    b = state.current_battle()
    points = b.losses[leader]
    if points >= _side_strength(state, b, leader):
        for seat in members(b, leader):
            stack = state.player(seat).stacks.get(b.node)
            if stack is not None:
                _remove(ctx, seat, stack.knights, stack.footsoldiers)
        b.losses[leader] = 0
        return
    seat = next(s for s in members(b, leader) if _strength(state, s, b.node) > 0)
    stack = state.player(seat).stacks[b.node]
    if points >= stack.strength:  # his whole stack goes; the rest falls on his allies
        lost = stack.strength
        _remove(ctx, seat, stack.knights, stack.footsoldiers)
        b.losses[leader] -= lost
        return
    if combat.casualty_needs_roll(stack.knights, stack.footsoldiers):
        opponent = b.attacker if leader == b.defender else b.defender
        ctx.request_roll(opponent, "red", RollPurpose.CASUALTY, "rule 16", of_seat=seat)
        return
    knights, footsoldiers = combat.remove_one(stack.knights, stack.footsoldiers, None)
    _remove(ctx, seat, stack.knights - knights, stack.footsoldiers - footsoldiers)
    b.losses[leader] -= 1


@on_roll(RollPurpose.CASUALTY)
def casualty_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    state = ctx.state
    b = state.current_battle()
    seat = roll.of_seat
    if seat is None:
        raise AssertionError("a casualty roll names the seat losing a piece (rule 16)")
    stack = state.player(seat).stacks[b.node]
    knights, footsoldiers = combat.remove_one(stack.knights, stack.footsoldiers, face)
    _remove(ctx, seat, stack.knights - knights, stack.footsoldiers - footsoldiers)
    leader = side_of(b, seat)
    if leader is None:
        raise AssertionError(f"seat {seat} fights on no side of the battle (rule 33)")
    b.losses[leader] -= 1


def _remove(ctx: Ctx, seat: int, knights: int, footsoldiers: int) -> None:
    node = ctx.state.current_battle().node
    player = ctx.state.player(seat)
    stack = player.stacks[node]
    stack.knights -= knights
    stack.footsoldiers -= footsoldiers
    stack.knights_moved = min(stack.knights_moved, stack.knights)
    stack.footsoldiers_moved = min(stack.footsoldiers_moved, stack.footsoldiers)
    if stack.empty:
        del player.stacks[node]
    ctx.emit(
        PiecesLost(seat=seat, node=node, knights=knights, footsoldiers=footsoldiers, rule="rule 16")
    )


def _after_round(ctx: Ctx) -> None:
    state = ctx.state
    b = state.current_battle()
    attacker_left = _side_strength(state, b, b.attacker)
    defender_left = _side_strength(state, b, b.defender)
    if b.delayed:
        _finish(ctx, BattleOutcome.DELAYED, None)
    elif attacker_left <= 0 and defender_left <= 0:
        _finish(ctx, BattleOutcome.INCONCLUSIVE, None)
    elif defender_left <= 0:
        _finish(ctx, _outcome(b, b.attacker), b.attacker)
    elif attacker_left <= 0:
        _finish(ctx, _outcome(b, b.defender), b.defender)
    else:
        b.stage = BattleStage.START


def _outcome(b: Battle, winner: int) -> BattleOutcome:
    return BattleOutcome.ATTACKER_WINS if winner == b.aggressor else BattleOutcome.DEFENDER_WINS


_END_RULES = {
    BattleOutcome.ATTACKER_WINS: "rule 15 vi",
    BattleOutcome.DEFENDER_WINS: "rule 15 vi",
    BattleOutcome.INCONCLUSIVE: "rule 16 note",
    BattleOutcome.DELAYED: "rule 18 i",
}


def _finish(ctx: Ctx, outcome: BattleOutcome, winner: int | None) -> None:
    """Rule 17: wages and spoils; captures of the square and of a lone challenger."""
    state = ctx.state
    b = state.current_battle()
    state.battle = None
    rule = (
        "rule 20"
        if outcome == BattleOutcome.DELAYED and b.holder == Holder.VILLAGE
        else _END_RULES[outcome]
    )
    ctx.emit(BattleEnded(node=b.node, outcome=outcome, winner=winner, rule=rule))
    if outcome == BattleOutcome.DELAYED:
        state.sieges[b.node] = b.aggressor
    elif state.sieges.get(b.node) in (b.aggressor, b.victim):
        # A siege ends with a battle its besieger fought; a third player's battle on the square
        # leaves it standing, to be resumed on the besieger's turn (rule 18 i, house 16).
        state.sieges.pop(b.node)
    if winner is not None:
        loser = b.victim if winner == b.aggressor else b.aggressor
        if outcome == BattleOutcome.ATTACKER_WINS:
            award(ctx, b.aggressor, "attacker_wins_battle")
            _capture_square(ctx, b.aggressor, b.node)
        # Rule 33: each ally pays his own wages; the losers' go to the winning leader.
        _pay(
            ctx,
            b,
            [(winner, BANK, "wages"), (loser, winner, "spoils of war")]
            + [(ally, BANK, "wages") for ally in b.allies.get(winner, ())]
            + [(ally, winner, "spoils of war") for ally in b.allies.get(loser, ())],
        )
        _challenger_left_alone(ctx, loser, winner, b)
    else:
        _pay(
            ctx,
            b,
            [
                (seat, BANK, "wages")
                for leader in (b.aggressor, b.victim)
                for seat in members(b, leader)
            ],
        )


def _pay(ctx: Ctx, b: Battle, payments: list[tuple[int, int | None, str]]) -> None:
    """The aggressor's payments first: he could afford his attack; the other may fall short
    and owe the rest (a due, rule 32)."""
    payments.sort(key=lambda p: p[0] != b.aggressor)
    for payer, payee, reason in payments:
        amount = b.wages.get(payer, 0)
        if ctx.state.player(payer).eliminated:
            continue
        if payer == b.aggressor:
            transfer(
                ctx, payer, payee, min(amount, ctx.state.player(payer).gold), reason, "rule 17"
            )
        else:
            pay_due(ctx, payer, payee, amount, reason, "rule 17")


def _capture_square(ctx: Ctx, seat: int, node: str) -> None:
    """A winner who clears a village or castle places his standard there (rules 18, 20), and
    a castle taken in battle earns chivalry (house 4)."""
    square = ctx.state.rs.board.node_square(node)
    if take_square(ctx, seat, square) and ctx.state.rs.board.castle_at(square) is not None:
        award(ctx, seat, "capture_castle")


def _challenger_left_alone(ctx: Ctx, loser: int, winner: int, b: Battle) -> None:
    """The losing side's Royal Challengers left on the square without pieces try to escape,
    the leader's first, then his allies' one after another (rules 21 i, 33)."""
    state = ctx.state
    node = b.node
    alone = [
        seat
        for seat in dict.fromkeys([*members(b, loser), *state.allies_of(loser)])
        if not state.player(seat).eliminated
        and state.player(seat).prisoner_of is None  # a prisoner here is the captor's already
        and state.player(seat).challenger_at == node
        and _strength(state, seat, node) == 0
        and not state.allied(seat, winner)
    ]
    if alone:
        escapes.try_escape(ctx, Escape(seat=alone[0], captor=winner, node=node, then=alone[1:]))
