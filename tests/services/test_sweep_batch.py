"""The sweep's batch (services.game_expire_due, issue 15): a batch of due decisions costs a
fixed number of queries, whatever its size (nothing per game); each game advances
once, a decision no longer asked is left for good, and its defaults changing their parsed
states in place write what the engine's copy would (issue 28)."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from kingdom.models import Game, GameAction, GameEvent, PendingDecision, RecordEntry, Seat
from kingdom.rules import engine
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice
from kingdom.selectors import game_state, pending_of
from kingdom.services import (
    clear_caches,
    game_create,
    game_expire_decision,
    game_expire_due,
    game_join,
    game_start,
)

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


def test_the_batch_changing_its_parsed_state_in_place_writes_what_a_copy_would():
    """The batch applies each default to a state it parsed for itself, in place (no copy:
    issue 28); a decision applied alone goes through the engine's copy. Both write the same
    log (its events, the record card's lines), the batch's snapshot is the engine's copy's
    answer, and the process remembers the new state, not the old one changed."""
    first, second = due_games(2)
    state = game_state(Game.objects.get(pk=first))
    decision = next(d for d in pending_of(state) if d.seat == 0)
    game = Game.objects.get(pk=first)
    expected, _ = engine.apply(state, default_action(state, decision), ServerDice(game.dice_seed))
    other = PendingDecision.objects.get(game=second)
    assert game_expire_due(limit=100, skip={other.pk}) == ([], 1)
    assert game_expire_decision(decision_id=other.pk)

    def written(game_id: int) -> tuple:
        events = GameEvent.objects.filter(game=game_id, version=1).order_by("sequence")
        lines = RecordEntry.objects.filter(game=game_id, event__version=1).order_by("pk")
        return (
            [(e.sequence, e.type, e.rule, e.data, e.public, e.seats) for e in events],
            [(line.seat, line.field, line.value, line.rule) for line in lines],
            sorted(PendingDecision.objects.filter(game=game_id).values_list("key", flat=True)),
        )

    mine = written(first)
    assert mine[0] and mine[1] and mine == written(second)
    game = Game.objects.get(pk=first)
    assert game.state == expected.to_json()  # the engine's copy would have made the same
    assert game_state(game).to_json() == game.state  # the new version's, as saved
    clear_caches()
    assert game_state(Game.objects.get(pk=first)).to_json() == game.state
