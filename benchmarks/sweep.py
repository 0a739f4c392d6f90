"""Deadline sweep benchmark: 10,000 games whose decision is due at once, resolved by the sweep.

In a throwaway database created beside DATABASE_URL's (on the loopback PostgreSQL of
`make bench`, dropped at the end), it starts one two-seat game through the services (two
human seats, never on autopilot: seat 0 chooses a Royal Challenger) and clones its rows in
bulk, server side: the game, its seats, its start events (not their ledger and record lines)
and its pending decision; the tables are then analyzed, as autovacuum would have done while a
real backlog grew (`fall_due`). Then twice, on 10,000 fresh clones whose decision's deadline is set
to one moment just before the start:

- one process: `expire_deadlines` (the beat task, with its 25 s budget) called here again and
  again until a sweep finds nothing to do;
- as many processes as the machine has CPUs (its worker processes: `celery worker` starts
  one per CPU), each doing the same; `skip_locked` shares the work between them.

It prints the total time, the decisions resolved per second, beside the ceiling measured in
the same run (bare SQL doing what any sweep must: claim the due decisions batch by batch,
advance their games, write one action row each, delete the decisions; on as many fresh
clones, with as many processes), and the lag from the deadline to the resolution (the
`created_at` of the default's GameAction; p50, p99, max), and checks that every game advanced
exactly once, and the CPU seconds a decision costs in the sweeping processes and in their
PostgreSQL backends (read from /proc: how much of the machine the sweep got), beside the goals of
issue 15 (>= 1,000 decisions/s with the
machine's worker processes, lag p99 <= 60 s). The players have no e-mail address: no mail is
written. `SWEEP_GAMES` sets a smaller number for a quick look.
It measures; it never fails.

    SECRET_KEY=x scripts/with-services.sh .venv/bin/python benchmarks/sweep.py
"""

from __future__ import annotations

import functools
import multiprocessing
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

GAMES = int(os.environ.get("SWEEP_GAMES", "10000"))
PROCESSES = os.cpu_count() or 1
GOAL_RATE, GOAL_LAG_P99 = 1000, 60.0  # decisions a second; seconds
DATABASE = f"kingdom_bench_sweep_{os.getpid()}"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# -- setting up: one game through the services, then clones ---------------------------------------
def template_game() -> int:
    """A started two-seat game: seat 0 must choose a Royal Challenger (a 48 h deadline)."""
    from django.contrib.auth import get_user_model

    from kingdom import services

    users = get_user_model().objects
    ann, bors = users.create_user("ann"), users.create_user("bors")
    game = services.game_create(
        host=ann, name="sweep", seats=2, order="seating", listed=False, autopilot_after=None
    )
    services.game_join(game_id=game.pk, user=bors, code=game.invite_code)
    return services.game_start(game_id=game.pk, user=ann).pk


def clone(template: int, count: int) -> list[int]:
    """`count` copies of the template game, its seats, its log's start and its decision, made
    by the server (INSERT … SELECT); the new games' ids."""
    from django.db import connection, transaction

    from kingdom.models import Game, GameEvent, PendingDecision, Seat

    def columns(model, *skip):
        fields = model._meta.concrete_fields
        return [f.column for f in fields if not f.primary_key and f.name not in skip]

    game_columns = ", ".join(f'"{c}"' for c in columns(Game))
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {Game._meta.db_table} ({game_columns}) "
            f"SELECT {game_columns} FROM {Game._meta.db_table}, generate_series(1, %s) "
            "WHERE id = %s RETURNING id",
            [count, template],
        )
        ids = [row[0] for row in cursor.fetchall()]
        for model in (Seat, GameEvent, PendingDecision):
            rest = ", ".join(f'"{c}"' for c in columns(model, "game"))
            cursor.execute(
                f'INSERT INTO {model._meta.db_table} ("game_id", {rest}) '
                f"SELECT new.id, {rest} FROM {model._meta.db_table}, "
                "unnest(%s::bigint[]) AS new(id) WHERE game_id = %s",
                [ids, template],
            )
    return ids


