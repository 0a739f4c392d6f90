"""Every outcome where you look, on a phone (issue 27, items 7–12): a newcomer signs up (his
browser's time zone becomes his), creates a game against three bots, starts it from above the
map, and plays on a 390×844 touch screen. The auction his bid settles shows its result just
above his decisions, in view, until "Go on"; the map follows the stack he picks from the list
and says why a square is not lit; the fortune cards the bots draw gather in one tray, below his
decisions, dismissed with one tap of a finger-sized button; the log says "by the bot" only where
a bot chose, and names players, not seats. He resigns: the bots finish the game at once, and
his page says why it ended, his place, when and why he went out, and the final scores; the
lobby shows the result.

One game carries every step (the suite is over its time budget): Ann's other decisions are
answered through the services with the clock's defaults."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from kingdom import services
from kingdom.models import Profile
from kingdom.rules.actions import Resign
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice
from kingdom.rules.movement import Group, reachable, refusals
from kingdom.services import game_state

from .helpers import (
    PASSWORD,
    Console,
    click,
    find,
    game_row,
    pending,
    ready,
    seal_bid,
    shows,
    synced,
    type_into,
    wait,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]

ANN = 0
ZONE = "Pacific/Auckland"  # not the machine's: the page must have sent the browser's own


# The log's words for events no short game is sure to bring (events.js, the page's own module).
WORDS = """
const done = arguments[arguments.length - 1];
const src = document.querySelector('script[src*="/game"]').src;
import(new URL("events.js", src).href).then((m) => {
  const ctx = {seat: (s) => `Bot ${s}`, challenger: (k) => k, card: (c) => c};
  const round = {type: "battle_round", node: "K14", round: 1, table: 2, attacker: 1, defender: 2,
    attacker_die: "blue", defender_die: "blue", attacker_face: 8, defender_face: 6,
    attacker_modifiers: [], defender_modifiers: [], attacker_score: 8, defender_score: 6,
    attacker_action: "Charge", defender_action: "Counter attack", result: "2/3",
    cell_source: "printed", rule: "rule 15"};
  done({
    casualty: m.describe({type: "die_rolled", seat: 1, die: "red", purpose: "casualty of 2",
      face: 4}, ctx),
    proposed: m.describe({type: "alliance_proposed", seat: 1, to_seat: 2}, ctx),
    formed: m.describe({type: "alliance_formed", seat: 2, proposer: 1}, ctx),
    round: m.describe(round, ctx),
    delayed: m.describe({...round, table: 3, result: "assault delayed"}, ctx),
  });
}, (err) => done({error: String(err)}));
"""


def rect(driver, css):
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
        " width: r.width, height: r.height};",
        css,
    )


def answer_by_default(game_id, user, until):
    """Answer Ann's decisions with the clock's defaults until `until(decision)` holds for her
    next one (the bots answer theirs in the same transactions)."""
    for _ in range(60):
        mine = [d for d in pending(game_id) if d.seat == ANN]
        if not mine or until(mine[0]):
            return mine[0] if mine else None
        state = game_state(game_row(game_id))
        action = default_action(state, mine[0])
        services.game_submit_action(
            game_id=game_id,
            user=user,
            action=action.to_dict(),
            expected_version=game_row(game_id).version,
        )
    raise AssertionError("Ann's decisions never came to the one awaited")


def test_a_newcomer_sees_every_outcome_where_he_looks_on_a_phone(live_server, browsers):
    base = live_server.url
    console = Console()
    ann = browsers(390, 844, phone=True)
    ann.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": ZONE})

    # -- Item 12: sign-up takes the browser's time zone; the game name field starts empty.
    ann.get(f"{base}/signup/")
    type_into(ann, "#id_username", "ann")
    type_into(ann, "#id_password1", PASSWORD)
    type_into(ann, "#id_password2", PASSWORD)
    click(ann, "form.auth button[type=submit]")
    wait(ann, lambda d: d.current_url.endswith("/games/"), message="no lobby after sign-up")
    ready(ann)
    user = Profile.objects.get(user__username="ann").user
    assert user.profile.time_zone == ZONE
    name = find(ann, "#g-name")
    assert name.get_attribute("value") == "" and name.get_attribute("placeholder")

    # -- "Start the game" stands above the map.
    game = services.game_create(
        host=user, name="Badon", seats=4, bots=3, order="seating", round_limit=2
    )
    game.dice_seed = "every outcome where you look"  # one game, the same at every run: the
    game.dice_commitment = ServerDice.commitment(game.dice_seed)  # bots' cards drawn, her place
    game.save()
    game_id = game.pk
    ann.get(f"{base}/games/{game_id}/")
    ready(ann)
    find(ann, "#start")
    assert rect(ann, "#start")["bottom"] < rect(ann, "#map-frame")["top"]
    click(ann, "#start")
    wait(
        ann, lambda d: d.find_elements(By.CSS_SELECTOR, '.decision[data-kind="choose_challenger"]')
    )
    assert game_row(game_id).status == "active"
    click(ann, '.decision[data-kind="choose_challenger"] button.primary')
    # What choosing did (her pieces placed, her standards planted), then on to the auction.
    shows(ann, "#outcome", "What happened", "ann (you) places", "plants a standard")
    click(ann, "#outcome-go-on")
    wait(ann, lambda d: not d.find_element(By.ID, "outcome").is_displayed())

    # -- Items 7 and 12: the auction her bid settles shows its result where she is.
    find(ann, '.decision[data-kind="bid"]')
    seal_bid(ann, 0)
    box = shows(ann, "#outcome", "What happened", "Bids for", "swears allegiance to")
    assert "Go on" in box
    where = rect(ann, "#outcome")
    assert 0 <= where["top"] < 844, where  # in view, not 4,000 px below
    assert where["bottom"] <= rect(ann, "#decisions")["top"] + 1  # just above the decisions
    click(ann, "#outcome-go-on")
    wait(ann, lambda d: not d.find_element(By.ID, "outcome").is_displayed())

    # -- Item 11: the map follows a stack chosen from the list, and says why a square is dark.
    move = answer_by_default(game_id, user, lambda d: d.kind == "move")
    assert move is not None
    synced(ann, game_id)
    state = game_state(game_row(game_id))
    me = state.player(ANN)
    origin = next(n for n, s in me.stacks.items() if s.knights and not s.knights_moved)
    stack = me.stacks[origin]
    Select(find(ann, "#move-origin")).select_by_value(origin)
    find(ann, "#move-destination")
    group = Group(stack.knights, stack.footsoldiers, me.challenger_at == origin)
    paths = reachable(state, ANN, origin, group)
    refused = refusals(state, ANN, origin, group, paths)
    inside = ann.execute_script(
        """const frame = document.getElementById('map-frame').getBoundingClientRect();
        const sq = document.querySelector('#map .origin').getBoundingClientRect();
        const x = sq.left + sq.width / 2, y = sq.top + sq.height / 2;
        return x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom;"""
    )
    assert inside, "the stack chosen from the list is off the map's frame"
    dark = next(n for n in refused if "/" not in n)  # Caerlon's: a mountain beyond a step
    if dark:
        ann.execute_script(
            "document.querySelector(`#map rect.square[data-square='${arguments[0]}']`)"
            ".dispatchEvent(new MouseEvent('click', {bubbles: true}))",
            dark,
        )
        rule, reason = refused[dark]
        shows(ann, "#why-not-lit", f"{dark}", "is not lit", reason, rule)
    # A finger's targets: rule badges, the challenger's circle, the boxes to tick.
    for css in ("#decisions .rule", "label.check"):
        for element in ann.find_elements(By.CSS_SELECTOR, css):
            if element.is_displayed():
                assert element.size["height"] >= 44, (css, element.size)
    assert ann.find_elements(By.CSS_SELECTOR, "label.check")  # "with the Royal Challenger"
    # Her challenger's circle is small; the tap goes to his whole square (the map opens at a
    # finger's zoom): the square's target holds the circle and is 44 px a side.
    royal = find(ann, "#map .royal.selectable circle").rect
    node = find(ann, "#map .royal.selectable").get_attribute("data-node")
    square = find(ann, f'#map .selectable[data-node="{node}"] .hit').rect
    assert square["width"] >= 43 and square["height"] >= 43, square
    middle = (royal["x"] + royal["width"] / 2, royal["y"] + royal["height"] / 2)
    assert square["x"] <= middle[0] <= square["x"] + square["width"], (royal, square)
    assert square["y"] <= middle[1] <= square["y"] + square["height"], (royal, square)

    # -- Item 9: the cards the bots draw gather in one tray below the decisions.
    first_turn = state.turn.number
    since = game_row(game_id).events.order_by("-sequence").first().sequence
    answer_by_default(
        game_id,
        user,
        lambda d: d.kind == "move" and game_state(game_row(game_id)).turn.number > first_turn,
    )
    synced(ann, game_id)
    drawn = game_row(game_id).events.filter(
        type="fortune_drawn", sequence__gt=since, data__kept=False
    )
    assert drawn.count() >= 2, "the bots drew no cards to show"
    wait(ann, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#toasts .toast")) >= 2)
    assert len(ann.find_elements(By.CSS_SELECTOR, ".toasts-tray, .toasts")) == 1  # one tray
    tray, decisions = rect(ann, "#toasts"), rect(ann, "#decisions")
    assert tray["top"] >= decisions["bottom"] - 1  # in the page's flow: never over a decision
    dismiss = find(ann, "#toasts-dismiss")
    assert dismiss.size["height"] >= 44 and dismiss.size["width"] >= 44
    assert len(ann.find_elements(By.CSS_SELECTOR, "#toasts button")) == 1  # one tap for all
    click(ann, "#toasts-dismiss")
    wait(ann, lambda d: not d.find_elements(By.CSS_SELECTOR, "#toasts .toast"))

    # -- Item 10: the log says "by the bot" only where a bot chose, and names players.
    chosen = ann.find_elements(By.CSS_SELECTOR, "#log li.pieces_moved.by-bot .by")
    assert chosen and chosen[0].text == "by the bot"
    automatic = "#log li.by-bot:is(.gold_transferred, .turn_started, .phase_started, .die_rolled)"
    assert ann.find_elements(By.CSS_SELECTOR, automatic)
    assert not ann.find_elements(By.CSS_SELECTOR, f"{automatic} .by")
    words = ann.execute_async_script(WORDS)
    assert words["casualty"] == (
        "Bot 1 rolls the red die for Bot 2's casualty (even: a knight, odd: a footsoldier): 4."
    )
    assert words["proposed"] == "Bot 1 proposes an alliance to Bot 2."
    assert words["formed"] == "Bot 2 accepts Bot 1's alliance: they are allies now."
    assert "(printed cell)" not in words["round"] and "column Charge" not in words["round"]
    assert words["round"].endswith(
        "Bot 1's score 8 reads “Charge” (the column), Bot 2's 6 “Counter attack” (the row): "
        "Bot 2 loses 2 points, Bot 1 loses 3 points. The higher score does not win by itself: "
        "the two scores are not compared; each picks its column or row of table 2, and their "
        "cell decides."
    ), words["round"]
    assert "the siege breaks off" in words["delayed"]

    # -- Item 8: she resigns; the bots finish at once; why, her place, the final scores.
    services.game_submit_action(
        game_id=game_id,
        user=user,
        action=Resign(seat=ANN).to_dict(),
        expected_version=game_row(game_id).version,
    )
    assert game_row(game_id).status == "finished"
    final = game_state(game_row(game_id))
    banner = shows(ann, "#turn-banner", "The game is over", "Why:", "You are 4th of 4")
    assert "resigned" in shows(ann, "#turn-banner", "You went out of the game in turn"), banner
    # Why, in words: the bots played on to the agreed rounds (over.js, endReason).
    assert final.ended_by == "the agreed 2 rounds are over", final.ended_by
    assert "Why: the agreed 2 rounds are over, and the highest chivalry wins." in banner, banner
    rows = ann.find_elements(By.CSS_SELECTOR, "#final-scores tbody tr")
    assert [int(r.get_attribute("data-seat")) for r in rows] == list(
        next(e.data["ranking"] for e in game_row(game_id).events.filter(type="game_ended"))
    )
    assert rect(ann, "#final-scores")["top"] < rect(ann, "#map-frame")["top"]
    assert "winner" in rows[0].text and str(final.player(final.winner).chivalry) in rows[0].text

    # -- Item 12: the lobby shows the finished game's result.
    ann.get(f"{base}/games/")
    ready(ann)
    shows(ann, f'#my-games tr[data-game="{game_id}"]', "Over:", "Your place: 4th of 4")
    console.collect("ann", ann)
    assert not console.errors(), console.errors()
