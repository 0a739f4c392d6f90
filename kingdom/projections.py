"""What an applied action writes besides the state: the log rows and their projections — the
ledger and the lines of each Royal Challenger's Record Card, each linked to its event."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from kingdom.models import GameEvent, LedgerPosting, RecordEntry
from kingdom.rules.events import Event

Field = RecordEntry.Field


def seats_text(visible_to: tuple[int, ...] | None) -> str:
    return "" if visible_to is None else "|" + "|".join(str(s) for s in visible_to) + "|"


ABSENCE_RULE = "absence"  # docs/deadlines.md, "Absence": the service's, not the engine's
UNDO_RULE = "undo"  # docs/table.md: an entry taken back (kingdom.services.game_undo)


def store_absence_event(game, type: str, *, author: str, at: datetime, **data) -> GameEvent:
    """Append one public event of the service (leave, pause, resume, autopilot) to the log:
    the players read it among the engine's, a replay skips it (`engine` false)."""
    return store_service_event(game, type, rule=ABSENCE_RULE, author=author, at=at, **data)


def store_service_event(
    game, type: str, *, rule: str, author: str, at: datetime, **data
) -> GameEvent:
    """Append one public event of the service (`rule`: absence, undo) to the log, at the
    game's version: the players read it among the engine's, a replay skips it."""
    game.event_count += 1
    game.save(update_fields=["event_count", "updated_at"])
    return GameEvent.objects.create(
        game=game,
        sequence=game.event_count,
        version=game.version,
        type=type,
        rule=rule,
        data={"type": type, "rule": rule, **data},
        author=author,
        engine=False,
        created_at=at,
    )


def store_events(
    game,
    version: int,
    events: list[Event],
    gold_before: dict[int, int],
    *,
    author: str,
    at: datetime,
) -> list[GameEvent]:
    """Append the events to the log, stamped with their author and time (the service's: the
    engine has no clock), then their ledger postings and record-card lines."""
    return store_event_batches(game, [(version, events, gold_before, author, at)])


def store_event_batches(game, batches: list[tuple]) -> list[GameEvent]:
    """`store_events` for several actions at once, in their order: each batch is (version,
    events, gold before, author, time). One INSERT a table, however many actions and events
    (the bots' answers within one request are many)."""
    return store_event_batches_of([(game, batches)])


def store_event_batches_of(games: list[tuple]) -> list[GameEvent]:
    """`store_event_batches` for several games at once (the sweep's batch): each item is
    (game, batches); still one INSERT a table."""
    rows, postings, lines = log_rows_of(games)
    rows = GameEvent.objects.bulk_create(rows)  # the postings and lines take the rows' ids
    LedgerPosting.objects.bulk_create(postings)
    RecordEntry.objects.bulk_create(lines)
    return rows


def log_rows_of(
    games: list[tuple],
) -> tuple[list[GameEvent], list[LedgerPosting], list[RecordEntry]]:
    """The rows `store_event_batches_of` writes, not written yet: the events (`log_entries`),
    and the ledger postings and record-card lines each linked to its (unsaved) event."""
    rows, postings, lines = [], [], []
    for game, sequence, version, author, at, event, card in log_entries(games):
        row = GameEvent(
            game=game,
            sequence=sequence,
            version=version,
            type=event.type,
            rule=event.rule,
            data=event.to_dict(),
            public=event.visible_to is None,
            seats=seats_text(event.visible_to),
            author=author,
            created_at=at,
        )
        rows.append(row)
        if event.type == "gold_transferred":
            postings.append(_posting(game, row, event))
        lines += [
            RecordEntry(game=game, event=row, seat=seat, field=field, value=value, rule=rule)
            for seat, field, value, rule in card
        ]
    return rows, postings, lines


# An event as the log stores it: its game, sequence, version, author, time, the event, and its
# record-card lines (seat, field, value, rule).
Entry = tuple[Any, int, int, str, datetime, Event, list[tuple[int, str, Any, str]]]


def log_entries(games: list[tuple]) -> Iterator[Entry]:
    """The events of `store_event_batches_of`'s batches, numbered in their game's log (each
    game's `event_count` moves on), with their record-card lines: each seat's gold after a
    gold transfer (from the gold before the batch), then the lines the event writes. A gold
    transfer also has a ledger posting (`posting_of`)."""
    for game, batches in games:
        for version, events, gold_before, author, at in batches:
            gold = dict(gold_before)
            for event in events:
                game.event_count += 1
                card: list[tuple[int, str, Any, str]] = []
                if event.type == "gold_transferred":
                    for seat, sign in ((event.payer, -1), (event.payee, 1)):
                        if seat is not None:
                            gold[seat] = gold.get(seat, 0) + sign * event.amount
                            card.append((seat, Field.GOLD, gold[seat], event.rule))
                card += _record_lines(event)
                yield game, game.event_count, version, author, at, event, card


def posting_of(event) -> dict[str, Any]:
    """The ledger posting of a `gold_transferred` event, its columns but the game and event."""
    return {
        "payer": event.payer,
        "payee": event.payee,
        "amount": event.amount,
        "reason": event.reason,
        "rule": event.rule,
    }


def _posting(game, row, event) -> LedgerPosting:
    return LedgerPosting(game=game, event=row, **posting_of(event))


def _record_lines(event) -> list[tuple[int, str, Any, str]]:
    """The record-card lines an event writes (seat, field, value, rule), but gold's."""
    t = event.type
    if t == "challenger_chosen":
        return [(event.seat, Field.CHALLENGER, event.challenger, event.rule)]
    if t == "tax_due_changed":
        return [(event.seat, Field.TAX_DUE, event.tax_due, event.rule)]
    if t == "allegiance_formed":
        value = {"challenger": event.challenger, "cost": event.cost}
        return [(event.seat, Field.COST_OF_ALLEGIANCE, value, event.rule)]
    if t == "chivalry_changed":
        return [(event.seat, Field.CHIVALRY, event.chivalry, event.rule)]
    if t == "endurance_changed":
        return [(event.seat, Field.ENDURANCE, event.endurance, event.rule)]
    if t == "battle_started":
        return [
            (seat, Field.BATTLE_SCORE, {"node": event.node, "score": score}, event.rule)
            for seat, score in (
                (event.attacker, event.attacker_strength),
                (event.defender, event.defender_strength),
            )
        ]
    if t == "control_changed":
        changes = [(event.seat, True), (event.previous, False)]
        return [
            (seat, Field.HOLDINGS, {"square": event.square, "held": held}, event.rule)
            for seat, held in changes
            if seat is not None
        ]
    return []
