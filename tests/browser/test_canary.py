"""Canaries in the browser: neither the game page nor the record page shows a secret, in what it
draws or in anything it received from the API.

The game gets recognisable secrets before it starts (as in tests/api/test_secrets.py): the dice
seed is a marker string, and every card id and riddle answer of its frozen ruleset is a unique
marker. Ann seals a bid in her window while Bors and a spectator look on; then the game is played
on through the services until both players hold fortune cards. In every window (the two players',
a spectator's) the page source, every body the page's `fetch` received (POST answers included)
and every API resource it read, read again with its session, must hold none of: the dice seed,
the order of a pack, another player's card, a riddle's answers, the grail's site; and the game
view must show others' sealed bids and hands as `"sealed"` and counts. As a check that the look
can see anything at all, each player's own cards are found in his own window."""

import json

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.rules import engine
from kingdom.rules.actions import Bid, ChooseChallenger
from kingdom.rules.defaults import default_action
from kingdom.rules.dice import ServerDice
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import Mode, Order, Settings
from tests.api.test_secrets import canary_ruleset, check_structure, secrets

from .helpers import (
    Console,
    fetched,
    find,
    game_row,
    log_in,
    look_for_secrets,
    make_user,
    open_record,
    pending,
    record_fetches,
    seal_bid,
    shot,
    synced,
    text_of,
    titles,
    wait,
    wait_version,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]

ANN, BORS = 0, 1
SEALED = 37  # Ann's first bid


def answer(state):
    """Ann plays Arthur and bids (37 for the first allegiance, then 5), Bors plays Mark and bids
    nothing; every other decision gets the clock's default."""
    decision = engine.pending(state)[0]
    seat = decision.seat
    if decision.kind == "choose_challenger":
        return ChooseChallenger(seat=seat, challenger="arthur" if seat == ANN else "mark")
    if decision.kind == "bid":
        first = not any(p.allegiances for p in state.players)
        return Bid(seat=seat, amount=(SEALED if first else 5) if seat == ANN else 0)
    return default_action(state, decision)


def both_hold_cards(state):
    return all(p.hand for p in state.players) and engine.pending(state)[0].kind == "move"


def pick_seed(ruleset, tries=200, steps=80):
    """A seed under which both players hold fortune cards within a few turns."""
    for n in range(tries):
        seed = f"canary-seed-browser-{n}"
        dice = ServerDice(seed)
        settings = Settings(order=Order.SEATING, round_limit=8)
        state, _ = engine.start_game(
            ruleset, ["ann", "bors"], mode=Mode.SERVER, settings=settings, dice=dice
        )
        for _ in range(steps):
            if both_hold_cards(state):
                return seed
            if not engine.pending(state):
                break
            state, _ = engine.apply(state, answer(state), dice)
    raise AssertionError(f"no seed of {tries} puts cards in both hands")


def play_on(game_id, users, until):
    for _ in range(200):
        row = game_row(game_id)
        state = services.game_state(row)
        if until(state):
            return state
        seat = engine.pending(state)[0].seat
        services.game_submit_action(
            game_id=game_id,
            user=users[seat],
            action=answer(state).to_dict(),
            expected_version=row.version,
        )
    raise AssertionError("the game never got there")


def views_received(bodies, game_id):
    """The game views a window received, by GET or in the answer to an action."""
    views = []
    for what, body in bodies:
        path = what.split(" ", 1)[1].split("?")[0]
        if not body:
            continue  # 304: not modified
        if path.endswith(f"/api/games/{game_id}/"):
            views.append(json.loads(body))
        elif path.endswith(f"/api/games/{game_id}/actions/") and '"game"' in body:
            views.append(json.loads(body)["game"])
    return views


def look(driver, game_id, viewer, must_fetch=("",)):
    """Nothing secret in the window; the last game view it got hides what it must."""
    game = game_row(game_id)
    state = services.game_state(game)
    bodies = look_for_secrets(driver, game_id, extra=secrets(game, viewer), must_fetch=must_fetch)
    views = views_received(bodies, game_id)
    if "" in must_fetch:
        assert views, "the window received no game view"
        latest = max(views, key=lambda v: v["version"])
        assert latest["version"] == game.version
        check_structure(latest, state, viewer)
    return state


