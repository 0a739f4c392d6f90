"""The quest for the Holy Grail (rules 25–31, RULES.md section 8).

A Royal Challenger who enters a mystic site whose token is still face down faces a guardian,
drawn and rolled for by the player on his left. He may retreat at any round. A slain guardian
lets him turn the token: a blank leaves the board; the grail asks a riddle. The right answer
makes him the Royal Guardian; a wrong one sends him away, knowing the answer.
"""

from __future__ import annotations

import re
import unicodedata

from kingdom.rules.actions import (
    AnswerRiddle,
    EnterCard,
    JudgeRiddle,
    LeaveSite,
    QuestFight,
    QuestRetreat,
    TurnToken,
)
from kingdom.rules.camelot import camelot_falls
from kingdom.rules.context import Ctx
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    GuardianDrawn,
    GuardianRound,
    GuardianSlain,
    QuestBegun,
    QuestRetreated,
    RiddleAnswered,
    RiddleAsked,
    RiddleRevealed,
    RoyalGuardian,
    TokenTurned,
)
from kingdom.rules.honours import award, change_chivalry, change_endurance
from kingdom.rules.movement import Group, entry_refusal
from kingdom.rules.registry import handles, on_roll
from kingdom.rules.state import MagicToken, Mode, Quest, QuestStage, Roll, RollPurpose, State


def player_on_left(state: State, seat: int) -> int:
    """The next player still in the game, clockwise: the one on his left (rule 28)."""
    seats = state.active_seats()
    return seats[(seats.index(seat) + 1) % len(seats)]


def may_quest(state: State, seat: int, square: str) -> bool:
    return state.tokens.get(square) == MagicToken.HIDDEN and len(state.active_seats()) > 1


def begin(ctx: Ctx, seat: int, square: str) -> None:
    state = ctx.state
    left = player_on_left(state, seat)
    state.quest = Quest(seat=seat, site=square, left=left)
    ctx.emit(QuestBegun(seat=seat, site=square, left=left, rule="rule 28"))


def tokens_left(state: State) -> int:
    return sum(1 for t in state.tokens.values() if t == MagicToken.HIDDEN)


# -- the steps the game takes by itself -----------------------------------------------------------
def step(ctx: Ctx) -> bool:
    state = ctx.state
    quest = state.current_quest()
    if state.player(quest.seat).eliminated:
        _end(ctx)
        return True
    if quest.stage == QuestStage.DRAW and state.mode == Mode.SERVER:
        _guardian(ctx, state.guardian_pack.pop(0))
        return True
    if quest.stage == QuestStage.ROLLS:
        card = state.rs.guardians[_guardian_drawn(quest)]
        for who, seat in (("guardian", quest.left), ("challenger", quest.seat)):
            if who not in quest.faces:
                purpose = RollPurpose.GUARDIAN if who == "guardian" else RollPurpose.QUESTER
                ctx.request_roll(seat, card.die, purpose, "rule 28 ii")
                return True
        _round(ctx)
        return True
    if quest.stage == QuestStage.TOKEN and state.mode == Mode.SERVER:
        _turn_token(ctx, quest.site == state.grail_site)
        return True
    if quest.stage == QuestStage.RIDDLE and state.mode == Mode.SERVER:
        _riddle(ctx, state.riddle_pack.pop(0))
        return True
    if quest.stage == QuestStage.LEAVE and not retreats(state):
        _end(ctx)  # house 22: nowhere to go, he stays on the site, still banned from questing
        return True
    return False


def decisions(state: State) -> list[tuple[int, str, str, dict[str, object]]]:
    """(seat, kind, rule, detail) the quest waits for."""
    quest = state.current_quest()
    table = state.mode == Mode.TABLE
    if quest.stage == QuestStage.DRAW and table:
        return [(quest.left, "enter_card", "rule 28 i", {"pack": "guardians"})]
    if quest.stage == QuestStage.CHOOSE:
        return [(quest.seat, "quest", "rule 28 iv", {"retreats": retreats(state)})]
    if quest.stage == QuestStage.TOKEN and table:
        return [(quest.seat, "turn_token", "rule 29", {"site": quest.site})]
    if quest.stage == QuestStage.RIDDLE and table:
        return [(quest.left, "enter_card", "rule 29", {"pack": "riddles"})]
    if quest.stage == QuestStage.ANSWER:
        return [(quest.seat, "answer_riddle", "rule 29", {"riddle": quest.riddle})]
    if quest.stage == QuestStage.JUDGE:
        return [(quest.left, "judge_riddle", "rule 29", {"answer": quest.answer})]
    if quest.stage == QuestStage.LEAVE:
        return [(quest.seat, "leave_site", "rule 29", {"options": retreats(state)})]
    return []


def retreats(state: State) -> list[str]:
    """Adjacent places a challenger alone may step to from the site (rule 28 iv)."""
    quest = state.current_quest()
    return [
        node
        for node in state.rs.board.neighbours(quest.site)
        if entry_refusal(state, quest.seat, Group(challenger=True), node) is None
    ]


