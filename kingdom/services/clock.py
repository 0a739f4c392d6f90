"""The clock: a decision past its deadline gets its default through the same door
(`game_expire_decision`), the sweep's batch of them in one transaction (`game_expire_due`), a
missed deadline counted towards autopilot (docs/deadlines.md)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from django.db import transaction
from django.db.models import TextField
from django.db.models.functions import Cast
from django.utils import timezone

from kingdom import notify
from kingdom.deadlines import autopilot_after_misses
from kingdom.models import Author, Game, PendingDecision, Seat
from kingdom.rules import engine
from kingdom.rules.decisions import Decision
from kingdom.rules.defaults import default_action
from kingdom.rules.state import State
from kingdom.selectors import HEAVY_COLUMNS, frozen_digest, game_state, pending_of, state_from_text
from kingdom.services.absence import _log_autopilot
from kingdom.services.bots import _play_bots
from kingdom.services.reading import _dice
from kingdom.services.saving import Before, Write, _record, _save, _save_many

# In the sweep's batches (many games in one transaction) the bots answer up to this many actions
# a game (a request: `bots.MAX_BOT_ACTIONS`); what they still owe is due at once: the next sweep.
SWEEP_BOT_ACTIONS = 200


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
    if not _default(write, game_state(game), decision):
        return False
    _save(write)  # the seats' missed deadlines with it
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
        claimed: dict[int, int] = {}  # a game's key: its decision's, the oldest claimed
        for pk, game_id in (
            PendingDecision.objects.select_for_update(skip_locked=True, of=("self",))
            .filter(deadline__lte=timezone.now(), game__status=Game.Status.ACTIVE)
            .exclude(pk__in=skip)
            .order_by("deadline", "pk")
            .values_list("pk", "game_id")[:limit]
        ):
            claimed.setdefault(game_id, pk)
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
            # The claimed row is among the game's pending rows, read after its lock.
            decision = next((row for row in write.known or () if row.pk == claimed[game.pk]), None)
            if decision is not None and _default(write, state, decision, own=True):
                applied.add(decision.pk)
                saved.append(write)
        _save_many(saved)
        return [pk for pk in claimed.values() if pk not in applied], len(applied)


# Times nothing reads of a sweep's seats and players (each a timestamp parsed in Python: four a
# game, about a tenth of the batch's reads; issue 28).
UNREAD_TIMES = ("joined_at", "user__date_joined", "user__last_login")


def _sweep_reads(games: Sequence[Game]) -> list[Write]:
    """The locked games of a sweep's batch as writes: their seats (with their players'
    profiles, without the times nobody reads: `UNREAD_TIMES`) and their pending rows, one
    query each for all the games."""
    writes = {game.pk: Write(game, [], known=[]) for game in games}
    if not writes:
        return []
    for seat in (
        Seat.objects.filter(game__in=games)
        .select_related("user", "user__profile")
        .defer(*UNREAD_TIMES)
        .order_by("index")
    ):
        writes[seat.game_id].seats.append(seat)
    for row in PendingDecision.objects.filter(game__in=games):
        writes[row.game_id].known.append(row)  # type: ignore[union-attr]
    return list(writes.values())


def _default(write: Write, state: State, decision: PendingDecision, *, own: bool = False) -> bool:
    """Apply the default of the decision (re-checked against the state: it is still asked) to the
    locked game, and the bots' answers after it: the write reaches the new state, not yet
    saved (False when the state no longer asks it). The seat's missed deadline is counted on
    its row (`missed_changed`), saved with the write. A bot's decision (left when the bots
    reached their limit in one request) is the bots' to answer, as they would have: they
    carry on. `own`: the state was parsed for this write and nobody else holds it (the
    sweep's), so the default changes it in place (on a failure the batch rolls back and it
    is dropped)."""
    game, seats = write.game, write.seats
    # The decisions `state` asks, once: a shared state's from the reads' (`pending_of`); an own
    # one's computed here, never shared, for the engine changes it below.
    asked = engine.pending(state) if own else pending_of(state)
    if any(s.index == decision.seat and s.played_by_bot for s in seats):
        version = game.version
        write.reached(state, asked)
        _play_bots(write, SWEEP_BOT_ACTIONS)
        return game.version != version
    current = next((d for d in asked if _stands_for(decision, d)), None)
    action = default_action(state, current) if current is not None else None
    if action is None:
        return False
    dice = _dice(game, None)
    before = Before.of(state, asked)  # read before the engine applies the action
    if own:  # parsed for this write alone: the engine changes it, no copy (issue 28)
        events = engine.apply_in_place(state, action, dice, decisions=asked)
        new_state = state
    else:
        new_state, events = engine.apply(state, action, dice, decisions=asked)
    _record(write, before, action, events, user=None, author=Author.CLOCK)
    _missed(write, decision.seat)
    write.reached(new_state)
    _play_bots(write, SWEEP_BOT_ACTIONS)
    return True


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
