"""One screen around a table (issue 34), at laptop and phone size: a purchase typed in is not
lost when End turn is tapped; the dice page of a table game lists the faces typed in with no
seed to check them against; a battle waiting for a die stands beside the dice prompt; a tied
throw says why the same players throw again; a tournament says who rides against whom and
keeps its tally. (The sealed bids and joust numbers kept off the screen until the last is in
are checked by the three-round game of test_table_game.py, on both sizes.)"""

import pytest
from rest_framework.test import APIClient
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from kingdom.models import Game
from kingdom.rules import engine
from kingdom.selectors import game_state

from .helpers import (
    Console,
    click,
    create_table_game,
    find,
    log_in,
    make_user,
    open_game,
    quiet_card,
    shows,
    synced,
    text_of,
    type_face,
    type_into,
    wait,
    whose,
)
from .test_table_phone import advance

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ["Ann", "Bors", "Cai", "Dagonet"]
ANN, BORS, CAI, DAGONET = range(4)
CHALLENGERS = ["arthur", "lot", "mark", "uriens"]
SIZES = {"laptop": (1280, 1000, False), "phone": (390, 844, True)}


def shown(seat):
    """A seat's name as the host's page writes it (his own: "Ann (you)")."""
    return f"{NAMES[seat]} (you)" if seat == ANN else NAMES[seat]


def close_below(driver, above, below, gap=80):
    """Whether `below` starts right under `above` (within `gap` pixels), both on one screen."""
    return driver.execute_script(
        "const [a, b, gap] = [...arguments].map((x) => typeof x === 'string'"
        " ? document.querySelector(x).getBoundingClientRect() : x);"
        "return b.top >= a.bottom - 1 && b.top - a.bottom <= gap"
        " && b.bottom - a.top <= window.innerHeight;",
        above,
        below,
        gap,
    )


def new_table(order="seating"):
    """A started four-seat table game hosted by ann (seat 0), every challenger chosen at the
    table; the host's API client."""
    user = make_user("ann")
    api = APIClient()
    api.force_authenticate(user)
    players = [{"name": n, "challenger": c} for n, c in zip(NAMES, CHALLENGERS, strict=True)]
    body = {"name": "One screen", "mode": "table", "players": players}
    if order:
        body["order"] = order
    created = api.post("/api/games/", body, format="json")
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    assert api.post(f"/api/games/{game_id}/start/").status_code == 200
    return game_id, api


def state_of(game_id):
    return game_state(Game.objects.get(pk=game_id))


def quiet(game_id):
    """Nothing happens: a card with no effect worth the name, no bid, no move, no purchase."""

    def answer(decision):
        if decision.kind == "enter_card" and decision.detail.get("pack") == "fortune":
            return {"kind": "enter_card", "card": quiet_card(state_of(game_id))}
        if decision.kind == "bid":
            return {"kind": "bid", "amount": 0}
        if decision.kind == "move":
            return {"kind": "end_movement"}
        if decision.kind == "purchase":
            return {"kind": "end_turn"}
        return None

    return answer


def open_page(browsers, live_server, size, game_id):
    width, height, phone = SIZES[size]
    driver = browsers(width, height, phone=phone)
    log_in(driver, live_server.url, "ann")
    open_game(driver, live_server.url, game_id)
    synced(driver, game_id)
    return driver


@pytest.mark.parametrize("size", SIZES)
def test_end_turn_buys_the_purchase_typed_in(live_server, browsers, size):
    """1 knight typed in (the panel showing its price), End turn tapped: it was dropped. The
    button now reads "Buy 1 knight, then end turn" and does so (as Enter in the field would)."""
    game_id, api = new_table()
    advance(api, game_id, lambda d: d.kind == "purchase" and d.seat == ANN, quiet(game_id))
    before = state_of(game_id).player(ANN)
    driver = open_page(browsers, live_server, size, game_id)
    console = Console()
    panel = f'.decision[data-kind="purchase"][data-seat="{ANN}"]'
    assert text_of(driver, f'{panel} [data-action="end_turn"]') == "End turn"
    type_into(driver, f'{panel} form.buy input[name="knights"]', "1")
    shows(driver, f'{panel} [data-action="end_turn"]', "Buy 1 knight, then end turn")
    version = Game.objects.get(pk=game_id).version
    click(driver, f'{panel} [data-action="end_turn"]')
    wait(driver, lambda d: Game.objects.get(pk=game_id).version >= version + 2, message="not both")
    after = state_of(game_id)
    knights = sum(s.knights for s in after.player(ANN).stacks.values())
    assert knights == sum(s.knights for s in before.stacks.values()) + 1
    assert after.turn.seat == BORS, "the turn was not ended"
    whose(driver, game_id, "Bors")
    if size == "phone":
        fingers_fit(driver)
    console.collect("ann", driver)
    assert console.errors() == []


