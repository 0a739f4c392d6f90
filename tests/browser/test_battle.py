"""Two players fight a battle in the browser, reached by real play (play by web, server dice).

Ann plays King Arthur and wins the four other allegiances at auction; Bors plays King Lot, whose
castle Dunpeldyr (I10) lies a few squares from Carlisle (H12), the castle of Ann's ally King
Uriens. On her first turn Ann leads Carlisle's garrison out onto an open square; on his, Bors
clicks his stack, sees the squares it can reach, clicks the one Ann holds, reads the exact odds
before he commits, attacks and ends his movement: the server rolls the battle, and both pages show
its rounds (the dice, the table's column and row, the casualties, the rules), and the record cards
the battle scores and the wages and spoils paid.

The dice are the server's, so the game's seed decides which fortune cards are drawn and how the
battle goes. The test picks the seed before the game starts, by playing the same opening with the
rules engine alone: the first seed whose cards leave the two stacks where they should be, with no
add-one card in hand, and whose battle lasts at least two rounds. The game itself is then played
through the services, then the browser, exactly as planned."""

import re

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import GameEvent
from kingdom.rules import engine
from kingdom.rules.actions import Bid, ChooseChallenger, EndMovement, Move
from kingdom.rules.battles import add_one_cards
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice
from kingdom.rules.movement import Group, reachable
from kingdom.rules.state import Mode, Order, Settings

