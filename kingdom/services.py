"""The one door through which a game changes (ARCHITECTURE.md).

Every write is one transaction that locks the game's row (`select_for_update`), checks the
client's expected version, applies the rules engine, appends the events with their projections,
saves the new snapshot and bumps the version; side effects are scheduled on commit.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from kingdom.deadlines import deadline_for
from kingdom.errors import Conflict, Forbidden, IllegalMove, NotFound, ServiceError, Unprocessable
from kingdom.models import Game, GameAction, IdempotencyKey, PendingDecision, Seat
from kingdom.projections import store_events
from kingdom.rules import engine
from kingdom.rules.actions import Action
from kingdom.rules.bot import Bot
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice, TableDice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import Event
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Settings, State

MAX_BOT_ACTIONS = 2000  # bots answer at once, within the same transaction


# -- the frozen ruleset of a game -----------------------------------------------------------------
@lru_cache(maxsize=64)
def _ruleset_for(game_id: int, digest: str, data: str) -> Ruleset:
    return Ruleset.from_dict(json.loads(data))


def game_ruleset(game: Game) -> Ruleset:
    """A game's ruleset, parsed once per process (it never changes once frozen)."""
    data = json.dumps(game.ruleset, sort_keys=True)
    return _ruleset_for(game.pk, hashlib.sha256(data.encode()).hexdigest(), data)


def game_state(game: Game) -> State:
    return State.from_json(game.state, game_ruleset(game))


# -- creating and joining -------------------------------------------------------------------------
def game_create(
    *,
    host,
    name: str,
    mode: str = Game.Mode.SERVER,
    seats: int = 4,
    bots: int = 0,
    order: str = Order.ROLL,
    auction_order: list[str] | None = None,
    round_limit: int | None = None,
    listed: bool = True,
    turn_hours: float | None = 48,
    reply_hours: float | None = 24,
) -> Game:
    """A new game, open for players; the host takes the first seat, bots the last ones.
    An unlisted game is joined with its invitation code only."""
    from kingdom.reference import reference_is_empty, reference_ruleset_snapshot
    from kingdom.rules.ruleset import fixture_data

    ruleset_data = fixture_data() if reference_is_empty() else reference_ruleset_snapshot()
    ruleset = Ruleset.from_dict(ruleset_data)
    d = ruleset.defaults
    if not d.min_players <= seats <= d.max_players:
        raise ServiceError(
            f"a game needs {d.min_players}–{d.max_players} seats, not {seats}",
            code="bad_seats",
            rule="rule 5",
        )
    if not 0 <= bots < seats:
        raise ServiceError(f"bots fill 0 to {seats - 1} seats, not {bots}", code="bad_bots")
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
    for hours in (turn_hours, reply_hours):
        if hours is not None and not 0 < hours <= 24 * 60:
            raise ServiceError("a deadline is 0–1440 hours, or none", code="bad_settings")
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
        },
        ruleset=ruleset_data,
        dice_seed=seed,
        dice_commitment=ServerDice.commitment(seed),
    )
    Seat.objects.create(game=game, index=0, user=host, name=host.get_username())
    for n in range(bots):
        index = seats - bots + n
        Seat.objects.create(game=game, index=index, name=f"Bot {n + 1}", is_bot=True)
    return game


def _locked(game_id: int) -> Game:
    try:
        return Game.objects.select_for_update().get(pk=game_id)
    except Game.DoesNotExist:
        raise NotFound(f"no game {game_id}") from None


@transaction.atomic
def game_join(*, game_id: int, user, code: str | None = None) -> Seat:
    """Take the lowest free seat of an open game (an unlisted one needs its invitation)."""
    game = _locked(game_id)
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
def game_start(*, game_id: int, user) -> Game:
    """The host starts the game once every seat is filled (rule 4)."""
    game = _locked(game_id)
    if game.host_id != user.pk:
        raise Forbidden("only the host starts the game", code="not_host")
    if game.status != Game.Status.OPEN:
        raise Conflict("the game has already started", code="game_started")
    seats = list(game.seats.order_by("index"))
    if len(seats) != game.seats_wanted:
        raise Conflict(
            f"{len(seats)} of {game.seats_wanted} seats are taken", code="seats_free", rule="rule 5"
        )
    ruleset = game_ruleset(game)
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
    store_events(game, 0, events, {})
    state = _play_bots(game, state, seats)
    _save(game, state)
    return game


