"""The server does what the OpenAPI document says (issue 31): JSON bodies alone (a form or
multipart body is a 415), 401 with `WWW-Authenticate` for no or a bad token and 403 only for a
login that may not, a bad `page_size` refused, a `seat` inside a posted action asked for (never
silently replaced), a part of the profile patched."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


def player(name: str) -> APIClient:
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return api


@pytest.fixture
def started():
    """Ann's started two-seat game against a bot."""
    ann = player("ann")
    game_id = ann.post("/api/games/", {"name": "Contract", "seats": 2, "bots": 1}).json()["id"]
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    return ann, game_id


@pytest.mark.parametrize("media", ["multipart", "form"])
def test_a_form_or_multipart_body_is_refused_with_415(media):
    ann = player("ann")
    body = {"name": "Form", "seats": 2, "bots": 1}
    if media == "form":
        answer = ann.post(
            "/api/games/", "name=Form&seats=2", content_type="application/x-www-form-urlencoded"
        )
    else:
        answer = ann.post("/api/games/", body, format="multipart")
    assert answer.status_code == 415
    assert answer.json()["code"] == "unsupported_media_type"
    login = APIClient().post(
        "/api/auth/token/", {"username": "ann", "password": "x"}, format="multipart"
    )
    assert login.status_code == 415


@pytest.mark.parametrize("header", [None, "Token not-a-token", "Token " + "x" * 41, "Bearer x"])
def test_no_or_a_bad_token_is_a_401_that_says_how_to_log_in(header):
    api = APIClient()
    if header:
        api.credentials(HTTP_AUTHORIZATION=header)
    answer = api.get("/api/me/")
    assert answer.status_code == 401
    assert answer["WWW-Authenticate"] == "Token"
    assert answer.json()["code"] in ("not_authenticated", "authentication_failed")


def test_a_login_that_may_not_is_a_403(started):
    ann, game_id = started
    bob = player("bob")
    answer = bob.post(f"/api/games/{game_id}/pause/")  # the host's alone
    assert answer.status_code in (403, 404)
    assert "WWW-Authenticate" not in answer
    assert ann.get("/api/me/").status_code == 200


@pytest.mark.parametrize("size", ["0", "101", "ten", "-3", "2.5"])
def test_a_bad_page_size_is_a_400_naming_it(size):
    answer = player("ann").get(f"/api/games/?page_size={size}")
    assert answer.status_code == 400
    assert answer.json()["code"] == "bad_query" and "page_size" in answer.json()["message"]


def test_a_good_page_size_is_used():
    ann = player("ann")
    for n in range(3):
        ann.post("/api/games/", {"name": f"G{n}", "seats": 2, "bots": 1})
    assert len(ann.get("/api/games/?page_size=2").json()["results"]) == 2


def _first_action(ann: APIClient, game_id: int) -> dict:
    return ann.get(f"/api/games/{game_id}/legal-actions/").json()["actions"][0]


def test_a_seat_inside_the_action_that_is_not_yours_is_refused(started):
    ann, game_id = started
    action = _first_action(ann, game_id)
    assert action["seat"] == 0
    other = ann.post(f"/api/games/{game_id}/actions/", {"action": {**action, "seat": 1}})
    assert other.status_code == 403 and other.json()["code"] == "not_your_seat"
    mismatch = ann.post(
        f"/api/games/{game_id}/actions/", {"action": {**action, "seat": 0}, "seat": 1}
    )
    assert mismatch.status_code == 400 and mismatch.json()["code"] == "seat_mismatch"
    words = ann.post(f"/api/games/{game_id}/actions/", {"action": {**action, "seat": "0"}})
    assert words.status_code == 400
    # A legal action sent back as listed, its own seat inside, is played.
    assert ann.post(f"/api/games/{game_id}/actions/", {"action": action}).status_code == 200


def test_the_profile_is_patched_in_part():
    ann = player("ann")
    before = ann.get("/api/me/").json()["profile"]
    answer = ann.patch("/api/me/", {"profile": {"digest_hour": 7}})
    assert answer.status_code == 200
    after = answer.json()["profile"]
    assert after["digest_hour"] == 7
    assert {k: v for k, v in after.items() if k != "digest_hour"} == {
        k: v for k, v in before.items() if k != "digest_hour"
    }
    quiet = ann.patch("/api/me/", {"profile": {"quiet_start": "22:00", "quiet_end": "07:30"}})
    assert quiet.json()["profile"]["quiet_start"] == "22:00:00"
