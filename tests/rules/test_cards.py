"""Cards of fortune (rules 6 i, 7, 10, 13; docs/decks.md): every effect kind as a scenario.

The mini board at a physical table: Arthur's player (seat 1) ends his turn, and King Mark's
(seat 0) draws the card typed in. Mark holds Tintagel H1 and three villages; Arthur holds
Caerlon B1, three villages, and Mordred's Dolorous Gard H5 with its three villages.
"""

import pytest

from kingdom.rules.actions import EndMovement, EndTurn, EnterCard
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, view
from kingdom.rules.errors import IllegalAction, RulesetError
from kingdom.rules.events import FortuneDrawn, GoldTransferred, PiecesLost
from kingdom.rules.ruleset import FortuneCard
from kingdom.rules.state import Phase, Stack

from .test_movement import arthur_to_move

ARTHUR, MARK = 1, 0


def mark_draws(card: str, faces=(), prepare=None):
    """Arthur's turn ends; Mark's begins with `card` on top of the pack, typed in (after
    `prepare` has set the scene)."""
    state = arthur_to_move()
    state.fortune_pack = [card, "F26"]
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "enter_card")]
    if prepare:
        prepare(state)
    before = state
    state, events = apply(state, EnterCard(seat=MARK, card=card), TableDice(list(faces)))
    return before, state, events


def gold(events, seat):
    return sum(
        (e.amount if e.payee == seat else -e.amount)
        for e in events
        if isinstance(e, GoldTransferred)
        and seat in (e.payer, e.payee)
        and e.reason.startswith("fortune")
    )


def test_the_drawn_card_must_be_in_the_pack():
    state = arthur_to_move()
    state.fortune_pack = ["F15"]
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    with pytest.raises(
        IllegalAction, match="rule 6 i: enter card: 'F99' is not in the fortune pack"
    ):
        apply(state, EnterCard(seat=MARK, card="F99"), TableDice())
    with pytest.raises(
        IllegalAction, match="rule 6 i: the game waits for seat 0 to enter card first"
    ):
        apply(state, EndMovement(seat=MARK), TableDice())


def test_gain_gold_from_the_moneylender_and_the_card_goes_under_the_pack():
    _, state, events = mark_draws("F15")
    drawn = next(e for e in events if isinstance(e, FortuneDrawn))
    assert (drawn.card, drawn.rule, drawn.visible_to) == ("F15", "rule 7", None)
    assert gold(events, MARK) == 40
    assert state.fortune_pack == ["F26", "F15"]
    assert state.phase == Phase.MOVEMENT  # then allegiances, then movement


def test_pay_gold_and_a_payment_he_cannot_make_is_a_due():
    _, _, events = mark_draws("F28")
    assert gold(events, MARK) == -30
    _, state, events = mark_draws("F28", prepare=lambda s: setattr(s.player(MARK), "gold", 12))
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "raise_funds")]
    assert state.debt.amount == 30 and state.debt.rule == "rule 7"


def test_per_village_for_all_players_pays_each_his_own_count():
    # F17: every player takes 2 gold per village he controls.
    before, _, events = mark_draws("F17")
    assert gold(events, MARK) == 2 * 3
    assert gold(events, ARTHUR) == 2 * 6
    payees = [
        e.payee for e in events if isinstance(e, GoldTransferred) and e.reason.startswith("fortune")
    ]
    assert payees == [MARK, ARTHUR]  # in turn order from the drawer


def test_per_village_others_and_per_castle():
    _, _, events = mark_draws("F24")  # the others pay 2 per village
    assert (gold(events, MARK), gold(events, ARTHUR)) == (0, -12)
    _, _, events = mark_draws("F16")  # 5 per castle to the drawer
    assert gold(events, MARK) == 5
    _, _, events = mark_draws("F32")  # everyone pays 5 per castle
    assert (gold(events, MARK), gold(events, ARTHUR)) == (-5, -10)


def test_pay_per_piece():
    _, _, events = mark_draws("F33")  # 1 per piece of the drawer's: 2 knights + 4 footsoldiers
    assert gold(events, MARK) == -6
    _, _, events = mark_draws("F34")  # everyone 2 per knight
    assert (gold(events, MARK), gold(events, ARTHUR)) == (-4, -6)


