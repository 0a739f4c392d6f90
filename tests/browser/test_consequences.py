"""Consequences before the click, rules at hand and a map for a finger (issue 18).

A newcomer sees what a decision costs before he takes it, from the engine's own numbers (the
forecast of `kingdom.rules.forecast` in his seat's view): a bid his purse cannot pay for two
turns is a warning under the field, the guardian panel gives both endurances, the next round's
chances and the retreat's price. Every rule badge opens its rule on the rules page. On a phone
the map opens with squares a finger's size on his own pieces, zooms with its buttons, and a tap
on his stack lights the squares it can reach without scrolling the page."""

import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.rules import engine
from kingdom.rules.actions import Bid, ChooseChallenger, EndMovement, EndTurn, EnterCard, Move
from kingdom.rules.defaults import default_action

from .helpers import (
    Console,
    click,
    find,
    game_row,
    log_in,
    make_user,
    pending,
    shot,
    shows,
    synced,
    text_of,
    type_into,
    wait,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]

ANN, BORS = 0, 1


def submit(game_id, users, action):
    row = game_row(game_id)
    services.game_submit_action(
        game_id=game_id,
        user=users[action.seat],
        action=action.to_dict(),
        expected_version=row.version,
    )


def my_forecast(game_id, seat, kind):
    state = services.game_state(game_row(game_id))
    (decision,) = [
        d for d in engine.pending_view(state, seat) if d["seat"] == seat and d["kind"] == kind
    ]
    return decision["forecast"]


WHEEL = """
const frame = document.getElementById('map-frame');
const r = frame.getBoundingClientRect();
frame.dispatchEvent(new WheelEvent('wheel', {deltaY: -200, ctrlKey: true, bubbles: true,
  cancelable: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2}));
"""
PINCH = """
const frame = document.getElementById('map-frame');
const r = frame.getBoundingClientRect();
const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
const finger = (type, id, dx) => frame.dispatchEvent(new PointerEvent(type, {pointerId: id,
  pointerType: 'touch', isPrimary: id === 1, bubbles: true, cancelable: true,
  clientX: x + dx, clientY: y}));
finger('pointerdown', 1, -60);
finger('pointerdown', 2, 60);
finger('pointermove', 2, 30);
finger('pointerup', 2, 30);
finger('pointerup', 1, -60);
"""


def two_players(mode="server"):
    users = {ANN: make_user("ann"), BORS: make_user("bors")}
    game = services.game_create(
        host=users[ANN], name="Camlann", seats=2, order="seating", mode=mode
    )
    services.game_join(game_id=game.pk, user=users[BORS])
    services.game_start(game_id=game.pk, user=users[ANN])
    return game.pk, users


def table_after_the_auctions(ann_bids):
    """A two-seat table game (Ann King Mark, Bors King Arthur) past its auctions, Ann bidding
    `ann_bids` for each allegiance and Bors nothing: (game id, users)."""
    game_id, users = two_players(mode="table")
    submit(game_id, users, ChooseChallenger(seat=ANN, challenger="mark"))
    submit(game_id, users, ChooseChallenger(seat=BORS, challenger="arthur"))
    for _ in range(20):
        decisions = pending(game_id)
        if decisions[0].kind != "bid":
            break
        for d in decisions:
            submit(game_id, users, Bid(seat=d.seat, amount=ann_bids if d.seat == ANN else 0))
    return game_id, users


