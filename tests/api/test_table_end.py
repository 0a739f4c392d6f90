"""Ending a table game now (rule 38): the friends stop playing, so the host calls the agreed
time. The engine's own end by time limit scores it — the highest chivalry wins, house 8
breaking ties by gold, then seat — through the actions API; the host's view says beforehand
who would win; an undo takes the end back. Nobody else may end it, nor anyone a game played by
web (its clock does)."""

import pytest

from kingdom.models import Author, Game, GameAction, GameEvent
from tests.api.tables import client_for, enter, started_table
from tests.api.test_typed_api import Schema

pytestmark = pytest.mark.django_db

END = {"kind": "end_by_time_limit"}


def end(api, game_id, **extra):
    body = {"action": END, **extra}
    return api.post(f"/api/games/{game_id}/actions/", body, format="json")


def played(api, game_id, entries):
    """A few entries typed in for every seat (the challengers, the auction's bids, …)."""
    for _ in range(entries):
        enter(api, game_id)


def played_until_the_purses_differ(api, game_id):
    """Entries typed in until the players' gold differs (a tie on chivalry is then broken by
    gold, house 8, not by the seat)."""
    for _ in range(200):
        players = api.get(f"/api/games/{game_id}/").json()["state"]["players"]
        if len({p["gold"] for p in players}) > 1:
            return
        enter(api, game_id)
    raise AssertionError("the purses never differed")


def test_the_host_ends_the_table_game_now_scored_by_rule_38_and_may_undo_it():
    game_id, ann, _ = started_table()
    played_until_the_purses_differ(ann, game_id)
    view = ann.get(f"/api/games/{game_id}/")
    Schema(ann).check(view, "/api/games/{game_id}/")
    body = view.json()
    players = body["state"]["players"]
    best = min(players, key=lambda p: (-p["chivalry"], -p["gold"], p["seat"]))
    order = sorted(players, key=lambda p: (p["seat"] != best["seat"], -p["chivalry"], -p["gold"]))
    preview = body["end_now"]
    assert (preview["winner"], preview["rule"], preview["ties"]) == (
        best["seat"],
        "rule 38",
        "house 8",
    )
    assert preview["ranking"] == [
        {"seat": p["seat"], "chivalry": p["chivalry"], "gold": p["gold"], "eliminated": False}
        for p in order
    ]

    ended = end(ann, game_id, expected_version=body["version"])
    assert ended.status_code == 200, ended.content
    answer = ended.json()
    game_ended = [e for e in answer["events"] if e["type"] == "game_ended"]
    assert [(e["winner"], e["reason"], e["rule"]) for e in game_ended] == [
        (best["seat"], "time limit", "rule 38")
    ]
    assert game_ended[0]["ranking"] == [p["seat"] for p in preview["ranking"]]
    assert answer["game"]["status"] == "finished" and "end_now" not in answer["game"]
    entry = GameAction.objects.get(game_id=game_id, version=answer["version"])
    assert (entry.seat, entry.kind, entry.author) == (None, "end_by_time_limit", Author.HOST)
    logged = GameEvent.objects.get(game_id=game_id, type="game_ended")
    assert (logged.rule, logged.author, logged.version) == ("rule 38", Author.HOST, entry.version)

    # Like any entry at a table, the end is taken back: the game runs on where it was.
    undone = ann.post(
        f"/api/games/{game_id}/undo/", {"expected_version": answer["version"]}, format="json"
    )
    assert undone.status_code == 200, undone.content
    assert undone.json()["undone"]["kind"] == "end_by_time_limit"
    again = ann.get(f"/api/games/{game_id}/").json()
    assert again["status"] == "active" and again["end_now"] == preview
    assert GameEvent.objects.get(game_id=game_id, type="game_ended").undone


def test_a_seated_player_who_is_not_the_host_may_not_end_it():
    game_id, ann, bors = started_table()
    played(ann, game_id, 2)
    assert "end_now" not in bors.get(f"/api/games/{game_id}/").json()
    version = Game.objects.get(pk=game_id).version
    refused = end(bors, game_id)
    assert refused.status_code == 403
    assert refused.json() == {
        "code": "not_host",
        "message": "only the host of the table ends the game now (rule 38: the highest "
        "chivalry wins)",
        "rule": None,
    }
    game = Game.objects.get(pk=game_id)
    assert (game.version, game.status) == (version, Game.Status.ACTIVE)


def test_a_claimed_seats_player_may_not_end_it():
    host = client_for("host")
    players = [{"name": "Ann"}, {"name": "Bors"}, {"name": "Cai"}]
    created = host.post(
        "/api/games/",
        {"name": "Round Table", "mode": "table", "order": "seating", "players": players},
        format="json",
    )
    game_id = created.json()["id"]
    host.post(f"/api/games/{game_id}/start/")
    code = host.get(f"/api/games/{game_id}/").json()["seats"][2]["claim_code"]
    cai = client_for("cai-phone")
    assert cai.post(f"/api/games/{game_id}/join/?code={code}").status_code == 201
    refused = end(cai, game_id)
    assert (refused.status_code, refused.json()["code"]) == (403, "not_host")
    assert "only the host of the table ends the game now" in refused.json()["message"]
    assert Game.objects.get(pk=game_id).status == Game.Status.ACTIVE
    assert end(host, game_id).status_code == 200  # the host may, with no seat given


def test_a_game_played_by_web_is_not_ended_by_its_host():
    ann = client_for("ann")
    created = ann.post("/api/games/", {"name": "Web", "seats": 2, "bots": 1}, format="json")
    game_id = created.json()["id"]
    ann.post(f"/api/games/{game_id}/start/")
    assert "end_now" not in ann.get(f"/api/games/{game_id}/").json()
    refused = end(ann, game_id)
    assert refused.status_code == 409
    assert refused.json() == {
        "code": "end_not_at_table",
        "message": "a game played by web is ended by its clock (its agreed time or round "
        "limit, rule 38), or when one Royal Challenger is left; only a physical table's host "
        "ends a game now",
        "rule": "rule 38",
    }
    assert Game.objects.get(pk=game_id).status == Game.Status.ACTIVE
