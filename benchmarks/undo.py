"""Undo benchmark (issue 17): how long taking back the last entry of a long table game takes.

In a throwaway database created beside DATABASE_URL's (on the loopback PostgreSQL of
`make bench`, dropped at the end), a two-seat game at a physical table is played through the
service door for `UNDO_ENTRIES` entries (default 1,000: several hours at a real table), the
host typing every seat's decision and every face (a bot chooses them). Then, five times each:

- an undo of the last entry (`services.game_undo`: lock, mark, replay the whole log, save);
- the entry typed again (`services.game_submit_action`), the everyday write, for comparison;
- the ceiling of the undo in the same run: the log read and replayed with nothing written
  (`services.game_replay`), the part of an undo that grows with the game.

It prints the median and the slowest of each, in milliseconds. It measures; it never fails.

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/undo.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.support.database import loopback_database, own_database  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "bench")

ENTRIES = int(os.environ.get("UNDO_ENTRIES", "1000"))
TIMES = 5
DATABASE = f"kingdom_bench_undo_{os.getpid()}"


def played_game():
    """A two-seat table game, `ENTRIES` entries in (or fewer, if it ends first)."""
    from django.contrib.auth import get_user_model

    from kingdom import selectors, services
    from kingdom.rules import engine
    from kingdom.rules.bot import Bot

    users = get_user_model().objects
    ann, bors = users.create_user("ann"), users.create_user("bors")
    game = services.game_create(host=ann, name="Bench", mode="table", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    game = services.game_start(game_id=game.pk, user=ann)
    bot = Bot("bench")
    for _ in range(ENTRIES):
        game.refresh_from_db()
        if game.status != game.Status.ACTIVE:
            break
        typed = next_entry(selectors.game_state(game), bot, engine)
        services.game_submit_action(game_id=game.pk, user=ann, **typed)
    return game, ann


def next_entry(state, bot, engine) -> dict:
    decision = engine.pending(state)[0]
    action = bot.choose(state, decision.seat).to_dict()
    seat = action.pop("seat")
    return {"action": action, "seat": seat}


def timed(call) -> float:
    started = time.perf_counter()
    call()
    return (time.perf_counter() - started) * 1000


def figures(name: str, values: list[float]) -> str:
    return f"  {name:<44} median {statistics.median(values):8.1f} ms, slowest {max(values):8.1f} ms"


def measure() -> None:
    from kingdom import services
    from kingdom.models import GameAction

    game, ann = played_game()
    game.refresh_from_db()
    actions = GameAction.objects.filter(game=game, undone=False).count()
    print(f"undo: a two-seat table game of {actions:,} actions ({game.event_count:,} events)")
    undos, entries, replays = [], [], []
    for _ in range(TIMES):
        game.refresh_from_db()
        last = GameAction.objects.filter(game=game, undone=False).latest("version")
        typed = {"action": {k: v for k, v in last.data.items() if k != "seat"}, "seat": last.seat}
        undo = {"game_id": game.pk, "user": ann, "expected_version": game.version}
        undos.append(timed(lambda u=undo: services.game_undo(**u)))
        game.refresh_from_db()
        replays.append(timed(lambda: services.game_replay(game=game)))
        entries.append(
            timed(lambda t=typed: services.game_submit_action(game_id=game.pk, user=ann, **t))
        )
    print(figures("undo (lock, mark, replay, save)", undos))
    print(figures("the entry typed again (a plain action)", entries))
    print(figures("ceiling: the log read and replayed, no write", replays))


def main() -> None:
    url = loopback_database()
    if url is None:
        print("undo: needs PostgreSQL on loopback in DATABASE_URL (run it with `make bench`)")
        return
    with own_database(url, DATABASE):
        try:
            from django.core.management import call_command

            call_command("migrate", verbosity=0)
            measure()
        except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
            print("undo: stopped by an error:")
            traceback.print_exc(file=sys.stdout)


if __name__ == "__main__":
    main()
