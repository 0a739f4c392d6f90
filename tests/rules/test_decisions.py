"""One spec per decision kind (issue 12) and each decision's identity (issue 22).

The specs are complete or the program does not start; `is_legal` agrees with `legal_actions`
and refuses what is one step off; over random bot games every answer answers a decision
instance of its own (the next auction's bid, the next joust ride, the next battle round are
new), while a turn of many moves stays one decision.
"""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import msgspec
import pytest
from msgspec.structs import replace as restruct

from kingdom.rules import decisions
from kingdom.rules.actions import (
    Action,
    AnswerAlliance,
    AnswerDeal,
    Bid,
    Buy,
    ChooseChallenger,
    ChooseRefuge,
    EndAlliance,
    EnterCard,
    FightBattle,
    LeaveSite,
    Move,
    OfferDeal,
    PickNumbers,
    PlayCards,
    ProposeAlliance,
    ProposeDeal,
    QuestRetreat,
    Roll,
    SetRansom,
    WithdrawDeal,
)
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import (
    SPECS,
    Clock,
    DecisionKind,
    DecisionSpecError,
    check,
    ends,
    identity,
)
from kingdom.rules.defaults import default_action
from kingdom.rules.engine import is_legal, legal_actions, pending, pending_view
from kingdom.rules.state import Mode, Order, Phase

from .helpers import new_game

ROOT = Path(__file__).resolve().parents[2]
NOWHERE = "Z99"  # no square of the board


# -- the specs ------------------------------------------------------------------------------------
def test_every_kind_has_a_spec_with_every_field():
    assert set(SPECS) == set(DecisionKind)
    check(SPECS)
    for kind, spec in SPECS.items():
        assert spec.kind == kind and spec.label and spec.help and spec.who and spec.if_late
        assert spec.answers and all(issubclass(a, Action) for a in spec.answers)
        assert (spec.default is None) == (spec.clock == Clock.TABLE), kind


def test_the_kinds_keep_the_strings_stored_games_use():
    assert [k.value for k in DecisionKind] == [
        "roll", "answer_deal", "raise_funds", "ransom", "choose_refuge", "battle_cards",
        "choose_battle", "joust_reply", "joust_pick", "enter_card", "quest", "turn_token",
        "answer_riddle", "judge_riddle", "leave_site", "choose_challenger", "bid", "move",
        "purchase", "alliance_reply", "deal_reply",
    ]  # fmt: skip
    assert DecisionKind("bid") == "bid"


@pytest.mark.parametrize(
    "broken, problem",
    [
        ({k: s for k, s in SPECS.items() if k != DecisionKind.BID}, "without a spec"),
        ({**SPECS, "bid": replace(SPECS["bid"], default=None)}, "has no default"),
        ({**SPECS, "move": replace(SPECS["move"], default=None)}, "has no default"),
        ({**SPECS, "roll": replace(SPECS["roll"], default=SPECS["bid"].default)}, "only at a"),
        ({**SPECS, "quest": replace(SPECS["quest"], label="")}, "leaves"),
        ({**SPECS, "ransom": replace(SPECS["ransom"], clock=None)}, "leaves"),
        ({**SPECS, "bid": replace(SPECS["bid"], answers=())}, "leaves"),
        ({**SPECS, "bid": replace(SPECS["bid"], instance=None)}, "leaves"),
        ({**SPECS, "bid": SPECS["move"]}, "not a DecisionSpec of that kind"),
        ({**SPECS, "move": replace(SPECS["move"], goes_on=(Bid,))}, "goes_on"),
    ],
)
def test_a_spec_left_incomplete_is_an_error(broken, problem):
    broken = {DecisionKind(k): s for k, s in broken.items()}
    with pytest.raises(DecisionSpecError, match=problem):
        check(broken)