def fall_due(ids: list[int], deadline) -> None:
    """Set the clones' decisions due at `deadline`, then ANALYZE the tables the claim reads.

    A real backlog builds up over days, and autovacuum's analyze keeps the planner's figures
    up to date as it grows; the clones appear in one statement a moment before they fall
    due. Without fresh statistics the planner takes the due decisions for a handful and
    claims each batch by joining every due decision to every active game and sorting them
    all (25-140 ms a batch instead of 0.3 ms, growing with the backlog and paid by each
    process), which is what made 2 processes slower than 1 here."""
    from django.db import connection

    from kingdom.models import Game, PendingDecision, Seat

    PendingDecision.objects.filter(game__in=ids).update(deadline=deadline)
    with connection.cursor() as cursor:
        for model in (PendingDecision, Game, Seat):
            cursor.execute(f"ANALYZE {model._meta.db_table}")


# -- sweeping -------------------------------------------------------------------------------------
def sweep_until_done() -> tuple[int, int]:
    """Beat's sweep, again and again until one finds nothing: (decisions applied, sweeps)."""
    from kingdom.tasks import expire_deadlines

    applied = sweeps = 0
    while True:
        sweeps += 1
        done = expire_deadlines()
        applied += done
        if not done:
            return applied, sweeps


def bare_until_done(batch: int = 100) -> tuple[int, int]:
    """The ceiling: what any sweep must do for each due decision, in bare SQL on the same
    database, batch by batch as the sweep's (one transaction a batch): claim the due decisions
    (`FOR UPDATE SKIP LOCKED`), advance their games' version (locking them), write one action
    row a game and delete the decisions; again until none is due. (decisions, batches)"""
    from django.db import connection, transaction

    from kingdom.models import Game, GameAction, PendingDecision

    decision, game, action = (m._meta.db_table for m in (PendingDecision, Game, GameAction))
    applied = batches = 0
    while True:
        batches += 1
        with transaction.atomic(), connection.cursor() as cursor:
            claimed = _claimed(cursor, decision, batch)
            if not claimed:
                return applied, batches
            cursor.execute(
                f"WITH moved AS (UPDATE {game} SET version = version + 1, updated_at = now() "
                "WHERE id = ANY(%s) RETURNING id, version) "
                f"INSERT INTO {action} (game_id, version, seat, kind, data, author, created_at, "
                "undone) SELECT id, version, 0, 'choose_challenger', '{}', 'clock', now(), false "
                "FROM moved",
                [[game_id for _, game_id in claimed]],
            )
            cursor.execute(
                f"DELETE FROM {decision} WHERE id = ANY(%s)", [[pk for pk, _ in claimed]]
            )
        applied += len(claimed)


def _claimed(cursor, decision: str, batch: int) -> list[tuple[int, int]]:
    """The batch of due decisions both ceilings claim as the sweep does: (id, game_id)."""
    cursor.execute(
        f"SELECT id, game_id FROM {decision} WHERE deadline <= now() "
        "ORDER BY deadline, id LIMIT %s FOR UPDATE SKIP LOCKED",
        [batch],
    )
    return cursor.fetchall()


def same_rows_until_done(reference: int, batch: int = 100) -> tuple[int, int]:
    """The ceiling that does the sweep's database work: `bare_until_done` reading what the
    sweep reads under its locks (each game's state, its seats with their players and profiles,
    its pending decisions) and writing the rows the sweep writes for a default — those the
    real sweep wrote for the `reference` game (its action, its events with their ledger
    postings and record-card lines, its new snapshot, its new decision, the seat's missed
    deadline), copied by the server for each claimed game, none of them made in Python.
    (decisions, batches)"""
    from django.db import connection, transaction

    from kingdom.models import PendingDecision

    reads, write = _same_rows_sql()
    decision = PendingDecision._meta.db_table
    applied = batches = 0
    while True:
        batches += 1
        with transaction.atomic(), connection.cursor() as cursor:
            claimed = _claimed(cursor, decision, batch)
            if not claimed:
                return applied, batches
            games, decisions = [g for _, g in claimed], [pk for pk, _ in claimed]
            for sql in reads:
                cursor.execute(sql, [games])
                cursor.fetchall()
            cursor.execute(write, [reference, games] + [reference] * 4 + [games, decisions] * 2)
            cursor.execute(
                f"INSERT INTO {decision} (game_id, {_columns_of(PendingDecision)}) "
                f"SELECT g, {_columns_of(PendingDecision, 'd.')} FROM unnest(%s::bigint[]) g, "
                f"{decision} d WHERE d.game_id = %s RETURNING id",
                [games, reference],
            )
            cursor.fetchall()
        applied += len(claimed)


