"""Ending a table game when the friends stop playing (rule 38), on the host's one page: the
button "End the game now" asks first, saying who would win now and why (the highest
chivalry, rule 38; a tie to the richer, house 8), with both rules linked; confirmed, the game
is over with that winner, the button goes, and the Undo button offers the end back."""

import pytest
from django.contrib.auth import get_user_model

from kingdom.rules import engine
from kingdom.rules.bot import Bot
from kingdom.services import game_state, game_submit_action

from .helpers import (
    Console,
    attributes,
    click,
    confirm,
    create_table_game,
    game_row,
    log_in,
    make_user,
    shows,
    synced,
    text_of,
    wait,
    wait_version,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

NAMES = ["Ann", "Bors", "Cai"]
CHOSEN = {0: "arthur", 1: "lot", 2: "mark"}


def entered_until_the_purses_differ(game_id, host):
    """The host's entries (a bot's choice for the seat asked, as the API tests type them) until
    the players' gold differs: the auctions' bids and the first turns."""
    for _ in range(200):
        game = game_row(game_id)
        state = game_state(game)
        if len({p.gold for p in state.players}) > 1:
            return state
        decision = engine.pending(state)[0]
        action = Bot(f"end:{game.version}").choose(state, decision.seat).to_dict()
        action.pop("seat")
        game_submit_action(game_id=game_id, user=host, action=action, seat=decision.seat)
    raise AssertionError("the purses never differed")


def test_the_host_ends_a_table_game_now_after_reading_who_would_win(live_server, browsers):
    base = live_server.url
    console = Console()
    make_user("ann")
    host = get_user_model().objects.get(username="ann")
    driver = browsers(1280, 1000)
    log_in(driver, base, "ann")
    game_id = create_table_game(driver, base, NAMES, CHOSEN)
    state = entered_until_the_purses_differ(game_id, host)
    best = min(state.players, key=lambda p: (-p.chivalry, -p.gold, p.seat))
    synced(driver, game_id)
    shows(driver, "#table-end", "End the game now")

    click(driver, "#table-end-button")
    asked = shows(driver, "#confirm-dialog", "would win now", "rule 38", "house 8")
    assert text_of(driver, "#table-end-winner").startswith(NAMES[best.seat])
    assert f"{best.chivalry} chivalry" in asked and f"{best.gold} gold" in asked
    links = attributes(driver, "#confirm-body a.rule", "href")
    assert len(links) == 2 and all("/rules/#" in link for link in links)
    before = game_row(game_id).version
    confirm(driver)
    wait_version(game_id, before)

    game = game_row(game_id)
    assert (game.status, game_state(game).winner) == ("finished", best.seat)
    synced(driver, game_id)
    shows(driver, "#status .over", "wins (time limit)")
    assert text_of(driver, "#status .over").startswith(NAMES[best.seat])
    wait(driver, lambda d: not d.find_element("id", "table-end").is_displayed())
    shows(driver, "#undo", "Undo: the end of the game (rule 38)")
    console.collect("ann", driver)
    assert console.errors() == []