def test_a_kind_without_a_default_stops_the_import():
    """The check runs when the registry is imported: a kind whose deadline could pass with
    nothing to play is an error at start-up, not a game that silently stalls."""
    source = Path(decisions.__file__).read_text()
    code = (
        "import dataclasses, sys, types\n"
        "from kingdom.rules.decisions import allegiance\n"
        "allegiance.SPECS = tuple(\n"
        "    dataclasses.replace(s, default=None) if s.kind == 'bid' else s\n"
        "    for s in allegiance.SPECS\n"
        ")\n"
        "module = types.ModuleType('kingdom.rules.decisions_broken')\n"
        "sys.modules[module.__name__] = module\n"
        "exec(compile(sys.stdin.read(), 'decisions_broken.py', 'exec'), module.__dict__)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], input=source, cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode != 0
    assert "DecisionSpecError: bid runs on the reply clock but has no default" in result.stderr


def test_a_kind_declared_twice_is_an_error():
    with pytest.raises(DecisionSpecError, match="bid is declared twice"):
        decisions.gather([SPECS[DecisionKind.BID], SPECS[DecisionKind.BID]])


# -- random games ---------------------------------------------------------------------------------
def bot_games():
    """A few seeded games of every size, in play-by-web and at a table, with every action."""
    for players, seed in [(2, 0), (3, 1), (4, 2), (5, 3), (6, 4), (3, 5), (4, 6)]:
        yield new_game(players, seed=f"decisions-{seed}", order=Order.ROLL, round_limit=4), seed
    for seed in (7, 8):
        yield new_game(4, mode=Mode.TABLE, order=Order.ROLL, round_limit=2), seed


def play(game, seed, each_step, *, max_actions=3000):
    """Bots play `game`; `each_step(before, action, after)` sees every step."""
    bot = Bot(seed)
    for _ in range(max_actions):
        waiting = pending(game.state)
        if not waiting:
            break
        action = bot.choose(game.state, waiting[0].seat)
        before = game.state
        game.act(action)
        each_step(before, action, game.state)
    assert game.state.phase == Phase.OVER


GAMES = ["2-web", "3-web", "4-web", "5-web", "6-web", "3-web-b", "4-web-b", "4-table", "4-table-b"]


@pytest.fixture(params=range(len(GAMES)), ids=GAMES)
def game_and_seed(request):
    return list(bot_games())[request.param]


# -- is_legal -------------------------------------------------------------------------------------
def off_by_one(state, action: Action, decision) -> list[Action]:
    """Variations of a legal action that break one rule each."""
    d = decision.detail
    out: list[Action] = []
    idle = [
        s
        for s in range(len(state.players))
        if not any(p.seat == s for p in pending(state)) and not isinstance(action, Roll)
    ]
    if isinstance(action, ProposeAlliance):  # open to every seat at any time (rule 33)
        return [restruct(action, to_seat=action.seat), restruct(action, to_seat=99)]
    if isinstance(action, EndAlliance):
        return [restruct(action, ally=action.seat)]
    if isinstance(action, ProposeDeal):  # open to every seat at any time (house 28)
        return [
            restruct(action, to_seat=action.seat),
            restruct(action, gold=10**6),
            restruct(action, for_cards=("no such card",)),
        ]
    if isinstance(action, WithdrawDeal):
        return [restruct(action, number=-1)]
    if isinstance(action, AnswerDeal) and action.number is not None:
        out.append(restruct(action, number=-1))
    if isinstance(action, AnswerAlliance):
        out.append(restruct(action, from_seat=action.seat))
    if idle:
        out.append(restruct(action, seat=idle[0]))
    if isinstance(action, Bid):
        out.append(restruct(action, amount=-1))
        if d["max"] is not None:
            out.append(restruct(action, amount=d["max"] + 1))
    elif isinstance(action, PlayCards):
        out.append(restruct(action, count=d["max"] + 1))
    elif isinstance(action, PickNumbers):
        out.append(restruct(action, numbers=(*action.numbers, action.numbers[0])))
        out.append(restruct(action, numbers=action.numbers[1:]))
    elif isinstance(action, ChooseChallenger):
        out.append(restruct(action, challenger="nobody"))
    elif isinstance(action, FightBattle):
        out.append(restruct(action, node=NOWHERE))
    elif isinstance(action, ChooseRefuge):
        out.append(restruct(action, castle=NOWHERE))
    elif isinstance(action, LeaveSite | QuestRetreat):
        out.append(restruct(action, to=NOWHERE))
    elif isinstance(action, Roll):
        out.append(restruct(action, face=99))
    elif isinstance(action, Move):
        out.append(restruct(action, destination=NOWHERE))
        out.append(restruct(action, knights=action.knights + 99))
    elif isinstance(action, Buy):
        out.append(restruct(action, castle=NOWHERE))
    elif isinstance(action, SetRansom):
        out.append(restruct(action, amount=d["max"] + 1))
    elif isinstance(action, EnterCard):
        out.append(restruct(action, card="no such card"))
    elif isinstance(action, OfferDeal):
        out.append(restruct(action, to_seat=action.seat))
    return out


def test_is_legal_accepts_every_legal_action_and_refuses_one_step_off(game_and_seed):
    game, seed = game_and_seed
    pick = random.Random(seed)
    counts = {"legal": 0, "illegal": 0}

    def each_step(before, action, after):
        state = after
        for decision in pending(state):
            seats = range(len(state.players)) if decision.kind == "roll" else [decision.seat]
            for seat in seats:
                actions = [a for a in legal_actions(state, seat) if a.seat == seat]
                for legal in pick.sample(actions, min(len(actions), 4)):
                    assert is_legal(state, legal), legal
                    counts["legal"] += 1
                    for wrong in off_by_one(state, legal, decision):
                        assert not is_legal(state, wrong), wrong
                        counts["illegal"] += 1
        assert is_legal(before, action)  # what the bot just played

    play(game, seed, each_step)
    assert counts["legal"] > 100 and counts["illegal"] > 100


def test_is_legal_changes_nothing_and_refuses_anything_after_the_end():
    game = new_game(3, seed="untouched", order=Order.SEATING)
    before = game.state.to_json()
    (decision,) = pending(game.state)
    assert is_legal(game.state, ChooseChallenger(seat=decision.seat, challenger="arthur"))
    assert game.state.to_json() == before
    assert not is_legal(game.state, ChooseChallenger(seat=decision.seat + 1, challenger="arthur"))
    game.state.phase = Phase.OVER
    assert not is_legal(game.state, ChooseChallenger(seat=decision.seat, challenger="arthur"))


# -- defaults -------------------------------------------------------------------------------------
def test_in_play_by_web_every_decision_has_a_legal_default(game_and_seed):
    game, seed = game_and_seed
    if game.mode == Mode.TABLE:
        pytest.skip("a table's decisions have no deadline")
    seen = set()

    def each_step(before, action, after):
        for decision in pending(after):
            spec = SPECS[decision.kind]
            assert spec.clock != Clock.TABLE, decision
            default = default_action(after, decision)
            assert is_legal(after, default), (decision, default)
            seen.add(decision.kind)

    play(game, seed, each_step)
    assert {"move", "purchase", "choose_challenger"} <= seen


# -- what a decision is about ---------------------------------------------------------------------
def test_every_decisions_detail_is_its_kinds_declared_type(game_and_seed):
    """`Decision.detail` holds exactly the keys of its kind's TypedDict (`DecisionSpec.detail`,
    which types it in the API's schema), with values of their types, for every seat's view."""
    game, seed = game_and_seed

    def each_step(before, action, after):
        for decision in pending(after):
            declared = SPECS[decision.kind].detail
            keys = set(decision.detail)
            assert declared.__required_keys__ <= keys <= set(declared.__annotations__), decision
            msgspec.convert(decision.detail, declared)  # the values' types, or it raises
        for seen in pending_view(after, None):
            declared = SPECS[DecisionKind(seen["kind"])].detail
            assert declared.__required_keys__ <= set(seen["detail"]), seen

    play(game, seed, each_step)


# -- identity -------------------------------------------------------------------------------------
# A deal refused and offered again unchanged, and the debt it was to settle, are asked again
# exactly alike: nothing in the state tells them apart. The service tells them apart by the
# answer itself (kingdom.services.saving._record): an instance answered is gone.
ASKED_AGAIN_ALIKE = {DecisionKind.ANSWER_DEAL, DecisionKind.RAISE_FUNDS}


def test_every_answer_answers_a_decision_instance_of_its_own(game_and_seed):
    game, seed = game_and_seed
    answered: dict[str, Action] = {}
    asked: dict[tuple, set[str]] = {}  # (seat, kind) -> keys

    def each_step(before, action, after):
        now = pending(after)
        assert len({d.key for d in now}) == len(now), now  # decisions asked together differ
        for d in now:
            assert d.key == identity(after, d) and d.key.startswith(f"{d.kind}/")
            asked.setdefault((d.seat, d.kind), set()).add(d.key)
        for d in pending(before):
            if ends(d, action):
                if d.kind not in ASKED_AGAIN_ALIKE:
                    assert d.key not in answered, (d, answered.get(d.key), action)
                answered[d.key] = action
            elif d.seat == action.seat and isinstance(action, SPECS[d.kind].goes_on):
                # a move, a purchase: the same decision goes on, with the same key
                same = [n for n in now if (n.seat, n.kind) == (d.seat, d.kind)]
                assert same in ([], [d]), (d, same)

    play(game, seed, each_step)
    assert {"move", "purchase"} <= {kind for (_, kind) in asked}
    # Every seat bid in every auction (none with six players), each a decision of its own.
    auctions = len([k for k in answered if k.startswith("bid/0/")])
    assert all(len(asked.get((s, "bid"), ())) == auctions for s in range(len(game.state.players)))


def test_consecutive_auctions_jousts_and_rounds_are_new_decisions():
    """Across many games: the same seat asked the same kind again is a new key each time."""
    repeated = {}
    for game, seed in bot_games():
        keys: dict[tuple, list[str]] = {}

        def each_step(before, action, after, keys=keys):
            for d in pending(before):
                if ends(d, action):
                    keys.setdefault((d.seat, d.kind), []).append(d.key)

        play(game, seed, each_step)
        for (_, kind), answered in keys.items():
            if kind not in ASKED_AGAIN_ALIKE:
                assert len(set(answered)) == len(answered), answered
                repeated[kind] = max(repeated.get(kind, 0), len(answered))
    assert repeated["bid"] >= 3
    assert repeated["battle_cards"] >= 2
    assert repeated["joust_pick"] >= 2
    assert repeated["move"] >= 2 and repeated["purchase"] >= 2