def _columns_of(model, prefix: str = "", *skip: str) -> str:
    fields = model._meta.concrete_fields
    skipped = {"game", *skip}
    return ", ".join(
        f'{prefix}"{f.column}"' for f in fields if not f.primary_key and f.name not in skipped
    )


def _same_rows_sql() -> tuple[list[str], str]:
    """`same_rows_until_done`'s reads (each with the games' ids) and its write."""
    from django.contrib.auth import get_user_model

    from kingdom.models import (
        Game,
        GameAction,
        GameEvent,
        LedgerPosting,
        Mail,
        PendingDecision,
        Profile,
        RecordEntry,
        Seat,
    )

    t = {m: m._meta.db_table for m in (Game, GameAction, GameEvent, LedgerPosting, RecordEntry)}
    user, profile = get_user_model()._meta.db_table, Profile._meta.db_table
    seat, decision, mail = Seat._meta.db_table, PendingDecision._meta.db_table, Mail._meta.db_table
    reads = [
        f"SELECT id, version, status, settings, ruleset_md5, state::text FROM {t[Game]} "
        "WHERE id = ANY(%s) FOR UPDATE",
        f"SELECT s.*, u.*, p.* FROM {seat} s LEFT JOIN {user} u ON u.id = s.user_id "
        f"LEFT JOIN {profile} p ON p.user_id = u.id WHERE s.game_id = ANY(%s) ORDER BY s.index",
        f"SELECT * FROM {decision} WHERE game_id = ANY(%s)",
    ]
    event_columns = _columns_of(GameEvent, "e.")
    linked = []
    for model in (LedgerPosting, RecordEntry):
        columns = _columns_of(model, "", "event")
        linked.append(
            f"INSERT INTO {t[model]} (game_id, {columns}, event_id) "
            f"SELECT ev.game_id, {_columns_of(model, 'x.', 'event')}, ev.id FROM {t[model]} x "
            f"JOIN {t[GameEvent]} re ON re.id = x.event_id JOIN events ev ON ev.sequence = "
            "re.sequence WHERE x.game_id = %s AND re.version = 1"
        )
    write = (
        f"WITH moved AS (UPDATE {t[Game]} g SET version = r.version, event_count = "
        "r.event_count, state = r.state, updated_at = now() "
        f"FROM {t[Game]} r WHERE r.id = %s AND g.id = ANY(%s) RETURNING g.id), "
        f"actions AS (INSERT INTO {t[GameAction]} (game_id, {_columns_of(GameAction)}) "
        f"SELECT m.id, {_columns_of(GameAction, 'a.')} FROM moved m, {t[GameAction]} a "
        "WHERE a.game_id = %s), "
        f"events AS (INSERT INTO {t[GameEvent]} (game_id, {_columns_of(GameEvent)}) "
        f"SELECT m.id, {event_columns} FROM moved m, {t[GameEvent]} e "
        "WHERE e.game_id = %s AND e.version = 1 RETURNING id, game_id, sequence), "
        f"postings AS ({linked[0]}) {linked[1]};\n"
        f"UPDATE {seat} SET missed_deadlines = missed_deadlines + 1 "
        "WHERE game_id = ANY(%s) AND index = 0;\n"
        f"UPDATE {mail} SET decision_id = NULL WHERE decision_id = ANY(%s);\n"
        f"DELETE FROM {decision} WHERE game_id = ANY(%s) AND id = ANY(%s)"
    )
    return reads, write


def backend_cpu() -> float:
    """CPU seconds this process's PostgreSQL backend has used (loopback: its /proc entry)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = cursor.fetchone()[0]
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # not readable here: no figure
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def with_cpu(work) -> tuple[int, int, float, float]:
    """`work()`'s (applied, sweeps) and the CPU seconds it cost: this process's, its backend's."""
    python, database = time.process_time(), backend_cpu()
    applied, sweeps = work()
    return applied, sweeps, time.process_time() - python, backend_cpu() - database


def child(barrier, results, work) -> None:
    from django.db import connections

    try:
        barrier.wait()
        results.put(with_cpu(work))
    except Exception as error:  # noqa: BLE001 - reported by the parent
        results.put(error)
    finally:
        connections.close_all()


