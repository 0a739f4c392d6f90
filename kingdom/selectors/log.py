"""The log as a seat may see it (`event_seen`, `game_events`), a seat's ledger, and the Record
Cards (gold as coins)."""

from __future__ import annotations

from django.db.models import Q

from kingdom.models import Game, GameEvent, LedgerPosting, RecordEntry, Seat
from kingdom.projections import seats_text
from kingdom.rules import engine
from kingdom.rules.events import Event
from kingdom.selectors.games import has_started
from kingdom.selectors.states import game_ruleset, game_state


# Who reads which events, stated once for both forms of an event: the engine's (an action's
# answer, before it is read back) and the log's row (`public`, `seats`: kingdom.batched).
def event_seen(event: Event, *, seat: int | None, every_seat: bool = False) -> bool:
    """Whether `seat` sees the engine's `event`: a public one, or one naming his seat
    (`every_seat`: the host of a physical table, `hosts_table`, sees those naming any seat —
    never those naming none, nor a seat's sealed choice, which the next seat at the table would
    read: `engine.table_host_sees`, issue 34). `game_events` reads the log by the same rule."""
    return engine.table_host_sees(event) if every_seat else event.visible(seat)


def _rows_seen(*, seat: int | None, every_seat: bool) -> Q:
    """`event_seen` as a filter on the log's rows."""
    if every_seat:
        return ~Q(seats=seats_text(())) & ~Q(type__in=engine.TABLE_SEALED_EVENTS)
    if seat is None:
        return Q(public=True)
    return Q(public=True) | Q(seats__contains=f"|{seat}|")


def game_events(
    *, game: Game, seat: int | None, after: int = 0, limit: int = 200, every_seat: bool = False
) -> list[GameEvent]:
    """The log as `seat` may see it (`event_seen`); the events of entries taken back at a
    table (`undone`) are nobody's any more."""
    seen = _rows_seen(seat=seat, every_seat=every_seat)
    return list(
        GameEvent.objects.filter(seen, game=game, sequence__gt=after, undone=False).order_by(
            "sequence"
        )[:limit]
    )


def game_ledger(*, game: Game, seat: int) -> list[LedgerPosting]:
    """A seat's own postings (the ledger of his purse)."""
    return list(
        LedgerPosting.objects.filter(Q(payer=seat) | Q(payee=seat), game=game)
        .select_related("event")
        .order_by("event__sequence")
    )


PUBLIC_FIELDS = {
    RecordEntry.Field.CHALLENGER,
    RecordEntry.Field.TAX_DUE,
    RecordEntry.Field.COST_OF_ALLEGIANCE,
    RecordEntry.Field.CHIVALRY,
    RecordEntry.Field.ENDURANCE,
    RecordEntry.Field.BATTLE_SCORE,
    RecordEntry.Field.HOLDINGS,
}


def record_cards(*, game: Game, seat: int | None) -> list[dict]:
    """Each Royal Challenger's Record Card: the current values and every entry with the event
    that wrote it. Gold is public (house rule: the coins lie on the table, as the game view
    shows them): every card shows its seat's gold; the ledger's postings stay the seat's own."""
    state = game_state(game) if has_started(game) else None
    entries = (
        RecordEntry.objects.filter(game=game)
        .select_related("event")
        .order_by("seat", "event__sequence")
    )
    by_seat: dict[int, list[dict]] = {}
    for entry in entries:
        by_seat.setdefault(entry.seat, []).append(
            {
                "field": entry.field,
                "value": entry.value,
                "rule": entry.rule,
                "event": entry.event.sequence,
                "at": entry.event.created_at,
                "author": entry.event.author,
            }
        )
    cards = []
    seats = list(Seat.objects.filter(game=game).order_by("index"))
    for s in seats:
        card = {
            "seat": s.index,
            "name": s.name,
            "bot_account": s.bot_account,
            "entries": by_seat.get(s.index, []),
        }
        if state is not None:
            p = state.player(s.index)
            rs = game_ruleset(game)
            board = rs.board
            held = state.controlled(s.index)
            card.update(
                challenger=p.challenger,
                challenger_at=p.challenger_at,  # a prisoner's: his captor's castle (rule 21 iii a)
                prisoner_of=p.prisoner_of,
                villages=[sq for sq in held if board.village_at(sq)],
                castles=[sq for sq in held if board.castle_at(sq)],
                tax_due=state.tax_due(s.index),
                cost_of_allegiance=[
                    {"challenger": a.challenger, "cost": a.cost} for a in p.allegiances
                ],
                chivalry=p.chivalry,
                endurance=p.endurance,
                gold=p.gold,
                coins=coins(p.gold, rs.coins, rs.starting_purse),
                eliminated=p.eliminated,
            )
        cards.append(card)
    return cards


def coins(
    gold: int, denominations: tuple[int, ...], starting_purse: dict[int, int] | None = None
) -> dict[str, int]:
    """Gold as the fewest coins of the box's denominations (rule 4 iii), for the table; the
    starting gold as the moneylender hands it out (rule 4 iii's coins, `starting_purse`:
    200, 100, 2 × 50, 3 × 25, 2 × 10, 5 — not 200 + 200 + 100; issue 34)."""
    if starting_purse and gold == sum(coin * n for coin, n in starting_purse.items()):
        return {str(coin): n for coin, n in sorted(starting_purse.items(), reverse=True) if n}
    result = {}
    for coin in sorted(denominations, reverse=True):
        count, gold = divmod(gold, coin)
        if count:
            result[str(coin)] = count
    return result
