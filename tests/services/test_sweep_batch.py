"""The sweep's batch (services.game_expire_due, issue 15): a batch of due decisions costs a
fixed number of queries, whatever its size (nothing per game); each game advances
once, and a decision no longer asked is left for good."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from kingdom.models import Game, GameAction, PendingDecision, Seat
from kingdom.services import clear_caches, game_create, game_expire_due, game_join, game_start

pytestmark = pytest.mark.django_db

# The savepoint; claim the decisions, lock their games (with states and digests), read their
# seats (with their players' profiles) and their pending rows; the frozen ruleset, new to the
# process; then the whole write in one round trip (kingdom.batched, issue 28): the log (the
# actions, the events, their ledger postings and record-card lines: one statement), the
# games' snapshots, the seats' missed deadlines, the decisions gone (mails unlinked first) and
# the new ones; the savepoint's release.
BATCH_QUERIES = 8
# Per game: nothing more (issue 15: its snapshot is in the batch's one UPDATE, its players'
# profiles come with the seats).
GAME_QUERIES = 0


def due_games(count: int) -> list[int]:
    """`count` two-seat games whose seat 0 owes a Royal Challenger, past its deadline."""
    users = get_user_model().objects
    ann, bors = users.create_user("ann"), users.create_user("bors")
    ids = []
    for _ in range(count):
        game = game_create(host=ann, name="Clock", seats=2, order="seating", autopilot_after=None)
        game_join(game_id=game.pk, user=bors)
        ids.append(game_start(game_id=game.pk, user=ann).pk)
    PendingDecision.objects.update(deadline=timezone.now() - timedelta(minutes=1))
    clear_caches()  # a sweep meets games this process has never read
    return ids


@pytest.mark.parametrize("count", [1, 3, 8])
def test_a_batch_costs_the_same_queries_whatever_its_size(count, django_assert_num_queries):
    ids = due_games(count)
    with django_assert_num_queries(BATCH_QUERIES + GAME_QUERIES * count):
        left, applied = game_expire_due(limit=100)
    assert (left, applied) == ([], count)
    assert list(Game.objects.filter(pk__in=ids).values_list("version", flat=True)) == [1] * count
    assert GameAction.objects.filter(game__in=ids, user=None).count() == count
    assert set(Seat.objects.values_list("index", "missed_deadlines")) == {(0, 1), (1, 0)}
    waiting = PendingDecision.objects.filter(game__in=ids)
    assert sorted(d.game_id for d in waiting) == sorted(ids) and {d.seat for d in waiting} == {1}
    assert game_expire_due(limit=100) == ([], 0)  # nothing due: nothing happens again


def test_a_decision_no_longer_asked_is_handed_back_and_left_alone():
    (game_id,) = due_games(1)
    stale = PendingDecision.objects.get(game=game_id)
    stale.pk, stale.key, stale.seat = None, "gone", 1  # a row no state asks
    stale.save()
    PendingDecision.objects.filter(pk=stale.pk).update(deadline=timezone.now() - timedelta(days=1))
    assert game_expire_due(limit=100) == ([stale.pk], 0)  # the oldest: its game's one claim
    assert game_expire_due(limit=100, skip={stale.pk}) == ([], 1)
    assert Game.objects.get(pk=game_id).version == 1
