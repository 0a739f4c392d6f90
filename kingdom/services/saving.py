"""The write path's record and save (ARCHITECTURE.md's steps 4 and 6): the `Write` handed from step
to step, each applied action recorded in its log (`_record`), and the save — the log, the
snapshot, the seats' missed deadlines and the pending decisions — on PostgreSQL in one round
trip (kingdom.batched), by the ORM elsewhere."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

import msgspec
from django.contrib.auth.models import User
from django.db import connection
from django.db.models.deletion import Collector
from django.utils import timezone

from kingdom import batched, notify
from kingdom.deadlines import deadline_for
from kingdom.errors import StateNotStored
from kingdom.models import Game, GameAction, Mail, PendingDecision, Seat
from kingdom.projections import store_event_batches_of
from kingdom.rules import engine
from kingdom.rules.actions import Action
from kingdom.rules.decisions import Decision
from kingdom.rules.decisions import ends as decision_ended
from kingdom.rules.events import Event
from kingdom.rules.state import State
from kingdom.selectors import remember_state

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class Recorded:
    """An applied action as the write's log holds it until the save: its `GameAction` row's
    columns, by their attribute names (`batched.logs_statement` writes them as they are;
    `row` makes the model's row for the ORM's way). Not a model instance: making one cost
    about 25 µs an action, a tenth of a sweep's default in Python (issue 28)."""

    game_id: int
    version: int
    seat: int | None
    user_id: int | None
    kind: str
    data: dict
    author: str

    def row(self) -> GameAction:
        return GameAction(**dataclasses.asdict(self))


@dataclass(eq=False)
class Write:
    """One game's write under its lock, handed from step to step of the write path
    (ARCHITECTURE.md: lock and read → check → apply → record → bots → save → mail on commit):
    what was read under the lock, the state the steps have reached and the decisions it asks
    (computed once per state: `reached`), what the steps recorded, what the save made, and
    what it has still to send. It lives for one transaction; nothing of it is kept on the game
    or on a state."""

    game: Game  # the game's row, locked
    seats: list[Seat]  # read under the lock, with their players (and profiles)
    known: list[PendingDecision] | None = None  # the pending rows read with the lock (None: not)
    log: list[tuple[Recorded | None, tuple]] = field(default_factory=list)  # recorded, unwritten
    answered: set[str] = field(default_factory=set)  # keys of decisions answered for good
    state: State | None = None  # the state the steps have reached, saved by `_save` (`reached`)
    asked: list[Decision] = field(default_factory=list)  # the decisions it asks (`reached`)
    decisions: list[Decision] = field(default_factory=list)  # those with a row once saved
    pending: list[PendingDecision] = field(default_factory=list)  # their rows, by seat
    fresh: list[PendingDecision] = field(default_factory=list)  # the rows new among them
    keyed: bool = False  # under `idempotent`: the save goes with the key's answer (`_send`)
    unsent: list[batched.Statement] = field(default_factory=list)  # the save, while keyed
    then: Callable[[list], None] | None = None  # what follows once `unsent` has run

    @property
    def made(self) -> State:
        """The state to save: set before the save (`reached`)."""
        assert self.state is not None
        return self.state

    def reached(self, state: State, asked: list[Decision] | None = None) -> None:
        """A step made `state` (or the write starts from it): the write's state from now on,
        with the decisions it asks — `asked` when the caller holds them, else computed here,
        once (`engine.pending`). The next step reads both from the write."""
        self.state = state
        self.asked = engine.pending(state) if asked is None else asked


