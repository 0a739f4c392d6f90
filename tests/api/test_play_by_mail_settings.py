"""Play by mail (issue 32), its switches: a player turns reply-to-play off in his settings
(PATCH /api/me/), the host turns it off for a game (POST /api/games/{id}/mail-replies/)."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Game, Profile
from kingdom.services import game_create

pytestmark = pytest.mark.django_db


def client_for(name):
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    return user, api


def test_a_player_turns_answers_by_mail_off_and_on():
    ann, api = client_for("ann")
    assert api.get("/api/me/").json()["profile"]["reply_by_mail"] is True  # on by default
    response = api.patch("/api/me/", {"profile": {"reply_by_mail": False}}, format="json")
    assert response.status_code == 200, response.content
    assert Profile.objects.get(user=ann).reply_by_mail is False
    bad = api.patch("/api/me/", {"profile": {"reply_by_mail": "perhaps"}}, format="json")
    assert bad.status_code == 400 and "reply_by_mail" in str(bad.content)


def test_only_the_host_turns_answers_by_mail_off_for_his_game():
    ann, host = client_for("ann")
    bors, other = client_for("bors")
    game = game_create(host=ann, name="Badon", seats=2)
    url = f"/api/games/{game.pk}/mail-replies/"
    assert other.post(url, {"on": False}, format="json").status_code == 403
    assert host.post(url, {"on": "maybe"}, format="json").status_code == 400
    response = host.post(url, {"on": False}, format="json")
    assert response.status_code == 200 and response.json() == {"on": False}
    assert Game.objects.get(pk=game.pk).mail_replies is False
    assert host.post(f"/api/games/{game.pk + 999}/mail-replies/", {"on": True}).status_code == 404
