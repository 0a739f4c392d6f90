"""Record the golden games: seeded bot games whose full logs every engine change must replay.

    .venv/bin/python -m tests.rules.golden.record [--reason "rule 20: village sieges"]

Writes `games.json.gz` beside this file: for each game its set-up, every action and the events
it produced, and the final state. `test_golden.py` replays each action log and asserts the same
events and the same final state. Regenerate only when a rule changes on purpose, and add a
line to `CHANGES.md` here saying which rule and why.
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice, TableDice
from kingdom.rules.engine import apply, pending, start_game
from kingdom.rules.ruleset import load_ruleset
from kingdom.rules.state import Mode, Order, Settings

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "games.json.gz"
NAMES = ["Ann", "Bors", "Cai", "Dindrane", "Elaine", "Fisher"]
MAX_ACTIONS = 3000


def plans() -> list[dict]:
    """Which games: every seat count, both orders, server dice and typed faces."""
    games = []
    for players in range(2, 7):
        for seed in range(40):
            games.append(
                {
                    "players": players,
                    "mode": "server",
                    "seed": f"golden-{players}-{seed}",
                    "order": "roll" if seed % 2 else "seating",
                    "round_limit": 8 + seed % 7,
                    "bot": seed,
                }
            )
    for seed in range(10):
        games.append(
            {
                "players": 2 + seed % 5,
                "mode": "table",
                "seed": f"golden-table-{seed}",
                "order": "roll",
                "round_limit": 4,
                "bot": 1000 + seed,
            }
        )
    return games


def play(plan: dict, ruleset) -> dict:
    """One game played by bots, its log as the service stores it."""
    settings = Settings(order=Order(plan["order"]), round_limit=plan["round_limit"])
    names = NAMES[: plan["players"]]
    server = ServerDice(plan["seed"])
    mode = Mode(plan["mode"])
    start_dice = server if mode == Mode.SERVER else TableDice()
    state, start_events = start_game(ruleset, names, mode=mode, settings=settings, dice=start_dice)
    bot = Bot(plan["bot"])
    actions, events = [], []
    for _ in range(MAX_ACTIONS):
        decisions = pending(state)
        if not decisions:
            break
        action = bot.choose(state, decisions[0].seat)
        # At a table the engine waits for each face: the bot types one in as a `roll` action.
        state, produced = apply(state, action, server if mode == Mode.SERVER else TableDice())
        actions.append(action.to_dict())
        events.append([e.to_dict() for e in produced])
    return {
        **plan,
        "start_events": [e.to_dict() for e in start_events],
        "actions": actions,
        "events": events,
        "final": state.to_json(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.parse_args()
    ruleset = load_ruleset()
    games = [play(plan, ruleset) for plan in plans()]
    payload = json.dumps(games, separators=(",", ":"), sort_keys=True).encode()
    GOLDEN.write_bytes(gzip.compress(payload, compresslevel=9, mtime=0))
    actions = sum(len(g["actions"]) for g in games)
    print(f"{len(games)} games, {actions} actions, {GOLDEN.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
