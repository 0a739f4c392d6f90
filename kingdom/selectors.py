"""Read paths: what a user may see of a game, with a bounded number of queries."""

from __future__ import annotations

import hashlib
import json
import secrets
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import lru_cache, partial
from typing import Any

from cachetools import LRUCache
from django.db import connection, transaction
from django.db.models import F, Q, QuerySet, TextField, Value
from django.db.models.functions import MD5, Cast, Coalesce, NullIf
from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.utils.dateparse import parse_datetime

from kingdom import batched, notify
from kingdom.deadlines import (
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_DEADLINE_HOURS,
    MAX_LEAVE_DAYS,
    MIN_DEADLINE_HOURS,
    leave_allowance,
)
from kingdom.errors import Conflict, Forbidden, IllegalMove, NotFound, ServiceError
from kingdom.models import (
    Author,
    Game,
    GameAction,
    GameEvent,
    LedgerPosting,
    Profile,
    RecordEntry,
    ReferenceVersion,
    Seat,
)
from kingdom.models.game import DEFAULT_SEATS
from kingdom.models.reference import SINGLETON_PK
from kingdom.projections import seats_text
from kingdom.readings import reconstructed_cells
from kingdom.rules import bots, engine
from kingdom.rules.actions import EndByTimeLimit, Move
from kingdom.rules.decisions import Clock, Decision
from kingdom.rules.dice import NoDice
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import Event, GameEnded
from kingdom.rules.movement import Group, reachable, refusals
from kingdom.rules.odds import BattleOdds
from kingdom.rules.odds import battle_odds as odds_of_battle
from kingdom.rules.ruleset import Ruleset, fixture_data
from kingdom.rules.state import Order, Phase, State
from kingdom.rules.turns import cards_for_move
from kingdom.users import Person


# -- the frozen ruleset of a game, and the parsed state of each version (the services read them) --
@lru_cache(maxsize=64)
def _ruleset_for(digest: str, data: str) -> Ruleset:
    return Ruleset.from_dict(json.loads(data))


class RecentCache:
    """A small LRU map for one process: cachetools' LRUCache under a lock (the web workers'
    threads share it; cachetools' caches are not thread-safe by themselves). It never fills
    itself: callers `put` from `transaction.on_commit` (`_after_commit`), so only what the
    database has committed is kept — which is why this is a map, not `cachetools.cached`."""

    def __init__(self, size: int):
        self.items: LRUCache = LRUCache(maxsize=size)
        self.lock = threading.Lock()

    def get(self, key: Hashable) -> Any:
        with self.lock:
            return self.items.get(key)  # a hit is the most recent again

    def put(self, key: Hashable, value: Any) -> None:
        with self.lock:
            self.items[key] = value

    def clear(self) -> None:
        with self.lock:
            self.items.clear()


# A game's ruleset never changes once frozen (house: running games keep theirs; no form edits
# the column), and is cached from its first read, by the game's start; a state is
# that of one version of one game: a version bump is a new key, so neither is ever stale.
_RULESETS = RecentCache(256)  # (game id, created_at) -> Ruleset
_BY_DIGEST = RecentCache(16)  # the database's MD5 of a frozen ruleset (Game.ruleset_md5) -> Ruleset
_STATES = RecentCache(512)  # (game id, created_at, version) -> State (never changed: apply copies)
# The rows that read a game leave these big columns out: the caches above answer for them.
HEAVY_COLUMNS = ("state", "ruleset")


def clear_read_caches() -> None:
    """Forget every parsed ruleset and state (tests; a process never needs it)."""
    _RULESETS.clear()
    _BY_DIGEST.clear()
    _STATES.clear()
    _ruleset_for.cache_clear()
    _checked_ruleset.cache_clear()
    _NEW_GAME_RULESETS.clear()


# -- the ruleset of a new game, and what a new game is unless its host chooses otherwise ----------
def current_ruleset_data() -> dict:
    """Today's ruleset as data: the admin's tables, or the fixtures while they are empty."""
    from kingdom.reference import reference_is_empty, reference_ruleset_data

    return fixture_data() if reference_is_empty() else reference_ruleset_data()


# The new games' checked rulesets by reference version (ReferenceVersion.token): (the validator's
# problems, the parsed ruleset or None). A few tokens at most (an admin editing while games start).
_NEW_GAME_RULESETS: dict[str, tuple[tuple[str, ...], Ruleset | None]] = {}
TRIGGERED_VENDORS = ("postgresql", "sqlite")  # migration 0016 keeps their token; others: no cache


def new_game_ruleset() -> Ruleset:
    """The ruleset a new game freezes (RULES.md section 7), re-checked by the engine's one
    validator (kingdom.rules.validation): an unplayable one is refused (409
    `unplayable_ruleset`), the game not created. An admin's edit reaches the next game: the
    tables are read again whenever the reference version the database keeps (one row, changed
    by trigger with any write to them) is new to this process; the check and the parsing are
    done once per process for the same data."""
    token = None
    if connection.vendor in TRIGGERED_VENDORS:
        rows = ReferenceVersion.objects.filter(pk=SINGLETON_PK).values_list("token", flat=True)
        token = rows.first()
    checked = _NEW_GAME_RULESETS.get(token) if token else None
    if checked is None:
        checked = _read_ruleset_for_a_new_game()
        if token:
            if len(_NEW_GAME_RULESETS) >= 4:
                _NEW_GAME_RULESETS.clear()
            _NEW_GAME_RULESETS[token] = checked
    problems, ruleset = checked
    if problems:
        raise Conflict(
            "new games cannot start until an admin repairs the ruleset: "
            + "; ".join(problems[:5])
            + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else ""),
            code="unplayable_ruleset",
        )
    assert ruleset is not None  # playable: parsed
    return ruleset


