"""The engine's doors: `start_game`, `apply`, `pending`, `legal_actions`, `is_legal`, `view`,
`replay`.

`apply(state, action, dice) -> (state, events)` never changes the state it is given. An
illegal action raises `IllegalAction(rule, message)` and nothing happens. After the action the
game runs on by itself (automatic phases, dice) until it waits for a decision — or, at a
physical table, for the face of a die.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from typing import Any

import msgspec

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
from kingdom.rules.context import Ctx
from kingdom.rules.decisions import SPECS, Decision, DecisionKind, identified
from kingdom.rules.dice import Dice, Die, ServerDice, TableDice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import DieRolled, Event, GameStarted, HiddenDraw, PhaseStarted
from kingdom.rules.forecast import forecast
from kingdom.rules.phases import enter_phase
from kingdom.rules.registry import AUTO, HANDLERS, ON_ROLL, handles
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Phase, Player, Settings, State

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
    decisions = _waiting(state) if decisions is None else decisions
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


# -- what the game waits for ----------------------------------------------------------------------
def pending(state: State) -> list[Decision]:
    """Every decision the game waits for now, on-turn or off-turn, each with its identity key
    (`kingdom.rules.decisions.identity`): new when the engine asks anew."""
    return [identified(state, d) for d in _waiting(state)]


def _waiting(state: State) -> list[Decision]:
    """The decisions the game waits for, first the interruptions (a die, a deal, a debt…),
    last the offers of alliance (rule 33) and the deals (house 28) awaiting an answer."""
    offers = [
        Decision(seat, DecisionKind.ALLIANCE_REPLY, "rule 33", detail)
        for seat, detail in alliances.replies(state)
    ]
    trades = [
        Decision(seat, DecisionKind.DEAL_REPLY, deals.rule_of(state, detail["from"]), detail)
        for seat, detail in deals.replies(state)
    ]
    return _waiting_in_play(state) + offers + trades


def _waiting_in_play(state: State) -> list[Decision]:
    K = DecisionKind
    if state.phase == Phase.OVER:
        return []
    if state.pending_roll is not None:
        r = state.pending_roll
        return [
            Decision(
                r.seat,
                K.ROLL,
                r.rule,
                {"die": r.die, "purpose": r.description, "of_seat": r.of_seat},
            )
        ]
    if state.deal is not None:
        deal = state.deal
        return [
            Decision(deal.to_seat, K.ANSWER_DEAL, "rule 32", {"from": deal.seat, "gold": deal.gold})
        ]
    if state.debt is not None:
        debt = state.debt
        return [
            Decision(
                debt.seat, K.RAISE_FUNDS, "rule 32", {"amount": debt.amount, "reason": debt.reason}
            )
        ]
    if state.ransom is not None:
        ransom = state.ransom
        gold = state.player(ransom.prisoner).gold
        detail = {"prisoner": ransom.prisoner, "max": gold}
        return [Decision(ransom.captor, K.RANSOM, "rule 21 iii c", detail)]
    if state.escape is not None and state.escape.refuges:
        e = state.escape
        return [Decision(e.seat, K.CHOOSE_REFUGE, "rule 21 i", {"options": list(e.refuges)})]
    if state.battle is not None and state.battle.stage == "cards" and state.battle.deciding:
        b = state.battle
        return [
            Decision(
                s,
                K.BATTLE_CARDS,
                "rule 13",
                {"node": b.node, "round": b.round, "max": len(battles.add_one_cards(state, s))},
            )
            for s in b.deciding
        ]
    turn = state.turn
    if state.phase == Phase.BATTLES and state.battle is None and turn and turn.contests:
        options = [{"node": c.node, "defender": c.defender} for c in turn.contests]
        return [Decision(turn.seat, K.CHOOSE_BATTLE, "rule 14", {"options": options})]
    if state.joust is not None:
        j = state.joust
        replies = joust.awaiting_replies(state)
        if replies:
            return [Decision(s, K.JOUST_REPLY, "rule 7", {"host": j.host}) for s in replies]
        return [
            Decision(
                s,
                K.JOUST_PICK,
                "rule 7 ii",
                {"numbers": joust.numbers_allowed(state, s), "attempt": j.attempt},
            )
            for s in joust.awaiting_picks(state)
        ]
    if state.quest is not None:
        return [
            Decision(seat, K(kind), rule, detail)
            for seat, kind, rule, detail in quest.decisions(state)
        ]
    if cards.awaiting_fortune_card(state):
        return [Decision(state.current_turn().seat, K.ENTER_CARD, "rule 6 i", {"pack": "fortune"})]
    if state.phase == Phase.CHOOSE:
        seat = setup.chooser(state)
        return [
            Decision(seat, K.CHOOSE_CHALLENGER, "rule 4 v", {"options": setup.choosable(state)})
        ]
    if state.phase == Phase.AUCTION and state.setup.auction is not None:
        challenger = state.setup.auction.challenger
        return [
            Decision(
                s, K.BID, "rule 5 ii", {"challenger": challenger, "max": setup.max_bid(state, s)}
            )
            for s in setup.bidders(state)
        ]
    if state.phase == Phase.MOVEMENT:
        return [Decision(state.current_turn().seat, K.MOVE, "rule 6 iii")]
    if state.phase == Phase.PURCHASE:
        return [Decision(state.current_turn().seat, K.PURCHASE, "rule 6 v")]
    return []


def legal_actions(
    state: State, seat: int, *, decisions: list[Decision] | None = None
) -> list[Action]:
    """Concrete legal actions for `seat` now. Amounts and splits of a stack are open ranges:
    a few representative values are listed (any bid up to the maximum, any part of a stack).
    Last come the alliances the seat may propose or end, open at any time (rule 33), then the
    deals it may propose or withdraw (house 28). `decisions`: `pending(state)` when the caller
    holds it already (computed once per state, issue 28)."""
    actions: list[Action] = []
    for decision in _waiting(state) if decisions is None else decisions:
        spec = SPECS[decision.kind]
        if decision.seat != seat and not (spec.any_seat_at_table and state.mode == Mode.TABLE):
            continue
        actions.extend(spec.legal(state, seat, decision))
    return actions + alliances.legal(state, seat) + deals.legal(state, seat)


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


# -- what a seat may see --------------------------------------------------------------------------
def view(
    state: State,
    seat: int | None,
    *,
    also: Collection[int] = (),
    decisions: list[Decision] | None = None,
) -> dict[str, Any]:
    """The state as `seat` may see it (None: a spectator). Secrets are removed here, and only
    here: the grail's site, the fortune pack's order, other hands, other sealed bids. The
    seats in `also` are seen as their own players see them (the host of a physical table, who
    enters every seat's decisions); the secrets of nobody's seat stay secret. `decisions`:
    `pending(state)` when the caller holds it already."""
    if also:
        return _view_of_seats(
            state, seat, frozenset(also) | frozenset(() if seat is None else (seat,)), decisions
        )
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
            for s, amount in state.current_auction().bids.items()
        }
    if state.deal is not None and seat not in (state.deal.seat, state.deal.to_seat):
        data["deal"]["cards"] = len(state.deal.cards)
    data["offers"] = [
        offer if seat in (offer["seat"], offer["to_seat"]) else _outline(offer)
        for offer in data["offers"]
    ]
    if state.battle is not None and state.battle.stage == "cards":
        data["battle"]["cards"] = {
            str(s): (count if s == seat else "sealed") for s, count in state.battle.cards.items()
        }
    data["pending"] = pending_view(state, seat, decisions=decisions)
    return data


def _view_of_seats(
    state: State, seat: int | None, seats: frozenset[int], decisions: list[Decision] | None
) -> dict[str, Any]:
    """`view` for several seats at once: each seat's own parts from its own view, but for
    their sealed choices (`TABLE_SEALED`): every seat looks at the same screen, so a sealed
    bid, joust pick or add-one count is "sealed" for all of them, the host's own too, until
    its reveal shows them all at once (issue 34)."""
    data = view(state, None, decisions=decisions)
    for other in sorted(seats):
        theirs = view(state, other, decisions=decisions)
        at = next(i for i, p in enumerate(state.players) if p.seat == other)
        data["players"][at] = theirs["players"][at]
        if state.deal is not None and other in (state.deal.seat, state.deal.to_seat):
            data["deal"] = theirs["deal"]
        data["offers"] = [
            own if other in (own["seat"], own["to_seat"]) else shown
            for shown, own in zip(data["offers"], theirs["offers"], strict=True)
        ]
    data["pending"] = pending_view(state, seat, also=seats, decisions=decisions)
    return data


# What the host of a physical table does not see although he enters it for every seat, his own
# among them: a seat's sealed choice before its reveal (bids: rule 5 ii; joust numbers: rule 7;
# add-one cards: house 18), since the next seat is looking at the same screen. The actions that
# make them, and the events that record them for their seat alone (their reveals are public).
TABLE_SEALED = frozenset({"bid", "pick_numbers", "play_cards"})
TABLE_SEALED_EVENTS = frozenset({"bid_recorded"})


def table_host_sees(event: Event) -> bool:
    """Whether the host of a physical table sees `event`: a public one, or one naming a seat,
    but not a sealed choice (`TABLE_SEALED_EVENTS`) nor what no seat may see (hidden draws)."""
    return event.visible_to is None or (
        bool(event.visible_to) and event.type not in TABLE_SEALED_EVENTS
    )


def sealed_now(state: State) -> dict[str, frozenset[int]]:
    """The sealed choices the state holds before their reveal, by the kind of action that made
    them: the seats whose bid is in while others still bid (rule 5 ii), whose joust numbers are
    picked while the other rider picks (rule 7), whose add-one cards are committed while the
    other side chooses (house 18)."""
    sealed: dict[str, frozenset[int]] = {}
    auction = state.setup.auction
    if auction is not None and setup.bidders(state):
        sealed["bid"] = frozenset(auction.bids)
    if state.joust is not None and joust.awaiting_picks(state):
        sealed["pick_numbers"] = frozenset(state.joust.picks)
    if state.battle is not None and state.battle.stage == "cards":
        sealed["play_cards"] = frozenset(state.battle.cards)
    return sealed


def _outline(offer: dict[str, Any]) -> dict[str, Any]:
    """A deal between two others: who offered it to whom, not what it holds (house 28)."""
    return {"number": offer["number"], "seat": offer["seat"], "to_seat": offer["to_seat"]}


# What a decision's detail tells only the seat that decides: how many add-one cards it holds,
# how many numbers it may pick (the magic lance), a deal's terms (which its proposer, the
# detail's "from", sees too).
PRIVATE_DETAIL = {
    "battle_cards": ("max",),
    "joust_pick": ("numbers",),
    "deal_reply": deals.PRIVATE,
}
PARTY_DETAIL = {"deal_reply": "from"}  # the detail naming the other seat that sees it all


def pending_view(
    state: State,
    seat: int | None,
    *,
    also: Collection[int] = (),
    decisions: list[Decision] | None = None,
) -> list[dict[str, Any]]:
    """The pending decisions as `seat` (and the seats in `also`) may see them: others' private
    details left out (a deal's proposer sees its terms too); their own with their `forecast`,
    what each choice would cost them (`kingdom.rules.forecast`). `decisions`: `pending(state)`
    when the caller holds it already."""
    seen = frozenset(also) | frozenset(() if seat is None else (seat,))
    asked = pending(state) if decisions is None else decisions
    return [_decision_view(state, d, seen) for d in asked]


def _decision_view(state: State, d: Decision, seen: frozenset[int]) -> dict[str, Any]:
    mine = d.seat is not None and d.seat in seen
    shown = {
        "seat": d.seat,
        "kind": d.kind,
        "rule": d.rule,
        "detail": d.detail
        if any(party is not None and party in seen for party in _parties(d))
        else {k: v for k, v in d.detail.items() if k not in PRIVATE_DETAIL.get(d.kind, ())},
    }
    if mine and (numbers := forecast(state, d)) is not None:
        shown["forecast"] = msgspec.to_builtins(numbers)
    return shown


def _parties(decision: Decision) -> tuple[int | None, ...]:
    """The seats that see all of a decision's detail: its own, and a deal's proposer."""
    party = PARTY_DETAIL.get(decision.kind)
    return (decision.seat,) if party is None else (decision.seat, decision.detail[party])


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