# -- the guardian (rule 28) -----------------------------------------------------------------------
def _guardian(ctx: Ctx, card_id: str) -> None:
    quest = ctx.state.current_quest()
    card = ctx.rs.guardians[card_id]
    quest.guardian, quest.guardian_endurance, quest.stage = (
        card_id,
        card.endurance,
        QuestStage.CHOOSE,
    )
    ctx.emit(
        GuardianDrawn(
            seat=quest.left, card=card_id, name=card.name, endurance=card.endurance, die=card.die,
            rule="rule 28 i",
        )
    )  # fmt: skip


def _guardian_drawn(quest: Quest) -> str:
    """The guardian card drawn for this quest (rule 28 i): asked for once it is drawn."""
    if quest.guardian is None:
        raise AssertionError("no guardian has been drawn for this quest yet (rule 28 i)")
    return quest.guardian


def enter_quest_card(ctx: Ctx, action: EnterCard) -> None:
    state = ctx.state
    quest = state.current_quest()
    if (
        action.seat != quest.left
        or quest.stage not in (QuestStage.DRAW, QuestStage.RIDDLE)
        or state.mode != Mode.TABLE
    ):
        raise IllegalAction("rule 28 i", "enter card: no guardian or riddle awaits you")
    pack = state.guardian_pack if quest.stage == QuestStage.DRAW else state.riddle_pack
    if action.card not in pack:
        raise IllegalAction("rule 28 i", f"enter card: {action.card!r} is not in that pack")
    pack.remove(action.card)
    if quest.stage == QuestStage.DRAW:
        _guardian(ctx, action.card)
    else:
        _riddle(ctx, action.card)


def _require(state: State, seat: int | None, stage: QuestStage, what: str) -> Quest:
    quest = state.quest
    if (
        quest is None
        or quest.stage != stage
        or seat != (quest.left if stage == QuestStage.JUDGE else quest.seat)
    ):
        raise IllegalAction("rule 28", f"{what}: no quest awaits this from you")
    return quest


@handles(QuestFight)
def fight(ctx: Ctx, action: QuestFight) -> None:
    _require(ctx.state, action.seat, QuestStage.CHOOSE, "fight").stage = QuestStage.ROLLS


@on_roll(RollPurpose.GUARDIAN)
def guardian_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    ctx.state.current_quest().faces["guardian"] = face


@on_roll(RollPurpose.QUESTER)
def quester_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    ctx.state.current_quest().faces["challenger"] = face


def _round(ctx: Ctx) -> None:
    """Rule 28 ii: the higher throw takes the difference off the other's endurance."""
    state = ctx.state
    quest = state.current_quest()
    player = state.player(quest.seat)
    g, c = quest.faces["guardian"], quest.faces["challenger"]
    quest.faces = {}
    if g > c:
        change_endurance(ctx, quest.seat, -(g - c), "wounded by the guardian", "rule 28 ii")
    elif c > g:
        quest.guardian_endurance -= c - g
    ctx.emit(
        GuardianRound(
            seat=quest.seat, guardian_face=g, challenger_face=c,
            guardian_endurance=quest.guardian_endurance, challenger_endurance=player.endurance,
            rule="rule 28 ii",
        )
    )  # fmt: skip
    if player.eliminated:
        _end(ctx)
    elif quest.guardian_endurance <= 0:
        guardian = _guardian_drawn(quest)
        card = state.rs.guardians[guardian]
        ctx.emit(GuardianSlain(seat=quest.seat, card=guardian, rule="rule 29"))
        change_chivalry(ctx, quest.seat, card.slay_chivalry, f"slew {card.name}", "rule 35")
        quest.stage = QuestStage.TOKEN
    else:
        quest.stage = QuestStage.CHOOSE


@handles(QuestRetreat)
def retreat(ctx: Ctx, action: QuestRetreat) -> None:
    """Rule 28 iv–v: to an adjacent square, paying the card's penalty; no return for 2 turns."""
    state = ctx.state
    quest = _require(state, action.seat, QuestStage.CHOOSE, "retreat")
    if action.to not in retreats(state):
        raise IllegalAction(
            "rule 28 iv", f"retreat: {action.to!r} is not a square next to the site"
        )
    card = state.rs.guardians[_guardian_drawn(quest)]
    _depart(ctx, quest, action.to)
    ctx.emit(QuestRetreated(seat=quest.seat, site=quest.site, to=action.to, rule="rule 28 iv"))
    change_chivalry(ctx, quest.seat, -card.retreat_chivalry, f"fled {card.name}", "rule 28 iv")
    change_endurance(ctx, quest.seat, -card.retreat_endurance, f"fled {card.name}", "rule 28 iv")
    _end(ctx)


def _depart(ctx: Ctx, quest: Quest, to: str) -> None:
    state = ctx.state
    player = state.player(quest.seat)
    player.challenger_at = to
    player.banned_sites[quest.site] = player.turns_taken + state.rs.defaults.no_return_turns + 1


# -- the token (rule 29) --------------------------------------------------------------------------
@handles(TurnToken)
def turn_token(ctx: Ctx, action: TurnToken) -> None:
    quest = _require(ctx.state, action.seat, QuestStage.TOKEN, "turn token")
    if ctx.state.mode != Mode.TABLE:
        raise IllegalAction("rule 29", "turn token: the server turns the token in play-by-web")
    del quest
    _turn_token(ctx, action.grail)


