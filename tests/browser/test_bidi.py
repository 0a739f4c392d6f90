"""User-written text is isolated (issue 26): a right-to-left override (U+202E) in a message, a
game's name or a player's name at a table reorders nothing outside it, on the lobby, the game,
the record cards and the dice — each such text is between FIRST STRONG ISOLATE and POP
DIRECTIONAL ISOLATE (ui.js `isolated`), a message's paragraph takes its own direction, and no
text of the page after it is reversed."""

import pytest
from rest_framework.test import APIClient
from selenium.webdriver.common.by import By

from .helpers import Console, log_in, make_user, open_game, ready, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(180),
]

RLO, FSI, PDI = "\u202e", "\u2068", "\u2069"
GAME_NAME = f"Camelot{RLO} falls"
TEXT = f"hello {RLO}dlrow and{PDI} more"  # its own PDI must not close the isolate early


def text_content(driver, css) -> str:
    return driver.execute_script("return document.querySelector(arguments[0]).textContent", css)


def test_an_override_in_a_message_or_a_name_is_isolated_on_every_page(live_server, browsers):
    api, other = APIClient(), APIClient()
    api.force_authenticate(make_user("ann"))
    other.force_authenticate(make_user("bors"))
    created = api.post(
        "/api/games/", {"name": GAME_NAME, "seats": 2, "order": "seating"}, format="json"
    )
    game_id = created.json()["id"]
    assert other.post(f"/api/games/{game_id}/join/").status_code == 201
    assert api.post(f"/api/games/{game_id}/start/").status_code == 200
    assert (
        other.post(f"/api/games/{game_id}/messages/", {"text": TEXT}, format="json").status_code
        == 201
    )

    console = Console()
    ann = browsers(1280, 1000)
    log_in(ann, live_server.url, "ann")
    wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, f'a[href="/games/{game_id}/"]'))
    link = text_content(ann, f'a[href="/games/{game_id}/"]')
    assert link == f"{FSI}{GAME_NAME}{PDI}"

    open_game(ann, live_server.url, game_id)
    wait(ann, lambda d: text_content(d, "#game-title") != f"Game {game_id}")
    assert text_content(ann, "#game-title") == f"{FSI}{GAME_NAME}{PDI}"
    assert f"{FSI}{GAME_NAME}{PDI}" in ann.execute_script("return document.title")
    wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, ".talk-message .talk-text"))
    body = ann.find_element(By.CSS_SELECTOR, ".talk-message .talk-text")
    assert body.get_attribute("dir") == "auto"
    assert text_content(ann, ".talk-message .talk-text") == f"{FSI}hello {RLO}dlrow and more{PDI}"
    # The browser's own bidi: the line after the message's sender is not reversed.
    assert "bors → the table" in text_content(ann, ".talk-message .talk-meta")

    for page, css in (
        (f"/games/{game_id}/record/", "#record-title"),
        (f"/games/{game_id}/dice/", "#dice-title"),
    ):
        ann.get(f"{live_server.url}{page}")
        ready(ann)
        wait(ann, lambda d, css=css: GAME_NAME in text_content(d, css))
        assert f"{FSI}{GAME_NAME}{PDI}" in text_content(ann, css), page
    console.collect("ann", ann)
    assert console.errors() == []