def _settings(game: Game) -> Settings:
    s = game.settings
    return Settings(
        order=Order(s.get("order", "roll")),
        auction_order=tuple(s.get("auction_order") or ()),
        round_limit=s.get("round_limit"),
    )


def _dice(game: Game, faces: list[int] | None):
    if game.mode == Game.Mode.SERVER:
        return ServerDice(game.dice_seed)
    return TableDice(list(faces or []))


# -- the write path -------------------------------------------------------------------------------
@dataclass
class Submitted:
    game: Game
    seat: int
    events: list[Event]
    status: int = 200


def request_hash(body: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, default=str).encode()).hexdigest()


@transaction.atomic
def game_submit_action(
    *,
    game_id: int,
    user,
    action: dict[str, Any],
    expected_version: int | None = None,
    faces: list[int] | None = None,
    seat: int | None = None,
) -> Submitted:
    """Apply one action for the user's seat, under the game's lock (the only write path)."""
    game = _locked(game_id)
    seats = list(game.seats.all())
    acting = _acting_seat(game, seats, user, seat)
    if game.status != Game.Status.ACTIVE:
        raise Conflict(f"the game is {game.get_status_display().lower()}", code="not_active")
    if expected_version is not None and expected_version != game.version:
        raise Conflict(
            f"the game is at version {game.version}, not {expected_version}: reload and try again",
            code="stale_version",
        )
    state = game_state(game)
    try:
        parsed = Action.from_dict({**action, "seat": acting})
        new_state, events = engine.apply(state, parsed, _dice(game, faces))
    except NotYourDecision as error:
        raise Conflict(error.detail, code="not_your_decision", rule=error.rule) from None
    except IllegalAction as error:
        raise IllegalMove(error.detail, code=error.code, rule=error.rule) from None
    _record(game, state, parsed, events, user=user)
    new_state = _play_bots(game, new_state, seats)
    _save(game, new_state)
    return Submitted(game=game, seat=acting, events=events)


def _acting_seat(game: Game, seats: list[Seat], user, seat: int | None) -> int:
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


def _play_bots(game: Game, state: State, seats: list[Seat]) -> State:
    """Bots answer their decisions at once, through the same engine (issue 7 moves them to the
    worker); each bot action is logged like a player's."""
    bots = {s.index for s in seats if s.is_bot}
    if not bots:
        return state
    bot = Bot(f"{game.pk}:{game.version}")
    dice = _dice(game, None)
    for _ in range(MAX_BOT_ACTIONS):
        waiting = [d.seat for d in engine.pending(state) if d.seat in bots]
        if not waiting or (state.mode == Mode.TABLE and engine.pending(state)[0].kind == "roll"):
            return state
        action = bot.choose(state, waiting[0])
        before = state
        state, events = engine.apply(state, action, dice)
        _record(game, before, action, events, user=None)
    return state


def _record(game: Game, before: State, action: Action, events: list[Event], *, user) -> None:
    """Append an applied action and its events (with their projections) to the log."""
    game.version += 1
    GameAction.objects.create(
        game=game,
        version=game.version,
        seat=action.seat,
        user=user,
        kind=action.kind,
        data=action.to_dict(),
    )
    store_events(game, game.version, events, {p.seat: p.gold for p in before.players})


def _save(game: Game, state: State) -> None:
    game.state = state.to_json()
    if state.phase.value == "over" and game.status != Game.Status.FINISHED:
        game.status = Game.Status.FINISHED
        game.finished_at = timezone.now()
    game.save()
    _sync_decisions(game, engine.pending(state) if game.status == Game.Status.ACTIVE else [])


