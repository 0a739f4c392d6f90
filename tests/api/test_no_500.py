"""The remaining 500s of issue 26 (items 5–11): every hostile input is a clear 4xx naming the
problem, on the API and the pages."""

import base64
import os
import re
import threading
from pathlib import Path
from types import SimpleNamespace
from unittest.mock import patch

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client
from rest_framework.test import APIClient

from api.throttles import UserThrottle
from kingdom.models import Game, Profile

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-secret-42"


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def client_for(name, **extra):
    user = get_user_model().objects.create_user(name, password=PASSWORD, **extra)
    api = APIClient()
    api.force_authenticate(user)
    return api, user


# -- 5: a time zone is a name in the zone database, never a folder or a long path -------------
@pytest.mark.parametrize("zone", ["Europe", "Asia", "US", "Etc", "x" * 300, "../../etc/passwd"])
def test_a_time_zone_that_is_no_zone_is_a_400_naming_the_field(zone):
    ann, user = client_for("ann")
    answer = ann.patch("/api/me/", {"profile": {"time_zone": zone}}, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["message"].startswith("time_zone: ")
    assert not Profile.objects.filter(user=user).exclude(time_zone="UTC").exists()


def test_a_real_time_zone_is_kept():
    ann, user = client_for("ann")
    answer = ann.patch("/api/me/", {"profile": {"time_zone": "Europe/London"}}, format="json")
    assert answer.status_code == 200, answer.content
    assert Profile.objects.get(user=user).time_zone == "Europe/London"


# -- 6: a log-in with a name longer than any column (django-axes records failed log-ins) ------
LONG_NAME = "m" * 300


@pytest.mark.parametrize("path", ["/login/", "/admin/login/"])
def test_a_log_in_form_with_a_300_character_name_is_a_failed_log_in(path):
    answer = Client().post(path, {"username": LONG_NAME, "password": "whatever"})
    assert answer.status_code == 200  # the form again, with its message
    assert "_auth_user_id" not in answer.client.session
    assert not answer.context["form"].is_valid()


def test_the_token_endpoint_with_a_300_character_name_is_a_400():
    answer = APIClient().post("/api/auth/token/", {"username": LONG_NAME, "password": "x"})
    assert answer.status_code == 400, answer.content
    assert answer.json()["code"] == "invalid"
    assert answer.json()["message"] == "Unable to log in with provided credentials."


def test_failed_log_ins_with_long_names_still_count_towards_a_lock(settings):
    settings.AXES_FAILURE_LIMIT = 3
    api = APIClient()
    for n in range(3):
        api.post("/api/auth/token/", {"username": LONG_NAME, "password": f"wrong-{n}"})
    locked = api.post("/api/auth/token/", {"username": LONG_NAME, "password": "x"})
    assert locked.status_code == 429


# -- 7: a cursor this server did not give --------------------------------------------------------
def cursor(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


CURSORS = [cursor("p=abc"), cursor("p=1.5"), cursor("o=x"), "nonsense"]


@pytest.mark.parametrize("given", CURSORS)
@pytest.mark.parametrize("listing", ["games", "messages"])
def test_a_crafted_cursor_is_a_400_naming_it(given, listing):
    ann, _ = client_for("ann")
    game_id = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, "json").json()["id"]
    path = "/api/games/" if listing == "games" else f"/api/games/{game_id}/messages/"
    answer = ann.get(path, {"cursor": given})
    assert (answer.status_code, answer.json()) == (
        400,
        {
            "code": "bad_query",
            "message": "cursor: not a cursor from this list's `next` or `previous` link",
            "rule": None,
        },
    )


def test_a_cursor_the_server_gave_still_pages():
    ann, _ = client_for("ann")
    for n in range(3):
        ann.post("/api/games/", {"name": f"Camlann {n}", "seats": 2}, "json")
    first = ann.get("/api/games/", {"page_size": 2}).json()
    second = ann.get(first["next"]).json()
    assert len(first["results"]) == 2 and len(second["results"]) == 1
    beyond = ann.get("/api/games/", {"cursor": cursor(f"p={10**30}")})  # beyond any id: all
    assert beyond.status_code == 200 and len(beyond.json()["results"]) == 3


# -- 9: every /api/ error is JSON: an oversized body, a chunked one ------------------------------
BIG = '{"name": "' + "x" * (3 * 1024 * 1024) + '", "seats": 2}'  # beyond Django's 2.5 MB


@pytest.mark.parametrize(
    ("method", "path"),
    [("post", "/api/games/"), ("patch", "/api/me/"), ("post", "/api/auth/token/")],
)
def test_an_oversized_body_is_a_json_413(method, path):
    ann, _ = client_for("ann")
    answer = getattr(ann, method)(path, BIG, content_type="application/json")
    assert answer.status_code == 413, answer.content[:300]
    assert answer["Content-Type"] == "application/json"
    assert answer.json()["code"] == "too_large"
    assert "2.5 MB" in answer.json()["message"]


def test_a_chunked_body_is_refused_with_a_json_411_and_creates_nothing():
    """gunicorn passes a chunked body without CONTENT_LENGTH, which Django's WSGI request then
    reads as empty: a new game would have been made of no fields."""
    ann, _ = client_for("ann")
    answer = ann.generic(
        "POST",
        "/api/games/",
        '{"name": "Camlann", "seats": 2}',
        content_type="application/json",
        CONTENT_LENGTH="",
        HTTP_TRANSFER_ENCODING="chunked",
    )
    assert (answer.status_code, answer.json()) == (
        411,
        {
            "code": "length_required",
            "message": "a body needs a Content-Length (chunked bodies are not read)",
            "rule": None,
        },
    )
    assert not Game.objects.exists()


def test_a_body_with_its_length_is_read_as_ever():
    ann, _ = client_for("ann")
    answer = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, "json")
    assert answer.status_code == 201