def _read_ruleset_for_a_new_game() -> tuple[tuple[str, ...], Ruleset | None]:
    """The reference tables read, checked and parsed (the fixtures' ruleset while they are
    empty)."""
    from kingdom.reference import reference_is_empty, reference_ruleset_data

    if reference_is_empty():
        return (), Ruleset.from_dict(fixture_data())
    data = json.dumps(reference_ruleset_data(), sort_keys=True)
    return _checked_ruleset(hashlib.sha256(data.encode()).hexdigest(), data)


@lru_cache(maxsize=8)
def _checked_ruleset(digest: str, data: str) -> tuple[tuple[str, ...], Ruleset | None]:
    """The validator's problems with the ruleset data (none: it is playable), and the parsed
    ruleset when it is playable; once per process for the same data (`digest`)."""
    from kingdom.reference import reference_validate

    parsed = json.loads(data)
    problems = tuple(reference_validate(parsed))
    return problems, None if problems else Ruleset.from_dict(parsed)


ORDER_LABELS = {
    Order.ROLL: "Roll the red die (rule 4 iv)",
    Order.SEATING: "In seating order",
}


def default_seats(ruleset: Ruleset) -> int:
    """A new game's seats when its host names none: DEFAULT_SEATS, within the ruleset's."""
    d = ruleset.defaults
    return min(max(DEFAULT_SEATS, d.min_players), d.max_players)


def new_game_defaults() -> dict:
    """What a new game is unless its host chooses otherwise, and the bounds of each choice: the
    seats from the ruleset a new game freezes (`min_players`, `max_players`, with their rules),
    the clock's from kingdom.deadlines. The API's new-game fields, the service and the lobby's
    form all take them from here or from where these come from."""
    ruleset = new_game_ruleset()
    d = ruleset.defaults
    hours = {"min": MIN_DEADLINE_HOURS, "max": MAX_DEADLINE_HOURS}
    return {
        "seats": {
            "min": d.min_players,
            "max": d.max_players,
            "default": default_seats(ruleset),
            "min_rule": ruleset.rule("min_players"),
            "max_rule": ruleset.rule("max_players"),
        },
        "bots": {"min": 0, "max": d.max_players - 1, "default": 0},
        "mode": {
            "default": Game.Mode.SERVER.value,
            "choices": [{"value": v, "label": label} for v, label in Game.Mode.choices],
        },
        "order": {
            "default": Order.ROLL.value,
            "choices": [{"value": o.value, "label": ORDER_LABELS[o]} for o in Order],
        },
        "bot_level": {
            "default": bots.DEFAULT_LEVEL,
            "choices": [{"value": v, "label": bots.LABELS[v]} for v in bots.LEVELS],
        },
        "round_limit": {"min": 1, "default": None},
        "turn_hours": {**hours, "default": DEFAULT_HOURS[Clock.TURN]},
        "reply_hours": {**hours, "default": DEFAULT_HOURS[Clock.REPLY]},
        "leave_days": {"min": 0, "max": MAX_LEAVE_DAYS, "default": DEFAULT_LEAVE_DAYS},
        "autopilot_after": {
            "min": 1,
            "max": MAX_AUTOPILOT_AFTER,
            "default": DEFAULT_AUTOPILOT_AFTER,
        },
        "reconstructed_cells": reconstructed_cells(ruleset),
    }


def _after_commit(remember: Callable[[], None]) -> None:
    """Cache only what the database has committed: a write rolled back (a stale version, an
    Idempotency-Key taken meanwhile) leaves nothing behind that another version could meet."""
    transaction.on_commit(remember)


def frozen_digest() -> Coalesce:
    """The digest of a game's frozen ruleset, from the database: games frozen with the same
    ruleset share one parsed Ruleset without this process reading each one's column. Kept in
    `Game.ruleset_md5` on PostgreSQL (migration 0020's trigger); computed here where empty."""
    stored = NullIf(F("ruleset_md5"), Value(""))
    return Coalesce(stored, MD5(Cast("ruleset", TextField())), output_field=TextField())


def game_ruleset(game: Game, digest: str | None = None) -> Ruleset:
    """A game's ruleset, parsed once per process (a Ruleset is immutable: games frozen with the
    same one share it). A game read without its ruleset column asks the database for the
    column's digest (or is given it) and reads the column only for a ruleset new here."""
    key = (game.pk, game.created_at)
    ruleset = _RULESETS.get(key)
    if ruleset is not None:
        return ruleset
    if digest is None and "ruleset" in game.get_deferred_fields():
        digest = Game.objects.filter(pk=game.pk).values_list(frozen_digest(), flat=True).get()
    ruleset = _BY_DIGEST.get(digest) if digest else None
    if ruleset is None:
        data = json.dumps(game.ruleset, sort_keys=True)
        ruleset = _ruleset_for(hashlib.sha256(data.encode()).hexdigest(), data)
        if digest:
            _BY_DIGEST.put(digest, ruleset)
    if game.pk is not None:
        _RULESETS.put(key, ruleset)
    return ruleset


