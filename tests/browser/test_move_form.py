"""The move sent is the move shown (issue 27, item 1), on a phone (390×844).

Whatever the path through the move form — a stack picked from the list or tapped on the map,
"— pick a stack —" chosen, the same stack or another picked again, numbers retyped, the
challenger's box ticked or not — the request the page posts is built from exactly the fields
it shows, and the squares lit were asked for exactly those fields. The page's POST of the move
is caught inside the page (recorded, answered 400, never sent), so one position serves every
sequence."""

import json
import random

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from kingdom import services
from kingdom.rules.actions import Bid, ChooseChallenger
from kingdom.rules.defaults import default_action

from .helpers import Console, click, find, game_row, log_in, make_user, pending, synced, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

ANN, BORS = 0, 1

# The page's POSTs of actions are kept in `window.__posted` and answered 400 without reaching
# the server; its /reachable/ questions in `window.__asked`.
CATCH = """
if (!window.__caught) {
  window.__caught = true;
  window.__posted = [];
  window.__asked = [];
  const original = window.fetch;
  window.fetch = (url, options) => {
    const u = String(url);
    if (u.includes('/reachable/')) window.__asked.push(u);
    if (u.includes('/actions/') && options && options.method === 'POST') {
      window.__posted.push(JSON.parse(options.body));
      return Promise.resolve(new Response(JSON.stringify({message: 'caught by the test',
        code: 'caught'}), {status: 400, headers: {'Content-Type': 'application/json'}}));
    }
    return original(url, options);
  };
}
"""

SHOWN = """
const value = (id) => { const e = document.getElementById(id); return e ? e.value : null; };
const box = document.getElementById('move-challenger');
const free = document.getElementById('move-free');
return {origin: value('move-origin'), knights: value('move-knights'),
  footsoldiers: value('move-footsoldiers'), challenger: box ? box.checked : false,
  free_move: free ? free.checked : false,
  query: (document.getElementById('move-targets') || {dataset: {}}).dataset.query || null,
  lit: document.querySelectorAll('#map .target').length,
  listed: document.querySelectorAll('#move-destination option').length};
"""


def submit(game_id, users, action):
    services.game_submit_action(
        game_id=game_id,
        user=users[action.seat],
        action=action.to_dict(),
        expected_version=game_row(game_id).version,
    )


def ann_to_move():
    """Ann (King Arthur, all four allegiances at 1 gold) at her first move: (game id, users)."""
    users = {ANN: make_user("ann"), BORS: make_user("bors")}
    game = services.game_create(host=users[ANN], name="Camlann", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=users[BORS])
    services.game_start(game_id=game.pk, user=users[ANN])
    submit(game.pk, users, ChooseChallenger(seat=ANN, challenger="arthur"))
    submit(game.pk, users, ChooseChallenger(seat=BORS, challenger="lot"))
    for _ in range(100):
        decision = pending(game.pk)[0]
        if (decision.seat, decision.kind) == (ANN, "move"):
            return game.pk, users
        state = services.game_state(game_row(game.pk))
        if decision.kind == "bid":
            action = Bid(seat=decision.seat, amount=1 if decision.seat == ANN else 0)
        else:
            action = default_action(state, decision)
        submit(game.pk, users, action)
    raise AssertionError("Ann never came to move")


def shown(driver):
    return driver.execute_script(SHOWN)


def settled(driver):
    """Wait until the squares listed were asked for the fields shown (or nothing moves); the
    fields."""

    def ready(d):
        s = shown(d)
        if s["origin"] in (None, ""):
            return s
        if s["knights"] in ("", None) and s["footsoldiers"] in ("", None):
            return False
        want = f"{s['knights']}:{s['footsoldiers']}:{str(s['challenger']).lower()}"
        return s if s["query"] == want and s["listed"] else False

    return wait(driver, ready, message="the squares lit never matched the form")


def pick_listed(driver, node):
    Select(find(driver, "#move-origin")).select_by_value(node)


