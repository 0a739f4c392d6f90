"""Hardening (issue 16): hostile input is a clear 4xx that creates nothing, never a 500; rate
limits answer 429 with Retry-After; accounts (case-insensitive names, confirmed e-mail, tokens
that expire and can be revoked); the health page keeps its details and its worker round trip
to the operators; unlisted games stay with their seats and invitation holders; a game keeps
the board it began with; gold is public on every record card."""

import json
import socket
import threading
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.core import mail as outbox
from django.db import IntegrityError, connection, transaction
from django.test import Client
from django.utils import timezone
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from kingdom.models import Game, GameAction, IdempotencyKey, Mail, Seat, VerifiedEmail
from kingdom.tasks import send_due_mail

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


def rates(settings, **scopes):
    """Turn on the named rate limits (the suite runs with them off: tests/conftest.py)."""
    rest = dict(settings.REST_FRAMEWORK)
    rest["DEFAULT_THROTTLE_RATES"] = {**rest["DEFAULT_THROTTLE_RATES"], **scopes}
    settings.REST_FRAMEWORK = rest


def two_seat_game(api_a, api_b, **options):
    created = api_a.post(
        "/api/games/", {"name": "Camlann", "seats": 2, "order": "seating", **options}, "json"
    )
    game_id = created.json()["id"]
    code = Game.objects.get(pk=game_id).invite_code
    assert api_b.post(f"/api/games/{game_id}/join/?code={code}").status_code == 201
    assert api_a.post(f"/api/games/{game_id}/start/").status_code == 200
    return game_id


def counts() -> tuple:
    return (
        get_user_model().objects.count(),
        Game.objects.count(),
        Seat.objects.count(),
        GameAction.objects.count(),
        IdempotencyKey.objects.count(),
    )


# -- 1, 4 and the fuzz: every JSON endpoint, hostile bodies -------------------------------------
DEEP_ARRAY = "[" * 1000 + "]" * 1000
DEEP_OBJECT = '{"a":' * 1000 + "1" + "}" * 1000
SURROGATE_VALUE = '{"name": "x", "mode": "\\ud800", "order": "\\udfff", "action": "\\ud800"}'
SURROGATE_KEY = '{"\\ud800": 1}'
HOSTILE = {
    "deep array": DEEP_ARRAY,
    "deep object": DEEP_OBJECT,
    "deep inside a field": '{"action": ' + DEEP_OBJECT + ', "name": ' + DEEP_ARRAY + "}",
    "lone surrogate value": SURROGATE_VALUE,
    "lone surrogate key": SURROGATE_KEY,
}

# Every endpoint that takes a JSON body (method, path; {game} is a running game of the caller).
JSON_ENDPOINTS = [
    ("post", "/api/auth/signup/"),
    ("post", "/api/auth/token/"),
    ("patch", "/api/me/"),
    ("post", "/api/games/"),
    ("post", "/api/games/{game}/join/"),
    ("post", "/api/games/{game}/leave/"),
    ("post", "/api/games/{game}/autopilot/"),
    ("post", "/api/games/{game}/actions/"),
]


@pytest.mark.parametrize("anonymous", [False, True], ids=["token", "anonymous"])
@pytest.mark.parametrize("body", list(HOSTILE.values()), ids=list(HOSTILE))
@pytest.mark.parametrize(("method", "path"), JSON_ENDPOINTS, ids=[p for _, p in JSON_ENDPOINTS])
def test_hostile_json_is_a_clear_400_that_creates_nothing(method, path, body, anonymous):
    ann, user = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors)
    caller = APIClient()
    if not anonymous:
        caller.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    before = counts()
    response = getattr(caller, method)(
        path.format(game=game_id),
        body,
        content_type="application/json",
        HTTP_IDEMPOTENCY_KEY="fuzz-1",
    )
    public = path.startswith("/api/auth/")
    if anonymous and not public:
        assert response.status_code in (401, 403)
    else:
        assert response.status_code == 400, response.content
        answer = response.json()
        assert answer["code"] == "parse_error"
        assert "nested deeper" in answer["message"] or "surrogate" in answer["message"]
    assert counts() == before