def game_state(game: Game) -> State:
    """The game's state at its version, parsed once per process and version. A game read with
    its `state` column left out (HEAVY_COLUMNS) reads it, as text decoded by msgspec in C, only
    when this process has not parsed this version yet. Callers never change the state they are
    given (the engine's `apply` works on a copy)."""
    key = (game.pk, game.created_at, game.version)
    state = _STATES.get(key)
    if state is not None:
        return state
    deferred = game.get_deferred_fields()
    if "state" in deferred:
        # One query for the state, and the frozen ruleset's digest when this process needs it.
        with_digest = "ruleset" in deferred and _RULESETS.get((game.pk, game.created_at)) is None
        columns = [Cast("state", TextField()), *([frozen_digest()] if with_digest else [])]
        row = Game.objects.filter(pk=game.pk).values_list(*columns).get()
        ruleset = game_ruleset(game, row[1] if with_digest else None)
        state = State.from_json_bytes(row[0].encode(), ruleset)
    else:
        assert game.state is not None  # a game that has started (has_started)
        state = State.from_json(game.state, game_ruleset(game))
    _after_commit(partial(_STATES.put, key, state))
    return state


def state_from_text(game: Game, text: str, digest: str, *, shared: bool = True) -> State:
    """`game_state` for a game read with its state as text and its frozen ruleset's digest
    (the sweep reads a batch of games so, in one query): parsed once per process and version.
    Not `shared`: parsed for the caller alone, neither taken from nor kept in the cache (the
    sweep changes it in place into the next version's: issue 28)."""
    if not shared:
        return State.from_json_bytes(text.encode(), game_ruleset(game, digest))
    key = (game.pk, game.created_at, game.version)
    state = _STATES.get(key)
    if state is None:
        state = State.from_json_bytes(text.encode(), game_ruleset(game, digest))
        _after_commit(partial(_STATES.put, key, state))
    return state


def pending_of(state: State) -> list[Decision]:
    """The decisions the game waits for in `state` (`engine.pending`), computed once per state
    and kept on it (issue 28: an action asked for them five times): a state is never changed
    once made (`apply` works on a copy), so they stay true; a cached state (`game_state`)
    brings them to the next request. Callers only read the list."""
    known = state.__dict__.get("pending_decisions")
    if known is None:
        known = state.__dict__["pending_decisions"] = engine.pending(state)
    return known


def remember_state(game: Game, state: State) -> None:
    """The state the write door made for the game's new version, kept once it commits."""
    _after_commit(partial(_STATES.put, (game.pk, game.created_at, game.version), state))


def has_started(game: Game) -> bool:
    """Whether the game has a state (it is set when the host starts it)."""
    return game.status != Game.Status.OPEN


def profile_of(*, user: Person) -> Profile | None:
    """The user's notification settings and time zone (None: anonymous or never set)."""
    if not user.is_authenticated:
        return None
    return Profile.objects.filter(user=user).first()


def seat_profile(seat: Seat) -> Profile | None:
    """The profile of a seat's player, read with the seat (`select_related("user__profile")`)."""
    try:
        return seat.user.profile if seat.user else None
    except Profile.DoesNotExist:
        return None


def game_get(*, game_id: int, user: Person | None = None) -> Game:
    """The game's row without its big columns (services.game_state and game_ruleset read them
    when this process has not parsed them yet), in one query with what its view's ETag needs:
    the soonest end of a leave running now (`leave_ends`: a leave that runs out changes no
    row), and the seat of `user` (`viewer_seat`, -1: none)."""
    if not 0 < game_id < 2**63:  # beyond the database's integers: no such game either
        raise NotFound(f"no game {game_id}")
    viewer = user.pk if user is not None and user.is_authenticated else None
    now = connection.ops.adapt_datetimefield_value(timezone.now())
    found = list(Game.objects.raw(_game_sql(), [now, viewer, game_id]))
    if not found:
        raise NotFound(f"no game {game_id}")
    game = found[0]
    game.viewer = viewer
    game.leave_ends = _moment(game.leave_ends)
    return game


def _moment(value: datetime | str | None) -> datetime | None:
    """A moment a raw query read: PostgreSQL gives a datetime, SQLite its UTC text."""
    if isinstance(value, str):
        value = parse_datetime(value)
        if value is not None and timezone.is_naive(value):
            value = timezone.make_aware(value, UTC)
    return value


@lru_cache(maxsize=1)
def _game_sql() -> str:
    """`game_get`'s query, written once: the ORM's version of it (annotations over a join)
    took several times longer to compile than the database takes to answer it, on the path
    of every read. Parameters: now, the viewer's user id (or null), the game's id."""
    q = connection.ops.quote_name
    game, seat = Game._meta, Seat._meta
    columns = ", ".join(
        f"g.{q(f.column)}" for f in game.concrete_fields if f.name not in HEAVY_COLUMNS
    )
    named = ("game", "leave_until", "user", "index")
    s = {name: q(batched.concrete_field(Seat, name).column) for name in named}
    return (
        f"SELECT {columns}, "
        f"MIN(s.{s['leave_until']}) FILTER (WHERE s.{s['leave_until']} > %s) AS leave_ends, "
        f"COALESCE(MAX(s.{s['index']}) FILTER (WHERE s.{s['user']} = %s), -1) AS viewer_seat "
        f"FROM {q(game.db_table)} g LEFT JOIN {q(seat.db_table)} s ON s.{s['game']} = "
        f"g.{q(game.pk.column)} WHERE g.{q(game.pk.column)} = %s GROUP BY g.{q(game.pk.column)}"
    )


def game_for(*, game_id: int, user: Person, code: str | None = None) -> Game:
    """A game the user may see. A listed game is everyone's to watch; an unlisted one only its
    seats' (the host's among them), staff's, and an invitation holder's: `code` is the game's
    invitation, a seat's replacement invitation or a table seat's claim code. Anyone else is
    told there is no such game."""
    game = game_get(game_id=game_id, user=user)
    if game.listed:
        return game
    if user.is_authenticated and (user.is_staff or game.viewer_seat >= 0):
        return game
    seats = game.seats.all()
    if isinstance(code, str) and code:
        codes = [game.invite_code, *(c for s in seats for c in (s.invite_code, s.claim_code) if c)]
        if any(secrets.compare_digest(code.encode(), c.encode()) for c in codes):
            return game
    raise NotFound(f"no game {game_id}")


