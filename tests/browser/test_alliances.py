"""Two players form an alliance from their pages, stand together, a third sees the allied side in
his odds, and one of the allies ends the alliance in the middle of the third's turn (rule 33).

Ann plays King Uriens (Carlisle, H12), Bors King Lot (Dunpeldyr, I10), Cai King Arthur and wins
King Lancelot's allegiance (Joyous Gard, M15) at auction. On her first turn Ann offers Bors an
alliance from the seats list; Bors reads the offer's panel (what accepting means, its deadline,
its default) and accepts. Ann's knights then ride from Carlisle to a square Bors's knights and
Cai's reach too, Bors's knights join them there, and both pages mark the allied stacks. On his
turn Cai plans an attack on that square: the odds panel counts Bors's knights on Ann's side and
says so, and the page asked /odds/ with the ally's pieces. Meanwhile Bors ends the alliance,
confirming after the page said what follows: the seats lists and the maps drop it at once.

The dice are the server's: the test picks the seed by playing the same opening with the rules
engine alone, the first whose fortune cards leave the three stacks where they should be."""

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import GameEvent
from kingdom.rules import engine
from kingdom.rules.actions import AnswerAlliance, Bid, ChooseChallenger, Move, ProposeAlliance
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice
from kingdom.rules.movement import Group, reachable
from kingdom.rules.state import Mode, Order, Settings

from .helpers import (
    Console,
    attributes,
    check_odds,
    click,
    find,
    game_row,
    log_in,
    make_user,
    odds_asked,
    pending,
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
    pytest.mark.timeout(300),
]

ANN, BORS, CAI = 0, 1, 2
CHALLENGERS = {ANN: "uriens", BORS: "lot", CAI: "arthur"}
HOMES = {ANN: "H12", BORS: "I10", CAI: "M15"}  # Carlisle, Dunpeldyr, Joyous Gard


# -- the plan -------------------------------------------------------------------------------------
def setup_answer(state):
    """The set-up: the challengers above; Cai bids 1 for every allegiance, the others nothing."""
    decision = engine.pending(state)[0]
    if decision.kind == "choose_challenger":
        return ChooseChallenger(seat=decision.seat, challenger=CHALLENGERS[decision.seat])
    if decision.kind == "bid":
        return Bid(seat=decision.seat, amount=1 if decision.seat == CAI else 0)
    return default_action(state, decision)


def by_default(state):
    """What the clock would play for the first decision waiting."""
    return default_action(state, engine.pending(state)[0])


def knights_move(state, seat, field):
    stack = state.player(seat).stacks[HOMES[seat]]
    return Move(
        seat=seat, origin=HOMES[seat], destination=field, knights=stack.knights, footsoldiers=0
    )


def until(state, dice, seat, kind="move", answer=setup_answer):
    """Play the defaults (or the set-up's answers) until `seat` has a decision of `kind`."""
    for _ in range(200):
        decision = engine.pending(state)[0]
        if (decision.seat, decision.kind) == (seat, kind):
            return state
        state, _ = engine.apply(state, answer(state), dice)
    raise AssertionError(f"seat {seat} never came to {kind}")


def knights_reach(state, seat):
    stack = state.player(seat).stacks.get(HOMES[seat])
    if stack is None or not stack.knights:
        return set()
    return set(reachable(state, seat, HOMES[seat], Group(stack.knights, 0, False)))


