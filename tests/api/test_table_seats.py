"""A physical table's named seats (issue 17): the host types the players' names (and the
challengers chosen at the table), no accounts; he enters every seat's decisions and sees every
seat's view; a seat's claim code lets its player enter for it from his own phone."""

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Game, GameAction, Seat
from kingdom.rules.ruleset import load_ruleset
from kingdom.selectors import coins, game_ruleset
from kingdom.services import game_check_replay

pytestmark = pytest.mark.django_db

NAMES = ["Ann", "Bors", "Cai", "Dagonet"]


def client_for(name):
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    return api, user


def create(api, players, **extra):
    body = {"name": "Round Table", "mode": "table", "order": "seating", "players": players}
    return api.post("/api/games/", {**body, **extra}, format="json")


def act(api, game_id, action, seat=None):
    body = {"action": action, **({} if seat is None else {"seat": seat})}
    return api.post(f"/api/games/{game_id}/actions/", body, format="json")


def test_a_table_game_has_named_seats_without_accounts_and_the_chosen_challengers():
    host, ann = client_for("host")
    players = [{"name": n} for n in NAMES]
    players[0]["challenger"], players[2]["challenger"] = "arthur", "mark"
    created = create(host, players, turn_hours=48, listed=True)
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    seats = list(Seat.objects.filter(game_id=game_id).order_by("index"))
    assert [(s.name, s.user_id) for s in seats] == [
        ("Ann", ann.pk), ("Bors", None), ("Cai", None), ("Dagonet", None)
    ]  # fmt: skip
    game = Game.objects.get(pk=game_id)
    assert not game.listed and game.settings["deadlines"] is None  # no clock at a table
    assert game.settings["table_challengers"] == {"0": "arthur", "2": "mark"}

    view = host.get(f"/api/games/{game_id}/").json()
    assert [s["claimable"] for s in view["seats"]] == [False, True, True, True]
    assert all(len(s["claim_code"]) >= 16 for s in view["seats"][1:])
    assert host.post(f"/api/games/{game_id}/start/").status_code == 200

    # Seat order: Ann's choice was entered at once; Bors chooses (the host enters it); Cai's
    # chosen challenger follows by itself.
    actions = GameAction.objects.filter(game_id=game_id)
    assert [(a.seat, a.data["challenger"], a.author) for a in actions] == [(0, "arthur", "game")]
    view = host.get(f"/api/games/{game_id}/").json()
    assert [(d["seat"], d["kind"]) for d in view["state"]["pending"]] == [(1, "choose_challenger")]
    answered = act(host, game_id, {"kind": "choose_challenger", "challenger": "lot"}, seat=1)
    assert answered.status_code == 200, answered.content
    chosen = [p["challenger"] for p in answered.json()["game"]["state"]["players"]]
    assert chosen[:3] == ["arthur", "lot", "mark"]
    assert game_check_replay(game=Game.objects.get(pk=game_id))


