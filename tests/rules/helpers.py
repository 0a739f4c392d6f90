"""Shared helpers for the pure rules tests: the ruleset, games played by bots, invariants."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache

from kingdom.rules.actions import Action
from kingdom.rules.battles import contests
from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice, TableDice
from kingdom.rules.engine import apply, pending, start_game, view
from kingdom.rules.events import Event, GoldTransferred
from kingdom.rules.ruleset import Ruleset, load_ruleset
from kingdom.rules.state import Mode, Order, Phase, Settings, State

NAMES = ["Ann", "Bors", "Cai", "Dindrane", "Elaine", "Fisher"]


@cache
def ruleset() -> Ruleset:
    return load_ruleset()


@dataclass
class Game:
    """A game and its log, as the service keeps them."""

    state: State
    names: list[str]
    settings: Settings
    mode: Mode
    start_events: list[Event]
    log: list[tuple[Action, list[Event]]] = field(default_factory=list)
    dice: object = None

    def act(self, action: Action, dice=None) -> list[Event]:
        # As a database stores it: PostgreSQL's jsonb keeps no key order, so neither may the
        # engine's behaviour depend on the order of a dict's keys: every dict comes back reversed.
        stored = json.loads(
            json.dumps(self.state.to_json()), object_pairs_hook=lambda pairs: dict(pairs[::-1])
        )
        self.state, events = apply(
            State.from_json(stored, self.state.rs), action, dice or self.dice
        )
        self.log.append((action, events))
        return events

    @property
    def events(self) -> list[Event]:
        return self.start_events + [e for _, evs in self.log for e in evs]


def new_game(
    players: int = 4,
    *,
    seed: str = "seed",
    mode: Mode = Mode.SERVER,
    order: Order = Order.SEATING,
    round_limit: int | None = None,
    faces: list[int] | None = None,
    auction_order: tuple[str, ...] = (),
) -> Game:
    settings = Settings(order=order, round_limit=round_limit, auction_order=auction_order)
    dice = ServerDice(seed) if mode == Mode.SERVER else TableDice(faces or [])
    state, events = start_game(ruleset(), NAMES[:players], mode=mode, settings=settings, dice=dice)
    return Game(
        state,
        NAMES[:players],
        settings,
        mode,
        events,
        dice=dice if mode == Mode.SERVER else TableDice(),
    )


def play_bots(game: Game, *, seed: int = 0, max_actions: int = 5000, check=None) -> Game:
    bot = Bot(seed)
    for _ in range(max_actions):
        decisions = pending(game.state)
        if not decisions:
            break
        seat = decisions[0].seat
        action = bot.choose(game.state, seat)
        game.act(action)
        if check is not None:
            check(game)
    return game


def ledger_balances(events: list[Event], seats: int) -> dict[int | None, int]:
    balances: dict[int | None, int] = {None: 0, **{s: 0 for s in range(seats)}}
    for event in events:
        if isinstance(event, GoldTransferred):
            assert event.amount > 0
            balances[event.payer] -= event.amount
            balances[event.payee] += event.amount
    return balances


def check_invariants(game: Game) -> None:
    state = game.state
    rs = state.rs
    board = rs.board
    d = rs.defaults
    # Gold: every balance is the sum of its ledger postings; all accounts sum to zero.
    balances = ledger_balances(game.events, len(state.players))
    assert sum(balances.values()) == 0
    for player in state.players:
        assert player.gold == balances[player.seat] >= 0
    # Pieces: caps, and nothing on the sea, on a mystic site or in Camelot but challengers.
    for player in state.players:
        assert player.knights() <= d.max_knights
        assert player.footsoldiers() <= d.max_footsoldiers
        assert sum(1 for o in state.control.values() if o == player.seat) <= d.max_standards
        for node, stack in player.stacks.items():
            assert board.is_node(node), node
            square = board.node_square(node)
            assert board.mystic_site_at(square) is None, node
            castle = board.castle_at(square)
            assert castle is None or not castle.camelot, node
            assert stack.knights >= 0 and stack.footsoldiers >= 0 and not stack.empty
        if player.eliminated:
            assert not player.stacks and player.challenger_at is None
    # Contact: after his battles, the mover's pieces stand with no enemy's but in a siege.
    if state.phase == Phase.PURCHASE:
        mover = state.turn.seat
        unfought = [c for c in contests(state, mover) if state.sieges.get(c.node) != mover]
        assert unfought == [], "a battle was left unfought"
    # Alliances (rule 33): pairs of active seats, once each; an offer only between non-allies;
    # no two allies on opposite sides of a battle, and every ally in it on the square.
    assert state.alliances == sorted(set(state.alliances))
    for a, b in state.alliances:
        assert a < b and not state.player(a).eliminated and not state.player(b).eliminated
    for offer in state.proposals:
        assert not state.allied(offer.seat, offer.to_seat)
        assert not state.player(offer.seat).eliminated
        assert not state.player(offer.to_seat).eliminated
    if state.battle is not None:
        b = state.battle
        sides = [[leader, *b.allies.get(leader, ())] for leader in (b.attacker, b.defender)]
        assert not any(state.allied(x, y) for x in sides[0] for y in sides[1])
        for ally in sides[0][1:] + sides[1][1:]:
            assert state.allied(ally, b.attacker) or state.allied(ally, b.defender)
    for player in state.players:
        if player.prisoner_of is not None:  # rule 21 iii a: in his captor's castle
            assert player.challenger_at == state.home_castle(player.prisoner_of)
            assert not player.eliminated
    # Decisions: during a turn only the active seat moves or buys.
    for decision in pending(state):
        if decision.kind in ("move", "purchase"):
            assert decision.seat == state.turn.seat
    # Secrets: no view shows the grail's site, the pack's order or another hand.
    for seat in [None, *range(len(state.players))]:
        seen = view(state, seat)
        assert "grail_site" not in seen
        assert isinstance(seen["fortune_pack"], dict)
        for p in seen["players"]:
            if p["seat"] != seat:
                assert isinstance(p["hand"], dict)
    # The JSON round trip is lossless.
    data = state.to_json()
    assert State.from_json(json.loads(json.dumps(data)), rs).to_json() == data
