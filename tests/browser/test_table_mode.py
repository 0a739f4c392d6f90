"""A game at a physical table in the browser: the pages ask for the faces the players rolled
instead of rolling, and the host may enter any seat's decisions. The battle examples of the
rulebook (rules 16 and 17, seeds/kingdom-rulebook.txt) are played by typing in their faces, and
the record cards come out as the rulebook says, to the gold coin, with the moneylender's coins.

Rule 16: player 1 advances 3 footsoldiers and a mounted knight into 2 footsoldiers and 2 knights
of player 2; both use the blue die; player 1 rolls 2 (Engage), player 2 a 5 (Fighting retreat):
player 1 loses 2 points of his initial combat value of 4, and player 2's red die picks which
pieces (even: the knight). Rule 17: player 1's 3 knights and 2 footsoldiers (8 gold of wages)
beat player 2's 2 knights and a footsoldier (5 gold): player 1 pays his 8 to the moneylender and
receives player 2's 5 as the spoils of war. Wages are 2 gold a knight and 1 a footsoldier, so the
rule 16 battle sets aside 5 against 6. The faces the rulebook leaves open are chosen to let
player 1 win both: an Ambush (6 and more) against a Retreat in confusion (1 or 2) destroys the
defenders (table 1).

To reach the examples' positions at once, the test puts the four stacks on the board in the
database after the auction (the engine's `State`, saved as the game's snapshot): from then on
the game's log no longer replays from its start, which only this test may allow itself."""

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from kingdom.rules.state import Stack
from kingdom.selectors import coins
from kingdom.services import game_ruleset, game_state

from .helpers import (
    Console,
    attributes,
    check_odds,
    click,
    column,
    find,
    game_row,
    log_in,
    look_for_secrets,
    make_user,
    odds_asked,
    open_record,
    pending,
    ready,
    record_fetches,
    seal_bid,
    shot,
    shows,
    synced,
    text_of,
    titles,
    type_into,
    unlabelled,
    wait,
    wait_version,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]

ANN, BORS = 0, 1
# The examples' forces, (knights, footsoldiers): player 1 attacks from the west.
RULE_16 = {"from": "K19", "at": "L19", "attacker": (1, 3), "defender": (2, 2)}
RULE_17 = {"from": "K20", "at": "L20", "attacker": (3, 2), "defender": (2, 1)}


def type_face(driver, face, who, focused):
    """Type a face into the roll panel the keyboard's way: the Enter key sends it. Once the
    keyboard is in the decisions (`focused`), each new die's field has the focus at once."""
    find(driver, '.decision[data-kind="roll"] input[name="face"]')
    active = driver.switch_to.active_element
    if active.get_attribute("name") != "face":
        assert not focused, f"{who}: the face field has no focus"
        # click() finds the field again if a poll redraws the panel meanwhile (stale element).
        click(driver, '.decision[data-kind="roll"] input[name="face"]')
        active = driver.switch_to.active_element
    assert active.get_attribute("name") == "face" and active.get_attribute("value") == ""
    active.send_keys(str(face), Keys.ENTER)


def roll(driver, game_id, face, who, focused=True):
    """`who` types `face` for the die the game waits for, in `driver`'s window."""
    (decision,) = pending(game_id)
    assert decision.kind == "roll", decision
    before = game_row(game_id).version
    synced(driver, game_id)
    type_face(driver, face, who, focused)
    wait_version(game_id, before)


def enter_card(driver, panel, number):
    """Type a card's number into the card panel and enter it with the Enter key, once the list
    below has found it (the cards of the pack come from the API)."""
    field = find(driver, f'{panel} input[name="card"]')
    field.send_keys(number)
    wait(driver, lambda d: attributes(d, f"{panel} option", "value") == [number])
    field.send_keys(Keys.ENTER)


def place_forces(game_id):
    """The examples' four stacks, on open plain squares of the midlands."""
    game = game_row(game_id)
    state = game_state(game)
    for example in (RULE_16, RULE_17):
        state.player(ANN).stacks[example["from"]] = Stack(*example["attacker"])
        state.player(BORS).stacks[example["at"]] = Stack(*example["defender"])
    game.state = state.to_json()
    game.save(update_fields=["state", "updated_at"])


def round_row(node, number, part=""):
    return f'#battle [data-node="{node}"] tr.round[data-round="{number}"] {part}'.strip()