# -- 10: every read of a game, in every status of the game ---------------------------------------
GAME_READS = [
    "",
    "legal-actions/",
    "reachable/?origin=K14",
    "reachable/?origin=K14&knights=1&challenger=true",
    "odds/?attacker_knights=2&attacker_footsoldiers=1&defender_knights=1&defender_footsoldiers=3",
    "record-cards/",
    "ledger/",
    "events/",
    "events/?after=0",
    "dice/",
    "messages/",
]


def game_in(status: str):
    """A two-seat game of Ann's and Bors's, open, started, paused or finished."""
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, "json").json()["id"]
    assert bors.post(f"/api/games/{game_id}/join/").status_code == 201
    if status != "open":
        assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    if status == "paused":
        assert ann.post(f"/api/games/{game_id}/pause/").status_code == 200
    if status == "finished":
        Game.objects.filter(pk=game_id).update(status=Game.Status.FINISHED)
    return ann, game_id


@pytest.mark.parametrize("read", GAME_READS)
@pytest.mark.parametrize("status", ["open", "active", "paused", "finished"])
def test_every_read_of_a_game_answers_in_every_status(status, read):
    ann, game_id = game_in(status)
    answer = ann.get(f"/api/games/{game_id}/{read}")
    assert answer.status_code < 500 and answer["Content-Type"] == "application/json"
    if answer.status_code != 200:  # only a question the game cannot answer: a move of nobody
        assert (read, answer.json()["message"]) == (
            "reachable/?origin=K14",
            "name the knights, footsoldiers or challenger that move",
        )


def test_nothing_is_reachable_in_a_game_not_yet_started_as_nothing_is_legal():
    ann, game_id = game_in("open")
    assert ann.get(f"/api/games/{game_id}/legal-actions/").json() == {"pending": [], "actions": []}
    answer = ann.get(f"/api/games/{game_id}/reachable/", {"origin": "K14"})
    assert answer.json() == {"origin": "K14", "reachable": {}, "free_move_cards": 0, "refused": {}}


# -- 11: an unlisted game's existence never shows to an outsider, writes included ----------------
def writes(game_id: int) -> list[tuple[str, str, dict | None]]:
    """Every write of a game but joining it (which an invitation's code opens)."""
    action = {"action": {"kind": "choose_challenger", "challenger": "mark"}}
    return [
        ("post", f"/api/games/{game_id}/start/", None),
        ("post", f"/api/games/{game_id}/leave/", {"days": 1}),
        ("delete", f"/api/games/{game_id}/leave/", None),
        ("post", f"/api/games/{game_id}/pause/", None),
        ("post", f"/api/games/{game_id}/resume/", None),
        ("post", f"/api/games/{game_id}/autopilot/", {"on": True}),
        ("post", f"/api/games/{game_id}/seats/1/replace/", None),
        ("post", f"/api/games/{game_id}/actions/", action),
        ("post", f"/api/games/{game_id}/undo/", {"expected_version": 1}),
        ("post", f"/api/games/{game_id}/messages/", {"text": "hello"}),
        ("post", f"/api/games/{game_id}/messages/read/", {"up_to": 1}),
        ("post", f"/api/games/{game_id}/messages/1/hide/", None),
        ("delete", f"/api/games/{game_id}/messages/1/hide/", None),
        ("post", f"/api/games/{game_id}/messages/1/report/", {"reason": "rude"}),
        ("post", f"/api/games/{game_id}/seats/1/mute/", None),
        ("delete", f"/api/games/{game_id}/seats/1/mute/", None),
    ]