from .helpers import (
    Console,
    attributes,
    cell_texts,
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
    record_fetches,
    shot,
    synced,
    text_of,
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
CARLISLE, DUNPELDYR = "H12", "I10"
ROUND_LIMIT = 6


# -- the plan: an opening, and a seed that makes it a battle --------------------------------------
def answer(state, field):
    """The opening both players play: the challengers, the bids, and Ann's march out of Carlisle
    onto `field`; whatever else the cards ask is answered by the clock's defaults."""
    decision = engine.pending(state)[0]
    seat = decision.seat
    if decision.kind == "choose_challenger":
        return ChooseChallenger(seat=seat, challenger="arthur" if seat == ANN else "lot")
    if decision.kind == "bid":
        return Bid(seat=seat, amount=5 if seat == ANN else 0)
    if decision.kind == "move" and seat == ANN:
        stack = state.player(ANN).stacks.get(CARLISLE)
        group = Group(stack.knights, stack.footsoldiers, False) if stack else None
        if group and not stack.knights_moved and field in reachable(state, ANN, CARLISLE, group):
            return Move(
                seat=ANN,
                origin=CARLISLE,
                destination=field,
                knights=stack.knights,
                footsoldiers=stack.footsoldiers,
            )
    return default_action(state, decision)


def opening(ruleset, seed, field):
    """The game up to Bors's first move, with the engine alone."""
    dice = ServerDice(seed)
    settings = Settings(order=Order.SEATING, round_limit=ROUND_LIMIT)
    state, _ = engine.start_game(
        ruleset, ["ann", "bors"], mode=Mode.SERVER, settings=settings, dice=dice
    )
    for _ in range(100):
        decision = engine.pending(state)[0]
        if (decision.seat, decision.kind) == (BORS, "move"):
            return state, dice
        state, _ = engine.apply(state, answer(state, field), dice)
    raise AssertionError("the opening never came to Bors's move")


def plan(ruleset, tries=300):
    """(seed, field, Bors's attacking group) for a battle of two rounds or more."""
    state, _ = opening(ruleset, "any", None)
    ann = state.player(ANN).stacks[CARLISLE]
    marching = Group(ann.knights, ann.footsoldiers, False)
    knights = Group(state.player(BORS).stacks[DUNPELDYR].knights, 0, False)
    fields = sorted(
        set(reachable(state, ANN, CARLISLE, marching))
        & set(reachable(state, BORS, DUNPELDYR, knights))
    )
    assert fields, "no square both Carlisle's garrison and Lot's knights can reach"
    for n in range(tries):
        seed = f"canary-seed-battle-{n}"
        for field in fields:
            state, dice = opening(ruleset, seed, field)
            if field not in state.player(ANN).stacks or DUNPELDYR not in state.player(BORS).stacks:
                continue
            if add_one_cards(state, ANN) or add_one_cards(state, BORS):
                continue
            group = (state.player(BORS).stacks[DUNPELDYR].knights, 0)
            if field not in reachable(state, BORS, DUNPELDYR, Group(*group, False)):
                continue
            move = Move(
                seat=BORS, origin=DUNPELDYR, destination=field, knights=group[0], footsoldiers=0
            )
            after, _ = engine.apply(state, move, dice)
            after, events = engine.apply(after, EndMovement(seat=BORS), dice)
            rounds = [e for e in events if e.type == "battle_round"]
            if len(rounds) >= 2 and after.battle is None:
                return seed, field, group
    raise AssertionError(f"no seed of {tries} gives a battle")


# -- the test -------------------------------------------------------------------------------------
def events_of(game_id, kind, after=0):
    rows = GameEvent.objects.filter(game_id=game_id, type=kind, sequence__gt=after)
    return [{"sequence": r.sequence, **r.data} for r in rows.order_by("sequence")]


def battle_text(driver, node, *needles):
    """Wait until the report of the battle at `node` shows every needle; its text."""

    def attempt(d):
        text = d.find_element(By.CSS_SELECTOR, f'#battle .battle-report[data-node="{node}"]').text
        return text if all(n in text for n in needles) else False

    return wait(driver, attempt, message=f"the battle at {node} never showed {needles}")


def test_two_players_fight_a_battle_in_the_browser(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors")}

    # The game, created and opened through the services, with the planned seed.
    game = services.game_create(
        host=users[ANN], name="Dunpeldyr", seats=2, order="seating", round_limit=ROUND_LIMIT
    )
    services.game_join(game_id=game.pk, user=users[BORS])
    seed, field, group = plan(services.game_ruleset(game))
    game.dice_seed = seed
    game.dice_commitment = ServerDice.commitment(seed)
    game.save()
    game_id = game.pk
    services.game_start(game_id=game_id, user=users[ANN])
    for _ in range(100):
        decision = pending(game_id)[0]
        if (decision.seat, decision.kind) == (BORS, "move"):
            break
        row = game_row(game_id)
        action = answer(services.game_state(row), field)
        services.game_submit_action(
            game_id=game_id,
            user=users[decision.seat],
            action=action.to_dict(),
            expected_version=row.version,
        )
    state = services.game_state(game_row(game_id))
    assert field in state.player(ANN).stacks, "Ann's garrison did not march out"
    defending = state.player(ANN).stacks[field]

    ann = browsers(1280, 1000)
    bors = browsers(1280, 1000)
    for who, driver in ((ANN, ann), (BORS, bors)):
        record_fetches(driver)
        log_in(driver, base, users[who].username, then=f"/games/{game_id}/")

    # Bors clicks his stack at Dunpeldyr: his knights march, his footsoldiers and King Lot stay.
    find(bors, '.decision[data-kind="move"]')
    click(bors, f'#map .stack.selectable[data-node="{DUNPELDYR}"] rect')
    knights = find(bors, "#move-knights")
    knights.clear()
    knights.send_keys(str(group[0]))
    footsoldiers = find(bors, "#move-footsoldiers")
    footsoldiers.clear()
    footsoldiers.send_keys(str(group[1]))
    for box in bors.find_elements(By.CSS_SELECTOR, "#move-challenger:checked"):
        box.click()
    find(bors, f'#move-targets[data-query="{group[0]}:{group[1]}:false"]')
    targets = attributes(bors, ".target", "data-node")
    assert field in targets and len(targets) > 1, targets
    assert text_of(bors, f'#move-destination option[value="{field}"]').endswith("battle!")
    assert unlabelled(bors) == []
    shot(bors, artifacts, "battle-01-reachable")

    # He clicks the square Ann holds: the exact odds, from the API, before anything is sent.
    before = game_row(game_id).version
    asked = odds_asked(state, BORS, field, group, ANN)
    click(bors, f'#map .target[data-node="{field}"]')
    find(bors, "#attack-confirm .odds-table")
    assert text_of(bors, "#attack-confirm h4") == f"Attack ann at {field}?"
    odds = check_odds(bors, game_id, users[BORS], asked)
    assert odds["attacker"] == list(group)
    assert odds["defender"] == [defending.knights, defending.footsoldiers]
    assert game_row(game_id).version == before, "the attack went before the odds were shown"
    shot(bors, artifacts, "battle-02-odds-before-committing")

    # He commits: the move, then the end of his movement, when the battle is fought.
    click(bors, "#attack-confirm button.primary")
    before = wait_version(game_id, before)
    synced(bors, game_id)  # the page has redrawn its decisions for the move: a click now stays
    click(bors, '[data-action="end_movement"]')
    wait_version(game_id, before)
    (started,) = events_of(game_id, "battle_started")
    rounds = events_of(game_id, "battle_round", after=started["sequence"])
    losses = events_of(game_id, "pieces_lost", after=started["sequence"])
    (ended,) = events_of(game_id, "battle_ended", after=started["sequence"])
    paid = [
        e
        for e in events_of(game_id, "gold_transferred", after=ended["sequence"])
        if e["reason"] in ("wages", "spoils of war")
    ]
    assert len(rounds) >= 2 and len(paid) == 2

    # Both pages show the battle round by round: dice, scores, the table's column and row, the
    # cell, the casualties and the rules; and how it ended and who paid what.
    names = {ANN: {ann: "ann (you)", bors: "ann"}, BORS: {ann: "bors", bors: "bors (you)"}}
    for driver in (bors, ann):
        synced(driver, game_id)
        name = {seat: names[seat][driver] for seat in (ANN, BORS)}
        battle_text(
            driver,
            field,
            f"{name[BORS]} ({started['attacker_strength']}) against "
            f"{name[ANN]} ({started['defender_strength']}) at {field}, table 1. rule 14 ii",
            "Wages set aside: "
            + ", ".join(f"{name[s]} {started['wages'][str(s)]} gold" for s in (BORS, ANN)),
        )
        for r in rounds:
            cells = cell_texts(driver, f'#battle tr.round[data-sequence="{r["sequence"]}"]')
            assert cells[0].split() == [str(r["round"]), "table", str(r["table"])]
            for side, cell in (("attacker", cells[1]), ("defender", cells[2])):
                assert cell.startswith(
                    f"{name[r[side]]}: {r[side + '_face']} on {r[side + '_die']}"
                ), cell
                assert cell.endswith(f"→ {r[side + '_score']}"), cell
            # The cell, then in words what each score chose and what the cell says (issue 27).
            assert cells[3].startswith(f"{r['result']}\n") and cells[3].endswith(r["rule"])
            assert f"“{r['attacker_action']}” (the column)" in cells[3], cells[3]
            assert f"“{r['defender_action']}” (the row)" in cells[3], cells[3]
        shown = "; ".join(
            td.text for td in driver.find_elements(By.CSS_SELECTOR, "#battle .losses")
        )
        # One entry a seat a round, its casualties added up (issue 18): the totals are the log's.
        for seat in {lost["seat"] for lost in losses}:
            for kind, letter in (("knights", "K"), ("footsoldiers", "F")):
                logged = sum(lost[kind] for lost in losses if lost["seat"] == seat)
                entry = re.compile(rf"{re.escape(name[seat])} −(?:(\d+)K)? ?(?:(\d+)F)?")
                group = 1 if letter == "K" else 2
                drawn = sum(int(m.group(group) or 0) for m in entry.finditer(shown))
                assert drawn == logged, (seat, kind, shown)
        winner = ended["winner"]
        outcome = ended["outcome"].replace("_", " ") if winner is None else f"won by {name[winner]}"
        assert text_of(driver, "#battle h3") == f"Battle at {field}: {outcome}"
        settlement = text_of(driver, "#battle .settlement")
        for e in paid:
            payee = "the moneylender" if e["payee"] is None else name[e["payee"]]
            assert f"{name[e['payer']]} pays {payee} {e['amount']} gold ({e['reason']})." in (
                settlement
            )
        look_for_secrets(driver, game_id)
    shot(bors, artifacts, "battle-03-rounds-attacker")
    find(ann, "#battle").screenshot(str(artifacts / "battle-04-rounds-defender.png"))

    # The record cards: the battle scores entered at its start, the gold paid at its end.
    state = services.game_state(game_row(game_id))
    for seat, driver, strength in (
        (BORS, bors, started["attacker_strength"]),
        (ANN, ann, started["defender_strength"]),
    ):
        open_record(driver, base, game_id, 2)
        _, scores, linked = column(driver, seat, "Battle scores")
        assert scores == [f"{strength} at {field}"] and linked == [started["sequence"]]
        current, entries, linked = column(driver, seat, "Gold")
        mine = [e["sequence"] for e in paid if seat in (e["payer"], e["payee"])]
        assert linked[-len(mine) :] == mine, (linked, mine)
        assert entries[-1] == str(state.player(seat).gold)
        assert current.startswith(f"{state.player(seat).gold} (")
        assert not find(driver, "#moneylender").is_displayed()  # the table's guidance only
        look_for_secrets(driver, game_id, must_fetch=("", "record-cards/"))
    shot(bors, artifacts, "battle-05-record-cards")

    console.collect("ann", ann)
    console.collect("bors", bors)
    assert console.errors() == []
