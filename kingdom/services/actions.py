"""A player's action, the one write path (ARCHITECTURE.md): lock and read → check → apply → record
→ bots → save, in `game_submit_action`, with its checks (the acting seat, the version, the
host's end of a table game)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from django.contrib.auth.models import User
from django.db import transaction

from kingdom.errors import Conflict, Forbidden, IllegalMove, NotFound
from kingdom.models import Author, Game, GameAction, PendingDecision, Seat
from kingdom.rules import engine
from kingdom.rules.actions import Action, EndByTimeLimit
from kingdom.rules.dice import Dice
from kingdom.rules.errors import IllegalAction, NotYourDecision
from kingdom.rules.events import Event
from kingdom.rules.state import State
from kingdom.selectors import game_state, pending_of
from kingdom.services.bots import _chosen_at_table, _play_bots
from kingdom.services.failures import _clear_failure
from kingdom.services.reading import _dice, _lock_and_read
from kingdom.services.saving import Before, Write, _record, _save


@dataclass
class Submitted:
    game: Game
    seat: int
    events: list[Event]
    status: int = 200
    seats: list[Seat] = field(default_factory=list)  # with their users, as saved
    pending: list[PendingDecision] = field(default_factory=list)  # the decisions now
    state: State | None = None  # the game's state now


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
    ARCHITECTURE.md's steps, top to bottom: lock and read, guard, apply, record, bots, save
    (and, once committed, publish: the mails and the cached state, `saving._written`). One
    `Write` carries the game from step to step: what was read under the lock, the state each
    step reached and the decisions it asks, computed once a state (`Write.reached`), the log
    recorded, the rows saved. `write`: the game as `idempotent` locked and read it, in its
    transaction (no second lock, no savepoint: that transaction rolls back whole on any
    error); the save then waits to go with the key's stored answer."""
    held = write if write is not None and write.game.pk == game_id else None
    with transaction.atomic(savepoint=held is None):
        write = held or _lock_and_read(game_id)[0]  # 1. lock and read
        if write is None:
            raise NotFound(f"no game {game_id}")
        game, seats = write.game, write.seats
        acting = _acting_seat(game, seats, user, seat)  # 2. guard: his seat, the version, the move
        _may_act(game, acting, expected_version)
        state = game_state(game)
        parsed = _parsed(game, user, action, acting)
        write.reached(state, pending_of(state))
        new_state, events = _applied(write, parsed, _dice(game, faces))  # 3. apply
        author = _author(seats, acting, parsed, user)  # 4. record
        _record(write, Before.of(state, write.asked), parsed, events, user=user, author=author)
        _answered(seats, acting, user)
        write.reached(new_state)
        _chosen_at_table(write)  # 5. bots (and the challengers chosen at a table)
        _play_bots(write)
        _save(write, read_back=False)  # 6. save (the answer is given the state); 7. publish
        _clear_failure(game)  # issue 26: the game's health (a query only after a failure)
        return Submitted(
            game=game,
            seat=acting,
            events=events,
            seats=seats,
            pending=write.pending,
            state=write.made,
        )


def _author(seats: list[Seat], acting: int, action: Action, user: User) -> str:
    """Who made the action: the seat's own player, or the host of a table for another seat
    (or for none: the end of the game, rule 38)."""
    own = action.seat is not None and any(s.index == acting and s.user_id == user.pk for s in seats)
    return Author.PLAYER if own else Author.HOST


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


def _applied(write: Write, action: Action, dice: Dice) -> tuple[State, list[Event]]:
    """The engine's answer to the action on the write's state (its refusal as a 409 or 400
    naming the rule)."""
    try:
        return engine.apply(write.made, action, dice, decisions=write.asked)
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
