"""A turn's fortune card at the table (issue 34, item 6): drawn and acted on before the
allegiances are paid, in the log as at the table (rule 6 i–ii), and a card put under the pack
not drawn again before the pack has gone round (rule 7).

The mini board at a physical table, as in test_cards: Arthur's player (seat 1) ends his turn,
and King Mark's (seat 0) draws the card typed in.
"""

import pytest

from kingdom.rules.actions import EndMovement, EndTurn, EnterCard, Roll
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, legal_actions, pending, replay, same_events
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import PhaseStarted
from kingdom.rules.state import Mode, Stack

from .helpers import new_game, play_bots
from .test_cards import ARTHUR, MARK, mark_draws
from .test_movement import arthur_to_move


def lines(events):
    """The log's lines that matter here, in order."""
    kept = {"phase_started", "fortune_drawn", "gold_transferred", "die_rolled", "pieces_lost"}
    return [e.phase if isinstance(e, PhaseStarted) else e.type for e in events if e.type in kept]


def phase(event):
    return event.phase if isinstance(event, PhaseStarted) else None


def test_the_card_is_acted_on_before_the_allegiances_are_paid():
    # F15: Mark gains 40 gold from the moneylender; then phase ii, then his movement.
    _, _, events = mark_draws("F15")
    assert lines(events) == ["fortune_drawn", "gold_transferred", "allegiance", "movement"]


def test_the_cards_die_is_thrown_before_the_allegiance_line():
    def prepare(state):
        state.player(ARTHUR).stacks["B2"] = Stack(1, 1)  # forest

    # F42: one piece per forest place, Mark's red die choosing which (rule 7): the card asks
    # for the die, and only once it is thrown does the turn go on to phase ii.
    before, waiting, events = mark_draws("F42", prepare=prepare)
    assert lines(events) == ["fortune_drawn"]
    assert [(d.seat, d.kind) for d in pending(waiting)] == [(MARK, "roll")]
    _, events = apply(waiting, Roll(seat=MARK, face=2), TableDice())
    assert lines(events) == ["die_rolled", "pieces_lost", "allegiance", "movement"]


def test_by_web_every_turn_draws_before_its_allegiance_line():
    game = play_bots(new_game(4, seed="issue-34"), max_actions=400)
    turns = []
    for event in game.events:
        if event.type == "turn_started":
            turns.append([])
        elif turns:
            turns[-1] += lines([event])
    drawn = [t for t in turns if "fortune_drawn" in t and "allegiance" in t]
    assert len(drawn) > 10
    for turn in drawn:
        assert turn.index("fortune") < turn.index("fortune_drawn") < turn.index("allegiance")


def test_an_old_log_with_the_allegiance_line_first_still_replays():
    """A log written before issue 34 had "allegiance" right after "fortune", before the card
    (in an earlier action when the card waited for a die). It replays to the same game."""
    game = play_bots(new_game(3, seed="old-order"), max_actions=300)

    def old_order(events):
        allegiance = [e for e in events if phase(e) == "allegiance"]
        rest = [e for e in events if e not in allegiance]
        fortune = [i for i, e in enumerate(rest) if phase(e) == "fortune"]
        if not allegiance or not fortune:
            return events
        at = fortune[-1] + 1
        return rest[:at] + allegiance + rest[at:]

    old = [(action, old_order(events)) for action, events in game.log]
    assert old != game.log  # the order did change
    assert all(same_events(new, was) for (_, new), (_, was) in zip(game.log, old, strict=True))
    state = replay(
        game.state.rs,
        game.names,
        mode=game.mode,
        settings=game.settings,
        start_events=game.start_events,
        log=old,
    )
    assert state.to_json() == game.state.to_json()
    # Anything else than that line's place still fails the replay.
    action, events = game.log[-1]
    assert not same_events(events, events[:-1])


# -- rule 7: a card put under the pack ------------------------------------------------------------
def mark_to_draw(pack, under):
    """Mark is to draw; the pack as given, its last `under` cards known to have gone under."""
    state = arthur_to_move()
    state.fortune_pack, state.fortune_under = list(pack), under
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "enter_card")]
    return state


def offered(state, seat=MARK):
    return [a.card for a in legal_actions(state, seat) if a.kind == "enter_card"]


def test_a_card_put_under_the_pack_is_not_offered_before_the_pack_has_gone_round():
    state = mark_to_draw(["F30", "F26", "F15"], under=0)
    assert state.mode == Mode.TABLE and offered(state) == ["F15", "F26", "F30"]
    _, state, _ = mark_draws("F15")  # drawn, acted on, put under the pack
    assert (state.fortune_pack[-1], state.fortune_under) == ("F15", 1)

    state = mark_to_draw(["F30", "F26", "F15"], under=1)  # F15 went under
    assert offered(state) == ["F26", "F30"]
    with pytest.raises(IllegalAction, match="rule 7: enter card: F15 went under the fortune pack"):
        apply(state, EnterCard(seat=MARK, card="F15"), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="F30"), TableDice())
    assert (state.fortune_pack, state.fortune_under) == (["F26", "F15", "F30"], 2)


def test_once_round_the_cards_under_come_up_in_the_order_they_went_under():
    state = mark_to_draw(["F15", "F30"], under=2)  # every card has been drawn once
    assert offered(state) == ["F15"]
    with pytest.raises(IllegalAction, match="F30 went under the fortune pack; the 1 cards"):
        apply(state, EnterCard(seat=MARK, card="F30"), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="F15"), TableDice())
    assert (state.fortune_pack, state.fortune_under) == (["F30", "F15"], 2)


def test_a_table_saved_before_the_count_offers_the_whole_pack():
    state = mark_to_draw(["F30", "F26", "F15"], under=None)
    assert offered(state) == ["F15", "F26", "F30"]
    state, _ = apply(state, EnterCard(seat=MARK, card="F15"), TableDice())
    assert state.fortune_under is None