def run(processes: int, work=sweep_until_done) -> tuple[float, int, int, float, float]:
    """Sweep everything due with `processes` processes; (seconds, applied, sweeps, and the
    CPU seconds of the sweeping processes and of their PostgreSQL backends)."""
    from django.db import connections

    if processes == 1:
        started = time.perf_counter()
        applied, sweeps, python, database = with_cpu(work)
        return time.perf_counter() - started, applied, sweeps, python, database
    connections.close_all()  # the children must not share this process's connection
    fork = multiprocessing.get_context("fork")
    barrier, results = fork.Barrier(processes + 1), fork.Queue()
    workers = [fork.Process(target=child, args=(barrier, results, work)) for _ in range(processes)]
    for worker in workers:
        worker.start()
    barrier.wait()  # every child is forked and set up: go
    started = time.perf_counter()
    outcomes = [results.get(timeout=1800) for _ in workers]  # queue.Empty: a child died
    elapsed = time.perf_counter() - started
    for worker in workers:
        worker.join()
    errors = [o for o in outcomes if isinstance(o, Exception)]
    if errors:
        raise errors[0]
    applied, sweeps, python, database = (sum(o[i] for o in outcomes) for i in range(4))
    return elapsed, int(applied), int(sweeps), python, database


def round_of(template: int, processes: int) -> None:
    from django.db import connection
    from django.utils import timezone

    from kingdom.models import Game, GameAction, PendingDecision

    t0 = time.perf_counter()
    ids = clone(template, GAMES)
    built = time.perf_counter() - t0
    deadline = timezone.now()
    fall_due(ids, deadline)
    updates = row_updates()
    elapsed, applied, sweeps, python, database = run(processes)
    updates = [after - before for before, after in zip(updates, row_updates(), strict=True)]

    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT EXTRACT(EPOCH FROM created_at - %s) FROM {GameAction._meta.db_table} "
            "WHERE game_id = ANY(%s) AND user_id IS NULL",
            [deadline, ids],
        )
        lags = [float(row[0]) for row in cursor.fetchall()]
    versions = Game.objects.filter(pk__in=ids, version=1).count()
    left = PendingDecision.objects.filter(game__in=ids, deadline__lte=deadline).count()
    label = "1 process" if processes == 1 else f"{processes} processes"
    rate = applied / elapsed
    print(
        f"- {label}: {applied:,} decisions in {elapsed:.1f} s = {rate:.0f} /s "
        f"({sweeps} sweeps; {GAMES:,} clones built in {built:.1f} s)"
    )
    each = 1000 / max(applied, 1)  # ms a decision per CPU second
    print(
        f"  CPU: the sweeping processes {python:.1f} s ({python * each:.2f} ms a decision), "
        f"their PostgreSQL backends {database:.1f} s ({database * each:.2f} ms); "
        f"{(python + database) / elapsed:.2f} of the machine's {os.cpu_count()} CPUs "
        "in use by the sweep (the rest: PostgreSQL's own processes, other load)"
    )
    if lags:
        print(
            f"  lag from deadline to default: p50 {statistics.median(lags):.1f} s   "
            f"p99 {percentile(lags, 0.99):.1f} s   max {max(lags):.1f} s   (all due at one "
            "moment: the wait in the backlog)"
        )
    if processes == PROCESSES and lags:
        p99 = percentile(lags, 0.99)
        print(
            f"  goals with {processes} processes: >= {GOAL_RATE:,} decisions/s: {rate:.0f} "
            f"({'met' if rate >= GOAL_RATE else f'{rate / GOAL_RATE:.0%} of it'}); lag p99 <= "
            f"{GOAL_LAG_P99:.0f} s: {p99:.1f} s ({'met' if p99 <= GOAL_LAG_P99 else 'missed'})"
        )
    if processes == 1 and rate:
        # Beat starts a sweep every 30 s and each stops after its 25 s budget: one at a time.
        print(f"  under beat alone (25 s of every 30): about {GAMES / rate * 30 / 25:.0f} s")
    defaults = max(applied, 1)
    games, games_hot, seats, seats_hot = (n / defaults for n in updates)
    print(
        f"  rows updated a default: games {games:.2f} (in place, HOT: {games_hot:.2f}), "
        f"seats {seats:.2f} (HOT {seats_hot:.2f})"
    )
    once = len(lags) == versions == GAMES and not left
    print(
        f"  each game advanced exactly once: {'yes' if once else 'NO'} "
        f"({len(lags)} defaults, {versions} games at version 1, {left} decisions still due)"
    )
    ceiling = ceiling_rate(template, processes)
    print(
        f"  ceiling, bare SQL on fresh clones with {label} (claim the batch, advance the games, "
        f"one action row each, delete the decisions): {ceiling:.0f} /s; the sweep: "
        f"{rate / ceiling:.0%} of it"
    )
    same = ceiling_rate(template, processes, same_rows=True)
    print(
        f"  the same bare SQL reading and writing what the sweep does (the games' states, "
        f"seats, players and decisions read; the action, events, postings, record lines, "
        f"snapshot, seat and new decision of a real default written, copied by the server): "
        f"{same:.0f} /s; the sweep: {rate / same:.0%} of it"
    )


