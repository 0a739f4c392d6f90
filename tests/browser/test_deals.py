"""Allies fight a battle side by side, then strike a deal from their pages (rules 32 i, 33,
house 28); the third player sees the battle and the gold, never the card sold nor the promise.

The position is set in the database once the set-up is played (as other browser tests do):
Ann and Bors are allied, and on one open plain square stand Ann's 2 knights, Bors's knight and
2 footsoldiers and Cai's 3 footsoldiers; Ann holds a free-move card. On her turn Ann ends her
movement: the battle with Cai is fought with Bors's pieces on her side, and every page's battle
report names the two allies and their side's combined value (5 against 3). Then Ann offers Bors
her card for 25 gold with a promise, from the Deals panel; Bors's page shows the offer as a
decision (what he gets and gives, the promise, its deadline and default) and he accepts. Cai's
page and everything it fetched never hold the card or the promise; the gold moved is public.
"""

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import GameEvent
from kingdom.rules.board.squares import Terrain
from kingdom.rules.state import Stack

from .helpers import (
    Console,
    click,
    find,
    game_row,
    log_in,
    look_for_secrets,
    make_user,
    pending,
    record_fetches,
    shot,
    synced,
    text_of,
    type_into,
    unlabelled,
    wait,
    wait_version,
)
from .test_alliances import ANN, BORS, CAI, setup_answer

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]

CARD, TITLE = "F03", "A Swift Courser"
PROMISE = "Dunpeldyr's gate stays open to you"


def open_field(state) -> str:
    """An open plain square nobody holds or stands on: no castle, village, site or river."""
    board = state.rs.board
    taken = {board.node_square(n) for p in state.players for n in p.stacks} | set(state.control)
    return next(
        sq.name
        for sq in board.squares
        if sq.terrain is Terrain.PLAIN
        and sq.name not in taken
        and board.castle_at(sq.name) is None
        and board.village_at(sq.name) is None
        and board.mystic_site_at(sq.name) is None
        and board.river_at(sq.name) is None
    )


def set_position(game_id) -> str:
    """Allies Ann and Bors and their enemy Cai on one square; Ann holds the card to sell."""
    game = game_row(game_id)
    state = services.game_state(game)
    field = open_field(state)
    state.alliances = [(ANN, BORS)]
    state.player(ANN).stacks[field] = Stack(knights=2)
    state.player(BORS).stacks[field] = Stack(knights=1, footsoldiers=2)
    state.player(CAI).stacks[field] = Stack(footsoldiers=3)
    for place in [state.fortune_pack, *(p.hand for p in state.players)]:
        if CARD in place:
            place.remove(CARD)
    state.player(ANN).hand.append(CARD)
    game.state = state.to_json()
    game.save()
    return field


