"""Bot against bot, through the engine alone: whole games for a mix of levels, the table of
how each level fared, and the time its decisions took. `manage.py simulate --levels` and
benchmarks/bots.py print it (docs/bots.md, issue 20)."""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache

from kingdom.rules.bots import bot_for
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply, pending, start_game
from kingdom.rules.ruleset import Ruleset, load_ruleset
from kingdom.rules.state import Order, Settings, State

NAMES = ["Ann", "Bors", "Cai", "Dindrane", "Elaine", "Fisher"]
MAX_ACTIONS = 20_000


@dataclass
class Finish:
    """One seat at the end of a game."""

    level: str
    rank: int | None
    chivalry: int
    gold: int
    bankrupt: bool  # eliminated by rule 32
    eliminated: bool


@dataclass
class Match:
    """One whole game: its seats' finishes and the seconds each level's decisions took."""

    seed: str
    seats: list[Finish]
    rounds: int
    actions: int
    over: bool
    seconds: dict[str, list[float]] = field(default_factory=dict)  # wall-clock
    cpu: dict[str, list[float]] = field(default_factory=dict)  # the thread's CPU time


@cache
def _ruleset() -> Ruleset:
    return load_ruleset()


def play_match(
    levels: Sequence[str],
    seed: str,
    *,
    round_limit: int = 30,
    ruleset: Ruleset | None = None,
    after: Callable[[State, list[object]], None] | None = None,
) -> Match:
    """One game to `round_limit` rounds, seat i played by a bot of `levels[i]` seeded from
    `seed`; `after(state, events)` is called after every action (invariant checks)."""
    dice = ServerDice(seed)
    settings = Settings(order=Order.ROLL, round_limit=round_limit)
    names = NAMES[: len(levels)]
    state, _ = start_game(ruleset or _ruleset(), names, settings=settings, dice=dice)
    bots = [bot_for(level, f"{seed}:{seat}") for seat, level in enumerate(levels)]
    seconds: dict[str, list[float]] = {level: [] for level in levels}
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    actions = 0
    while actions < MAX_ACTIONS and (decisions := pending(state)):
        seat = decisions[0].seat
        assert seat is not None  # a game of bots has no host's decision
        started, thread = time.perf_counter(), time.thread_time()
        action = bots[seat].choose(state, seat)
        seconds[levels[seat]].append(time.perf_counter() - started)
        cpu[levels[seat]].append(time.thread_time() - thread)
        if action is None:
            raise AssertionError(f"{levels[seat]} bot of seat {seat} had no action: {decisions}")
        state, events = apply(state, action, dice)
        actions += 1
        if after is not None:
            after(state, list(events))
    seats = [
        Finish(
            level=level,
            rank=p.rank,
            chivalry=p.chivalry,
            gold=p.gold,
            bankrupt=p.elimination_rule == "rule 32",
            eliminated=p.eliminated,
        )
        for level, p in zip(levels, state.players, strict=True)
    ]
    turn = state.turn
    return Match(
        seed=seed,
        seats=seats,
        rounds=turn.round if turn is not None else 0,
        actions=actions,
        over=not pending(state),
        seconds=seconds,
        cpu=cpu,
    )


def _play(job: tuple[tuple[str, ...], str, int]) -> Match:
    levels, seed, round_limit = job
    return play_match(levels, seed, round_limit=round_limit)


def rotations(levels: Sequence[str], games: int, seed: str) -> list[tuple[tuple[str, ...], str]]:
    """Game i seats the levels turned by i places, so that each level plays every seat."""
    n = len(levels)
    return [(tuple(levels[(i + k) % n] for k in range(n)), f"{seed}-{i}") for i in range(games)]


def play_matches(
    levels: Sequence[str],
    games: int,
    *,
    seed: str = "bots",
    round_limit: int = 30,
    workers: int = 1,
) -> Iterator[Match]:
    """`games` matches, in parallel over `workers` processes; yields each as it finishes."""
    jobs = [(lv, s, round_limit) for lv, s in rotations(levels, games, seed)]
    if workers <= 1:
        yield from map(_play, jobs)
        return
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        yield from pool.imap_unordered(_play, jobs)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def table(matches: list[Match]) -> list[str]:
    """How each level fared: seats played, finished first, bankrupt, eliminated, average
    chivalry and gold, decisions' p50/p99 in milliseconds of wall-clock and of CPU time."""
    levels = sorted({f.level for m in matches for f in m.seats})
    lines = [
        f"{'level':<8} {'seats':>6} {'first':>7} {'first %':>8} {'chance %':>9} "
        f"{'bankrupt %':>11} {'out %':>6} {'chivalry':>9} {'gold':>6} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'p99 cpu':>8}"
    ]
    for level in levels:
        seats = [(m, f) for m in matches for f in m.seats if f.level == level]
        first = sum(1 for _, f in seats if f.rank == 1)
        chance = sum(1 / len(m.seats) for m, _ in seats)
        times = [t for m in matches for t in m.seconds.get(level, [])]
        cpu = [t for m in matches for t in m.cpu.get(level, [])]
        n = max(1, len(seats))
        lines.append(
            f"{level:<8} {len(seats):>6} {first:>7} {100 * first / n:>7.1f}% "
            f"{100 * chance / n:>8.1f}% {100 * sum(f.bankrupt for _, f in seats) / n:>10.1f}% "
            f"{100 * sum(f.eliminated for _, f in seats) / n:>5.1f}% "
            f"{sum(f.chivalry for _, f in seats) / n:>9.1f} "
            f"{sum(f.gold for _, f in seats) / n:>6.0f} "
            f"{1000 * percentile(times, 0.5):>7.2f} {1000 * percentile(times, 0.99):>7.2f} "
            f"{1000 * percentile(cpu, 0.99):>8.2f}"
        )
    unfinished = sum(1 for m in matches if not m.over)
    lines.append(
        f"games {len(matches)}, rounds {sum(m.rounds for m in matches) / max(1, len(matches)):.1f} "
        f"on average, actions {sum(m.actions for m in matches)}, unfinished {unfinished}"
    )
    return lines