def _sync_decisions(game: Game, decisions: list[engine.Decision]) -> None:
    """Keep the pending decisions in step with the state. A decision still pending keeps its
    row and its deadline (a turn of many moves has one deadline); a new one gets its own."""
    kept = {}
    for row in PendingDecision.objects.filter(game=game):
        key = (row.seat, row.kind)
        if key in kept or not any((d.seat, d.kind) == key for d in decisions):
            row.delete()
        else:
            kept[key] = row
    fresh = []
    for d in decisions:
        row = kept.get((d.seat, d.kind))
        if row is None:
            fresh.append(
                PendingDecision(
                    game=game,
                    seat=d.seat,
                    kind=d.kind,
                    rule=d.rule,
                    detail=d.detail,
                    deadline=deadline_for(game, d.kind),
                )
            )
        elif row.detail != d.detail:
            row.detail = d.detail
            row.save(update_fields=["detail"])
    PendingDecision.objects.bulk_create(fresh)


# -- the clock ------------------------------------------------------------------------------------
@transaction.atomic
def game_expire_decision(*, decision_id: int) -> bool:
    """A decision's deadline has passed: apply its default action through the same door as a
    player's (kingdom.rules.defaults). A game locked by a player's action right now is skipped
    (the next sweep sees it again); the decision is re-checked under the lock, so a deadline and
    a late answer never both apply. True when a default was applied."""
    row = PendingDecision.objects.filter(pk=decision_id).values("game_id").first()
    if row is None:
        return False
    game = Game.objects.select_for_update(skip_locked=True).filter(pk=row["game_id"]).first()
    if game is None or game.status != Game.Status.ACTIVE:
        return False
    decision = PendingDecision.objects.filter(pk=decision_id, deadline__lte=timezone.now()).first()
    if decision is None:
        return False
    state = game_state(game)
    current = next(
        (d for d in engine.pending(state) if (d.seat, d.kind) == (decision.seat, decision.kind)),
        None,
    )
    action = default_action(state, current) if current is not None else None
    if action is None:
        return False
    seats = list(game.seats.all())
    new_state, events = engine.apply(state, action, _dice(game, None))
    _record(game, state, action, events, user=None)
    _save(game, _play_bots(game, new_state, seats))
    return True


# -- idempotency ----------------------------------------------------------------------------------
def idempotent(
    *, user, key: str | None, body: dict[str, Any], game_id: int, run
) -> tuple[int, dict]:
    """Run a write once per (user, key): a repeat returns the stored response; the same key
    with another body is refused (422). `run()` returns (status, payload).

    The game's row is locked first, so concurrent repeats wait for the first and then find
    its stored response. A key is the user's, not the game's: the same key sent to two games
    at once is serialized by neither lock, so the request that stores it second rolls back its
    write and answers as a repeat (the stored answer, or 422 for another request).
    """
    if not key:
        return run()
    digest = request_hash(body)
    try:
        with transaction.atomic():
            Game.objects.select_for_update().filter(pk=game_id).first()
            stored = IdempotencyKey.objects.filter(user=user, key=key).first()
            if stored is not None:
                return _replay_key(stored, digest)
            status, payload = run()
            answer = {"request_hash": digest, "status_code": status, "response": payload}
            try:
                with transaction.atomic():  # a savepoint: only this insert's conflict is caught
                    IdempotencyKey.objects.create(user=user, key=key, **answer)
            except IntegrityError:
                raise _KeyTaken from None  # leaving the block rolls back run()'s writes
            return status, payload
    except _KeyTaken:
        return _replay_key(IdempotencyKey.objects.get(user=user, key=key), digest)


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
    """Rebuild the game from its log alone (actions and the faces its events recorded)."""
    from kingdom.rules.events import Event

    events_by_version: dict[int, list[Event]] = {}
    for row in game.events.order_by("sequence"):
        events_by_version.setdefault(row.version, []).append(Event.from_dict(row.data))
    log = [
        (Action.from_dict(a.data), events_by_version.get(a.version, []))
        for a in game.actions.order_by("version")
    ]
    return engine.replay(
        game_ruleset(game),
        [s.name for s in game.seats.order_by("index")],
        mode=Mode(game.mode),
        settings=_settings(game),
        start_events=events_by_version.get(0, []),
        log=log,
        dice_commitment=game.dice_commitment,
    )


def game_check_replay(*, game: Game) -> bool:
    """True when replaying the log gives exactly the stored snapshot."""
    if game.state is None:
        return True
    return game_replay(game=game).to_json() == game.state
