"""The lobby's create form is drawn from the API (`GET /api/games/defaults/`): its seats are the
ruleset's — an admin's edit of `max_players` reaches the form — and its clock's defaults are
kingdom.deadlines'; a game created without touching the form has them (issue 13)."""

import pytest
from selenium.webdriver.support.ui import Select

from kingdom.deadlines import DEFAULT_AUTOPILOT_AFTER, DEFAULT_HOURS, DEFAULT_LEAVE_DAYS
from kingdom.models import Game, RulesetDefault
from kingdom.reference import reference_load_fixtures

from .helpers import Console, click, find, ready, sign_up, text_of, type_into, wait


def numbers(driver, css):
    element = find(driver, css)
    return {name: element.get_attribute(name) for name in ("min", "max", "value")}


pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(180),
]


def test_the_create_form_has_the_rulesets_seats_and_the_clocks_defaults(live_server, browsers):
    reference_load_fixtures()
    RulesetDefault.objects.filter(name="max_players").update(value=5)
    console = Console()
    ann = browsers(1280, 1000)
    sign_up(ann, live_server.url, "ann")
    ann.get(f"{live_server.url}/games/")
    ready(ann)
    assert numbers(ann, "#g-seats") == {"min": "2", "max": "5", "value": "4"}
    assert text_of(ann, 'label[for="g-seats"]') == "Seats (2–5)"
    assert numbers(ann, "#g-bots") == {"min": "0", "max": "4", "value": "0"}
    assert find(ann, "#g-turn-hours").get_attribute("value") == str(DEFAULT_HOURS["turn"])
    assert find(ann, "#g-reply-hours").get_attribute("value") == str(DEFAULT_HOURS["reply"])
    assert find(ann, "#g-leave-days").get_attribute("value") == str(DEFAULT_LEAVE_DAYS)
    autopilot = Select(find(ann, "#g-autopilot-after"))
    assert autopilot.first_selected_option.get_attribute("value") == str(DEFAULT_AUTOPILOT_AFTER)
    assert [o.get_attribute("value") for o in Select(find(ann, "#g-mode")).options] == [
        "server",
        "table",
    ]
    # The game's name starts empty, with an example (issue 27: typing once appended to it).
    assert find(ann, "#g-name").get_attribute("value") == ""
    assert find(ann, "#g-name").get_attribute("placeholder") == "e.g. Camlann"
    type_into(ann, "#g-name", "Camlann")
    click(ann, "#create")
    wait(ann, lambda d: d.current_url.rstrip("/")[-1].isdigit())
    game = Game.objects.get()
    assert game.seats_wanted == 4 and game.mode == "server"
    assert game.settings["deadlines"] == {
        "turn": DEFAULT_HOURS["turn"],
        "reply": DEFAULT_HOURS["reply"],
    }
    assert (game.settings["leave_days"], game.settings["autopilot_after"]) == (
        DEFAULT_LEAVE_DAYS,
        DEFAULT_AUTOPILOT_AFTER,
    )
    console.collect("ann", ann)
    assert console.errors() == []
