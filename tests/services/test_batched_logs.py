"""The write path's one-statement log writer (kingdom.batched.logs_statement, issues 15 and
28) writes exactly the rows the ORM's bulk inserts write (services.saving._save_by_orm): the
actions, the events (numbered on from the game's log), the ledger postings and the record-card
lines linked to their events."""

from datetime import UTC, datetime

import pytest
from django.contrib.auth import get_user_model
from django.db import connection

from kingdom import batched
from kingdom.models import Game, GameAction, GameEvent, LedgerPosting, RecordEntry
from kingdom.projections import store_event_batches_of
from kingdom.rules.events import (
    BattleStarted,
    ChallengerChosen,
    ControlChanged,
    GoldTransferred,
    TaxDueChanged,
)
from kingdom.services import game_create

pytestmark = pytest.mark.django_db


AT = datetime(2026, 11, 24, 18, 0, 0, 123456, tzinfo=UTC)


def batches(game, user):
    """Two actions' logs: the first with a private event, the second a battle's gold and
    record lines; the ORM's start batch (no action row) before them."""
    at = AT
    start = (None, (0, [ChallengerChosen(rule="rule 4", seat=1, challenger="Gawain")], {}, "", at))
    paid = [
        ChallengerChosen(rule="rule 4", seat=0, challenger="Lancelot", visible_to=(0, 2)),
        GoldTransferred(rule="rule 17", payer=0, payee=None, amount=3, reason="wages"),
        GoldTransferred(rule="rule 30", payer=None, payee=1, amount=5, reason="tax"),
    ]
    fought = [
        BattleStarted(
            rule="rule 14 ii",
            node="c3",
            attacker=0,
            defender=1,
            table=2,
            attacker_strength=7,
            defender_strength=4,
            wages={0: 2},
        ),
        ControlChanged(rule="rule 23", square="c3", seat=0, previous=1),
        TaxDueChanged(rule="rule 24", seat=0, tax_due=4),
        GoldTransferred(rule="rule 17", payer=0, payee=1, amount=2, reason="ransom"),
    ]
    first = GameAction(game=game, version=1, seat=0, user=user, kind="x", data={"a": [1, "é"]})
    second = GameAction(game=game, version=2, seat=None, user=None, kind="y", data={}, author="c")
    return [
        start,
        (first, (1, paid, {0: 10, 1: 8}, "player", at)),
        (second, (2, fought, {0: 7, 1: 13}, "clock", at)),
    ]


EVENT_COLUMNS = ["sequence", "version", "type", "rule", "data", "public", "seats", "author"]
EVENT_COLUMNS += ["engine", "created_at", "undone"]


def written(game) -> dict:
    """The game's log rows, but their ids and the actions' time."""
    return {
        "actions": list(
            GameAction.objects.filter(game=game)
            .order_by("version")
            .values_list("version", "seat", "user", "kind", "data", "author", "undone")
        ),
        "events": list(
            GameEvent.objects.filter(game=game).order_by("sequence").values_list(*EVENT_COLUMNS)
        ),
        "postings": list(
            LedgerPosting.objects.filter(game=game)
            .order_by("event__sequence")
            .values_list("event__sequence", "payer", "payee", "amount", "reason", "rule")
        ),
        "lines": list(
            RecordEntry.objects.filter(game=game)
            .order_by("event__sequence", "pk")
            .values_list("event__sequence", "seat", "field", "value", "rule")
        ),
        "event_count": Game.objects.get(pk=game.pk).event_count,
    }


@pytest.mark.skipif(connection.vendor != "postgresql", reason="the statement is PostgreSQL's")
def test_one_statement_writes_the_rows_the_orm_writes(django_assert_num_queries):
    host = get_user_model().objects.create_user("ann")
    orm, one = (game_create(host=host, name=name, seats=3) for name in ("orm", "one"))
    for game in (orm, one):
        game.event_count = 5  # an ongoing game's log: the new events follow its last
        Game.objects.filter(pk=game.pk).update(event_count=5)

    logs = batches(orm, host)
    GameAction.objects.bulk_create([row for row, _ in logs if row is not None])
    store_event_batches_of([(orm, [batch for _, batch in logs])])
    with django_assert_num_queries(1):
        batched.together([batched.logs_statement([(one, batches(one, host))])])
    for game in (orm, one):  # the snapshot's UPDATE saves the count in the service
        Game.objects.filter(pk=game.pk).update(event_count=game.event_count)

    expected, got = written(orm), written(one)
    assert got == expected
    assert expected["event_count"] == 5 + 8 and len(expected["postings"]) == 3
    assert [line[:4] for line in expected["lines"]][:4] == [
        (6, 1, "challenger", "Gawain"),
        (7, 0, "challenger", "Lancelot"),
        (8, 0, "gold", 7),
        (9, 1, "gold", 13),
    ]
