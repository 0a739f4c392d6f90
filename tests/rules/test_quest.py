"""The quest for the Holy Grail (rules 25–31) on the mini board at a physical table.

Arthur's player (seat 1) walks his challenger from C2 onto the standing stones at C3; King
Mark's player (seat 0) is on his left: he draws and rolls for the guardian.
"""

import pytest

from kingdom.rules.actions import (
    AnswerRiddle,
    EndMovement,
    EndTurn,
    EnterCard,
    JudgeRiddle,
    LeaveSite,
    Move,
    QuestFight,
    QuestRetreat,
    TurnToken,
)
from kingdom.rules.dice import TableDice
from kingdom.rules.engine import apply, pending, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.quest import is_right, normalise
from kingdom.rules.state import Allegiance, Mode, Phase

from .test_movement import arthur_to_move

ARTHUR, MARK = 1, 0


def at_the_stones(guardian="G03"):
    state = arthur_to_move()
    state.player(ARTHUR).challenger_at = "C2"
    state, events = apply(
        state, Move(seat=ARTHUR, origin="C2", destination="C3", challenger=True), TableDice()
    )
    assert [e.type for e in events if e.type == "quest_begun"] == ["quest_begun"]
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "enter_card")]
    state, events = apply(state, EnterCard(seat=MARK, card=guardian), TableDice())
    drawn = next(e for e in events if e.type == "guardian_drawn")
    assert (drawn.seat, drawn.card, drawn.rule) == (MARK, guardian, "rule 28 i")
    return state


def fight(state, guardian_face, challenger_face):
    state, events = apply(
        state, QuestFight(seat=ARTHUR), TableDice([guardian_face, challenger_face])
    )
    return state, events


def test_from_the_stones_to_the_royal_guardian():
    state = at_the_stones("G03")  # endurance 4, red die, slain for 1 chivalry
    state, events = fight(state, 5, 2)  # the guardian wounds him: -3
    assert state.player(ARTHUR).endurance == 17
    rolls = [(e.seat, e.purpose) for e in events if e.type == "die_rolled"]
    assert rolls == [(MARK, "guardian"), (ARTHUR, "quester")]  # Mark rolls for the guardian
    state, events = fight(state, 1, 6)  # -5: slain
    assert [e.type for e in events if e.type == "guardian_slain"] == ["guardian_slain"]
    assert state.player(ARTHUR).chivalry == 1
    assert [(d.seat, d.kind) for d in pending(state)] == [(ARTHUR, "turn_token")]
    state, events = apply(state, TurnToken(seat=ARTHUR, grail=True), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "enter_card")]
    state, events = apply(state, EnterCard(seat=MARK, card="R02"), TableDice())
    asked = next(e for e in events if e.type == "riddle_asked")
    assert asked.card == "R02" and "answers" not in asked.to_dict()
    state, _ = apply(state, AnswerRiddle(seat=ARTHUR, answer="The Wind!"), TableDice())
    assert [(d.seat, d.kind) for d in pending(state)] == [(MARK, "judge_riddle")]
    state, events = apply(state, JudgeRiddle(seat=MARK, correct=True), TableDice())
    guardian = next(e for e in events if e.type == "royal_guardian")
    assert (guardian.seat, guardian.rule) == (ARTHUR, "rule 29")
    assert state.royal_guardian == ARTHUR and state.tokens["C3"] == "taken"
    assert state.player(ARTHUR).chivalry == 1 + 5  # house 4: the grail riddle
    assert state.quest is None and state.guardian_pack[-1] == "G03"
    assert state.phase == Phase.MOVEMENT  # his turn goes on


def test_the_royal_guardian_is_paid_his_allegiances_and_his_forces_ride_blue():
    state = arthur_to_move()
    state.royal_guardian = ARTHUR
    state.player(ARTHUR).allegiances = [Allegiance("mordred", 12)]
    state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
    state, _ = apply(state, EndMovement(seat=MARK), TableDice())
    state, events = apply(state, EndTurn(seat=MARK), TableDice())
    paid = [
        (e.payer, e.payee, e.amount, e.rule)
        for e in events
        if e.type == "gold_transferred" and e.reason == "cost of allegiance"
    ]
    assert paid == [(None, ARTHUR, 12, "rule 31 i")]
    from kingdom.rules.battles import _die

    state.player(ARTHUR).stacks["D2"] = state.player(ARTHUR).stacks.pop("B1")
    state.player(ARTHUR).stacks["D2"].knights = 0
    assert _die(state, ARTHUR, "D2") == "blue"  # footsoldiers only, yet blue (rule 31 ii)


