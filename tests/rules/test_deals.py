"""Deals between players (rule 32 i, house 28) as scenarios on the mini board, three players.

Mark's player is seat 0, Arthur's seat 1, Mordred's seat 2; Mark moves first. Each starts with
500 gold; the fortune pack is empty and the hands are set by each test.
"""

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace as restruct

from kingdom.rules.actions import (
    AnswerDeal,
    DeclareBankrupt,
    OfferDeal,
    ProposeDeal,
    Resign,
    WithdrawDeal,
)
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import SPECS, Clock, DecisionKind, ends
from kingdom.rules.defaults import default_action
from kingdom.rules.engine import is_legal, legal_actions, pending, view, view_events
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    CardsHandedOver,
    DealAccepted,
    DealLapsed,
    DealProposed,
    DealRefused,
    DealTerms,
    DealWithdrawn,
    GoldTransferred,
)
from kingdom.rules.state import Allegiance, Battle, Phase

from .test_alliances import act, of, three_to_move
from .test_setup import table_game

MARK, ARTHUR, MORDRED = 0, 1, 2
COURSER, HORSES, LANCE = "F03", "F04", "F02"


def with_hands(mark=(COURSER,), arthur=(HORSES,), mordred=()):
    state = three_to_move()
    for seat, hand in ((MARK, mark), (ARTHUR, arthur), (MORDRED, mordred)):
        state.player(seat).hand = list(hand)
    return state


def deals_only_in_debt(state):
    """The printed timing: deals only to raise the gold of a due (`deals_any_time` 0)."""
    defaults = dataclasses.replace(state.rs.defaults, deals_any_time=0)
    state.ruleset = dataclasses.replace(state.rs, defaults=defaults)
    return state


def reply(state, seat=ARTHUR):
    return next(d for d in pending(state) if d.kind == DecisionKind.DEAL_REPLY and d.seat == seat)


SALE = ProposeDeal(seat=MARK, to_seat=ARTHUR, cards=(COURSER,), for_gold=30, promise="my word")


# -- propose, answer ------------------------------------------------------------------------------
def test_an_offer_is_public_its_terms_the_two_parties_and_it_waits_on_the_reply_clock():
    state, events = act(with_hands(), SALE)
    assert events[0] == DealProposed(seat=MARK, to_seat=ARTHUR, number=0, rule="house 28")
    terms = of(events, DealTerms)[0]
    assert terms.visible_to == (MARK, ARTHUR) and terms.cards == (COURSER,)
    assert (terms.for_gold, terms.promise) == (30, "my word")
    decision = reply(state)
    assert decision.rule == "house 28" and decision.detail["from"] == MARK
    spec = SPECS[decision.kind]
    assert (spec.clock, spec.interrupts) == (Clock.REPLY, False)
    assert default_action(state, decision) == AnswerDeal(seat=ARTHUR, accept=False, number=0)
    assert pending(state)[0].kind == "move"  # the game goes on while he thinks


def test_an_accepted_sale_moves_the_card_and_the_gold_at_once():
    state, _ = act(with_hands(), SALE)
    state, events = act(state, AnswerDeal(seat=ARTHUR, accept=True, number=0))
    assert state.player(ARTHUR).hand == [HORSES, COURSER] and state.player(MARK).hand == []
    assert (state.player(MARK).gold, state.player(ARTHUR).gold) == (530, 470)
    assert events[0] == DealAccepted(
        seat=ARTHUR, proposer=MARK, number=0, gold=0, cards=1, for_gold=30, for_cards=0,
        rule="house 28",
    )  # fmt: skip
    handed = of(events, CardsHandedOver)[0]
    assert (handed.cards, handed.visible_to) == ((COURSER,), (MARK, ARTHUR))
    paid = of(events, GoldTransferred)[0]
    assert (paid.payer, paid.payee, paid.amount, paid.visible_to) == (ARTHUR, MARK, 30, None)
    assert state.offers == [] and not [d for d in pending(state) if d.kind == "deal_reply"]


def test_gold_for_a_card_of_his_and_gold_for_a_promise():
    state, _ = act(
        with_hands(), ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=40, for_cards=(HORSES,))
    )
    state, _ = act(state, AnswerDeal(seat=ARTHUR, accept=True, number=0))
    assert state.player(MARK).hand == [COURSER, HORSES] and state.player(ARTHUR).gold == 540
    promise = ProposeDeal(seat=MORDRED, to_seat=MARK, for_gold=25, promise="I leave Tintagel be")
    state, _ = act(state, promise)
    state, events = act(state, AnswerDeal(seat=MARK, accept=True, number=1))
    assert (state.player(MORDRED).gold, state.player(MARK).gold) == (525, 435)


