"""The engine's doors: `start_game`, `apply`, `pending`, `legal_actions`, `view`, `replay`.

`apply(state, action, dice) -> (state, events)` never changes the state it is given. An
illegal action raises `IllegalAction(rule, message)` and nothing happens. After the action the
game runs on by itself (automatic phases, dice) until it waits for a decision — or, at a
physical table, for the face of a die.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Importing the rules' modules registers their handlers.
from kingdom.rules import battles, cards, economy, endgame, joust, quest, setup, turns  # noqa: F401
from kingdom.rules.actions import (
    Action,
    AnswerDeal,
    AnswerJoust,
    AnswerRiddle,
    Bid,
    Buy,
    ChooseChallenger,
    ChooseRefuge,
    DeclareBankrupt,
    EndByTimeLimit,
    EndMovement,
    EndTurn,
    EnterCard,
    Execute,
    FightBattle,
    JudgeRiddle,
    LeaveSite,
    Move,
    OfferDeal,
    PickNumbers,
    PlayCards,
    QuestFight,
    QuestRetreat,
    Resign,
    Roll,
    SetRansom,
    TurnToken,
)
from kingdom.rules.context import Ctx
from kingdom.rules.dice import Dice, Die, TableDice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import DieRolled, Event, GameStarted, HiddenDraw
from kingdom.rules.movement import Group, reachable
from kingdom.rules.phases import enter_phase
from kingdom.rules.registry import AUTO, HANDLERS, ON_ROLL, handles
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Phase, Player, Settings, State

MAX_STEPS = 10_000  # a guard against a rules loop; a real turn takes a few dozen steps


@dataclass(frozen=True)
class Decision:
    """A decision the game waits for: whose, what kind, under which rule, with what bounds."""

    seat: int | None
    kind: str
    rule: str
    detail: dict[str, Any] = field(default_factory=dict)


# -- starting -------------------------------------------------------------------------------------
def start_game(
    ruleset: Ruleset,
    names: list[str],
    *,
    mode: Mode = Mode.SERVER,
    settings: Settings | None = None,
    dice: Dice,
    dice_commitment: str | None = None,
) -> tuple[State, list[Event]]:
    """A new game: seats, purses (rule 4 iii), then rolling for the first player (rule 4 iv)."""
    settings = settings or Settings()
    d = ruleset.defaults
    if not d.min_players <= len(names) <= d.max_players:
        raise IllegalAction(
            "rule 5", f"a game needs {d.min_players}–{d.max_players} players, not {len(names)}"
        )
    unknown = [k for k in settings.auction_order if k not in ruleset.challenger_keys]
    if unknown:
        raise IllegalAction("rule 5 i", f"auction order names unknown challengers {unknown}")
    state = State(
        mode=Mode(mode),
        settings=settings,
        players=[Player(seat=i, name=name) for i, name in enumerate(names)],
    )
    state.ruleset = ruleset
    ctx = Ctx(state, dice)
    ctx.emit(
        GameStarted(
            seats=tuple(names),
            mode=state.mode.value,
            dice_commitment=dice_commitment,
            rule="rule 4",
        )
    )
    setup.give_starting_purses(ctx)
    cards.shuffle_packs(ctx)
    seats = list(range(len(names)))
    if settings.order == Order.ROLL:
        enter_phase(ctx, Phase.ORDER)
        state.setup.contenders = seats
    else:
        state.order = seats
        enter_phase(ctx, Phase.CHOOSE)
    advance(ctx)
    return ctx.state, ctx.events


# -- applying an action ---------------------------------------------------------------------------
def apply(state: State, action: Action, dice: Dice) -> tuple[State, list[Event]]:
    """The game after `action`, and what happened. `state` itself is never changed: the rules
    work on a private copy. An illegal action raises `IllegalAction` naming the rule."""
    handler = _handler(state, action)
    ctx = Ctx(state.copy(), dice)
    handler(ctx, action)
    advance(ctx)
    return ctx.state, ctx.events


def _apply_in_place(state: State, action: Action, dice: Dice) -> list[Event]:
    """`apply` for a state nobody else holds (a replay building its own game): no copy. An
    illegal action may leave `state` half-changed, so only a caller that then drops the state
    may use it."""
    handler = _handler(state, action)
    ctx = Ctx(state, dice)
    handler(ctx, action)
    advance(ctx)
    return ctx.events


def _handler(state: State, action: Action) -> Callable[[Ctx, Action], None]:
    """The rule that handles the action, once the game may take it at all."""
    if state.phase == Phase.OVER:
        raise IllegalAction("rule 36", "the game is over", code="game_over")
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("api", f"no rule handles {action.kind}", code="bad_action")
    _check_interruption(state, action)
    return handler


#: The actions that answer an interruption (a die to roll, a debt, a deal), by decision kind.
_ANSWERS = {
    "roll": (Roll,),
    "raise_funds": (OfferDeal, DeclareBankrupt),
    "answer_deal": (AnswerDeal,),
    "ransom": (SetRansom, Execute),
    "choose_refuge": (ChooseRefuge,),
    "battle_cards": (PlayCards,),
    "choose_battle": (FightBattle,),
    "joust_reply": (AnswerJoust,),
    "joust_pick": (PickNumbers,),
    "enter_card": (EnterCard,),
    "quest": (QuestFight, QuestRetreat),
    "turn_token": (TurnToken,),
    "answer_riddle": (AnswerRiddle,),
    "judge_riddle": (JudgeRiddle,),
    "leave_site": (LeaveSite,),
}


def _check_interruption(state: State, action: Action) -> None:
    """While the game waits for a die, a debt, a deal, a ransom, a refuge or battle cards,
    nothing else may happen first."""
    decisions = pending(state)
    if not decisions or decisions[0].kind not in _ANSWERS:
        return
    if isinstance(action, Resign | EndByTimeLimit):
        return
    decision = decisions[0]
    if isinstance(action, _ANSWERS[decision.kind]):
        return
    what = decision.kind.replace("_", " ")
    raise NotYourDecision(decision.rule, f"the game waits for seat {decision.seat} to {what} first")


def advance(ctx: Ctx) -> None:
    """Run the game on until it waits for a decision or for a die's face."""
    for _ in range(MAX_STEPS):
        state = ctx.state
        if state.phase == Phase.OVER:
            return
        if state.pending_roll is not None:
            roll = state.pending_roll
            face = ctx.dice.face(Die(roll.die), ctx.faces(roll.die), state.rolls_made)
            if face is None:
                return
            resolve_roll(ctx, face)
            continue
        if state.debt is not None or state.deal is not None or state.ransom is not None:
            return
        if state.escape is not None and state.escape.refuges:
            return
        if state.card_losses:
            cards.process_card_losses(ctx)
            if state.pending_roll is not None:
                continue
        if state.joust is not None:
            if joust.step(ctx):
                continue
            return
        if state.quest is not None:
            if quest.step(ctx):
                continue
            return
        if state.turn is not None and state.player(state.turn.seat).eliminated:
            turns.finish_turn(ctx)
            continue
        step = AUTO.get(state.phase)
        if step is None or not step(ctx):
            return
    raise RuntimeError("the rules engine did not come to rest")


