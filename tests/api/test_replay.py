"""Issue 30: since your last visit, and replays of the log as a seat may see them (api/replay.py,
kingdom/replay.py, docs/replay.md)."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom import replay, selectors, services
from kingdom.models import Game, Seat
from kingdom.rules.bot import Bot

pytestmark = pytest.mark.django_db


def make_user(name: str):
    return get_user_model().objects.create_user(name, password="a-long-secret-42")


def client(user) -> APIClient:
    api = APIClient()
    api.force_authenticate(user)
    return api


def forget() -> None:
    """A fresh process: no parsed ruleset, state, view or timeline."""
    services.clear_caches()
    selectors._VIEWS.clear()
    replay.clear_cache()


def bot_game(seats: int, rounds: int, *, name: str = "Replay", listed: bool = True, until=None):
    """A game of `seats` (the host's seat played by a bot through the service, the others the
    service's bots), played to the end of `rounds` rounds or until `until(game)`; its bot seats
    are then handed to players: (game, users by seat)."""
    host = make_user(f"{name}-host")
    game = services.game_create(
        host=host, name=name, seats=seats, bots=seats - 1, order="seating", round_limit=rounds,
        listed=listed, turn_hours=None, reply_hours=None, autopilot_after=None,
    )  # fmt: skip
    services.game_start(game_id=game.pk, user=host)
    bot = Bot(name)
    game.refresh_from_db()
    while game.status == Game.Status.ACTIVE and not (until and until(game)):
        action = bot.choose(services.game_state(game), 0)
        services.game_submit_action(game_id=game.pk, user=host, action=action.to_dict())
        game.refresh_from_db()
    users = {0: host}
    for seat in Seat.objects.filter(game=game, is_bot=True):
        users[seat.index] = make_user(f"{name}-{seat.index}")
        seat.user, seat.is_bot = users[seat.index], False
        seat.save()
    return game, users


def test_smoke():
    game, users = bot_game(3, 2)
    api = client(users[1])
    r = api.get(f"/api/games/{game.pk}/replay/?after=-1")
    assert r.status_code == 200, r.content
    body = r.json()
    print(len(body["steps"]), len(r.content), body["summary"])
    assert body["steps"][0]["kind"] == "start"