def test_a_refusal_and_a_withdrawal_move_nothing():
    state, _ = act(with_hands(), SALE)
    refused, events = act(state, AnswerDeal(seat=ARTHUR, accept=False, number=0))
    assert events == [DealRefused(seat=ARTHUR, proposer=MARK, number=0, rule="house 28")]
    assert refused.player(MARK).hand == [COURSER] and refused.offers == []
    withdrawn, events = act(state, WithdrawDeal(seat=MARK, number=0))
    assert events == [DealWithdrawn(seat=MARK, to_seat=ARTHUR, number=0, rule="house 28")]
    assert withdrawn.offers == [] and not [d for d in pending(withdrawn) if d.kind == "deal_reply"]
    with pytest.raises(IllegalAction, match="house 28: withdraw a deal: you offered no deal"):
        act(state, WithdrawDeal(seat=ARTHUR, number=0))
    with pytest.raises(IllegalAction, match="house 28: answer a deal: no deal numbered 0"):
        act(state, AnswerDeal(seat=MORDRED, accept=True, number=0))


def test_an_answer_answers_its_own_deal_only():
    state, _ = act(with_hands(), SALE)
    state, _ = act(state, ProposeDeal(seat=MORDRED, to_seat=ARTHUR, for_gold=5))
    first, second = [d for d in pending(state) if d.kind == "deal_reply"]
    answer = AnswerDeal(seat=ARTHUR, accept=False, number=1)
    assert not ends(first, answer) and ends(second, answer)
    assert first.key != second.key


# -- what is refused ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "action, message",
    [
        (restruct(SALE, to_seat=MARK), "rule 32: propose a deal: seat 0 is no other"),
        (restruct(SALE, to_seat=7), "rule 32: propose a deal: seat 7 is no other"),
        (restruct(SALE, for_gold=-1), "rule 32: propose a deal: gold in a deal is 0"),
        (ProposeDeal(seat=MARK, to_seat=ARTHUR), "rule 32: propose a deal: a deal gives something"),
        (
            restruct(SALE, gold=501),
            "rule 32: propose a deal: you have 500 gold, not 501",
        ),
        (restruct(SALE, for_gold=501), "rule 32: propose a deal: Bors has 500 gold, not 501"),
        (restruct(SALE, cards=(HORSES,)), "rule 32: propose a deal: card F04 is not in"),
        (
            restruct(SALE, cards=(COURSER, COURSER)),
            "rule 32: propose a deal: card F03 is not in your hand",
        ),
        (restruct(SALE, for_cards=("F99",)), "rule 32: propose a deal: there is no"),
        (
            restruct(SALE, for_cards=(HORSES, HORSES)),
            "rule 32: propose a deal: ask for each fortune card once",
        ),
        (
            restruct(SALE, for_cards=(COURSER,)),
            "rule 32: propose a deal: card F03 is in your own hand",
        ),
        (
            restruct(SALE, for_cards=("F01",)),  # drawn and acted on, never kept (issue 35)
            "rule 32: propose a deal: card F01 is never kept in a hand",
        ),
        (restruct(SALE, promise="x" * 501), "rule 32: propose a deal: a promise is at"),
        (restruct(SALE, seat=None), "house 28: propose a deal: only a player"),
    ],
)
def test_a_proposal_is_refused_naming_the_rule(action, message):
    state = with_hands()
    with pytest.raises(IllegalAction, match=message):
        act(state, action)
    assert not is_legal(state, action)


def test_one_offer_at_a_time_to_a_player_and_none_to_or_from_the_eliminated():
    state, _ = act(with_hands(), SALE)
    with pytest.raises(IllegalAction, match=r"house 28: .*your deal to .* awaits its answer"):
        act(state, restruct(SALE, for_gold=20))
    state, _ = act(state, ProposeDeal(seat=ARTHUR, to_seat=MARK, for_gold=1))  # the other way
    state, events = act(state, Resign(seat=ARTHUR))
    lapsed = of(events, DealRefused)
    assert [(e.number, e.reason) for e in lapsed] == [(0, "eliminated"), (1, "eliminated")]
    assert state.offers == []
    with pytest.raises(IllegalAction, match=r"rule 32: propose a deal: .* has been eliminated"):
        act(state, SALE)
    with pytest.raises(IllegalAction, match="house 28: propose a deal: an eliminated player"):
        act(state, ProposeDeal(seat=ARTHUR, to_seat=MARK, for_gold=1))