def test_retreat_pays_the_cards_penalty_and_bars_the_site_for_two_turns():
    state = at_the_stones("G01")  # retreat: 2 endurance, 2 chivalry
    state.player(ARTHUR).chivalry = 5
    assert pending(state)[0].detail["retreats"] == ["B3", "C2", "C4", "D3"]
    with pytest.raises(
        IllegalAction, match="rule 28 iv: retreat: 'E5' is not a square next to the site"
    ):
        apply(state, QuestRetreat(seat=ARTHUR, to="E5"), TableDice())
    state, events = apply(state, QuestRetreat(seat=ARTHUR, to="C2"), TableDice())
    assert (state.player(ARTHUR).endurance, state.player(ARTHUR).chivalry) == (18, 3)
    assert state.player(ARTHUR).challenger_at == "C2" and state.quest is None
    assert state.guardian_pack[-1] == "G01"
    # Not this turn, nor the next two whole turns of his.
    refusals = 0
    for _ in range(3):
        state.player(ARTHUR).challenger_moved = False  # only the ban may stop him
        with pytest.raises(IllegalAction) as refused:
            apply(
                state,
                Move(seat=ARTHUR, origin="C2", destination="C3", challenger=True),
                TableDice(),
            )
        assert str(refused.value) == "rule 28 v: Bors may not return to the mystic site C3 yet"
        refusals += 1
        state, _ = apply(state, EndMovement(seat=ARTHUR), TableDice())
        state, _ = apply(state, EndTurn(seat=ARTHUR), TableDice())
        state, _ = apply(state, EndMovement(seat=MARK), TableDice())
        state, _ = apply(state, EndTurn(seat=MARK), TableDice())
        if state.player(ARTHUR).turns_taken >= state.player(ARTHUR).banned_sites["C3"]:
            break
    state, events = apply(
        state, Move(seat=ARTHUR, origin="C2", destination="C3", challenger=True), TableDice()
    )
    assert [e.type for e in events if e.type == "quest_begun"] == ["quest_begun"]


def test_a_blank_token_leaves_the_board():
    state = at_the_stones("G03")
    state, _ = fight(state, 1, 6)
    state, events = apply(state, TurnToken(seat=ARTHUR, grail=False), TableDice())
    turned = next(e for e in events if e.type == "token_turned")
    assert (turned.grail, turned.tokens_left) == (False, 1)
    assert state.tokens == {"C3": "removed", "E5": "hidden"}
    assert state.quest is None


def test_the_last_token_leaving_the_board_fells_camelot():
    state = at_the_stones("G03")
    state.tokens["E5"] = "removed"
    state.player(MARK).challenger_at = "D4"
    state, _ = fight(state, 1, 6)
    state, events = apply(state, TurnToken(seat=ARTHUR, grail=False), TableDice())
    assert "camelot_fallen" in [e.type for e in events]
    assert state.camelot_fallen and state.player(MARK).eliminated


def test_a_wrong_answer_sends_him_away_knowing_the_answer():
    state = at_the_stones("G03")
    state, _ = fight(state, 1, 6)
    state, _ = apply(state, TurnToken(seat=ARTHUR, grail=True), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="R02"), TableDice())
    state, _ = apply(state, AnswerRiddle(seat=ARTHUR, answer="a candle"), TableDice())
    state, events = apply(state, JudgeRiddle(seat=MARK, correct=False), TableDice())
    revealed = next(e for e in events if e.type == "riddle_revealed")
    assert revealed.visible_to == (ARTHUR,) and "wind" in revealed.answers
    assert view(state, ARTHUR)["players"][ARTHUR]["known_riddles"][0]["card"] == "R02"
    assert view(state, MARK)["players"][ARTHUR]["known_riddles"] == {"count": 1}
    assert [(d.seat, d.kind) for d in pending(state)] == [(ARTHUR, "leave_site")]
    state, _ = apply(state, LeaveSite(seat=ARTHUR, to="B3"), TableDice())
    assert state.player(ARTHUR).challenger_at == "B3" and state.tokens["C3"] == "hidden"
    assert state.riddle_pack[-1] == "R02"


def test_killed_by_the_guardian():
    state = at_the_stones("G01")
    state.player(ARTHUR).endurance = 3
    state, events = fight(state, 6, 1)
    assert state.player(ARTHUR).eliminated and state.phase == Phase.OVER


def test_answers_are_matched_without_case_punctuation_or_a_leading_article():
    assert normalise("  The  WIND! ") == "wind"
    assert normalise("An échelon") == "echelon"
    state = arthur_to_move()
    assert is_right(state, "R02", "the Wind.")
    assert not is_right(state, "R02", "breeze of the north")


def test_in_play_by_web_the_server_judges_the_answer():
    state = at_the_stones("G03")
    state, _ = fight(state, 1, 6)
    state, _ = apply(state, TurnToken(seat=ARTHUR, grail=True), TableDice())
    state, _ = apply(state, EnterCard(seat=MARK, card="R02"), TableDice())
    state.mode = Mode.SERVER
    state, events = apply(state, AnswerRiddle(seat=ARTHUR, answer="Tempest"), TableDice())
    answered = next(e for e in events if e.type == "riddle_answered")
    assert answered.correct and state.royal_guardian == ARTHUR
