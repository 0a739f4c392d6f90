"""Alliances (rule 33, RULES.md section 8): propose, accept or refuse, end at any time.

Any two players may ally. One proposes (`ProposeAlliance`), the other accepts or refuses
(`AnswerAlliance`: a decision on the reply clock, refused by default); either ally may end it at
any time, even in the middle of his own turn (`EndAlliance`). Everything is public and cites
rule 33. While allied, their pieces share squares without battle and neither attacks the other
(`State.allied`, read by movement and battles); when one ally attacks, or is attacked, on a
square where the other has military pieces, those pieces fight on his side (`sides`).

Where the rulebook is silent (docs/house-rules.md, house 27): alliances are made from the first
turn on; nothing about them is done while a die is in the air at a physical table; two players
fighting on opposite sides of the battle under way may not ally until it is over; an alliance
ended during a battle takes the former ally's pieces out of it at once, and the mover fights
every side that stands newly against him on his squares that turn; an eliminated player's
alliances and offers end with him.
"""

from __future__ import annotations

from kingdom.rules.actions import Action, AnswerAlliance, EndAlliance, ProposeAlliance
from kingdom.rules.context import Ctx
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    AllianceEnded,
    AllianceFormed,
    AllianceProposed,
    AllianceRefused,
    AllyLeavesBattle,
)
from kingdom.rules.registry import handles
from kingdom.rules.state import Battle, Contest, Phase, Proposal, State

RULE = "rule 33"
HOUSE = "house 27"
ACTIONS = (ProposeAlliance, AnswerAlliance, EndAlliance)
_NOT_IN_PLAY = (Phase.ORDER, Phase.CHOOSE, Phase.AUCTION, Phase.OVER)


# -- who may deal in alliances now ----------------------------------------------------------------
def closed(state: State, seat: int | None) -> str | None:
    """Why `seat` may not propose, answer or end an alliance now (None: it may)."""
    if seat is None or not 0 <= seat < len(state.players):
        return "only a player in the game makes or ends alliances"
    if state.phase in _NOT_IN_PLAY or state.turn is None:
        return "alliances are made once the turns have begun"
    if state.player(seat).eliminated:
        return "an eliminated player makes no alliance"
    if state.pending_roll is not None:
        return "a die is waiting to be rolled; deal in alliances once it is"
    return None


def _player(state: State, seat: int | None, what: str) -> int:
    reason = closed(state, seat)
    if reason is not None or seat is None:
        raise IllegalAction(HOUSE if state.turn is not None else RULE, f"{what}: {reason}")
    return seat


def _pair(a: int, b: int) -> tuple[int, int]:
    return (min(a, b), max(a, b))


def proposal_between(state: State, a: int, b: int) -> Proposal | None:
    """The offer waiting between two seats, whoever made it."""
    return next((p for p in state.proposals if {p.seat, p.to_seat} == {a, b}), None)


def side_of(battle: Battle, seat: int) -> int | None:
    """The leader whose side `seat` fights on in the battle, or None when he stands aside."""
    for leader in (battle.attacker, battle.defender):
        if seat == leader or seat in battle.allies.get(leader, ()):
            return leader
    return None


def members(battle: Battle, leader: int) -> list[int]:
    """A side of the battle: its leader first, then his allies in seat order (rule 33)."""
    return [leader, *battle.allies.get(leader, ())]


def _opposed(state: State, a: int, b: int) -> bool:
    """Whether two seats fight on opposite sides of the battle under way."""
    battle = state.battle
    if battle is None:
        return False
    side_a, side_b = side_of(battle, a), side_of(battle, b)
    return side_a is not None and side_b is not None and side_a != side_b


def _may_propose(state: State, seat: int, to_seat: int) -> str | None:
    if not 0 <= to_seat < len(state.players) or to_seat == seat:
        return f"seat {to_seat} is no other player of this game"
    if state.player(to_seat).eliminated:
        return f"{state.player(to_seat).name} has been eliminated"
    if state.allied(seat, to_seat):
        return f"you are already allied with {state.player(to_seat).name}"
    if proposal_between(state, seat, to_seat) is not None:
        return f"an offer between you and {state.player(to_seat).name} awaits its answer"
    if _opposed(state, seat, to_seat):
        return "you fight on opposite sides of the battle under way"
    return None


# -- the actions ----------------------------------------------------------------------------------
@handles(ProposeAlliance)
def propose(ctx: Ctx, action: ProposeAlliance) -> None:
    """Rule 33: "players must clearly state their intentions to form an alliance"."""
    state = ctx.state
    seat = _player(state, action.seat, "propose alliance")
    refusal = _may_propose(state, seat, action.to_seat)
    if refusal is not None:
        raise IllegalAction(RULE, f"propose alliance: {refusal}")
    state.proposals.append(Proposal(seat=seat, to_seat=action.to_seat, number=state.proposals_made))
    state.proposals_made += 1
    state.player(seat).proposed_on = state.current_turn().number
    ctx.emit(AllianceProposed(seat=seat, to_seat=action.to_seat, rule=RULE))