def test_no_deal_before_the_turns_begin():
    state, _ = table_game(3)
    assert state.phase == Phase.CHOOSE
    with pytest.raises(IllegalAction, match="house 28: propose a deal: deals are made once"):
        act(state, ProposeDeal(seat=0, to_seat=1, for_gold=1))


def test_no_card_of_a_hand_sealed_in_a_battle_changes_hands():
    state = with_hands(arthur=("F09",))
    state.battle = Battle(
        node="E2", aggressor=MARK, victim=ARTHUR, attacker=MARK, defender=ARTHUR, table=1,
        holder=None, stage="cards", deciding=[MARK],
    )  # fmt: skip
    state.battle.cards = {ARTHUR: 1}
    with pytest.raises(IllegalAction, match=r"house 28: .*add-one cards are sealed"):
        act(state, ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=5, for_cards=("F09",)))
    assert is_legal(state, ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=5))  # gold alone may


def test_an_acceptance_checks_both_purses_and_hands_again():
    state, _ = act(
        with_hands(), ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=40, for_cards=(HORSES,))
    )
    accept = AnswerDeal(seat=ARTHUR, accept=True, number=0)
    spent = state.copy()
    spent.player(MARK).gold = 10
    with pytest.raises(
        IllegalAction, match="rule 32: accept the deal: Ann has 10 gold, not the 40"
    ):
        act(spent, accept)
    assert [a.accept for a in legal_actions(spent, ARTHUR) if isinstance(a, AnswerDeal)] == [False]
    sold = state.copy()
    sold.player(ARTHUR).hand = []
    with pytest.raises(
        IllegalAction,
        match="rule 32: accept the deal: card F04 \\(Fresh Horses at the Abbey\\) is not in your",
    ):
        act(sold, accept)
    poorer, _ = act(with_hands(), SALE)
    poorer.player(ARTHUR).gold = 20  # (in play such a deal lapses at once: below)
    with pytest.raises(IllegalAction, match="rule 32: accept the deal: you have 20 gold, not 30"):
        act(poorer, AnswerDeal(seat=ARTHUR, accept=True, number=0))
    state, _ = act(with_hands(), SALE)
    state.player(MARK).hand = []  # played or sold meanwhile
    with pytest.raises(IllegalAction, match="rule 32: accept the deal: Ann no longer holds"):
        act(state, AnswerDeal(seat=ARTHUR, accept=True, number=0))


# -- secrets --------------------------------------------------------------------------------------
def test_a_third_seat_never_sees_the_terms_nor_the_card_sold():
    state, propose_events = act(with_hands(), SALE)
    assert view(state, None)["offers"] == [{"number": 0, "seat": MARK, "to_seat": ARTHUR}]
    third = view(state, MORDRED)
    assert third["offers"] == [{"number": 0, "seat": MARK, "to_seat": ARTHUR}]
    (seen,) = [d for d in third["pending"] if d["kind"] == "deal_reply"]
    assert seen["detail"] == {"from": MARK, "number": 0}
    for party in (MARK, ARTHUR):
        mine = view(state, party)
        assert mine["offers"][0]["cards"] == [COURSER]
        (detail,) = [d["detail"] for d in mine["pending"] if d["kind"] == "deal_reply"]
        assert (detail["cards"], detail["for_gold"], detail["promise"]) == (
            [COURSER],
            30,
            "my word",
        )
    state, accept_events = act(state, AnswerDeal(seat=ARTHUR, accept=True, number=0))
    shown = view_events(propose_events + accept_events, MORDRED)
    assert COURSER not in repr(shown) and "my word" not in repr(shown)
    assert view(state, MORDRED)["players"][ARTHUR]["hand"] == {"count": 2}
    assert [e.amount for e in shown if isinstance(e, GoldTransferred)] == [30]  # gold is public
    assert view(state, None)["offers"] == []


# -- rule 32: a debtor sells before he is eliminated ----------------------------------------------
def in_debt(state):
    """Arthur owes Mordred 40 for an allegiance and has 25: the game waits for him (rule 32)."""
    from .test_economy import next_turn_of

    state.player(ARTHUR).allegiances = [Allegiance("mordred", 40)]
    state.player(ARTHUR).gold = 25
    state = next_turn_of(state, MARK)
    state, _ = act(state, next(a for a in legal_actions(state, MARK) if a.kind == "end_movement"))
    state, _ = act(state, next(a for a in legal_actions(state, MARK) if a.kind == "end_turn"))
    assert pending(state)[0].kind == "raise_funds"
    return state