def unlisted(status: str, listed: bool = False) -> int:
    ann, _ = client_for(f"ann{status}{listed}")
    bors, _ = client_for(f"bors{status}{listed}")
    created = ann.post("/api/games/", {"name": "Camlann", "seats": 2, "listed": listed}, "json")
    game_id = created.json()["id"]
    code = Game.objects.get(pk=game_id).invite_code
    assert bors.post(f"/api/games/{game_id}/join/?code={code}").status_code == 201
    if status != "open":
        assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    if status == "paused":
        assert ann.post(f"/api/games/{game_id}/pause/").status_code == 200
    return game_id


@pytest.mark.parametrize("status", ["open", "active", "paused"])
def test_every_write_to_an_unlisted_game_by_an_outsider_is_a_404_as_for_no_game(status):
    game_id = unlisted(status)
    mallory, _ = client_for("mallory")
    for method, path, body in writes(game_id):
        answer = getattr(mallory, method)(path, body, format="json")
        assert (answer.status_code, answer.json()) == (
            404,
            {"code": "not_found", "message": f"no game {game_id}", "rule": None},
        ), (method, path, answer.json())


def test_an_outsider_of_a_listed_game_is_still_told_why():
    game_id = unlisted("active", listed=True)
    mallory, _ = client_for("mallory")
    refused = mallory.post(f"/api/games/{game_id}/pause/")
    assert refused.status_code == 403


# -- 11: the per-user rate limit counts exactly, with clients in parallel ------------------------
def redis_cache() -> dict:
    """A cache on the test's Redis (its own database: clearing it clears nothing else)."""
    url = os.environ.get("CELERY_BROKER_URL", "")
    if not url.startswith("redis://"):
        pytest.skip("no Redis here")
    worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw"))
    location = re.sub(r"/\d*$", "", url) + f"/{63 - worker}"
    return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": location}


