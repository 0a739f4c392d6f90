"""Replay benchmark (issue 30): how long building one seat's replay of a whole 30-round game
takes, against its ceiling measured in the same run.

A four-seat game of `sound` bots is played to 30 rounds through the engine alone
(`kingdom.bot_matches.play_match`), keeping its log. Then, five times each:

- the ceiling: the log replayed by the engine (`engine.replay`), what `game_check_replay`,
  an undo and a revert already pay;
- a seat's timeline as kingdom/replay.py builds it from the same log (`build_timeline`): the
  replay step by step (`engine.replaying`), the seat's `view` of every step, its frame, and
  the changes, record card figures and marked squares of each step (the database's part,
  two reads of the log, is left out: `tests/api/test_replay.py` counts its queries);
- the answer of GET replay/?after=-1 written from that timeline: its steps shaped by the view
  (`api.replay._step`) and encoded by the API's JSON renderer.

It prints the median of each in milliseconds and the timeline's ratio to the ceiling. The
server builds a seat's timeline once per process and length of the log; the stepper's later
requests read it from memory. It measures; it never fails.

    SECRET_KEY=x .venv/bin/python benchmarks/replay.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

import django  # noqa: E402

django.setup()

from api.renderers import MsgspecJSONRenderer  # noqa: E402
from api.replay import _step  # noqa: E402
from kingdom import replay  # noqa: E402
from kingdom.bot_matches import _ruleset, play_match  # noqa: E402
from kingdom.rules import engine  # noqa: E402
from kingdom.rules.dice import ServerDice  # noqa: E402
from kingdom.rules.state import Mode, Order, Settings  # noqa: E402

TIMES = 5
SEED = "replay-bench"


def played_log():
    """A 30-round game's start events and log (action, events), as the database keeps them."""
    ruleset = _ruleset()
    settings = Settings(order=Order.ROLL, round_limit=30)
    names = ["Ann", "Bors", "Cai", "Dindrane"]
    _, start = engine.start_game(ruleset, names, settings=settings, dice=ServerDice(SEED))
    log = []
    actions = []

    def after(state, events):
        log.append(list(events))

    original = engine.apply

    def recording(state, action, dice, **kw):
        actions.append(action)
        return original(state, action, dice, **kw)

    import kingdom.bot_matches as matches

    matches.apply = recording
    try:
        match = play_match(["sound"] * 4, SEED, round_limit=30, after=after)
    finally:
        matches.apply = original
    return ruleset, names, settings, start, list(zip(actions, log, strict=True)), match


def timed(work) -> float:
    started = time.perf_counter()
    work()
    return (time.perf_counter() - started) * 1000


def main() -> None:
    ruleset, names, settings, start, log, match = played_log()
    kw = {"mode": Mode.SERVER, "settings": settings, "start_events": start, "log": log}

    def ceiling():
        engine.replay(ruleset, names, **kw)

    rows = [SimpleNamespace(version=n, created_at=None, seat=None, author="bot", kind=a.kind)
            for n, (a, _) in enumerate(log, start=1)]  # fmt: skip
    shown = {row.version: [{"sequence": 0, **e.to_dict()} for e in events if e.visible(1)]
             for row, (_, events) in zip(rows, log, strict=True)}  # fmt: skip

    def timeline():
        states = engine.replaying(ruleset, names, **kw)
        views = (
            (row, replay.frame_of(engine.view(state, 1, decisions=[])))
            for row, state in zip([None, *rows], states, strict=True)
        )
        return replay.build_timeline(views, shown)

    built_timeline = timeline()

    def answer():
        MsgspecJSONRenderer().render({"steps": [_step(s) for s in built_timeline.steps]})

    bare = statistics.median(timed(ceiling) for _ in range(TIMES))
    built = statistics.median(timed(timeline) for _ in range(TIMES))
    written = statistics.median(timed(answer) for _ in range(TIMES))
    print(f"a 30-round game of 4 sound bots: {match.rounds} rounds, {len(log)} actions")
    print(f"ceiling — the log replayed by the engine: {bare:.1f} ms (median of {TIMES})")
    print(f"a seat's timeline (replay, view and frame of every step): {built:.1f} ms")
    print(f"ratio to the ceiling: {built / bare:.2f}")
    print(f"the whole replay's answer written from it: {written:.1f} ms ({written / bare:.2f})")


if __name__ == "__main__":
    main()
