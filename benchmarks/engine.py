"""Engine benchmark: complete 6-seat bot games through `apply`, as `make bench` runs it.

Prints, each beside its goal (issue 12) with the ratio:
- `apply` and `legal_actions`, p50 and p99, over every action of the bot games;
- replay, in actions per second, and the time to replay a 5,000-action log;
- a 6-seat mid-game `State` to and from JSON;
- battles resolved per second through `apply`.

Times are wall-clock (`perf_counter`); beside each percentile the same figure in the thread's
CPU time (`thread_time`) shows how much of it was the machine's other load (printed too). It
measures; it never fails.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kingdom.rules.actions import Action
from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply, legal_actions, pending, replay, start_game
from kingdom.rules.events import Event
from kingdom.rules.ruleset import Ruleset, load_ruleset
from kingdom.rules.state import Mode, Order, Settings, State

GAMES = 20
ROUNDS = 20
LONG_LOG = 5_000
NAMES = ["Ann", "Bors", "Cai", "Dindrane", "Elaine", "Fisher"]
US = 1e6


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def goal(label: str, figure: str, target: str, met: bool, ratio: str) -> None:
    print(f"  {label:<34} {figure:>14}   goal {target:<12} {'met' if met else 'MISSED':<6} {ratio}")


class Timer:
    """Wall and CPU time of each call, kept side by side."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def __call__(self, fn: Callable[[], object]) -> object:
        c0, w0 = time.thread_time(), time.perf_counter()
        result = fn()
        self.wall.append(time.perf_counter() - w0)
        self.cpu.append(time.thread_time() - c0)
        return result

    def figure(self, q: float) -> tuple[float, str]:
        wall = (statistics.median(self.wall) if q == 0.5 else percentile(self.wall, q)) * US
        cpu = (statistics.median(self.cpu) if q == 0.5 else percentile(self.cpu, q)) * US
        return wall, f"{wall:7.0f} µs (cpu {cpu:.0f})"


Log = list[tuple[Action, list[Event]]]


def play(ruleset: Ruleset, number: int, rounds: int, applies: Timer, legals: Timer, limit: int):
    dice = ServerDice(f"bench-{number}")
    settings = Settings(order=Order.ROLL, round_limit=rounds)
    state, start_events = start_game(ruleset, NAMES, settings=settings, dice=dice)
    bot = Bot(number)
    log: Log = []
    middle: State | None = None
    while (decisions := pending(state)) and len(log) < limit:
        seat = decisions[0].seat
        legals(lambda state=state, seat=seat: legal_actions(state, seat))
        action = bot.choose(state, seat)
        state, events = applies(lambda s=state, a=action: apply(s, a, dice))  # type: ignore[misc]
        log.append((action, events))
        if middle is None and state.turn is not None and state.turn.round > rounds // 2:
            middle = state
    return settings, start_events, log, middle or state


def replay_time(ruleset: Ruleset, settings: Settings, start_events: list[Event], log: Log) -> float:
    t0 = time.perf_counter()
    replay(ruleset, NAMES, mode=Mode.SERVER, settings=settings, start_events=start_events, log=log)
    return time.perf_counter() - t0


def best_of(fn: Callable[[], object], repeat: int = 2000) -> float:
    """The fastest of five runs of `repeat` calls, per call, in µs."""
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - t0) / repeat)
    return best * US


