"""Every action `legal_actions` lists is one `apply` accepts (issue 26), in play reached through
listed actions alone — not only the bots' (which never sell a card twice, nor propose deals).

A walk starts from a seeded game (the full board after some bot play, in play by web and at a
table; or the mini board with a debtor holding cards, where debts, sales and deals meet), then
at every step tries every action listed for every seat — on-turn or off-turn: proposals of
deals and alliances, their answers and withdrawals, the debtor's offers — on the current state
(`apply` must accept each and leave its input unchanged; of the moves, which are many, a sample),
and goes on with one of them, chosen by kind then uniformly, so that the rare kinds are played.
"""

from __future__ import annotations

import random
from collections import defaultdict

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingdom.rules.actions import Action, AnswerDeal, Move
from kingdom.rules.dice import Dice, ServerDice, TableDice
from kingdom.rules.engine import apply, legal_actions
from kingdom.rules.errors import IllegalAction
from kingdom.rules.state import Mode, Order, Phase, State

from .helpers import new_game, play_bots
from .test_deals import ARTHUR, HORSES, LANCE, in_debt, with_hands

# The kinds that end a player's game are played rarely, so that a walk lasts (a debtor would
# otherwise declare himself bankrupt before his offers meet).
RARE = {"declare_bankrupt": 0.1, "withdraw_deal": 0.2, "end_turn": 0.2}
MOVES_TRIED = 6  # of the moves listed at a step, this many are tried (all other actions are)


def listed(state: State) -> list[Action]:
    """What every seat may do now, as `legal_actions` lists it."""
    return [a for seat in range(len(state.players)) for a in legal_actions(state, seat)]


def try_all(
    state: State, actions: list[Action], dice: Dice, rng: random.Random, *, deeper: bool = True
) -> None:
    """`apply` accepts every action listed (a sample of the moves) and changes not its input.
    An acceptance moves gold and cards between two players while other offers wait: on what
    it leaves, every action listed is tried too (`deeper`), for an offer it made impossible."""
    moves = [a for a in actions if isinstance(a, Move)]
    tried = [a for a in actions if not isinstance(a, Move)]
    tried += rng.sample(moves, min(MOVES_TRIED, len(moves)))
    before = state.to_json()
    for action in tried:
        try:
            after, _ = apply(state, action, dice)
        except IllegalAction as refused:
            raise AssertionError(f"listed but refused: {action!r}: {refused}") from None
        if deeper and isinstance(action, AnswerDeal) and action.accept:
            try_all(after, listed(after), dice, rng, deeper=False)
    assert state.to_json() == before, "apply changed the state it was given"


def walk(state: State, dice: Dice, rng: random.Random, steps: int) -> set[str]:
    """Play `steps` listed actions, checking every listed action at each step; the kinds
    played."""
    played: set[str] = set()
    for _ in range(steps):
        if state.phase == Phase.OVER:
            break
        actions = listed(state)
        assert actions, "a game not over waits for nobody"
        try_all(state, actions, dice, rng)
        by_kind: dict[str, list[Action]] = defaultdict(list)
        for action in actions:
            by_kind[action.kind].append(action)
        kinds = sorted(by_kind)
        kind = rng.choices(kinds, [RARE.get(k, 1.0) for k in kinds])[0]
        state, _ = apply(state, rng.choice(by_kind[kind]), dice)
        played.add(kind)
    return played


FAST = settings(
    max_examples=6,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@FAST
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 10_000),
    warm_up=st.integers(0, 300),
    table=st.booleans(),
)
def test_every_listed_action_is_accepted_in_games_of_the_full_board(players, seed, warm_up, table):
    mode = Mode.TABLE if table else Mode.SERVER
    game = new_game(players, seed=f"legal-{seed}", order=Order.ROLL, mode=mode, round_limit=12)
    play_bots(game, seed=seed, max_actions=warm_up)
    walk(game.state, game.dice, random.Random(seed), steps=25)


@settings(FAST, max_examples=20)
@given(
    seed=st.integers(0, 10_000),
    hand=st.lists(st.sampled_from([HORSES, LANCE, "F05", "F06"]), min_size=1, max_size=3),
)
def test_every_listed_action_is_accepted_around_a_debtors_sales(seed, hand):
    """The mini board: Bors owes 40 and has 25, with fortune cards to sell (rule 32 i–ii);
    everyone may deal with everyone (house 28) while the game waits for him."""
    state = in_debt(with_hands(mark=(), arthur=tuple(hand)))
    assert legal_actions(state, ARTHUR)
    walk(state, TableDice(), random.Random(seed), steps=30)


def test_the_walks_reach_debts_sales_deals_and_alliances():
    """The walks are worth their time: across a few, every kind of offer is played."""
    played: set[str] = set()
    for seed in range(4):
        state = in_debt(with_hands(mark=(), arthur=(HORSES, LANCE)))
        played |= walk(state, TableDice(), random.Random(seed), steps=30)
        game = new_game(3, seed=f"legal-{seed}", order=Order.ROLL, round_limit=12)
        play_bots(game, seed=seed, max_actions=150)
        played |= walk(game.state, ServerDice(f"legal-{seed}"), random.Random(seed), steps=25)
    offers = {"offer_deal", "propose_deal", "answer_deal", "withdraw_deal", "declare_bankrupt"}
    alliances = {"propose_alliance", "answer_alliance", "end_alliance"}
    assert offers | alliances | {"move", "buy"} <= played, played