def test_the_table_host_sees_every_seat_and_a_claimed_seat_sees_its_own():
    host, _ = client_for("host")
    created = create(host, [{"name": n} for n in NAMES[:3]])
    game_id = created.json()["id"]
    host.post(f"/api/games/{game_id}/start/")
    for seat, challenger in enumerate(["arthur", "lot", "mark"]):
        assert act(host, game_id, {"kind": "choose_challenger", "challenger": challenger}, seat)
    # Three sealed bids at once: the host sees every seat's panel with its own limits.
    view = host.get(f"/api/games/{game_id}/").json()
    bids = [d for d in view["state"]["pending"] if d["kind"] == "bid"]
    assert {d["seat"] for d in bids} == {0, 1, 2}
    answered = act(host, game_id, {"kind": "bid", "amount": 3}, seat=1)
    assert answered.status_code == 200
    # A sealed bid stays sealed on the host's screen too, the next bidder looking at it (issue
    # 34): in his view, in the events of his answer, and in his undo box.
    assert answered.json()["game"]["state"]["setup"]["auction"]["bids"] == {"1": "sealed"}
    assert [e["type"] for e in answered.json()["events"]] == ["bid_sealed"]
    undo = host.get(f"/api/games/{game_id}/undo/").json()
    assert (undo["entry"]["kind"], undo["entry"]["action"]) == ("bid", None)
    view = host.get(f"/api/games/{game_id}/").json()
    assert view["state"]["setup"]["auction"]["bids"] == {"1": "sealed"}
    assert all(isinstance(p["hand"], list) for p in view["state"]["players"])
    assert view["state"]["fortune_pack"] == {"count": view["state"]["fortune_pack"]["count"]}
    # The host reads another seat's legal actions, reachable squares and ledger.
    theirs = host.get(f"/api/games/{game_id}/legal-actions/?seat=2").json()["actions"]
    assert theirs and {(a["kind"], a["seat"]) for a in theirs} == {("bid", 2)}
    assert host.get(f"/api/games/{game_id}/ledger/?seat=2").status_code == 200

    # Cai claims his seat on his phone with the code the host shows him.
    code = view["seats"][2]["claim_code"]
    cai, cai_user = client_for("cai-phone")
    assert cai.get(f"/api/games/{game_id}/").status_code == 404  # unlisted: no code, no game
    assert cai.get(f"/api/games/{game_id}/?code={code}").status_code == 200
    claimed = cai.post(f"/api/games/{game_id}/join/?code={code}")
    assert claimed.status_code == 201 and claimed.json()["seat"] == 2
    seat = Seat.objects.get(game_id=game_id, index=2)
    assert (seat.user_id, seat.name, seat.claim_code) == (cai_user.pk, "Cai", "")
    mine = cai.get(f"/api/games/{game_id}/").json()
    assert mine["your_seat"] == 2 and "claim_code" not in str(mine["seats"])
    assert mine["state"]["setup"]["auction"]["bids"]["1"] == "sealed"
    assert isinstance(mine["state"]["players"][2]["hand"], list)
    assert mine["state"]["players"][1]["hand"] == {"count": 0}
    assert cai.get(f"/api/games/{game_id}/legal-actions/?seat=1").status_code == 403
    # Both the host and Cai may enter for his seat (Cai for his only); the code is spent.
    assert act(host, game_id, {"kind": "bid", "amount": 2}, seat=2).status_code == 200
    assert act(cai, game_id, {"kind": "bid", "amount": 2}, seat=0).status_code == 403
    assert act(host, game_id, {"kind": "bid", "amount": 1}).status_code == 200
    assert act(cai, game_id, {"kind": "bid", "amount": 4}).status_code == 200  # next auction
    again, _ = client_for("someone")
    assert again.post(f"/api/games/{game_id}/join/?code={code}").status_code == 403
    logged = host.get(f"/api/games/{game_id}/events/").json()["events"]
    assert any(e["type"] == "seat_claimed" and e["user"] == "cai-phone" for e in logged)
    # The host reads no seat's sealed bid in the log, only their reveal; Cai his own only.
    assert [e for e in logged if e["type"] == "bid_recorded"] == []
    revealed = [e["bids"] for e in logged if e["type"] == "bids_revealed"]
    assert revealed[0] == {"0": 1, "1": 3, "2": 2}
    theirs = cai.get(f"/api/games/{game_id}/events/").json()["events"]
    assert [e["seat"] for e in theirs if e["type"] == "bid_recorded"] == [2, 2]


def test_an_answer_shows_the_host_the_events_his_log_shows_him():
    """The host's view of events is one rule (selectors.event_seen) for an action's answer and
    for the log: a sealed bid, the bids' reveal, the draws no seat sees."""
    host, _ = client_for("host")
    game_id = create(host, [{"name": n} for n in NAMES[:3]]).json()["id"]
    host.post(f"/api/games/{game_id}/start/")
    after = host.get(f"/api/games/{game_id}/events/?limit=500").json()["next"]  # the set-up's
    answers = []
    for seat, challenger in enumerate(["arthur", "lot", "mark"]):
        answers.append(
            act(host, game_id, {"kind": "choose_challenger", "challenger": challenger}, seat)
        )
    answers += [act(host, game_id, {"kind": "bid", "amount": 3 - seat}, seat) for seat in range(3)]
    answered = [e["type"] for a in answers for e in a.json()["events"]]
    logged = host.get(f"/api/games/{game_id}/events/?after={after}&limit=500").json()["events"]
    assert answered == [e["type"] for e in logged]
    assert "bid_sealed" in answered and "bids_revealed" in answered
    assert "bid_recorded" not in answered


