"""The games API end to end on PostgreSQL: create, join, start, act; errors, versions,
idempotency, secrets, query counts, and a whole game played through the API."""

import json

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Game, GameAction, LedgerPosting
from kingdom.rules.bot import Bot
from kingdom.rules.ruleset import load_ruleset
from kingdom.services import game_check_replay, game_state

pytestmark = pytest.mark.django_db


def client_for(name):
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    return api, user


@pytest.fixture
def table():
    """Two players with a started two-seat game (seating order: seat 0 chooses first)."""
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    created = ann.post(
        "/api/games/", {"name": "Camlann", "seats": 2, "order": "seating"}, format="json"
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    assert created["Location"] == f"/api/games/{game_id}/"
    joined = bors.post(f"/api/games/{game_id}/join/")
    assert joined.status_code == 201 and joined.json()["seat"] == 1
    started = ann.post(f"/api/games/{game_id}/start/")
    assert started.status_code == 200, started.content
    return game_id, ann, bors


def act(api, game_id, action, **extra):
    return api.post(f"/api/games/{game_id}/actions/", {"action": action, **extra}, format="json")


def test_signup_gives_a_token_that_works():
    api = APIClient()
    response = api.post("/api/auth/signup/", {"username": "gawain", "password": "green-knight-77"})
    assert response.status_code == 201
    api.credentials(HTTP_AUTHORIZATION=f"Token {response.json()['token']}")
    assert api.get("/api/me/").json()["username"] == "gawain"
    again = APIClient().post(
        "/api/auth/signup/", {"username": "Gawain", "password": "green-knight-77"}
    )
    assert again.status_code == 400
    assert again.json()["message"] == "username: this name is taken"


def test_the_started_game_shows_each_seat_its_view(table):
    game_id, ann, bors = table
    view = ann.get(f"/api/games/{game_id}/").json()
    assert view["your_seat"] == 0 and view["state"]["phase"] == "choose"
    assert view["state"]["pending"][0] == {
        "seat": 0, "kind": "choose_challenger", "rule": "rule 4 v",
        "detail": {"options": ["arthur", "mark", "mordred", "uriens", "lot", "lancelot"]},
    }  # fmt: skip
    assert bors.get(f"/api/games/{game_id}/").json()["your_seat"] == 1


def test_an_illegal_action_is_a_400_naming_the_rule(table):
    game_id, ann, bors = table
    response = act(ann, game_id, {"kind": "choose_challenger", "challenger": "merlin"})
    assert response.status_code == 400
    assert response.json() == {
        "code": "illegal_action",
        "message": "there is no Royal Challenger 'merlin'",
        "rule": "rule 4 v",
    }
    unknown = act(ann, game_id, {"kind": "fly"})
    assert unknown.status_code == 400 and unknown.json()["code"] == "bad_action"


def test_someone_elses_decision_is_a_409_and_a_stale_version_too(table):
    game_id, ann, bors = table
    response = act(bors, game_id, {"kind": "choose_challenger", "challenger": "mark"})
    assert response.status_code == 400
    assert response.json()["message"] == "it is not seat 1's turn to choose a challenger"
    version = ann.get(f"/api/games/{game_id}/").json()["version"]
    ok = act(
        ann, game_id, {"kind": "choose_challenger", "challenger": "mark"}, expected_version=version
    )
    assert ok.status_code == 200 and ok.json()["version"] == version + 1
    stale = act(
        bors,
        game_id,
        {"kind": "choose_challenger", "challenger": "arthur"},
        expected_version=version,
    )
    assert stale.status_code == 409
    assert stale.json()["code"] == "stale_version"


def test_a_repeated_idempotency_key_returns_the_first_answer(table):
    game_id, ann, _ = table
    body = {"action": {"kind": "choose_challenger", "challenger": "mark"}}
    first = ann.post(
        f"/api/games/{game_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k1"
    )
    again = ann.post(
        f"/api/games/{game_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k1"
    )
    assert first.status_code == again.status_code == 200
    assert first.json() == again.json()
    assert GameAction.objects.filter(game_id=game_id).count() == 1
    other = {"action": {"kind": "choose_challenger", "challenger": "lot"}}
    mismatch = ann.post(
        f"/api/games/{game_id}/actions/", other, format="json", HTTP_IDEMPOTENCY_KEY="k1"
    )
    assert mismatch.status_code == 422
    assert mismatch.json()["code"] == "idempotency_mismatch"


def test_not_your_game_not_your_seat_and_anonymous(table):
    game_id, ann, _ = table
    stranger, _ = client_for("stranger")
    assert stranger.get(f"/api/games/{game_id}/ledger/").status_code == 404
    assert act(stranger, game_id, {"kind": "end_turn"}).status_code == 403
    assert act(ann, game_id, {"kind": "end_turn"}, seat=1).status_code == 403
    assert APIClient().get(f"/api/games/{game_id}/").status_code in (401, 403)
    assert stranger.get("/api/games/999999/").status_code == 404


def test_no_secret_reaches_a_seat(table):
    game_id, ann, bors = table
    act(ann, game_id, {"kind": "choose_challenger", "challenger": "mark"})
    act(bors, game_id, {"kind": "choose_challenger", "challenger": "arthur"})
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    secrets = [game.dice_seed, json.dumps(state.fortune_pack), json.dumps(state.guardian_pack)]
    for api in (ann, bors):
        for path in ("", "events/", "record-cards/", "legal-actions/", "dice/", "ledger/"):
            body = api.get(f"/api/games/{game_id}/{path}").content.decode()
            for secret in secrets:
                assert secret not in body, (path, secret[:20])
            assert '"grail_site"' not in body


def test_query_counts_do_not_grow_with_seats(django_assert_max_num_queries):
    for seats in (2, 6):
        host, user = client_for(f"host{seats}")
        created = host.post(
            "/api/games/", {"name": "q", "seats": seats, "bots": seats - 1}, format="json"
        )
        game_id = created.json()["id"]
        assert host.post(f"/api/games/{game_id}/start/").status_code == 200
        with django_assert_max_num_queries(8):
            assert host.get(f"/api/games/{game_id}/").status_code == 200
        with django_assert_max_num_queries(6):
            assert host.get(f"/api/games/{game_id}/events/").status_code == 200


def test_an_action_post_uses_the_same_queries_for_2_seats_and_for_6(
    django_assert_max_num_queries,
):
    """The write path: lock, key, apply, events, snapshot, projections, decisions and their
    mails — bounded, whatever the number of seats (every seat human, so no bot plays inside
    the request)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    counts = {}
    for seats in (2, 6):
        clients = []
        for n in range(seats):
            api, user = client_for(f"p{seats}-{n}")
            user.email = f"p{seats}-{n}@example.org"  # the next player is written to
            user.save()
            clients.append(api)
        game_id = (
            clients[0]
            .post("/api/games/", {"name": "q", "seats": seats, "order": "seating"}, format="json")
            .json()["id"]
        )
        for api in clients[1:]:
            assert api.post(f"/api/games/{game_id}/join/").status_code == 201
        assert clients[0].post(f"/api/games/{game_id}/start/").status_code == 200
        game = Game.objects.get(pk=game_id)
        state = game_state(game)
        action = Bot("q").choose(state, 0)
        with django_assert_max_num_queries(20), CaptureQueriesContext(connection) as queries:
            response = act(clients[0], game_id, action.to_dict(), expected_version=game.version)
        assert response.status_code == 200, response.content
        counts[seats] = len(queries)
    assert counts[2] == counts[6], counts


def test_a_whole_game_through_the_api_to_a_winner():
    ann, _ = client_for("ann")
    created = ann.post(
        "/api/games/", {"name": "Long war", "seats": 3, "bots": 2, "round_limit": 4}, format="json"
    )
    game_id = created.json()["id"]
    ann.post(f"/api/games/{game_id}/start/")
    bot = Bot("api")
    for _ in range(2000):
        game = Game.objects.get(pk=game_id)
        if game.status == Game.Status.FINISHED:
            break
        state = game_state(game)
        action = bot.choose(state, 0)
        response = act(ann, game_id, action.to_dict(), expected_version=game.version)
        assert response.status_code == 200, response.content
    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.FINISHED
    assert game_state(game).winner is not None
    # Every posting moves gold between two accounts: the balances are the players' purses.
    balances = {}
    for p in LedgerPosting.objects.filter(game=game):
        balances[p.payer] = balances.get(p.payer, 0) - p.amount
        balances[p.payee] = balances.get(p.payee, 0) + p.amount
    assert sum(balances.values()) == 0
    assert {s: v for s, v in balances.items() if s is not None} == {
        p.seat: p.gold for p in game_state(game).players if p.gold or p.seat in balances
    }
    assert game_check_replay(game=game)
    dice = ann.get(f"/api/games/{game_id}/dice/").json()
    import hashlib

    assert hashlib.sha256(dice["seed"].encode()).hexdigest() == dice["commitment"]
    # Each roll carries its place and its die's faces: the face follows from the seed as the
    # dice page says (issue 18), SHA-256("seed:die:n") mod faces, plus one.
    assert dice["mode"] == "server" and [r["index"] for r in dice["rolls"]] == list(
        range(len(dice["rolls"]))
    )
    printed = load_ruleset().defaults
    faces = {"red": printed.red_die_faces, "blue": printed.blue_die_faces}
    for roll in dice["rolls"]:
        assert roll["faces"] == faces[roll["die"]]
        digest = hashlib.sha256(f"{dice['seed']}:die:{roll['index']}".encode()).digest()
        assert roll["face"] == int.from_bytes(digest, "big") % roll["faces"] + 1


def test_an_unlisted_game_is_joined_by_its_invitation_only():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    created = ann.post(
        "/api/games/", {"name": "Secret", "seats": 2, "listed": False}, format="json"
    )
    game_id = created.json()["id"]
    assert [g["id"] for g in bors.get("/api/games/").json()["results"]] == []
    refused = bors.post(f"/api/games/{game_id}/join/")
    assert refused.status_code == 403 and refused.json()["code"] == "invitation"
    link = ann.get(f"/api/games/{game_id}/").json()["invitation"]
    assert bors.get(f"/api/games/{game_id}/").status_code == 404  # not his to see (issue 16)
    assert bors.post(link).status_code == 201
    assert bors.get(f"/api/games/{game_id}/").json()["invitation"] == link  # now his seat's


def test_my_notification_settings_are_read_and_changed_with_clear_errors():
    ann, user = client_for("ann")
    me = ann.get("/api/me/").json()
    assert me["profile"]["time_zone"] == "UTC" and me["profile"]["digest"] is False
    changed = ann.patch(
        "/api/me/",
        {
            "email": "ann@example.org",
            "profile": {
                "time_zone": "Europe/London",
                "reminder_hours": [12, 1],
                "quiet_start": "22:00",
                "quiet_end": "07:00",
            },
        },
        format="json",
    )
    assert changed.status_code == 200, changed.content
    body = changed.json()
    assert body["email"] == "ann@example.org"
    assert body["profile"]["quiet_start"] == "22:00:00"
    assert body["profile"]["reminder_hours"] == [12.0, 1.0]
    wrong = ann.patch("/api/me/", {"profile": {"time_zone": "Mars/Olympus"}}, format="json")
    assert wrong.status_code == 400
    # In words, by the field's name, never a dump of the nested serializer's errors (issue 18).
    assert wrong.json()["message"] == (
        "time_zone: 'Mars/Olympus' is not a time zone (e.g. Europe/London)"
    )
    assert wrong.json()["fields"] == {
        "profile": {"time_zone": ["'Mars/Olympus' is not a time zone (e.g. Europe/London)"]}
    }
    half = ann.patch("/api/me/", {"profile": {"quiet_end": None}}, format="json")
    assert half.status_code == 400 and "quiet hours need both" in half.json()["message"]


def test_absence_through_the_api(table):
    game_id, ann, bors = table
    base = f"/api/games/{game_id}/"
    too_long = ann.post(base + "leave/", {"days": 20}, format="json")
    assert too_long.status_code == 400
    assert too_long.json()["message"] == "you have 14 days of leave left in this game"
    assert ann.post(base + "leave/", {"days": 2}, format="json").json()["leave_days_left"] == 12
    seats = bors.get(base).json()["seats"]
    assert seats[0]["on_leave_until"] is not None and "leave_days_left" not in seats[0]
    assert seats[1]["leave_days_left"] == 14
    assert bors.post(base + "autopilot/", {"on": True}, format="json").json()["autopilot"]
    assert ann.post(base + "pause/").json()["status"] == "paused"
    paused = ann.get(base).json()
    assert paused["status"] == "paused" and paused["paused_at"]
    refused = act(ann, game_id, {"kind": "choose_challenger", "challenger": "arthur"})
    assert refused.status_code == 409 and refused.json()["code"] == "not_active"
    assert ann.post(base + "resume/").json()["status"] == "active"
    offered = ann.post(base + "seats/1/replace/")
    assert offered.status_code == 201
    assert ann.get(base).json()["seats"][1]["replacement_code"] == offered.json()["code"]
    assert "replacement_code" not in bors.get(base).json()["seats"][1]  # the host's alone
    etag = ann.get(base)["ETag"]
    dora, _ = client_for("dora")
    joined = dora.post(offered.json()["invitation"])
    assert joined.status_code == 201 and joined.json()["seat"] == 1
    assert ann.get(base, HTTP_IF_NONE_MATCH=etag).status_code == 200  # the others see it
    assert dora.get(base).json()["your_seat"] == 1
    assert bors.get(base).status_code == 200 and bors.get(base).json()["your_seat"] is None


def test_a_table_host_acting_for_another_seat_gets_his_own_view_back():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = ann.post(
        "/api/games/", {"name": "Table", "seats": 2, "mode": "table", "order": "seating"}
    ).json()["id"]
    bors.post(f"/api/games/{game_id}/join/")
    ann.post(f"/api/games/{game_id}/start/")
    ann_choice = act(ann, game_id, {"kind": "choose_challenger", "challenger": "arthur"})
    assert ann_choice.status_code == 200, ann_choice.content
    # The host asks what Bors may do and enters it for him; the answer is Ann's own view.
    theirs = ann.get(f"/api/games/{game_id}/legal-actions/?seat=1").json()
    assert {d["seat"] for d in theirs["pending"]} == {1}
    action = next(a for a in theirs["actions"] if a["kind"] == "choose_challenger")
    answered = ann.post(
        f"/api/games/{game_id}/actions/", {"action": action, "seat": 1}, format="json"
    )
    assert answered.status_code == 200, answered.content
    assert answered.json()["game"]["your_seat"] == 0
    assert bors.get(f"/api/games/{game_id}/legal-actions/?seat=0").status_code == 403


def test_the_decks_of_a_game_are_the_ones_it_began_with():
    ann, _ = client_for("ann")
    game_id = ann.post("/api/games/", {"name": "Frozen", "seats": 2, "bots": 1}).json()["id"]
    game = Game.objects.get(pk=game_id)
    game.ruleset["fortune"][0]["title"] = "A card of this game only"
    game.save()
    decks = ann.get(f"/api/decks/?game={game_id}").json()
    assert decks["fortune"][0]["title"] == "A card of this game only"
    assert "answers" not in json.dumps(decks["riddles"])
    assert ann.get("/api/decks/?game=99999999999999999999999").status_code == 404
    assert ann.get("/api/decks/?game=x").status_code == 400


def test_an_invitation_code_that_is_not_a_string_is_no_invitation():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game = ann.post("/api/games/", {"name": "Unlisted", "seats": 2, "listed": False}, format="json")
    joined = bors.post(f"/api/games/{game.json()['id']}/join/", {"code": 123}, format="json")
    assert joined.status_code == 403 and "invitation" in joined.content.decode()
    listed = ann.post("/api/games/", {"name": "Open", "seats": 2}, format="json").json()["id"]
    assert bors.post(f"/api/games/{listed}/join/", [1], format="json").status_code == 201


def test_a_name_too_long_for_a_seat_is_refused_at_sign_up_on_the_web(client):
    response = client.post(
        "/signup/",
        {"username": "g" * 61, "password1": "green-knight-77", "password2": "green-knight-77"},
    )
    assert response.status_code == 200  # the form again, with its error
    assert "at most 60 characters" in response.content.decode()
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize(
    ("seats", "bots", "code", "rule"),
    [(7, 0, "bad_seats", "rule 3 i"), (1, 0, "bad_seats", "house 26"), (3, 3, "bad_bots", None)],
)
def test_the_seats_of_a_new_game_are_the_rulesets_and_refused_with_its_rule(
    seats, bots, code, rule
):
    """The numbers of players come from the ruleset (`min_players`, `max_players`), not from
    the API: the refusal names the ruleset's rule, and nothing is created."""
    api, _ = client_for("ann")
    answer = api.post("/api/games/", {"name": "Camlann", "seats": seats, "bots": bots})
    assert answer.status_code == 400, answer.content
    assert (answer.json()["code"], answer.json().get("rule")) == (code, rule)
    assert not Game.objects.exists()
