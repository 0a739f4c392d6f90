"""What the browser tests share: waiting, clicking and typing through Selenium, the game's row and
decisions in the database, screenshots, the console, signing up and logging in, and the look for
secrets in everything a window shows or fetched."""

import json
import re
from urllib.parse import parse_qsl, urlsplit

from django.contrib.auth import get_user_model
from rest_framework.test import APIClient
from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.services import game_state
from tests.waiting import wait_for

PASSWORD = "a-long-secret-42"
WAIT = 20
FLAKY = (
    NoSuchElementException,
    StaleElementReferenceException,
    ElementClickInterceptedException,
    ElementNotInteractableException,
)


def wait(driver, predicate, timeout=WAIT, message=""):
    def attempt(d):
        try:
            return predicate(d)
        except FLAKY:
            return False

    return WebDriverWait(driver, timeout, poll_frequency=0.1).until(attempt, message)


def find(driver, css):
    return wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, css), message=f"no {css}")


def click(driver, css, timeout=WAIT):
    def attempt(d):
        element = d.find_element(By.CSS_SELECTOR, css)
        if not element.is_displayed() or not element.is_enabled():
            return False
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return True

    wait(driver, attempt, timeout, f"cannot click {css}")


def type_into(driver, css, text):
    element = find(driver, css)
    element.clear()
    element.send_keys(text)
    return element


def text_of(driver, css):
    """The text of the element matching `css` ("" when hidden), found and read again whole if a
    poll redraws it between the two (a stale element is never read)."""

    def read(d):
        return (d.find_element(By.CSS_SELECTOR, css).text,)

    return wait(driver, read, message=f"no {css}")[0]


def shows(driver, css, *needles):
    """Wait until the element at `css` shows every needle (a poll may redraw it meanwhile); its
    text."""

    def attempt(d):
        text = d.find_element(By.CSS_SELECTOR, css).text
        return text if all(n in text for n in needles) else False

    return wait(driver, attempt, message=f"{css} never showed {needles}")


def cell_texts(driver, css):
    """The texts of a table row's cells, read again whole if a poll redraws the row meanwhile."""

    def read(d):
        cells = d.find_element(By.CSS_SELECTOR, css).find_elements(By.TAG_NAME, "td")
        return [td.text for td in cells] or False

    return wait(driver, read, message=f"no cells in {css}")


def attributes(driver, css, name):
    """One attribute of every element matching `css`, read in one call inside the page, so a
    poll that redraws the elements meanwhile cannot leave a stale one half read."""
    return driver.execute_script(
        "const [css, name] = arguments;"
        "return [...document.querySelectorAll(css)].map((e) => e.getAttribute(name));",
        css,
        name,
    )


def game_row(game_id):
    return Game.objects.get(pk=game_id)


#: Fortune cards that change nothing a test watches: the star (F26), then a little endurance,
#: chivalry or gold, then free-move cards kept in hand.
QUIET_CARDS = (
    "F26",
    "F21",
    "F20",
    "F18",
    "F19",
    "F15",
    "F16",
    "F17",
    *(f"F0{n}" for n in range(3, 9)),
)


def quiet_card(state):
    """A quiet card that can be drawn now: a card drawn goes under the pack and is not drawn
    again before the pack has gone round (rule 7, issue 34)."""
    on_top = state.fortune_on_top()
    return next(card for card in QUIET_CARDS if card in on_top)


def pending(game_id):
    game = game_row(game_id)
    return engine.pending(game_state(game)) if game.state else []


def wait_version(game_id, before, timeout=WAIT):
    """Wait until the game's row is past version `before` (a click reached the server); the
    new version."""

    def moved():
        version = game_row(game_id).version
        return version if version > before else None

    return wait_for(moved, f"game {game_id} to leave version {before}", timeout, every=0.1)


def synced(driver, game_id, timeout=WAIT):
    """Wait until the game page shows the game's version in the database (its poll caught up):
    the status panel's `data-version` (it reads "move N")."""
    version = game_row(game_id).version
    wait(
        driver,
        lambda d: d.find_element(By.ID, "status").get_attribute("data-version") == str(version),
        timeout,
        f"the page never showed version {version}",
    )