def seat_of(*, game: Game, user: Person) -> int | None:
    """The user's seat in the game, or None for a spectator."""
    if not user.is_authenticated:
        return None
    if getattr(game, "viewer", None) == user.pk:  # game_get counted it in its one query
        return game.viewer_seat if game.viewer_seat >= 0 else None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat.index
    return None


def require_seat(*, game: Game, user: Person) -> int:
    seat = seat_of(game=game, user=user)
    if seat is None:
        raise NotFound(f"no game {game.pk} of yours")
    return seat


def hosts_table(*, game: Game, user: Person) -> bool:
    """Whether the user is the host of a physical table: he enters every seat's decisions, so
    he sees every seat as its own player does (the secrets of nobody's seat stay secret)."""
    return game.mode == Game.Mode.TABLE and user.is_authenticated and game.host_id == user.pk


def seat_asked(*, game: Game, user: Person, asked: int | None) -> int:
    """The seat a request reads for: the user's own, or at a physical table, for its host,
    the seat he enters decisions for (`asked`)."""
    seat = require_seat(game=game, user=user)
    if asked is None or asked == seat:
        return seat
    if not hosts_table(game=game, user=user):
        raise Forbidden(f"seat {asked} is not yours", code="not_your_seat")
    if not any(s.index == asked for s in game.seats.all()):
        raise NotFound(f"no seat {asked} in this game")
    return asked


def game_games_for(*, user: Person) -> QuerySet[Game]:
    """The user's games and the open ones."""
    return (
        Game.objects.filter(Q(seats__user=user) | Q(status=Game.Status.OPEN, listed=True))
        .distinct()
        .select_related("host")
        .prefetch_related("seats")
    )


# Each seat's view of a game, per `view_key` (its count of changes, the seat, the soonest end of
# a leave), in this process: a poll of an unchanged game computes nothing; the viewer's own time
# zone is added per request (`deadline_local`).
_VIEWS = RecentCache(2048)
_ETAG_SALT = "kingdom.selectors.game_etag"


@dataclass(frozen=True)
class ViewTag:
    """What a game view's ETag says: the game, its count of changes (`Game.view_changes`), the
    user it was given to and his seat (None: a spectator), and until when the view stays true
    without a write (the soonest end of a leave running then, in whole seconds since the epoch:
    None, none runs)."""

    game: int
    changes: int
    user: int | None
    seat: int | None
    until: int | None

    def body(self) -> str:
        fields = (self.game, self.changes, self.user, self.seat, self.until)
        return ".".join("-" if f is None else str(f) for f in fields)


def view_key(game: Game, seat: int | None) -> ViewTag:
    """The view of `seat` as `game_get` read it: the same key for every viewer of that seat."""
    until = game.leave_ends
    return ViewTag(
        game.pk, game.view_changes, None, seat, None if until is None else int(until.timestamp())
    )


def game_etag(game: Game, seat: int | None, user: Person) -> str:
    """The ETag of a game read by `game_get`, given to `user`: its `ViewTag`, signed with the
    server's secret. The signature lets an unchanged poll be answered from the game's count of
    changes alone (`game_unchanged`): this server gave the tag to this user when he could see
    the game, at this count, and nothing he may see has changed since."""
    tag = replace(view_key(game, seat), user=user.pk if user.is_authenticated else None)
    body = tag.body()
    return f'"{body}.{salted_hmac(_ETAG_SALT, body).hexdigest()[:20]}"'


def _signed(etag: str) -> ViewTag | None:
    """The `ViewTag` of an ETag this server signed (`game_etag`), else None."""
    body, _, signature = etag.strip('"').rpartition(".")
    fields = body.split(".")
    if len(fields) != 5 or not all(f == "-" or (f.isascii() and f.isdigit()) for f in fields):
        return None
    expected = salted_hmac(_ETAG_SALT, body).hexdigest()[:20]
    if not secrets.compare_digest(signature.encode(), expected.encode()):
        return None
    game, changes, user, seat, until = (None if f == "-" else int(f) for f in fields)
    if game is None or changes is None:
        return None
    return ViewTag(game, changes, user, seat, until)


def game_unchanged(*, game_id: int, user: Person, sent: list[str]) -> str | None:
    """Of the ETags a poll sent (`If-None-Match`), the one still current for this user, if
    any: signed by this server for this game and user (so he could see it then), no leave has
    run out since, and the game's count of changes is the same. One query, of one column of
    the game's row; none when no tag could be current."""
    if not user.is_authenticated or not 0 < game_id < 2**63:
        return None
    now = timezone.now().timestamp()
    tags = [(etag, _signed(etag.removeprefix("W/"))) for etag in sent[:4]]
    mine = [
        (etag.removeprefix("W/"), tag)
        for etag, tag in tags
        if tag is not None and (tag.game, tag.user) == (game_id, user.pk)
        and (tag.until is None or now < tag.until)
    ]  # fmt: skip
    if not mine:
        return None
    with connection.cursor() as cursor:
        cursor.execute(_changes_sql(), [game_id])
        row = cursor.fetchone()
    return next((etag for etag, tag in mine if row is not None and tag.changes == row[0]), None)