def test_allies_fight_side_by_side_and_strike_a_deal(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors"), CAI: make_user("cai")}
    game = services.game_create(host=users[ANN], name="Badon", seats=3, order="seating")
    for seat in (BORS, CAI):
        services.game_join(game_id=game.pk, user=users[seat])
    game_id = game.pk
    services.game_start(game_id=game_id, user=users[ANN])
    for _ in range(200):
        decision = pending(game_id)[0]
        if (decision.seat, decision.kind) == (ANN, "move"):
            break
        row = game_row(game_id)
        services.game_submit_action(
            game_id=game_id,
            user=users[decision.seat],
            action=setup_answer(services.game_state(row)).to_dict(),
            expected_version=row.version,
        )
    else:
        raise AssertionError("Ann never came to move")
    field = set_position(game_id)

    drivers = {seat: browsers(1280, 1000) for seat in (ANN, BORS, CAI)}
    ann, bors, cai = drivers[ANN], drivers[BORS], drivers[CAI]
    record_fetches(cai)
    for seat, driver in drivers.items():
        log_in(driver, base, users[seat].username, then=f"/games/{game_id}/")

    # Ann ends her movement: the battle on the field, Bors's pieces on her side.
    find(ann, '.decision[data-kind="move"]')
    before = game_row(game_id).version
    click(ann, '[data-action="end_movement"]')
    wait_version(game_id, before)
    (joined,) = GameEvent.objects.filter(game_id=game_id, type="allies_join_battle")
    assert (joined.data["leader"], joined.data["allies"], joined.data["strength"]) == (
        ANN,
        [BORS],
        5,
    )
    (started,) = GameEvent.objects.filter(game_id=game_id, type="battle_started")
    assert (started.data["attacker_strength"], started.data["defender_strength"]) == (5, 3)
    for driver in (ann, bors, cai):
        synced(driver, game_id)
        report = f'#battle .battle-report[data-node="{field}"] .battle-allies'
        wait(
            driver,
            lambda d: "the side's value 5" in text_of(d, report),  # noqa: B023
            message="no side-by-side line in the battle report",
        )
        text = text_of(driver, report)
        assert "bors" in text and "ann" in text and "rule 33" in text
        # Ann reads "your side" (issue 18: never "ann (you)’s").
        side = "fights on your side" if driver is ann else "fights on ann’s side"
        wait(driver, lambda d: side in text_of(d, "#log"), message="no log line")  # noqa: B023
    ann.execute_script("document.getElementById('battle').scrollIntoView()")
    shot(ann, artifacts, "deal-01-side-by-side")

    # Ann offers Bors her card for 25 gold, with a promise, from the Deals panel.
    synced(ann, game_id)
    find(ann, f'#deal-to option[value="{BORS}"]').click()
    find(ann, f'#deal-cards option[value="{CARD}"]').click()
    type_into(ann, "#deal-for-gold", "25")
    type_into(ann, "#deal-promise", PROMISE)
    assert unlabelled(ann) == []
    before = game_row(game_id).version
    click(ann, "#propose-deal")
    before = wait_version(game_id, before)
    (offer,) = services.game_state(game_row(game_id)).offers
    assert (offer.to_seat, offer.cards, offer.for_gold, offer.promise) == (
        BORS,
        (CARD,),
        25,
        PROMISE,
    )
    synced(ann, game_id)
    mine = text_of(ann, f'.my-deal[data-number="{offer.number}"]')
    assert TITLE in mine and "25 gold" in mine and "awaiting his answer" in mine

    # Bors's page shows the offer as his decision: what he gets and gives, deadline, default.
    synced(bors, game_id)
    panel = '.decision[data-kind="deal_reply"]'
    wait(bors, lambda d: TITLE in text_of(d, f"{panel} .you-get"), message="no card offered")
    assert text_of(bors, f"{panel} .you-give") == "25 gold"
    assert PROMISE in text_of(bors, f"{panel} .promise")
    text = text_of(bors, panel)
    assert "ann offers you a deal" in text and "the deal is refused" in text and "house 28" in text
    assert find(bors, panel).find_elements(By.CSS_SELECTOR, "time[data-deadline]")
    assert unlabelled(bors) == []
    bors.execute_script(f"document.querySelector('{panel}').scrollIntoView()")
    shot(bors, artifacts, "deal-02-offer")
    ann.execute_script("document.getElementById('deals').scrollIntoView()")
    shot(ann, artifacts, "deal-02b-offered")
    gold = [p.gold for p in services.game_state(game_row(game_id)).players]
    click(bors, f'{panel} [data-action="accept_deal"]')
    wait_version(game_id, before)
    state = services.game_state(game_row(game_id))
    assert CARD in state.player(BORS).hand and CARD not in state.player(ANN).hand
    assert (state.player(ANN).gold, state.player(BORS).gold) == (gold[ANN] + 25, gold[BORS] - 25)
    for driver in (ann, bors):
        synced(driver, game_id)
        wait(driver, lambda d: "accepts" in text_of(d, "#log"), message="no acceptance")
    assert not bors.find_elements(By.CSS_SELECTOR, panel)
    shot(bors, artifacts, "deal-03-accepted")

    # Cai saw a deal struck and the gold move, never the card nor the promise.
    synced(cai, game_id)
    wait(cai, lambda d: "accepts ann’s deal" in text_of(d, "#log"), message="no public line")
    assert not cai.find_elements(By.CSS_SELECTOR, f"{panel}, .my-deal")
    bodies = look_for_secrets(cai, game_id, extra=(PROMISE,), must_fetch=("", "events/"))
    for where, body in bodies:
        if "/api/decks/" not in where:
            assert f'"{CARD}"' not in body, where
    assert TITLE not in text_of(cai, "#log") and CARD not in cai.page_source

    for who, driver in (("ann", ann), ("bors", bors), ("cai", cai)):
        console.collect(who, driver)
    assert console.errors() == []
