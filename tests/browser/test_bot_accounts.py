"""Bot accounts on the pages (issue 31): Rover's owner marks it a bot account in his settings;
Ann, hosting an open game, invites it by its name from the game's page (a bad name first, whose
problem is shown beside the field); its seat then reads `BOT Rover` on the game page and in the
lobby."""

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import Profile, Seat

from .helpers import Console, click, find, log_in, make_user, open_game, shows, type_into, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(180),
]


def test_a_bot_account_is_marked_invited_by_name_and_shown_as_a_bot(live_server, browsers):
    console = Console()
    rover_user, ann_user = make_user("Rover"), make_user("ann")
    rover, ann = browsers(1280, 1000), browsers(1280, 1000)

    log_in(rover, live_server.url, "Rover", then="/settings/")
    wait(rover, lambda d: d.find_element(By.ID, "s-bot-account").is_enabled())
    assert not find(rover, "#s-bot-account").is_selected()
    click(rover, "#s-bot-account")
    click(rover, "#save-settings")
    wait(rover, lambda d: "Settings saved" in d.find_element(By.ID, "messages").text)
    assert Profile.objects.get(user=rover_user).bot_account is True

    game = services.game_create(host=ann_user, name="Elsewhere", seats=3, bots=1)
    log_in(ann, live_server.url, "ann", then=f"/games/{game.pk}/")
    open_game(ann, live_server.url, game.pk)
    type_into(ann, "#invite-bot-name", "nobody")
    click(ann, "#invite-bot-button")
    shows(ann, ".inline-error", "There is no account named 'nobody'.")
    find(ann, "#invite-bot-name").clear()
    type_into(ann, "#invite-bot-name", "rover")
    click(ann, "#invite-bot-button")
    shows(ann, '#seats li[data-seat="1"]', "Seat 2: BOT Rover")
    seat = Seat.objects.get(game=game, index=1)
    assert (seat.user, seat.bot_account) == (rover_user, True)
    assert not ann.find_elements(By.ID, "invite-bot")  # every seat is taken now

    ann.get(f"{live_server.url}/games/")
    shows(ann, "main", "BOT Rover")
    console.collect("ann", ann)
    console.collect("rover", rover)
    assert not console.errors(expected=("invite-bot/ - Failed to load resource",)), console.lines