def test_chivalry_and_endurance():
    _, state, _ = mark_draws("F18")
    assert state.player(MARK).chivalry == 2
    _, state, _ = mark_draws("F19")
    assert (state.player(MARK).chivalry, state.player(ARTHUR).chivalry) == (1, 1)
    _, state, _ = mark_draws("F35")  # never below 0 (rule 35)
    assert state.player(MARK).chivalry == 0
    _, state, _ = mark_draws("F20")
    assert state.player(MARK).endurance == 24
    _, state, _ = mark_draws("F25")  # the others lose 1
    assert (state.player(MARK).endurance, state.player(ARTHUR).endurance) == (20, 19)
    _, state, events = mark_draws("F37", prepare=lambda s: setattr(s.player(MARK), "endurance", 2))
    assert state.player(MARK).eliminated and state.phase == Phase.OVER


def test_lose_pieces_in_a_place_strikes_every_player_there_but_castles():
    def prepare(state):
        state.player(MARK).stacks["B5"] = Stack(1, 3)  # marsh
        state.player(ARTHUR).stacks["A5"] = Stack(0, 2)  # plain, not struck
        state.player(ARTHUR).stacks["B5"] = Stack(0, 2)

    _, state, events = mark_draws("F41", prepare=prepare)  # every footsoldier in a marsh
    lost = [
        (e.seat, e.node, e.knights, e.footsoldiers) for e in events if isinstance(e, PiecesLost)
    ]
    assert lost == [(MARK, "B5", 0, 1)] * 3 + [(ARTHUR, "B5", 0, 1)] * 2
    assert state.player(MARK).stacks["B5"] == Stack(1, 0)
    assert "B5" not in state.player(ARTHUR).stacks
    assert state.player(ARTHUR).stacks["A5"] == Stack(0, 2)


def test_lose_any_piece_lets_the_drawers_red_die_choose():
    def prepare(state):
        state.player(ARTHUR).stacks["B2"] = Stack(1, 1)  # forest

    # F42: one piece per forest place; Mark (the drawer) rolls 2: even, a knight.
    _, state, events = mark_draws("F42", faces=[2], prepare=prepare)
    rolled = [(e.seat, e.purpose) for e in events if e.type == "die_rolled"]
    assert rolled == [(MARK, "card casualty")]
    assert state.player(ARTHUR).stacks["B2"] == Stack(0, 1)


def test_river_sides_bridges_and_coast():
    def prepare(state):
        state.player(ARTHUR).stacks["F4/W"] = Stack(0, 2)
        state.player(ARTHUR).stacks["F4/E"] = Stack(0, 1)
        state.player(MARK).stacks["F3"] = Stack(2, 0)

    _, state, _ = mark_draws("F40", prepare=prepare)  # one footsoldier per river place
    assert state.player(ARTHUR).stacks["F4/W"] == Stack(0, 1)
    assert "F4/E" not in state.player(ARTHUR).stacks
    _, state, _ = mark_draws("F45", prepare=prepare)  # a knight on each bridge
    assert state.player(MARK).stacks["F3"] == Stack(1, 0)
    _, state, _ = mark_draws(
        "F44", prepare=lambda s: s.player(ARTHUR).stacks.update(C5=Stack(0, 2))
    )
    assert state.player(ARTHUR).stacks["C5"] == Stack(0, 1)  # C5 is on the coast


def test_free_troops_miss_turn_nothing_and_kept_cards():
    _, state, events = mark_draws("F22")
    assert state.player(MARK).stacks["H1"] == Stack(3, 6)
    _, state, _ = mark_draws("F39")
    assert state.player(MARK).turns_to_miss == 1
    _, state, events = mark_draws("F26")
    assert [e.type for e in events if e.type == "fortune_drawn"] == ["fortune_drawn"]
    _, state, events = mark_draws("F09")  # add 1: kept, named only to its holder
    drawn = next(e for e in events if isinstance(e, FortuneDrawn))
    assert (drawn.card, drawn.kept) == (None, True)
    kept = next(e for e in events if e.type == "card_kept")
    assert (kept.card, kept.visible_to) == ("F09", (MARK,))
    assert state.player(MARK).hand == ["F09"]
    assert view(state, ARTHUR)["players"][MARK]["hand"] == {"count": 1}
    assert view(state, MARK)["players"][MARK]["hand"] == ["F09"]


def test_a_deck_the_engine_cannot_play_is_refused_naming_card_and_field():
    from kingdom.rules.decks import validate_card

    bad = FortuneCard(
        "F99", "Odd", "…", False, {"kind": "pay_gold", "scope": "drawer", "amount": 0}
    )
    with pytest.raises(RulesetError) as refused:
        validate_card(bad)
    assert str(refused.value) == "fortune card F99: amount 0 is not allowed ((1, 100))"
    unknown = FortuneCard("F98", "Odd", "…", False, {"kind": "dragon", "scope": "drawer"})
    with pytest.raises(RulesetError, match="fortune card F98: effect kind 'dragon' is not one of"):
        validate_card(unknown)
