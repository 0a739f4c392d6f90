"""Absence (docs/deadlines.md): leave, the host's pause and resume, autopilot, a seat offered to a
new player and taken over, a table seat claimed on a player's phone."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from kingdom import notify
from kingdom.deadlines import leave_allowance
from kingdom.errors import Conflict, Forbidden, NotFound, ServiceError
from kingdom.models import Author, Game, PendingDecision, Seat
from kingdom.models.game import new_invite_code
from kingdom.projections import store_absence_event
from kingdom.selectors import game_state, pending_of
from kingdom.services.bots import _play_bots
from kingdom.services.reading import _locked
from kingdom.services.saving import Write, _save, _write_log


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
    state = game_state(game)
    write.reached(state, pending_of(state))
    _play_bots(write)
    if game.version != version:
        _save(write)


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