def plan(ruleset, tries=100):
    """(seed, field): the square the three players' knights reach from home, where Ann's and
    Bors's knights stand together when Cai's move comes."""
    for n in range(tries):
        seed = f"alliance-seed-{n}"
        dice = ServerDice(seed)
        settings = Settings(order=Order.SEATING)
        state, _ = engine.start_game(
            ruleset, ["ann", "bors", "cai"], mode=Mode.SERVER, settings=settings, dice=dice
        )
        state = until(state, dice, ANN)
        state, _ = engine.apply(state, ProposeAlliance(seat=ANN, to_seat=BORS), dice)
        state, _ = engine.apply(state, AnswerAlliance(seat=BORS, from_seat=ANN, accept=True), dice)
        fields = sorted(knights_reach(state, ANN) & knights_reach(state, BORS))
        for field in fields:
            after, _ = engine.apply(state, knights_move(state, ANN, field), dice)
            after = until(after, dice, BORS, answer=by_default)
            if field not in knights_reach(after, BORS) or not after.player(ANN).stacks.get(field):
                continue
            after, _ = engine.apply(after, knights_move(after, BORS, field), dice)
            after = until(after, dice, CAI, answer=by_default)
            both = all(after.player(s).stacks.get(field) for s in (ANN, BORS))
            if both and after.allied(ANN, BORS) and field in knights_reach(after, CAI):
                return seed, field
    raise AssertionError(f"no seed of {tries} brings the three to one square")


# -- the test -------------------------------------------------------------------------------------
def allied_stacks(driver, field):
    return sorted(attributes(driver, f'#map .stack.allied[data-node="{field}"]', "data-seat"))