def test_a_bid_shows_its_cost_and_warns_when_the_purse_cannot_pay_two_turns(
    live_server, browsers, artifacts
):
    base = live_server.url
    console = Console()
    game_id, users = two_players()
    submit(game_id, users, ChooseChallenger(seat=ANN, challenger="arthur"))
    submit(game_id, users, ChooseChallenger(seat=BORS, challenger="lot"))
    forecast = my_forecast(game_id, ANN, "bid")
    two_turns = next(row["max_bid"] for row in forecast["lasts"] if row["turns"] == 2)

    ann = browsers(1280, 1000)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    find(ann, '.decision[data-kind="bid"] [data-forecast="bid"]')

    # A bid the purse pays for two turns: its cost a turn beside the taxes, no warning.
    type_into(ann, '.decision[data-kind="bid"] input[name=amount]', str(two_turns))
    cost = shows(ann, '[data-forecast="bid"] [data-line="cost"]', f"{two_turns} gold a turn")
    assert "rule 8" in cost
    income = shows(ann, '[data-forecast="bid"] [data-line="income"]')
    assert f"{forecast['tax_due_if_won']} gold a turn" in income
    assert f"{forecast['gold']} gold" in income
    assert not ann.find_elements(By.CSS_SELECTOR, '[data-forecast="bid"] .warning')
    assert text_of(ann, '.decision[data-kind="bid"] button.primary') == "Seal bid"

    # One gold piece more: the purse no longer pays two turns, and the page says so first.
    type_into(ann, '.decision[data-kind="bid"] input[name=amount]', str(two_turns + 1))
    warning = shows(ann, '[data-forecast="bid"] .warning', "cannot pay this bid for 2 turns")
    assert "rule 32" in warning
    lasts = text_of(ann, '[data-forecast="bid"] [data-line="lasts"]')
    assert re.search(r"pays these dues for 1 turn\b", lasts), lasts
    assert text_of(ann, '.decision[data-kind="bid"] button.primary') == "Seal this bid anyway"
    shot(ann, artifacts, "consequences-01-bid-warning")

    # A rule badge opens its rule on the rules page, its title the tooltip.
    badge = find(ann, '.decision[data-kind="bid"] h3 a.rule')
    assert badge.text == "rule 5 ii"
    assert badge.get_attribute("title") == "Rule 5: Allegiances"
    assert badge.get_attribute("href").endswith("/rules/#rule-5")
    windows = set(ann.window_handles)
    badge.click()
    wait(ann, lambda d: len(d.window_handles) > len(windows), message="no rules page opened")
    ann.switch_to.window((set(ann.window_handles) - windows).pop())
    wait(ann, lambda d: d.current_url.endswith("/rules/#rule-5"))
    rule = find(ann, "#rule-5")
    assert rule.find_element(By.TAG_NAME, "h3").text == "Rule 5 — Allegiances"
    assert "highest bid" in rule.text
    assert ann.execute_script("return document.querySelector(':target').id") == "rule-5"
    assert text_of(ann, "#house-7").startswith("House 7 — A sealed bid may not exceed")
    console.collect("ann", ann)
    assert console.errors() == []


def test_the_guardian_panel_shows_both_endurances_the_next_round_and_the_retreat(
    live_server, browsers, artifacts
):
    """At a table (faces and cards typed in): Ann's King Mark rides from Tintagel (D24) to the
    standing stones at C25; Bors, on her left, turns up the guardian G01."""
    base = live_server.url
    game_id, users = table_after_the_auctions(ann_bids=5)
    submit(game_id, users, EnterCard(seat=ANN, card="F26"))  # a star: nothing happens
    submit(game_id, users, Move(seat=ANN, origin="D24", destination="C25", challenger=True))
    submit(game_id, users, EnterCard(seat=BORS, card="G01"))
    assert [(d.seat, d.kind) for d in pending(game_id)] == [(ANN, "quest")]
    forecast = my_forecast(game_id, ANN, "quest")

    ann = browsers(1280, 1000)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    table = find(ann, '.decision[data-kind="quest"] [data-forecast="guardian"] table')
    rows = {
        tr.get_attribute("data-row"): tr.find_element(By.TAG_NAME, "td").text
        for tr in table.find_elements(By.CSS_SELECTOR, "tbody tr")
    }
    assert rows["endurance"] == (
        f"guardian {forecast['guardian_endurance']}; you {forecast['endurance']}"
    )
    for row, key in (
        ("wounds-guardian", "round_wounds_guardian"),
        ("wounds-you", "round_wounds_you"),
        ("tie", "round_tie"),
        ("slays", "round_slays_guardian"),
        ("kills", "round_kills_you"),
    ):
        assert rows[row] == f"{forecast[key] * 100:.1f}%", (row, rows[row], forecast[key])
    retreat = text_of(ann, '[data-forecast="guardian"] [data-line="retreat"]')
    assert (
        f"Retreating costs {forecast['retreat_endurance']} endurance and "
        f"{forecast['retreat_chivalry']} chivalry: you would have "
        f"{forecast['endurance_after_retreat']} endurance and 0 chivalry" in retreat
    )
    assert "end the game" not in retreat  # 20 endurance: a retreat leaves him in the game
    button = find(ann, '.decision[data-kind="quest"] [data-action="quest_retreat"]')
    # She has no chivalry to lose (never below nil): the button names the endurance only.
    assert button.text == f"Retreat (−{forecast['retreat_endurance']} endurance)"
    shot(ann, artifacts, "consequences-02-guardian")