def tap_stack(driver, node):
    """A tap on the stack on the map (its click handler; lit squares may lie over it)."""
    stack = find(driver, f'#map .stack.selectable[data-node="{node}"]')
    driver.execute_script(
        "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", stack
    )


def unpick(driver):
    Select(find(driver, "#move-origin")).select_by_value("")


def retype(driver, field, n):
    """Type `n` over the box's number (nothing when no stack is picked, or none of that kind)."""
    boxes = driver.find_elements(By.ID, f"move-{field}")
    if not boxes or not boxes[0].is_enabled():
        return
    box = boxes[0]
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(str(n))


def amount(driver, which):
    """Choose "the whole stack" or "only some of it" (issue 34; no choice for a single piece)."""
    radios = driver.find_elements(By.ID, f"move-{which}")
    if radios:
        driver.execute_script("arguments[0].click()", radios[0])


def toggle(driver):
    boxes = driver.find_elements(By.ID, "move-challenger")
    if boxes:
        driver.execute_script("arguments[0].click()", boxes[0])


def send_and_compare(driver):
    """Move the form as it stands to the first square listed; the body posted is the form's."""
    fields = settled(driver)
    if fields["origin"] in (None, ""):
        assert not driver.find_elements(By.CSS_SELECTOR, "#move-knights")
        assert fields["lit"] == 0, "squares lit with no stack picked"
        return None
    before = driver.execute_script("return window.__posted.length")
    click(driver, ".move-targets button")
    confirm_box = driver.find_elements(By.CSS_SELECTOR, "#attack-confirm:not([hidden]) .primary")
    if confirm_box:
        click(driver, "#attack-confirm:not([hidden]) button.primary")
    wait(driver, lambda d: d.execute_script("return window.__posted.length") > before)
    body = driver.execute_script("return window.__posted[window.__posted.length - 1]")["action"]
    assert shown(driver)["origin"] == fields["origin"]
    expected = {
        "origin": fields["origin"],
        "knights": int(fields["knights"] or 0),
        "footsoldiers": int(fields["footsoldiers"] or 0),
        "challenger": fields["challenger"],
        "free_move": fields["free_move"],
    }
    assert {k: body[k] for k in expected} == expected, (body, fields)
    # The squares lit were asked for exactly these fields.
    asked = driver.execute_script("return window.__asked[window.__asked.length - 1]")
    for key, value in expected.items():
        assert f"{key}={json.dumps(value) if isinstance(value, bool) else value}" in asked, (
            asked,
            expected,
        )
    return body


def test_the_move_posted_is_the_move_the_form_shows(live_server, browsers):
    base = live_server.url
    console = Console()
    game_id, _ = ann_to_move()
    state = services.game_state(game_row(game_id))
    arthur = state.player(ANN)
    home = arthur.challenger_at
    stack = arthur.stacks[home]
    assert stack.knights > 1 and stack.footsoldiers > 0
    others = sorted(n for n, s in arthur.stacks.items() if n != home and not s.empty)

    ann = browsers(390, 844, phone=True)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    synced(ann, game_id)
    find(ann, '.decision[data-kind="move"]')
    ann.execute_script(CATCH)

    # The sequence: 1 knight, no footsoldier, no challenger; unpick; the same again.
    pick_listed(ann, home)
    settled(ann)
    retype(ann, "knights", 1)
    retype(ann, "footsoldiers", 0)
    toggle(ann)
    settled(ann)
    unpick(ann)
    assert settled(ann)["lit"] == 0
    pick_listed(ann, home)
    fields = settled(ann)
    # Picked again, the form shows the whole stack: what it sends.
    assert (fields["knights"], fields["footsoldiers"], fields["challenger"]) == (
        str(stack.knights),
        str(stack.footsoldiers),
        True,
    )
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (
        stack.knights,
        stack.footsoldiers,
        True,
    )
    retype(ann, "knights", 1)
    retype(ann, "footsoldiers", 0)
    toggle(ann)
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (1, 0, False)
    # A number beyond the stack shows as the most it holds, and that is sent.
    retype(ann, "footsoldiers", 99)
    assert shown(ann)["footsoldiers"] == str(stack.footsoldiers)
    send_and_compare(ann)

    # Random paths through the form, steps taken as fast as a thumb (no wait between them).
    origins = [home, *others[:1]]
    steps = [
        lambda: pick_listed(ann, rng.choice(origins)),
        lambda: tap_stack(ann, rng.choice(origins)),
        lambda: unpick(ann),
        lambda: retype(ann, "knights", rng.randint(0, stack.knights)),
        lambda: retype(ann, "footsoldiers", rng.randint(0, stack.footsoldiers)),
        lambda: toggle(ann),
        lambda: amount(ann, rng.choice(["whole", "part"])),
    ]
    rng = random.Random(27)
    sent = 0
    for _ in range(24):
        for step in rng.choices(steps, k=rng.randint(2, 5)):
            step()
        fields = shown(ann)
        nothing = fields["knights"] == "0" and fields["footsoldiers"] in ("0", "")
        if fields["origin"] and nothing and not fields["challenger"]:
            retype(ann, "knights", 1)  # nothing to move: a piece, so something is sent
            if shown(ann)["knights"] == "0":
                retype(ann, "footsoldiers", 1)  # a stack without knights
        sent += send_and_compare(ann) is not None
    assert sent >= 12
    console.collect("ann", ann)
    assert [e for e in console.errors() if "400" not in e[1]] == []


