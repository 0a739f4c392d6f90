"""What taking back would do: an undo at a physical table (`undo_preview`, issue 17) and a staff
revert (`revert_log`, `revert_preview`, issue 26), for the pages' confirmations and the
services' checks."""

from __future__ import annotations

import json

from kingdom.errors import Conflict, Forbidden, ServiceError
from kingdom.models import Author, Game, GameAction, GameEvent
from kingdom.rules import engine
from kingdom.selectors.states import game_state
from kingdom.users import Person

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