def confirm(driver, yes=True):
    """Answer the page's confirmation dialog (an irreversible decision): its confirming button,
    or Cancel. Returns the dialog's text."""
    dialog = wait(
        driver,
        lambda d: d.find_element(By.CSS_SELECTOR, "dialog#confirm-dialog[open]"),
        message="no confirmation dialog",
    )
    text = dialog.text
    click(driver, "#confirm-yes" if yes else "#confirm-no")
    wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog#confirm-dialog[open]"))
    return text


def ready(driver):
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))


def unlabelled(driver):
    """Form controls without a label (or an aria-label)."""
    return driver.execute_script(
        "return [...document.querySelectorAll('input:not([type=hidden]), select, textarea')]"
        ".filter((el) => !el.labels.length && !el.getAttribute('aria-label'))"
        ".map((el) => el.outerHTML);"
    )


def shot(driver, artifacts, name, css=None):
    """A screenshot of the window, or of the element at `css` alone (found again if a poll
    redraws it meanwhile)."""
    path = str(artifacts / f"{name}.png")
    if css is None:
        driver.save_screenshot(path)
    else:
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, css).screenshot(path))


class Console:
    """Every browser console line, gathered per window."""

    def __init__(self):
        self.lines = []

    def collect(self, who, driver):
        self.lines.extend((who, line) for line in driver.get_log("browser"))

    def errors(self, expected=()):
        return [
            (who, line["message"])
            for who, line in self.lines
            if line["level"] == "SEVERE" and not any(e in line["message"] for e in expected)
        ]


def sign_up(driver, base, name):
    driver.get(f"{base}/signup/")
    type_into(driver, "#id_username", name)
    type_into(driver, "#id_password1", PASSWORD)
    type_into(driver, "#id_password2", PASSWORD + Keys.ENTER)
    wait(driver, lambda d: d.current_url.endswith("/games/"), message="no lobby after sign-up")
    assert text_of(driver, "#nav-user") == name
    ready(driver)


def make_user(name):
    return get_user_model().objects.create_user(name, password=PASSWORD)


def log_in(driver, base, name, then="/games/"):
    """Log in through the log-in form, landing on `then`."""
    driver.get(f"{base}/login/?next={then}")
    type_into(driver, "#id_username", name)
    type_into(driver, "#id_password", PASSWORD + Keys.ENTER)
    wait(driver, lambda d: d.current_url.endswith(then), message=f"{name} not logged in")
    ready(driver)


def seal_bid(driver, amount, seat=None):
    """Type a sealed bid and submit it, even if a poll rebuilds the panel meanwhile (`seat`:
    the panel of that seat, as the host of a table sees them all)."""
    which = "" if seat is None else f'[data-seat="{seat}"]'

    def attempt(d):
        if seat is not None:
            uncover(d, seat)
        form = d.find_element(By.CSS_SELECTOR, f'.decision[data-kind="bid"]{which} form')
        field = form.find_element(By.CSS_SELECTOR, "input[name=amount]")
        field.clear()
        field.send_keys(str(amount))
        form.find_element(By.CSS_SELECTOR, "button.primary").click()
        return True

    wait(driver, attempt, message="no bid panel")


def open_game(driver, base, game_id):
    driver.get(f"{base}/games/{game_id}/")
    ready(driver)


def open_record(driver, base, game_id, cards):
    driver.get(f"{base}/games/{game_id}/record/")
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".record-card")) == cards)
    ready(driver)


def titles(driver, seat):
    """The titles of a record card's columns, in lower case (the page sets them in capitals)."""
    card = find(driver, f"#card-{seat}")
    return [h.text.lower() for h in card.find_elements(By.CSS_SELECTOR, ".column h3")]


def column(driver, seat, title):
    """A record card's column: (the current value, the entries' texts, the entries' events)."""
    card = find(driver, f"#card-{seat}")
    for section in card.find_elements(By.CSS_SELECTOR, ".column"):
        if section.find_element(By.TAG_NAME, "h3").text.lower() == title.lower():
            current = section.find_elements(By.CSS_SELECTOR, ".current")
            links = section.find_elements(By.CSS_SELECTOR, "a.entry")
            return (
                current[0].text if current else None,
                [a.text for a in links],
                [int(a.get_attribute("data-event")) for a in links],
            )
    raise AssertionError(f"card {seat} has no column {title!r}")


