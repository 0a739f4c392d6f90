"""A game view's ETag (issue 15): every change of what a seat sees changes it, and an unchanged
poll is answered from the game's count of changes (`Game.view_changes`, kept by database
triggers) and the signed ETag alone: one query of one column, whoever sends it and whenever.

The query counts of a poll at 2 and 6 seats and move 10 and 1,000: tests/api/test_server_path.py."""

from __future__ import annotations

from datetime import timedelta
from unittest import mock

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone
from rest_framework.test import APIClient

from kingdom import services
from kingdom.models import Game, PendingDecision, Seat

from .test_server_path import POLL_QUERIES, forget

pytestmark = pytest.mark.django_db
LOT = {"kind": "choose_challenger", "challenger": "lot"}


def user(name: str):
    return get_user_model().objects.create_user(name, password="a-long-secret-42")


def client(someone) -> APIClient:
    api = APIClient()
    api.force_authenticate(someone)
    return api


def open_game(tag: str = "") -> dict:
    """A two-seat game ann hosts, not started, nobody else in it; dora watches (it is listed)."""
    ann = user(f"ann{tag}")
    game = services.game_create(host=ann, name="Camlann", seats=2, order="seating")
    bors, dora = user(f"bors{tag}"), user(f"dora{tag}")
    return {"game": game.pk, "ann": ann, "bors": bors, "viewers": [ann, dora]}


def started_game() -> dict:
    """A started two-seat game with the clock's default deadlines: ann hosts, bors sits in
    seat 1 (seat 0 chooses first); dora watches."""
    game = open_game()
    services.game_join(game_id=game["game"], user=game["bors"])
    services.game_start(game_id=game["game"], user=game["ann"])
    return {**game, "viewers": [game["ann"], game["bors"], game["viewers"][1]]}


def table_game() -> dict:
    """A started physical table: ann hosts and types Bors's and Carl's entries too."""
    ann = user("ann")
    players = [{"name": "Ann"}, {"name": "Bors"}, {"name": "Carl"}]
    game = services.game_create(
        host=ann, name="Badon", mode="table", order="seating", players=players
    )
    services.game_start(game_id=game.pk, user=ann)
    return {"game": game.pk, "ann": ann, "viewers": [ann]}


def due(game: dict) -> PendingDecision:
    """The game's first pending decision, its deadline moved into the past (no row of the
    game itself is written: a deadline that passes changes nothing by itself)."""
    row = PendingDecision.objects.filter(game_id=game["game"]).order_by("pk").first()
    PendingDecision.objects.filter(pk=row.pk).update(deadline=timezone.now() - timedelta(hours=1))
    return row


def offered(game: dict) -> str:
    return services.game_replace_seat(game_id=game["game"], user=game["ann"], index=1).invite_code


def entered(game: dict) -> None:
    services.game_submit_action(game_id=game["game"], user=game["ann"], action=LOT)


def leave_over(game: dict):
    """The moment after bors's leave ends: nothing is written when a leave runs out."""
    until = Seat.objects.get(game_id=game["game"], index=1).leave_until
    return mock.patch("django.utils.timezone.now", return_value=until + timedelta(seconds=1))


def claim_code(game: dict) -> str:
    return Seat.objects.get(game_id=game["game"], index=1).claim_code


def joins(game: dict) -> None:
    services.game_join(game_id=game["game"], user=game["bors"])


def on_leave(game: dict) -> None:
    services.game_take_leave(game_id=game["game"], user=game["bors"], days=0.5)