@lru_cache(maxsize=1)
def _changes_sql() -> str:
    """`game_unchanged`'s query: one column of one row, by its primary key."""
    q, game = connection.ops.quote_name, Game._meta
    changes = q(game.get_field("view_changes").column)
    return f"SELECT {changes} FROM {q(game.db_table)} WHERE {q(game.pk.column)} = %s"


def game_view(
    *,
    game: Game,
    seat: int | None,
    profile: Profile | None = None,
    key: ViewTag | None = None,
    seats: list[Seat] | None = None,
    pending: list | None = None,
    state: State | None = None,
) -> dict:
    """What `seat` may see (the engine's `view` is the only filter of secrets); deadlines also
    in the viewer's own time zone (his `profile`). With the view's `key` (`view_key`) it is
    computed once per process and key; `seats` (with their users), `pending` and the game's
    `state` at its version are what a caller already holds (the write path's answer: the
    state it saved, which the process caches only once it commits)."""
    cached = _VIEWS.get(key) if key else None
    if cached is None:
        seats = list(game.seats.select_related("user")) if seats is None else seats
        pending = list(game.pending.all()) if pending is None else pending
        cached = (
            _view_body(game, seat, seats, state),
            [(d.seat, d.kind, d.deadline) for d in pending],
        )
        if key:
            transaction.on_commit(partial(_VIEWS.put, key, cached))
    body, deadlines = cached
    return {
        **body,
        "deadlines": [_deadline(s, kind, at, game, profile) for s, kind, at in deadlines],
    }


def _view_body(game: Game, seat: int | None, seats: list[Seat], state: State | None) -> dict:
    hosting = seat is not None and any(s.index == seat and s.user_id == game.host_id for s in seats)
    table_host = hosting and game.mode == Game.Mode.TABLE
    host = next((s.user for s in seats if s.user_id == game.host_id and s.user), None)
    data = {
        "id": game.pk,
        "name": game.name,
        "mode": game.mode,
        "status": game.status,
        "version": game.version,
        "host": (host or game.host).get_username(),
        "seats": [
            {
                "index": s.index,
                "name": s.name,
                "bot": s.is_bot,
                "bot_account": s.bot_account,
                "user": s.user.get_username() if s.user else None,
                **seat_absence(s, own=s.index == seat, game=game),
                # The host may show his replacement invitation again; nobody else sees it.
                **({"replacement_code": s.invite_code} if s.invite_code and hosting else {}),
                # A table's named seat not claimed yet; its claim code is the host's to show.
                "claimable": bool(s.claim_code),
                **({"claim_code": s.claim_code} if s.claim_code and hosting else {}),
            }
            for s in seats
        ],
        "paused_at": game.paused_at.isoformat() if game.paused_at else None,
        "seats_wanted": game.seats_wanted,
        "settings": game.settings,
        "your_seat": seat,
        "dice_commitment": game.dice_commitment,
        "dice_seed": game.dice_seed if game.status == Game.Status.FINISHED else None,
        "listed": game.listed,
        "mail_replies": game.mail_replies,
        "invitation": (
            f"/api/games/{game.pk}/join/?code={game.invite_code}" if seat is not None else None
        ),
        "state": None,
    }
    if has_started(game):
        state = state or game_state(game)
        also = [s.index for s in seats] if table_host else ()
        data["state"] = engine.view(state, seat, also=also, decisions=pending_of(state))
        if table_host and game.status == Game.Status.ACTIVE and state.phase != Phase.OVER:
            data["end_now"] = end_now(state)
    return data


def end_now(state: State) -> dict:
    """What ending the game now at a physical table would give (rule 38: the agreed time is
    up, the highest chivalry wins; house 8 breaks ties by gold, then seat): the engine's own
    end by time limit, run on a copy, for the host's confirmation. Every seat's standing, in
    the ranking's order, with the chivalry and gold that placed it (both are public)."""
    _, events = engine.apply(state, EndByTimeLimit(seat=None), NoDice())
    ended = next(e for e in events if isinstance(e, GameEnded))
    return {
        "winner": ended.winner,
        "rule": ended.rule,
        "ties": "house 8",
        "ranking": [
            {
                "seat": seat,
                "chivalry": state.player(seat).chivalry,
                "gold": state.player(seat).gold,
                "eliminated": state.player(seat).eliminated,
            }
            for seat in ended.ranking
        ],
    }


def _deadline(
    seat: int | None, kind: str, deadline: datetime | None, game: Game, profile: Profile | None
) -> dict:
    """A pending decision's deadline; while the game is paused none runs: `paused`, and the
    time it will have left when the game resumes, instead of a moment that will move."""
    line = {"seat": seat, "kind": kind}
    if game.status == Game.Status.PAUSED:
        paused = game.paused_at
        left = (deadline - paused).total_seconds() if deadline and paused else None
        return {**line, "paused": True, "deadline": None, "deadline_local": None, "left": left}
    return {
        **line,
        "paused": False,
        "deadline": deadline.isoformat() if deadline else None,
        "deadline_local": notify.local_text(deadline, profile),
    }


def seat_absence(seat: Seat, *, own: bool = True, game: Game | None = None) -> dict:
    """A seat's absence as everyone sees it (on leave until, on autopilot, deadlines missed);
    the seat's own player also sees what is left of his leave."""
    now = timezone.now()
    data: dict[str, Any] = {
        "autopilot": seat.autopilot,
        "missed_deadlines": seat.missed_deadlines,
        "on_leave_until": (
            seat.leave_until.isoformat()
            if seat.leave_until is not None and seat.on_leave(now)
            else None
        ),
        "replacement_offered": bool(seat.invite_code),
    }
    if own:
        left = leave_allowance(game or seat.game) - seat.leave_used
        data["leave_days_left"] = round(left.total_seconds() / 86400, 2)
    return data


