"""The one door through which a game changes (ARCHITECTURE.md).

Every write is one transaction that locks the game's row (`select_for_update`), checks the
client's expected version, applies the rules engine, appends the events with their projections,
saves the new snapshot and bumps the version; side effects are scheduled on commit.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, NoReturn

import msgspec
from django.contrib.auth.models import User
from django.db import connection, transaction
from django.db.models import QuerySet, TextField
from django.db.models.deletion import Collector
from django.db.models.functions import Cast
from django.dispatch import Signal
from django.utils import timezone

from kingdom import batched, notify, selectors
from kingdom.deadlines import (
    DEADLINE_RANGE,
    DEFAULT_AUTOPILOT_AFTER,
    DEFAULT_HOURS,
    DEFAULT_LEAVE_DAYS,
    MAX_AUTOPILOT_AFTER,
    MAX_DEADLINE_HOURS,
    MAX_LEAVE_DAYS,
    MIN_DEADLINE_HOURS,
    autopilot_after_misses,
    deadline_for,
    leave_allowance,
)
from kingdom.errors import (
    Conflict,
    Forbidden,
    IllegalMove,
    NotFound,
    ServiceError,
    StateNotStored,
    Unprocessable,
)
from kingdom.models import (
    Author,
    Game,
    GameAction,
    GameEvent,
    IdempotencyKey,
    LedgerPosting,
    Mail,
    PendingDecision,
    Profile,
    RecordEntry,
    Seat,
)
from kingdom.models.game import SEAT_NAME_LENGTH, new_invite_code
from kingdom.projections import (
    UNDO_RULE,
    store_absence_event,
    store_event_batches_of,
    store_service_event,
)
from kingdom.readings import with_readings
from kingdom.rules import engine
from kingdom.rules.actions import Action, EndByTimeLimit
from kingdom.rules.bots import DEFAULT_LEVEL, EXPERT, LEVELS, bot_for
from kingdom.rules.bots.expert import ExpertBot
from kingdom.rules.decisions import Clock, Decision
from kingdom.rules.decisions import ends as decision_ended
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import Dice, ServerDice, TableDice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import Event, GameStarted
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Settings, State
from kingdom.selectors import (
    HEAVY_COLUMNS,
    frozen_digest,
    game_ruleset,
    game_state,
    pending_of,
    remember_state,
    state_from_text,
)

logger = logging.getLogger(__name__)
INVITE_CODE = re.compile(r"[A-Za-z0-9_-]{1,32}")  # secrets.token_urlsafe's alphabet
# Bots answer at once, within the same transaction, up to this many actions; in the sweep's
# batches (many games in one transaction) up to SWEEP_BOT_ACTIONS a game. A bot's decision
# left at the limit is due at once (deadlines.deadline_for): the next sweep carries on.
MAX_BOT_ACTIONS = 2000
SWEEP_BOT_ACTIONS = 200
# An expert bot's decision that needs thought is never taken in a request or the sweep: it is
# announced (after the commit, by kingdom.tasks) to the worker's `kingdom.play_expert` task,
# which thinks outside any lock and then applies it (`game_play_expert`, docs/bots.md).
expert_waiting = Signal()


# A bot account's seats come from a host's invitation by name only (issue 31): never by a
# join (a link, a code) nor by hosting, so it never holds a human's seat by accident.
BOT_SEATED_BY_NAME = (
    "a bot account takes a seat only when a host invites it by name "
    "(POST /api/games/{id}/invite-bot/): it neither joins nor hosts a game"
)


# -- caches -------------------------------------------------------------------------------------
def clear_caches() -> None:
    """Forget every parsed ruleset and state, and the new games' checked rulesets (tests; a
    process never needs it)."""
    selectors.clear_read_caches()


# -- creating and joining -------------------------------------------------------------------------
def game_create(
    *,
    host: User,
    name: str,
    mode: str = Game.Mode.SERVER,
    seats: int | None = None,
    bots: int = 0,
    bot_levels: list[str] | None = None,
    order: str = Order.ROLL,
    auction_order: list[str] | None = None,
    round_limit: int | None = None,
    listed: bool = True,
    turn_hours: float | None = DEFAULT_HOURS[Clock.TURN],
    reply_hours: float | None = DEFAULT_HOURS[Clock.REPLY],
    leave_days: float = DEFAULT_LEAVE_DAYS,
    autopilot_after: int | None = DEFAULT_AUTOPILOT_AFTER,
    players: list[dict[str, Any]] | None = None,
    readings: list[dict[str, Any]] | None = None,
) -> Game:
    """A new game, open for players; the host takes the first seat, bots the last ones, each
    at its level in `bot_levels` (`sound` when not given; docs/bots.md), `seats` None:
    selectors.default_seats. An unlisted game is joined with its invitation code only.

    A physical table's `players` (each a `name`, and the `challenger` chosen at the table or
    none) are its seats, with no account: the host takes the first and enters every seat's
    decisions; the others can be claimed later with their claim codes. Such a game is unlisted,
    its seats all taken, and it has no clock (nothing at a table runs on one). Its host may
    give his own `readings` of the battle-table cells reconstructed from the illegible print
    (kingdom.readings, issue 34): the game freezes them in its ruleset."""
    if Profile.objects.filter(user=host, bot_account=True).exists():
        raise Forbidden(BOT_SEATED_BY_NAME, code="bot_account")
    ruleset = selectors.new_game_ruleset()
    if readings and players is None:
        raise ServiceError(
            "only the host of a physical table reads the reconstructed cells off his own print",
            code="bad_readings",
        )
    ruleset = with_readings(ruleset, readings or [])
    d = ruleset.defaults
    if players is not None:
        named = _table_players(ruleset, mode, players, bots)
        seats, listed = len(named), False
        turn_hours = reply_hours = autopilot_after = None
    elif seats is None:
        seats = selectors.default_seats(ruleset)
    if not d.min_players <= seats <= d.max_players:
        raise ServiceError(
            f"a game needs {d.min_players}–{d.max_players} seats, not {seats}",
            code="bad_seats",
            rule=ruleset.rule("min_players" if seats < d.min_players else "max_players"),
        )
    if not 0 <= bots < seats:
        raise ServiceError(f"bots fill 0 to {seats - 1} seats, not {bots}", code="bad_bots")
    levels = list(bot_levels) if bot_levels is not None else [DEFAULT_LEVEL] * bots
    if len(levels) != bots or any(level not in LEVELS for level in levels):
        raise ServiceError(
            f"bot_levels names one level ({', '.join(LEVELS)}) for each of the {bots} bots, "
            f"not {levels}",
            code="bad_bot_levels",
        )
    if mode not in Game.Mode.values:
        raise ServiceError(f"mode must be one of {Game.Mode.values}", code="bad_mode")
    unknown = [k for k in auction_order or [] if k not in ruleset.challenger_keys]
    if unknown:
        raise ServiceError(
            f"auction order names unknown challengers {unknown}",
            code="bad_settings",
            rule="rule 5 i",
        )
    if round_limit is not None and round_limit < 1:
        raise ServiceError(
            "the round limit must be at least 1", code="bad_settings", rule="rule 38"
        )
    settings = Settings(
        order=Order(order), auction_order=tuple(auction_order or ()), round_limit=round_limit
    )
    for setting, hours in (("turn_hours", turn_hours), ("reply_hours", reply_hours)):
        if hours is not None and not MIN_DEADLINE_HOURS <= hours <= MAX_DEADLINE_HOURS:
            raise ServiceError(f"{setting} is {hours:g}: {DEADLINE_RANGE}", code="bad_settings")
    if not 0 <= leave_days <= MAX_LEAVE_DAYS:
        raise ServiceError(f"the leave allowance is 0–{MAX_LEAVE_DAYS} days", code="bad_settings")
    if autopilot_after is not None and not 1 <= autopilot_after <= MAX_AUTOPILOT_AFTER:
        raise ServiceError(
            f"autopilot comes after 1–{MAX_AUTOPILOT_AFTER} missed deadlines, or never (null)",
            code="bad_settings",
        )
    deadlines = (
        None
        if turn_hours is None and reply_hours is None
        else {
            "turn": turn_hours,
            "reply": reply_hours,
        }
    )
    seed = ServerDice.new_seed()
    game = Game.objects.create(
        name=name[:100] or "Kingdom",
        host=host,
        mode=mode,
        seats_wanted=seats,
        listed=listed,
        settings={
            "order": settings.order.value,
            "auction_order": list(settings.auction_order),
            "round_limit": round_limit,
            "deadlines": deadlines,
            "leave_days": leave_days,
            "autopilot_after": autopilot_after,
            **(_preset_challengers(named) if players is not None else {}),
        },
        ruleset=ruleset.source,
        dice_seed=seed,
        dice_commitment=ServerDice.commitment(seed),
    )
    if players is not None:
        Seat.objects.bulk_create(
            Seat(
                game=game,
                index=i,
                user=host if i == 0 else None,
                name=p["name"],
                claim_code="" if i == 0 else new_invite_code(),
            )
            for i, p in enumerate(named)
        )
        return game
    Seat.objects.bulk_create(
        [
            Seat(game=game, index=0, user=host, name=host.get_username()),
            *(
                Seat(
                    game=game,
                    index=seats - bots + n,
                    name=f"Bot {n + 1}",
                    is_bot=True,
                    bot_level=levels[n],
                )
                for n in range(bots)
            ),
        ]
    )
    return game


def _table_players(
    ruleset: Ruleset, mode: str, players: list[dict[str, Any]], bots: int
) -> list[dict[str, Any]]:
    """A physical table's named seats, checked: as many as the ruleset allows (house 26,
    rule 3 i), each name given once, each challenger the ruleset's and chosen once (rule 4 v)."""
    d = ruleset.defaults
    if mode != Game.Mode.TABLE:
        raise ServiceError("named seats are for a game at a table (mode table)", code="bad_mode")
    if bots:
        raise ServiceError("a table's seats are its players: no bots", code="bad_bots")
    if not d.min_players <= len(players) <= d.max_players:
        raise ServiceError(
            f"a table seats {d.min_players}–{d.max_players} players, not {len(players)}",
            code="bad_seats",
            rule=ruleset.rule("min_players" if len(players) < d.min_players else "max_players"),
        )
    named: list[dict[str, Any]] = [
        {"name": " ".join(str(p.get("name") or "").split()), "challenger": p.get("challenger")}
        for p in players
    ]
    names = [p["name"].casefold() for p in named]
    blank = [i + 1 for i, n in enumerate(names) if not n]
    if blank:
        raise ServiceError(f"player {blank[0]} has no name", code="bad_players")
    long = [p["name"] for p in named if len(p["name"]) > SEAT_NAME_LENGTH]
    if long:
        raise ServiceError(
            f"a player's name is at most {SEAT_NAME_LENGTH} characters: {long[0][:20]!r}…",
            code="bad_players",
        )
    twice = sorted({p["name"] for p, n in zip(named, names, strict=True) if names.count(n) > 1})
    if twice:
        raise ServiceError(f"two players are named {twice[0]!r}", code="bad_players")
    chosen = [p["challenger"] for p in named if p["challenger"]]
    unknown = [c for c in chosen if c not in ruleset.challenger_keys]
    if unknown:
        raise ServiceError(
            f"there is no Royal Challenger {unknown[0]!r}", code="bad_players", rule="rule 4 v"
        )
    doubled = sorted({c for c in chosen if chosen.count(c) > 1})
    if doubled:
        raise ServiceError(
            f"two players chose {doubled[0]!r}: each Royal Challenger has one player",
            code="bad_players",
            rule="rule 4 v",
        )
    return named