def resolve_roll(ctx: Ctx, face: int) -> None:
    state = ctx.state
    roll = state.pending_roll
    faces = ctx.faces(roll.die)
    if not isinstance(face, int) or not 1 <= face <= faces:
        raise IllegalAction("house 2", f"the {roll.die} die has faces 1–{faces}, not {face!r}")
    state.pending_roll = None
    state.rolls_made += 1
    ctx.emit(
        DieRolled(seat=roll.seat, die=roll.die, face=face, purpose=roll.description, rule=roll.rule)
    )
    ON_ROLL[roll.purpose](ctx, roll, face)


@handles(Roll)
def roll_die(ctx: Ctx, action: Roll) -> None:
    """At a physical table the players type the face they rolled (house 2)."""
    state = ctx.state
    if state.pending_roll is None:
        raise IllegalAction("house 2", "no die is waiting to be rolled")
    if state.mode == Mode.SERVER:
        raise IllegalAction("house 2", "in play-by-web the server rolls the dice")
    if action.face is None:
        raise IllegalAction("house 2", "type the face you rolled")
    resolve_roll(ctx, action.face)


# -- what the game waits for ----------------------------------------------------------------------
def pending(state: State) -> list[Decision]:
    """Every decision the game waits for now, on-turn or off-turn."""
    if state.phase == Phase.OVER:
        return []
    if state.pending_roll is not None:
        r = state.pending_roll
        return [
            Decision(
                r.seat,
                "roll",
                r.rule,
                {"die": r.die, "purpose": r.description, "of_seat": r.of_seat},
            )
        ]
    if state.deal is not None:
        deal = state.deal
        return [
            Decision(deal.to_seat, "answer_deal", "rule 32", {"from": deal.seat, "gold": deal.gold})
        ]
    if state.debt is not None:
        debt = state.debt
        return [
            Decision(
                debt.seat, "raise_funds", "rule 32", {"amount": debt.amount, "reason": debt.reason}
            )
        ]
    if state.ransom is not None:
        r = state.ransom
        gold = state.player(r.prisoner).gold
        return [
            Decision(r.captor, "ransom", "rule 21 iii c", {"prisoner": r.prisoner, "max": gold})
        ]
    if state.escape is not None and state.escape.refuges:
        e = state.escape
        return [Decision(e.seat, "choose_refuge", "rule 21 i", {"options": list(e.refuges)})]
    if state.battle is not None and state.battle.stage == "cards" and state.battle.deciding:
        b = state.battle
        return [
            Decision(
                s,
                "battle_cards",
                "rule 13",
                {"node": b.node, "round": b.round, "max": len(battles.add_one_cards(state, s))},
            )
            for s in b.deciding
        ]
    if state.phase == Phase.BATTLES and state.battle is None and state.turn.contests:
        options = [{"node": c.node, "defender": c.defender} for c in state.turn.contests]
        return [Decision(state.turn.seat, "choose_battle", "rule 14", {"options": options})]
    if state.joust is not None:
        j = state.joust
        replies = joust.awaiting_replies(state)
        if replies:
            return [Decision(s, "joust_reply", "rule 7", {"host": j.host}) for s in replies]
        return [
            Decision(
                s,
                "joust_pick",
                "rule 7 ii",
                {"numbers": joust.numbers_allowed(state, s), "attempt": j.attempt},
            )
            for s in joust.awaiting_picks(state)
        ]
    if state.quest is not None:
        return [Decision(*d) for d in quest.decisions(state)]
    if cards.awaiting_fortune_card(state):
        return [Decision(state.turn.seat, "enter_card", "rule 6 i", {"pack": "fortune"})]
    if state.phase == Phase.CHOOSE:
        seat = setup.chooser(state)
        return [
            Decision(seat, "choose_challenger", "rule 4 v", {"options": setup.choosable(state)})
        ]
    if state.phase == Phase.AUCTION and state.setup.auction is not None:
        challenger = state.setup.auction.challenger
        return [
            Decision(
                s, "bid", "rule 5 ii", {"challenger": challenger, "max": setup.max_bid(state, s)}
            )
            for s in setup.bidders(state)
        ]
    if state.phase == Phase.MOVEMENT:
        return [Decision(state.turn.seat, "move", "rule 6 iii")]
    if state.phase == Phase.PURCHASE:
        return [Decision(state.turn.seat, "purchase", "rule 6 v")]
    return []