def _record(
    write: Write,
    before: Before,
    action: Action,
    events: list[Event],
    *,
    user: User | None,
    author: str,
) -> None:
    """Append an applied action and its events to the write's log, stamped with their author
    and the time (the engine has no clock); the game's version moves on. The log is written
    by `_save`, one statement for all the actions of the request (the bots' too). `before`:
    what `_record` reads of the state the action was applied to (`Before.of`, read before the
    engine applies it: the sweep's engine changes its state in place)."""
    game = write.game
    game.version += 1
    row = Recorded(
        game.pk,
        game.version,
        action.seat,
        None if user is None else user.pk,
        action.kind,
        action.to_dict(),
        author,
    )
    write.log.append((row, (game.version, events, before.gold, author, timezone.now())))
    # The decision this action answered for good is gone, even if the engine asks exactly the
    # same again before the game is saved (a deal offered again after a refusal): that is a
    # new decision, with a fresh deadline (_decisions_now).
    write.answered.update(d.key for d in before.asked if decision_ended(d, action))


@dataclass(frozen=True)
class Before:
    """What `_record` reads of the state an action was applied to: each seat's gold (the
    record card's lines) and the decisions it asked."""

    gold: dict[int, int]
    asked: list[Decision]

    @classmethod
    def of(cls, state: State, asked: list[Decision]) -> Before:
        """What `_record` reads of `state`, which asks `asked` (the write's, `Write.asked`)."""
        return cls({p.seat: p.gold for p in state.players}, asked)


SAVED = ["state", "version", "event_count", "status", "started_at", "finished_at", "updated_at"]


MISSED = ["missed_deadlines", "autopilot"]  # a seat's columns the clock (or its player) moves


DECISION_FIELDS = ["game", "key", "seat", "kind", "rule", "detail", "deadline", "created_at"]


def _save(write: Write, *, started: bool = False, read_back: bool = True) -> list[PendingDecision]:
    """Write what the steps made: the log recorded (the actions, their events with their
    ledger postings and record-card lines), the snapshot and the columns that move with it
    (never the frozen ruleset), the seats' missed deadlines, the pending decisions gone and
    new — on PostgreSQL in one round trip (kingdom.batched), sent at once or, while
    `idempotent` holds the game (`write.keyed`), with the key's stored answer (`_send`). The
    parsed state of the new version is remembered once the transaction commits; the players
    of the new decisions (and of a game that ends) get their mails once written. `started`:
    the game starts now, so it has no pending row to read. `read_back`: the game's `state`
    column is set as the database would read it back (not for the action POST, whose answer
    is given the state itself: its column stays unread). The state saved is the one the steps
    reached (`Write.reached`). The pending rows now."""
    statements, then = _saved_together([write], started=started, read_back=read_back)
    if write.keyed:
        write.unsent, write.then = statements, then
    else:
        _send(statements, then)
    return write.pending


def _save_many(writes: list[Write]) -> None:
    """`_save` for the sweep's batch, each write with its `state`: still one round trip for
    all, whatever their number (the states are not read back: nobody reads them after)."""
    _send(*_saved_together(writes, read_back=False))


def _send(
    statements: list[batched.Statement], then: Callable[[list], None], *more: batched.Statement
) -> list:
    """Send a save's statements (`_saved_together`) and `more` in one round trip, then what
    follows them; the results of `more`."""
    every = [*statements, *more]
    results = batched.together(every) if every else []
    then(results[: len(statements)])
    return results[len(statements) :]