def test_two_players_ally_stand_together_and_part_mid_turn(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors"), CAI: make_user("cai")}
    game = services.game_create(host=users[ANN], name="Camlann", seats=3, order="seating")
    for seat in (BORS, CAI):
        services.game_join(game_id=game.pk, user=users[seat])
    seed, field = plan(services.game_ruleset(game))
    game.dice_seed = seed
    game.dice_commitment = ServerDice.commitment(seed)
    game.save()
    game_id = game.pk
    services.game_start(game_id=game_id, user=users[ANN])

    def play(answer, seat, kind="move"):
        for _ in range(200):
            decision = pending(game_id)[0]
            if (decision.seat, decision.kind) == (seat, kind):
                return
            row = game_row(game_id)
            services.game_submit_action(
                game_id=game_id,
                user=users[decision.seat],
                action=answer(services.game_state(row)).to_dict(),
                expected_version=row.version,
            )
        raise AssertionError(f"seat {seat} never came to {kind}")

    play(setup_answer, ANN)
    drivers = {seat: browsers(1280, 1000) for seat in (ANN, BORS, CAI)}
    ann, bors, cai = drivers[ANN], drivers[BORS], drivers[CAI]
    for seat, driver in drivers.items():
        log_in(driver, base, users[seat].username, then=f"/games/{game_id}/")

    # Ann offers Bors an alliance from the seats list.
    find(ann, '.decision[data-kind="move"]')
    find(ann, f'#alliance-to option[value="{BORS}"]').click()
    assert unlabelled(ann) == []
    before = game_row(game_id).version
    click(ann, "#propose-alliance")
    before = wait_version(game_id, before)
    synced(ann, game_id)
    assert "offers bors an alliance" in text_of(ann, f'#seats li[data-seat="{ANN}"]')

    # Bors's page shows the offer as a decision: what accepting means, the deadline, the default.
    synced(bors, game_id)
    offer = find(bors, '.decision[data-kind="alliance_reply"]')
    text = offer.text
    assert "ann offers you an alliance" in text and "rule 33" in text
    assert "share squares without battle" in text and "the alliance is refused" in text
    assert offer.find_elements(By.CSS_SELECTOR, "time[data-deadline]")
    assert unlabelled(bors) == []
    shot(bors, artifacts, "alliance-01-offer")
    click(bors, '.decision[data-kind="alliance_reply"] [data-action="accept_alliance"]')
    before = wait_version(game_id, before)
    assert services.game_state(game_row(game_id)).allied(ANN, BORS)
    for driver, other in ((ann, BORS), (bors, ANN)):
        synced(driver, game_id)
        line = find(driver, f'#seats li[data-seat="{other}"] .allied-with')
        assert line.get_attribute("data-allies") == str(1 - other)
        assert text_of(driver, f"#end-alliance-{other}").startswith("End alliance with")

    # Ann's knights ride to the field, Bors's join them: both maps mark the allied stacks.
    row = game_row(game_id)
    services.game_submit_action(
        game_id=game_id,
        user=users[ANN],
        action=knights_move(services.game_state(row), ANN, field).to_dict(),
        expected_version=row.version,
    )
    play(by_default, BORS)
    row = game_row(game_id)
    services.game_submit_action(
        game_id=game_id,
        user=users[BORS],
        action=knights_move(services.game_state(row), BORS, field).to_dict(),
        expected_version=row.version,
    )
    play(by_default, CAI)
    for driver in (ann, bors, cai):
        synced(driver, game_id)
        wait(driver, lambda d: allied_stacks(d, field) == ["0", "1"], message="no allied stacks")
    assert "allies' stacks sharing a square" in text_of(ann, "#map-legend")
    shot(ann, artifacts, "alliance-02-allied-stacks")

    # Cai plans an attack on the field: the odds count Bors's knights on Ann's side.
    state = services.game_state(game_row(game_id))
    cai_knights = state.player(CAI).stacks[HOMES[CAI]].knights
    find(cai, '.decision[data-kind="move"]')
    click(cai, f'#map .stack.selectable[data-node="{HOMES[CAI]}"] rect')
    footsoldiers = find(cai, "#move-footsoldiers")
    footsoldiers.clear()
    footsoldiers.send_keys("0")
    find(cai, f'#move-targets[data-query="{cai_knights}:0:false"]')
    before = game_row(game_id).version
    click(cai, f'#map .target[data-node="{field}"]')
    # The allied side is led by the square's controller if he is on it, else by Ann (house 27).
    controller = state.control.get(state.rs.board.node_square(field))
    leader = controller if controller in (ANN, BORS) else ANN
    partner = BORS if leader == ANN else ANN
    asked = odds_asked(state, CAI, field, (cai_knights, 0), leader)
    ally = state.player(partner).stacks[field]
    asked.update(defender_ally_knights=ally.knights, defender_ally_footsoldiers=ally.footsoldiers)
    odds = check_odds(cai, game_id, users[CAI], asked)
    assert odds["defender_ally"] == [ally.knights, ally.footsoldiers]
    allies = text_of(cai, "#attack-confirm .odds-allies")
    assert f"on the defender's side: {users[partner].username}" in allies and "rule 33" in allies
    assert text_of(cai, "#attack-confirm h4") == f"Attack {users[leader].username} at {field}?"
    assert game_row(game_id).version == before
    shot(cai, artifacts, "alliance-03-odds-with-the-ally")

    # In the middle of Cai's turn, Bors ends the alliance, once the page has said what follows.
    click(bors, f"#end-alliance-{ANN}")
    warning = text_of(bors, f'.end-alliance[data-ally="{ANN}"] [role="alert"]')
    assert "enemies" in warning and "rule 6 iv" in warning and "house 27" in warning
    assert game_row(game_id).version == before  # nothing sent before the confirmation
    shot(bors, artifacts, "alliance-04-confirm-the-end")
    click(bors, f"#end-alliance-yes-{ANN}")
    wait_version(game_id, before)
    assert not services.game_state(game_row(game_id)).allied(ANN, BORS)
    (ended,) = GameEvent.objects.filter(game_id=game_id, type="alliance_ended")
    assert (ended.data["seat"], ended.data["ally"]) == (BORS, ANN)
    assert pending(game_id)[0].seat == CAI  # still Cai's turn
    for driver in (ann, bors, cai):
        synced(driver, game_id)
        wait(driver, lambda d: allied_stacks(d, field) == [], message="allied stacks remain")
        assert not driver.find_elements(By.CSS_SELECTOR, "#seats .allied-with")
        assert unlabelled(driver) == []
    shot(ann, artifacts, "alliance-05-ended")

    for who, driver in (("ann", ann), ("bors", bors), ("cai", cai)):
        console.collect(who, driver)
    assert console.errors() == []