@handles(AnswerAlliance)
def answer(ctx: Ctx, action: AnswerAlliance) -> None:
    """Accept (the alliance holds at once) or refuse the offer made to you."""
    state = ctx.state
    seat = _player(state, action.seat, "answer alliance")
    proposal = next(
        (p for p in state.proposals if p.seat == action.from_seat and p.to_seat == seat), None
    )
    if proposal is None:
        raise IllegalAction(
            RULE, f"answer alliance: seat {action.from_seat} has offered you no alliance"
        )
    if action.accept and _opposed(state, seat, proposal.seat):
        raise IllegalAction(
            HOUSE, "answer alliance: you fight on opposite sides of the battle under way"
        )
    state.proposals.remove(proposal)
    if action.accept:
        state.alliances = sorted([*state.alliances, _pair(seat, proposal.seat)])
        ctx.emit(AllianceFormed(seat=seat, proposer=proposal.seat, rule=RULE))
    else:
        ctx.emit(AllianceRefused(seat=seat, proposer=proposal.seat, rule=RULE))


@handles(EndAlliance)
def end(ctx: Ctx, action: EndAlliance) -> None:
    """Rule 33: "a player can terminate an agreement at any time" — it takes effect at once."""
    state = ctx.state
    seat = _player(state, action.seat, "end alliance")
    if not 0 <= action.ally < len(state.players) or not state.allied(seat, action.ally):
        raise IllegalAction(RULE, f"end alliance: you have no alliance with seat {action.ally}")
    _dissolve(ctx, seat, action.ally, "ended")


def _dissolve(ctx: Ctx, seat: int, ally: int, reason: str) -> None:
    state = ctx.state
    before = _enemy_sides(state)
    state.alliances.remove(_pair(seat, ally))
    ctx.emit(AllianceEnded(seat=seat, ally=ally, reason=reason, rule=RULE))
    _leave_battle(ctx, seat, ally)
    _new_contests(state, before)


def _leave_battle(ctx: Ctx, a: int, b: int) -> None:
    """A former ally fighting on the other's side stops fighting in that battle at once: his
    pieces stand aside, he owes no wages for it (house 27)."""
    battle = ctx.state.battle
    if battle is None:
        return
    for leader, seat in ((a, b), (b, a)):
        allies = battle.allies.get(leader, [])
        if seat in allies:
            allies.remove(seat)
            battle.wages.pop(seat, None)
            battle.initial.pop(seat, None)
            if not allies:
                del battle.allies[leader]
            strength = _side_value(ctx.state, battle, leader)
            ctx.emit(
                AllyLeavesBattle(
                    node=battle.node, leader=leader, seat=seat, strength=strength, rule=HOUSE
                )
            )


def _side_value(state: State, battle: Battle, leader: int) -> int:
    """A side's combat value: the sum of its members' pieces on the square (rules 12, 33)."""
    stacks = [state.player(seat).stacks.get(battle.node) for seat in members(battle, leader)]
    return sum(stack.strength for stack in stacks if stack is not None)


def _enemy_sides(state: State) -> set[tuple[str, int]]:
    """During the mover's battles, the (square, leader) of every side he stands against."""
    turn = state.turn
    if turn is None or turn.contests is None or state.phase != Phase.BATTLES:
        return set()
    nodes = [node for node, stack in state.player(turn.seat).stacks.items() if not stack.empty]
    return {(node, leader) for node in nodes for leader in defending_sides(state, node, turn.seat)}


def _new_contests(state: State, before: set[tuple[str, int]]) -> None:
    """Ended during the mover's battles, whoever the two are: a side the mover now stands
    against that he did not before is a battle still to fight this turn (rule 6 iv) — the
    mover's former ally, or the ally who left the side he is fighting, whom he fights once
    that battle is over (issue 35)."""
    turn = state.turn
    if turn is None or turn.contests is None or state.phase != Phase.BATTLES:
        return
    battle = state.battle
    fighting = set() if battle is None else _fighting(battle)
    for node, leader in sorted(_enemy_sides(state) - before):
        if battle is not None and battle.node == node and leader in fighting:
            continue
        if all((c.node, c.defender) != (node, leader) for c in turn.contests):
            turn.contests.append(Contest(node=node, defender=leader))


def _fighting(battle: Battle) -> set[int]:
    """Every seat on either side of the battle under way."""
    return {*members(battle, battle.attacker), *members(battle, battle.defender)}


def dissolve_all(ctx: Ctx, seat: int) -> None:
    """An eliminated player's alliances end and the offers to or from him lapse (rule 34)."""
    state = ctx.state
    for ally in state.allies_of(seat):
        _dissolve(ctx, seat, ally, "eliminated")
    for proposal in [p for p in state.proposals if seat in (p.seat, p.to_seat)]:
        state.proposals.remove(proposal)
        ctx.emit(
            AllianceRefused(
                seat=proposal.to_seat, proposer=proposal.seat, reason="eliminated", rule=RULE
            )
        )