def test_the_bankruptcy_decision_offers_a_sale_of_each_card_and_a_sale_pays_the_due():
    state = in_debt(deals_only_in_debt(with_hands(mark=(), arthur=(HORSES,))))
    sales = [a for a in legal_actions(state, ARTHUR) if isinstance(a, ProposeDeal)]
    assert ProposeDeal(seat=ARTHUR, to_seat=MARK, cards=(HORSES,), for_gold=15) in sales
    assert isinstance(legal_actions(state, ARTHUR)[0], OfferDeal)
    assert any(isinstance(a, DeclareBankrupt) for a in legal_actions(state, ARTHUR))
    with pytest.raises(IllegalAction, match="rule 32: propose a deal: deals are offered only to"):
        act(state, ProposeDeal(seat=MARK, to_seat=MORDRED, for_gold=1))  # not in debt
    state, events = act(state, ProposeDeal(seat=ARTHUR, to_seat=MARK, cards=(HORSES,), for_gold=15))
    assert events[0].rule == "rule 32"
    assert pending(state)[0].kind == "raise_funds"  # his own clock runs on
    state, events = act(state, AnswerDeal(seat=MARK, accept=True, number=0))
    assert events[0].rule == "rule 32" and state.debt is None
    assert state.player(ARTHUR).gold == 0 and state.player(MARK).hand == [HORSES]
    assert [(e.payer, e.payee, e.amount) for e in of(events, GoldTransferred)][-1] == (
        ARTHUR,
        None,
        40,
    )  # the moneylender


# -- bots -----------------------------------------------------------------------------------------
def test_a_bot_accepts_a_fair_deal_and_refuses_a_poor_one():
    state, _ = act(
        with_hands(), ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=20, for_cards=(HORSES,))
    )
    assert Bot(1).choose(state, ARTHUR) == AnswerDeal(seat=ARTHUR, accept=True, number=0)
    state, _ = act(
        with_hands(), ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=5, for_cards=(HORSES,))
    )
    assert Bot(1).choose(state, ARTHUR) == AnswerDeal(seat=ARTHUR, accept=False, number=0)
    state, _ = act(with_hands(), ProposeDeal(seat=MARK, to_seat=ARTHUR, for_gold=30))
    assert Bot(1).choose(state, ARTHUR) == AnswerDeal(seat=ARTHUR, accept=False, number=0)


def test_a_bot_proposes_no_deal():
    state = with_hands()
    bot = Bot(3)
    for _ in range(30):
        if state.phase == Phase.OVER:
            break
        seat = pending(state)[0].seat
        action = bot.choose(state, seat)
        assert not isinstance(action, (ProposeDeal, WithdrawDeal))
        state, _ = act(state, action, faces=[3] * 20)


# -- conservation ---------------------------------------------------------------------------------
CARDS = [COURSER, HORSES, LANCE, "F05", "F06"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    mark_cards=st.lists(st.sampled_from(CARDS), unique=True, max_size=3),
    gold=st.integers(0, 600),
    for_gold=st.integers(0, 600),
    give=st.integers(0, 3),
    ask=st.lists(st.sampled_from(CARDS), unique=True, max_size=2),
    arthur_gold=st.integers(0, 600),
    accept=st.booleans(),
)
def test_a_deal_never_makes_or_loses_gold_or_cards(
    mark_cards, gold, for_gold, give, ask, arthur_gold, accept
):
    arthur_cards = [c for c in CARDS if c not in mark_cards][:2]
    state = with_hands(mark=mark_cards, arthur=arthur_cards)
    state.player(ARTHUR).gold = arthur_gold
    total_gold = sum(p.gold for p in state.players)
    cards = sorted(c for p in state.players for c in p.hand)
    action = ProposeDeal(
        seat=MARK, to_seat=ARTHUR, gold=gold, cards=tuple(mark_cards[:give]),
        for_gold=for_gold, for_cards=tuple(ask),
    )  # fmt: skip
    try:
        state, _ = act(state, action)
        state, _ = act(state, AnswerDeal(seat=ARTHUR, accept=accept, number=0))
    except IllegalAction as refused:
        assert refused.rule in ("rule 32", "house 28")
    assert sum(p.gold for p in state.players) == total_gold
    assert sorted(c for p in state.players for c in p.hand) == cards
    assert all(p.gold >= 0 for p in state.players)


