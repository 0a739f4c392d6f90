"""The engine's doors: `start_game`, `apply`, `pending`, `legal_actions`, `is_legal`, `view`,
`replay`.

`apply(state, action, dice) -> (state, events)` never changes the state it is given. An
illegal action raises `IllegalAction(rule, message)` and nothing happens. After the action the
game runs on by itself (automatic phases, dice) until it waits for a decision — or, at a
physical table, for the face of a die.

What the game waits for (`pending`, `legal_actions`) is computed in `kingdom.rules.awaiting`, and
what a seat may see (`view`, `pending_view`) in `kingdom.rules.visibility`; both are doors here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

# Importing the rules' modules registers their handlers.
from kingdom.rules import (  # noqa: F401
    alliances,
    battles,
    cards,
    deals,
    economy,
    endgame,
    joust,
    quest,
    setup,
    turns,
)
from kingdom.rules.actions import Action, AnswerDeal, EndByTimeLimit, Resign, Roll
from kingdom.rules.awaiting import legal_actions, pending, waiting
from kingdom.rules.context import Ctx
from kingdom.rules.decisions import SPECS, Decision
from kingdom.rules.dice import Dice, Die, ServerDice, TableDice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import DieRolled, Event, GameStarted, HiddenDraw, PhaseStarted
from kingdom.rules.phases import enter_phase
from kingdom.rules.registry import AUTO, HANDLERS, ON_ROLL, handles
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Phase, Player, Settings, State
from kingdom.rules.visibility import (
    PARTY_DETAIL,
    PRIVATE_DETAIL,
    TABLE_SEALED,
    TABLE_SEALED_EVENTS,
    pending_view,
    sealed_now,
    table_host_sees,
    view,
    view_events,
)

__all__ = [  # the doors; what the game waits for and what a seat may see live beside them
    "PARTY_DETAIL",
    "PRIVATE_DETAIL",
    "TABLE_SEALED",
    "TABLE_SEALED_EVENTS",
    "advance",
    "apply",
    "apply_in_place",
    "dice_of",
    "is_legal",
    "legal_actions",
    "pending",
    "pending_view",
    "replay",
    "replaying",
    "same_events",
    "sealed_now",
    "start_game",
    "table_host_sees",
    "view",
    "view_events",
]

MAX_STEPS = 10_000  # a guard against a rules loop; a real turn takes a few dozen steps


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
            ruleset.rule("min_players" if len(names) < d.min_players else "max_players"),
            f"a game needs {d.min_players}–{d.max_players} players, not {len(names)}",
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
def apply(
    state: State, action: Action, dice: Dice, *, decisions: list[Decision] | None = None
) -> tuple[State, list[Event]]:
    """The game after `action`, and what happened. `state` itself is never changed: the rules
    work on a private copy. An illegal action raises `IllegalAction` naming the rule.
    `decisions`: `pending(state)` when the caller holds it already (issue 28)."""
    handler = _handler(state, action, decisions)
    ctx = Ctx(state.copy(), dice)
    handler(ctx, action)
    advance(ctx)
    return ctx.state, ctx.events


def apply_in_place(
    state: State, action: Action, dice: Dice, *, decisions: list[Decision] | None = None
) -> list[Event]:
    """`apply` for a state nobody else holds (a replay building its own game, the sweep's
    state parsed for its default): no copy, `state` becomes the game after the action. An
    illegal action may leave `state` half-changed, so only a caller that then drops the state
    may use it. `decisions`: `pending(state)` when the caller holds it already."""
    handler = _handler(state, action, decisions)
    ctx = Ctx(state, dice)
    handler(ctx, action)
    advance(ctx)
    return ctx.events


def _handler(
    state: State, action: Action, decisions: list[Decision] | None = None
) -> Callable[[Ctx, Action], None]:
    """The rule that handles the action, once the game may take it at all."""
    if state.phase == Phase.OVER:
        raise IllegalAction("rule 36", "the game is over", code="game_over")
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction("api", f"no rule handles {action.kind}", code="bad_action")
    _check_interruption(state, action, decisions)
    return handler


#: The actions that answer an interruption (a die to roll, a debt, a deal), by decision kind.
_ANSWERS = {kind: spec.answers for kind, spec in SPECS.items() if spec.interrupts}


def _check_interruption(
    state: State, action: Action, decisions: list[Decision] | None = None
) -> None:
    """While the game waits for a die, a debt, a deal, a ransom, a refuge or battle cards,
    nothing else may happen first."""
    decisions = waiting(state) if decisions is None else decisions
    if not decisions or decisions[0].kind not in _ANSWERS:
        return
    if isinstance(action, (Resign, EndByTimeLimit, *alliances.ACTIONS, *deals.ACTIONS)):
        return  # rule 33, house 28: alliances and deals at any time (their own rules check)
    if isinstance(action, AnswerDeal) and action.number is not None:
        return  # the answer to a deal between players (house 28), not the debtor's
    decision = decisions[0]
    if isinstance(action, _ANSWERS[decision.kind]):
        return
    what = decision.kind.replace("_", " ")
    raise NotYourDecision(decision.rule, f"the game waits for seat {decision.seat} to {what} first")


def advance(ctx: Ctx) -> None:
    """Run the game on until it waits for a decision or for a die's face, with every offer
    still pending one that can be honoured: an offer made impossible by what just happened (a
    card sold elsewhere, a purse spent) ends at once (`lapse_unhonourable`), and the game runs
    on from there (a debtor's offer gone, he raises funds anew)."""
    for _ in range(MAX_STEPS):
        _run_on(ctx)
        if not lapse_unhonourable(ctx):
            return
    raise RuntimeError("the rules engine did not come to rest")


def lapse_unhonourable(ctx: Ctx) -> bool:
    """Issue 26: every offer awaiting an answer is checked against what it needs, after every
    action and every step of the game: the debtor's (rule 32 i–ii) and the deals between players
    (house 28). Whether any ended. (An offer of alliance needs nothing that can run out: it
    ends only with a player, `alliances.dissolve_all`.)"""
    if ctx.state.phase == Phase.OVER:
        return False
    debt_offer = endgame.lapse_debt_offer(ctx)
    player_deals = deals.lapse_unhonourable(ctx)
    return debt_offer or player_deals


def _run_on(ctx: Ctx) -> None:
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
            if _waits_for_a_die(state):
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


def _waits_for_a_die(state: State) -> bool:
    return state.pending_roll is not None


def resolve_roll(ctx: Ctx, face: int) -> None:
    state = ctx.state
    roll = state.pending_roll
    assert roll is not None, "house 2: a face resolves the die the game waits for"
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


def is_legal(state: State, action: Action) -> bool:
    """Whether `apply` would accept `action` now: the same checks (whose decision, the rule's
    own), run on a copy; the game is not run on and `state` is not changed. Any bid up to the
    maximum, any split of a stack counts, not only the values `legal_actions` lists."""
    try:
        handler = _handler(state, action)
        handler(Ctx(state.copy(), _ANY_DICE), action)
    except IllegalAction:
        return False
    return True


# A handler may draw (the grail's site after the last challenger is chosen); the faces do not
# change whether the action is legal.
_ANY_DICE = ServerDice("is_legal")


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
    steps = replaying(
        ruleset,
        names,
        mode=mode,
        settings=settings,
        start_events=start_events,
        log=log,
        dice_commitment=dice_commitment,
    )
    state = next(steps)  # the start; then the same state, changed by each action in turn
    for _ in steps:
        pass
    return state


def replaying(
    ruleset: Ruleset,
    names: list[str],
    *,
    mode: Mode,
    settings: Settings,
    start_events: list[Event],
    log: list[tuple[Action, list[Event]]],
    dice_commitment: str | None = None,
) -> Iterator[State]:
    """`replay` step by step: the game after its start, then after each action of the log in
    turn (issue 30: a seat's replay views each). The state yielded is the replay's own, changed
    in place by the next action: read it (`view`) before asking for the next."""
    state, events = start_game(
        ruleset,
        names,
        mode=mode,
        settings=settings,
        dice=dice_of(start_events),
        dice_commitment=dice_commitment,
    )
    assert same_events(events, start_events), "the start of the game replays differently"
    yield state
    for number, (action, recorded) in enumerate(log, start=1):
        events = apply_in_place(state, action, dice_of(recorded, action))
        assert same_events(events, recorded), f"action {number} ({action.kind}) replays differently"
        yield state


def same_events(replayed: list[Event], recorded: list[Event]) -> bool:
    """Whether an action replays to the events its log recorded. A log written before issue 34
    announced a turn's allegiance phase before its fortune card was drawn, in the same action
    or, when the card waited for answers (a tournament, a die), in an earlier one: that line
    aside, the events are the same, in the same order. The log keeps what it was written
    with; the state the replay reaches is the same."""
    return replayed == recorded or _unannounced(replayed) == _unannounced(recorded)


def _unannounced(events: list[Event]) -> list[Event]:
    return [e for e in events if not (isinstance(e, PhaseStarted) and e.phase == "allegiance")]
