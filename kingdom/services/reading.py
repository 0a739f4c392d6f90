"""A game read for a write: its row locked (`_locked`), or locked with what an action reads under
the lock — its seats, its pending rows and an Idempotency-Key's stored answer — in one round
trip (`_lock_and_read`); and what the engine is given from the row (`_settings`, `_dice`)."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.db import connection
from django.db.models import QuerySet

from kingdom import batched
from kingdom.errors import NotFound
from kingdom.models import Game, IdempotencyKey, PendingDecision, Seat
from kingdom.rules.dice import Dice, ServerDice, TableDice
from kingdom.rules.state import Order, Settings
from kingdom.selectors import HEAVY_COLUMNS, frozen_digest
from kingdom.services.saving import Write


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