# Each change that alters what some seat sees: (game, done before the ETag, the change).
# A context manager returned by the change stays entered while the poll is sent.
CHANGES = {
    "a player joins": (open_game, None, joins),
    "the game starts": (
        open_game, joins, lambda g: services.game_start(game_id=g["game"], user=g["ann"]),
    ),
    "an action": (started_game, None, entered),
    "a default applied by the clock": (
        started_game, None, lambda g: services.game_expire_decision(decision_id=due(g).pk),
    ),
    "a default applied by the sweep's batch": (
        started_game, due, lambda g: services.game_expire_due(limit=10),
    ),
    "leave taken": (started_game, None, on_leave),
    "leave ended early": (
        started_game, on_leave,
        lambda g: services.game_end_leave(game_id=g["game"], user=g["bors"]),
    ),
    "leave running out": (started_game, on_leave, leave_over),
    "the game paused": (
        started_game, None, lambda g: services.game_pause(game_id=g["game"], user=g["ann"]),
    ),
    "the game resumed": (
        started_game,
        lambda g: services.game_pause(game_id=g["game"], user=g["ann"]),
        lambda g: services.game_resume(game_id=g["game"], user=g["ann"]),
    ),
    "autopilot on": (
        started_game, None,
        lambda g: services.game_set_autopilot(game_id=g["game"], user=g["bors"], on=True),
    ),
    "autopilot off": (
        started_game,
        lambda g: services.game_set_autopilot(game_id=g["game"], user=g["bors"], on=True),
        lambda g: services.game_set_autopilot(game_id=g["game"], user=g["bors"], on=False),
    ),
    "a seat offered to a new player": (started_game, None, offered),
    "the offered seat taken over": (
        started_game,
        lambda g: g.update(code=offered(g)),
        lambda g: services.game_join(game_id=g["game"], user=user("erec"), code=g["code"]),
    ),
    "a table's seat claimed": (
        table_game, None,
        lambda g: services.game_join(game_id=g["game"], user=user("bors"), code=claim_code(g)),
    ),
    "a table's entry undone": (
        table_game, entered, lambda g: services.game_undo(game_id=g["game"], user=g["ann"]),
    ),
    "a seat written by hand (SQL)": (
        started_game, None,
        lambda g: Seat.objects.filter(game_id=g["game"], index=1).update(name="Gawain"),
    ),
    "the game's row written by hand (SQL)": (
        started_game, None, lambda g: Game.objects.filter(pk=g["game"]).update(name="Badon"),
    ),
}  # fmt: skip


@pytest.mark.parametrize("change", CHANGES)
def test_every_change_a_seat_may_see_changes_its_etag(change):
    make, before, after = CHANGES[change]
    game = make()
    if before:
        before(game)
    path = f"/api/games/{game['game']}/"
    etags = {}
    for viewer in game["viewers"]:
        first = client(viewer).get(path)
        assert first.status_code == 200
        etags[viewer.pk] = first["ETag"]
        assert client(viewer).get(path, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    done = after(game)
    with done if hasattr(done, "__enter__") else mock.MagicMock():
        for viewer in game["viewers"]:
            polled = client(viewer).get(path, HTTP_IF_NONE_MATCH=etags[viewer.pk])
            assert polled.status_code == 200, (change, viewer.get_username())
            assert polled["ETag"] != etags[viewer.pk]


def test_an_unchanged_poll_reads_one_column_of_the_games_row(django_assert_num_queries):
    """…in a process that has cached nothing, for a player and for a spectator."""
    game = started_game()
    path = f"/api/games/{game['game']}/"
    for viewer in game["viewers"]:
        etag = client(viewer).get(path)["ETag"]
        forget()
        with django_assert_num_queries(POLL_QUERIES) as captured:
            polled = client(viewer).get(path, HTTP_IF_NONE_MATCH=etag)
        assert (polled.status_code, polled["ETag"], polled.content) == (304, etag, b"")
        (sql,) = [q["sql"] for q in captured.captured_queries]
        assert sql.startswith('SELECT "view_changes" FROM "kingdom_game" WHERE "id" =')


def test_an_etag_answers_only_the_user_and_game_it_was_given_for():
    """A tag is signed for one user and one game: another user (even of the same seat's view),
    another game, or a tag altered in any field is answered in full, never with a 304."""
    game, other = started_game(), open_game("2")
    ann, dora = client(game["ann"]), client(game["viewers"][2])
    path = f"/api/games/{game['game']}/"
    etag = ann.get(path)["ETag"]
    assert ann.get(path, HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert dora.get(path, HTTP_IF_NONE_MATCH=etag).status_code == 200
    assert ann.get(f"/api/games/{other['game']}/", HTTP_IF_NONE_MATCH=etag).status_code == 200
    body, _, signature = etag.strip('"').rpartition(".")
    fields = body.split(".")
    for n in range(len(fields)):
        altered = [*fields]
        altered[n] = "-" if fields[n] != "-" else "1"
        forged = f'"{".".join(altered)}.{signature}"'
        assert ann.get(path, HTTP_IF_NONE_MATCH=forged).status_code == 200, n
    for junk in ('"1.2.3.4.5.ü"', '"½.2.3.4.5.ab"', '"a.b"', '""', "W/"):
        assert ann.get(path, HTTP_IF_NONE_MATCH=junk).status_code == 200, junk


def test_an_unlisted_games_poll_is_never_answered_for_someone_who_cannot_see_it():
    """Someone without a seat or an invitation gets 404, whatever ETag he sends."""
    ann, bors = user("ann"), user("bors")
    game = services.game_create(host=ann, name="Hidden", seats=2, listed=False, order="seating")
    path = f"/api/games/{game.pk}/"
    etag = client(ann).get(path)["ETag"]
    assert client(bors).get(path, HTTP_IF_NONE_MATCH=etag).status_code == 404
