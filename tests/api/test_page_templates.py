"""The pages show no template syntax: Django's `{# … #}` comment ends on its own line, so one
spread over two lines is printed as text (the lobby's form once opened with a developer's
note about GET /api/games/defaults/)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db

TEMPLATE_SYNTAX = re.compile(r"\{#|#\}|\{%|%\}")


def test_no_page_shows_template_syntax():
    user = get_user_model().objects.create_user("ann", password="a-long-secret-42")
    web = Client()
    web.force_login(user)
    game_id = web.post(
        "/api/games/",
        {"name": "g", "mode": "table", "players": [{"name": "Ann"}, {"name": "Bors"}]},
        content_type="application/json",
    ).json()["id"]
    pages = ["/", "/games/", f"/games/{game_id}/", "/settings/", f"/games/{game_id}/record/"]
    for path in [*pages, "/login/", "/signup/", "/rules/"]:
        response = (Client() if path in ("/login/", "/signup/") else web).get(path)
        assert response.status_code == 200, path
        assert not TEMPLATE_SYNTAX.search(response.content.decode()), path