# Who reads which events, stated once for both forms of an event: the engine's (an action's
# answer, before it is read back) and the log's row (`public`, `seats`: kingdom.batched).
def event_seen(event: Event, *, seat: int | None, every_seat: bool = False) -> bool:
    """Whether `seat` sees the engine's `event`: a public one, or one naming his seat
    (`every_seat`: the host of a physical table, `hosts_table`, sees those naming any seat —
    never those naming none, nor a seat's sealed choice, which the next seat at the table would
    read: `engine.table_host_sees`, issue 34). `game_events` reads the log by the same rule."""
    return engine.table_host_sees(event) if every_seat else event.visible(seat)


def _rows_seen(*, seat: int | None, every_seat: bool) -> Q:
    """`event_seen` as a filter on the log's rows."""
    if every_seat:
        return ~Q(seats=seats_text(())) & ~Q(type__in=engine.TABLE_SEALED_EVENTS)
    if seat is None:
        return Q(public=True)
    return Q(public=True) | Q(seats__contains=f"|{seat}|")


def game_events(
    *, game: Game, seat: int | None, after: int = 0, limit: int = 200, every_seat: bool = False
) -> list[GameEvent]:
    """The log as `seat` may see it (`event_seen`); the events of entries taken back at a
    table (`undone`) are nobody's any more."""
    seen = _rows_seen(seat=seat, every_seat=every_seat)
    return list(
        GameEvent.objects.filter(seen, game=game, sequence__gt=after, undone=False).order_by(
            "sequence"
        )[:limit]
    )


def game_ledger(*, game: Game, seat: int) -> list[LedgerPosting]:
    """A seat's own postings (the ledger of his purse)."""
    return list(
        LedgerPosting.objects.filter(Q(payer=seat) | Q(payee=seat), game=game)
        .select_related("event")
        .order_by("event__sequence")
    )


# -- undo at a physical table (issue 17) ---------------------------------------------------------
# An entry is what a person typed in: an action of a seat's player or of the host for a seat.
# The bots' answers that followed it in the same request go back with it.
ENTRIES = (Author.PLAYER, Author.HOST)


def last_entry(*, game: Game) -> GameAction | None:
    """The last entry that still counts (not taken back), or None."""
    entries = game.actions.filter(undone=False, author__in=ENTRIES)
    return entries.order_by("-version").first()


def undo_refusal(*, game: Game, user: Person, entry: GameAction | None) -> ServiceError | None:
    """Why `user` may not take back `entry` now (None: he may). Only at a physical table, whose
    dice are typed in, so that a replay without the entry is the game before it; only the host,
    or the seat's own player for the entry he made himself — his last one, so nobody has
    entered anything since. (A seat claimed on a player's phone, issue 17, is such a seat.)"""
    if game.mode != Game.Mode.TABLE:
        return Conflict(
            "a game played by web cannot be undone: its dice are the server's and each "
            "player's action is final; only a physical table takes back an entry",
            code="undo_not_at_table",
        )
    if game.status not in (Game.Status.ACTIVE, Game.Status.FINISHED):
        return Conflict(
            f"the game is {game.get_status_display().lower()}: nothing can be taken back",
            code="not_active",
        )
    if entry is None:
        return Conflict("nothing to undo: no entry has been made since the start", code="no_entry")
    if user.is_authenticated and game.host_id == user.pk:
        return None
    if user.is_authenticated and entry.author == Author.PLAYER and entry.user_id == user.pk:
        return None
    return Forbidden(
        "only the host takes back an entry (a player only his own, while it is the last)",
        code="not_host",
    )


def undo_taken_back(*, game: Game, entry: GameAction) -> tuple[list[GameAction], list[int]]:
    """What undoing `entry` takes back: it and every action after it (the bots' answers), and
    the sequence numbers of their events."""
    actions = list(game.actions.filter(undone=False, version__gte=entry.version))
    events = GameEvent.objects.filter(game=game, engine=True, undone=False)
    sequences = events.filter(version__gte=entry.version).values_list("sequence", flat=True)
    return actions, list(sequences.order_by("sequence"))


def undo_preview(*, game: Game, user: Person) -> dict:
    """What an undo would take back now, for the page's button and its confirmation: the last
    entry, and why not. Only whoever may take it back sees the entry, and its action as typed
    in (a face, a card, a sealed bid) only the one who typed it: the host does not read a
    player's own sealed bid here that the engine's view keeps from him. Nor, at a table, a
    sealed choice he typed himself before its reveal (`engine.sealed_now`, issue 34): the next
    seat is looking at the same screen."""
    entry = last_entry(game=game)
    refusal = undo_refusal(game=game, user=user, entry=entry)
    body: dict = {
        "version": game.version,
        "allowed": refusal is None,
        "refusal": refusal.payload() if refusal else None,
        "entry": None,
    }
    if entry is not None and refusal is None:
        actions, sequences = undo_taken_back(game=game, entry=entry)
        body["entry"] = {
            **entry_summary(entry),
            "action": entry.data if entry.user_id == user.pk and not sealed(game, entry) else None,
            "actions": len(actions),
            "events": sequences,
        }
    return body


def sealed(game: Game, entry: GameAction) -> bool:
    """Whether `entry` is a sealed choice of a table game not revealed yet (issue 34)."""
    if game.mode != Game.Mode.TABLE or entry.kind not in engine.TABLE_SEALED:
        return False
    return entry.seat in engine.sealed_now(game_state(game)).get(entry.kind, frozenset())