def _saved_together(
    writes: list[Write], *, started: bool = False, read_back: bool = True
) -> tuple[list[batched.Statement], Callable[[list], None]]:
    """The statements that save the writes (`_save`), in this order: the logs (which move the
    games' `event_count`), the snapshots, the seats' missed deadlines, the decisions no longer
    asked, the new ones; and what follows once they have run (given their results). A state
    that does not survive its round trip writes nothing (`_stored`). Not PostgreSQL: the
    ORM's queries, run now (`_save_by_orm`)."""
    stored = [(write.game, _stored(write)) for write in writes]
    for write in writes:  # the decisions asked now (`Write.reached`; none in a game that is over)
        live = write.game.status in (Game.Status.ACTIVE, Game.Status.PAUSED)
        write.decisions = write.asked if live else []
    if not batched.supported():
        _save_by_orm(writes, stored, started=started)
        return [], lambda results: None
    logs = [(write.game, write.log) for write in writes if write.log]
    statements = [batched.logs_statement(logs)] if logs else []
    now = timezone.now()
    over = [write for write in writes if _stamped(write.game, write.made, now)]
    if stored:
        statements.append(_snapshots_statement(stored, read_back=read_back))
    missed = [seat for write in writes for seat in write.seats if seat.missed_changed]
    if missed:
        statements += _seats_statements(writes, missed)
    doomed = _decisions_now(writes, started=started)
    statements += _forgotten(doomed)
    fresh = [row for write in writes for row in write.fresh]
    if fresh:
        for row in fresh:
            row.created_at = now
        statements.append(batched.rows_inserted(PendingDecision, fresh, DECISION_FIELDS))

    def then(results: list) -> None:
        if fresh:
            batched.with_keys(fresh, results[-1])
        _written(writes, over, missed)

    return statements, then


# Set around a seats' UPDATE that follows its games' snapshots (migration 0029): the games whose
# `view_changes` the snapshots' UPDATE has just bumped, which the seats' trigger leaves as they are.
BUMPED_GAMES = "kingdom.bumped_games"


def _seats_statements(writes: list[Write], missed: list[Seat]) -> list[batched.Statement]:
    """The seats' missed deadlines saved (one UPDATE), after the games' snapshots in the same
    round trip: the games' rows, whose count of changes the snapshots bumped, are not written
    a second time by the seats' trigger (0019's, made to skip them by 0029: a sweep wrote each
    game's row twice)."""
    games = ",".join(str(write.game.pk) for write in writes)
    return [
        batched.Statement("SELECT set_config(%s, %s, true)", [BUMPED_GAMES, games]),
        batched.rows_updated(Seat, missed, MISSED),
        batched.Statement("SELECT set_config(%s, '', true)", [BUMPED_GAMES]),
    ]


def _written(writes: list[Write], over: list[Write], missed: list[Seat]) -> None:
    """Once a save is written: its log is, the new state is remembered (on commit), and the
    players learn of a game's end and of their new decisions (mails, on commit)."""
    for seat in missed:
        seat.missed_changed = False
    for write in writes:
        write.log = []
        remember_state(write.game, write.made, write.asked)
    for write in over:
        notify.game_over(write.game, write.seats)
    notify.decisions_made_in([(write.game, write.fresh, write.seats) for write in writes])


def _save_by_orm(
    writes: list[Write], stored: list[tuple[Game, bytes]], *, started: bool = False
) -> None:
    """`_saved_together` on a database other than PostgreSQL (`make run`'s SQLite): the same
    rows by the ORM's queries, one or a few a table."""
    logs = [(write.game, write.log) for write in writes if write.log]
    GameAction.objects.bulk_create([row.row() for _, log in logs for row, _ in log if row])
    store_event_batches_of([(game, [batch for _, batch in log]) for game, log in logs])
    now = timezone.now()
    over = [write for write in writes if _stamped(write.game, write.made, now)]
    for game, raw in stored:
        game.state = msgspec.json.decode(raw)
        game.save(update_fields=SAVED)
    missed = [seat for write in writes for seat in write.seats if seat.missed_changed]
    Seat.objects.bulk_update(missed, MISSED)
    _decisions_by_orm(writes, started=started)
    _written(writes, over, missed)


def _decisions_by_orm(writes: list[Write], *, started: bool = False) -> None:
    """The pending rows of `_decisions_now` written by the ORM's queries."""
    doomed = _decisions_now(writes, started=started)
    if doomed:
        collector = Collector(using=PendingDecision.objects.db)
        collector.collect(doomed)
        collector.delete()
    PendingDecision.objects.bulk_create([row for write in writes for row in write.fresh])