def _preset_challengers(named: list[dict[str, Any]]) -> dict[str, Any]:
    """The challengers chosen at the table, by seat, for the game's settings."""
    chosen = {str(i): p["challenger"] for i, p in enumerate(named) if p["challenger"]}
    return {"table_challengers": chosen} if chosen else {}


def _locked(game_id: int, *, digest: bool = False) -> Game:
    """The game's row, locked, without its heavy columns; with `digest`, its frozen ruleset's
    digest too (`ruleset_digest`: `game_ruleset` then needs no query of its own)."""
    games = Game.objects.select_for_update().defer(*HEAVY_COLUMNS)
    if digest:
        games = games.annotate(ruleset_digest=frozen_digest())
    try:
        return games.get(pk=game_id)
    except Game.DoesNotExist:
        raise NotFound(f"no game {game_id}") from None


@transaction.atomic
def game_join(*, game_id: int, user: User, code: str | None = None) -> Seat:
    """Take the lowest free seat of an open game (an unlisted one needs its invitation), or
    the seat the host offers with a replacement invitation (`code`), even in a running game."""
    game = _locked(game_id)
    if Profile.objects.filter(user=user, bot_account=True).exists():
        raise Forbidden(BOT_SEATED_BY_NAME, code="bot_account")
    if code is not None and not INVITE_CODE.fullmatch(code):
        code = None  # not a code this server ever made: no invitation
    offered = Seat.objects.filter(game=game, invite_code=code).first() if code else None
    if offered is not None:
        return _take_over(game, offered, user)
    named = Seat.objects.filter(game=game, claim_code=code).first() if code else None
    if named is not None:
        return _claim(game, named, user)
    if not game.listed and code != game.invite_code:
        raise Forbidden(
            "this game is joined by invitation: ask its host for the link", code="invitation"
        )
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has started: no seat is free", code="game_started")
    taken = {s.index: s for s in game.seats.all()}
    if any(s.user_id == user.pk for s in taken.values()):
        raise Conflict("you already have a seat in this game", code="already_seated")
    free = [i for i in range(game.seats_wanted) if i not in taken]
    if not free:
        raise Conflict("every seat is taken", code="game_full")
    return Seat.objects.create(game=game, index=free[0], user=user, name=user.get_username())