def entry_summary(action: GameAction) -> dict:
    """An action of the log in short: its version, seat, kind, author and time."""
    return {
        "version": action.version,
        "seat": action.seat,
        "kind": action.kind,
        "author": action.author,
        "at": action.created_at.isoformat(),
    }


# -- a staff revert (issue 26, docs/staff.md) ------------------------------------------------------
SEAT_FIELDS = {"seat", "payer", "payee", "winner", "attacker", "defender", "previous", "to_seat"}


def revert_taken_back(*, game: Game, to_version: int) -> tuple[list[GameAction], list[int]]:
    """What reverting the game to `to_version` takes back: the actions that still count after
    it and the sequence numbers of their events (the engine's; the service's stay, they say
    what happened). Refused (a ServiceError naming why) for a game not started, a version not
    earlier than the game's, or one the game as it stands never was at (0, its start, or the
    version of an action that still counts)."""
    if game.status == Game.Status.OPEN:
        raise Conflict("the game has not started: there is nothing to revert", code="not_started")
    if not 0 <= to_version < game.version:
        raise ServiceError(
            f"version {to_version} is not earlier than the game's version {game.version}: "
            "pick an earlier version from the log",
            code="bad_version",
        )
    counting = game.actions.filter(undone=False)
    if to_version and not counting.filter(version=to_version).exists():
        raise ServiceError(
            f"the game as it stands was never at version {to_version} (its action was taken "
            "back, or it had none): pick 0, the start, or the version of an action that counts",
            code="bad_version",
        )
    actions = list(counting.filter(version__gt=to_version).order_by("version"))
    if not actions:
        raise ServiceError(
            f"no action that counts comes after version {to_version}: nothing to revert",
            code="bad_version",
        )
    events = GameEvent.objects.filter(game=game, engine=True, undone=False)
    sequences = events.filter(version__gt=to_version).values_list("sequence", flat=True)
    return actions, list(sequences.order_by("sequence"))


def reverted_versions(*, game: Game) -> dict[int, dict]:
    """The actions staff reverted, by version: the `reverted` entry that took each back."""
    found: dict[int, dict] = {}
    for row in game.events.filter(type="reverted", engine=False).order_by("sequence"):
        for action in row.data.get("actions", []):
            found[action["version"]] = {"sequence": row.sequence, **row.data}
    return found


def revert_log(*, game: Game) -> list[dict]:
    """The game's actions for staff choosing a version, newest first: version, seat (its
    name), kind, time, author (and the account that typed it), and whether it still counts,
    was taken back at a table, or was reverted by staff."""
    names = {s.index: s.name for s in game.seats.all()}
    reverted = reverted_versions(game=game)
    rows = []
    for action in game.actions.select_related("user").order_by("-version"):
        if not action.undone:
            status = "counts"
        elif action.version in reverted:
            status = f"reverted by staff ({reverted[action.version]['by']})"
        else:
            status = "undone at the table"
        rows.append(
            {
                "version": action.version,
                "seat": names.get(action.seat, "the game") if action.seat is not None else "—",
                "kind": action.kind.replace("_", " "),
                "at": action.created_at,
                "author": action.get_author_display() or "—",
                "user": action.user.get_username() if action.user else "",
                "counts": not action.undone,
                "status": status,
            }
        )
    return rows


def revert_preview(*, game: Game, to_version: int) -> dict:
    """What a revert to `to_version` takes back, in words, for staff to confirm: the actions
    (as `revert_log` lists them) and the events (each in a line). Refused as `game_revert`
    refuses (`revert_taken_back`)."""
    actions, sequences = revert_taken_back(game=game, to_version=to_version)
    names = {s.index: s.name for s in game.seats.all()}
    taken = {a.version for a in actions}
    rows = game.events.filter(sequence__in=sequences).order_by("sequence")
    return {
        "version": game.version,
        "to_version": to_version,
        "actions": [row for row in revert_log(game=game) if row["version"] in taken],
        "events": [
            {
                "sequence": e.sequence,
                "version": e.version,
                "rule": e.rule,
                "words": event_words(e.data, names),
            }
            for e in rows
        ],
    }


def event_words(data: dict, names: dict[int, str]) -> str:
    """An event of the log in a line for staff: its type in words, then its fields (a seat
    by its player's name)."""
    parts = []
    for key, value in data.items():
        if key in ("type", "rule"):
            continue
        if key in SEAT_FIELDS and isinstance(value, int):
            value = names.get(value, f"seat {value}")
        elif isinstance(value, dict | list):
            value = json.dumps(value, ensure_ascii=False)
            value = value if len(value) <= 80 else value[:79] + "…"
        parts.append(f"{key.replace('_', ' ')} {value}")
    what = str(data.get("type", "event")).replace("_", " ")
    return f"{what}: {', '.join(parts)}" if parts else what


PUBLIC_FIELDS = {
    RecordEntry.Field.CHALLENGER,
    RecordEntry.Field.TAX_DUE,
    RecordEntry.Field.COST_OF_ALLEGIANCE,
    RecordEntry.Field.CHIVALRY,
    RecordEntry.Field.ENDURANCE,
    RecordEntry.Field.BATTLE_SCORE,
    RecordEntry.Field.HOLDINGS,
}