def _sync_decisions(
    game: Game, decisions: list[Decision], seats: list[Seat]
) -> list[PendingDecision]:
    """The game's pending rows put in step with `decisions` alone, its state left as it is (a
    state set by hand: tests); the new ones' players get their mails. Its rows now."""
    write = Write(game, seats, decisions=decisions)
    _decisions_by_orm([write])
    notify.decisions_made_in([(game, write.fresh, seats)])
    return write.pending


def _write_log(write: Write) -> None:
    """Write the log recorded so far, now (before an event of the service that follows it)."""
    if not write.log:
        return
    logs = [(write.game, write.log)]
    if batched.supported():
        batched.together([batched.logs_statement(logs)])
    else:
        GameAction.objects.bulk_create([row.row() for row, _ in write.log if row])
        store_event_batches_of([(write.game, [batch for _, batch in write.log])])
    write.log = []


def _stamped(game: Game, state: State, now: datetime) -> bool:
    """The game's columns that move with its snapshot, set for `now`: True when it ends now."""
    game.updated_at = now
    if state.phase.value == "over" and game.status != Game.Status.FINISHED:
        game.status = Game.Status.FINISHED
        game.finished_at = now
        return True
    return False


def _forgotten(doomed: list[PendingDecision]) -> list[batched.Statement]:
    """The statement that deletes decisions no longer asked, as `Collector` would: their
    mails stay, without their decision (on_delete SET_NULL), and the rows go — in one
    statement (a data-modifying WITH): the mails' foreign key is checked at commit (Django's
    are DEFERRABLE INITIALLY DEFERRED on PostgreSQL), so the order of the two parts is free."""
    if not doomed:
        return []
    q = connection.ops.quote_name
    ids = [row.pk for row in doomed]  # one array parameter, however many
    mail_decision = q(Mail._meta.get_field("decision").column)
    return [
        batched.Statement(
            f"WITH unlinked AS (UPDATE {q(Mail._meta.db_table)} SET {mail_decision} = NULL "
            f"WHERE {mail_decision} = ANY(%s)) "
            f"DELETE FROM {q(PendingDecision._meta.db_table)} "
            f"WHERE {q(PendingDecision._meta.pk.column)} = ANY(%s)",
            [ids, ids],
        )
    ]


def _stored(write: Write) -> bytes:
    """The state's JSON as its snapshot keeps it, once the state is known to survive its own
    round trip (issue 26): decoded from these very bytes it equals the state, and the engine
    can copy it (`State.copyable`, msgpack: integers of 64 bits at most; a 10**30 once bricked
    a game). Otherwise nothing is written: the write is refused with `StateNotStored`, logged
    with the game, its version and the actions' kinds. The encoding is the one the snapshot is
    written with; the check costs about 40 µs for a state of 7 kB."""
    game, state = write.game, write.state
    assert state is not None  # `_save` sets it
    problem = None
    try:
        raw = state.to_json_bytes()
        if State.from_json_bytes(raw, state.rs) != state:
            problem = "it does not read back as it is"
        else:
            state.copyable()
    except (msgspec.MsgspecError, OverflowError, TypeError, ValueError) as error:
        problem = f"{type(error).__name__}: {error}"
    if problem is None:
        return raw
    kinds = tuple(row.kind for row, _ in write.log if row)
    version = game.version - len(kinds)  # the version the game stays at
    logger.error(
        "game %s: the state after version %s (%s) was not stored: %s",
        game.pk,
        version,
        ", ".join(kinds) or "no action",
        problem,
    )
    raise StateNotStored(
        "the game could not store the state this action leads to, so nothing was changed: "
        "the action is refused (the server's log says why)",
        game_id=game.pk,
        version=version,
        kinds=kinds,
    )


