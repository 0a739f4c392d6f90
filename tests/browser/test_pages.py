"""The pages' Django side without a browser: sign-up, log-in, log-out, the login wall, the CSRF
cookie the ES modules send back, and the static modules themselves."""

import pytest
from django.contrib.auth import get_user_model

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-secret-42"


def test_sign_up_creates_the_user_logs_him_in_and_opens_the_lobby(client):
    response = client.post(
        "/signup/", {"username": "gawain", "password1": PASSWORD, "password2": PASSWORD}
    )
    assert response.status_code == 302 and response["Location"] == "/games/"
    assert get_user_model().objects.filter(username="gawain").exists()
    lobby = client.get("/games/")
    assert lobby.status_code == 200
    assert b'Logged in as <strong id="nav-user"><bdi>gawain</bdi></strong>' in lobby.content


def test_sign_up_shows_the_form_errors(client):
    get_user_model().objects.create_user("gawain", password=PASSWORD)
    response = client.post(
        "/signup/", {"username": "Gawain", "password1": PASSWORD, "password2": "other-42-x"}
    )
    assert response.status_code == 200
    assert b"field-error" in response.content
    assert get_user_model().objects.count() == 1


def test_sign_up_follows_a_safe_next_only(client):
    data = {"username": "bors", "password1": PASSWORD, "password2": PASSWORD}
    response = client.post("/signup/?next=/games/3/", data)
    assert response["Location"] == "/games/3/"
    client.logout()
    data["username"] = "kay"
    response = client.post("/signup/?next=https://evil.example/", data)
    assert response["Location"] == "/games/"


def test_the_game_pages_need_a_login(client):
    for path in ("/games/", "/games/1/", "/games/1/record/", "/settings/"):
        response = client.get(path)
        assert response.status_code == 302
        assert response["Location"] == f"/login/?next={path}"


def test_log_in_and_out(client):
    get_user_model().objects.create_user("ann", password=PASSWORD)
    assert client.get("/login/").status_code == 200
    response = client.post("/login/?next=/games/2/", {"username": "ann", "password": PASSWORD})
    assert response["Location"] == "/games/2/"
    assert client.get("/games/").status_code == 200
    out = client.post("/logout/")
    assert out.status_code == 302 and out["Location"] == "/"
    assert client.get("/games/").status_code == 302


def test_the_game_page_sets_the_csrf_cookie_and_loads_its_module(client):
    user = get_user_model().objects.create_user("ann", password=PASSWORD)
    client.force_login(user)
    page = client.get("/games/7/")
    assert page.status_code == 200
    assert "csrftoken" in page.cookies
    assert b'<script id="game-id" type="application/json">7</script>' in page.content
    assert b'type="module" src="/static/frontend/game.js"' in page.content
    record = client.get("/games/7/record/")
    assert b"frontend/print.css" in record.content and b'media="print"' in record.content


@pytest.mark.parametrize(
    "name",
    [
        "absence.js",
        "api.js",
        "events.js",
        "game.js",
        "game/state.js",
        "game/move.js",
        "game/render.js",
        "lobby.js",
        "map.js",
        "map/geometry.js",
        "map/board.js",
        "map/overlay.js",
        "map/targets.js",
        "map/chooser.js",
        "map/zoom.js",
        "panels.js",
        "panels/common.js",
        "panels/allegiance.js",
        "panels/battles.js",
        "panels/debts.js",
        "panels/jousts.js",
        "panels/offers.js",
        "panels/quests.js",
        "panels/table.js",
        "panels/turn.js",
        "record.js",
        "settings.js",
        "ui.js",
        "kingdom.css",
        "print.css",
        "favicon.svg",
    ],
)
def test_the_static_files_are_served(client, name):
    response = client.get(f"/static/frontend/{name}")
    assert response.status_code == 200
    body = b"".join(response.streaming_content) if response.streaming else response.content
    assert body