@transaction.atomic
def game_invite_bot(*, game_id: int, user: User, name: str) -> Seat:
    """The host seats a bot account (issue 31, docs/bot-authors.md) by its name (any case) in
    the lowest free seat of his open game; its program then plays it with its own token. The
    game's row and the bot's profile are locked, so the bot's owner cannot unmark it meanwhile
    (`accounts.account_set_bot` locks the same profile)."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host invites a bot to his game", code="not_host")
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has started: no seat is free", code="game_started")
    name = " ".join(name.split())
    profile = (
        Profile.objects.select_for_update(of=("self",))
        .select_related("user")
        .filter(user__username__iexact=name)
        .first()
    )
    if profile is None and not _any_account_named(name):
        raise ServiceError(f"there is no account named {name!r}", code="no_such_account")
    if profile is None or not profile.bot_account:
        raise ServiceError(
            f"{name!r} is not a bot account: a person joins by the game's link (its owner marks "
            "a bot account in his settings)",
            code="not_a_bot",
        )
    bot = profile.user
    taken = {s.index: s for s in game.seats.all()}
    if any(s.user_id == bot.pk for s in taken.values()):
        raise Conflict(
            f"{bot.get_username()} already has a seat in this game", code="already_seated"
        )
    free = [i for i in range(game.seats_wanted) if i not in taken]
    if not free:
        raise Conflict("every seat is taken", code="game_full")
    return Seat.objects.create(
        game=game, index=free[0], user=bot, name=bot.get_username(), bot_account=True
    )


def _any_account_named(name: str) -> bool:
    return User.objects.filter(username__iexact=name).exists()


@transaction.atomic
def game_start(*, game_id: int, user: User) -> Game:
    """The host starts the game once every seat is filled (rule 4)."""
    game = _locked(game_id, digest=True)
    if game.host_id != user.pk:
        raise Forbidden("only the host starts the game", code="not_host")
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has already started", code="game_started")
    seats = list(game.seats.select_related("user", "user__profile").order_by("index"))
    if len(seats) != game.seats_wanted:
        raise Conflict(
            f"{len(seats)} of {game.seats_wanted} seats are taken", code="seats_free", rule="rule 5"
        )
    ruleset = game_ruleset(game, game.ruleset_digest)  # type: ignore[attr-defined]  # _locked's
    settings = _settings(game)
    dice = _dice(game, faces=None)
    try:
        state, events = engine.start_game(
            ruleset,
            [s.name for s in seats],
            mode=Mode(game.mode),
            settings=settings,
            dice=dice,
            dice_commitment=game.dice_commitment,
        )
    except IllegalAction as error:
        raise IllegalMove(error.detail, rule=error.rule) from None
    game.status = Game.Status.ACTIVE
    game.started_at = timezone.now()
    # written with the bots' answers (`_save`): one statement for the whole log
    write = Write(game, seats, log=[(None, (0, events, {}, Author.GAME, game.started_at))])
    state = _play_bots(write, _chosen_at_table(write, state))
    _save(write, state, started=True)
    return game


def _settings(game: Game) -> Settings:
    s = game.settings
    return Settings(
        order=Order(s.get("order", "roll")),
        auction_order=tuple(s.get("auction_order") or ()),
        round_limit=s.get("round_limit"),
    )


def _dice(game: Game, faces: list[int] | None) -> Dice:
    if game.mode == Game.Mode.SERVER:
        return ServerDice(game.dice_seed)
    return TableDice(list(faces or []))


# -- the write path -------------------------------------------------------------------------------
@dataclass(eq=False)
class Write:
    """One game's write under its lock, handed from step to step of the write path
    (ARCHITECTURE.md: lock and read → check → apply → bots → record → save → mail on commit):
    what was read under the lock, what the steps recorded, what the save made, and what it
    has still to send. It lives for one transaction; nothing of it is kept on the game."""

    game: Game  # the game's row, locked
    seats: list[Seat]  # read under the lock, with their players (and profiles)
    known: list[PendingDecision] | None = None  # the pending rows read with the lock (None: not)
    log: list[tuple[GameAction | None, tuple]] = field(default_factory=list)  # recorded, unwritten
    answered: set[str] = field(default_factory=set)  # keys of decisions answered for good
    state: State | None = None  # the state saved (`_save`)
    decisions: list[Decision] = field(default_factory=list)  # asked in it, computed once
    pending: list[PendingDecision] = field(default_factory=list)  # their rows, by seat
    fresh: list[PendingDecision] = field(default_factory=list)  # the rows new among them
    keyed: bool = False  # under `idempotent`: the save goes with the key's answer (`_send`)
    unsent: list[batched.Statement] = field(default_factory=list)  # the save, while keyed
    then: Callable[[list], None] | None = None  # what follows once `unsent` has run

    @property
    def made(self) -> State:
        """The state to save: set before the save (`_save`, the sweep)."""
        assert self.state is not None
        return self.state


@dataclass
class Submitted:
    game: Game
    seat: int
    events: list[Event]
    status: int = 200
    seats: list[Seat] = field(default_factory=list)  # with their users, as saved
    pending: list[PendingDecision] = field(default_factory=list)  # the decisions now
    state: State | None = None  # the game's state now (its decisions: `pending_of`)


def request_hash(body: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


def game_submit_action(
    *,
    game_id: int,
    user: User,
    action: dict[str, Any],
    expected_version: int | None = None,
    faces: list[int] | None = None,
    seat: int | None = None,
    write: Write | None = None,
) -> Submitted:
    """Apply one action for the user's seat, under the game's lock (the only write path), in
    ARCHITECTURE.md's steps. `write`: the game as `idempotent` locked and read it, in its
    transaction (no second lock, no savepoint: that transaction rolls back whole on any
    error); the save then waits to go with the key's stored answer."""
    held = write if write is not None and write.game.pk == game_id else None
    with transaction.atomic(savepoint=held is None):
        write = held or _lock_and_read(game_id)[0]  # 1. lock and read
        if write is None:
            raise NotFound(f"no game {game_id}")
        game, seats = write.game, write.seats
        acting = _acting_seat(game, seats, user, seat)  # 2. check
        _may_act(game, acting, expected_version)
        state = game_state(game)
        parsed = _parsed(game, user, action, acting)
        new_state, events = _applied(state, parsed, _dice(game, faces))  # 3. apply
        own = parsed.seat is not None and any(
            s.index == acting and s.user_id == user.pk for s in seats
        )
        author = Author.PLAYER if own else Author.HOST
        _record(write, state, parsed, events, user=user, author=author)  # 4. record
        _answered(seats, acting, user)
        new_state = _play_bots(write, _chosen_at_table(write, new_state))  # 5. bots
        _save(write, new_state, read_back=False)  # 6. save (the answer is given the state)
        _clear_failure(game)  # issue 26: the game's health (a query only after a failure)
        return Submitted(
            game=game,
            seat=acting,
            events=events,
            seats=seats,
            pending=write.pending,
            state=new_state,
        )


def _an_id(number: int) -> bool:
    """Whether `number` fits the primary keys' column (a path's `<int:game_id>` may be 10^400:
    the ORM's filter then matches nothing, but Django's compiler raises `EmptyResultSet` for it,
    which the batched reads do not catch — a 500 found by scripts/probe.py, issue 26)."""
    low, high = connection.ops.integer_field_range(Game._meta.pk.get_internal_type())
    return (low is None or number >= low) and (high is None or number <= high)


def _lock_and_read(
    game_id: int, *, user: User | None = None, key: str | None = None
) -> tuple[Write | None, IdempotencyKey | None]:
    """The game's row locked (as `_locked`) with what an action reads under the lock — the
    seats with their players and profiles, and the pending decisions — as a `Write` (None: no
    such game), and, with a `key`, the user's answer stored under it: in one round trip
    (kingdom.batched). The statements after the lock run once it is granted, each on a fresh
    snapshot (READ COMMITTED): a repeat of a request that waited for the first sees the key
    the first one stored, and its answer is replayed."""
    user_id = user.pk if user is not None else None
    if not _an_id(game_id):
        return None, None  # no row has it (the batched SELECT's compiler refuses such a value)
    if not batched.supported():
        game = _game_locked(game_id).first()
        answer = _stored_key(user_id, key).first() if key else None
        if game is None or answer is not None:
            return None, answer
        return Write(game, list(game.seats.select_related("user", "user__profile"))), None
    reads = [
        batched.Selected.of(_game_locked, game_id),
        batched.Selected.of(_game_seats, game_id),
        batched.Selected.of(_game_decisions, game_id),
        *([batched.Selected.of(_stored_key, user_id, key)] if key else []),
    ]
    results = batched.together([read.statement for read in reads])
    found, seats, pending, *stored = (
        read.instances(rows) for read, rows in zip(reads, results, strict=True)
    )
    if not found:
        return None, stored[0][0] if stored and stored[0] else None
    game = found[0]
    for row in (*seats, *pending):
        row.game = game
    return Write(game, seats, known=pending), stored[0][0] if stored and stored[0] else None


# The reads of `_lock_and_read` (kingdom.batched compiles each once per connection).
def _game_locked(game_id: int) -> QuerySet[Game]:
    return Game.objects.select_for_update().defer(*HEAVY_COLUMNS).filter(pk=game_id)


def _game_seats(game_id: int) -> QuerySet[Seat]:
    return Seat.objects.filter(game_id=game_id).select_related("user__profile")


def _game_decisions(game_id: int) -> QuerySet[PendingDecision]:
    return PendingDecision.objects.filter(game_id=game_id)


def _stored_key(user_id: int | None, key: str | None) -> QuerySet[IdempotencyKey]:
    return IdempotencyKey.objects.filter(user=user_id).filter(key=key)  # parameters in order


def _may_act(game: Game, acting: int, expected_version: int | None) -> None:
    """The game runs, and is at the version the player saw."""
    if game.status != Game.Status.ACTIVE:
        raise Conflict(f"the game is {game.get_status_display().lower()}", code="not_active")
    if expected_version is not None and expected_version != game.version:
        _refuse_stale(game, acting, expected_version)


def _parsed(game: Game, user: User, action: dict[str, Any], acting: int) -> Action:
    """The action asked, for the acting seat; the host's end of a table game (rule 38) is the
    clock's action, of no seat."""
    ending = action.get("kind") == EndByTimeLimit.kind
    if ending:
        _may_end_at_table(game, user)
    try:
        return Action.from_dict({**action, "seat": None if ending else acting})
    except IllegalAction as error:
        raise IllegalMove(error.detail, code=error.code, rule=error.rule) from None