def legal_actions(state: State, seat: int) -> list[Action]:
    """Concrete legal actions for `seat` now. Amounts and splits of a stack are open ranges:
    a few representative values are listed (any bid up to the maximum, any part of a stack)."""
    actions: list[Action] = []
    for decision in pending(state):
        if decision.seat != seat and not (decision.kind == "roll" and state.mode == Mode.TABLE):
            continue
        actions.extend(_LEGAL[decision.kind](state, seat, decision))
    return actions


def _legal_roll(state, seat, decision):
    if state.mode != Mode.TABLE:
        return []
    faces = (
        state.rs.defaults.blue_die_faces
        if decision.detail["die"] == "blue"
        else state.rs.defaults.red_die_faces
    )
    return [Roll(seat=seat, face=f) for f in range(1, faces + 1)]


def _legal_choose(state, seat, decision):
    return [ChooseChallenger(seat=seat, challenger=k) for k in decision.detail["options"]]


def _legal_bid(state, seat, decision):
    cap = decision.detail["max"]
    amounts = [0, 5, 10, 15, 20, 30, 50]
    return [Bid(seat=seat, amount=a) for a in amounts if cap is None or a <= cap]


def _legal_move(state, seat, decision):
    player = state.player(seat)
    actions: list[Action] = []
    nodes = set(player.stacks)
    if player.challenger_at is not None:
        nodes.add(player.challenger_at)
    for origin in sorted(nodes):
        stack = player.stacks.get(origin)
        knights = stack.knights - stack.knights_moved if stack else 0
        foot = stack.footsoldiers - stack.footsoldiers_moved if stack else 0
        with_challenger = player.challenger_at == origin and not player.challenger_moved
        groups = {
            Group(knights, foot, with_challenger),
            Group(knights, 0, with_challenger),
            Group(0, foot, False),
            Group(0, 0, with_challenger),
        }
        for group in sorted(groups, key=lambda g: (g.knights, g.footsoldiers, g.challenger)):
            if group.empty:
                continue
            for destination in sorted(reachable(state, seat, origin, group)):
                move = Move(
                    seat=seat,
                    origin=origin,
                    destination=destination,
                    knights=group.knights,
                    footsoldiers=group.footsoldiers,
                    challenger=group.challenger,
                )
                if _affordable(state, move):
                    actions.append(move)
    actions.append(EndMovement(seat=seat))
    return actions