def test_no_page_shows_a_secret(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors")}
    make_user("cara")

    game = services.game_create(host=users[ANN], name="Canary", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=users[BORS])
    game.ruleset = canary_ruleset(game.ruleset)
    game.save()
    game.dice_seed = pick_seed(Ruleset.from_dict(game.ruleset))
    game.dice_commitment = ServerDice.commitment(game.dice_seed)
    game.save()
    game_id = game.pk
    services.game_start(game_id=game_id, user=users[ANN])
    play_on(game_id, users, lambda s: s.setup.auction is not None)

    windows = {ANN: browsers(1280, 900), BORS: browsers(1280, 900), None: browsers(1280, 900)}
    for viewer, driver in windows.items():
        record_fetches(driver)
        name = "cara" if viewer is None else users[viewer].username
        log_in(driver, base, name, then=f"/games/{game_id}/")

    # Ann seals her bid in her window; Bors and the spectator see that she did, not how much.
    before = game_row(game_id).version
    seal_bid(windows[ANN], SEALED)
    wait_version(game_id, before)
    assert game_row(game_id).state["setup"]["auction"]["bids"] == {"0": SEALED}
    for viewer, driver in windows.items():
        synced(driver, game_id)
        look(driver, game_id, viewer)
    wait(windows[BORS], lambda d: "ann seals a bid." in d.find_element(By.ID, "log").text)

    # The game goes on until both players hold fortune cards.
    state = play_on(game_id, users, both_hold_cards)
    # The page names a card by its title in the game's own deck.
    hands = {
        seat: {state.rs.fortune[card].title for card in state.player(seat).hand}
        for seat in (ANN, BORS)
    }
    for viewer, driver in windows.items():
        synced(driver, game_id)
        look(driver, game_id, viewer)
        shown = text_of(driver, "#hand") if viewer is not None else ""
        own = hands.get(viewer, set())
        assert all(title in shown for title in own), (viewer, own)
        for seat, titles_held in hands.items():
            for title in titles_held - own:
                assert title not in shown, (viewer, seat, title)
    shot(windows[ANN], artifacts, "canary-01-game-ann")

    # The record pages: gold is public (house rules: the coins lie on the table), so every
    # card shows its gold to every viewer, spectators included.
    for viewer, driver in windows.items():
        open_record(driver, base, game_id, 2)
        look(driver, game_id, viewer, must_fetch=("", "record-cards/"))
        with_gold = [seat for seat in (ANN, BORS) if "gold" in titles(driver, seat)]
        assert with_gold == [ANN, BORS], viewer
    shot(windows[BORS], artifacts, "canary-02-record-bors")
    assert [d.kind for d in pending(game_id)] == ["move"]
    assert fetched(windows[None])  # the spectator's page read the API too

    for viewer, driver in windows.items():
        console.collect(str(viewer), driver)
    assert console.errors() == []


# -- issue 19: private messages -------------------------------------------------------------------
PLAN = "cnry-plan: the ford at dawn, see https://example.org/ford."
AGREED = "cnry-agreed, at dawn"


def talk_text(driver) -> str:
    return text_of(driver, "#talk-list")


def send(driver, text, to=""):
    """Write in the messages panel, to the table (`to` "") or to a seat, privately."""
    from selenium.webdriver.support.ui import Select

    wait(driver, lambda d: d.find_element(By.ID, "talk-text").is_displayed())
    Select(find(driver, "#talk-to")).select_by_value(str(to))
    box = find(driver, "#talk-text")
    box.clear()
    box.send_keys(text)
    find(driver, "#talk-send").click()
    wait(driver, lambda d: d.find_element(By.ID, "talk-text").get_attribute("value") == "")


def test_a_private_message_never_reaches_a_third_seats_page(live_server, browsers, artifacts):
    """Ann writes privately to Bors, who follows the reply link of his mail and answers; Cara,
    the third seat, reads the table talk beside them and never their words: not on her page,
    not in anything her page fetched."""
    from kingdom.models import Message

    base = live_server.url
    console = Console()
    users = [make_user(name) for name in ("ann", "bors", "cara")]
    game = services.game_create(host=users[0], name="Talk", seats=3, order="seating")
    for user in users[1:]:
        services.game_join(game_id=game.pk, user=user)
    game_id = services.game_start(game_id=game.pk, user=users[0]).pk
    windows = [browsers(1280, 1000) for _ in users]
    for user, driver in zip(users, windows, strict=True):
        record_fetches(driver)
        log_in(driver, base, user.username, then=f"/games/{game_id}/")
    ann, bors, cara = windows

    send(cara, "Hail, all. <b>not bold</b>")
    send(ann, PLAN, to=1)
    wait(bors, lambda d: PLAN in talk_text(d), message="Bors never got Ann's message")
    link = find(bors, '#talk-list a[href="https://example.org/ford"]')
    assert link.text == "https://example.org/ford" and link.get_attribute("rel").startswith(
        "noopener"
    )
    wait(bors, lambda d: "not bold" in talk_text(d))
    assert not bors.find_elements(By.CSS_SELECTOR, "#talk-list b")  # text, never markup

    # Bors answers from his mail's reply link: the panel opens addressed to Ann.
    planned = Message.objects.get(to_seat=1)
    bors.get(f"{base}/games/{game_id}/?reply={planned.pk}#talk")
    wait(bors, lambda d: d.find_element(By.ID, "talk-to").get_attribute("value") == "0")
    send(bors, AGREED, to=0)
    wait(ann, lambda d: AGREED in talk_text(d), message="Ann never got Bors's answer")
    wait(ann, lambda d: "cnry-agreed" in text_of(d, "#talk-list li.private"))
    shot(ann, artifacts, "talk-01-ann")

    # Cara sees the table talk and the unread count of it, never their words.
    wait(cara, lambda d: "Hail, all." in talk_text(d))
    # (`fetched` also reads every resource her page used again, with her session: now.)
    for driver, extra in ((cara, [PLAN, AGREED, "cnry-"]), (ann, []), (bors, [])):
        bodies = look_for_secrets(driver, game_id, extra=extra, must_fetch=("messages/",))
        assert bodies
    assert "cnry-" not in cara.page_source
    assert "cnry-plan: the ford at dawn" in ann.page_source  # the look sees them at all
    assert AGREED in bors.page_source
    shot(cara, artifacts, "talk-02-cara")
    for name, driver in zip(("ann", "bors", "cara"), windows, strict=True):
        console.collect(name, driver)
    assert console.errors() == []
