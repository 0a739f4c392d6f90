"""Undo and the searchable card entry at a physical table, on the host's one page (issue 17).

The host types a die face wrongly for the other seat, sees "Undo: bors’s roll 1", confirms what
is taken back, and types the right face (the focus is back in the face field); the log no longer
shows the wrong face and says who took it back. Then he enters the fortune card the other seat
drew by typing part of its title: nothing is chosen before he types, and a card in someone's
hand is not offered."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from kingdom.models import GameEvent
from kingdom.rules.bot import Bot
from kingdom.services import game_create, game_join, game_start, game_state, game_submit_action

from .helpers import (
    Console,
    attributes,
    click,
    find,
    game_row,
    log_in,
    make_user,
    open_game,
    pending,
    seal_bid,
    shot,
    shows,
    synced,
    wait,
    wait_version,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

ANN, BORS = 0, 1


def faces(game_id):
    """The faces typed that still count (the log's, without those taken back)."""
    rows = GameEvent.objects.filter(game_id=game_id, type="die_rolled", undone=False)
    return [e.data["face"] for e in rows.order_by("sequence")]


def type_face(driver, game_id, face, *, focused=True):
    """Type a face the keyboard's way (Enter sends it) into the roll panel, which has the focus
    once the keyboard is in the decisions (`focused`)."""
    synced(driver, game_id)
    before = game_row(game_id).version
    field = find(driver, '.decision[data-kind="roll"] input[name="face"]')
    if not focused:
        field.click()
    active = driver.switch_to.active_element
    assert active.get_attribute("name") == "face", "the face field has no focus"
    active.send_keys(str(face), Keys.ENTER)
    wait_version(game_id, before)


def test_the_host_takes_back_a_mistyped_face_and_enters_a_card_by_its_title(
    live_server, browsers, artifacts
):
    base = live_server.url
    console = Console()
    ann, bors = make_user("ann"), make_user("bors")
    game = game_create(host=ann, name="Round Table", mode="table", seats=2, order="roll")
    game_join(game_id=game.pk, user=bors)
    game_id = game_start(game_id=game.pk, user=ann).pk
    page = browsers(1280, 1000)
    log_in(page, base, "ann")
    open_game(page, base, game_id)

    # Ann rolls 2 for the order; Bors rolled 5, but the host types 1 for him.
    type_face(page, game_id, 2, focused=False)
    type_face(page, game_id, 1)
    assert faces(game_id) == [2, 1]
    synced(page, game_id)
    button = shows(page, "#undo", "Undo: bors’s roll 1")
    assert button == "Undo: bors’s roll 1"
    assert not page.find_elements(By.CSS_SELECTOR, "#undo-confirm"), "no undo without asking"

    # The keyboard's way: the button, then the confirmation saying what goes back.
    find(page, "#undo-button").send_keys(Keys.ENTER)
    shows(
        page,
        "#undo .undo-confirm",
        "Take back bors’s roll 1?",
        ": 1.",
    )
    assert page.switch_to.active_element.get_attribute("id") == "undo-confirm"
    shot(page, artifacts, "table-undo-01-confirm")
    page.switch_to.active_element.send_keys(Keys.ESCAPE)  # kept: nothing taken back yet
    wait(page, lambda d: d.switch_to.active_element.get_attribute("id") == "undo-button")
    version = game_row(game_id).version
    assert faces(game_id) == [2, 1]

    click(page, "#undo-button")
    click(page, "#undo-confirm")
    wait_version(game_id, version)
    assert faces(game_id) == [2], "the mistyped face no longer counts"
    assert game_row(game_id).version == version + 1, "an undo moves the version on"
    shows(page, "#log", "ann takes back a face typed in")
    wrong = GameEvent.objects.get(game_id=game_id, undone=True, type="die_rolled")
    wait(page, lambda d: not d.find_elements(By.ID, f"e{wrong.sequence}"))
    shot(page, artifacts, "table-undo-02-taken-back")

    # The right face, typed at once: the focus went back to the face field.
    wait(page, lambda d: d.switch_to.active_element.get_attribute("name") == "face")
    type_face(page, game_id, 5)
    assert faces(game_id) == [2, 5]
    first = GameEvent.objects.get(game_id=game_id, type="first_player_found", undone=False)
    assert first.data["seat"] == BORS

    # Challengers and the auctions, entered by the host for both seats.
    for seat, challenger in ((BORS, "mark"), (ANN, "arthur")):
        synced(page, game_id)
        before = game_row(game_id).version
        click(page, f'.decision[data-kind="choose_challenger"][data-seat="{seat}"] '
                    f'[data-challenger="{challenger}"]')  # fmt: skip
        wait_version(game_id, before)
    for _ in range(8):
        decisions = pending(game_id)
        if not decisions or decisions[0].kind != "bid":
            break
        before = game_row(game_id).version
        synced(page, game_id)
        seal_bid(page, 5 if decisions[0].seat == BORS else 0, seat=decisions[0].seat)
        wait_version(game_id, before)
    (decision,) = pending(game_id)
    assert (decision.seat, decision.kind) == (BORS, "enter_card")

    # A card lies in Ann's hand (kept from an earlier draw): it cannot be drawn now.
    row = game_row(game_id)
    state = game_state(row)
    state.fortune_pack.remove("F08")
    state.player(ANN).hand.append("F08")
    row.state = state.to_json()
    row.save(update_fields=["state", "updated_at"])
    page.refresh()
    panel = '.decision[data-kind="enter_card"][data-seat="1"]'
    shows(page, panel, f"{len(state.fortune_pack)} cards of {len(state.fortune_pack)} in the pack")
    offered = attributes(page, f"{panel} option", "value")
    assert sorted(offered) == sorted(state.fortune_pack) and "F08" not in offered
    assert find(page, f"{panel} button.primary").get_attribute("disabled"), "no card by default"

    # Typing part of the title finds it; Enter enters it.
    field = find(page, f'{panel} input[name="card"]')
    field.click()
    field.send_keys("hengist")
    shows(page, panel, "1 card of", "match", "Enter “Hengist's Tribute” (F24)")
    assert attributes(page, f"{panel} option", "value") == ["F24"]
    page.execute_script("arguments[0].scrollIntoView({block: 'start'})", find(page, panel))
    shot(page, artifacts, "table-undo-03-card-search")
    before = game_row(game_id).version
    field.send_keys(Keys.ENTER)
    wait_version(game_id, before)
    drawn = GameEvent.objects.get(game_id=game_id, type="fortune_drawn", undone=False)
    assert (drawn.data["seat"], drawn.data["card"]) == (BORS, "F24")

    # The log follows the table (issue 34): the card drawn and acted on, then the allegiances.
    shows(page, "#log", "Hengist's Tribute", ": allegiance.")
    lines = page.execute_script(
        "return [...document.querySelectorAll('#log li')].map(e => e.textContent)"
    )
    turn = next(i for i, t in enumerate(lines) if "(round 1)" in t)
    card = next(i for i, t in enumerate(lines) if "Hengist's Tribute" in t)
    allegiance = next(i for i, t in enumerate(lines) if ": allegiance." in t)
    assert turn < card < allegiance or turn > card > allegiance, lines

    # Hengist's Tribute went under the pack (rule 7): Ann's draw does not offer it (issue 34).
    bot = Bot("issue-34")
    for _ in range(60):
        decision = pending(game_id)[0]
        if decision.kind == "enter_card":
            break
        action = bot.choose(game_state(game_row(game_id)), decision.seat).to_dict()
        action.pop("seat")
        game_submit_action(game_id=game_id, user=ann, action=action, seat=decision.seat)
    assert (decision.seat, decision.kind) == (ANN, "enter_card")
    state = game_state(game_row(game_id))
    assert state.fortune_pack[-1] == "F24" and state.fortune_under == 1
    page.refresh()
    panel = '.decision[data-kind="enter_card"][data-seat="0"]'
    drawable = len(state.fortune_pack) - 1
    shows(page, panel, f"{drawable} cards of {drawable} in the pack")
    assert "F24" not in attributes(page, f"{panel} option", "value")
    field = find(page, f'{panel} input[name="card"]')
    field.click()
    field.send_keys("hengist")
    shows(page, panel, f"0 cards of {drawable} in the pack match")
    assert attributes(page, f"{panel} option", "value") == []

    console.collect("ann", page)
    assert console.errors() == []