def _affordable(state: State, move: Move) -> bool:
    try:
        turns.check_wages(state, move)
    except IllegalAction:
        return False
    return True


def _legal_purchase(state, seat, decision):
    actions: list[Action] = []
    allowed, _ = economy.may_recruit(state, seat)
    if allowed:
        d = state.rs.defaults
        player = state.player(seat)
        for castle in economy.castles_for_recruits(state, seat):
            if player.gold >= d.knight_price and player.knights() < d.max_knights:
                actions.append(Buy(seat=seat, castle=castle, knights=1))
            if player.gold >= d.footsoldier_price and player.footsoldiers() < d.max_footsoldiers:
                actions.append(Buy(seat=seat, castle=castle, footsoldiers=1))
    actions.append(EndTurn(seat=seat))
    return actions


def _legal_raise_funds(state, seat, decision):
    debt = state.debt
    player = state.player(seat)
    short = debt.amount - player.gold
    offers = [
        OfferDeal(seat=seat, to_seat=other, gold=short, cards=tuple(player.hand))
        for other in state.active_seats()
        if other != seat and state.player(other).gold >= short
    ]
    return [*offers, DeclareBankrupt(seat=seat)]


def _legal_answer(state, seat, decision):
    options = [AnswerDeal(seat=seat, accept=False)]
    if state.player(seat).gold >= state.deal.gold:
        options.insert(0, AnswerDeal(seat=seat, accept=True))
    return options


def _legal_ransom(state, seat, decision):
    gold = decision.detail["max"]
    return [SetRansom(seat=seat, amount=gold), Execute(seat=seat)]


def _legal_refuge(state, seat, decision):
    return [ChooseRefuge(seat=seat, castle=c) for c in decision.detail["options"]]


def _legal_cards(state, seat, decision):
    return [PlayCards(seat=seat, count=n) for n in range(decision.detail["max"] + 1)]


def _legal_battle(state, seat, decision):
    return [
        FightBattle(seat=seat, node=o["node"], defender=o["defender"])
        for o in decision.detail["options"]
    ]


def _legal_joust_reply(state, seat, decision):
    return [AnswerJoust(seat=seat, accept=True), AnswerJoust(seat=seat, accept=False)]


def _legal_joust_pick(state, seat, decision):
    faces = state.rs.defaults.red_die_faces
    k = decision.detail["numbers"]
    return [
        PickNumbers(seat=seat, numbers=tuple((start + i) % faces + 1 for i in range(k)))
        for start in range(faces)
    ]


def _legal_enter_card(state, seat, decision):
    pack = {
        "fortune": state.fortune_pack,
        "guardians": state.guardian_pack,
        "riddles": state.riddle_pack,
    }[decision.detail["pack"]]
    return [EnterCard(seat=seat, card=card) for card in sorted(pack)]


def _legal_quest(state, seat, decision):
    return [QuestFight(seat=seat)] + [
        QuestRetreat(seat=seat, to=n) for n in decision.detail["retreats"]
    ]


def _legal_turn_token(state, seat, decision):
    return [TurnToken(seat=seat, grail=False), TurnToken(seat=seat, grail=True)]


def _legal_answer_riddle(state, seat, decision):
    return [AnswerRiddle(seat=seat, answer="I do not know")]


def _legal_judge(state, seat, decision):
    return [JudgeRiddle(seat=seat, correct=True), JudgeRiddle(seat=seat, correct=False)]


def _legal_leave(state, seat, decision):
    return [LeaveSite(seat=seat, to=n) for n in decision.detail["options"]]