def _snapshots_statement(
    saved: list[tuple[Game, bytes]], *, read_back: bool = True
) -> batched.Statement:
    """The games' snapshots (each its state's JSON, `_stored`) and the columns that move with
    them (`SAVED`), in one UPDATE for all (PostgreSQL, kingdom.batched): the rows as one JSON
    document, each state in it as the bytes msgspec encoded (in C), neither a dict nor
    Python's json encoder in between, and one parameter however many games (Django's
    `bulk_update` builds a CASE per game and column; a placeholder a value cost psycopg's
    client-side binding more than the database's work). `read_back`: each game's `state` is
    set as the database would read it back (not for the sweep's games, read without it, that
    nobody reads after, nor for the action POST's, whose answer is given the state)."""
    documents = []
    for game, raw in saved:
        if read_back:
            game.state = msgspec.json.decode(raw)  # as read back (the cache fills on commit)
        documents.append(
            {"id": game.pk, "state": msgspec.Raw(raw)}
            | {name: getattr(game, name) for name in SAVED[1:]}
        )
    return batched.updated(Game, documents, SAVED)


def _decisions_now(writes: list[Write], *, started: bool = False) -> list[PendingDecision]:
    """Keep each game's pending decisions in step with its saved state: one row per decision
    instance, by its identity key (kingdom.rules.decisions.identity), for the decisions asked
    (`write.decisions`: the write's `asked`, set by `_saved_together`). A decision still
    pending keeps its row and its deadline (a turn of many moves has one deadline); a new one
    — asked anew, even of the same seat and kind (the next auction's bid, the next joust
    ride), or asked again after it was answered (`_record`) — gets its own row (`write.fresh`,
    not written yet), its own deadline from the game's settings and its player a mail
    (kingdom.notify). The rows known from the lock serve; the others' are read, one query for
    all (none for games that start now: `started`). Returns the rows no longer asked."""
    unread = [] if started else [write for write in writes if write.known is None]
    if unread:
        rows: dict[int, list[PendingDecision]] = {write.game.pk: [] for write in unread}
        for row in PendingDecision.objects.filter(game__in=[write.game for write in unread]):
            rows[row.game_id].append(row)
        for write in unread:
            write.known = rows[write.game.pk]
    doomed: list[PendingDecision] = []
    for write in writes:
        kept = _kept_decisions(write, write.known or [], doomed)
        write.fresh = _fresh_decisions(write, kept)
        now = [*kept.values(), *write.fresh]
        write.pending = sorted(now, key=lambda row: (row.seat is None, row.seat or 0))
    return doomed


def _kept_decisions(
    write: Write, rows: list[PendingDecision], doomed: list
) -> dict[str, PendingDecision]:
    """The game's rows of decisions still asked (the others go to `doomed`), by key."""
    wanted = {d.key: d for d in write.decisions}
    kept: dict[str, PendingDecision] = {}
    for row in rows:
        if not row.key:  # a row made before decisions had keys: it takes its decision's key
            row.key = next(
                (k for k, d in wanted.items() if (d.seat, d.kind) == (row.seat, row.kind)), ""
            )
            if row.key and row.key not in kept:
                row.save(update_fields=["key"])
        if row.key in wanted and row.key not in write.answered and row.key not in kept:
            kept[row.key] = row
        else:
            doomed.append(row)
    return kept


def _fresh_decisions(write: Write, kept: dict) -> list[PendingDecision]:
    """New rows for the decisions newly asked (their deadlines from the game's settings); a
    kept row whose detail changed is updated."""
    game, fresh = write.game, []
    by_index: dict[int | None, Seat] = {s.index: s for s in write.seats}
    for d in write.decisions:
        row = kept.get(d.key)
        if row is None:
            fresh.append(
                PendingDecision(
                    game=game,
                    key=d.key,
                    seat=d.seat,
                    kind=d.kind,
                    rule=d.rule,
                    detail=d.detail,
                    deadline=deadline_for(game, d.kind, by_index.get(d.seat)),
                )
            )
        elif row.detail != d.detail:
            row.detail = d.detail
            row.save(update_fields=["detail"])
    return fresh