# -- a physical table kept on the host's one page (issue 17) ------------------------------------
def create_table_game(driver, base, names, chosen, shots=None, readings=None):
    """The lobby's form: a table game, the players' names typed in, the challengers already
    chosen at the table (`chosen`: seat -> challenger), and the host's `readings` of cells
    reconstructed from the print ((table, defender band, attacker band) -> text, issue 34).
    Its id, once its page is ready."""
    driver.get(f"{base}/games/")
    ready(driver)
    type_into(driver, "#g-name", "Round Table")
    Select(find(driver, "#g-mode")).select_by_value("table")
    assert find(driver, "#g-players").is_displayed()
    for hidden in ("#g-turn-hours", "#g-leave-days", "#g-autopilot-after", "#g-bots", "#g-listed"):
        assert not find(driver, hidden).is_displayed(), f"{hidden} shown at a table"
    assert find(driver, "#g-seats").get_attribute("max") == "6"  # the ruleset's (rule 3 i)
    type_into(driver, "#g-seats", str(len(names)))
    wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#g-player-list li")) == len(names))
    for seat, name in enumerate(names):
        type_into(driver, f"#g-player-{seat}", name)
    for seat, challenger in chosen.items():
        Select(find(driver, f"#g-challenger-{seat}")).select_by_value(challenger)
    for (table, row, column), text in (readings or {}).items():
        cell = (
            f'li[data-table="{table}"][data-defender-band="{row}"][data-attacker-band="{column}"]'
        )
        type_into(driver, f"#g-reading-list {cell} input", text)
    assert unlabelled(driver) == []
    if shots:
        shot(driver, *shots)
    click(driver, "#create")
    wait(driver, lambda d: re.search(r"/games/\d+/$", d.current_url))
    game_id = int(driver.current_url.rstrip("/").rsplit("/", 1)[1])
    ready(driver)
    return game_id


def whose(driver, game_id, name):
    """The page says whose decision it is, in words, once it shows the game's version."""
    synced(driver, game_id)
    wait(driver, lambda d: name in d.find_element(By.ID, "whose").text, message=f"not {name}'s")


def act(driver, game_id, css):
    """Click a control of the host's page once it shows the game's version; wait until the
    click reached the server."""
    before = game_row(game_id).version
    synced(driver, game_id)
    click(driver, css)
    wait_version(game_id, before)


def type_face(driver, game_id, face, focused):
    """Type a face the keyboard's way: Enter sends it; once the keyboard is in the decisions
    (`focused`), each new die's field has the focus by itself."""
    before = game_row(game_id).version
    synced(driver, game_id)
    active = driver.switch_to.active_element
    if active.get_attribute("name") != "face":
        assert not focused, "the next die's field has no focus"
        click(driver, '.decision[data-kind="roll"] input[name="face"]')
        active = driver.switch_to.active_element
    assert active.get_attribute("value") == ""
    active.send_keys(str(face), Keys.ENTER)
    wait_version(game_id, before)


def uncover(driver, seat):
    """At a table a sealed choice waits behind the "pass the device" cover (issue 34): the
    seat's button on it shows that seat's panel alone (a no-op once it is shown)."""

    def attempt(d):
        if d.find_elements(By.CSS_SELECTOR, f'.decision[data-seat="{seat}"]'):
            return True
        d.find_element(By.CSS_SELECTOR, f'#pass-device [data-pass-seat="{seat}"]').click()
        return bool(d.find_elements(By.CSS_SELECTOR, f'.decision[data-seat="{seat}"]'))

    wait(driver, attempt, message=f"no cover nor panel for seat {seat}")


SEALED_READ = """
const [id, done] = arguments;
const read = (path) =>
  fetch(`/api/games/${id}/${path}`, {credentials: "same-origin"}).then((r) => r.json());
Promise.all([read(""), read("events/?limit=500"), read("undo/")]).then(
  ([game, events, undo]) => done({game, events: events.events, undo}),
  (error) => done({error: String(error)}),
);
"""