_LEGAL = {
    "joust_reply": _legal_joust_reply,
    "joust_pick": _legal_joust_pick,
    "enter_card": _legal_enter_card,
    "quest": _legal_quest,
    "turn_token": _legal_turn_token,
    "answer_riddle": _legal_answer_riddle,
    "judge_riddle": _legal_judge,
    "leave_site": _legal_leave,
    "ransom": _legal_ransom,
    "choose_refuge": _legal_refuge,
    "battle_cards": _legal_cards,
    "choose_battle": _legal_battle,
    "roll": _legal_roll,
    "choose_challenger": _legal_choose,
    "bid": _legal_bid,
    "move": _legal_move,
    "purchase": _legal_purchase,
    "raise_funds": _legal_raise_funds,
    "answer_deal": _legal_answer,
}


# -- what a seat may see --------------------------------------------------------------------------
def view(state: State, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (None: a spectator). Secrets are removed here, and only
    here: the grail's site, the fortune pack's order, other hands, other sealed bids."""
    data = state.to_json()
    data.pop("grail_site", None)
    data.pop("draws_made", None)
    for pack in ("fortune_pack", "guardian_pack", "riddle_pack"):
        data[pack] = {"count": len(getattr(state, pack))}
    if state.joust is not None:
        data["joust"]["picks"] = {
            str(s): (numbers if s == seat else "sealed") for s, numbers in state.joust.picks.items()
        }
    for p, player in zip(data["players"], state.players, strict=True):
        if player.seat != seat:
            p["hand"] = {"count": len(player.hand)}
            p["known_riddles"] = {"count": len(player.known_riddles)}
        else:
            p["known_riddles"] = [
                {"card": r, "answers": list(state.rs.riddles[r].answers)}
                for r in player.known_riddles
            ]
        p["tax_due"] = state.tax_due(player.seat)
        p["cost_of_allegiance"] = player.cost_of_allegiance
    auction = data["setup"].get("auction")
    if auction is not None:
        auction["bids"] = {
            str(s): (amount if s == seat else "sealed")
            for s, amount in state.setup.auction.bids.items()
        }
    if state.deal is not None and seat not in (state.deal.seat, state.deal.to_seat):
        data["deal"]["cards"] = len(state.deal.cards)
    if state.battle is not None and state.battle.stage == "cards":
        data["battle"]["cards"] = {
            str(s): (count if s == seat else "sealed") for s, count in state.battle.cards.items()
        }
    data["pending"] = pending_view(state, seat)
    return data


# What a decision's detail tells only the seat that decides: how many add-one cards it holds,
# how many numbers it may pick (the magic lance).
PRIVATE_DETAIL = {"battle_cards": ("max",), "joust_pick": ("numbers",)}


def pending_view(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The pending decisions as `seat` may see them: others' private details left out."""
    return [
        {
            "seat": d.seat,
            "kind": d.kind,
            "rule": d.rule,
            "detail": d.detail
            if d.seat == seat
            else {k: v for k, v in d.detail.items() if k not in PRIVATE_DETAIL.get(d.kind, ())},
        }
        for d in pending(state)
    ]


def view_events(events: list[Event], seat: int | None) -> list[Event]:
    return [e for e in events if e.visible(seat)]


# -- replaying the log ----------------------------------------------------------------------------
def dice_of(events: list[Event], action: Action | None = None) -> TableDice:
    """The faces and hidden draws an action's events record, to replay it exactly.

    A `Roll` action carries its own face: the first roll of its events is that one.
    """
    faces = [e.face for e in events if isinstance(e, DieRolled)]
    if isinstance(action, Roll):
        faces = faces[1:]
    return TableDice(
        faces=faces,
        draws=[e.value for e in events if isinstance(e, HiddenDraw)],
    )


def replay(
    ruleset: Ruleset,
    names: list[str],
    *,
    mode: Mode,
    settings: Settings,
    start_events: list[Event],
    log: list[tuple[Action, list[Event]]],
    dice_commitment: str | None = None,
) -> State:
    """Rebuild a game from its log; raises AssertionError where an action's events differ.

    The replay owns the state it builds, so each action is applied to it in place."""
    state, events = start_game(
        ruleset,
        names,
        mode=mode,
        settings=settings,
        dice=dice_of(start_events),
        dice_commitment=dice_commitment,
    )
    assert events == start_events, "the start of the game replays differently"
    for number, (action, recorded) in enumerate(log, start=1):
        events = _apply_in_place(state, action, dice_of(recorded, action))
        assert events == recorded, f"action {number} ({action.kind}) replays differently"
    return state
