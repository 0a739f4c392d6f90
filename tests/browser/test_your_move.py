"""Your move first (issue 18): the banner and the tab's title when a decision becomes yours, the
decisions above the map on a phone, the dates in your time zone, an error shown beside the
control that caused it, the confirmation of an irreversible decision (Cancel does nothing, the
confirming button acts), and the dice audit as a page."""

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import Game, Profile, Seat
from kingdom.rules import engine
from kingdom.rules.dice import ServerDice
from kingdom.rules.state import Debt, State
from kingdom.services.saving import _sync_decisions

from .helpers import (
    Console,
    click,
    confirm,
    find,
    game_row,
    log_in,
    make_user,
    pending,
    seal_bid,
    shot,
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

ANN, BORS = 0, 1
DATE = (
    "return new Intl.DateTimeFormat(undefined, {weekday: 'short', day: 'numeric', month: 'short',"
    " hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: arguments[1]})"
    ".format(new Date(arguments[0]));"
)


def banner(driver, *needles, yours=None):
    """Wait until the banner says every one of `needles` (and is, or is not, "yours")."""

    def says(d):
        box = d.find_element(By.ID, "turn-banner")
        mine = "yours" in box.get_attribute("class").split()
        return all(n in box.text for n in needles) and (yours is None or mine == yours) and box

    return wait(driver, says, message=f"the banner never said {needles}")


# The browser's notifications and the tab's visibility, stood in for: what the page notifies is
# kept in `window.__notes`; `window.__hidden` hides the tab.
NOTIFICATIONS = """
window.__hidden = false;
window.__notes = [];
Object.defineProperty(Document.prototype, 'hidden', {
  get() { return window.__hidden; }, configurable: true,
});
class Shown {
  constructor(title, options) { window.__notes.push([title, options.body]); }
  close() {}
  static requestPermission() { Shown.permission = 'granted'; return Promise.resolve('granted'); }
}
Shown.permission = 'default';
window.Notification = Shown;
"""


def ann_first(ruleset):
    for n in range(100):
        seed = f"your-move-{n}"
        state, _ = engine.start_game(ruleset, ["ann", "bors"], dice=ServerDice(seed))
        if engine.pending(state)[0].seat == ANN:
            return seed
    raise AssertionError("no seed of 100 lets Ann choose first")


def top(driver, css):
    return driver.execute_script(
        "return document.querySelector(arguments[0]).getBoundingClientRect().top;", css
    )


def owe_more_than_she_has(game_id, seat):
    """Give `seat` a debt she cannot pay (rule 32), as a tax would: the game waits for her to
    raise funds. Written as a new version, so every page's poll sees it."""
    row = game_row(game_id)
    state = State.from_json(row.state, services.game_ruleset(row))
    gold = state.player(seat).gold
    state.debt = Debt(seat=seat, creditor=None, amount=gold + 10, reason="tax", rule="rule 32")
    Game.objects.filter(pk=game_id).update(state=state.to_json(), version=row.version + 1)
    row = game_row(game_id)
    _sync_decisions(row, engine.pending(state), list(row.seats.select_related("user")))


def test_your_move_first_confirmations_errors_in_place_and_the_dice_page(
    live_server, browsers, artifacts
):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors")}
    Profile.objects.create(user=users[ANN], time_zone="Asia/Tokyo")
    # The red die finds the first player (rule 4 iv): a seed by which it is Ann, so the game
    # has rolls for its dice page.
    game = services.game_create(host=users[ANN], name="Camlann", seats=2)
    services.game_join(game_id=game.pk, user=users[BORS])
    game.dice_seed = ann_first(services.game_ruleset(game))
    game.dice_commitment = ServerDice.commitment(game.dice_seed)
    game.save()
    game_id = services.game_start(game_id=game.pk, user=users[ANN]).pk
    ann = browsers(390, 844, phone=True)
    bors = browsers(1280, 860)
    bors.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": NOTIFICATIONS})
    for who, driver in ((ANN, ann), (BORS, bors)):
        log_in(driver, base, users[who].username, then=f"/games/{game_id}/")

    # -- Ann chooses first: her banner, title and icon say so; Bors's say whom the game awaits.
    banner(ann, "Your move: choose your Royal Challenger", yours=True)
    wait(ann, lambda d: d.title == "(1) Camlann — Kingdom")
    assert find(ann, "link[rel~=icon]").get_attribute("data-count") == "1"
    banner(bors, "Waiting for ann", "Nothing waits for you now.", yours=False)
    assert bors.title == "Camlann — Kingdom"
    # On the phone the banner and the decision come first, before the map and the status.
    assert top(ann, "#turn-banner") < top(ann, "#decisions") < top(ann, "#map")
    assert top(ann, "#decisions") < top(ann, "#status") and top(ann, "#decisions") < 844
    # On a desktop the decisions head the side column, above the status and the seats.
    assert top(bors, "#decisions") < top(bors, "#status") < top(bors, "#seats")
    # Her deadline is in her time zone (Asia/Tokyo), whatever the browser's.
    deadline = find(ann, "#status .pending time")
    tokyo = ann.execute_script(DATE, deadline.get_attribute("datetime"), "Asia/Tokyo")
    assert "GMT+9" in tokyo
    wait(ann, lambda d: f"(until {tokyo})" in d.find_element(By.ID, "status").text)
    # The status says "move N" (data-version: N), never "version N".
    synced(ann, game_id)
    status = text_of(ann, "#status")
    assert f"move {game_row(game_id).version}" in status and "version" not in status
    shot(ann, artifacts, "your-move-01-phone-banner")

    # Bors asks to be notified; his polls run every 3 s while he watches.
    assert bors.execute_script("return document.body.dataset.pollMs") == "3000"
    click(bors, "#notify-on")
    find(bors, "#notify-off")

    # -- A decision arrives while Bors's tab is hidden: a notification says so, and when he
    # comes back (the focus: the page asks at once) his banner and title say it is his move.
    bors.execute_script("window.__hidden = true;")
    before = game_row(game_id).version
    click(ann, '.decision[data-kind="choose_challenger"] [data-challenger="arthur"]')
    wait_version(game_id, before)
    bors.execute_script("window.dispatchEvent(new Event('focus'));")
    wait(bors, lambda d: d.execute_script("return window.__notes.length") == 1)
    assert bors.execute_script("return window.__notes") == [
        ["Your move in Camlann", "choose your Royal Challenger"]
    ]
    bors.execute_script(
        "window.__hidden = false; document.dispatchEvent(new Event('visibilitychange'));"
    )
    banner(bors, "Your move: choose your Royal Challenger", yours=True)
    wait(bors, lambda d: d.title == "(1) Camlann — Kingdom")
    banner(ann, "Waiting for bors", yours=False)
    wait(ann, lambda d: d.title == "Camlann — Kingdom")
    assert find(ann, "link[rel~=icon]").get_attribute("data-count") is None
    shot(bors, artifacts, "your-move-02-desktop-banner")
    click(bors, '.decision[data-kind="choose_challenger"] [data-challenger="lot"]')
    banner(ann, "Your move:", yours=True)

    # -- An illegal bid on the phone: the error shows beside the bid's form, in a sentence with
    # its rule, within sight of the button; nothing at the top of the page.
    ann.execute_script(
        "const i = document.querySelector('.decision[data-kind=\"bid\"] input[name=amount]');"
        "i.removeAttribute('max'); i.value = '100000';"
        "i.form.querySelector('button.primary').click();"
    )
    error = find(ann, '.decision[data-kind="bid"] .inline-error')
    assert error.get_attribute("role") == "alert"
    assert error.text.startswith("A bid may not exceed your gold") and error.text.count("house 7")
    button = '.decision[data-kind="bid"] button.primary'
    assert abs(top(ann, '.decision[data-kind="bid"] .inline-error') - top(ann, button)) < 200
    assert text_of(ann, "#messages") == ""
    shot(ann, artifacts, "your-move-03-error-beside-the-bid")
    # A good bid clears it.
    seal_bid(ann, 0)
    wait(ann, lambda d: not d.find_elements(By.CSS_SELECTOR, ".inline-error"))

    # -- Handing the seat to the bot asks first: Cancel leaves the seat as it was.
    click(bors, "#autopilot-on")
    text = confirm(bors, yes=False)
    assert "Hand your seat to the bot?" in text and "take the seat back" in text
    assert not Seat.objects.get(game_id=game_id, index=BORS).autopilot
    assert find(bors, "#autopilot-on")  # still offered

    # -- Bankruptcy asks first, saying what follows: Cancel sends nothing, confirming does.
    owe_more_than_she_has(game_id, ANN)
    banner(ann, "Your move:", yours=True)
    find(ann, '.decision[data-kind="raise_funds"]')
    before = game_row(game_id).version
    click(ann, '.decision[data-kind="raise_funds"] [data-action="declare_bankrupt"]')
    text = confirm(ann, yes=False)
    assert "Declare bankruptcy?" in text and "out of the game" in text and "rule 34" in text
    assert game_row(game_id).version == before
    assert [d.kind for d in pending(game_id)] == ["raise_funds"]
    shot(ann, artifacts, "your-move-04-after-cancel")
    click(ann, '.decision[data-kind="raise_funds"] [data-action="declare_bankrupt"]')
    assert "Declare bankruptcy?" in confirm(ann)
    wait_version(game_id, before)
    wait(ann, lambda d: game_row(game_id).status == Game.Status.FINISHED)
    banner(bors, "The game is over: bors (you) wins.")

    # -- The dice audit is a page: every roll, the seed revealed, each face checked from it.
    click(bors, "#dice-link-banner")
    wait(bors, lambda d: d.current_url.endswith(f"/games/{game_id}/dice/"))
    verdict = find(bors, "#dice-verdict")
    assert verdict.text == "Checked in your browser: the seed's SHA-256 is the commitment."
    assert text_of(bors, "#dice-seed") == game_row(game_id).dice_seed
    assert game_row(game_id).dice_commitment == text_of(bors, "#dice-commitment")
    rows = bors.find_elements(By.CSS_SELECTOR, "#dice-rolls tbody tr")
    rolled = game_row(game_id).events.filter(type="die_rolled").count()
    assert rolled and len(rows) == rolled
    wait(bors, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#dice-rolls td.ok")) == rolled)
    assert not bors.find_elements(By.CSS_SELECTOR, "#dice-rolls td.bad")
    assert "python3 -c" in text_of(bors, "#dice-verify")
    shot(bors, artifacts, "your-move-05-dice-page")

    for who, driver in (("ann", ann), ("bors", bors)):
        console.collect(who, driver)
    # The refused bid logged its 400: expected.
    assert console.errors(expected=("400",)) == []
