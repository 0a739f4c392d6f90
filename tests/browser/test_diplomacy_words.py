"""The words of diplomacy on the page (issue 35): a deal that cannot be accepted says who cannot;
the answer's time reads "Time to answer: … left (until …)"; the deal form asks only for cards a
player keeps in his hand; a conversation with a muted seat says it is muted.

Ann and Bors play the set-up of tests/browser/test_alliances.py; on Ann's first turn she asks
Bors, from her Deals panel's terms, for a card he does not hold."""

import pytest

from kingdom import services
from kingdom.rules import engine
from kingdom.rules.actions import Bid, ChooseChallenger, ProposeDeal
from kingdom.rules.defaults import default_action

from .helpers import (
    Console,
    click,
    find,
    game_row,
    log_in,
    make_user,
    pending,
    synced,
    text_of,
    wait,
)

ANN, BORS = 0, 1

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]


def setup_answer(state):
    """Ann plays King Arthur, Bors King Lot; nobody bids for the other allegiances."""
    decision = engine.pending(state)[0]
    if decision.kind == "choose_challenger":
        return ChooseChallenger(seat=decision.seat, challenger=("arthur", "lot")[decision.seat])
    if decision.kind == "bid":
        return Bid(seat=decision.seat, amount=0)
    return default_action(state, decision)


def test_a_deal_says_who_cannot_and_a_muted_talk_says_so(live_server, browsers):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors")}
    game = services.game_create(host=users[ANN], name="Badon", seats=2, order="seating")
    services.game_join(game_id=game.pk, user=users[BORS])
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
    state = services.game_state(game_row(game_id))
    fortune = state.rs.fortune
    held = {c for p in state.players for c in p.hand}
    kept = [c for c, card in fortune.items() if card.keep and c not in held]
    never = [card.title for card in fortune.values() if not card.keep]

    drivers = {seat: browsers(1280, 1000) for seat in (ANN, BORS)}
    ann, bors = drivers[ANN], drivers[BORS]
    for seat, driver in drivers.items():
        log_in(driver, base, users[seat].username, then=f"/games/{game_id}/")

    # Ann's deal form asks only for cards a player keeps.
    synced(ann, game_id)
    asked = [o.text for o in find(ann, "#deal-for-cards").find_elements("css selector", "option")]
    assert asked and not set(asked) & set(never)
    assert set(asked) <= {card.title for card in fortune.values() if card.keep}

    # She asks Bors for a card he does not hold: his panel says it is his hand that cannot.
    services.game_submit_action(
        game_id=game_id,
        user=users[ANN],
        action=ProposeDeal(seat=ANN, to_seat=BORS, gold=10, for_cards=(kept[0],)).to_dict(),
    )
    synced(bors, game_id)
    panel = '.decision[data-kind="deal_reply"]'
    hindered = wait(bors, lambda d: text_of(d, f"{panel} .hindered"), message="no reason")
    assert hindered.startswith("You cannot give what it asks now (card ")
    assert f"({fortune[kept[0]].title}) is not in your hand" in hindered
    text = text_of(bors, panel)
    assert "Time to answer: " in text and " left (until " in text
    assert "No answer by" not in text and "Unanswered by then, the deal is refused." in text
    assert not bors.find_elements("css selector", f'{panel} [data-action="accept_deal"]')

    # Bors mutes Ann: their conversation says so instead of "No message yet."
    click(bors, f'#talk-tabs .talk-tab[data-channel="{ANN}"]')
    click(bors, "#talk-more .talk-mute")
    wait(
        bors,
        lambda d: "You muted ann" in text_of(d, "#talk-list"),
        message="the muted conversation does not say so",
    )
    assert "No message yet." not in text_of(bors, "#talk-list")
    for who, driver in drivers.items():
        console.collect(users[who].username, driver)
    assert console.errors() == []
