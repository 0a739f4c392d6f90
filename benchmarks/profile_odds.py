"""Profile `battle_odds` for the 20v25 battle of benchmarks/battles.py (cold caches).

Prints cProfile's top functions by own time, then by cumulative time. Run from the repository
root: `.venv/bin/python benchmarks/profile_odds.py [rows]`.
"""

from __future__ import annotations

import cProfile
import json
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kingdom.rules import odds
from kingdom.rules.combat import BattleTables

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    data = json.loads((ROOT / "fixtures" / "battle_tables.json").read_text(encoding="utf-8"))
    tables = BattleTables.from_dict(data)
    clear = getattr(odds, "clear_caches", None)
    if clear is not None:
        clear()
    profile = cProfile.Profile()
    profile.enable()
    odds.battle_odds(tables, (10, 10), (10, 15))
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(rows)
    stats.sort_stats("cumulative").print_stats(rows)


if __name__ == "__main__":
    main()