# -- an offer that can no longer be honoured ends at once (issue 26) ------------------------------
def every_listed_action_applies(state):
    """Every action `legal_actions` lists for any seat is one `apply` accepts."""
    for seat in range(len(state.players)):
        for action in legal_actions(state, seat):
            act(state, action, faces=[3] * 20)


def test_a_debtors_offer_lapses_when_the_card_it_sells_goes_to_another():
    """Issue 26: the debtor offers Mark a card for the gold he lacks (rule 32 i), then sells the
    same card to Mordred by a player's deal (house 28): his offer to Mark ends at once, both
    told why, and he raises funds anew."""
    state = in_debt(with_hands(mark=(), arthur=(HORSES,)))
    state, _ = act(state, OfferDeal(seat=ARTHUR, to_seat=MARK, gold=15, cards=(HORSES,)))
    state, _ = act(state, ProposeDeal(seat=ARTHUR, to_seat=MORDRED, cards=(HORSES,), for_gold=1))
    state, events = act(state, AnswerDeal(seat=MORDRED, accept=True, number=0))
    assert of(events, DealLapsed) == [
        DealLapsed(
            seat=ARTHUR, to_seat=MARK, number=None, reason="Bors no longer holds F04",
            cards=(HORSES,), visible_to=(ARTHUR, MARK), rule="rule 32 i",
        )
    ]  # fmt: skip
    assert state.deal is None and state.player(MORDRED).hand == [HORSES]
    (decision,) = [d for d in pending(state) if d.seat == ARTHUR]
    assert (decision.kind, decision.detail["amount"]) == ("raise_funds", 40)
    assert not [d for d in pending(state) if d.kind == "answer_deal"]
    every_listed_action_applies(state)
    again, _ = act(state, OfferDeal(seat=ARTHUR, to_seat=MARK, gold=14, promise="my thanks"))
    assert pending(again)[0].kind == "answer_deal"
    bankrupt, _ = act(state, DeclareBankrupt(seat=ARTHUR))
    assert bankrupt.player(ARTHUR).eliminated


def test_a_debtors_sales_are_listed_only_to_a_player_who_can_pay_them():
    """A sale asks the gold the debtor lacks: to a player with less, it is neither listed nor
    accepted (his purse is public), and every action listed is one `apply` accepts."""
    state = in_debt(with_hands(mark=(), arthur=(HORSES,)))
    state.player(MORDRED).gold = 10  # Bors lacks 15
    listed = legal_actions(state, ARTHUR)
    sales = [a for a in listed if isinstance(a, ProposeDeal | OfferDeal) and a.cards]
    assert {a.to_seat for a in sales} == {MARK} and len(sales) == 2
    every_listed_action_applies(state)
    with pytest.raises(IllegalAction, match="rule 32: propose a deal: Cai has 10 gold, not 15"):
        act(state, ProposeDeal(seat=ARTHUR, to_seat=MORDRED, cards=(HORSES,), for_gold=15))
    with pytest.raises(IllegalAction, match="rule 32: offer a deal: Cai has 10 gold, not 15"):
        act(state, OfferDeal(seat=ARTHUR, to_seat=MORDRED, gold=15, cards=(HORSES,)))


def test_a_debtors_offer_lapses_when_the_buyer_leaves_the_game_and_he_raises_funds_anew():
    state = in_debt(with_hands(mark=(), arthur=(HORSES,)))
    state, _ = act(state, OfferDeal(seat=ARTHUR, to_seat=MORDRED, gold=15, cards=(HORSES,)))
    state, events = act(state, Resign(seat=MORDRED))
    assert of(events, DealLapsed) == [
        DealLapsed(seat=ARTHUR, to_seat=MORDRED, number=None, reason="Cai has left the game",
                   rule="rule 34")
    ]  # fmt: skip
    assert [(d.seat, d.kind) for d in pending(state)] == [(ARTHUR, "raise_funds")]
    every_listed_action_applies(state)


