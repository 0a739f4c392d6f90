"""An offer is one decision from the offer to its answer (issue 35), over seeded games.

Bots play games of three and four seats, proposing and answering alliances (docs/bots.md);
hypothesis slips deals between players in among their actions, some of which lapse when a
purse is spent. For every offer — of alliance or of a deal — the decisions the engine asks
carry one identity key from the moment it is made until it is answered, withdrawn or lapses,
whatever turns pass meanwhile: the service keeps one row a key, so one deadline and one mail
(kingdom.services.saving._sync_decisions). The offer is asked at every step in between and never
again after.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingdom.rules.actions import ProposeDeal
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import DecisionKind
from kingdom.rules.engine import is_legal, pending
from kingdom.rules.events import (
    AllianceFormed,
    AllianceRefused,
    DealAccepted,
    DealLapsed,
    DealRefused,
    DealWithdrawn,
    Event,
)
from kingdom.rules.state import Order, Phase

from .helpers import new_game

OFFERS = {DecisionKind.ALLIANCE_REPLY: "alliance", DecisionKind.DEAL_REPLY: "deal"}


def offers_asked(state) -> dict[tuple[str, int, int], str]:
    """The offers awaiting an answer now, (what, proposer, number) → their decision's key."""
    return {
        (OFFERS[d.kind], d.detail["from"], d.detail["number"]): d.key
        for d in pending(state)
        if d.kind in OFFERS
    }


def ended(events: list[Event]) -> set[tuple[str, int, int | None]]:
    """The offers these events answer, withdraw or end, as (what, proposer, number)."""
    done: set[tuple[str, int, int | None]] = set()
    for e in events:
        if isinstance(e, AllianceFormed | AllianceRefused):
            done.add(("alliance", e.proposer, None))  # an alliance's event names no number
        elif isinstance(e, DealAccepted | DealRefused):
            done.add(("deal", e.proposer, e.number))
        elif isinstance(e, DealWithdrawn | DealLapsed):
            done.add(("deal", e.seat, e.number))
    return done


deal_plans = st.lists(
    st.tuples(
        st.integers(0, 600),  # the step at which it is offered
        st.integers(0, 3),  # by whom
        st.integers(1, 3),  # to the seat this far after his
        st.integers(0, 120),  # gold given
        st.integers(0, 60),  # gold asked
    ),
    max_size=6,
)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 4), seed=st.integers(0, 10_000), plans=deal_plans)
def test_each_offer_has_one_key_from_offer_to_answer(players, seed, plans):
    game = new_game(players, seed=f"offers-{seed}", order=Order.ROLL, round_limit=6)
    bot = Bot(seed)
    keys: dict[tuple[str, int, int], set[str]] = {}
    gone: set[tuple[str, int, int]] = set()
    asked = offers_asked(game.state)
    for step in range(3000):
        decisions = pending(game.state)
        if not decisions or game.state.phase == Phase.OVER:
            break
        offer = next((p for p in plans if p[0] == step), None)
        action = bot.choose(game.state, decisions[0].seat)
        if offer is not None:
            _, seat, later, gold, for_gold = offer
            seat %= players
            deal = ProposeDeal(
                seat=seat, to_seat=(seat + later) % players, gold=gold, for_gold=for_gold
            )
            if is_legal(game.state, deal):
                action = deal
        events = game.act(action)
        if game.state.phase == Phase.OVER:  # the game's end (rule 38) ends every offer with it
            break
        now = offers_asked(game.state)
        done = ended(events)
        for offer_id in asked:
            if offer_id not in now:  # gone: answered, withdrawn or lapsed in this very step
                what, proposer, number = offer_id
                assert {offer_id, (what, proposer, None)} & done, (offer_id, events)
                gone.add(offer_id)
        for offer_id, key in now.items():
            assert offer_id not in gone, f"{offer_id} asked again after its answer"
            keys.setdefault(offer_id, set()).add(key)
            assert len(keys[offer_id]) == 1, f"{offer_id} changed its key: {keys[offer_id]}"
        asked = now


def test_the_bots_offers_cross_turns_under_one_key():
    """The property is not empty: in a seeded four-seat game, bots' offers wait across changes
    of turn, each under the one key it was made with."""
    game = new_game(4, seed="offers-across", order=Order.ROLL, round_limit=8)
    bot = Bot(3)
    first_turn: dict[tuple[str, int, int], tuple[int, str]] = {}
    crossed = []
    for _ in range(5000):
        decisions = pending(game.state)
        if not decisions or game.state.phase == Phase.OVER:
            break
        game.act(bot.choose(game.state, decisions[0].seat))
        for offer_id, key in offers_asked(game.state).items():
            turn = game.state.turn.number
            made = first_turn.setdefault(offer_id, (turn, key))
            assert made[1] == key
            if made[0] != turn:
                crossed.append(offer_id)
    assert crossed, "no offer waited across a change of turn"
