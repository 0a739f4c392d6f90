"""A physical table kept on one page (issue 17): the host creates a four-player table game with
the players' names typed in (no accounts; two challengers already chosen at the table), and
enters every seat's decisions on his own page — the order rolls with the keyboard, the
challengers, the sealed bids of the auctions, then a whole round: the fortune cards drawn, the
moves on the map for each seat, a purchase for another seat, a joust with another seat's pick.
The record cards show every seat's gold, print one card an A4 page however long the game, and
say "(you)" on the screen only. A phone-sized window runs the set-up the same way."""

import base64
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.print_page_options import PrintOptions

from kingdom.models import Game, RecordEntry, Seat
from kingdom.services import game_check_replay, game_state

from .helpers import (
    Console,
    act,
    attributes,
    click,
    column,
    create_table_game,
    enter_card,
    find,
    game_row,
    log_in,
    look_for_secrets,
    make_user,
    open_record,
    pending,
    pick,
    record_fetches,
    seal,
    shot,
    synced,
    text_of,
    titles,
    type_face,
    type_into,
    uncover,
    wait,
    whose,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(600),  # a whole round entered on one page, every step waiting up to 20 s
]

NAMES = ["Ann", "Bors", "Cai", "Dagonet"]
CHOSEN = {0: "arthur", 2: "mark"}  # chosen at the table before the game
# The fortune cards the seats draw in the first round (the second seat's is the tournament).
CARDS = {0: "F26", 1: "F01", 2: "F15", 3: "F18"}


def set_up(driver, game_id):
    """Order rolls (6, 5, 4, 3: Ann first), the challengers not chosen at the table, and every
    seat's sealed bid in the auctions (distinct, so no roll-off)."""
    decision = pending(game_id)[0]
    assert (decision.kind, decision.seat) == ("roll", 0)
    whose(driver, game_id, "Ann (you) rolls")
    for n, face in enumerate((6, 5, 4, 3)):
        type_face(driver, game_id, face, focused=n > 0)
    free = {1: "lot", 3: "uriens"}
    auctions = 0
    for _ in range(40):
        decision = pending(game_id)[0]
        if decision.kind == "choose_challenger":
            seat = decision.seat
            assert seat in free, f"{NAMES[seat]}'s challenger was chosen at the table"
            whose(driver, game_id, NAMES[seat])
            panel = f'.decision[data-kind="choose_challenger"][data-seat="{seat}"]'
            assert f"for {NAMES[seat]}" in text_of(driver, panel)
            act(driver, game_id, f'{panel} [data-challenger="{free[seat]}"]')
        elif decision.kind == "bid":
            auctions += decision.seat == 0
            synced(driver, game_id)
            for seat in (0, 1, 2, 3):
                seal(driver, game_id, seat, 10 + 5 * seat + auctions, NAMES[seat])
        else:
            break
    assert decision.kind == "enter_card", decision
    chosen = [p.challenger for p in game_state(game_row(game_id)).players]
    assert chosen == ["arthur", "lot", "mark", "uriens"]
    assert auctions == 2  # the two challengers nobody plays (rule 5)


def move_on_map(driver, game_id, seat):
    """Click one of the seat's stacks on the map, then a lit square with no battle."""
    whose(driver, game_id, NAMES[seat])
    stacks = f'#map .stack.selectable[data-seat="{seat}"]'
    origin = wait(driver, lambda d: (attributes(d, stacks, "data-node") or [None])[0])
    click(driver, f'{stacks}[data-node="{origin}"] rect')
    options = wait(
        driver,
        lambda d: d.find_elements(By.CSS_SELECTOR, "#move-destination option"),
        message="no square lit",
    )
    target = next(o.get_attribute("value") for o in options if not o.text.endswith("battle!"))
    act(driver, game_id, f'#map .target[data-node="{target}"]')
    player = game_state(game_row(game_id)).player(seat)
    assert target in player.stacks or player.challenger_at == target, (origin, target)
    return origin, target


def joust(driver, game_id, host_seat):
    """The tournament: Ann rides, the others decline; each rider's numbers are picked on the
    page (the host's seat's and another's); the first throw of each ride strikes, the second
    misses."""
    picked, throws = set(), 0
    for _ in range(30):
        decisions = pending(game_id)
        if not decisions:
            break
        d = decisions[0]
        panel = f'.decision[data-kind="{d.kind}"][data-seat="{d.seat}"]'
        if d.kind == "joust_reply":
            whose(driver, game_id, NAMES[d.seat])
            answer = "button.primary" if d.seat == 0 else '[data-action="decline_joust"]'
            act(driver, game_id, f"{panel} {answer}")  # Ann rides, the others decline
        elif d.kind == "joust_pick":
            synced(driver, game_id)
            uncover(driver, d.seat)
            text = text_of(driver, panel)
            assert "Pick 1 number of the red die" in text, text  # not "undefined numbers"
            if d.seat != 0:
                assert f"for {NAMES[d.seat]}" in text
            # Nothing ticked for the rider: Pick waits until his number is.
            assert attributes(driver, f"{panel} input:checked", "value") == []
            assert attributes(driver, f"{panel} button.primary", "disabled") == [""]
            pick(driver, game_id, panel, (1,))
            picked.add(d.seat)
        elif d.kind == "roll" and d.detail["purpose"] == "joust":
            throws += 1
            type_face(driver, game_id, 1 if throws % 2 else 6, focused=False)
        else:
            break
    assert picked == {0, host_seat}, picked
    return pending(game_id)