def move_in(driver, game_id, user, example, artifacts, name):
    """Ann clicks the stack, sees the lit squares, clicks the enemy's: the exact odds show before
    she commits; then she commits."""
    origin, node = example["from"], example["at"]
    knights, footsoldiers = example["attacker"]
    click(driver, f'#map .stack.selectable[data-node="{origin}"] rect')
    find(driver, f'#move-targets[data-query="{knights}:{footsoldiers}:false"]')
    option = find(driver, f'#move-destination option[value="{node}"]')
    assert option.text.endswith("battle!")
    asked = odds_asked(game_state(game_row(game_id)), ANN, node, example["attacker"], BORS)
    assert (asked["defender_knights"], asked["defender_footsoldiers"]) == example["defender"]
    before = game_row(game_id).version
    click(driver, f'#map .target[data-node="{node}"]')
    check_odds(driver, game_id, user, asked)
    assert game_row(game_id).version == before, "the move went before the odds were shown"
    shot(driver, artifacts, name)
    click(driver, "#attack-confirm button.primary")
    wait_version(game_id, before)


def test_a_table_game_plays_the_rulebook_battle_examples(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    host = make_user("ann")
    make_user("bors")
    ann = browsers(1280, 1000)
    bors = browsers(1280, 1000)
    for driver in (ann, bors):
        record_fetches(driver)
    log_in(ann, base, "ann")
    log_in(bors, base, "bors")

    # Ann creates a game for a physical table, typing the players' names; the red die decides
    # who starts. Bors claims his seat on his own phone with the link Ann shows him.
    type_into(ann, "#g-name", "Round Table")
    Select(find(ann, "#g-mode")).select_by_value("table")
    type_into(ann, "#g-seats", "2")
    type_into(ann, "#g-player-0", "ann")
    type_into(ann, "#g-player-1", "bors")
    Select(find(ann, "#g-order")).select_by_value("roll")
    click(ann, "#create")
    wait(ann, lambda d: d.current_url.rstrip("/").rsplit("/", 1)[1].isdigit())
    game_id = int(ann.current_url.rstrip("/").rsplit("/", 1)[1])
    ready(ann)
    click(ann, '#seats [data-claim="1"]')
    link = find(ann, "#claim-link-1").get_attribute("href")
    bors.get(link)
    ready(bors)
    click(bors, "#join")
    wait(bors, lambda d: "bors (you)" in d.find_element(By.ID, "seats").text)

    # The pages ask for the faces instead of rolling: each player types his own.
    panel = find(ann, '.decision[data-kind="roll"]')
    assert "At a table (dice typed in)" in text_of(ann, "#status")
    assert "Roll the red die for the first player (ann (you) rolls)" in panel.text
    face = panel.find_element(By.CSS_SELECTOR, "input[name=face]")
    assert face.get_attribute("max") == "6" and face.get_attribute("value") == ""
    assert unlabelled(ann) == []
    shot(ann, artifacts, "table-01-roll-for-order")
    roll(ann, game_id, 5, "ann", focused=False)
    roll(bors, game_id, 2, "bors", focused=False)
    assert [d.kind for d in pending(game_id)] == ["choose_challenger"]

    # Ann (player 1 of the examples) chooses King Arthur; as host she enters Bors's choice.
    for seat, challenger in ((ANN, "arthur"), (BORS, "mark")):
        before = game_row(game_id).version
        click(ann, f'.decision[data-kind="choose_challenger"][data-seat="{seat}"] '
                   f'[data-challenger="{challenger}"]')  # fmt: skip
        wait_version(game_id, before)
    # The host enters both sealed bids of each auction: 5 for Ann, none for Bors.
    for _ in range(8):
        decisions = pending(game_id)
        if not decisions or decisions[0].kind != "bid":
            break
        seat = decisions[0].seat
        before = game_row(game_id).version
        seal_bid(ann, 5 if seat == ANN else 0, seat=seat)
        wait_version(game_id, before)
    (decision,) = pending(game_id)
    assert (decision.seat, decision.kind) == (ANN, "enter_card")

    # The examples' forces take the field; both pages are loaded again.
    place_forces(game_id)
    for driver in (ann, bors):
        driver.refresh()
        ready(driver)

    # Ann enters the fortune card she drew (one that does nothing), pays her allegiances.
    before = game_row(game_id).version
    enter_card(ann, '.decision[data-kind="enter_card"]', "F26")
    wait_version(game_id, before)
    find(ann, '.decision[data-kind="move"]')
    gold = {p.seat: p.gold for p in game_state(game_row(game_id)).players}

    # She moves both stacks in, each time seeing the exact odds first; then ends her movement.
    move_in(ann, game_id, host, RULE_16, artifacts, "table-02-odds-rule-16")
    move_in(ann, game_id, host, RULE_17, artifacts, "table-03-odds-rule-17")
    click(ann, '[data-action="end_movement"]')
    # Two battles: she picks the order, with the odds of each beside it.
    choose = find(ann, '.decision[data-kind="choose_battle"]')
    wait(ann, lambda d: len(choose.find_elements(By.CSS_SELECTOR, ".odds .odds-table")) == 2)
    shot(ann, artifacts, "table-04-choose-battle")
    before = game_row(game_id).version
    click(ann, '.decision[data-kind="choose_battle"] button[data-node="L19"]')
    wait_version(game_id, before)

    # Rule 16: player 1 rolls 2 (Engage), player 2 a 5 (Fighting retreat).
    roll(ann, game_id, 2, "ann")
    shows(ann, '#battle [data-node="L19"] tr.thrown', "ann (you) threw 2 on the blue die")
    synced(bors, game_id)
    shows(bors, "#decisions", "the defender’s battle throw (bors (you) rolls)")
    roll(bors, game_id, 5, "bors", focused=False)
    shows(
        bors,
        round_row("L19", 1),
        "ann: 2 on blue → 2",
        "bors (you): 5 on blue → 5",
        "0/2\nann's score 2 reads “Engage” (the column), your 5 “Fighting retreat” (the row): "
        "bors (you) loses nothing, ann loses 2 points.",
        "rule 14 iii",
        "table 1",
    )
    # The loss of 2 points from a mixed force: player 2's red die picks (4, even: the knight);
    # the second point can only be a footsoldier.
    casualty = "ann’s casualty (even: a knight falls, odd: a footsoldier)"
    synced(bors, game_id)
    shows(bors, "#decisions", casualty)
    roll(bors, game_id, 4, "bors")
    shows(bors, round_row("L19", 1, ".losses"), "ann −1K 1F (your red die: 4)")
    assert shows(bors, round_row("L19", 1, ".values"), "ann") == "ann 2 · bors (you) 4"
    shot(bors, artifacts, "table-05-rule-16-round-1")
    # Player 1, with footsoldiers only, throws the red die now: 6, an Ambush, against 1.
    wait(ann, lambda d: "the attacker’s battle throw" in d.find_element(By.ID, "decisions").text)
    roll(ann, game_id, 6, "ann")
    roll(ann, game_id, 1, "ann for bors")
    shows(
        ann,
        round_row("L19", 2),
        "ann (you): 6 on red → 6",
        "bors: 1 on blue → 1",
        "defenders destroyed\nYour score 6 reads “Ambush” (the column), bors's 1 “Retreat in "
        "confusion” (the row): bors's pieces here are routed and destroyed.",
    )
    shows(
        ann,
        '#battle .battle-report[data-node="L19"]',
        "ann (you) (4) against bors (4) at L19, table 1. rule 14 ii",
        "Wages set aside: ann (you) 5 gold, bors 6 gold. rule 17",
        "The battle at L19 ends: ann (you), the attacker, wins. rule 15 vi",
        "ann (you) pays the moneylender 5 gold (wages). rule 17",
        "bors pays ann (you) 6 gold (spoils of war). rule 17",
    )

    # Rule 17: the other battle follows at once; 8 (Ambush) against 1.
    find(ann, '#battle .battle-report[data-node="L20"]')
    roll(ann, game_id, 8, "ann")
    roll(ann, game_id, 1, "ann for bors")
    find(ann, '.decision[data-kind="purchase"]')
    shows(
        ann,
        '#battle .battle-report[data-node="L20"]',
        "ann (you) (5) against bors (3) at L20, table 1. rule 14 ii",
        "Wages set aside: ann (you) 8 gold, bors 5 gold. rule 17",
        "defenders destroyed\nYour score 8 reads “Ambush” (the column), bors's 1 “Retreat in "
        "confusion” (the row): bors's pieces here are routed and destroyed.",
        "The battle at L20 ends: ann (you), the attacker, wins. rule 15 vi",
        "ann (you) pays the moneylender 8 gold (wages). rule 17",
        "bors pays ann (you) 5 gold (spoils of war). rule 17",
    )
    shows(ann, "#battle h2", "Battles this turn")
    # What is left on the field: player 1's two footsoldiers, and his whole force of rule 17.
    for node, left in (("L19", "2F"), ("L20", "3K 2F")):
        assert text_of(ann, f'#map .stack[data-node="{node}"][data-seat="0"] text') == left
    assert not ann.find_elements(By.CSS_SELECTOR, '#map .stack[data-seat="1"][data-node^="L"]')
    find(ann, "#battle").screenshot(str(artifacts / "table-06-battles-this-turn.png"))

    # The record cards, as the rulebook has them: combat values 4 against 4 and 5 against 3,
    # and to the gold coin: ann −5 +6 −8 +5, bors −6 −5.
    rs = game_ruleset(game_row(game_id))
    purse = [gold[ANN] - 5, gold[ANN] - 5 + 6, gold[ANN] - 5 + 6 - 8, gold[ANN] - 5 + 6 - 8 + 5]
    bors_purse = [gold[BORS] - 6, gold[BORS] - 6 - 5]
    breakdown = " + ".join(
        coin for coin, n in sorted(coins(purse[-1], rs.coins).items(), key=lambda c: -int(c[0]))
        for _ in range(n)
    )  # fmt: skip
    click(ann, "#record-link")
    open_record(ann, base, game_id, 2)
    _, scores, _ = column(ann, ANN, "Battle scores")
    assert scores == ["4 at L19", "5 at L20"]
    _, scores, _ = column(ann, BORS, "Battle scores")
    assert scores == ["4 at L19", "3 at L20"]
    current, entries, _ = column(ann, ANN, "Gold")
    assert entries[-4:] == [str(g) for g in purse]
    assert current == f"{purse[-1]} ({breakdown})"
    assert "gold" in titles(ann, ANN) and "gold" in titles(ann, BORS)  # gold is public
    assert column(ann, ANN, "Chivalry")[0] == "2"  # house 4: +1 for each battle won
    # The moneylender's guidance at a table: which coins to hand over, and the last payments.
    lender = find(ann, "#moneylender")
    assert lender.is_displayed()
    assert f"ann’s purse holds {purse[-1]} gold: hand over {breakdown}." in lender.text
    payments = [
        re.sub(r"^#\d+ ", "", li.text) for li in lender.find_elements(By.CSS_SELECTOR, "li")
    ]
    assert payments[:4] == [
        "+5 gold (spoils of war) rule 17",
        "-8 gold (wages) rule 17",
        "+6 gold (spoils of war) rule 17",
        "-5 gold (wages) rule 17",
    ]
    assert unlabelled(ann) == []
    shot(ann, artifacts, "table-07-record-and-moneylender")
    look_for_secrets(ann, game_id, must_fetch=("", "record-cards/", "ledger/"))

    open_record(bors, base, game_id, 2)
    current, entries, _ = column(bors, BORS, "Gold")
    assert entries[-2:] == [str(g) for g in bors_purse]
    assert current.startswith(f"{bors_purse[-1]} (")
    assert f"bors’s purse holds {bors_purse[-1]} gold" in text_of(bors, "#moneylender")
    look_for_secrets(bors, game_id, must_fetch=("", "record-cards/", "ledger/"))

    # Ann ends her turn; as host she enters the fortune card Bors draws.
    ann.back()
    ready(ann)
    before = game_row(game_id).version
    click(ann, '[data-action="end_turn"]')
    wait_version(game_id, before)
    panel = find(ann, '.decision[data-kind="enter_card"][data-seat="1"]')
    assert "for bors" in panel.text
    before = game_row(game_id).version
    # Ann's star went under the pack (rule 7): Bors draws A Hermit in the Forest.
    enter_card(ann, '.decision[data-kind="enter_card"][data-seat="1"]', "F21")
    wait_version(game_id, before)
    assert [(d.seat, d.kind) for d in pending(game_id)] == [(BORS, "move")]
    look_for_secrets(ann, game_id)

    console.collect("ann", ann)
    console.collect("bors", bors)
    assert console.errors() == []