@pytest.mark.parametrize(
    ("players", "extra", "code", "message"),
    [
        (["Ann"], {}, "bad_seats", "a table seats 2–6 players, not 1"),
        (["Ann", "ann "], {}, "bad_players", "two players are named 'Ann'"),
        (["Ann", " "], {}, "bad_players", "player 2 has no name"),
        (["Ann", "Bors"], {"mode": "server"}, "bad_mode", None),
        (["Ann", "Bors"], {"bots": 1}, "bad_bots", None),
        ([("Ann", "merlin"), "Bors"], {}, "bad_players", "there is no Royal Challenger 'merlin'"),
        ([("Ann", "mark"), ("Bors", "mark")], {}, "bad_players", None),
    ],
)
def test_bad_players_are_refused_and_nothing_is_created(players, extra, code, message):
    host, _ = client_for("host")
    listed = [
        {"name": p[0], "challenger": p[1]} if isinstance(p, tuple) else {"name": p} for p in players
    ]
    answer = create(host, listed, **extra)
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == code
    if message:
        assert answer.json()["message"] == message
    assert not Game.objects.exists()


def test_the_starting_purse_is_rule_4_iii_coins_and_other_sums_the_fewest():
    """Issue 34: the starting 500 read "200 + 200 + 100"; rule 4 iii hands out 200, 100,
    2 x 50, 3 x 25, 2 x 10 and 5."""
    rs = load_ruleset()
    start = coins(500, rs.coins, rs.starting_purse)
    assert start == {"200": 1, "100": 1, "50": 2, "25": 3, "10": 2, "5": 1}
    assert coins(520, rs.coins, rs.starting_purse) == {"200": 2, "100": 1, "10": 2}


# -- the host's reading of the reconstructed cells (issue 34) -------------------------------------
def test_the_host_reads_a_reconstructed_cell_off_his_print_and_the_game_freezes_it():
    """Both rolls that decided a siege fell on cells the project reconstructed from the
    illegible print: the host of a table may read them off his own copy before the start."""
    host, _ = client_for("host")
    cells = host.get("/api/games/defaults/").json()["reconstructed_cells"]
    assert len(cells) == 6 and {c["table"] for c in cells} == {1, 2, 3}
    siege = next(
        c for c in cells if (c["table"], c["defender_band"], c["attacker_band"]) == (3, 2, 2)
    )
    assert (siege["defender_action"], siege["attacker_action"], siege["reads"]) == (
        "Repel", "Broadside assault", "1/1"
    )  # fmt: skip
    reading = {"table": 3, "defender_band": 2, "attacker_band": 2, "kind": "casualties",
               "defender": 2, "attacker": 1}  # fmt: skip
    created = create(host, [{"name": n} for n in NAMES], readings=[reading])
    assert created.status_code == 201, created.content
    game = Game.objects.get(pk=created.json()["id"])
    frozen = game.ruleset["battle_tables"]["tables"][2]["cells"][1][1]
    assert frozen == {"kind": "casualties", "defender": 2, "attacker": 1, "source": "host"}
    cell = game_ruleset(game).tables.tables[3].cells[1][1]
    assert (cell.describe(), cell.source) == ("2/1", "host")
    # The other reconstructed cells stay the project's, and a new game's are the fixtures'.
    assert game_ruleset(game).tables.tables[3].cells[0][0].source == "reconstructed"
    again = host.get("/api/games/defaults/").json()["reconstructed_cells"]
    assert again == cells


@pytest.mark.parametrize(
    ("extra", "status", "needle"),
    [
        # A cell printed legibly is nobody's to read again.
        ({"table": 1, "defender_band": 1, "attacker_band": 1, "kind": "destroyed"}, 400,
         "battle table 1, defender band 1, attacker band 1 is printed legibly"),
        ({"table": 4, "defender_band": 1, "attacker_band": 1, "kind": "destroyed"}, 400,
         "table"),
        ({"table": 3, "defender_band": 2, "attacker_band": 2, "kind": "table2",
          "defender": 1}, 400, "only table 1 sends the battle to table 2"),
        ({"table": 3, "defender_band": 2, "attacker_band": 2, "kind": "casualties",
          "defender": 21}, 400, "defender"),
    ],
)  # fmt: skip
def test_a_reading_of_a_cell_not_reconstructed_or_impossible_is_refused(extra, status, needle):
    host, _ = client_for("host")
    refused = create(host, [{"name": n} for n in NAMES], readings=[extra])
    assert refused.status_code == status, refused.content
    assert needle in json.dumps(refused.json()), refused.json()
    assert not Game.objects.exists()


def test_only_a_table_host_reads_the_print():
    host, _ = client_for("host")
    reading = {"table": 3, "defender_band": 2, "attacker_band": 2, "kind": "casualties"}
    refused = host.post(
        "/api/games/", {"name": "Web", "seats": 2, "readings": [reading]}, format="json"
    )
    assert refused.status_code == 400
    assert refused.json()["code"] == "bad_readings"
