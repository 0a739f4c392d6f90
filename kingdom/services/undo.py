"""Taking back: the last entry at a physical table (`game_undo`, issue 17) and a staff revert to an
earlier version (`game_revert`, issue 26, docs/staff.md), both rebuilding the game from its log."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from kingdom import notify, selectors
from kingdom.errors import Conflict, Forbidden, ServiceError
from kingdom.models import (
    Author,
    Game,
    GameAction,
    GameEvent,
    LedgerPosting,
    PendingDecision,
    RecordEntry,
    Seat,
)
from kingdom.projections import UNDO_RULE, store_service_event
from kingdom.services.bots import _play_bots
from kingdom.services.failures import _clear_failure
from kingdom.services.reading import _locked
from kingdom.services.replay import game_replay
from kingdom.services.saving import Write, _save


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
    _still_at(game, expected_version, "reload and see what the last entry is now")
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
    write.reached(game_replay(game=game))
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
            _play_bots(write)
    pending = _save(write)
    return Undone(game=game, event=event, seats=seats, pending=pending)


def _still_at(game: Game, expected_version: int | None, what_now: str) -> None:
    """The game is still at the version the user saw (when he says which), else a 409 saying
    what to do now."""
    if expected_version is not None and expected_version != game.version:
        raise Conflict(
            f"the game is at version {game.version}, not {expected_version}: {what_now}",
            code="stale_version",
        )


def _version_before(game: Game, entry: GameAction) -> int:
    """The version of the last action still counting before `entry` (0: the start)."""
    earlier = game.actions.filter(undone=False, version__lt=entry.version).order_by("-version")
    return earlier.values_list("version", flat=True).first() or 0


REVERT_RULE = "revert"  # docs/staff.md: staff put the game back to an earlier version


MAX_REVERT_REASON = 1000  # characters of the reason the players read


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
        _still_at(
            game,
            expected_version,
            "it changed since the preview; look at what a revert takes back now",
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