def _applied(state: State, action: Action, dice: Dice) -> tuple[State, list[Event]]:
    """The engine's answer to the action (its refusal as a 409 or 400 naming the rule)."""
    try:
        return engine.apply(state, action, dice, decisions=pending_of(state))
    except NotYourDecision as error:
        raise Conflict(error.detail, code="not_your_decision", rule=error.rule) from None
    except IllegalAction as error:
        raise IllegalMove(error.detail, code=error.code, rule=error.rule) from None


def _refuse_stale(game: Game, acting: int, expected_version: int) -> NoReturn:
    """The game moved on since the version the player saw. When the clock answered for his
    seat meanwhile (his deadline passed: docs/deadlines.md), say so and what it chose, rather
    than "reload and try again" (issue 28)."""
    played = (
        GameAction.objects.filter(
            game=game,
            seat=acting,
            author=Author.CLOCK,
            undone=False,
            version__gt=expected_version,
        )
        .order_by("version")
        .first()
    )
    if played is None:
        raise Conflict(
            f"the game is at version {game.version}, not {expected_version}: reload and try again",
            code="stale_version",
        )
    raise Conflict(
        f"too late: your deadline passed and the clock answered for you at version "
        f"{played.version}, as its default: {_chosen_text(played)}; the game is now at version "
        f"{game.version}: reload to see what waits for you",
        code="clock_answered",
    )


def _chosen_text(action: GameAction) -> str:
    """An action as the log keeps it, in words: 'choose_challenger (challenger arthur)'."""
    said = ", ".join(
        f"{key} {value}" for key, value in action.data.items() if key not in ("kind", "seat")
    )
    return f"{action.kind} ({said})" if said else action.kind


def _may_end_at_table(game: Game, user: User) -> None:
    """Rule 38 at a physical table: the friends stop playing, so the agreed time is up now. The
    host calls it (the clock's action, `end_by_time_limit`, which the engine scores by
    chivalry, house 8 breaking ties); in a game played by web only the clock ends it."""
    if game.mode != Game.Mode.TABLE:
        raise Conflict(
            "a game played by web is ended by its clock (its agreed time or round limit, rule "
            "38), or when one Royal Challenger is left; only a physical table's host ends a "
            "game now",
            code="end_not_at_table",
            rule="rule 38",
        )
    if game.host_id != user.pk:
        raise Forbidden(
            "only the host of the table ends the game now (rule 38: the highest chivalry wins)",
            code="not_host",
        )


def _answered(seats: list[Seat], acting: int, user: User) -> None:
    """A player who answers is here: his count of missed deadlines starts again (saved with
    the write, `_save`)."""
    seat = next(s for s in seats if s.index == acting)
    if seat.user_id == user.pk and seat.missed_deadlines:
        seat.missed_deadlines = 0
        seat.missed_changed = True


def _acting_seat(game: Game, seats: list[Seat], user: User, seat: int | None) -> int:
    """The user's own seat; at a physical table the host may enter any seat's decisions."""
    mine = [s.index for s in seats if s.user_id == user.pk]
    if not mine:
        raise Forbidden("you have no seat in this game", code="not_your_game")
    if seat is None or seat == mine[0]:
        return mine[0]
    if (
        game.mode == Game.Mode.TABLE
        and game.host_id == user.pk
        and any(s.index == seat for s in seats)
    ):
        return seat
    raise Forbidden(f"seat {seat} is not yours", code="not_your_seat")


def _chosen_at_table(write: Write, state: State) -> State:
    """The Royal Challengers chosen at the table when the game was created are entered for
    their seats as soon as their choice is asked (rule 4 v); one another seat took meanwhile is
    left to the host to choose again. Like a bot's answer, such a choice is no entry of its own
    (author `game`): an undo takes it back with the entry that led to it, and that entry,
    entered again, brings it back."""
    game = write.game
    chosen = game.settings.get("table_challengers") or {}
    if not chosen:
        return state
    dice = _dice(game, None)
    for _ in range(len(chosen)):
        due = [
            d
            for d in pending_of(state)
            if d.kind == "choose_challenger" and chosen.get(str(d.seat)) in d.detail["options"]
        ]
        if not due:
            break
        action = Action.from_dict(
            {
                "kind": "choose_challenger",
                "challenger": chosen[str(due[0].seat)],
                "seat": due[0].seat,
            }
        )
        before = state
        state, events = engine.apply(state, action, dice, decisions=pending_of(state))
        _record(write, before, action, events, user=game.host, author=Author.GAME)
    return state


def _play_bots(write: Write, state: State, limit: int | None = None) -> State:
    """Bots, and seats on autopilot, answer their decisions at once, in the transaction that
    made the decision theirs (so exactly once), through the same engine; each bot action is
    logged like a player's, with no user, by `bot` (a bot's seat) or `autopilot`. At most
    `limit` actions (MAX_BOT_ACTIONS): what the bots still owe then is due at once."""
    game, seats = write.game, write.seats
    bots = {s.index: Author.BOT if s.is_bot else Author.AUTOPILOT for s in seats if s.played_by_bot}
    if not bots:
        return state
    seed = f"{game.pk}:{game.version}"  # reproducible from the log: the version it starts at
    players = {s.index: bot_for(s.bot_level, seed) for s in seats if s.index in bots}
    dice = _dice(game, None)
    for _ in range(limit or MAX_BOT_ACTIONS):
        asked = pending_of(state)
        waiting = [d.seat for d in asked if d.seat is not None and d.seat in bots]
        if not waiting or (state.mode == Mode.TABLE and asked[0].kind == "roll"):
            return state
        seat, player = waiting[0], players[waiting[0]]
        if isinstance(player, ExpertBot):
            action = player.answer_at_once(state, seat)
            if action is None:  # it needs thought: the worker's task (expert_waiting)
                expert_waiting.send(sender=Game, game_id=game.pk)
                return state
        else:
            action = player.choose(state, seat)
        assert action is not None  # a bot has an action for a seat that is asked
        before = state
        state, events = engine.apply(state, action, dice, decisions=asked)
        _record(write, before, action, events, user=None, author=bots[seat])
    return state


def game_play_expert(*, game_id: int, out_of_time: Callable[[], bool] | None = None) -> bool:
    """The decision an expert bot's seat is asked, thought over (issue 33) and applied, with
    the bots' answers after it. The thinking reads the game unlocked and takes no lock (it
    takes the ruleset's `expert_milliseconds`; the sweep and players go on meanwhile); its
    action is then applied under the lock if the game has not moved since, like any bot's
    (author `bot`). False when no expert is asked, or the game moved on (whatever moved it
    asked its bots again)."""
    game = Game.objects.filter(pk=game_id, status=Game.Status.ACTIVE).first()
    if game is None:
        return False
    seats = list(game.seats.all())
    state = game_state(game)
    seat = _expert_asked(state, seats)
    if seat is None:
        return False
    bot = bot_for(EXPERT, f"{game.pk}:{game.version}", out_of_time=out_of_time)
    action = bot.choose(state, seat)
    if action is None:
        return False
    with transaction.atomic():
        locked = _locked(game_id)
        if locked.version != game.version or locked.status != Game.Status.ACTIVE:
            return False
        write = Write(locked, list(locked.seats.select_related("user")))
        asked = pending_of(state)
        new_state, events = engine.apply(state, action, _dice(locked, None), decisions=asked)
        _record(write, state, action, events, user=None, author=Author.BOT)
        _save(write, _play_bots(write, new_state))
    return True


def _expert_asked(state: State, seats: list[Seat]) -> int | None:
    """The expert bot's seat the bots would answer for next (as `_play_bots` picks it)."""
    bots = {s.index: s for s in seats if s.played_by_bot}
    asked = pending_of(state)
    waiting = [d.seat for d in asked if d.seat in bots]
    if not waiting or (state.mode == Mode.TABLE and asked[0].kind == "roll"):
        return None
    first = bots[waiting[0]]
    return first.index if first.bot_level == EXPERT else None