def test_on_a_phone_the_map_zooms_and_a_stack_tap_does_not_scroll(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    game_id, users = two_players()
    submit(game_id, users, ChooseChallenger(seat=ANN, challenger="arthur"))
    submit(game_id, users, ChooseChallenger(seat=BORS, challenger="lot"))
    for _ in range(100):
        decision = pending(game_id)[0]
        if (decision.seat, decision.kind) == (ANN, "move"):
            break
        state = services.game_state(game_row(game_id))
        action = (
            Bid(seat=decision.seat, amount=0)
            if decision.kind == "bid"
            else default_action(state, decision)
        )
        submit(game_id, users, action)
    state = services.game_state(game_row(game_id))
    node = state.player(ANN).challenger_at  # King Arthur at Caerlon, with his garrison
    assert state.player(ANN).stacks[node].knights

    ann = browsers(390, 844, phone=True)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    synced(ann, game_id)
    find(ann, '.decision[data-kind="move"]')
    frame = find(ann, "#map-frame")

    def zoom():
        return float(frame.get_attribute("data-zoom") or 1)

    # First load: squares a finger's size, the frame scrolled to her pieces.
    wait(ann, lambda d: zoom() > 1.3, message="the phone's map did not open zoomed")
    hit = f'#map .stack.selectable[data-node="{node}"] .hit'
    size = ann.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return [r.width, r.height];",
        hit,
    )
    assert min(size) >= 44 - 0.5, size
    seen = ann.execute_script(
        "const f = document.getElementById('map-frame').getBoundingClientRect();"
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom;",
        hit,
    )
    assert seen, "the map did not open on Ann's pieces (her challenger's stack)"

    # The buttons zoom in and out; "Smaller map" shows the whole map.
    first = zoom()
    click(ann, "#map-zoom-in")
    wait(ann, lambda d: zoom() > first)
    click(ann, "#map-zoom-out")
    wait(ann, lambda d: abs(zoom() - first) < 0.01)
    click(ann, "#map-zoom")
    wait(ann, lambda d: zoom() == 1)
    assert text_of(ann, "#map-zoom") == "Larger map"
    click(ann, "#map-zoom")
    wait(ann, lambda d: zoom() >= 2)

    # Ctrl + wheel (a trackpad's pinch) zooms in; two fingers coming closer zoom out.
    larger = zoom()
    ann.execute_script(WHEEL)
    wait(ann, lambda d: zoom() > larger, message="Ctrl + wheel did not zoom")
    wheeled = zoom()
    ann.execute_script(PINCH)
    wait(ann, lambda d: zoom() < wheeled, message="the pinch did not zoom")

    # A tap on her stack lights the squares it can reach; the page does not move.
    ann.execute_script(
        "document.getElementById('map-frame').scrollIntoView({block: 'start'});"
        "document.querySelector(arguments[0]).scrollIntoView({block: 'center', inline: 'center'});",
        hit,
    )
    # Where the map stands on the screen: it must not move. (On a phone the decisions come
    # before the map, issue 18: the move panel growing above it moves the scroll offset, and the
    # browser keeps the map where it was on the screen.)
    frame_top = (
        "return Math.round(document.getElementById('map-frame').getBoundingClientRect().top);"
    )
    before = ann.execute_script(frame_top)
    # The tap lands on the square above the stack's token: the whole square takes it.
    square = ann.find_element(By.CSS_SELECTOR, hit)
    ActionChains(ann).move_to_element_with_offset(square, -4, -15).click().perform()
    wait(ann, lambda d: d.find_elements(By.CSS_SELECTOR, "#map .target"), message="no target")
    find(ann, f'#map .origin, .stack.selected[data-node="{node}"]')
    assert abs(ann.execute_script(frame_top) - before) <= 1
    assert ann.execute_script("return window.scrollX") == 0
    # Every whole square lit is a finger's size (a river side is half of one).
    smallest = ann.execute_script(
        "return Math.min(...[...document.querySelectorAll('#map .target')]"
        ".filter((t) => !t.dataset.node.includes('/'))"
        ".map((t) => t.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));"
    )
    assert smallest >= 44 - 0.5, smallest
    shot(ann, artifacts, "consequences-03-phone-map")
    console.collect("ann", ann)
    assert console.errors() == []