@pytest.mark.parametrize("backend", ["locmem", "redis"])
def test_the_user_rate_lets_exactly_its_number_through_from_eight_clients(settings, backend):
    if backend == "redis":
        settings.CACHES = {"default": redis_cache()}
    cache.clear()
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = {**rest["DEFAULT_THROTTLE_RATES"], "user": "600/min"}
    settings.REST_FRAMEWORK = rest
    request = SimpleNamespace(user=SimpleNamespace(pk=7, is_authenticated=True), META={})
    allowed = []
    barrier = threading.Barrier(8)

    def client():
        barrier.wait()
        allowed.append(sum(UserThrottle().allow_request(request, None) for _ in range(650 // 8)))

    threads = [threading.Thread(target=client) for _ in range(8)]
    with patch.object(UserThrottle, "timer", lambda self: 1_000_000.0):  # one window
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    cache.clear()
    assert 8 * (650 // 8) == 648 and sum(allowed) == 600


def test_beyond_the_rate_the_answer_is_429_until_the_window_ends(settings):
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = {**rest["DEFAULT_THROTTLE_RATES"], "user": "3/min"}
    settings.REST_FRAMEWORK = rest
    ann, _ = client_for("ann")
    answers = [ann.get("/api/me/") for _ in range(4)]
    assert [a.status_code for a in answers] == [200, 200, 200, 429]
    assert 1 <= int(answers[-1]["Retry-After"]) <= 60


# -- 11: a name logs in whatever its case, as it is unique whatever its case ---------------------
@pytest.mark.parametrize("typed", ["Ann", "ANN", "ann"])
def test_log_in_ignores_the_names_case_on_every_path(typed):
    get_user_model().objects.create_user("ann", password=PASSWORD, is_staff=True)
    token = APIClient().post("/api/auth/token/", {"username": typed, "password": PASSWORD})
    assert token.status_code == 200, token.content
    for path in ("/login/", "/admin/login/"):
        web = Client()
        assert web.post(path, {"username": typed, "password": PASSWORD}).status_code == 302
        assert web.session["_auth_user_id"] == str(get_user_model().objects.get().pk)


def test_a_wrong_password_in_any_case_is_refused_and_counts_towards_one_lock(settings):
    settings.AXES_FAILURE_LIMIT = 3
    get_user_model().objects.create_user("ann", password=PASSWORD)
    web = Client()
    answers = [web.post("/login/", {"username": n, "password": "wrong"}) for n in ("Ann", "ANN")]
    assert [a.status_code for a in answers] == [200, 200]  # the form again, its message
    assert web.post("/login/", {"username": "aNN", "password": "wrong"}).status_code == 429
    assert web.post("/login/", {"username": "ann", "password": PASSWORD}).status_code == 429


# -- a game's settings are bounded too: 10^30 rounds once bricked a game -----------------------
@pytest.mark.parametrize("limit", [10**30, 1001, 0])
def test_a_round_limit_beyond_its_bounds_is_a_400_naming_it(limit):
    ann, _ = client_for("ann")
    answer = ann.post(
        "/api/games/", {"name": "x", "seats": 3, "bots": 2, "round_limit": limit}, format="json"
    )
    assert answer.status_code == 400, answer.content
    assert "round_limit" in answer.json()["message"]
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    ("limit", "message"),
    [
        ("0", "limit: Ensure this value is greater than or equal to 1."),
        ("501", "limit: Ensure this value is less than or equal to 500."),
    ],
)
def test_an_events_limit_outside_1_to_500_is_a_400_and_the_bound_is_in_openapi(limit, message):
    """Issue 35: `limit=0` was taken as 1; docs/api.md says 1–500, and so does the schema."""
    ann, _ = client_for("ann")
    game_id = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, "json").json()["id"]
    answer = ann.get(f"/api/games/{game_id}/events/", {"limit": limit})
    assert (answer.status_code, answer.json()) == (
        400,
        {"code": "bad_query", "message": message, "rule": None},
    )
    assert ann.get(f"/api/games/{game_id}/events/", {"limit": "500"}).status_code == 200
    schema = ann.get("/api/schema/?format=json").json()
    (parameter,) = [
        p
        for p in schema["paths"]["/api/games/{game_id}/events/"]["get"]["parameters"]
        if p["name"] == "limit"
    ]
    assert (parameter["schema"]["minimum"], parameter["schema"]["maximum"]) == (1, 500)


# -- found by scripts/probe.py: an id beyond the database's, on the action POST's batched reads --
@pytest.mark.parametrize("game_id", [10**30, 10**400, 2**63], ids=["10^30", "10^400", "2^63"])
@pytest.mark.parametrize("cached", [False, True])
def test_an_action_for_a_game_id_beyond_any_column_is_a_404(game_id, cached):
    """The action POST with an Idempotency-Key reads the game in one batched round trip
    (kingdom.batched), whose SELECTs are compiled once per connection: an id no bigint holds
    (a 10^400 in the path) made Django's compiler raise EmptyResultSet, a 500, on a connection
    that had not compiled them yet. It is the 404 of a game that does not exist, cached or not."""
    from django.db import connection

    ann, _ = client_for("ann")
    if cached:  # a real game's action compiled the batched reads on this connection
        act_with_key(ann, 10**6)
    else:
        connection.__dict__.pop("kingdom_selects", None)
    answer = act_with_key(ann, game_id)
    assert answer.status_code == 404, answer.content
    assert answer.json()["code"] == "not_found"


def act_with_key(api, game_id):
    return api.post(
        f"/api/games/{game_id}/actions/",
        {"action": {"kind": "end_turn"}},
        format="json",
        HTTP_IDEMPOTENCY_KEY=f"probe-{game_id % 1000}",
    )


# -- the hostile probe (scripts/probe.py, `make probe`) -------------------------------------------
def test_the_probe_reads_only_components_the_served_document_has():
    """The probe looks some components up by name; a renamed one (`ActionRequest` became
    `ActionRequestRequest` once requests had their own components) crashed it after its set-up,
    so `make probe` checked nothing. Every name it looks up is served."""
    probe = (Path(__file__).resolve().parents[2] / "scripts" / "probe.py").read_text()
    named = set(re.findall(r'components\["(\w+)"\]', probe))
    served = Client().get("/api/schema/?format=json").json()["components"]["schemas"]
    assert named and named <= set(served), named - set(served)