def main() -> None:
    ruleset = load_ruleset()
    applies, legals = Timer(), Timer()
    games = []
    started = time.perf_counter()
    for number in range(GAMES):
        games.append(play(ruleset, number, ROUNDS, applies, legals, limit=10**9))
    elapsed = time.perf_counter() - started
    actions = sum(len(g[2]) for g in games)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"engine: {GAMES} six-seat bot games of {ROUNDS} rounds, {actions} actions")
    print(f"  load average during the run: {load} on {os.cpu_count()} cores")
    print(
        f"  games per second {GAMES / elapsed:.2f}; actions per second {actions / elapsed:.0f}"
        " (bot choice and legal_actions included)"
    )

    p50, text = applies.figure(0.5)
    goal("apply p50", text, "≤ 100 µs", p50 <= 100, f"{p50 / 100:.2f}× the goal")
    p99, text = applies.figure(0.99)
    goal("apply p99", text, "≤ 1 ms", p99 <= 1000, f"{p99 / 1000:.2f}× the goal")
    l99, text = legals.figure(0.99)
    goal("legal_actions p99", text, "≤ 1 ms", l99 <= 1000, f"{l99 / 1000:.2f}× the goal")

    cpu0, wall0 = time.thread_time(), time.perf_counter()
    per_game = [replay_time(ruleset, g[0], g[1], g[2]) for g in games]
    wall, cpu = time.perf_counter() - wall0, time.thread_time() - cpu0
    rate = actions / wall
    goal(
        "replay, all games",
        f"{rate:8.0f} a/s",
        "≥ 10,000/s",
        rate >= 10_000,
        f"{rate / 10_000:.2f}× the goal (cpu: {actions / cpu:.0f} a/s)",
    )
    count, seconds = 0, 0.0
    for game, took in zip(games, per_game, strict=True):
        if count >= LONG_LOG:
            break
        count, seconds = count + len(game[2]), seconds + took
    goal(
        f"replay of {count:,} actions",
        f"{seconds * 1000:8.0f} ms",
        "≤ 500 ms / 5,000",
        seconds / count * LONG_LOG <= 0.5,
        f"{seconds / count * LONG_LOG / 0.5:.2f}× the goal"
        " (the first games' logs, one after another)",
    )

    middle = games[0][3]
    data, raw = middle.to_json(), middle.to_json_bytes()
    for label, fn in (
        ("State.to_json (6 seats, mid-game)", middle.to_json),
        ("State.from_json", lambda: State.from_json(data, ruleset)),
        ("State.to_json_bytes", middle.to_json_bytes),
        ("State.from_json_bytes", lambda: State.from_json_bytes(raw, ruleset)),
        ("State.copy (apply's private copy)", middle.copy),
    ):
        us = best_of(fn)
        goal(label, f"{us:8.1f} µs", "≤ 100 µs", us <= 100, f"{us / 100:.2f}× the goal")
    print(
        f"  (the mid-game state: round {middle.turn.round if middle.turn else 0}, "
        f"{len(raw):,} bytes of JSON)"
    )


def battles_per_second() -> None:
    """Battles resolved by the engine: 5 v 5 mixed forces on open ground, server dice."""
    from kingdom.rules.actions import EndMovement, Move
    from kingdom.rules.state import Phase, Stack

    ruleset = load_ruleset()
    dice = ServerDice("battles")
    state, _ = start_game(ruleset, NAMES[:2], settings=Settings(order=Order.SEATING), dice=dice)
    bot = Bot(0)
    while state.phase != Phase.MOVEMENT:
        state, _ = apply(state, bot.choose(state, pending(state)[0].seat), dice)
    mover = state.turn.seat
    board = ruleset.board
    origin = next(
        n
        for n in board.nodes
        if board.square(board.node_square(n)).terrain == "plain"
        and not board.castle_at(n)
        and not board.village_at(n)
        and not board.mystic_site_at(n)
        and n not in state.control
    )
    target = next(
        n
        for n in board.neighbours(origin)
        if not board.is_slow(board.node_square(n))
        and not board.castle_at(board.node_square(n))
        and not board.village_at(board.node_square(n))
        and not board.mystic_site_at(board.node_square(n))
    )
    state.player(mover).stacks[origin] = Stack(2, 3)
    state.player(1 - mover).stacks[target] = Stack(2, 3)
    state, _ = apply(
        state, Move(seat=mover, origin=origin, destination=target, knights=2, footsoldiers=3), dice
    )
    count = 2000
    t0 = time.perf_counter()
    for n in range(count):
        apply(state, EndMovement(seat=mover), ServerDice(f"b{n}"))
    elapsed = time.perf_counter() - t0
    print(f"  battles resolved per second (5 v 5 through apply): {count / elapsed:10.0f}")


if __name__ == "__main__":
    main()
    battles_per_second()