def buy_for(driver, game_id, seat):
    """A purchase entered for another seat: one company of knights at its castle."""
    panel = f'.decision[data-kind="purchase"][data-seat="{seat}"]'
    synced(driver, game_id)
    assert "You cannot buy pieces now" not in text_of(driver, panel)

    def knights(player):
        return sum(stack.knights for stack in player.stacks.values())

    before = game_state(game_row(game_id)).player(seat)
    type_into(driver, f'{panel} form.buy input[name="knights"]', "1")
    act(driver, game_id, f"{panel} form.buy button[type=submit]")
    after = game_state(game_row(game_id)).player(seat)
    assert after.gold < before.gold and knights(after) == knights(before) + 1


def play_turn(driver, game_id, seat, artifacts):
    """Everything of one seat's turn, entered on the host's page."""
    enter_card(driver, game_id, seat, CARDS[seat], CARDS[seat])
    if CARDS[seat] == "F01":
        left = joust(driver, game_id, seat)
        assert left and (left[0].seat, left[0].kind) == (seat, "purchase"), left
    else:
        move_on_map(driver, game_id, seat)
        if seat == 2:
            shot(driver, artifacts, "table-seats-03-moved-for-cai")
        act(driver, game_id, '[data-action="end_movement"]')
    if seat == 3:
        buy_for(driver, game_id, seat)
    act(driver, game_id, '[data-action="end_turn"]')


def test_one_host_keeps_a_four_player_table_on_one_page(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    make_user("ann")
    driver = browsers(1280, 1000)
    record_fetches(driver)
    log_in(driver, base, "ann")
    game_id = create_table_game(driver, base, NAMES, CHOSEN, (artifacts, "table-seats-01-names"))
    seats = Seat.objects.filter(game_id=game_id).order_by("index")
    assert [(s.name, s.user is None) for s in seats] == [
        ("Ann", False), ("Bors", True), ("Cai", True), ("Dagonet", True)
    ]  # fmt: skip
    # Nothing at a table runs on a clock: no absence panel, no deadline.
    assert not find(driver, "#absence").is_displayed()
    assert "deadline" not in text_of(driver, "#status").lower()
    # The host may show each named seat's claim link.
    assert attributes(driver, "#seats [data-claim]", "data-claim") == ["1", "2", "3"]

    set_up(driver, game_id)
    shot(driver, artifacts, "table-seats-02-first-card")
    for seat in (0, 1, 2, 3):
        play_turn(driver, game_id, seat, artifacts)
    state = game_state(game_row(game_id))
    assert state.turn is not None and (state.turn.round, state.turn.seat) == (2, 0)
    assert game_check_replay(game=game_row(game_id))

    # The record cards: every seat's gold, as the game has it.
    open_record(driver, base, game_id, 4)
    for p in state.players:
        assert "gold" in titles(driver, p.seat)
        current, entries, _ = column(driver, p.seat, "Gold")
        assert current.startswith(f"{p.gold} ("), (p.seat, current)
        assert entries[-1] == str(p.gold)
    assert text_of(driver, "#card-0 .player") == "Player: Ann (you)"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".record-card button.print-card")) == 4
    shot(driver, artifacts, "table-seats-04-record-cards")
    # Every seat's view is the host's, but what no seat may see stays hidden from him too.
    look_for_secrets(driver, game_id, must_fetch=("", "record-cards/", "ledger/"))
    # On paper: no "(you)", one card an A4 page, however long the game.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    assert text_of(driver, "#card-0 .player") == "Player: Ann"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    lengthen_the_cards(game_id)
    open_record(driver, base, game_id, 4)
    options = PrintOptions()
    options.page_width, options.page_height = 21.0, 29.7  # A4, in centimetres
    pdf = base64.b64decode(driver.print_page(options))
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) == 4

    console.collect("ann", driver)
    assert console.errors() == []


def lengthen_the_cards(game_id):
    """A long game's cards, for the print layout only: each seat's gold line written 300 more
    times (copies of its last entry; the game itself is not changed)."""
    for seat in range(4):
        last = RecordEntry.objects.filter(game_id=game_id, seat=seat, field="gold").last()
        RecordEntry.objects.bulk_create(
            RecordEntry(game_id=game_id, seat=seat, event=last.event, field="gold",
                        value=last.value, rule=last.rule)
            for _ in range(300)
        )  # fmt: skip


def test_the_set_up_of_a_table_on_a_phone(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    make_user("ann")
    phone = browsers(390, 844, phone=True)
    log_in(phone, base, "ann")
    game_id = create_table_game(phone, base, NAMES, CHOSEN)
    assert Game.objects.get(pk=game_id).mode == "table"
    set_up(phone, game_id)
    whose(phone, game_id, "Ann")
    wide = phone.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
    assert not wide, "the page is wider than the phone"
    shot(phone, artifacts, "table-seats-05-phone-first-card")
    console.collect("phone", phone)
    assert console.errors() == []