def record_cards(*, game: Game, seat: int | None) -> list[dict]:
    """Each Royal Challenger's Record Card: the current values and every entry with the event
    that wrote it. Gold is public (house rule: the coins lie on the table, as the game view
    shows them): every card shows its seat's gold; the ledger's postings stay the seat's own."""
    state = game_state(game) if has_started(game) else None
    entries = (
        RecordEntry.objects.filter(game=game)
        .select_related("event")
        .order_by("seat", "event__sequence")
    )
    by_seat: dict[int, list[dict]] = {}
    for entry in entries:
        by_seat.setdefault(entry.seat, []).append(
            {
                "field": entry.field,
                "value": entry.value,
                "rule": entry.rule,
                "event": entry.event.sequence,
                "at": entry.event.created_at,
                "author": entry.event.author,
            }
        )
    cards = []
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    for s in seats:
        card = {
            "seat": s.index,
            "name": s.name,
            "bot_account": s.bot_account,
            "entries": by_seat.get(s.index, []),
        }
        if state is not None:
            p = state.player(s.index)
            rs = game_ruleset(game)
            board = rs.board
            held = state.controlled(s.index)
            card.update(
                challenger=p.challenger,
                challenger_at=p.challenger_at,  # a prisoner's: his captor's castle (rule 21 iii a)
                prisoner_of=p.prisoner_of,
                villages=[sq for sq in held if board.village_at(sq)],
                castles=[sq for sq in held if board.castle_at(sq)],
                tax_due=state.tax_due(s.index),
                cost_of_allegiance=[
                    {"challenger": a.challenger, "cost": a.cost} for a in p.allegiances
                ],
                chivalry=p.chivalry,
                endurance=p.endurance,
                gold=p.gold,
                coins=coins(p.gold, rs.coins, rs.starting_purse),
                eliminated=p.eliminated,
            )
        cards.append(card)
    return cards


def coins(
    gold: int, denominations: tuple[int, ...], starting_purse: dict[int, int] | None = None
) -> dict[str, int]:
    """Gold as the fewest coins of the box's denominations (rule 4 iii), for the table; the
    starting gold as the moneylender hands it out (rule 4 iii's coins, `starting_purse`:
    200, 100, 2 × 50, 3 × 25, 2 × 10, 5 — not 200 + 200 + 100; issue 34)."""
    if starting_purse and gold == sum(coin * n for coin, n in starting_purse.items()):
        return {str(coin): n for coin, n in sorted(starting_purse.items(), reverse=True) if n}
    result = {}
    for coin in sorted(denominations, reverse=True):
        count, gold = divmod(gold, coin)
        if count:
            result[str(coin)] = count
    return result


# -- planning aids: what the pieces could do (the engine's answers for the game's ruleset) ---------
def reachable_squares(
    *,
    game: Game,
    seat: int,
    origin: str,
    knights: int,
    footsoldiers: int,
    challenger: bool,
    free_move: bool = False,
) -> tuple[dict[str, tuple[str, ...]], int, dict[str, tuple[str, str]]]:
    """Every square or river side the pieces at `origin` can reach this move, each with its
    path (rule 9), how many free-move cards the move spends (rule 10: one for each piece
    that has already moved; asked with `free_move`, or refused with the rule that forbids it),
    and why the squares beside that reach are not in it (movement.refusals: rule, reason).
    Nothing before the game has started (it has no state, no pieces on the board yet), as
    legal-actions offers nothing then."""
    if not has_started(game):
        return {}, 0, {}
    state = game_state(game)
    if not state.rs.board.is_node(origin):
        raise IllegalMove(f"{origin!r} is not a land square or river side", rule="rule 9")
    group = Group(knights, footsoldiers, challenger)
    if group.empty:
        raise IllegalMove("name the knights, footsoldiers or challenger that move", rule="rule 9")
    cards = 0
    if free_move:
        planned = Move(
            seat=seat,
            origin=origin,
            destination=origin,
            knights=knights,
            footsoldiers=footsoldiers,
            challenger=challenger,
            free_move=True,
        )
        try:
            cards = len(cards_for_move(state, planned))
        except IllegalAction as refused:
            raise IllegalMove(refused.detail, rule=refused.rule) from None
    paths = reachable(state, seat, origin, group)
    return paths, cards, refusals(state, seat, origin, group, paths)


def battle_odds(
    *,
    game: Game,
    attacker_knights: int,
    attacker_footsoldiers: int,
    defender_knights: int,
    defender_footsoldiers: int,
    holder: str | None = None,
    attacker_cards: int = 0,
    defender_cards: int = 0,
    attacker_guardian: bool = False,
    defender_guardian: bool = False,
    attacker_ally_knights: int = 0,
    attacker_ally_footsoldiers: int = 0,
    defender_ally_knights: int = 0,
    defender_ally_footsoldiers: int = 0,
) -> BattleOdds:
    """The exact odds of a planned battle under the game's frozen ruleset (its tables, dice and
    wages): a siege of a defended castle or village on table 3 (rules 18, 20), table 1
    otherwise (rule 14 iii) — the engine's own choice (`combat.first_table`); an ally's pieces
    fight on either side (rule 33)."""
    rs = game_ruleset(game)
    return odds_of_battle(
        rs.tables,
        (attacker_knights, attacker_footsoldiers),
        (defender_knights, defender_footsoldiers),
        holder=holder,
        attacker_cards=attacker_cards,
        defender_cards=defender_cards,
        attacker_guardian=attacker_guardian,
        defender_guardian=defender_guardian,
        red_faces=rs.defaults.red_die_faces,
        blue_faces=rs.defaults.blue_die_faces,
        knight_wage=rs.defaults.knight_wage,
        footsoldier_wage=rs.defaults.footsoldier_wage,
        attacker_ally=(attacker_ally_knights, attacker_ally_footsoldiers),
        defender_ally=(defender_ally_knights, defender_ally_footsoldiers),
    )