def row_updates() -> list[int]:
    """PostgreSQL's counts of rows updated in the games' and seats' tables, and of those
    updated in place (HOT: no index entry written), once the backends' figures are in (they
    report them within a second of a transaction's end, at the latest when they close)."""
    from django.db import connection

    from kingdom.models import Game, Seat

    time.sleep(1.2)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute(
            "SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables "
            "WHERE relname = ANY(%s)",
            [[Game._meta.db_table, Seat._meta.db_table]],
        )
        counts = {name: (updated, hot) for name, updated, hot in cursor.fetchall()}
    return [*counts[Game._meta.db_table], *counts[Seat._meta.db_table]]


def ceiling_rate(template: int, processes: int, *, same_rows: bool = False) -> float:
    """Decisions a second of `bare_until_done` over GAMES fresh clones, all due at once (or
    of `same_rows_until_done`, whose rows are those of one clone's real default)."""
    from django.utils import timezone

    from kingdom.services import game_expire_due

    work = bare_until_done
    if same_rows:
        (reference,) = clone(template, 1)
        fall_due([reference], timezone.now())
        game_expire_due(limit=1)  # the only decision due: its rows are the ones to copy
        work = functools.partial(same_rows_until_done, reference)
    ids = clone(template, GAMES)
    fall_due(ids, timezone.now())
    elapsed, applied, *_ = run(processes, work)
    if same_rows:
        print(f"  a default's rows, the reference's/its copies' each: {written(reference, ids)}")
    return applied / elapsed


def written(reference: int, ids: list[int]) -> str:
    """The rows of version 1 (the default) of the reference game, and of its copies each."""
    from kingdom.models import GameAction, GameEvent, LedgerPosting, PendingDecision, RecordEntry

    def counts(games: list[int]) -> list[float]:
        return [
            GameAction.objects.filter(game__in=games, version=1).count() / len(games),
            GameEvent.objects.filter(game__in=games, version=1).count() / len(games),
            LedgerPosting.objects.filter(game__in=games, event__version=1).count() / len(games),
            RecordEntry.objects.filter(game__in=games, event__version=1).count() / len(games),
            PendingDecision.objects.filter(game__in=games).count() / len(games),
        ]

    names = ("actions", "events", "postings", "record lines", "decisions")
    return "; ".join(
        f"{name} {one:g}/{each:g}"
        for name, one, each in zip(names, counts([reference]), counts(ids), strict=True)
    )


def main() -> None:
    url = loopback_database()
    if url is None:
        print("sweep: needs PostgreSQL on loopback in DATABASE_URL (run it with `make bench`)")
        return
    print(
        f"sweep: {GAMES:,} games with a decision due at once, resolved by expire_deadlines "
        f"({os.cpu_count()} CPUs: sweeps and PostgreSQL share them)"
    )
    with own_database(url, DATABASE):
        try:
            from django.core.management import call_command

            call_command("migrate", verbosity=0)
            template = template_game()
            round_of(template, 1)
            round_of(template, PROCESSES)
            print("  (the throwaway cluster runs with fsync and synchronous_commit off)")
        except Exception:  # noqa: BLE001 - a benchmark prints its failure and carries on
            print("sweep: stopped by an error:")
            traceback.print_exc(file=sys.stdout)


if __name__ == "__main__":
    main()
