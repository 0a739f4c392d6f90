"""The host's switch for answers by mail on the game page (issue 32 item 6): the box shows the
game's setting, and unticking or ticking it changes it for everyone (the game view says so)."""

import pytest

from kingdom import services
from kingdom.models import Game

from .helpers import click, log_in, make_user, open_game, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(180),
]


def test_the_host_turns_answers_by_mail_off_and_on(live_server, browsers):
    ann, bors = make_user("ann"), make_user("bors")
    game = services.game_create(host=ann, name="Badon", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=bors)
    services.game_start(game_id=game.pk, user=ann)
    driver = browsers()
    log_in(driver, live_server.url, "ann")
    open_game(driver, live_server.url, game.pk)
    box = wait(driver, lambda d: d.find_elements("css selector", "#mail-replies"))[0]
    assert box.is_selected() is Game.objects.get(pk=game.pk).mail_replies is True
    click(driver, "#mail-replies")
    wait(driver, lambda d: not Game.objects.get(pk=game.pk).mail_replies, message="not turned off")
    wait(driver, lambda d: not d.find_element("css selector", "#mail-replies").is_selected())
    wait(driver, lambda d: "busy" not in d.find_element("tag name", "body").get_attribute("class"))
    click(driver, "#mail-replies")
    wait(driver, lambda d: Game.objects.get(pk=game.pk).mail_replies, message="not turned on")