def fingers_fit(driver):
    """Issue 34: on a phone every button of the decisions and every event link of the log is
    a finger's target, at least 44 px each way (they were 40 px tall and 13×14 px)."""
    sizes = driver.execute_script(
        "return [...document.querySelectorAll('#decisions button, #log .seq')]"
        ".filter((e) => e.offsetParent !== null)"
        ".map((e) => [e.textContent, e.getBoundingClientRect().height,"
        " e.getBoundingClientRect().width])"
    )
    assert sizes and any(text.startswith("#") for text, _, _ in sizes)
    small = [(text, h, w) for text, h, w in sizes if h < 44 or (text.startswith("#") and w < 44)]
    assert not small, small


def in_frame(driver, css):
    """Whether the first element at `css` lies inside the map's frame."""
    return driver.execute_script(
        "const f = document.getElementById('map-frame').getBoundingClientRect();"
        "const s = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return s.left >= f.left && s.right <= f.right && s.top >= f.top && s.bottom <= f.bottom;",
        css,
    )


def to_the_battle(game_id):
    """Dagonet sends a knight and two footsoldiers to the open square J12 in round 1; Bors
    rides two knights into them in round 2 (table 1, rule 14)."""

    def answer(decision):
        state = state_of(game_id)
        if decision.kind == "move" and decision.seat in (BORS, DAGONET):
            mover = state.player(decision.seat)
            if decision.seat == DAGONET and "J12" not in mover.stacks:
                return {"kind": "move", "origin": "H12", "destination": "J12", "knights": 1,
                        "footsoldiers": 2}  # fmt: skip
            if decision.seat == BORS and state.turn.round == 2 and "J12" not in mover.stacks:
                return {"kind": "move", "origin": "I10", "destination": "J12", "knights": 2}
        return quiet(game_id)(decision)

    return answer


@pytest.mark.parametrize("size", SIZES)
def test_the_battle_stands_beside_the_dice_prompt(live_server, browsers, size):
    """The "Battle under way" panel sat some 2,500 px below the dice prompt. Its square, table,
    both sides' pieces and the last round's result now stand right under "Now: … rolls"."""
    game_id, api = new_table()
    advance(
        api,
        game_id,
        lambda d: d.kind == "roll" and d.detail["purpose"] == "battle attacker",
        to_the_battle(game_id),
    )
    driver = open_page(browsers, live_server, size, game_id)
    whose(driver, game_id, "Bors rolls")
    beside = shows(
        driver,
        "#battle-beside",
        "Battle at J12 · table 1 · round 1",
        "Bors (attacker): 2 knights",
        "Dagonet (defender): 1 knight, 2 footsoldiers",
        "No round fought yet.",
    )
    assert "Full report" in beside
    # Right under the prompt, and the die's field right under it: one screen, even a phone's.
    assert close_below(driver, "#whose", "#battle-beside"), "the battle is not beside the prompt"
    assert close_below(driver, "#battle-beside", '.decision[data-kind="roll"]')
    # The battle's square on the map, in its frame (a phone's map shows a corner of the board).
    click(driver, "#battle-on-map")
    stack = '#map g.stack[data-node="J12"]'
    wait(driver, lambda d: in_frame(d, stack), message="J12 not in the map's frame")
    # Round 1: 7 (Ambush) against 3 (Fighting retreat), 1/0: the result is beside the next
    # die, Bors's red die picking the piece Dagonet loses (rule 16).
    type_face(driver, game_id, 7, focused=False)
    type_face(driver, game_id, 3, focused=False)
    whose(driver, game_id, "Bors rolls")
    shows(
        driver,
        "#battle-beside",
        "Last round (1): Bors 7 (Ambush) against Dagonet 3 (Fighting retreat): 1/0.",
    )


