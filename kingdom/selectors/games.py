"""Which games a user may see and his seat in them: a game's row in one query (`game_get`), an
unlisted game's invitations (`game_for`), the seat a request reads for, the lobby's list."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from functools import lru_cache

from django.db import connection
from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from kingdom import batched
from kingdom.errors import Forbidden, NotFound
from kingdom.models import Game, Profile, Seat
from kingdom.selectors.states import HEAVY_COLUMNS
from kingdom.users import Person


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