def test_a_deal_lapses_the_moment_its_proposer_no_longer_holds_what_he_gives():
    """House 28: Ann offers her courser to Bors and to Cai; Cai takes it: the deal to Bors ends
    at once, and only the two parties read which card it was."""
    state, _ = act(with_hands(), SALE)
    state, _ = act(state, restruct(SALE, to_seat=MORDRED, for_gold=20))
    state, events = act(state, AnswerDeal(seat=MORDRED, accept=True, number=1))
    (lapsed,) = of(events, DealLapsed)
    assert lapsed == DealLapsed(
        seat=MARK, to_seat=ARTHUR, number=0, reason="Ann no longer holds F03", cards=(COURSER,),
        visible_to=(MARK, ARTHUR), rule="house 28",
    )  # fmt: skip
    assert lapsed.visible(ARTHUR) and not lapsed.visible(MORDRED) and not lapsed.visible(None)
    assert state.offers == [] and not [d for d in pending(state) if d.kind == "deal_reply"]
    every_listed_action_applies(state)


def test_a_deal_lapses_when_a_purse_no_longer_holds_the_gold_and_all_see_why():
    gift = ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=450, for_cards=(HORSES,))
    state, _ = act(with_hands(), gift)
    state, _ = act(state, ProposeDeal(seat=MORDRED, to_seat=ARTHUR, for_gold=480))
    state, _ = act(state, ProposeDeal(seat=MARK, to_seat=MORDRED, gold=100, promise="peace"))
    state, events = act(state, AnswerDeal(seat=MORDRED, accept=True, number=2))
    assert of(events, DealLapsed) == [
        DealLapsed(seat=MARK, to_seat=ARTHUR, number=0, reason="Ann has 400 gold, not the 450 "
                   "offered", rule="house 28"),
    ]  # fmt: skip
    state, _ = act(state, ProposeDeal(seat=MARK, to_seat=ARTHUR, for_gold=30))
    state, events = act(state, AnswerDeal(seat=ARTHUR, accept=True, number=3))
    assert of(events, DealLapsed) == [
        DealLapsed(seat=MORDRED, to_seat=ARTHUR, number=1, reason="Bors has 470 gold, not the "
                   "480 asked", rule="house 28"),
    ]  # fmt: skip
    assert all(e.visible(None) for e in of(events, DealLapsed))
    every_listed_action_applies(state)


def test_a_debtors_offer_lapses_once_another_sale_has_paid_his_due():
    state = in_debt(with_hands(mark=(), arthur=(HORSES, LANCE)))
    state, _ = act(state, ProposeDeal(seat=ARTHUR, to_seat=MORDRED, cards=(LANCE,), for_gold=15))
    state, _ = act(state, OfferDeal(seat=ARTHUR, to_seat=MARK, gold=15, cards=(HORSES,)))
    state, events = act(state, AnswerDeal(seat=MORDRED, accept=True, number=0))
    assert state.debt is None and state.deal is None
    assert of(events, DealLapsed) == [
        DealLapsed(seat=ARTHUR, to_seat=MARK, number=None, reason="Bors has no unpaid due left",
                   rule="rule 32"),
    ]  # fmt: skip
    assert state.player(ARTHUR).hand == [HORSES]  # his offer to Mark sold nothing
    every_listed_action_applies(state)


# -- who cannot: the page never blames the one who can (issue 35) --------------------------------
def test_the_forecast_of_a_deal_names_who_keeps_it_from_being_done():
    """The deal's forecast, seen by the player it is offered to only, says who cannot give
    what it holds: he himself (a card asked that he does not hold), or the proposer (his purse
    spent before the engine has ended the deal)."""
    from kingdom.rules.engine import pending_view
    from kingdom.rules.forecast import DealForecast, forecast

    ask = ProposeDeal(seat=MARK, to_seat=ARTHUR, gold=20, for_cards=(LANCE,))
    state, _ = act(with_hands(), ask)
    title = state.rs.fortune[LANCE].title
    assert forecast(state, reply(state)) == DealForecast(
        may_accept=False, hindered_by="you", reason=f"card F02 ({title}) is not in your hand"
    )
    views = {seat: pending_view(state, seat) for seat in (MARK, ARTHUR, MORDRED)}
    shown = {s: next(d for d in v if d["kind"] == "deal_reply") for s, v in views.items()}
    assert shown[ARTHUR]["forecast"]["hindered_by"] == "you"
    assert "forecast" not in shown[MARK] and "forecast" not in shown[MORDRED]  # his hand
    state.player(ARTHUR).hand.append(LANCE)
    assert forecast(state, reply(state)) == DealForecast(may_accept=True, hindered_by="", reason="")
    state.player(MARK).gold = 5  # as the engine sees it before it ends the deal
    assert forecast(state, reply(state)) == DealForecast(
        may_accept=False, hindered_by="proposer", reason="Ann has 5 gold, not the 20 offered"
    )