@pytest.mark.parametrize("size", SIZES)
def test_a_tie_says_why_the_same_players_throw_again(live_server, browsers, size):
    """After a tied order roll the prompt asked the same player again without a word."""
    game_id, _ = new_table(order=None)  # the order rolled for (rule 4 iv)
    assert engine.pending(state_of(game_id))[0].kind == "roll"
    driver = open_page(browsers, live_server, size, game_id)
    for n, face in enumerate((6, 6, 4, 3)):
        type_face(driver, game_id, face, focused=n > 0)
    whose(driver, game_id, "Ann")
    note = shows(driver, "#tie-note", "Tie at 6:", f"{shown(ANN)} and Bors threw the same")
    assert "rule 4 iv" in note
    assert close_below(driver, "#whose", "#tie-note")
    type_face(driver, game_id, 5, focused=True)
    whose(driver, game_id, "Bors")
    shows(driver, "#tie-note", f"{shown(ANN)} and Bors")  # still Bors's throw after the tie
    type_face(driver, game_id, 2, focused=True)  # Ann plays first: no tie left to tell
    wait(driver, lambda d: not d.find_elements(By.ID, "tie-note"), message="the note stayed")


def tournament(game_id):
    """Bors's Royal Jousting Tournament (F01): everyone rides; each rider picks his lowest
    numbers; every throw is a 6, a miss, so the rides go on."""
    return lambda decision: _tournament(game_id, decision)


def _tournament(game_id, decision):
    if decision.kind == "enter_card" and decision.detail.get("pack") == "fortune":
        card = "F01" if decision.seat == BORS else quiet_card(state_of(game_id))
        return {"kind": "enter_card", "card": card}
    if decision.kind == "joust_reply":
        return {"kind": "answer_joust", "accept": True}
    if decision.kind == "joust_pick":
        return {"kind": "pick_numbers", "numbers": list(range(1, decision.detail["numbers"] + 1))}
    if decision.kind == "roll" and decision.detail.get("purpose") == "joust":
        return {"kind": "roll", "face": 6}
    return quiet(game_id)(decision)


@pytest.mark.parametrize("size", SIZES)
def test_a_tournament_says_who_rides_against_whom_and_keeps_its_tally(live_server, browsers, size):
    """The pick panel did not say whom the rider faces, and nothing kept the points."""
    game_id, api = new_table()
    pick = advance(api, game_id, lambda d: d.kind == "joust_pick", tournament(game_id))
    joust = state_of(game_id).joust
    rider, other = joust.pairs[0]
    driver = open_page(browsers, live_server, size, game_id)
    shows(driver, "#pass-device", f"pass the device to {NAMES[pick.seat]}")
    shows(
        driver,
        "#joust-beside",
        "Bors’s tournament",
        f"{shown(rider)} rides against {shown(other)} (attempt 1)",
        "Points so far:",
    )
    assert close_below(driver, "#whose", "#joust-beside")
    # Ride on until a rider has points: the tally follows them.
    advance(api, game_id, lambda d: any(state_of(game_id).joust.points.values()), strike(game_id))
    points = state_of(game_id).joust.points
    open_game(driver, live_server.url, game_id)
    synced(driver, game_id)
    tally = text_of(driver, "#joust-beside .joust-tally")
    for seat, score in points.items():
        assert f"{shown(seat)} {score}" in tally, (points, tally)


def strike(game_id):
    """Throws that strike: each rider's first picked number."""

    def answer(decision):
        if decision.kind == "roll" and decision.detail.get("purpose") == "joust":
            return {"kind": "roll", "face": state_of(game_id).joust.picks[decision.seat][0]}
        return tournament(game_id)(decision)

    return answer


