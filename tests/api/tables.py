"""A started two-seat game at a physical table, and entries typed into it through the API
(tests of undo and of the cards a table may enter, issue 17)."""

from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.selectors import game_state


def client_for(name):
    user = get_user_model().objects.create_user(name, password="a-long-secret-42")
    api = APIClient()
    api.force_authenticate(user)
    return api


def started_table():
    """A started two-seat table game: ann hosts, bors sits in seat 1."""
    ann, bors = client_for("ann"), client_for("bors")
    created = ann.post(
        "/api/games/",
        {"name": "Badon", "mode": "table", "seats": 2, "order": "seating", "listed": False},
        format="json",
    )
    game_id = created.json()["id"]
    code = Game.objects.get(pk=game_id).invite_code
    assert bors.post(f"/api/games/{game_id}/join/?code={code}").status_code == 201
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    return game_id, ann, bors


def enter(api, game_id, *, seat=None):
    """The next decision, entered through the API (the host for any seat): the bot's choice."""
    game = Game.objects.get(pk=game_id)
    state = game_state(game)
    decision = engine.pending(state)[0]
    action = Bot(f"api:{game.version}").choose(state, decision.seat).to_dict()  # ties end
    action.pop("seat")
    body = {"action": action, "expected_version": game.version}
    if decision.seat is not None:
        body["seat"] = decision.seat
    response = api.post(f"/api/games/{game_id}/actions/", body, format="json")
    assert response.status_code == 200, response.content
    return response.json()