def nothing_sealed_shown(driver, game_id):
    """Issue 34: while sealed bids or joust numbers are still being entered at a table, none
    of them is on the host's page (the cover is up, the undo box and the log name no amount)
    nor in what the server sends his page: his view, his log and his undo box."""
    synced(driver, game_id)
    find(driver, "#pass-device")
    assert not driver.find_elements(By.CSS_SELECTOR, '.decision[data-kind="bid"]')
    assert not driver.find_elements(By.CSS_SELECTOR, '.decision[data-kind="joust_pick"]')
    undo = shows(driver, "#undo", "Undo:")
    assert not re.search(r"\d", undo), undo
    assert "sealed bid:" not in text_of(driver, "#log")
    read = driver.execute_async_script(SEALED_READ, game_id)
    state = read["game"]["state"]
    auction = state["setup"].get("auction") or {"bids": {}}
    picks = (state.get("joust") or {"picks": {}})["picks"]
    assert set(auction["bids"].values()) <= {"sealed"}, auction
    assert set(map(str, picks.values())) <= {"sealed"}, picks
    assert not [e for e in read["events"] if e["type"] == "bid_recorded"]
    assert read["undo"]["entry"]["action"] is None, read["undo"]
    return read


def seal(driver, game_id, seat, amount, name=""):
    """A seat's sealed bid at a table, typed and sent with the Enter key (again if a poll
    rebuilt the panel while it was typed)."""
    field = f'.decision[data-kind="bid"][data-seat="{seat}"] input[name="amount"]'
    before = game_row(game_id).version
    synced(driver, game_id)

    def attempt(d):
        uncover(d, seat)
        element = d.find_element(By.CSS_SELECTOR, field)
        element.clear()
        element.send_keys(str(amount), Keys.ENTER)
        return True

    wait(driver, attempt, message=f"no bid panel for {name or seat}")
    wait_version(game_id, before)


def enter_card(driver, game_id, seat, typed, card):
    """The card a seat drew at the table, found by typing part of its title or its number
    (`typed`) into the card panel's search, and entered with the Enter key once `card` is the
    only match."""
    panel = f'.decision[data-kind="enter_card"][data-seat="{seat}"]'
    before = game_row(game_id).version
    synced(driver, game_id)
    field = find(driver, f'{panel} input[name="card"]')
    field.clear()
    field.send_keys(typed)
    wait(driver, lambda d: attributes(d, f"{panel} option", "value") == [card])
    field.send_keys(Keys.ENTER)
    wait_version(game_id, before)


RECORD_CARD = """
const card = document.getElementById(`card-${arguments[0]}`);
if (!card) return null;
const held = (label) => {
  const row = [...card.querySelectorAll('.holdings-row')]
    .find((r) => r.querySelector('h3').textContent.trim().toLowerCase() === label);
  const names = row.querySelector('.held-names').textContent;
  return names === 'none' ? [] : [...names.matchAll(/\\b([A-Z]\\d+)(?=,|$)/g)].map((m) => m[1]);
};
const columns = {};
for (const section of card.querySelectorAll('.column')) {
  const current = section.querySelector('.current');
  columns[section.querySelector('h3').textContent.trim().toLowerCase()] = {
    current: current ? current.textContent : null,
    entries: [...section.querySelectorAll('a.entry')].map((a) => a.textContent),
  };
}
return {castles: held('castles'), villages: held('villages'), columns};
"""


def pick(driver, game_id, panel, numbers):
    """A rider's joust numbers (rule 7), ticked on his panel (at a table nothing is ticked
    first, and Pick waits for the count), then Pick; waits until it reached the server."""
    before = game_row(game_id).version
    seat = re.search(r'data-seat="(\d+)"', panel)

    def attempt(d):
        if seat:
            uncover(d, seat.group(1))
        for box in d.find_elements(By.CSS_SELECTOR, f"{panel} input[type=checkbox]"):
            if box.is_selected() != (int(box.get_attribute("value")) in numbers):
                box.click()
        button = d.find_element(By.CSS_SELECTOR, f"{panel} button.primary")
        if not button.is_enabled():
            return False  # a poll redrew the panel meanwhile: tick again
        button.click()
        return True

    wait(driver, attempt, message=f"no pick panel {panel}")
    wait_version(game_id, before)


