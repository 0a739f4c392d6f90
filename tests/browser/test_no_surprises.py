"""Every consequence before the click, on a phone (issue 27, items 2–6): a mystic site in the
"Move to" list says what entering starts and may cost, and entering is asked first; "End
movement" where a siege was delayed says the battle starts again, with its wages and exact
odds; the guardian panel states the stake from the first round and a fight that can end the
game is confirmed; the tournament invitation shows both sides; joust numbers start empty.

The positions are written into the game's snapshot as a new version (as test_your_move does),
from Ann's first move in a play-by-web game against Bors."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kingdom import services
from kingdom.models import Game, GameAction, GameEvent
from kingdom.rules import engine
from kingdom.rules.actions import EndMovement, EndTurn
from kingdom.rules.movement import Group, reachable
from kingdom.rules.state import Stack, State
from kingdom.services.saving import _sync_decisions

from .helpers import (
    Console,
    attributes,
    check_odds,
    click,
    confirm,
    find,
    game_row,
    log_in,
    odds_asked,
    pending,
    shows,
    synced,
    text_of,
    wait,
    wait_version,
)
from .test_move_form import ann_to_move, shown, submit

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

ANN, BORS = 0, 1


def rewrite(game_id, change):
    """`change(state)` written as a new version, every page's poll seeing it."""
    row = game_row(game_id)
    state = State.from_json(row.state, services.game_ruleset(row))
    change(state)
    Game.objects.filter(pk=game_id).update(state=state.to_json(), version=row.version + 1)
    row = game_row(game_id)
    _sync_decisions(row, engine.pending(state), list(row.seats.select_related("user")))
    return state


def choose(driver, select, value):
    """An option chosen as a phone's picker does (Selenium's Select can leave the picker open
    over the next tap)."""
    find(driver, f"#{select}")
    driver.execute_script(
        "const s = document.getElementById(arguments[0]); s.value = arguments[1];"
        "s.dispatchEvent(new Event('change', {bubbles: true}));",
        select,
        value,
    )


def phone(browsers, base, game_id):
    driver = browsers(390, 844, phone=True)
    log_in(driver, base, "ann", then=f"/games/{game_id}/")
    synced(driver, game_id)
    return driver


def beside_a_site(state):
    """A plain square next to a mystic site, with nobody on it: (square, site)."""
    board = state.rs.board
    taken = {n for p in state.players for n in p.stacks} | {p.challenger_at for p in state.players}
    for site in board.mystic_sites:
        for square in board.adjacent_squares(site.square):
            plain = not (board.castle_at(square) or board.village_at(square))
            free = square not in taken and not board.is_split(square)
            if plain and free and not board.mystic_site_at(square):
                return square, site.square
    raise AssertionError("no square beside a mystic site")


def a_free_village(state):
    """A village nobody stands on, on a whole square."""
    board = state.rs.board
    taken = {n for p in state.players for n in p.stacks} | {p.challenger_at for p in state.players}
    for village in board.villages:
        if village.square not in taken and not board.is_split(village.square):
            return village.square
    raise AssertionError("no free village")