def _record(
    write: Write,
    before: State | Before,
    action: Action,
    events: list[Event],
    *,
    user: User | None,
    author: str,
) -> None:
    """Append an applied action and its events to the write's log, stamped with their author
    and the time (the engine has no clock); the game's version moves on. The log is written
    by `_save`, one statement for all the actions of the request (the bots' too). `before`:
    the state the action was applied to, or what `_record` reads of it (`Before`, for a state
    the engine changed in place)."""
    if isinstance(before, State):
        before = Before.of(before)
    game = write.game
    game.version += 1
    row = GameAction(
        game=game,
        version=game.version,
        seat=action.seat,
        user=user,
        kind=action.kind,
        data=action.to_dict(),
        author=author,
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
    def of(cls, state: State) -> Before:
        return cls({p.seat: p.gold for p in state.players}, pending_of(state))


SAVED = ["state", "version", "event_count", "status", "started_at", "finished_at", "updated_at"]
MISSED = ["missed_deadlines", "autopilot"]  # a seat's columns the clock (or its player) moves
DECISION_FIELDS = ["game", "key", "seat", "kind", "rule", "detail", "deadline", "created_at"]


def _save(
    write: Write, state: State, *, started: bool = False, read_back: bool = True
) -> list[PendingDecision]:
    """Write what the steps made: the log recorded (the actions, their events with their
    ledger postings and record-card lines), the snapshot and the columns that move with it
    (never the frozen ruleset), the seats' missed deadlines, the pending decisions gone and
    new — on PostgreSQL in one round trip (kingdom.batched), sent at once or, while
    `idempotent` holds the game (`write.keyed`), with the key's stored answer (`_send`). The
    parsed state of the new version is remembered once the transaction commits; the players
    of the new decisions (and of a game that ends) get their mails once written. `started`:
    the game starts now, so it has no pending row to read. `read_back`: the game's `state`
    column is set as the database would read it back (not for the action POST, whose answer
    is given the state itself: its column stays unread). The pending rows now."""
    write.state = state
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
    for write in writes:  # the decisions asked now, computed once (none in a game that is over)
        live = write.game.status in (Game.Status.ACTIVE, Game.Status.PAUSED)
        write.decisions = pending_of(write.state) if live and write.state else []
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
        statements.append(batched.rows_updated(Seat, missed, MISSED))
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


def _written(writes: list[Write], over: list[Write], missed: list[Seat]) -> None:
    """Once a save is written: its log is, the new state is remembered (on commit), and the
    players learn of a game's end and of their new decisions (mails, on commit)."""
    for seat in missed:
        seat.missed_changed = False
    for write in writes:
        write.log = []
        remember_state(write.game, write.made)
    for write in over:
        notify.game_over(write.game, write.seats)
    notify.decisions_made_in([(write.game, write.fresh, write.seats) for write in writes])


def _save_by_orm(
    writes: list[Write], stored: list[tuple[Game, bytes]], *, started: bool = False
) -> None:
    """`_saved_together` on a database other than PostgreSQL (`make run`'s SQLite): the same
    rows by the ORM's queries, one or a few a table."""
    logs = [(write.game, write.log) for write in writes if write.log]
    GameAction.objects.bulk_create([row for _, log in logs for row, _ in log if row])
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
        GameAction.objects.bulk_create([row for row, _ in write.log if row])
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
    """The statements that delete decisions no longer asked, as `Collector` would: their
    mails stay, without their decision (on_delete SET_NULL), then the rows go."""
    if not doomed:
        return []
    q = connection.ops.quote_name
    ids = [row.pk for row in doomed]  # one array parameter, however many
    mail_decision = q(Mail._meta.get_field("decision").column)
    return [
        batched.Statement(
            f"UPDATE {q(Mail._meta.db_table)} SET {mail_decision} = NULL "
            f"WHERE {mail_decision} = ANY(%s)",
            [ids],
        ),
        batched.Statement(
            f"DELETE FROM {q(PendingDecision._meta.db_table)} "
            f"WHERE {q(PendingDecision._meta.pk.column)} = ANY(%s)",
            [ids],
        ),
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
    (`write.decisions`, computed once by `_saved_together`). A decision still
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


# -- the clock ------------------------------------------------------------------------------------
@transaction.atomic
def game_expire_decision(*, decision_id: int) -> bool:
    """A decision's deadline has passed: apply its default action through the same door as a
    player's (kingdom.rules.defaults). The decision and then its game are locked with
    `skip_locked` (a sweep running beside this one, or a player acting right now, holds them:
    the next sweep sees them again); the decision is re-checked under the lock, so a deadline
    and a late answer never both apply. A seat that misses `autopilot_after` deadlines in a row
    goes on autopilot. True when a default was applied."""
    decision = (
        PendingDecision.objects.select_for_update(skip_locked=True)
        .filter(pk=decision_id, deadline__lte=timezone.now())
        .first()
    )
    if decision is None:
        return False
    game = (
        Game.objects.select_for_update(skip_locked=True)
        .defer(*HEAVY_COLUMNS)
        .filter(pk=decision.game_id, status=Game.Status.ACTIVE)
        .first()
    )
    if game is None:
        return False
    write = Write(game, list(game.seats.select_related("user")))
    state = _default(write, game_state(game), decision)
    if state is None:
        return False
    _save(write, state)  # the seats' missed deadlines with it
    return True


def game_expire_due(*, limit: int, skip: Collection[int] = ()) -> tuple[list[int], int]:
    """The sweep's batch: apply the defaults of up to `limit` decisions past their deadline, in
    one transaction, with a constant number of queries to find and lock them (the decisions,
    then their games, both with `skip_locked`: a decision or game another sweep or a player
    holds right now is left to the next sweep) and to read the games' states, seats and
    pending decisions; each game's default is then written through the same door as
    `game_expire_decision` (its log, snapshot, seats and pending decisions), all the games'
    in one round trip (`_save_many`). One decision per game a batch: a second one due in the
    same game is the next batch's, decided on the new state. Decisions in `skip` (ids) are
    left alone. Returns the ids of the decisions claimed for their game but not applied (the
    game held elsewhere, or no longer asking them: the caller skips them until its next sweep)
    and how many defaults were applied; a batch that fails rolls back whole (the caller
    retries its decisions one by one).
    """
    with transaction.atomic():
        claimed: dict[int, PendingDecision] = {}
        rows = list(
            PendingDecision.objects.select_for_update(skip_locked=True, of=("self",))
            .filter(deadline__lte=timezone.now(), game__status=Game.Status.ACTIVE)
            .exclude(pk__in=skip)
            .order_by("deadline", "pk")[:limit]
        )
        for row in rows:
            claimed.setdefault(row.game_id, row)
        games = list(
            Game.objects.select_for_update(skip_locked=True)
            .defer(*HEAVY_COLUMNS)
            .annotate(state_text=Cast("state", TextField()), ruleset_digest=frozen_digest())
            .filter(pk__in=claimed, status=Game.Status.ACTIVE)
        )
        applied, saved = set(), []
        for write in _sweep_reads(games):
            game = write.game
            annotated: Any = game  # the query's annotations, not the model's fields
            state = state_from_text(
                game, annotated.state_text, annotated.ruleset_digest, shared=False
            )
            write.state = _default(write, state, claimed[game.pk], own=True)
            if write.state is not None:
                applied.add(claimed[game.pk].pk)
                saved.append(write)
        _save_many(saved)
        return [row.pk for row in claimed.values() if row.pk not in applied], len(applied)


def _sweep_reads(games: Sequence[Game]) -> list[Write]:
    """The locked games of a sweep's batch as writes: their seats (with their players'
    profiles) and their pending rows, one query each for all the games."""
    writes = {game.pk: Write(game, [], known=[]) for game in games}
    if not writes:
        return []
    for seat in (
        Seat.objects.filter(game__in=games)
        .select_related("user", "user__profile")
        .order_by("index")
    ):
        writes[seat.game_id].seats.append(seat)
    for row in PendingDecision.objects.filter(game__in=games):
        writes[row.game_id].known.append(row)  # type: ignore[union-attr]
    return list(writes.values())


def _default(
    write: Write, state: State, decision: PendingDecision, *, own: bool = False
) -> State | None:
    """Apply the default of the decision (re-checked against the state: it is still asked)
    to the locked game, and the bots' answers after it; the new state, not yet saved (None
    when the state no longer asks it). The seat's missed deadline is counted on its row
    (`missed_changed`), saved with the write. A bot's decision (left when the bots reached
    their limit in one request) is the bots' to answer, as they would have: they carry on.
    `own`: the state was parsed for this write and nobody else holds it (the sweep's), so the
    default changes it in place (on a failure the batch rolls back and it is dropped)."""
    game, seats = write.game, write.seats
    if any(s.index == decision.seat and s.played_by_bot for s in seats):
        version = game.version
        played = _play_bots(write, state, SWEEP_BOT_ACTIONS)
        return played if game.version != version else None
    asked = pending_of(state)
    current = next((d for d in asked if _stands_for(decision, d)), None)
    action = default_action(state, current) if current is not None else None
    if action is None:
        return None
    dice = _dice(game, None)
    before: State | Before
    if own:  # parsed for this write alone: the engine changes it, no copy (issue 28)
        before = Before.of(state)
        events = engine.apply_in_place(state, action, dice, decisions=asked)
        state.__dict__.pop("pending_decisions", None)  # they were asked before (`pending_of`)
        new_state = state
    else:
        before, (new_state, events) = state, engine.apply(state, action, dice, decisions=asked)
    _record(write, before, action, events, user=None, author=Author.CLOCK)
    _missed(write, decision.seat)
    return _play_bots(write, new_state, SWEEP_BOT_ACTIONS)


def _stands_for(row: PendingDecision, decision: Decision) -> bool:
    """Whether the row is this decision instance (a row made before keys: same seat and kind)."""
    if row.key:
        return row.key == decision.key
    return (row.seat, row.kind) == (decision.seat, decision.kind)


def _missed(write: Write, index: int | None) -> None:
    """Count a missed deadline; after `autopilot_after` in a row the bot plays the seat."""
    game = write.game
    seat = next((s for s in write.seats if s.index == index), None)
    if seat is None or seat.played_by_bot:
        return
    seat.missed_deadlines += 1
    limit = autopilot_after_misses(game)
    if limit is not None and seat.missed_deadlines >= limit:
        seat.autopilot = True
        _log_autopilot(game, seat, Author.CLOCK, "missed_deadlines", write=write)
        notify.autopilot_on(game, seat)
    seat.missed_changed = True  # saved with the write (`_save`), with its batch's other seats


# -- absence: leave, pause, autopilot, replacement ------------------------------------------------
def _log_autopilot(
    game: Game, seat: Seat, author: str, reason: str, *, write: Write | None = None
) -> None:
    """The log says when the bot takes a seat over or gives it back, and why (after the
    actions of the `write` under way that led to it)."""
    if write is not None:
        _write_log(write)
    store_absence_event(
        game,
        "autopilot_changed",
        author=author,
        at=timezone.now(),
        seat=seat.index,
        on=seat.autopilot,
        reason=reason,
        missed=seat.missed_deadlines,
    )


def _own_seat(game: Game, user: User) -> Seat:
    seat = game.seats.select_related("user").filter(user=user).first()
    if seat is None:
        raise Forbidden("you have no seat in this game", code="not_your_game")
    return seat


def _running(game: Game) -> None:
    if game.status not in (Game.Status.ACTIVE, Game.Status.PAUSED):
        raise Conflict(f"the game is {game.get_status_display().lower()}", code="not_running")


def _touch(game: Game) -> None:
    """A change of the game's seats but not of its state: pages polling its ETag see it."""
    game.save(update_fields=["updated_at"])


def _shift_deadlines(rows: Iterable[PendingDecision], by: timedelta) -> None:
    for row in rows:
        if row.deadline is not None:
            row.deadline += by
            row.save(update_fields=["deadline"])


@transaction.atomic
def game_take_leave(*, game_id: int, user: User, days: float) -> Seat:
    """Leave: the player is away for `days` (from the end of a leave already taken); his
    deadlines move by as much, and the other players are told. The days come out of his
    allowance for this game (`leave_days`)."""
    game = _locked(game_id)
    _running(game)
    seat = _own_seat(game, user)
    now = timezone.now()
    length = timedelta(days=days)
    left = leave_allowance(game) - seat.leave_used
    if days <= 0:
        raise ServiceError("take at least some leave: days must be above 0", code="bad_leave")
    if length > left:
        raise ServiceError(
            f"you have {left.total_seconds() / 86400:g} days of leave left in this game",
            code="leave_spent",
        )
    start = seat.leave_until if seat.leave_until is not None and seat.on_leave(now) else now
    seat.leave_until = until = start + length
    seat.leave_used += length
    seat.save(update_fields=["leave_until", "leave_used"])
    _shift_deadlines(PendingDecision.objects.filter(game=game, seat=seat.index), length)
    store_absence_event(
        game,
        "leave_taken",
        author=Author.PLAYER,
        at=now,
        seat=seat.index,
        days=days,
        until=until.isoformat(),
    )
    notify.leave_taken(game, list(game.seats.select_related("user")), seat)
    _touch(game)
    return seat


@transaction.atomic
def game_end_leave(*, game_id: int, user: User) -> Seat:
    """Back early: the days not used return to the allowance, and his deadlines come back by
    as much (never earlier than now)."""
    game = _locked(game_id)
    seat = _own_seat(game, user)
    now = timezone.now()
    if seat.leave_until is None or not seat.on_leave(now):
        raise Conflict("you are not on leave", code="not_on_leave")
    unused = seat.leave_until - now
    seat.leave_used = max(seat.leave_used - unused, timedelta())
    seat.leave_until = None
    seat.save(update_fields=["leave_until", "leave_used"])
    store_absence_event(
        game,
        "leave_ended",
        author=Author.PLAYER,
        at=now,
        seat=seat.index,
        days_returned=round(unused.total_seconds() / 86400, 3),
    )
    moved = list(PendingDecision.objects.filter(game=game, seat=seat.index, deadline__isnull=False))
    for row in moved:
        assert row.deadline is not None  # deadline__isnull=False
        row.deadline = max(row.deadline - unused, now)
        row.save(update_fields=["deadline"])
    notify.deadlines_moved(game, seat, moved)
    _touch(game)
    return seat


@transaction.atomic
def game_pause(*, game_id: int, user: User) -> Game:
    """The host pauses the game: no action, no deadline runs until he resumes it."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host pauses the game", code="not_host")
    if game.status != Game.Status.ACTIVE:
        raise Conflict(f"the game is {game.get_status_display().lower()}", code="not_active")
    game.status, game.paused_at = Game.Status.PAUSED, timezone.now()
    game.save(update_fields=["status", "paused_at", "updated_at"])
    store_absence_event(game, "game_paused", author=Author.HOST, at=game.paused_at)
    seats = list(game.seats.select_related("user"))
    notify.paused_or_resumed(game, seats, "pause", user, game.paused_at)
    return game


@transaction.atomic
def game_resume(*, game_id: int, user: User) -> Game:
    """The host resumes the game; every deadline moves by the time the game stood still."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host resumes the game", code="not_host")
    if game.status != Game.Status.PAUSED:
        raise Conflict("the game is not paused", code="not_paused")
    now = timezone.now()
    assert game.paused_at is not None  # set with the status PAUSED (game_pause)
    stood_still = now - game.paused_at
    moved = list(PendingDecision.objects.filter(game=game).order_by("pk"))
    _shift_deadlines(moved, stood_still)
    game.status, game.paused_at = Game.Status.ACTIVE, None
    game.save(update_fields=["status", "paused_at", "updated_at"])
    store_absence_event(
        game,
        "game_resumed",
        author=Author.HOST,
        at=now,
        paused_seconds=round(stood_still.total_seconds()),
    )
    _play_bots_now(game)  # seats put on autopilot or to a bot during the pause answer now
    seats = list(game.seats.select_related("user"))
    notify.paused_or_resumed(game, seats, "resume", user, now, stood_still, moved)
    return game


@transaction.atomic
def game_set_autopilot(*, game_id: int, user: User, on: bool) -> Seat:
    """Hand one's seat to the bot (`on`), or take it back; the bot answers at once what waits
    for the seat."""
    game = _locked(game_id)
    _running(game)
    seat = _own_seat(game, user)
    if not on and seat.invite_code:
        raise Conflict(
            "the host has offered this seat to a new player; until it is taken the bot plays it",
            code="replacement_offered",
        )
    changed = seat.autopilot != on
    seat.autopilot, seat.missed_deadlines = on, 0
    seat.save(update_fields=["autopilot", "missed_deadlines"])
    if changed:
        _log_autopilot(game, seat, Author.PLAYER, "asked")
    if on and game.status == Game.Status.ACTIVE:
        _play_bots_now(game)
    _touch(game)
    return seat


def _play_bots_now(game: Game) -> None:
    """The bot answers at once what waits for its seats (autopilot ones included)."""
    write = Write(game, list(game.seats.select_related("user")))
    version = game.version
    state = _play_bots(write, game_state(game))
    if game.version != version:
        _save(write, state)


@transaction.atomic
def game_replace_seat(*, game_id: int, user: User, index: int) -> Seat:
    """The host offers a seat to someone new: an invitation code that takes the seat over.
    Until it is taken, the bot plays the seat."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host replaces a player", code="not_host")
    _running(game)
    seat = game.seats.filter(index=index).first()
    if seat is None:
        raise NotFound(f"no seat {index} in this game")
    if seat.user_id == user.pk:
        raise Conflict("the host keeps his own seat", code="own_seat")
    seat.invite_code = new_invite_code()
    changed = seat.autopilot != (not seat.is_bot)
    seat.autopilot = not seat.is_bot
    seat.save(update_fields=["invite_code", "autopilot"])
    if changed:
        _log_autopilot(game, seat, Author.HOST, "replaced")
    if game.status == Game.Status.ACTIVE:
        _play_bots_now(game)
    _touch(game)
    return seat


def _take_over(game: Game, seat: Seat, user: User) -> Seat:
    """The invited player takes the seat: its pieces, gold and cards become his (while the
    game runs: a finished game's seats and results stay whose they were)."""
    _running(game)
    if game.seats.filter(user=user).exists():
        raise Conflict("you already have a seat in this game", code="already_seated")
    seat.user, seat.name, seat.is_bot = user, user.get_username(), False
    seat.autopilot, seat.missed_deadlines, seat.invite_code = False, 0, ""
    seat.leave_until, seat.leave_used = None, timedelta()
    seat.save()
    store_absence_event(
        game, "seat_taken_over", author=Author.PLAYER, at=timezone.now(), seat=seat.index,
        name=seat.name,
    )  # fmt: skip
    _touch(game)
    return seat


def _claim(game: Game, seat: Seat, user: User) -> Seat:
    """A player claims his named seat of a physical table on his own phone: from then on he
    may enter its decisions too (the host still may); the seat keeps the name the host typed."""
    if game.status == Game.Status.FINISHED:
        raise Conflict("the game has finished", code="not_active")
    if game.seats.filter(user=user).exists():
        raise Conflict("you already have a seat in this game", code="already_seated")
    seat.user, seat.claim_code = user, ""
    seat.save(update_fields=["user", "claim_code"])
    store_absence_event(
        game, "seat_claimed", author=Author.PLAYER, at=timezone.now(), seat=seat.index,
        name=seat.name, user=user.get_username(),
    )  # fmt: skip
    _touch(game)
    return seat


# -- undo at a physical table (issue 17) ----------------------------------------------------------
@dataclass
class Undone:
    game: Game
    event: GameEvent  # the `undone` entry of the log: who took what back, and when
    seats: list[Seat] = field(default_factory=list)  # with their users, as saved
    pending: list[PendingDecision] = field(default_factory=list)  # the decisions now


def game_undo(
    *, game_id: int, user: User, expected_version: int | None = None, write: Write | None = None
) -> Undone:
    """Take back the last entry typed in at a physical table (and the bots' answers after it):
    under the game's lock, its actions and events are marked `undone` (kept for the record),
    their ledger postings and record-card lines go, and the game is rebuilt by replaying its
    log without them — the typed faces are in the log, so the replay is exactly the game
    before the entry. The version moves on (never back: every version's cached state and ETag
    stays true), and the log gets an `undone` entry saying who took what back. Called again,
    it takes back the entry before. Refused in a game played by web, and to anyone but the
    host or the entry's own player (selectors.undo_refusal). `write`: the game as `idempotent`
    locked and read it (as `game_submit_action`'s)."""
    held = write if write is not None and write.game.pk == game_id else None
    with transaction.atomic(savepoint=held is None):
        if held is None:
            game = _locked(game_id)
            held = Write(game, list(game.seats.select_related("user", "user__profile")))
        return _undo(held, user, expected_version)


def _undo(write: Write, user: User, expected_version: int | None) -> Undone:
    game, seats = write.game, write.seats
    entry = selectors.last_entry(game=game)
    refusal = selectors.undo_refusal(game=game, user=user, entry=entry)
    if refusal is not None:
        raise refusal
    assert entry is not None  # no refusal: there is an entry
    if expected_version is not None and expected_version != game.version:
        raise Conflict(
            f"the game is at version {game.version}, not {expected_version}: reload and see "
            "what the last entry is now",
            code="stale_version",
        )
    actions, sequences = selectors.undo_taken_back(game=game, entry=entry)
    own = any(s.index == entry.seat and s.user_id == user.pk for s in seats)
    return _take_back(
        write,
        actions,
        sequences,
        "undone",
        rule=UNDO_RULE,
        author=Author.PLAYER if own else Author.HOST,
        seat=entry.seat,
        kind=entry.kind,
        by=user.get_username(),
        back_to=_version_before(game, entry),
    )


def _take_back(
    write: Write,
    actions: list[GameAction],
    sequences: list[int],
    type: str,
    *,
    rule: str,
    author: str,
    fresh: bool = False,
    **data: Any,
) -> Undone:
    """What an undo (`undone`) and a staff revert (`reverted`) share, on the locked game: the
    `actions` and the events numbered `sequences` are marked `undone` (kept in the log for the
    record; replays and reads skip them), their ledger postings and record-card lines go, and
    the game is rebuilt by replaying its log without them — from the log alone, never from the
    stored state (which may be what went wrong). The version moves on (never back: every
    version's cached state and ETag stays true), a game whose end was taken back is under way
    again, and the log gets the service's event `type` (who, what, `data`). `fresh`: every
    pending decision is asked anew, with a fresh deadline and mail, and bots answer at once
    what is theirs (a revert may land between their moves)."""
    game, seats = write.game, write.seats
    LedgerPosting.objects.filter(game=game, event__sequence__in=sequences).delete()
    RecordEntry.objects.filter(game=game, event__sequence__in=sequences).delete()
    GameEvent.objects.filter(game=game, sequence__in=sequences).update(undone=True)
    GameAction.objects.filter(pk__in=[a.pk for a in actions]).update(undone=True)
    state = game_replay(game=game)
    before = game.version
    game.version += 1
    if game.status == Game.Status.FINISHED:  # what ended the game is taken back
        game.status, game.finished_at = Game.Status.ACTIVE, None
    event = store_service_event(
        game,
        type,
        rule=rule,
        author=author,
        at=timezone.now(),
        **data,
        from_version=before,
        actions=[selectors.entry_summary(a) for a in actions],
        events=sequences,
    )
    if fresh:
        PendingDecision.objects.filter(game=game).delete()  # their mails stay, moot
        write.known = []
        if game.status == Game.Status.ACTIVE:
            state = _play_bots(write, state)
    pending = _save(write, state)
    return Undone(game=game, event=event, seats=seats, pending=pending)


def _version_before(game: Game, entry: GameAction) -> int:
    """The version of the last action still counting before `entry` (0: the start)."""
    earlier = game.actions.filter(undone=False, version__lt=entry.version).order_by("-version")
    return earlier.values_list("version", flat=True).first() or 0


# -- a game gone wrong, mended by staff (issue 26) -----------------------------------------------
REVERT_RULE = "revert"  # docs/staff.md: staff put the game back to an earlier version
MAX_REVERT_REASON = 1000  # characters of the reason the players read
MAX_ERROR = 4000  # characters of a failure kept on the game (`Game.last_error`)
REVERT_PERMISSION = "kingdom.revert_game"


def game_revert(
    *, game_id: int, user: User, to_version: int, reason: str, expected_version: int | None = None
) -> Undone:
    """Staff put a game that cannot go on back to `to_version` (docs/staff.md), in one locked
    transaction: the actions after it (and their events) stay in the log, marked `undone` and
    named by the `reverted` entry (who, to which version, why), and the game is rebuilt by
    replaying its log up to there — never reading the stored state, which may be what broke.
    Every pending decision is asked anew (fresh deadline, fresh mail), bots answer theirs, a
    finished game whose end is taken back is under way again, the version moves on, the
    game's last error is cleared and every player is mailed what happened. Web and table
    games alike. Refused to anyone without the permission `kingdom.revert_game`, for a version
    that is not earlier or that the game as it stands never was at, and (`expected_version`)
    when the game has moved on since the staff member looked."""
    if not (user.is_active and user.is_staff and user.has_perm(REVERT_PERMISSION)):
        raise Forbidden(
            "only staff with the permission to revert games put a game back", code="not_staff"
        )
    reason = " ".join(str(reason or "").split())
    if not reason or len(reason) > MAX_REVERT_REASON:
        raise ServiceError(
            f"say why, in 1–{MAX_REVERT_REASON} characters: every player is mailed the reason",
            code="bad_reason",
        )
    with transaction.atomic():
        game = _locked(game_id)
        if expected_version is not None and expected_version != game.version:
            raise Conflict(
                f"the game is at version {game.version}, not {expected_version}: it changed "
                "since the preview; look at what a revert takes back now",
                code="stale_version",
            )
        actions, sequences = selectors.revert_taken_back(game=game, to_version=to_version)
        seats = list(game.seats.select_related("user", "user__profile"))
        reverted = _take_back(
            Write(game, seats),
            actions,
            sequences,
            "reverted",
            rule=REVERT_RULE,
            author=Author.STAFF,
            fresh=True,
            by=user.get_username(),
            reason=reason,
            to_version=to_version,
        )
        _clear_failure(game)
        notify.game_reverted(game, seats, reverted.event)
        return reverted


def game_record_failure(*, game_id: int, error: BaseException | str) -> None:
    """Keep on the game the action that failed unexpectedly (its health, in the admin), in a
    transaction of its own: call it after the failed one has rolled back. Never raises (a
    failure to record a failure is logged)."""
    text = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
    if not 0 < game_id < 2**63:
        return
    try:
        with transaction.atomic():
            Game.objects.filter(pk=game_id).update(
                last_error=text[:MAX_ERROR], last_error_at=timezone.now()
            )
    except Exception:  # the failure being recorded is the one that matters
        logger.exception("game %s: its failure could not be recorded", game_id)


def _clear_failure(game: Game) -> None:
    """An action succeeded (or staff reverted the game): its last failure is behind it."""
    if game.last_error or game.last_error_at:
        game.last_error, game.last_error_at = "", None
        Game.objects.filter(pk=game.pk).update(last_error="", last_error_at=None)


# -- idempotency ----------------------------------------------------------------------------------
def idempotent(
    *,
    user: User,
    key: str | None,
    body: dict[str, Any],
    game_id: int,
    run: Callable[[Write | None], tuple[int, dict]],
) -> tuple[int, dict]:
    """Run a write once per (user, key): a repeat returns the stored response; the same key
    with another body is refused (422). `run(write)` returns (status, payload): `write` is the
    game as locked and read here (None without a key, or for no such game), for the service it
    calls (`game_submit_action(write=…)`, `game_undo(write=…)`), whose save then goes with the
    key's stored answer in one round trip.

    The game's row is locked first, so concurrent repeats wait for the first and then find
    its stored response. A key is the user's, not the game's: the same key sent to two games
    at once is serialized by neither lock, so the request that stores it second rolls back its
    write and answers as a repeat (the stored answer, or 422 for another request).
    """
    if not key:
        return run(None)
    digest = request_hash(body)
    try:
        with transaction.atomic():
            write, stored = _lock_and_read(game_id, user=user, key=key)
            if stored is not None:
                return _replay_key(stored, digest)
            if write is not None:
                write.keyed = True
            status, payload = run(write)
            # the action's save (if run() made one) and the key, in one round trip
            unsent, then = (write.unsent, write.then) if write else ([], None)
            (kept,) = _send(
                unsent, then or (lambda results: None), _key(user, key, digest, status, payload)
            )
            if not kept:
                raise _KeyTaken  # leaving the block rolls back run()'s writes
            return status, payload
    except _KeyTaken:
        return _replay_key(IdempotencyKey.objects.get(user=user, key=key), digest)


def _key(user: User, key: str, digest: str, status: int, payload: dict) -> batched.Statement:
    """Keep the answer under its key, unless another transaction stored the same key while
    this one ran (then it returns no row). `INSERT … ON CONFLICT DO NOTHING` in one statement,
    where a plain insert would need a savepoint around it to survive the conflict. On
    PostgreSQL the answer (a whole game view) goes as the JSON text msgspec encodes (in C),
    cast to jsonb by the database, as the snapshot does (`_write_snapshots`)."""
    row = IdempotencyKey(
        user=user, key=key, request_hash=digest, status_code=status, response=payload
    )
    fields = [f for f in IdempotencyKey._meta.concrete_fields if not f.primary_key]
    answer = fields.index(IdempotencyKey._meta.get_field("response"))
    raw = connection.vendor == "postgresql"  # the answer as msgspec's JSON text, not Django's
    values = [
        msgspec.json.encode(payload).decode()
        if raw and n == answer
        else f.get_db_prep_save(f.pre_save(row, add=True), connection)
        for n, f in enumerate(fields)
    ]
    return batched.Statement(_key_sql(raw), values)


@functools.cache
def _key_sql(raw: bool) -> str:
    """`_key`'s statement (`raw`: its answer sent as JSON text, cast by the database)."""
    fields = [f for f in IdempotencyKey._meta.concrete_fields if not f.primary_key]
    marks = ["%s::jsonb" if raw and f.name == "response" else "%s" for f in fields]
    columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
    table = connection.ops.quote_name(IdempotencyKey._meta.db_table)
    return (
        f"INSERT INTO {table} ({columns}) VALUES ({', '.join(marks)}) "
        "ON CONFLICT DO NOTHING RETURNING 1"
    )


class _KeyTaken(Exception):
    """Another transaction stored the same Idempotency-Key while this one ran."""


def _replay_key(stored: IdempotencyKey, digest: str) -> tuple[int, dict]:
    if stored.request_hash != digest:
        raise Unprocessable(
            "this Idempotency-Key was used with another request", code="idempotency_mismatch"
        )
    return stored.status_code, stored.response


# -- the log is the truth ------------------------------------------------------------------------
def game_replay(*, game: Game) -> State:
    """Rebuild the game from its log alone (actions and the faces its events recorded), less
    the entries taken back at a table (`undone`)."""

    events_by_version: dict[int, list[Event]] = {}
    for row in game.events.filter(engine=True, undone=False).order_by("sequence"):
        events_by_version.setdefault(row.version, []).append(Event.from_dict(row.data))
    log = [
        (Action.from_log(a.data), events_by_version.get(a.version, []))
        for a in game.actions.filter(undone=False).order_by("version")
    ]
    start = events_by_version.get(0, [])
    names = next((list(e.seats) for e in start if isinstance(e, GameStarted)), None)
    return engine.replay(
        game_ruleset(game),
        names or [s.name for s in game.seats.order_by("index")],
        mode=Mode(game.mode),
        settings=_settings(game),
        start_events=events_by_version.get(0, []),
        log=log,
        dice_commitment=game.dice_commitment,
    )


#: Fields of the state a snapshot saved before them has not (or has empty, when the game played
#: on from such a snapshot): compared only where the snapshot has them.
LATER_FIELDS = ("fortune_under",)  # issue 34: the cards known to be under the fortune pack


def game_check_replay(*, game: Game) -> bool:
    """True when replaying the log gives exactly the stored snapshot (the fields it predates
    aside, `LATER_FIELDS`)."""
    if game.state is None:
        return True
    replayed, stored = game_replay(game=game).to_json(), dict(game.state)
    for key in LATER_FIELDS:
        if stored.get(key) is None:
            replayed.pop(key, None)
            stored.pop(key, None)
    return replayed == stored
