"""An expert bot's decision thought over by a real worker (issue 33): the request that asks it
commits without it, the `kingdom.play_expert` task it enqueues on commit plays it, as the
seat's bot, with the bots' answers after it."""

import time

import pytest
from django.contrib.auth import get_user_model

from kingdom import services
from kingdom.models import Game, GameAction
from kingdom.rules.bot import Bot

pytestmark = [pytest.mark.celery, pytest.mark.timeout(240)]


def test_a_worker_plays_the_experts_decision_after_the_request(celery_worker):
    ann = get_user_model().objects.create_user("ann")
    game = services.game_create(
        host=ann, name="Expert", seats=2, bots=1, bot_levels=["expert"], order="seating",
        round_limit=3,
    )  # fmt: skip
    services.game_start(game_id=game.pk, user=ann)
    game.refresh_from_db()
    chosen = Bot(0).choose(services.game_state(game), 0)
    services.game_submit_action(game_id=game.pk, user=ann, action=chosen.to_dict())
    stop = time.monotonic() + 60
    while time.monotonic() < stop:
        if GameAction.objects.filter(game=game, author="bot", kind="bid").exists():
            break
        time.sleep(0.2)
    bid = GameAction.objects.get(game=game, author="bot", kind="bid")
    assert bid.seat == 1
    assert Game.objects.get(pk=game.pk).version >= bid.version
