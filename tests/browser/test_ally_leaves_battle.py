"""An alliance broken in the middle of a battle, played to the end of the turn (issue 35).

The opening of tests/browser/test_alliances.py: Ann and Bors ally and their knights stand
together on one square; Cai, made strong, attacks it. The allied side's leader holds an add-one
card, so the battle waits for it (rule 13) — and meanwhile the other ally ends the alliance from
his page, after its confirmation says "the mover fights them this turn". His knights leave the
battle at once (house 27); once Cai has fought the leader, he fights the former ally on the same
square in the same turn (rule 6 iv), never leaving enemies side by side with no battle. Every
page's battle report follows: the side's value drops when the ally leaves, and the wages set
aside list the ally's gold as his again."""

import pytest
from selenium.webdriver.common.by import By

from kingdom import services
from kingdom.models import GameEvent
from kingdom.rules.actions import EndMovement, FightBattle, PlayCards
from kingdom.rules.dice import ServerDice

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
    wait_version,
)
from .test_alliances import ANN, BORS, CAI, HOMES, by_default, knights_move, plan, setup_answer

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),
]


def store(game_id, change):
    game = game_row(game_id)
    state = services.game_state(game)
    change(state)
    game.state = state.to_json()
    game.save()
    services.clear_caches()


def reports(driver, field):
    return [
        e.text
        for e in driver.find_elements(
            By.CSS_SELECTOR, f'#battle .battle-report[data-node="{field}"]'
        )
    ]


def test_an_ally_leaves_a_battle_and_is_fought_that_turn(live_server, browsers, artifacts):
    base = live_server.url
    console = Console()
    users = {ANN: make_user("ann"), BORS: make_user("bors"), CAI: make_user("cai")}
    game = services.game_create(host=users[ANN], name="Camlann", seats=3, order="seating")
    for seat in (BORS, CAI):
        services.game_join(game_id=game.pk, user=users[seat])
    seed, field = plan(services.game_ruleset(game))
    game.dice_seed, game.dice_commitment = seed, ServerDice.commitment(seed)
    game.save()
    game_id = game.pk
    services.game_start(game_id=game_id, user=users[ANN])

    def submit(seat, action):
        row = game_row(game_id)
        services.game_submit_action(
            game_id=game_id, user=users[seat], action=action.to_dict(), expected_version=row.version
        )

    def play(answer, seat, kind="move"):
        for _ in range(200):
            decision = pending(game_id)[0]
            if (decision.seat, decision.kind) == (seat, kind):
                return
            submit(decision.seat, answer(services.game_state(game_row(game_id))))
        raise AssertionError(f"seat {seat} never came to {kind}")

    play(setup_answer, ANN)
    services.game_submit_action(
        game_id=game_id,
        user=users[ANN],
        action={"kind": "propose_alliance", "to_seat": BORS},
    )
    services.game_submit_action(
        game_id=game_id,
        user=users[BORS],
        action={"kind": "answer_alliance", "from_seat": ANN, "accept": True},
    )
    submit(ANN, knights_move(services.game_state(game_row(game_id)), ANN, field))
    play(by_default, BORS)
    submit(BORS, knights_move(services.game_state(game_row(game_id)), BORS, field))
    play(by_default, CAI)

    state = services.game_state(game_row(game_id))
    controller = state.control.get(state.rs.board.node_square(field))
    leader = controller if controller in (ANN, BORS) else ANN
    partner = BORS if leader == ANN else ANN
    card = state.rs.cards_of_kind("add_one")[0]

    def arm(state):
        """The leader holds an add-one card (the battle waits for it); Cai rides in strong."""
        state.fortune_pack = [c for c in state.fortune_pack if c != card]
        for player in state.players:
            player.hand = [c for c in player.hand if c != card]
        state.player(leader).hand.append(card)
        state.player(CAI).stacks[HOMES[CAI]].knights = 12

    store(game_id, arm)
    submit(CAI, knights_move(services.game_state(game_row(game_id)), CAI, field))
    submit(CAI, EndMovement(seat=CAI))
    (waiting,) = pending(game_id)
    assert (waiting.kind, waiting.seat) == ("battle_cards", leader)
    battle = services.game_state(game_row(game_id)).battle
    assert battle.allies == {leader: [partner]}
    wages = battle.wages[partner]

    drivers = {seat: browsers(1280, 1000) for seat in (ANN, BORS, CAI)}
    for seat, driver in drivers.items():
        log_in(driver, base, users[seat].username, then=f"/games/{game_id}/")
    ally = drivers[partner]
    synced(ally, game_id)
    assert "Side by side" in reports(ally, field)[0]

    # The ally ends the alliance from his page, after its confirmation.
    click(ally, f"#end-alliance-{leader}")
    warning = text_of(ally, f'.end-alliance[data-ally="{leader}"] [role="alert"]')
    assert "the mover fights them this turn" in warning
    before = game_row(game_id).version
    click(ally, f"#end-alliance-yes-{leader}")
    wait_version(game_id, before)
    state = services.game_state(game_row(game_id))
    assert [(c.node, c.defender) for c in state.turn.contests] == [(field, partner)]
    left = GameEvent.objects.get(game_id=game_id, type="ally_leaves_battle").data
    assert (left["seat"], left["leader"]) == (partner, leader)
    state_after_leave = left["strength"]

    # The battle goes on without him, then Cai fights him on the same square.
    for _ in range(60):
        decision = pending(game_id)[0]
        if decision.seat != CAI and decision.kind == "battle_cards":
            submit(decision.seat, PlayCards(seat=decision.seat, count=0))
        elif decision.kind == "battle_cards":
            submit(CAI, PlayCards(seat=CAI, count=0))
        elif decision.kind == "choose_battle":
            submit(CAI, FightBattle(seat=CAI, node=field))
        else:
            break
    started = GameEvent.objects.filter(game_id=game_id, type="battle_started").order_by("sequence")
    assert [(e.data["attacker"], e.data["defender"]) for e in started] == [
        (CAI, leader),
        (CAI, partner),
    ]
    assert GameEvent.objects.filter(game_id=game_id, type="battle_ended").count() == 2
    state = services.game_state(game_row(game_id))
    enemies = [s for s in state.occupants(field) if s != CAI and not state.allied(s, CAI)]
    assert CAI not in state.occupants(field) or enemies == []  # never enemies side by side

    names = {seat: users[seat].username for seat in users}
    for driver in drivers.values():
        synced(driver, game_id)
        wait(driver, lambda d: len(reports(d, field)) == 2, message="two battles at the field")
        first = reports(driver, field)[-1]  # the newest first: the first battle is last
        assert f"side: its value now {state_after_leave}" in first, first
        assert f"{names[partner]}" in first and "fights no more in this battle" in first
        assert f"{wages} gold (left the battle: his again)" in first
        second = reports(driver, field)[0]
        assert "against" in second and names[partner] in second.split("against")[1], second
        find(driver, "#battle")
    for who, driver in drivers.items():
        console.collect(names[who], driver)
    assert console.errors() == []
