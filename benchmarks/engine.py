"""Engine benchmark: complete 6-seat bot games through `apply`, as `make bench` runs it.

Prints actions per second, games per second, p50/p99 of `apply` and of `legal_actions`, and
the time to replay the longest log. It measures; it never fails.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply, legal_actions, pending, replay, start_game
from kingdom.rules.ruleset import load_ruleset
from kingdom.rules.state import Order, Settings

GAMES = 20
ROUNDS = 20
NAMES = ["Ann", "Bors", "Cai", "Dindrane", "Elaine", "Fisher"]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    ruleset = load_ruleset()
    settings = Settings(order=Order.ROLL, round_limit=ROUNDS)
    apply_times: list[float] = []
    legal_times: list[float] = []
    longest = None
    actions_total = 0
    started = time.perf_counter()
    for number in range(GAMES):
        dice = ServerDice(f"bench-{number}")
        state, start_events = start_game(ruleset, NAMES, settings=settings, dice=dice)
        bot = Bot(number)
        log = []
        while decisions := pending(state):
            seat = decisions[0].seat
            t0 = time.perf_counter()
            legal_actions(state, seat)
            legal_times.append(time.perf_counter() - t0)
            action = bot.choose(state, seat)
            t0 = time.perf_counter()
            state, events = apply(state, action, dice)
            apply_times.append(time.perf_counter() - t0)
            log.append((action, events))
        actions_total += len(log)
        if longest is None or len(log) > len(longest[1]):
            longest = (start_events, log)
    elapsed = time.perf_counter() - started
    t0 = time.perf_counter()
    replay(
        ruleset,
        NAMES,
        mode=state.mode,
        settings=settings,
        start_events=longest[0],
        log=longest[1],
    )
    replay_time = time.perf_counter() - t0
    ms = 1000
    print(f"engine: {GAMES} six-seat bot games of {ROUNDS} rounds, {actions_total} actions")
    print(f"  games per second        {GAMES / elapsed:10.2f}")
    print(f"  actions per second      {actions_total / elapsed:10.0f}  (bot choice included)")
    print(
        f"  apply          p50 {statistics.median(apply_times) * ms:7.3f} ms   p99 "
        f"{percentile(apply_times, 0.99) * ms:7.3f} ms"
    )
    print(
        f"  legal_actions  p50 {statistics.median(legal_times) * ms:7.3f} ms   p99 "
        f"{percentile(legal_times, 0.99) * ms:7.3f} ms"
    )
    print(f"  replay of the longest log ({len(longest[1])} actions): {replay_time * ms:.1f} ms")


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
