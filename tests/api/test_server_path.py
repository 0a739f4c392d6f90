"""The server path (issue 15): the SQL of an action POST and of a game view is a constant, the
same for 2 seats and 6 and at move 10 and move 1,000; the parsed state and each seat's view
are cached per version in the process, and a cached one is never served for another version.

The long games are played by the service's own bots (through `game_submit_action`, the one
write path), then their seats are handed to players, so that each measured POST applies
exactly one action, a quiet move (only `pieces_moved`, the same decision still pending)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from rest_framework.test import APIClient

from kingdom import services
from kingdom.models import Game, LedgerPosting, RecordEntry, Seat
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.rules.dice import ServerDice
from kingdom.selectors import states, views

pytestmark = pytest.mark.django_db

# The queries of each request (force_authenticate: no token query; a real client adds one).
# An action POST: BEGIN; the lock with the seats, decisions and key (one round trip,
# kingdom.batched); the action, events, ledger, record lines, game, decisions and key; COMMIT.
POST_QUERIES = 4
VIEW_QUERIES = 2  # the game with its ETag's counts; the viewer's profile
VIEW_QUERIES_COLD = 6  # …and, new to the process: seats, decisions, state (and digest), ruleset
POLL_QUERIES = 1  # an unchanged poll: one column of the game's row (its count of changes), then 304


def make_user(name: str):
    return get_user_model().objects.create_user(name, password="a-long-secret-42")


def client(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def forget() -> None:
    """A fresh process: no parsed ruleset, state or view."""
    services.clear_caches()
    views._VIEWS.clear()


def played_to(seats: int, moves: int, name: str) -> tuple[int, dict[int, object]]:
    """A game the service's bots played to at least `moves` actions (a bot game may end
    before: then another), its bot seats then handed to players: (game id, users by seat)."""
    # About one 2-seat bot game in five lasts 1,000 actions (the rest end sooner, by
    # elimination), and their dice are the server's own: 40 tries fail once in 7,000 runs.
    for attempt in range(40):
        host = make_user(f"{name}-{attempt}-host")
        game = services.game_create(
            host=host, name=name, seats=seats, bots=seats - 1, order="seating",
            turn_hours=None, reply_hours=None, autopilot_after=None,
        )  # fmt: skip
        services.game_start(game_id=game.pk, user=host)
        bot = Bot(attempt)
        game.refresh_from_db()
        while game.status == Game.Status.ACTIVE and game.version < moves:
            action = bot.choose(services.game_state(game), 0)
            services.game_submit_action(game_id=game.pk, user=host, action=action.to_dict())
            game.refresh_from_db()
        if game.status == Game.Status.ACTIVE:
            users = {0: host}
            for seat in Seat.objects.filter(game=game, is_bot=True):
                users[seat.index] = make_user(f"{name}-{attempt}-{seat.index}")
                seat.user, seat.is_bot, seat.name = users[seat.index], False, f"p{seat.index}"
                seat.save()
            return game.pk, users
    raise AssertionError(f"no {seats}-seat bot game lasted {moves} actions")


def quiet_move(game_id: int, users: dict[int, object]) -> tuple[int, dict] | None:
    """Play on (players' moves chosen by a bot, through the service) until the seat to move
    has a move whose only event is `pieces_moved` and after which the same decision is still
    his, as it was: (seat, action); None if the game ends first (its dice are the server's)."""
    bot = Bot("quiet")
    for _ in range(400):
        game = Game.objects.get(pk=game_id)
        state = services.game_state(game)
        if game.status != Game.Status.ACTIVE or not engine.pending(state):
            return None
        decision = engine.pending(state)[0]
        for action in engine.legal_actions(state, decision.seat)[:40]:
            if action.kind != "move":
                continue
            after, events = engine.apply(state, action, ServerDice(game.dice_seed))
            then = engine.pending(after)
            if (
                [e.type for e in events] == ["pieces_moved"]
                and [d.key for d in then] == [decision.key]
                and then[0].detail == decision.detail
            ):
                return decision.seat, action.to_dict()
        action = bot.choose(state, decision.seat)
        services.game_submit_action(
            game_id=game_id, user=users[decision.seat], action=action.to_dict()
        )
    raise AssertionError("no quiet move in 400 actions")


@pytest.mark.parametrize(("seats", "moves"), [(2, 10), (6, 10), (2, 1000), (6, 1000)])
@pytest.mark.timeout(420)  # a few whole bot games played through the service before measuring
def test_an_action_post_and_a_game_view_cost_the_same_queries_at_any_size_and_length(
    seats, moves, django_assert_num_queries, django_capture_on_commit_callbacks
):
    for again in range(5):  # a game may end before its quiet move: then another
        game_id, users = played_to(seats, moves, f"g{seats}x{moves}-{again}")
        if found := quiet_move(game_id, users):
            break
    else:
        raise AssertionError("five games ended before a quiet move")
    seat, action = found
    api = client(users[seat])
    path = f"/api/games/{game_id}/"

    forget()
    # Executed as after a commit: the state and the view are cached.
    with (
        django_assert_num_queries(VIEW_QUERIES_COLD),
        django_capture_on_commit_callbacks(execute=True),
    ):
        first = api.get(path)
    assert first.status_code == 200 and first.json()["version"] >= moves
    with django_assert_num_queries(VIEW_QUERIES):
        again = api.get(path)
    assert again.json() == first.json() and again["ETag"] == first["ETag"]
    with django_assert_num_queries(POLL_QUERIES) as polled:
        assert api.get(path, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    assert "JOIN" not in polled.captured_queries[0]["sql"]  # one column of the game's row

    version = first.json()["version"]
    body = {"action": action, "expected_version": version}
    with django_assert_num_queries(POST_QUERIES):
        posted = api.post(f"{path}actions/", body, format="json", HTTP_IDEMPOTENCY_KEY=f"k{seats}")
    assert posted.status_code == 200, posted.content
    assert posted.json()["version"] == version + 1
    assert [e["type"] for e in posted.json()["events"]] == ["pieces_moved"]
    # The answer carries the acting seat's next legal actions (issue 28), as GET would answer.
    with django_capture_on_commit_callbacks(execute=True):
        asked = api.get(f"{path}legal-actions/").json()
    assert posted.json()["legal_actions"] == {"seat": seat, "actions": asked["actions"]}
    assert asked["actions"] and asked["version"] == version + 1


def test_a_cached_state_is_never_served_for_another_version(django_capture_on_commit_callbacks):
    """The state and the view are cached per version once committed: a write rolled back
    leaves nothing behind, and the next version is read afresh, never the cached one."""
    ann, bors = make_user("ann"), make_user("bors")
    game = services.game_create(host=ann, name="stale", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    services.game_start(game_id=game.pk, user=ann)
    api, path = client(ann), f"/api/games/{game.pk}/"
    forget()
    with django_capture_on_commit_callbacks(execute=True):
        first = api.get(path).json()  # version 0: its state and ann's view cached
    assert states._STATES.get((game.pk, game.created_at, 0)) is not None

    lot = {"kind": "choose_challenger", "challenger": "lot"}
    with (
        django_capture_on_commit_callbacks(execute=True) as remembered,
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        services.game_submit_action(game_id=game.pk, user=ann, action=lot)
        raise RuntimeError("rolled back")
    assert remembered == []
    assert states._STATES.get((game.pk, game.created_at, 1)) is None

    chosen = {"action": {"kind": "choose_challenger", "challenger": "mark"}, "expected_version": 0}
    with django_capture_on_commit_callbacks(execute=True):
        assert api.post(f"{path}actions/", chosen, format="json").status_code == 200
    now = api.get(path).json()
    assert (first["version"], now["version"]) == (0, 1)
    assert [p["challenger"] for p in now["state"]["players"]] == ["mark", None]
    stored = Game.objects.get(pk=game.pk)
    assert services.game_state(stored).to_json() == stored.state


def test_the_one_round_trip_write_links_each_posting_and_record_line_to_its_own_event():
    """An action's write goes in one round trip (kingdom.batched): the ledger postings and
    record-card lines find their events, inserted by an earlier statement of the same round
    trip, by game and sequence; every one points at the event that made it, in its game."""
    game_id, _ = played_to(3, 60, "linked")
    postings = LedgerPosting.objects.filter(game_id=game_id).select_related("event")
    lines = RecordEntry.objects.filter(game_id=game_id).select_related("event")
    assert postings and lines
    for posting in postings:
        event = posting.event
        assert (event.game_id, event.type) == (game_id, "gold_transferred")
        assert (event.data["payer"], event.data["payee"]) == (posting.payer, posting.payee)
        assert (event.data["amount"], event.rule) == (posting.amount, posting.rule)
    for line in lines:
        assert (line.event.game_id, line.event.rule) == (game_id, line.rule)
    assert {line.field for line in lines} >= {RecordEntry.Field.CHALLENGER, RecordEntry.Field.GOLD}