@pytest.mark.parametrize("size", SIZES)
def test_the_dice_of_a_table_game_are_the_faces_typed_in(live_server, browsers, size):
    """The dice page checked typed faces against a seed (a red ✗ on most) and the game-over
    banner said "Check the dice". Typed faces have no seed: the page says so and lists them."""
    game_id, api = new_table(order=None)
    advance(api, game_id, lambda d: d.kind == "move" and d.seat == BORS, quiet(game_id))
    version = Game.objects.get(pk=game_id).version
    ended = api.post(
        f"/api/games/{game_id}/actions/",
        {"action": {"kind": "end_by_time_limit"}, "expected_version": version},
        format="json",
    )
    assert ended.status_code == 200, ended.content
    rolls = Game.objects.get(pk=game_id).events.filter(type="die_rolled").count()
    assert rolls >= 4
    driver = open_page(browsers, live_server, size, game_id)
    link = find(driver, "#dice-link")
    assert link.text == "The faces typed in"
    assert "Check the dice" not in text_of(driver, "body")
    # Over: no claim link left to show; the host by his seat's name, not his account's.
    assert not driver.find_elements(By.CSS_SELECTOR, "#seats [data-claim]")
    assert "hosted by Ann ·" in text_of(driver, "#status")
    # An allegiance bought at auction (rule 5) is no alliance between players (rule 33).
    for player in state_of(game_id).players:
        row = text_of(driver, f'#players tr[data-seat="{player.seat}"]')
        assert "allied" not in row
        if player.allegiances:
            assert "allegiance of " in row, row
    driver.get(f"{live_server.url}/games/{game_id}/dice/")
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
    text = shows(driver, "#dice-table-mode", "no seed to check", f"The {rolls} faces typed in")
    assert "seed" in text
    page = text_of(driver, "body")
    assert "✗" not in page and "✓" not in page and "From the seed" not in page
    assert "How the server rolls" not in page
    rows = driver.find_elements(By.CSS_SELECTOR, "#dice-rolls tbody tr")
    assert len(rows) == rolls
    assert "Face typed in" in text_of(driver, "#dice-rolls thead")
    wide = driver.execute_script("return document.documentElement.scrollWidth > innerWidth")
    assert not wide, "the page is wider than the window"


@pytest.mark.parametrize("size", SIZES)
def test_the_host_reads_a_reconstructed_cell_off_his_own_print(live_server, browsers, size):
    """A host who is not staff could not correct, for his own game, a battle-table cell the
    project reconstructed from the illegible print. The lobby's form for a table now lists
    those cells with their reconstruction; what he types is frozen in his game's ruleset."""
    make_user("ann")
    width, height, phone = SIZES[size]
    driver = browsers(width, height, phone=phone)
    log_in(driver, live_server.url, "ann")
    siege = (3, 2, 2)  # Broadside assault against Repel: reconstructed 1/1
    # A text that is no cell is refused beside its field, and nothing is created.
    driver.get(f"{live_server.url}/games/")
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
    Select(find(driver, "#g-mode")).select_by_value("table")
    cells = driver.find_elements(By.CSS_SELECTOR, "#g-reading-list li")
    assert len(cells) == 6 and find(driver, "#g-readings").is_displayed()
    label = text_of(driver, '#g-reading-list li[data-table="3"][data-defender-band="2"]'
                    '[data-attacker-band="2"] label')  # fmt: skip
    assert "Table 3 (Siege): Broadside assault against Repel — reconstructed as 1/1" in label
    game_id = create_table_game(
        driver, live_server.url, NAMES, {}, readings={siege: "2/1", (1, 3, 3): "table 2"}
    )
    game = Game.objects.get(pk=game_id)
    tables = game.ruleset["battle_tables"]["tables"]
    assert tables[2]["cells"][1][1] == {
        "kind": "casualties", "defender": 2, "attacker": 1, "source": "host"
    }  # fmt: skip
    assert tables[0]["cells"][2][2]["source"] == "host"
    assert tables[2]["cells"][0][0]["source"] == "reconstructed"  # not typed: the project's


@pytest.mark.parametrize("size", SIZES)
def test_a_reading_that_is_no_cell_is_refused_beside_its_field(live_server, browsers, size):
    make_user("ann")
    width, height, phone = SIZES[size]
    driver = browsers(width, height, phone=phone)
    log_in(driver, live_server.url, "ann")
    driver.get(f"{live_server.url}/games/")
    wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
    type_into(driver, "#g-name", "Round Table")
    Select(find(driver, "#g-mode")).select_by_value("table")
    type_into(driver, "#g-seats", "4")
    for seat, name in enumerate(NAMES):
        type_into(driver, f"#g-player-{seat}", name)
    type_into(driver, "#g-reading-0", "two dead")
    click(driver, "#create")
    shows(driver, ".inline-error", '"two dead" is no cell of a battle table')
    assert not Game.objects.exists()