def _turn_token(ctx: Ctx, grail: bool) -> None:
    state = ctx.state
    quest = state.current_quest()
    if grail:
        state.grail_site = quest.site
        quest.stage = QuestStage.RIDDLE
        ctx.emit(
            TokenTurned(
                seat=quest.seat,
                site=quest.site,
                grail=True,
                tokens_left=tokens_left(state),
                rule="rule 29",
            )
        )
        return
    state.tokens[quest.site] = MagicToken.REMOVED
    ctx.emit(
        TokenTurned(
            seat=quest.seat,
            site=quest.site,
            grail=False,
            tokens_left=tokens_left(state),
            rule="rule 29",
        )
    )
    _end(ctx)
    _maybe_camelot_falls(ctx)


def _maybe_camelot_falls(ctx: Ctx) -> None:
    """Rule 19: the ninth token leaving the board breaks Merlin's enchantment."""
    if ctx.state.tokens and tokens_left(ctx.state) == 0 and not ctx.state.camelot_fallen:
        camelot_falls(ctx)


# -- the riddle (rules 29–31) ---------------------------------------------------------------------
def _riddle(ctx: Ctx, card_id: str) -> None:
    quest = ctx.state.current_quest()
    quest.riddle, quest.stage = card_id, QuestStage.ANSWER
    question = ctx.rs.riddles[card_id].question
    ctx.emit(RiddleAsked(seat=quest.seat, card=card_id, question=question, rule="rule 29"))


def riddle_asked(quest: Quest) -> str:
    """The riddle card asked of the quester (rule 29): asked for once it is drawn."""
    if quest.riddle is None:
        raise AssertionError("no riddle has been asked on this quest yet (rule 29)")
    return quest.riddle


def normalise(text: str) -> str:
    """Case folded, accents and punctuation dropped, a leading a/an/the dropped, spaces single
    (RULES.md section 7)."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = re.sub(r"[^\w\s]", "", text.casefold())
    text = re.sub(r"\s+", " ", text).strip()
    return re.sub(r"^(a|an|the) ", "", text)


def is_right(state: State, riddle: str, answer: str) -> bool:
    accepted = {normalise(a) for a in state.rs.riddles[riddle].answers}
    return normalise(answer) in accepted


@handles(AnswerRiddle)
def answer_riddle(ctx: Ctx, action: AnswerRiddle) -> None:
    state = ctx.state
    quest = _require(state, action.seat, QuestStage.ANSWER, "answer riddle")
    quest.answer = action.answer[:200]
    if state.mode == Mode.TABLE:
        quest.stage = QuestStage.JUDGE  # the player on his left may judge (RULES.md section 7)
        return
    _judged(ctx, is_right(state, riddle_asked(quest), quest.answer))


@handles(JudgeRiddle)
def judge_riddle(ctx: Ctx, action: JudgeRiddle) -> None:
    _require(ctx.state, action.seat, QuestStage.JUDGE, "judge riddle")
    _judged(ctx, action.correct)


def _judged(ctx: Ctx, correct: bool) -> None:
    state = ctx.state
    quest = state.current_quest()
    riddle = riddle_asked(quest)
    ctx.emit(
        RiddleAnswered(seat=quest.seat, answer=quest.answer or "", correct=correct, rule="rule 29")
    )
    state.riddle_pack.append(riddle)
    if correct:
        state.royal_guardian = quest.seat
        state.tokens[quest.site] = MagicToken.TAKEN
        ctx.emit(RoyalGuardian(seat=quest.seat, site=quest.site, rule="rule 29"))
        award(ctx, quest.seat, "answer_grail_riddle")
        _end(ctx)
        _maybe_camelot_falls(ctx)
        return
    card = state.rs.riddles[riddle]
    state.player(quest.seat).known_riddles.append(riddle)
    ctx.emit(
        RiddleRevealed(
            seat=quest.seat, card=riddle, answers=card.answers, visible_to=(quest.seat,),
            rule="rule 29",
        )
    )  # fmt: skip
    quest.stage = QuestStage.LEAVE


@handles(LeaveSite)
def leave_site(ctx: Ctx, action: LeaveSite) -> None:
    state = ctx.state
    quest = _require(state, action.seat, QuestStage.LEAVE, "leave site")
    if action.to not in retreats(state):
        raise IllegalAction(
            "rule 29", f"leave site: {action.to!r} is not a square next to the site"
        )
    _depart(ctx, quest, action.to)
    ctx.emit(QuestRetreated(seat=quest.seat, site=quest.site, to=action.to, rule="rule 29"))
    _end(ctx)


def _end(ctx: Ctx) -> None:
    """The guardian goes to the bottom of its pack, whatever became of it (rule 28 v)."""
    state = ctx.state
    quest = state.quest
    if quest is None:
        return  # he fell, and the guardian went back with his elimination
    state.quest = None
    if quest.guardian is not None:
        state.guardian_pack.append(quest.guardian)