def test_a_mystic_site_says_what_it_starts_and_the_guardian_states_the_stake(
    live_server, browsers, artifacts
):
    base = live_server.url
    console = Console()
    game_id, _ = ann_to_move()
    state = services.game_state(game_row(game_id))
    square, site = beside_a_site(state)

    def challenger_beside_the_site(s):
        s.player(ANN).challenger_at = square
        s.player(ANN).endurance = 3  # a guardian's throw may kill her this round

    rewrite(game_id, challenger_beside_the_site)
    ann = phone(browsers, base, game_id)
    choose(ann, "move-origin", square)
    option = wait(
        ann,
        lambda d: d.find_element(By.CSS_SELECTOR, f'#move-destination option[value="{site}"]'),
    )
    assert option.text.endswith("— grail quest!")
    warning = shows(ann, '#move-targets [data-line="site"]', "grail quest")
    cards = list(state.rs.guardians.values())
    worst = max(c.retreat_endurance for c in cards)
    assert f"–{worst} endurance" in warning or f"{worst} endurance" in warning
    assert "chivalry" in warning and "you have 3" in warning
    assert "If the guardian kills you, your game ends: your lands, pieces and purse are gone" in (
        warning
    )
    assert ann.execute_script("return document.documentElement.scrollWidth") <= 390
    badges = ann.find_elements(By.CSS_SELECTOR, '#move-targets [data-line="site"] a.rule')
    assert any(b.get_attribute("href").endswith("/rules/#rule-28") for b in badges)

    # Moving there is asked first, with the same words; Cancel sends nothing.
    version = game_row(game_id).version
    choose(ann, "move-destination", site)
    click(ann, ".move-targets button")
    asked = shows(ann, "#attack-confirm", f"Enter the mystic site at {site}?", "your game ends")
    assert "retreat costs" in asked.lower()
    click(ann, "#attack-confirm button:not(.primary)")
    assert game_row(game_id).version == version
    click(ann, ".move-targets button")
    click(ann, '#attack-confirm [data-action="enter_site"]')
    wait_version(game_id, version)

    # The guardian bars the way: the stake is stated from the first round.
    synced(ann, game_id)
    stake = shows(ann, '.decision[data-kind="quest"] [data-line="stake"]', "your game ends")
    assert "rule 34 ii" in stake
    (quest,) = [
        d
        for d in engine.pending_view(services.game_state(game_row(game_id)), ANN)
        if d["kind"] == "quest"
    ]
    kills = quest["forecast"]["round_kills_you"]
    assert kills > 0
    fight = '.decision[data-kind="quest"] [data-action="quest_fight"]'
    assert f"{kills * 100:.1f}%: your game ends" in text_of(ann, fight)
    # A fight that can end her game is confirmed: Cancel sends nothing, the confirming button acts.
    version = game_row(game_id).version
    click(ann, fight)
    said = confirm(ann, yes=False)
    assert "your game then ends" in said and f"{kills * 100:.1f}%" in said
    assert game_row(game_id).version == version
    click(ann, fight)
    confirm(ann, yes=True)
    wait_version(game_id, version)
    assert GameEvent.objects.filter(game_id=game_id, type="guardian_round").exists()
    console.collect("ann", ann)
    assert console.errors() == []


def test_end_movement_where_a_siege_was_delayed_says_the_battle_starts_again(live_server, browsers):
    base = live_server.url
    game_id, users = ann_to_move()
    state = services.game_state(game_row(game_id))
    square = a_free_village(state)  # Bors's village: a siege, which table 3 may delay again

    def siege_delayed_last_turn(s):
        s.player(ANN).stacks[square] = Stack(knights=2, footsoldiers=1)
        s.player(BORS).stacks[square] = Stack(knights=1, footsoldiers=1)
        s.control[square] = BORS
        s.sieges[square] = ANN

    state = rewrite(game_id, siege_delayed_last_turn)
    d = state.rs.defaults
    wages = 2 * d.knight_wage + d.footsoldier_wage
    ann = phone(browsers, base, game_id)
    item = f'[data-forecast="battles"] li[data-node="{square}"]'
    said = shows(ann, item, "delayed on an earlier turn, starts again", f"{wages} gold of wages")
    assert "rule 18 i" in said and "rule 17" in said
    asked = odds_asked(state, ANN, square, (2, 1), BORS)
    odds = check_odds(ann, game_id, users[ANN], asked, box=item)
    assert asked["holder"] == "village" and odds["delayed"] > 0  # its chance said in words
    button = '.decision[data-kind="move"] [data-action="end_movement"]'
    assert text_of(ann, button) == "End movement and fight (1 battle)"
    version = game_row(game_id).version
    click(ann, button)
    wait_version(game_id, version)
    started = GameEvent.objects.filter(game_id=game_id, type="battle_started").get()
    assert started.data["node"] == square and started.data["wages"][str(ANN)] == wages


