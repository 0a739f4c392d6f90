"""Undo through the API (issue 17): `GET /api/games/{id}/undo/` says what the last entry is and
whether you may take it back; `POST` takes it back. Answers as the served document says; the
log hides what was taken back and shows the `undone` entry; the record cards follow; a game
played by web, another seat's player and a stale version are refused with their reasons."""

import pytest

from kingdom.models import Game, GameAction
from tests.api.tables import client_for, enter, started_table
from tests.api.test_typed_api import Schema

pytestmark = pytest.mark.django_db


@pytest.fixture
def table():
    """A started two-seat table game: ann hosts, bors sits in seat 1."""
    return started_table()


def test_the_host_sees_the_last_entry_and_takes_it_back(table, django_assert_num_queries):
    game_id, ann, bors = table
    enter(ann, game_id)
    chosen = enter(ann, game_id)  # the host enters bors's challenger
    cards_before = ann.get(f"/api/games/{game_id}/record-cards/").json()
    version = chosen["version"]
    schema = Schema(ann)

    with django_assert_num_queries(4):  # the game (and your seat), the entry, its actions, events
        preview = ann.get(f"/api/games/{game_id}/undo/")
    schema.check(preview, "/api/games/{game_id}/undo/")
    body = preview.json()
    assert (body["version"], body["allowed"], body["refusal"]) == (version, True, None)
    entry = body["entry"]
    assert (entry["version"], entry["seat"], entry["kind"], entry["author"]) == (
        version,
        1,
        "choose_challenger",
        "host",
    )
    assert entry["action"]["kind"] == "choose_challenger" and entry["actions"] == 1
    logged = [e["sequence"] for e in ann.get(f"/api/games/{game_id}/events/").json()["events"]]
    assert entry["events"] and set(entry["events"]) <= set(logged)

    undone = ann.post(f"/api/games/{game_id}/undo/", {"expected_version": version}, format="json")
    schema.check(undone, "/api/games/{game_id}/undo/", "post")
    answer = undone.json()
    assert answer["version"] == version + 1 == answer["game"]["version"]
    assert (answer["undone"]["type"], answer["undone"]["by"], answer["undone"]["author"]) == (
        "undone",
        "ann",
        "host",
    )
    assert answer["undone"]["events"] == entry["events"]
    assert [d["kind"] for d in answer["game"]["state"]["pending"]] == ["choose_challenger"]

    log = ann.get(f"/api/games/{game_id}/events/").json()["events"]
    schema.check(ann.get(f"/api/games/{game_id}/events/"), "/api/games/{game_id}/events/")
    assert not {e["sequence"] for e in log} & set(entry["events"])
    assert log[-1]["type"] == "undone" and log[-1]["rule"] == "undo"
    cards = ann.get(f"/api/games/{game_id}/record-cards/").json()
    challengers = [[e for e in c["entries"] if e["field"] == "challenger"] for c in cards]
    assert [len(lines) for lines in challengers] == [1, 0], "bors's choice is off his card"
    assert cards[0] == cards_before[0]
    assert GameAction.objects.filter(game_id=game_id, undone=True).count() == 1


def test_a_player_takes_back_his_own_last_entry_but_not_the_hosts(table):
    game_id, ann, bors = table
    enter(ann, game_id)
    seen = bors.get(f"/api/games/{game_id}/undo/").json()
    assert (seen["allowed"], seen["entry"]) == (False, None), "ann's entry is not shown to him"
    assert seen["refusal"]["code"] == "not_host"
    version = Game.objects.get(pk=game_id).version
    refused = bors.post(f"/api/games/{game_id}/undo/", {"expected_version": version}, format="json")
    assert refused.status_code == 403
    assert refused.json() == {
        "code": "not_host",
        "message": "only the host takes back an entry (a player only his own, while it is the "
        "last)",
        "rule": None,
    }
    mine = enter(bors, game_id)  # bors enters his own choice
    his = bors.get(f"/api/games/{game_id}/undo/").json()
    assert his["allowed"] is True and his["entry"]["action"]["kind"] == "choose_challenger"
    # The host may take it back, but reads what bors typed (a sealed bid, say) only in the log.
    hosts = ann.get(f"/api/games/{game_id}/undo/").json()
    assert hosts["allowed"] is True
    assert (hosts["entry"]["kind"], hosts["entry"]["action"]) == ("choose_challenger", None)
    taken = bors.post(
        f"/api/games/{game_id}/undo/", {"expected_version": mine["version"]}, format="json"
    )
    assert taken.status_code == 200 and taken.json()["undone"]["author"] == "player"


def test_a_game_played_by_web_refuses_undo_with_its_reason():
    ann = client_for("ann")
    created = ann.post("/api/games/", {"name": "Web", "seats": 2, "bots": 1}, format="json")
    game_id = created.json()["id"]
    ann.post(f"/api/games/{game_id}/start/")
    enter(ann, game_id)
    version = Game.objects.get(pk=game_id).version
    refused = ann.post(f"/api/games/{game_id}/undo/", {"expected_version": version}, format="json")
    assert refused.status_code == 409
    assert refused.json()["code"] == "undo_not_at_table"
    assert "played by web cannot be undone" in refused.json()["message"]
    preview = ann.get(f"/api/games/{game_id}/undo/").json()
    assert preview["allowed"] is False and preview["refusal"]["code"] == "undo_not_at_table"


def test_bad_undo_requests(table):
    game_id, ann, _ = table
    missing = ann.post(f"/api/games/{game_id}/undo/", {}, format="json")
    assert missing.status_code == 400 and "expected_version" in missing.json()["fields"]
    nothing = ann.post(f"/api/games/{game_id}/undo/", {"expected_version": 0}, format="json")
    assert nothing.status_code == 409 and nothing.json()["code"] == "no_entry"
    version = enter(ann, game_id)["version"]
    stale = ann.post(
        f"/api/games/{game_id}/undo/", {"expected_version": version - 1}, format="json"
    )
    assert stale.status_code == 409 and stale.json()["code"] == "stale_version"
    stranger = client_for("cai")
    hidden = stranger.post(
        f"/api/games/{game_id}/undo/", {"expected_version": version}, format="json"
    )
    assert hidden.status_code == 404, "an unlisted game is no game to a stranger"
    assert not GameAction.objects.filter(game_id=game_id, undone=True).exists()


def test_an_undo_sent_twice_with_its_key_is_taken_back_once(table):
    game_id, ann, _ = table
    enter(ann, game_id)
    version = enter(ann, game_id)["version"]
    first, again = (
        ann.post(
            f"/api/games/{game_id}/undo/",
            {"expected_version": version},
            format="json",
            HTTP_IDEMPOTENCY_KEY="undo-1",
        )
        for _ in range(2)
    )
    assert first.status_code == again.status_code == 200
    assert first.json() == again.json()
    assert GameAction.objects.filter(game_id=game_id, undone=True).count() == 1
    assert Game.objects.get(pk=game_id).version == version + 1
