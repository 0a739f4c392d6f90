"""Profile `battle_odds` for the 20v25 battle of benchmarks/battles.py, from cold memos.

Prints cProfile's top functions by own time, then by cumulative time. Not run by `make bench`
(which runs benchmarks/*.py only); run it from the repository root:
`.venv/bin/python benchmarks/profiling/battle_odds.py [rows]`.
"""

from __future__ import annotations

import cProfile
import json
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from kingdom.rules import odds
from kingdom.rules.combat import BattleTables

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    data = json.loads((ROOT / "fixtures" / "battle_tables.json").read_text(encoding="utf-8"))
    tables = BattleTables.from_dict(data)
    odds.clear_caches()
    profile = cProfile.Profile()
    profile.enable()
    odds.battle_odds(tables, (10, 10), (10, 15))
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(rows)
    stats.sort_stats("cumulative").print_stats(rows)


if __name__ == "__main__":
    main()