def test_the_tournament_shows_both_sides_and_its_numbers_start_empty(live_server, browsers):
    base = live_server.url
    game_id, users = ann_to_move()

    def tournament_on_top(s):
        for place in [s.fortune_pack, *(p.hand for p in s.players)]:
            if "F01" in place:
                place.remove("F01")
        s.fortune_pack.insert(0, "F01")  # Bors draws it at the start of his turn

    rewrite(game_id, tournament_on_top)
    submit(game_id, users, EndMovement(seat=ANN))
    submit(game_id, users, EndTurn(seat=ANN))
    state = services.game_state(game_row(game_id))
    assert [(d.seat, d.kind) for d in engine.pending(state)] == [(ANN, "joust_reply")]
    blow = state.rs.defaults.joust_blow_endurance
    ann = phone(browsers, base, game_id)
    ride = shows(ann, '[data-forecast="joust"] [data-line="ride"]', f"costs {blow} endurance")
    assert "stays in his castle during your next turn" in ride
    assert "rule 7 v" in ride and "rule 7 ii" in ride and "your game ends" in ride
    decline = text_of(ann, '[data-forecast="joust"] [data-line="decline"]')
    assert "the card costs a refusal 2 chivalry" in decline
    version = game_row(game_id).version
    click(ann, '[data-action="ride_joust"]')
    wait_version(game_id, version)

    # By web as at a table: no number is ticked first, and Pick waits for the count.
    synced(ann, game_id)
    panel = '.decision[data-kind="joust_pick"]'
    find(ann, f"{panel} input[type=checkbox]")
    boxes = ann.find_elements(By.CSS_SELECTOR, f"{panel} input[type=checkbox]")
    assert boxes and not any(b.is_selected() for b in boxes)
    assert not find(ann, f"{panel} button.primary").is_enabled()
    # How many numbers she picks is the game's (its dice are not seeded here: 1 or 2).
    (pick,) = [d for d in pending(game_id) if (d.seat, d.kind) == (ANN, "joust_pick")]
    count = pick.detail["numbers"]
    assert f"0 of {count} ticked." in text_of(ann, f"{panel} .pick-count")
    assert f"Each blow you take costs {blow} endurance" in text_of(
        ann, f'{panel} [data-forecast="joust-blow"]'
    )
    for box in boxes[2 : 2 + count]:
        box.click()
    wait(ann, lambda d: d.find_element(By.CSS_SELECTOR, f"{panel} button.primary").is_enabled())
    version = game_row(game_id).version
    click(ann, f"{panel} button.primary")
    wait_version(game_id, version)
    picked = GameEvent.objects.filter(game_id=game_id, type="numbers_picked").first()
    assert picked is not None


def beside_a_river(state):
    """(square, side): a free plain square where one knight of Ann's would reach the side of a
    split square alone (its other side not lit)."""
    board = state.rs.board
    taken = {n for p in state.players for n in p.stacks} | {p.challenger_at for p in state.players}
    for square in board.nodes:
        plain = not (board.castle_at(square) or board.village_at(square))
        if "/" in square or square in taken or not plain or board.mystic_site_at(square):
            continue
        trial = state.copy()
        trial.player(ANN).stacks[square] = Stack(knights=1)
        lit = set(reachable(trial, ANN, square, Group(1, 0, False)))
        for node in lit:
            others = [n for n in lit if n != node and n.split("/")[0] == node.split("/")[0]]
            if "/" in node and not others:
                return square, node
    raise AssertionError("no square that reaches one side of a river alone")


def test_a_river_side_lit_alone_takes_the_tap_on_its_whole_square(live_server, browsers):
    """Issue 27, item 11: half a square (22 px on a phone) is too small for a finger; a river
    side lit alone takes the tap on its whole square (map/targets.js, drawTargets)."""
    base = live_server.url
    game_id, _ = ann_to_move()
    square, side = beside_a_river(services.game_state(game_row(game_id)))
    rewrite(game_id, lambda s: s.player(ANN).stacks.__setitem__(square, Stack(knights=1)))
    ann = phone(browsers, base, game_id)
    choose(ann, "move-origin", square)
    target = wait(
        ann, lambda d: d.find_element(By.CSS_SELECTOR, f'#map .target[data-node="{side}"]')
    )
    whole = find(ann, f'#map rect.square[data-square="{side.split("/")[0]}"]').rect
    assert min(whole["width"], whole["height"]) >= 44 - 0.5, whole  # the phone's zoom
    # The lit polygon covers the whole square (its area, by the shoelace), not the side's half.
    areas = ann.execute_script(
        "const t = arguments[0], sq = document.querySelector(arguments[1]);"
        "const p = [...t.points]; let a = 0;"
        "p.forEach((q, i) => { const r = p[(i + 1) % p.length]; a += q.x * r.y - r.x * q.y; });"
        "return [Math.abs(a) / 2, sq.width.baseVal.value * sq.height.baseVal.value];",
        target,
        f'#map rect.square[data-square="{side.split("/")[0]}"]',
    )
    assert abs(areas[0] - areas[1]) <= 0.02 * areas[1], areas