# -- what the game waits for, and what a seat may do ----------------------------------------------
def replies(state: State) -> list[tuple[int, dict[str, int]]]:
    """The offers awaiting an answer, as (answering seat, detail); none while a die waits."""
    if state.phase in _NOT_IN_PLAY or state.pending_roll is not None:
        return []
    return [(p.to_seat, {"from": p.seat, "number": p.number}) for p in state.proposals]


def legal(state: State, seat: int) -> list[Action]:
    """The alliances `seat` may propose or end now (answers are the decisions' own)."""
    if closed(state, seat) is not None:
        return []
    ends: list[Action] = [EndAlliance(seat=seat, ally=ally) for ally in state.allies_of(seat)]
    offers: list[Action] = [
        ProposeAlliance(seat=seat, to_seat=other)
        for other in state.active_seats()
        if _may_propose(state, seat, other) is None
    ]
    return [*offers, *ends]


def answers(state: State, seat: int, proposer: int) -> list[Action]:
    options: list[Action] = [AnswerAlliance(seat=seat, from_seat=proposer, accept=False)]
    if not _opposed(state, seat, proposer):
        options.insert(0, AnswerAlliance(seat=seat, from_seat=proposer, accept=True))
    return options


# -- the sides of a battle ------------------------------------------------------------------------
def side_allies(state: State, node: str, leader: int, against: list[int]) -> list[int]:
    """The leader's allies with military pieces on `node` who are allied with nobody in
    `against` (an ally of both sides stands aside, house 27)."""
    return [
        seat
        for seat in sorted(state.occupants(node))
        if seat != leader
        and seat not in against
        and state.allied(seat, leader)
        and not any(state.allied(seat, other) for other in against)
    ]


def sides(state: State, node: str, mover: int, victim: int) -> dict[int, list[int]]:
    """Rule 33: who fights with the mover and with the defender on `node` (leaders as keys,
    only sides with allies listed). The defender's allies join first; the mover's allies join
    if allied with no one on the defending side."""
    defending = side_allies(state, node, victim, [mover])
    attacking = side_allies(state, node, mover, [victim, *defending])
    return {
        leader: allies for leader, allies in ((mover, attacking), (victim, defending)) if allies
    }


def defending_sides(state: State, node: str, mover: int) -> list[int]:
    """The leaders the mover attacks on `node`, one per defending side (rule 6 iv): each enemy
    in seat order leads a side unless an earlier one's allies took him in; an allied side is
    led by the square's controller among them (RULES.md section 8)."""
    enemies = [s for s in sorted(state.enemies_at(node, mover)) if state.sieges.get(node) != s]
    leaders: list[int] = []
    covered: set[int] = set()
    controller = state.control.get(state.rs.board.node_square(node))
    for seat in enemies:
        if seat in covered:
            continue
        side = [seat, *side_allies(state, node, seat, [mover])]
        leader = controller if controller in side else seat
        leaders.append(leader)
        covered.update(side, side_allies(state, node, leader, [mover]))
    return leaders


# -- the bots' rule (docs/bots.md) ----------------------------------------------------------------
def _might(state: State, seat: int) -> int:
    """A player's military pieces on the board: public, in every seat's view."""
    return state.player(seat).knights() + state.player(seat).footsoldiers()


def bot_choice(state: State, seat: int) -> Action | None:
    """What a bot does about alliances now, from public facts only (docs/bots.md); while fewer
    than three players are in the game it refuses every offer and makes none:

    - answers an offer: accepts when it has no ally yet and the proposer is not the strongest
      player on the board; refuses otherwise;
    - ends an alliance, during its own movement, when its ally has become the strongest player
      on the board and stronger than itself by half;
    - proposes, at the start of its own movement once every three of its turns, to the weakest
      other player (seat order on ties) when it has no ally and no offer waiting.
    """
    if closed(state, seat) is not None:
        return None
    rivals = [s for s in state.active_seats() if s != seat]
    strongest = max(state.active_seats(), key=lambda s: (_might(state, s), -s))
    for proposal in state.proposals:
        if proposal.to_seat == seat:
            accept = (
                len(rivals) >= 2
                and not state.allies_of(seat)
                and proposal.seat != strongest
                and not _opposed(state, seat, proposal.seat)
            )
            return AnswerAlliance(seat=seat, from_seat=proposal.seat, accept=accept)
    if len(rivals) < 2:  # an alliance is against someone: with one rival a bot makes none
        return None
    turn = state.current_turn()
    if state.phase != Phase.MOVEMENT or turn.seat != seat:
        return None
    for ally in state.allies_of(seat):
        if ally == strongest and 2 * _might(state, ally) > 3 * _might(state, seat):
            return EndAlliance(seat=seat, ally=ally)
    player = state.player(seat)
    fresh = not player.challenger_moved and not any(
        s.knights_moved or s.footsoldiers_moved for s in player.stacks.values()
    )
    waiting = any(seat in (p.seat, p.to_seat) for p in state.proposals)
    if (
        fresh
        and not waiting
        and not state.allies_of(seat)
        and player.proposed_on != turn.number
        and player.turns_taken % 3 == 1
    ):
        weakest = min(rivals, key=lambda s: (_might(state, s), s))
        return ProposeAlliance(seat=seat, to_seat=weakest)
    return None
