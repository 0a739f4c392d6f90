"""A seat's view of a game (the engine's `view` the only filter of secrets), computed once per
process and change, with its signed ETag (`game_etag`, `game_unchanged`), its deadlines and the
seats' absence."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from datetime import datetime
from functools import lru_cache, partial
from typing import Any

from django.db import connection, transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac

from kingdom import notify
from kingdom.deadlines import leave_allowance
from kingdom.models import Game, Profile, Seat
from kingdom.rules import engine
from kingdom.rules.actions import EndByTimeLimit
from kingdom.rules.dice import NoDice
from kingdom.rules.events import GameEnded
from kingdom.rules.state import Phase, State
from kingdom.selectors.games import has_started
from kingdom.selectors.states import RecentCache, game_state, pending_of
from kingdom.users import Person

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