MESSAGE = "return (document.getElementById('move-targets') || {}).textContent || ''"


def test_moving_part_of_a_stack_starts_from_nothing_on_a_phone(live_server, browsers):
    """Issue 34: "only some of it" empties the boxes and unticks the challenger: nothing moves,
    nothing is lit, until the player says what goes; what he types is what is sent. "The whole
    stack" fills them again, and a box changed by hand is "only some of it", the others as
    they are."""
    base = live_server.url
    console = Console()
    game_id, _ = ann_to_move()
    arthur = services.game_state(game_row(game_id)).player(ANN)
    home = arthur.challenger_at
    stack = arthur.stacks[home]

    ann = browsers(390, 844, phone=True)
    log_in(ann, base, "ann", then=f"/games/{game_id}/")
    synced(ann, game_id)
    find(ann, '.decision[data-kind="move"]')
    ann.execute_script(CATCH)
    tap_stack(ann, home)
    fields = settled(ann)
    assert (fields["knights"], fields["footsoldiers"], fields["challenger"]) == (
        str(stack.knights),
        str(stack.footsoldiers),
        True,
    )
    assert find(ann, "#move-whole").is_selected()
    whole = find(ann, 'label[for="move-whole"]').text
    assert f"{stack.knights} knights" in whole and "the Royal Challenger" in whole, whole

    amount(ann, "part")
    wait(
        ann,
        lambda d: shown(d)["knights"] == "0" and "Nothing moves yet" in d.execute_script(MESSAGE),
    )
    fields = shown(ann)
    assert (fields["knights"], fields["footsoldiers"], fields["challenger"]) == ("0", "0", False)
    assert fields["lit"] == 0 and fields["listed"] == 0
    assert find(ann, "#move-part").is_selected()
    assert ann.switch_to.active_element.get_attribute("id") == "move-knights"
    assert ann.execute_script("return window.__posted.length") == 0

    retype(ann, "knights", 1)
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (1, 0, False)
    toggle(ann)
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (1, 0, True)

    amount(ann, "whole")
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (
        stack.knights,
        stack.footsoldiers,
        True,
    )
    # A box changed by hand: only some of it, the other boxes as they were (and sent so).
    retype(ann, "footsoldiers", 0)
    assert find(ann, "#move-part").is_selected()
    body = send_and_compare(ann)
    assert (body["knights"], body["footsoldiers"], body["challenger"]) == (stack.knights, 0, True)
    # Picked again, the form starts over with the whole stack.
    tap_stack(ann, home)
    wait(ann, lambda d: shown(d)["footsoldiers"] == str(stack.footsoldiers))
    assert find(ann, "#move-whole").is_selected()
    console.collect("ann", ann)
    assert [e for e in console.errors() if "400" not in e[1]] == []
