"""Bots benchmark (issue 20), as `make bench` runs it: the `sound` level against `random`.

Prints, each beside its goal:
- GAMES four-seat games to a 30-round limit, one `sound` bot and three `random` ones (the
  `sound` seat turned round the table game by game), seeded: how often `sound` finishes first
  (goal ≥ 60%; 25% is chance) and is bankrupt (goal < 5%), with the table of both levels;
- six `sound` bots playing a whole game with every invariant of tests/rules checked after
  every action;
- a `sound` decision's p50 and p99 over all those games (goal p99 ≤ 20 ms), in wall-clock time
  and in the process's CPU time (the machine's other load shows as the difference).

Then the `expert` level (issue 33), each beside its goal:
- EXPERT_GAMES four-seat games (BOT_BENCH_EXPERT_GAMES, 400 by default: 200 left a spread of
  some 7 points between bots that play alike, docs/bots.md, seventh round; 0 skips the part),
  one `expert` bot at the ruleset's iteration budget against three `sound` ones, seat turned
  round: how often it finishes first, with a 95% Wilson interval (goal ≥ 40%; 25% is chance),
  bankrupt (goal < 5%), its decisions' p50/p99 (goal p99 ≤ 300 ms), beside the sound bots'
  line of the same games;
- six `expert` bots playing a whole game with every invariant checked after every action.

The games run in parallel processes (BOT_BENCH_WORKERS, by default the cores), at the lowest
priority (`nice`): `BOT_BENCH_GAMES=40` for a quick look (0 skips the sound part). It
measures; it never fails.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import math

from kingdom.bot_matches import Match, percentile, play_match, play_matches, table

GAMES = int(os.environ.get("BOT_BENCH_GAMES", "400"))
WORKERS = int(os.environ.get("BOT_BENCH_WORKERS", str(os.cpu_count() or 1)))
ROUNDS = 30
SEED = "bench-bots"
LEVELS = ("sound", "random", "random", "random")
EXPERT_GAMES = int(os.environ.get("BOT_BENCH_EXPERT_GAMES", "400"))
EXPERT_LEVELS = ("expert", "sound", "sound", "sound")


def goal(label: str, figure: str, target: str, met: bool) -> None:
    print(f"  {label:<44} {figure:>10}   goal {target:<8} {'met' if met else 'MISSED'}")


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if not trials:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    )
    return centre - half, centre + half


def six_sound(level: str = "sound") -> tuple[Match, int, float]:
    """Six bots of `level`, a whole game, every invariant after every action: (match, checks,
    seconds of CPU a decision at p99)."""
    from kingdom.rules.state import Order
    from tests.rules.helpers import Game, check_invariants, new_game

    # The same game as play_match's: the same seed, order and limit, so the same start.
    game: Game = new_game(6, seed=f"{SEED}-six", order=Order.ROLL, round_limit=ROUNDS)
    checks = 0

    def after(state, events) -> None:
        nonlocal checks
        game.state = state
        game.log.append((None, events))
        check_invariants(game)
        checks += 1

    match = play_match([level] * 6, f"{SEED}-six", round_limit=ROUNDS, after=after)
    return match, checks, percentile(match.seconds[level], 0.99)


def main() -> None:
    os.nice(19)
    if GAMES:
        sound()
    if EXPERT_GAMES:
        expert()


def sound() -> None:
    """The sound level against three random bots, and six sound bots' whole game (issue 20)."""
    print(f"bots: {GAMES} games, 4 seats (sound + 3 random), {ROUNDS} rounds, {WORKERS} workers")
    started, own_cpu = time.perf_counter(), time.process_time()
    matches: list[Match] = []
    for match in play_matches(LEVELS, GAMES, seed=SEED, round_limit=ROUNDS, workers=WORKERS):
        matches.append(match)
        if len(matches) % max(1, GAMES // 20) == 0:
            print(f"  … {len(matches)}/{GAMES} games", flush=True)
    wall = time.perf_counter() - started
    for line in table(matches):
        print("  " + line)
    sound = [f for m in matches for f in m.seats if f.level == "sound"]
    first = sum(1 for f in sound if f.rank == 1) / max(1, len(sound))
    bankrupt = sum(1 for f in sound if f.bankrupt) / max(1, len(sound))
    goal("sound finishes first", f"{100 * first:.1f}%", "≥ 60%", first >= 0.6)
    goal("sound bankrupt", f"{100 * bankrupt:.1f}%", "< 5%", bankrupt < 0.05)
    times = [t for m in matches for t in m.seconds.get("sound", [])]
    p99 = percentile(times, 0.99) * 1000
    goal("sound decision p50 (wall)", f"{percentile(times, 0.5) * 1000:.2f} ms", "—", True)
    cpu = [t for m in matches for t in m.cpu.get("sound", [])]
    cpu99 = percentile(cpu, 0.99) * 1000
    goal("sound decision p99 (wall, under load)", f"{p99:.2f} ms", "≤ 20 ms", p99 <= 20)
    goal("sound decision p99 (its CPU time)", f"{cpu99:.2f} ms", "≤ 20 ms", cpu99 <= 20)
    print(
        f"  ({wall:.0f} s wall for the games; "
        f"this process's CPU {time.process_time() - own_cpu:.0f} s)"
    )

    c0 = time.thread_time()
    match, checks, six_p99 = six_sound()
    six_cpu = time.thread_time() - c0
    kept = match.over and checks == match.actions
    goal(
        "six sound bots: whole game, invariants kept",
        f"{checks} acts",
        "all",
        kept,
    )
    sound_cpu = six_cpu / max(1, len(match.seconds["sound"])) * 1000
    print(
        f"  six-sound game: {match.rounds} rounds, {match.actions} actions, ranks "
        f"{[f.rank for f in match.seats]}, decision p99 {six_p99 * 1000:.2f} ms wall, "
        f"mean {sound_cpu:.2f} ms CPU a decision (invariant checks included)"
    )
    print(f"  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def expert() -> None:
    """The expert level against three sound bots, and six experts' whole game (issue 33)."""
    print(
        f"expert: {EXPERT_GAMES} games, 4 seats (expert + 3 sound), {ROUNDS} rounds, "
        f"{WORKERS} workers, the ruleset's iteration budget"
    )
    started = time.perf_counter()
    matches: list[Match] = []
    for match in play_matches(
        EXPERT_LEVELS, EXPERT_GAMES, seed=f"{SEED}-expert", round_limit=ROUNDS, workers=WORKERS
    ):
        matches.append(match)
        if len(matches) % max(1, EXPERT_GAMES // 10) == 0:
            print(f"  … {len(matches)}/{EXPERT_GAMES} games", flush=True)
    for line in table(matches):
        print("  " + line)
    for level in ("expert", "sound"):
        seats = [f for m in matches for f in m.seats if f.level == level]
        first = sum(1 for f in seats if f.rank == 1)
        low, high = wilson(first, len(seats))
        share = first / max(1, len(seats))
        print(
            f"  {level:<7} first {100 * share:5.1f}% of {len(seats)} seats "
            f"(95% interval {100 * low:.1f}–{100 * high:.1f}%)"
        )
    experts = [f for m in matches for f in m.seats if f.level == "expert"]
    first = sum(1 for f in experts if f.rank == 1) / max(1, len(experts))
    bankrupt = sum(1 for f in experts if f.bankrupt) / max(1, len(experts))
    goal("expert finishes first", f"{100 * first:.1f}%", "≥ 40%", first >= 0.4)
    goal("expert bankrupt", f"{100 * bankrupt:.1f}%", "< 5%", bankrupt < 0.05)
    times = [t for m in matches for t in m.seconds.get("expert", [])]
    cpu = [t for m in matches for t in m.cpu.get("expert", [])]
    p99, cpu99 = percentile(times, 0.99) * 1000, percentile(cpu, 0.99) * 1000
    goal("expert decision p50 (wall)", f"{percentile(times, 0.5) * 1000:.2f} ms", "—", True)
    goal("expert decision p99 (wall, under load)", f"{p99:.2f} ms", "≤ 300 ms", p99 <= 300)
    goal("expert decision p99 (its CPU time)", f"{cpu99:.2f} ms", "≤ 300 ms", cpu99 <= 300)
    print(f"  ({time.perf_counter() - started:.0f} s wall for the games)")
    if os.environ.get("BOT_BENCH_SIX_EXPERTS", "1") != "0":
        match, checks, six_p99 = six_sound("expert")
        kept = match.over and checks == match.actions
        goal("six expert bots: whole game, invariants kept", f"{checks} acts", "all", kept)
        print(
            f"  six-expert game: {match.rounds} rounds, {match.actions} actions, ranks "
            f"{[f.rank for f in match.seats]}, decision p99 {six_p99 * 1000:.2f} ms wall"
        )


if __name__ == "__main__":
    main()