def test_a_card_drawn_shows_its_text_to_every_seat_that_may_see_it(live_server, browsers):
    """At a table: Ann draws a Swift Courser, which she keeps: its text is hers (the table's host
    sees every seat, so it is Bors's page that must not name it); Bors then draws Morgan le Fay's
    Enchantment (a missed turn), shown to both."""
    base = live_server.url
    game_id, users = table_after_the_auctions(ann_bids=5)
    deck = services.game_ruleset(game_row(game_id)).fortune
    enchantment, courser = deck["F39"], deck["F03"]
    assert enchantment.kind == "miss_turn" and courser.keep

    pages = {ANN: browsers(1280, 1000), BORS: browsers(1280, 1000)}
    for seat, driver in pages.items():
        log_in(driver, base, users[seat].username, then=f"/games/{game_id}/")
        synced(driver, game_id)
    # Ann draws a card she keeps: only her page names it.
    submit(game_id, users, EnterCard(seat=ANN, card="F03"))
    shows(pages[ANN], '#toasts .toast[data-card="F03"]', courser.title, courser.text)
    shows(pages[ANN], "#log li.card_kept", courser.title, courser.text)
    kept = shows(pages[BORS], "#log", "draws a fortune card and keeps it")
    synced(pages[BORS], game_id)
    assert courser.title not in kept
    assert not pages[BORS].find_elements(By.CSS_SELECTOR, '#toasts .toast[data-card="F03"]')

    # Ann ends her turn; Bors draws the Enchantment: both pages show its text.
    submit(game_id, users, EndMovement(seat=ANN))
    submit(game_id, users, EndTurn(seat=ANN))
    submit(game_id, users, EnterCard(seat=BORS, card="F39"))
    for driver in pages.values():
        toast = shows(driver, '#toasts .toast[data-card="F39"]', enchantment.title)
        assert enchantment.text in toast and "loses 1 turn" in toast
        line = shows(driver, "#log li.fortune_drawn", enchantment.title)
        assert enchantment.text in line


def test_the_purchase_panel_shows_prices_and_warns_before_the_dues_go_unpaid(
    live_server, browsers, artifacts
):
    """At a table: Ann wins all four allegiances at 100 gold each, 400 a turn, far more than her
    taxes: whatever she buys leaves her purse short of two turns of dues."""
    base = live_server.url
    game_id, users = table_after_the_auctions(ann_bids=100)
    submit(game_id, users, EnterCard(seat=ANN, card="F26"))  # a star: nothing happens
    submit(game_id, users, EndMovement(seat=ANN))
    assert [(d.seat, d.kind) for d in pending(game_id)] == [(ANN, "purchase")]
    forecast = my_forecast(game_id, ANN, "purchase")
    assert forecast["cost_of_allegiance"] == 400 and forecast["safe_spend"] < 20

    ann = browsers(1280, 1000)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    prices = shows(ann, '.decision[data-kind="purchase"] [data-line="prices"]', "rule 22")
    assert "20 gold a company of knights, 15 gold a footsoldier detachment" in prices
    affordable = forecast["knights_affordable"]
    assert f"buys at most {affordable} knights" in prices
    type_into(ann, '.decision[data-kind="purchase"] input[name=knights]', "1")
    shows(ann, '[data-forecast="purchase"] [data-line="price"]', "Price: 20 gold")
    warning = shows(ann, '[data-forecast="purchase"] .warning', "cannot pay 2 turns")
    assert f"400 gold a turn, taxes {forecast['tax_due']} gold a turn" in warning
    assert f"spend at most {forecast['safe_spend']} gold" in warning
    shot(ann, artifacts, "consequences-04-purchase-warning")


def test_the_tournament_invitation_says_what_a_refusal_costs(live_server, browsers):
    """At a table: Ann draws the Royal Jousting Tournament; Bors, invited, reads the price of
    declining before he answers."""
    base = live_server.url
    game_id, users = table_after_the_auctions(ann_bids=5)
    submit(game_id, users, EnterCard(seat=ANN, card="F01"))
    assert [(d.seat, d.kind) for d in pending(game_id)] == [(BORS, "joust_reply")]
    forecast = my_forecast(game_id, BORS, "joust_reply")
    assert forecast["decline_chivalry"] > 0 and forecast["chivalry"] == 0

    bors = browsers(1280, 1000)
    log_in(bors, base, "bors", then=f"/games/{game_id}/")
    said = shows(bors, '.decision[data-kind="joust_reply"] [data-forecast="joust"]', "rule 35")
    assert f"the card costs a refusal {forecast['decline_chivalry']} chivalry" in said
    assert "you have 0, so you would lose 0 and keep 0" in said
    button = find(bors, '.decision[data-kind="joust_reply"] [data-action="decline_joust"]')
    assert button.text == "Decline (no chivalry to lose)"