def record_card(driver, seat):
    """A record card read whole in one call inside the page: {"castles": [squares],
    "villages": [squares], "columns": {title in lower case: {"current", "entries"}}}."""
    return wait(
        driver,
        lambda d: d.execute_script(RECORD_CARD, seat),
        message=f"no record card {seat}",
    )


# -- secrets --------------------------------------------------------------------------------------
RECORDER = """
(() => {
  const original = window.fetch;
  window.__received = [];
  window.fetch = async (...args) => {
    const response = await original(...args);
    const method = (args[1] && args[1].method) || 'GET';
    response.clone().text().then(
      (body) => window.__received.push([method + ' ' + String(args[0]), body]),
      () => {},
    );
    return response;
  };
})();
"""

FETCHED = """
const done = arguments[arguments.length - 1];
const verbs = 'actions|join|start|leave|pause|resume|autopilot|replace|read|hide|report|mute';
const posts = new RegExp(`/(${verbs})/$`);  // POST-only routes: not read again
const urls = [...new Set(performance.getEntriesByType('resource')
  .map((e) => e.name)
  .filter((u) => new URL(u).pathname.startsWith('/api/') && !posts.test(new URL(u).pathname)))];
Promise.all(urls.map((u) => fetch(u, {credentials: 'same-origin', cache: 'no-store'})
  .then((r) => r.text()).then((body) => ['again ' + u, body], (err) => [u, 'FAILED ' + err])))
  .then((again) => done([...(window.__received || []), ...again]));
"""


def record_fetches(driver):
    """From the next page on, keep every body the pages' `fetch` receives (GET and POST)."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})


def fetched(driver) -> list[tuple[str, str]]:
    """What the page received from the API (when `record_fetches` was on), and every API resource
    it fetched, fetched again with the window's session: [(what, body)]."""
    driver.set_script_timeout(30)
    return [tuple(pair) for pair in driver.execute_async_script(FETCHED)]


def pack_orders(state) -> list[str]:
    """The order of each pack, as JSON would spell it."""
    found = []
    for pack in ("fortune_pack", "guardian_pack", "riddle_pack"):
        order = getattr(state, pack)
        if len(order) > 1:
            found += [json.dumps(order), json.dumps(order, separators=(",", ":"))]
    return found


def grail_patterns(state) -> list[re.Pattern]:
    """How the engine's hidden grail site (or its hidden draws) could show in JSON."""
    patterns = [re.compile(r"grail_site"), re.compile(r"hidden_draw"), re.compile(r"draws_made")]
    if state.grail_site is not None:
        site = re.escape(state.grail_site)
        patterns += [
            re.compile(rf'"{site}"\s*:\s*"grail'),
            re.compile(rf'"grail[a-z_]*"\s*:\s*"{site}"'),
        ]
    return patterns


def look_for_secrets(driver, game_id, *, extra=(), must_fetch=("",)) -> list[tuple[str, str]]:
    """No secret of the game in the window's page nor in anything its page fetched from the API:
    the dice seed (before the end), the packs' order, the grail's site, and `extra` strings.
    Returns the bodies (the game's `must_fetch` paths among them)."""
    game = game_row(game_id)
    state = game_state(game)
    forbidden = [*pack_orders(state), *extra]
    if game.status != Game.Status.FINISHED:
        forbidden.append(game.dice_seed)
    bodies = fetched(driver)
    for path in must_fetch:
        url = f"/api/games/{game_id}/{path}"
        assert any(w.split("?")[0].endswith(url) for w, _ in bodies), (url, [w for w, _ in bodies])
    # The decks' public side lists every card id: which cards exist is no secret, which card
    # lies in whose hand is (and the game's pages never pair the two).
    card_ids = set(state.rs.fortune) | set(state.rs.guardians) | set(state.rs.riddles)
    for where, text in [("page", driver.page_source), *bodies]:
        assert not text.startswith("FAILED"), (where, text)
        deck_list = "/api/decks/" in where.split("?")[0]
        for secret in forbidden:
            if deck_list and secret in card_ids:
                continue
            assert secret not in text, (driver.current_url, where, secret[:60])
        for pattern in grail_patterns(state):
            assert not pattern.search(text), (driver.current_url, where, pattern.pattern)
    return bodies


