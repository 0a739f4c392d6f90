"""A decision's forecast through the API (issue 18): the deciding seat's own decisions carry
what each choice costs him, as the engine works it out and as the document types it; nobody
else's view of them does."""

import pytest

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.selectors import game_state

from .test_typed_api import Schema, client_for

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def test_a_bid_carries_its_forecast_for_the_bidder_only():
    ann, bors = client_for("ann"), client_for("bors")
    created = ann.post(
        "/api/games/", {"name": "Purse", "seats": 2, "order": "seating"}, format="json"
    )
    game_id = created.json()["id"]
    bors.post(f"/api/games/{game_id}/join/")
    ann.post(f"/api/games/{game_id}/start/")
    for seat, (client, key) in enumerate(((ann, "arthur"), (bors, "lot"))):
        version = Game.objects.get(pk=game_id).version
        action = {"kind": "choose_challenger", "challenger": key}
        answer = client.post(
            f"/api/games/{game_id}/actions/",
            {"action": action, "expected_version": version},
            format="json",
        )
        assert answer.status_code == 200, (seat, answer.content)
    legal = ann.get(f"/api/games/{game_id}/legal-actions/")
    Schema(ann).check(legal, "/api/games/{game_id}/legal-actions/")
    (mine,) = [d for d in legal.json()["pending"] if d["seat"] == 0]
    state = game_state(Game.objects.get(pk=game_id))
    (expected,) = [d for d in engine.pending_view(state, 0) if d["seat"] == 0]
    assert mine["forecast"] == expected["forecast"]
    assert mine["forecast"]["gold"] == 500 and mine["forecast"]["warn_turns"] == 2
    # Bors's view of the game shows Ann's decision without her forecast, and his own with his.
    pending = bors.get(f"/api/games/{game_id}/").json()["state"]["pending"]
    assert {d["seat"]: "forecast" in d for d in pending} == {0: False, 1: True}