def both_sides_of_a_river(state):
    """(square, sides): a free plain square from which one knight of Ann's reaches both sides
    of a split square nobody stands on."""
    board = state.rs.board
    taken = {n for p in state.players for n in p.stacks} | {p.challenger_at for p in state.players}
    taken = {n.split("/")[0] for n in taken if n}
    for square in board.nodes:
        plain = not (board.castle_at(square) or board.village_at(square))
        if "/" in square or square in taken or not plain or board.mystic_site_at(square):
            continue
        trial = state.copy()
        trial.player(ANN).stacks[square] = Stack(knights=1)
        lit = set(reachable(trial, ANN, square, Group(1, 0, False)))
        for node in sorted(n for n in lit if "/" in n and n.split("/")[0] not in taken):
            sides = {n for n in lit if n.split("/")[0] == node.split("/")[0]}
            if len(sides) == 2:
                return square, sorted(sides)
    raise AssertionError("no square that reaches both sides of a river")


BOXES = """return [...document.querySelectorAll(arguments[0])].map((e) => {
  const r = e.getBoundingClientRect();
  return [e.dataset.node || e.dataset.square, r.width, r.height]; });"""


def test_both_river_sides_lit_are_chosen_with_finger_sized_buttons(live_server, browsers):
    """Issue 27, item 11: with both sides of a split square lit, each half (22 px on a phone)
    was its own target; the square takes the tap and a chooser beside it names the two sides
    with buttons of 44 px or more (map/chooser.js, openChooser). Escape or a tap elsewhere closes
    it; the side chosen is posted as the move's destination, with the fields the form shows."""
    base = live_server.url
    game_id, _ = ann_to_move()
    square, sides = both_sides_of_a_river(services.game_state(game_row(game_id)))
    split = sides[0].split("/")[0]
    rewrite(game_id, lambda s: s.player(ANN).stacks.__setitem__(square, Stack(knights=1)))
    ann = phone(browsers, base, game_id)
    choose(ann, "move-origin", square)
    whole = f'#map .target.split[data-square="{split}"]'
    find(ann, whole)
    assert sorted(attributes(ann, whole, "data-nodes")[0].split()) == sides
    lit = attributes(ann, "#map .target", "data-node")
    assert not set(sides) & set(lit), lit  # no half of the square is a target of its own
    boxes = ann.execute_script(BOXES, "#map .target")
    assert len(boxes) == len(lit) > 1
    assert all(min(w, h) >= 44 - 0.5 for _, w, h in boxes), boxes  # at the phone's zoom

    # A tap on the square: a chooser naming both sides; Escape closes it.
    click(ann, whole)
    buttons = ann.execute_script(BOXES, ".river-chooser button")
    assert sorted(n for n, _, _ in buttons if "/" in (n or "")) == sides, buttons
    assert all(min(w, h) >= 44 - 0.5 for _, w, h in buttons), buttons
    for side in sides:
        assert f"({side})" in text_of(ann, f'.river-chooser button[data-node="{side}"]')
    ActionChains(ann).send_keys(Keys.ESCAPE).perform()
    wait(ann, lambda d: not d.find_elements(By.CSS_SELECTOR, ".river-chooser"))
    # A tap elsewhere closes it too, and sends nothing.
    version = game_row(game_id).version
    click(ann, whole)
    find(ann, ".river-chooser")
    click(ann, "#map-legend")
    wait(ann, lambda d: not d.find_elements(By.CSS_SELECTOR, ".river-chooser"))
    assert game_row(game_id).version == version

    # The far side chosen is the destination, the pieces those the form shows.
    click(ann, whole)
    form = shown(ann)
    click(ann, f'.river-chooser button[data-node="{sides[1]}"]')
    wait_version(game_id, version)
    moved = GameAction.objects.filter(game_id=game_id, kind="move").latest("version").data
    assert moved["destination"] == sides[1]
    assert (moved["origin"], moved["knights"], moved["footsoldiers"]) == (
        form["origin"],
        int(form["knights"] or 0),
        int(form["footsoldiers"] or 0),
    )
    assert moved["challenger"] is form["challenger"] is False
    assert (moved["origin"], moved["knights"], moved["footsoldiers"]) == (square, 1, 0)
