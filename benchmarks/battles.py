"""Battle odds benchmark: the exact `battle_odds` beside a 100,000-battle Monte Carlo.

For 1v1, 5v5, 20v20 and 20v25 with mixed forces (knights and footsoldiers) in open country it
measures, each as the median of a few runs:
- cold: `battle_odds` after `clear_caches()` (no memo of any kind);
- warm: a second identical call (issue 12's goal: ≤ 10 ms) — a look-up in the odds memo;
- walk: the chain walked again with the odds memo emptied but the per-tables round memos warm
  (a new battle at the same tables costs about this; no goal, shown for honesty);
- Monte Carlo: the suite's plain simulator (tests/rules/simulator.py, also the cross-check of
  tests/rules/test_odds.py) fighting the same battle 100,000 times, once.
Issue 12's goal is cold ≤ 1/100 of Monte Carlo for 20v25; every case prints its ratio beside the
same goal, and both estimates of the attacker's chance. It measures; it never fails.

Run from the repository root: `.venv/bin/python benchmarks/battles.py`.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kingdom.rules.combat import BattleTables
from kingdom.rules.odds import battle_odds, clear_caches
from tests.rules.simulator import Simulator

ROOT = Path(__file__).resolve().parents[1]
BATTLES = 100_000
RUNS = 5  # timings of the exact odds are medians of this many runs
COLD_GOAL = 100  # cold ≤ 1/100 of the Monte Carlo time (issue 12, for 20v25)
WARM_GOAL = 0.010  # warm ≤ 10 ms
CASES = [
    ("1v1", (0, 1), (0, 1)),
    ("5v5", (2, 3), (2, 3)),
    ("20v20", (8, 12), (8, 12)),
    ("20v25", (10, 10), (10, 15)),
]


def median_time(call: Callable[[], object], before: Callable[[], object] = lambda: None) -> float:
    """The median over RUNS of the seconds `call` takes, `before` run (untimed) ahead of each."""
    times = []
    for _ in range(RUNS):
        before()
        started = time.perf_counter()
        call()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms" if seconds < 0.01 else f"{seconds * 1000:.1f} ms"


def verdict(met: bool) -> str:
    return "✓" if met else "✗ (missed)"


def main() -> None:
    data = json.loads((ROOT / "fixtures" / "battle_tables.json").read_text(encoding="utf-8"))
    tables = BattleTables.from_dict(data)
    simulator = Simulator(data)
    print(
        f"battle_odds (exact) v Monte Carlo ({BATTLES:,} battles), open country; "
        f"exact times are medians of {RUNS} runs"
    )
    summary = []
    for name, attacker, defender in CASES:

        def exact(attacker=attacker, defender=defender):
            return battle_odds(tables, attacker, defender)

        cold = median_time(exact, clear_caches)
        odds = exact()
        warm = median_time(exact)
        walk = median_time(exact, lambda: clear_caches(odds_only=True))
        rng = random.Random(name)
        started = time.perf_counter()
        outcomes = [simulator.fight(rng, attacker, defender)[0] for _ in range(BATTLES)]
        sampled = time.perf_counter() - started
        p = outcomes.count("attacker_wins") / BATTLES
        error = math.sqrt(p * (1 - p) / BATTLES)
        forces = f"{attacker[0]}k{attacker[1]}f v {defender[0]}k{defender[1]}f"
        ratio = sampled / cold
        print(
            f"{name:<6} {forces}: {odds.states} states, P(attacker wins) exact "
            f"{odds.attacker_wins:.4f}, Monte Carlo {p:.4f}±{error:.4f}"
        )
        cold_line = (
            f"{name} cold {ms(cold)} = 1/{ratio:.0f} of Monte Carlo "
            f"(goal ≤ 1/{COLD_GOAL}) {verdict(ratio >= COLD_GOAL)}"
        )
        warm_line = (
            f"{name} warm {ms(warm)} (goal ≤ {WARM_GOAL * 1000:.0f} ms) "
            f"{verdict(warm <= WARM_GOAL)}"
        )
        print(f"  {cold_line}")
        print(f"  {warm_line}")
        print(f"  {name} walk {ms(walk)} (the chain again at warm tables; no goal)")
        print(f"  {name} Monte Carlo {sampled:.2f} s for {BATTLES:,} battles")
        if name == "20v25":
            summary = [cold_line, warm_line]
    print("Issue 12's goals:")
    for line in summary:
        print(f"  {line}")


if __name__ == "__main__":
    main()
