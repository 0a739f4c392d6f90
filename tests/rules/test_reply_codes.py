"""Play by mail (issue 32): every legal answer of every decision kind a player may be asked by
mail has a reply line (`reply_codes.line_for`), and that line reads back (`parse_line`) as the
very same action — so whatever the page lets a player do about a decision, a reply can do too.
Walked over bot games on the full board and the mini board's debts and deals."""

from __future__ import annotations

import random

from kingdom import reply_codes
from kingdom.rules.actions import Action, Move
from kingdom.rules.decisions import SPECS, Decision
from kingdom.rules.dice import ServerDice, TableDice
from kingdom.rules.engine import apply, legal_actions, pending
from kingdom.rules.errors import IllegalAction
from kingdom.rules.state import Order, State

from .helpers import new_game
from .test_deals import HORSES, LANCE, in_debt, with_hands

K = reply_codes.K
SEEDS, STEPS = 8, 1500
WALKED = {
    "choose_challenger", "bid", "move", "purchase", "battle_cards", "choose_battle",
    "raise_funds", "answer_deal", "deal_reply", "alliance_reply", "joust_reply", "joust_pick",
    "quest",
}  # fmt: skip
MADE_UP = {"ransom", "choose_refuge", "leave_site", "answer_riddle"}


def check_every_answer(state: State, seen: set[str]) -> None:
    for decision in pending(state):
        if decision.kind not in reply_codes.MAILABLE or decision.seat is None:
            continue
        assert reply_codes.menu(state, decision), decision.kind
        legal = SPECS[decision.kind].legal(state, decision.seat, decision)
        moves = [a for a in legal if isinstance(a, Move)]
        for action in [a for a in legal if not isinstance(a, Move)] + moves[:8]:
            line = reply_codes.line_for(action, state, decision)
            read = reply_codes.parse_line(line.lower(), state, decision)  # any case
            assert Action.from_dict({**read, "seat": decision.seat}) == action, (line, action)
        seen.add(decision.kind.value)


def listed(state: State) -> list[Action]:
    return [a for seat in range(len(state.players)) for a in legal_actions(state, seat)]


def walk(state: State, dice, rng: random.Random, steps: int, seen: set[str]) -> None:
    from kingdom.rules.bot import Bot

    bot = Bot(rng.random())
    for _ in range(steps):
        check_every_answer(state, seen)
        decisions = pending(state)
        if not decisions:
            return
        action = bot.choose(state, decisions[0].seat)
        if rng.random() < 0.15:  # now and then another listed action: deals, alliances
            others = [a for a in listed(state) if not isinstance(a, Move)]
            action = rng.choice(others) if others else action
        try:
            state, _ = apply(state, action, dice)
        except IllegalAction:
            state, _ = apply(state, bot.choose(state, decisions[0].seat), dice)


def test_every_legal_answer_has_a_reply_line_that_reads_back_as_itself():
    seen: set[str] = set()
    for seed in range(SEEDS):
        game = new_game(3, seed=f"codes-{seed}", order=Order.ROLL, round_limit=12)
        walk(game.state, ServerDice(f"codes-{seed}"), random.Random(seed), STEPS, seen)
        debtor = in_debt(with_hands(mark=(), arthur=(HORSES, LANCE)))
        walk(debtor, TableDice(), random.Random(seed), 5, seen)
    assert seen >= WALKED, WALKED - seen


def test_codes_are_forgiving_about_case_and_words_and_name_the_problem():
    game = new_game(3, seed="codes-words", order=Order.SEATING)
    state = game.state
    (choosing,) = [d for d in pending(state) if d.kind == K.CHOOSE_CHALLENGER]
    options = choosing.detail["options"]
    first = {"kind": "choose_challenger", "challenger": options[0]}
    assert reply_codes.parse_line("1", state, choosing) == first
    name = options[0].replace("_", " ")
    assert reply_codes.parse_line(f"  {name.upper()} ", state, choosing) == first
    for wrong, said in [("9", "there is no choice 9"), ("Lancelot du Lac", "none of the choices")]:
        try:
            reply_codes.parse_line(wrong, state, choosing)
        except reply_codes.ReplyError as error:
            assert said in str(error)
        else:
            raise AssertionError(f"{wrong!r} read as a choice")


def test_the_kinds_a_walk_rarely_reaches_read_back_too():
    """A ransom, a refuge, a departure from a mystic site, a riddle: their answers come from
    the decision's own detail, so a decision of each is made up here."""
    state = new_game(3, seed="codes-rare").state
    made_up = [
        Decision(1, K.RANSOM, "rule 21 iii c", {"prisoner": 2, "max": 7}),
        Decision(1, K.CHOOSE_REFUGE, "rule 21 i", {"options": ["K14", "C3"]}),
        Decision(1, K.LEAVE_SITE, "rule 29", {"options": ["L15", "M15"]}),
        Decision(1, K.ANSWER_RIDDLE, "rule 29", {"riddle": None}),
    ]
    seen: set[str] = set()
    for decision in made_up:
        for action in SPECS[decision.kind].legal(state, 1, decision):
            line = reply_codes.line_for(action, state, decision)
            read = reply_codes.parse_line(line, state, decision)
            assert Action.from_dict({**read, "seat": 1}) == action, (line, action)
        seen.add(decision.kind.value)
    ransom = made_up[0]
    assert reply_codes.menu(state, ransom) == ["1  RANSOM 7", "2  EXECUTE"]
    assert reply_codes.parse_line("execute", state, ransom) == {"kind": "execute"}
    riddle = reply_codes.parse_line("Answer: the Grail itself", state, made_up[3])
    assert riddle == {"kind": "answer_riddle", "answer": "the Grail itself"}
    assert seen == MADE_UP


def test_the_two_tests_above_cover_every_kind_a_player_may_be_asked_by_mail():
    assert {K(k) for k in WALKED | MADE_UP} == reply_codes.MAILABLE