def test_a_lone_surrogate_in_a_new_game_is_named_not_a_500():
    ann, _ = client_for("ann")
    for field in ("mode", "order", "name"):
        body = '{"name": "Camlann", "seats": 2, "' + field + '": "\\ud800"}'
        response = ann.post("/api/games/", body, content_type="application/json")
        assert response.status_code == 400, (field, response.content)
        assert "surrogate" in response.json()["message"]
    assert Game.objects.count() == 0


def test_json_as_deep_as_any_real_request_still_parses():
    ann, _ = client_for("ann")
    body = {"profile": {"reminder_hours": [12, 1]}, "email": ""}
    assert ann.patch("/api/me/", body, format="json").status_code == 200


# -- 3 and over-long headers ---------------------------------------------------------------------
def test_an_over_long_idempotency_key_is_400_and_a_100_character_one_works():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors)
    action = {"action": {"kind": "choose_challenger", "challenger": "arthur"}}
    for key in ("k" * 101, "k" * 5000, "clé-unicode", "key with spaces"):
        refused = ann.post(
            f"/api/games/{game_id}/actions/", action, format="json", HTTP_IDEMPOTENCY_KEY=key
        )
        assert refused.status_code == 400, refused.content
        assert refused.json()["code"] == "bad_idempotency_key"
    assert GameAction.objects.filter(game_id=game_id).count() == 0
    ok = ann.post(
        f"/api/games/{game_id}/actions/", action, format="json", HTTP_IDEMPOTENCY_KEY="k" * 100
    )
    assert ok.status_code == 200, ok.content
    again = ann.post(
        f"/api/games/{game_id}/actions/", action, format="json", HTTP_IDEMPOTENCY_KEY="k" * 100
    )
    assert again.json() == ok.json() and GameAction.objects.filter(game_id=game_id).count() == 1


@pytest.mark.parametrize(
    "header",
    [
        {"HTTP_AUTHORIZATION": "Token " + "x" * 20_000},
        {"HTTP_AUTHORIZATION": "Bearer " + "x" * 20_000},
        {"HTTP_IF_NONE_MATCH": '"' + "9" * 20_000 + '"'},
        {"HTTP_IDEMPOTENCY_KEY": "x" * 20_000},
        {"HTTP_X_FORWARDED_FOR": "1." * 10_000},
        {"HTTP_ACCEPT": "application/json;" * 2_000},
    ],
    ids=["token", "bearer", "if-none-match", "idempotency-key", "forwarded-for", "accept"],
)
def test_over_long_headers_are_never_a_500(header):
    ann, user = client_for("ann")
    game_id = ann.post("/api/games/", {"name": "Camlann", "seats": 2}, format="json").json()["id"]
    for method, path in [
        ("get", f"/api/games/{game_id}/"),
        ("get", "/api/games/"),
        ("post", f"/api/games/{game_id}/actions/"),
        ("get", "/api/board/"),
        ("post", "/api/auth/token/"),
        ("get", "/healthz"),
    ]:
        response = getattr(APIClient(), method)(path, **header)
        assert response.status_code < 500, (method, path, response.status_code)


