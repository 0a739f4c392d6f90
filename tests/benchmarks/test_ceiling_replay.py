"""The fair ceiling of the action POST (issue 28, benchmarks/ceiling/replay.py): replaying a
captured action POST writes, each time, the rows that POST wrote — as the game's next action,
in the same two round trips — so the HTTP benchmark's same-work ceiling does the POST's
database work and no less."""

from __future__ import annotations

import uuid

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from benchmarks.ceiling import replay
from kingdom import services
from kingdom.models import (
    Game,
    GameAction,
    GameEvent,
    IdempotencyKey,
    LedgerPosting,
    PendingDecision,
    RecordEntry,
)

pytestmark = pytest.mark.django_db

COUNTED = (GameAction, GameEvent, LedgerPosting, RecordEntry, IdempotencyKey)


def counts(game: int) -> dict[str, int]:
    found = {
        model.__name__: model.objects.filter(game=game).count()
        for model in COUNTED
        if model is not IdempotencyKey
    }
    return found | {"IdempotencyKey": IdempotencyKey.objects.count()}


def captured_game() -> tuple[int, dict]:
    users = get_user_model().objects
    ann, bors = users.create_user("ann"), users.create_user("bors")
    game = services.game_create(host=ann, name="ceiling", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    services.game_start(game_id=game.pk, user=ann)
    api = APIClient()
    api.force_authenticate(ann)
    legal = api.get(f"/api/games/{game.pk}/legal-actions/").json()
    body = {"action": legal["actions"][0], "expected_version": legal["version"]}
    before = counts(game.pk)
    captured = replay.capture(api, game.pk, body, uuid.uuid4().hex)
    after = counts(game.pk)
    captured["wrote"] = {name: after[name] - before[name] for name in after}
    return game.pk, captured


def test_each_replay_writes_the_rows_the_post_wrote(django_assert_num_queries):
    game, captured = captured_game()
    assert captured["wrote"]["GameAction"] == 1 and captured["wrote"]["GameEvent"] > 1
    assert captured["wrote"]["RecordEntry"] > 0 and captured["wrote"]["IdempotencyKey"] == 1
    assert replay.described(captured).startswith("1 actions (")
    prepared = replay.prepared(captured)
    pending = PendingDecision.objects.filter(game=game).count()
    for _ in range(3):
        before, row = counts(game), Game.objects.get(pk=game)
        # a savepoint (the test's transaction), the lock with its reads, the write, its release
        with django_assert_num_queries(4):
            replay.replay(prepared)
        after, moved = counts(game), Game.objects.get(pk=game)
        assert {name: after[name] - before[name] for name in after} == captured["wrote"]
        assert PendingDecision.objects.filter(game=game).count() == pending  # gone ones deleted
        assert moved.version == row.version + 1
        assert moved.event_count == row.event_count + captured["wrote"]["GameEvent"]
        assert moved.state == row.state  # the captured snapshot, written again


def test_replayed_events_carry_the_next_sequences():
    game, captured = captured_game()
    prepared = replay.prepared(captured)
    replay.replay(prepared)
    sequences = list(GameEvent.objects.filter(game=game).values_list("sequence", flat=True))
    assert sorted(sequences) == list(range(1, len(sequences) + 1))