# -- the odds of a battle -------------------------------------------------------------------------
NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def odds_asked(state, seat, node, attacker, defender_seat):
    """The question the page asks /odds/ before an attack: both forces, who holds the square,
    the attacker's add-one cards, the Royal Guardian."""
    board = state.rs.board
    square = board.node_square(node)
    holder = None
    if state.control.get(square) == defender_seat:
        if board.castle_at(square):
            holder = "castle"
        elif board.village_at(square):
            holder = "village"
    stack = state.player(defender_seat).stacks[node]
    kinds = set(state.rs.cards_of_kind("add_one"))
    return {
        "attacker_knights": attacker[0],
        "attacker_footsoldiers": attacker[1],
        "defender_knights": stack.knights,
        "defender_footsoldiers": stack.footsoldiers,
        "holder": holder,
        "attacker_cards": sum(1 for c in state.player(seat).hand if c in kinds),
        "attacker_guardian": state.royal_guardian == seat,
        "defender_guardian": state.royal_guardian == defender_seat,
    }


def check_odds(driver, game_id, user, asked, box="#attack-confirm"):
    """The odds shown in `box` are the API's exact odds for the question `asked`, and the page
    asked the API exactly that. Returns the API's answer."""
    api = APIClient()
    api.force_authenticate(user=user)
    params = {k: str(v).lower() if isinstance(v, bool) else v for k, v in asked.items()}
    params = {k: v for k, v in params.items() if v is not None}
    response = api.get(f"/api/games/{game_id}/odds/", params)
    assert response.status_code == 200, response.content
    odds = response.json()
    table = wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, f"{box} .odds-table"))
    rows = {
        tr.find_element(By.TAG_NAME, "th").text: tr.find_element(By.TAG_NAME, "td").text
        for tr in table.find_elements(By.CSS_SELECTOR, "tbody tr")
    }

    def side(leader, ally):  # the leader's pieces, his allies' after a plus (rule 33)
        allied = f" + {ally[0]}K {ally[1]}F allied" if ally else ""
        return f"{leader[0]}K {leader[1]}F{allied}"

    a = side(odds["attacker"], odds.get("attacker_ally"))
    d = side(odds["defender"], odds.get("defender_ally"))
    assert table.find_element(By.TAG_NAME, "caption").text == f"{a} against {d} (exact odds)"

    def close(text, *expected):
        shown = [float(x) for x in NUMBER.findall(text)]
        assert len(shown) == len(expected), (text, expected)
        for value, want in zip(shown, expected, strict=True):
            assert abs(value - want) <= 0.05 + 1e-9, (text, expected)

    close(rows["Attacker wins"], 100 * odds["attacker_wins"])
    close(rows["Defender wins"], 100 * odds["defender_wins"])
    close(rows["Inconclusive"], 100 * odds["inconclusive"])
    close(rows["Expected rounds"], odds["expected_rounds"])
    if odds.get("delayed"):  # a siege's chance of breaking off, and what that means (issue 27)
        close(rows["Assault delayed"], 100 * odds["delayed"])
        said = driver.find_element(By.CSS_SELECTOR, f'{box} [data-line="delayed"]').text
        assert "breaks off" in said and "wages" in said and "rule 18 i" in said, said
    wages = rows["Wages set aside"]
    close(wages, odds["attacker_wages"], odds["attacker_gold"])
    close(
        rows["Expected losses"],
        odds["attacker_knights_lost"],
        odds["attacker_footsoldiers_lost"],
        odds["defender_knights_lost"],
        odds["defender_footsoldiers_lost"],
    )
    # The page's own question to the API, read back from its network entries.
    asks = driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)"
        ".filter((u) => u.includes('/odds/'))"
    )
    questions = [dict(parse_qsl(urlsplit(u).query)) for u in asks]
    assert {k: str(v) for k, v in params.items()} in questions, (params, questions)
    return odds