# -- 2 -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("target", ["lobby", "games", "http://evil.example/", "//evil.example/"])
def test_web_sign_up_with_a_next_that_is_no_path_lands_in_the_lobby_logged_in(target):
    web = Client()
    response = web.post(
        f"/signup/?next={target}",
        {"username": "percival", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302 and response["Location"] == "/games/"
    assert web.get("/games/").status_code == 200  # logged in
    assert get_user_model().objects.filter(username="percival").count() == 1


def test_web_sign_up_follows_a_next_that_is_a_path_here():
    web = Client()
    response = web.post(
        "/signup/?next=/settings/",
        {"username": "percival", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert response.status_code == 302 and response["Location"] == "/settings/"


# -- 5 -------------------------------------------------------------------------------------------
def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.django_db(transaction=True)
def test_a_database_outage_is_a_json_503_with_retry_after():
    user = get_user_model().objects.create_user("ann", password=PASSWORD)
    token = Token.objects.create(user=user).key
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert api.get("/api/games/").status_code == 200
    web = Client()
    web.force_login(user)
    saved = dict(connection.settings_dict)
    connection.close()
    closed = str(_closed_port())
    connection.settings_dict.update(HOST="127.0.0.1", PORT=closed)
    try:
        for path in ("/api/games/", "/api/me/", "/api/decks/?game=1"):
            response = api.get(path)
            assert response.status_code == 503, (path, response.content[:200])
            assert response["Content-Type"] == "application/json"
            assert response.json()["code"] == "unavailable"
            assert int(response["Retry-After"]) > 0
        page = web.get("/games/")
        assert page.status_code == 503 and int(page["Retry-After"]) > 0
        health = APIClient().get("/healthz")
        assert health.status_code == 503 and health.json()["database"]["ok"] is False
        assert closed not in json.dumps(health.json())  # issue 11: no host or port
        assert "127.0.0.1" not in json.dumps(health.json())
    finally:
        connection.close()
        connection.settings_dict.update(HOST=saved["HOST"], PORT=saved["PORT"])
    assert api.get("/api/games/").status_code == 200  # back by itself


# -- 6 -------------------------------------------------------------------------------------------
def test_the_token_endpoint_is_throttled_with_retry_after(settings):
    rates(settings, login="5/min")
    get_user_model().objects.create_user("merlin", password=PASSWORD)
    api = APIClient()
    answers = [
        api.post("/api/auth/token/", {"username": "merlin", "password": f"wrong-{n}"}).status_code
        for n in range(5)
    ]
    assert answers == [400] * 5
    right = api.post("/api/auth/token/", {"username": "merlin", "password": PASSWORD})
    assert right.status_code == 429
    assert int(right["Retry-After"]) > 0 and right.json()["code"] == "throttled"


def test_game_creation_is_throttled_per_user(settings):
    rates(settings, create_game="3/hour")
    ann, _ = client_for("ann")
    made = [ann.post("/api/games/", {"name": "g", "seats": 2}).status_code for _ in range(4)]
    assert made == [201, 201, 201, 429] and Game.objects.count() == 3
    assert ann.get("/api/games/").status_code == 200  # reading is not creating


def test_anonymous_and_user_rates_apply_to_every_endpoint(settings):
    rates(settings, anon="3/min", user="4/min")
    spoofed = [
        APIClient().get("/api/board/", HTTP_X_FORWARDED_FOR=f"10.0.0.{n}").status_code
        for n in range(4)
    ]
    assert spoofed == [200] * 3 + [429]  # a forged X-Forwarded-For is no other caller
    ann, _ = client_for("ann")
    assert [ann.get("/api/me/").status_code for _ in range(5)] == [200] * 4 + [429]


def test_sign_ups_are_throttled(settings):
    rates(settings, signup="2/hour")
    answers = [
        APIClient()
        .post("/api/auth/signup/", {"username": f"knight{n}", "password": PASSWORD})
        .status_code
        for n in range(3)
    ]
    assert answers == [201, 201, 429]


@pytest.mark.parametrize("path", ["/login/", "/admin/login/"])
def test_the_log_in_forms_lock_a_name_out_after_wrong_passwords(settings, path):
    settings.AXES_FAILURE_LIMIT = 5
    get_user_model().objects.create_user("merlin", password=PASSWORD, is_staff=True)
    web = Client()
    for n in range(5):
        wrong = web.post(path, {"username": "merlin", "password": f"wrong-{n}"})
        assert wrong.status_code in (200, 429)
    right = web.post(path, {"username": "merlin", "password": PASSWORD})
    assert right.status_code == 429
    assert int(right["Retry-After"]) > 0
    assert "_auth_user_id" not in web.session


def test_behind_a_proxy_a_lock_holds_the_attackers_address_not_the_name(settings):
    """PROXY_COUNT=1: every request comes from the proxy; the address it saw is the caller's."""
    settings.AXES_FAILURE_LIMIT = 3
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    get_user_model().objects.create_user("merlin", password=PASSWORD)
    attacker = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6")
    for n in range(3):
        attacker.post("/login/", {"username": "merlin", "password": f"wrong-{n}"})
    assert attacker.post("/login/", {"username": "merlin", "password": PASSWORD}).status_code == 429
    merlin = Client(REMOTE_ADDR="10.0.0.1", HTTP_X_FORWARDED_FOR="1.2.3.4")
    merlin.post("/login/", {"username": "merlin", "password": PASSWORD})
    assert "_auth_user_id" in merlin.session


def test_wrong_passwords_on_the_token_endpoint_lock_the_name_out_too(settings):
    settings.AXES_FAILURE_LIMIT = 3  # the address's rate limit (THROTTLE_LOGIN) is off here
    get_user_model().objects.create_user("merlin", password=PASSWORD)
    api = APIClient()
    for n in range(3):
        api.post("/api/auth/token/", {"username": "merlin", "password": f"wrong-{n}"})
    locked = api.post("/api/auth/token/", {"username": "merlin", "password": PASSWORD})
    assert locked.status_code == 429 and int(locked["Retry-After"]) > 0
    assert locked.json()["code"] == "throttled" and "failed log-ins" in locked.json()["message"]
    assert not Token.objects.exists()


def test_a_right_password_resets_the_count(settings):
    settings.AXES_FAILURE_LIMIT = 3
    get_user_model().objects.create_user("merlin", password=PASSWORD)
    web = Client()
    for _ in range(2):
        web.post("/login/", {"username": "merlin", "password": "wrong"})
    assert web.post("/login/", {"username": "merlin", "password": PASSWORD}).status_code == 302


# -- 7 -------------------------------------------------------------------------------------------
def test_the_games_list_is_a_cursor_paginated_newest_first(django_assert_num_queries):
    ann, user = client_for("ann")
    for n in range(30):
        Game.objects.create(name=f"g{n}", host=user, ruleset={})
    first = ann.get("/api/games/?page_size=12").json()
    assert [g["name"] for g in first["results"]] == [f"g{n}" for n in range(29, 17, -1)]
    assert first["previous"] is None and "cursor=" in first["next"]
    seen = [g["id"] for g in first["results"]]
    page = first
    while page["next"]:
        page = ann.get(page["next"]).json()
        seen += [g["id"] for g in page["results"]]
    assert len(seen) == len(set(seen)) == 30
    with django_assert_num_queries(2):  # a page of games (and hosts), their seats
        ann.get("/api/games/")
    assert len(ann.get("/api/games/").json()["results"]) == 25  # the default page
    assert ann.get("/api/games/?cursor=not-a-cursor").status_code == 400


def test_the_lobby_pages_through_the_games():
    from pathlib import Path

    _, user = client_for("ann")
    web = Client()
    web.force_login(user)
    assert 'id="more-games-button"' in web.get("/games/").content.decode()
    script = (Path(__file__).parents[2] / "frontend/static/frontend/lobby.js").read_text()
    assert "page.next" in script and "page.results" in script


# -- 8 -------------------------------------------------------------------------------------------
def test_the_database_refuses_a_second_user_of_the_same_name_in_another_case():
    users = get_user_model().objects
    users.create_user("Lancelot", password=PASSWORD)
    with pytest.raises(IntegrityError), transaction.atomic():
        users.create_user("lancelot", password=PASSWORD)
    assert users.count() == 1


@pytest.mark.django_db(transaction=True)
def test_simultaneous_sign_ups_of_one_name_make_one_account_and_clear_400s():
    names = ["tristan", "Tristan", "TRISTAN", "tRistan", "triStan", "TRIstan"] * 2
    barrier = threading.Barrier(len(names))
    answers = []

    def sign_up(name):
        barrier.wait()
        try:
            response = APIClient().post(
                "/api/auth/signup/", {"username": name, "password": PASSWORD}
            )
            answers.append((response.status_code, response.json()))
        finally:
            connection.close()

    threads = [threading.Thread(target=sign_up, args=(n,)) for n in names]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert get_user_model().objects.filter(username__iexact="tristan").count() == 1
    assert sorted(code for code, _ in answers) == [201] + [400] * (len(names) - 1)
    assert all(body["message"] == "username: this name is taken" for c, body in answers if c == 400)


# -- 9 -------------------------------------------------------------------------------------------
def _link(message) -> str:
    return next(line for line in message.body.splitlines() if "/confirm-email/" in line)


def test_mail_goes_only_to_an_address_its_owner_confirmed(django_capture_on_commit_callbacks):
    ann, user = client_for("ann")
    with django_capture_on_commit_callbacks(execute=True):
        assert (
            ann.patch("/api/me/", {"email": "ann@example.org"}, format="json").json()[
                "email_verified"
            ]
            is False
        )
    (confirmation,) = outbox.outbox
    assert confirmation.to == ["ann@example.org"]
    outbox.outbox.clear()
    Mail.objects.create(
        user=user, kind="digest", key="k1", subject="s", body="b", not_before=timezone.now()
    )
    assert send_due_mail() == 0 and outbox.outbox == []  # not confirmed: nothing sent
    assert Mail.objects.get(key="k1").last_error == "the address is not verified"
    page = Client().get(_link(confirmation).replace("http://localhost:8000", ""))
    assert page.status_code == 200 and b"confirmed" in page.content
    assert ann.get("/api/me/").json()["email_verified"] is True
    Mail.objects.create(
        user=user, kind="digest", key="k2", subject="s", body="b", not_before=timezone.now()
    )
    assert send_due_mail() == 1 and outbox.outbox[0].to == ["ann@example.org"]


def test_another_users_address_is_not_mailed_and_a_changed_address_needs_its_own_link(
    django_capture_on_commit_callbacks,
):
    ann, user = client_for("ann", email="ann@example.org")
    VerifiedEmail.objects.create(user=user, email="ann@example.org")
    mallory, mal = client_for("mallory")
    with django_capture_on_commit_callbacks(execute=True):
        mallory.patch("/api/me/", {"email": "ann@example.org"}, format="json")
    link = _link(outbox.outbox[-1])
    Mail.objects.create(
        user=mal, kind="digest", key="m1", subject="s", body="b", not_before=timezone.now()
    )
    outbox.outbox.clear()
    assert send_due_mail() == 0 and outbox.outbox == []  # ann is not mailed for mallory
    # A link confirms the address it was mailed to only while that is still the user's.
    mallory.patch("/api/me/", {"email": "mallory@example.org"}, format="json")
    stale = Client().get(link.replace("http://localhost:8000", ""))
    assert stale.status_code == 400 and b"no longer yours" in stale.content
    assert not VerifiedEmail.objects.filter(user=mal).exists()
    # A changed address is unverified until its own link is followed.
    with django_capture_on_commit_callbacks(execute=True):
        ann.patch("/api/me/", {"email": "ann@camelot.example"}, format="json")
    assert ann.get("/api/me/").json()["email_verified"] is False
    forged = Client().get("/confirm-email/not-a-signed-token/")
    assert forged.status_code == 400 and b"no confirmation link" in forged.content


def test_a_confirmation_link_can_be_asked_for_again(django_capture_on_commit_callbacks):
    ann, _ = client_for("ann", email="ann@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        again = ann.post("/api/me/confirm-email/")
    assert again.status_code == 202 and len(outbox.outbox) == 1
    assert client_for("bors")[0].post("/api/me/confirm-email/").status_code == 400


# -- 10 ------------------------------------------------------------------------------------------
def test_a_token_is_revoked_everywhere_and_expires(settings):
    get_user_model().objects.create_user("merlin", password=PASSWORD)
    first = APIClient().post("/api/auth/token/", {"username": "merlin", "password": PASSWORD})
    key = first.json()["token"]
    script = APIClient()
    script.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    assert script.get("/api/me/").status_code == 200
    assert script.delete("/api/auth/token/").status_code == 204
    revoked = script.get("/api/me/")  # logged out everywhere: log in again (401)
    assert revoked.status_code == 401 and revoked.json()["message"] == "Invalid token."
    assert revoked["WWW-Authenticate"] == "Token"
    assert APIClient().delete("/api/auth/token/").status_code == 401
    # A new log-in gives a new token; it expires after TOKEN_TTL_DAYS.
    second = APIClient().post("/api/auth/token/", {"username": "merlin", "password": PASSWORD})
    key = second.json()["token"]
    script.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    assert script.get("/api/me/").status_code == 200
    Token.objects.filter(key=key).update(created=timezone.now() - timedelta(days=31))
    expired = script.get("/api/me/")
    assert expired.status_code == 401 and "expired" in expired.json()["message"]
    third = APIClient().post("/api/auth/token/", {"username": "merlin", "password": PASSWORD})
    assert third.json()["token"] != key  # an expired token is replaced
    settings.TOKEN_TTL_DAYS = 0  # never expire
    Token.objects.update(created=timezone.now() - timedelta(days=3650))
    script.credentials(HTTP_AUTHORIZATION=f"Token {third.json()['token']}")
    assert script.get("/api/me/").status_code == 200


def test_a_token_is_read_as_drf_reads_it_in_one_query(django_assert_num_queries):
    """The token's read is compiled once per connection (issue 28), not for every request: the
    same SQL as DRF's `TokenAuthentication`, one query a request, and DRF's refusals."""
    user = get_user_model().objects.create_user("kay", password=PASSWORD)
    key = Token.objects.create(user=user).key
    drf = str(Token.objects.select_related("user").filter(key=key).order_by()[:21].query)
    script = APIClient()
    script.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    for _ in range(2):  # compiled, then only its parameter changes
        with django_assert_num_queries(2) as queries:  # the token with its user; the profile
            assert script.get("/api/me/").status_code == 200
        assert queries.captured_queries[0]["sql"].replace(f"'{key}'", key) == drf
    user.is_active = False
    user.save()
    refused = script.get("/api/me/")
    assert refused.status_code == 401 and refused.json()["message"] == "User inactive or deleted."


# -- 11 ------------------------------------------------------------------------------------------
def test_the_worker_round_trip_is_for_operators_and_cached(settings, monkeypatch):
    from config import health

    # The broker is real; no worker runs in this test, so the wait for its answer is replaced.
    assert APIClient().get("/healthz?worker=1").status_code == 403
    staff = Client()
    staff.force_login(get_user_model().objects.create_user("admin", is_staff=True))
    settings.HEALTHZ_TOKEN = "operators-secret"
    calls = []

    class Answer:  # no worker in this test: the broker is real, the answer is not awaited
        def get(self, timeout):
            calls.append(timeout)
            raise TimeoutError("no worker")

    monkeypatch.setattr("kingdom.tasks.ping.delay", lambda token: Answer())
    bearer = APIClient().get("/healthz?worker=1", HTTP_AUTHORIZATION="Bearer operators-secret")
    assert bearer.status_code == 503 and bearer.json()["worker"]["ok"] is False
    assert "no worker" in bearer.json()["worker"]["error"]
    again = staff.get("/healthz?worker=1")
    assert again.json()["worker"]["cached"] is True and len(calls) == 1
    assert health.WORKER_CACHE_SECONDS <= 60
    wrong = APIClient().get("/healthz?worker=1", HTTP_AUTHORIZATION="Bearer guess")
    assert wrong.status_code == 403


# -- 12, 13, 15 ----------------------------------------------------------------------------------
def test_pages_carry_a_content_security_policy_without_inline_script():
    import re

    ann, user = client_for("ann")
    web = Client()
    web.force_login(user)
    game_id = ann.post("/api/games/", {"name": "g", "seats": 2}, format="json").json()["id"]
    pages = ["/", "/games/", f"/games/{game_id}/", "/settings/", f"/games/{game_id}/record/"]
    for path in [*pages, "/api/docs/", "/login/", "/signup/", "/admin/login/"]:
        response = (Client() if "login" in path or "signup" in path else web).get(path)
        assert response.status_code == 200, path
        policy = response["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "unsafe-inline" not in policy, path
        assert "camera=()" in response["Permissions-Policy"]
        html = response.content.decode()
        for tag in re.findall(r"<script\b[^>]*>", html):
            assert "src=" in tag or 'type="application/json"' in tag, (path, tag)
        assert "cdn.jsdelivr" not in html and "unpkg" not in html, path


def test_swagger_ui_is_served_from_this_server():
    docs = Client().get("/api/docs/").content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/" in docs
    script = Client().get("/api/docs/?script=")
    assert script.status_code == 200 and b"SwaggerUIBundle" in script.content


def test_tzdata_is_a_pinned_requirement():
    from importlib.metadata import version
    from pathlib import Path

    root = Path(__file__).parents[2]
    pinned = f"tzdata=={version('tzdata')}"
    assert pinned in (root / "requirements.in").read_text().splitlines()
    assert f"{pinned} \\" in (root / "requirements.txt").read_text().splitlines()  # the lock


# -- 16 ------------------------------------------------------------------------------------------
def test_a_game_serves_the_board_it_began_with():
    from pathlib import Path

    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors)
    game = Game.objects.get(pk=game_id)
    castle = game.ruleset["board"]["castles"][0]
    castle["name"] = "A castle of this game only"
    game.ruleset["challengers"][0]["name"] = "A challenger of this game only"
    game.save()
    today = ann.get("/api/board/").json()
    assert today["board"]["castles"][0]["name"] != "A castle of this game only"
    frozen = ann.get(f"/api/board/?game={game_id}")
    assert frozen.status_code == 200
    assert frozen.json()["board"]["castles"][0]["name"] == "A castle of this game only"
    assert frozen.json()["challengers"][0]["name"] == "A challenger of this game only"
    assert frozen["ETag"] != ann.get("/api/board/")["ETag"]
    assert frozen["Cache-Control"].startswith("private")
    assert ann.get("/api/board/?game=x").status_code == 400
    assert ann.get("/api/board/?game=99999999").status_code == 404
    static = Path(__file__).parents[2] / "frontend/static/frontend"
    for page in ("game.js", "record.js"):
        script = (static / page).read_text()
        assert 'get("/api/board/")' not in script and "/api/board/?" in script, page


# -- 17 ------------------------------------------------------------------------------------------
def test_an_unlisted_game_is_seen_by_its_seats_and_invitation_holders_only():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors, listed=False)
    game = Game.objects.get(pk=game_id)
    mallory, _ = client_for("mallory")
    staff, _ = client_for("kay", is_staff=True)
    reads = [
        f"/api/games/{game_id}/",
        f"/api/games/{game_id}/events/",
        f"/api/games/{game_id}/record-cards/",
        f"/api/games/{game_id}/dice/",
        f"/api/games/{game_id}/odds/?attacker_knights=1&defender_knights=1"
        "&attacker_footsoldiers=0&defender_footsoldiers=0",
        f"/api/decks/?game={game_id}",
        f"/api/board/?game={game_id}",
    ]
    for path in reads:
        for outsider in (mallory, APIClient()):
            refused = outsider.get(path)
            assert refused.status_code in (401, 403, 404), (path, refused.status_code)
            assert str(game.invite_code) not in refused.content.decode()
        assert mallory.get(path).status_code == 404, path  # as for no game at all
        assert APIClient().get(path).status_code in (401, 403, 404), path
        sep = "&" if "?" in path else "?"
        assert mallory.get(f"{path}{sep}code={game.invite_code}").status_code == 200, path
        assert mallory.get(f"{path}{sep}code=wrong-code").status_code == 404, path
        for seat in (ann, bors, staff):
            assert seat.get(path).status_code == 200, path
    anonymous_decks = APIClient().get(f"/api/decks/?game={game_id}")
    assert anonymous_decks.status_code == 404
    assert anonymous_decks.json() == APIClient().get("/api/decks/?game=999999").json() | {
        "message": f"no game {game_id}"
    }
    listed = two_seat_game(ann, bors)
    assert mallory.get(f"/api/games/{listed}/").status_code == 200  # a spectator of a listed one
    assert APIClient().get(f"/api/decks/?game={listed}").status_code == 200


def test_a_replacement_invitation_lets_its_holder_see_the_game():
    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors, listed=False)
    offered = ann.post(f"/api/games/{game_id}/seats/1/replace/").json()
    dora, _ = client_for("dora")
    assert dora.get(f"/api/games/{game_id}/").status_code == 404
    assert dora.get(f"/api/games/{game_id}/?code={offered['code']}").status_code == 200


# -- 18 ------------------------------------------------------------------------------------------
def test_every_record_card_shows_its_seats_gold_to_everyone():
    from pathlib import Path

    ann, _ = client_for("ann")
    bors, _ = client_for("bors")
    game_id = two_seat_game(ann, bors)
    for viewer in (ann, bors, client_for("spectator")[0]):
        cards = viewer.get(f"/api/games/{game_id}/record-cards/").json()
        view = viewer.get(f"/api/games/{game_id}/").json()["state"]
        for card in cards:
            assert isinstance(card["gold"], int) and card["coins"], card
            assert card["gold"] == view["players"][card["seat"]]["gold"]
            assert any(e["field"] == "gold" for e in card["entries"]), card
    root = Path(__file__).parents[2]
    assert "gold is public" in (root / "docs/house-rules.md").read_text().lower()


# -- 12 ------------------------------------------------------------------------------------------
def test_the_deploy_check_is_clean_with_the_readmes_production_settings(tmp_path):
    """`manage.py check --deploy` fails on any warning with the production variables of
    docs/production.md: DEBUG off, HTTPS redirect and HSTS on."""
    import os
    import secrets
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).parents[2]
    production = (root / "docs" / "production.md").read_text()
    assert "SECURE_SSL_REDIRECT=true SECURE_HSTS_SECONDS=31536000" in production
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("SECURE_", "DEBUG"))},
        "SECRET_KEY": secrets.token_urlsafe(50),
        "DEBUG": "false",
        "ALLOWED_HOSTS": "kingdom.example.org",
        "SECURE_SSL_REDIRECT": "true",
        "SECURE_HSTS_SECONDS": "31536000",
        "KINGDOM_VAR_DIR": str(tmp_path),
    }
    check = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert "no issues" in check.stdout
    # Without them the check names what is missing.
    env.pop("SECURE_HSTS_SECONDS")
    warned = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert warned.returncode != 0 and "security.W004" in warned.stderr


def test_the_deploy_check_refuses_a_cache_in_a_redis_database_of_celerys():
    """Issue 28: CACHE_URL in the results' (or the broker's) Redis database is an error of
    `check --deploy` (kingdom.E001), which `deploy/production.sh setup` runs."""
    from config.checks import cache_apart_from_celery, shared_with_celery

    broker, results = "redis://redis:6379/0", "redis://redis:6379/1"
    assert shared_with_celery("redis://redis:6379/1", broker, results) == [
        "result backend (CELERY_RESULT_BACKEND)"
    ]
    assert shared_with_celery("redis://redis/0", broker, results) == ["broker (CELERY_BROKER_URL)"]
    assert shared_with_celery("redis://redis:6379/2", broker, results) == []
    assert shared_with_celery("redis://other:6379/1", broker, results) == []
    assert shared_with_celery("locmemcache://", broker, results) == []
    assert cache_apart_from_celery(None) == []  # the suite's own settings
