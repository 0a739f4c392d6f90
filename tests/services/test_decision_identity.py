"""Every decision instance has its own deadline, mail and reminders (issue 22, item 2).

Games played through the service door by bots and by players (whose moves a bot picks), on a
clock the test moves on between answers. A decision the engine asks anew — the next auction's
bid, the next joust ride, the next battle round, the next turn — is a new row with the game's
full time for its clock and a mail of its own, even for the same seat and kind; only the
decision a player is still in the middle of (his moves, his purchases) keeps its deadline.
"""

from __future__ import annotations

import itertools
import random
from datetime import UTC, datetime, timedelta

import pytest
from django.db import transaction
from django.utils import timezone

from kingdom import notify
from kingdom.deadlines import hours_for
from kingdom.models import Author, Game, Mail, PendingDecision
from kingdom.rules import alliances, engine
from kingdom.rules.actions import Action, AnswerDeal, OfferDeal
from kingdom.rules.bot import Bot
from kingdom.rules.decisions import SPECS
from kingdom.rules.state import Debt
from kingdom.services import (
    game_create,
    game_expire_decision,
    game_join,
    game_start,
    game_state,
    game_submit_action,
    game_take_leave,
)
from kingdom.services.reading import _dice
from kingdom.services.saving import Before, Write, _record, _save, _sync_decisions

from .test_absence import players

pytestmark = pytest.mark.django_db

TURN, REPLY = 48, 24


@pytest.fixture
def clock(monkeypatch):
    """The service's `timezone.now`, moved on by the test (`clock.now += …`)."""

    class Clock:
        now = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)

    monkeypatch.setattr(timezone, "now", lambda: Clock.now)
    return Clock


def start(users, *, seats: int, **settings) -> Game:
    game = game_create(
        host=users[0],
        name="Long war",
        seats=seats,
        bots=seats - len(users),
        order="seating",
        round_limit=2,
        turn_hours=TURN,
        reply_hours=REPLY,
        **settings,
    )
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    return game_start(game_id=game.pk, user=users[0])


def full_clock(game: Game, kind: str) -> timedelta:
    return timedelta(hours=hours_for(game.settings, kind))


def rows_of(game: Game) -> dict[int, PendingDecision]:
    return {row.pk: row for row in PendingDecision.objects.filter(game=game)}


def check_new_rows(game: Game, before: dict[int, PendingDecision], now: datetime) -> list:
    """Every row made by this change has the full time of its clock and, for a player, a mail
    of its own; returns the new rows."""
    fresh = [row for pk, row in rows_of(game).items() if pk not in before]
    for row in fresh:
        assert row.created_at == now
        assert row.deadline == now + full_clock(game, row.kind), row
        assert row.key and row.key.startswith(f"{row.kind}/{row.seat}/")
        seat = game.seats.get(index=row.seat)
        row.mail = None
        if seat.user is not None and not seat.played_by_bot:
            (row.mail,) = Mail.objects.filter(decision=row, kind="decision", user=seat.user)
    return fresh


def play(game: Game, users, clock, *, seed: int, max_actions: int = 400) -> dict:
    """The players answer (a bot picks for them) after a random while; after each answer,
    check the rows. Returns, by (seat, kind), the rows each seat was asked in turn."""
    bot, pause = Bot(seed), random.Random(seed)
    by_index = {s.index: s.user for s in game.seats.all() if s.user is not None}
    asked: dict[tuple, list[PendingDecision]] = {}
    for row in check_new_rows(game, {}, clock.now):  # those the start made
        asked.setdefault((row.seat, row.kind), []).append(row)
    for _ in range(max_actions):
        game.refresh_from_db()
        state = game_state(game)
        waiting = [d for d in engine.pending(state) if d.seat in by_index]
        if game.status != Game.Status.ACTIVE or not waiting:
            break
        decision = waiting[0]
        action: Action = bot.choose(state, decision.seat)
        before = rows_of(game)
        (own,) = [r for r in before.values() if r.key == decision.key]
        clock.now += timedelta(minutes=pause.randint(1, 20 * 60))  # always within the clock
        game_submit_action(game_id=game.pk, user=by_index[decision.seat], action=action.to_dict())
        after = rows_of(game)
        for row in check_new_rows(game, before, clock.now):
            asked.setdefault((row.seat, row.kind), []).append(row)
        # Only a decision the player is in the middle of (moves, purchases) keeps its row, or
        # one an offer, an answer or the end of an alliance (rule 33) leaves as it was.
        if own.pk in after:
            goes_on = (*SPECS[decision.kind].goes_on, *alliances.ACTIONS)
            assert isinstance(action, goes_on), (decision, action)
            assert after[own.pk].deadline == own.deadline and after[own.pk].key == own.key
        for row in after.values():
            if row.seat == decision.seat and row.pk != own.pk and row.kind != "alliance_reply":
                assert row.pk not in before, (row, action)  # what he is asked next is new
    return asked


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_decision_gets_the_full_clock_and_its_own_mail(clock, seed):
    ann, bors = players("ann", "bors")
    game = start([ann, bors], seats=3)
    asked = play(game, [ann, bors], clock, seed=seed)
    # Both players bid in every auction; each bid was a decision of its own.
    bids = {seat: asked.get((seat, "bid"), []) for seat in (0, 1)}
    assert len(bids[0]) == len(bids[1]) >= 2
    for rows in bids.values():
        assert len({r.detail["challenger"] for r in rows}) == len(rows)
        assert len({r.key for r in rows}) == len(rows)
        assert len({r.mail.key for r in rows}) == len(rows)  # (gone with the answered rows)
    # Turns came round: each turn's movement was a new decision with its own 48 hours.
    moves = asked.get((0, "move"), [])
    assert len(moves) >= 1
    # A movement asked again within its turn (a grail quest interrupted it) is new: the turn's
    # clock did not run while the interruption was answered (docs/deadlines.md).
    interrupting = sorted(
        row.created_at
        for (_, kind), rows in asked.items()
        if SPECS[kind].interrupts
        for row in rows
    )
    for earlier, later in itertools.pairwise(moves):
        assert earlier.key != later.key or any(
            earlier.created_at < t <= later.created_at for t in interrupting
        )


def test_one_player_among_bots_gets_a_fresh_bid_for_every_auction(clock):
    """The last bidder of one auction is the first asked in the next (the bots bid at once):
    his new bid is a new decision, not the old one's deadline carried over (issue 22)."""
    (ann,) = players("ann")
    game = start([ann], seats=3)
    asked = play(game, [ann], clock, seed=7, max_actions=40)
    bids = asked[(0, "bid")]
    assert len(bids) >= 2
    created = [r.created_at for r in bids]
    assert created == sorted(created) and len(set(created)) == len(bids)
    for row in bids:
        assert row.deadline - row.created_at == timedelta(hours=REPLY)
        by = notify.local_text(row.deadline, None)
        assert row.mail.subject == f"[Kingdom] Long war: seal a bid for an allegiance — by {by}"
    assert len({row.mail.key for row in bids}) == len(bids)


def test_a_deal_refused_and_offered_again_is_a_new_decision(clock):
    """Nothing in the state tells a deal offered again after a refusal from the first: the
    answer itself ends the first one, so the second gets its own row, deadline and mail."""
    ann, bors = players("ann", "bors")
    game = start([ann, bors], seats=2)
    state = game_state(game)
    # Ann owes Bors more than she has: she must raise funds (rule 32).
    state.debt = Debt(seat=0, creditor=1, amount=state.player(0).gold + 10, reason="x", rule="r")
    game.state = state.to_json()
    game.save()
    _sync_decisions(game, engine.pending(state), list(game.seats.select_related("user")))
    offer = {"kind": "offer_deal", "to_seat": 1, "gold": 10, "cards": []}
    deals = []
    for _ in range(2):
        clock.now += timedelta(hours=3)
        game_submit_action(game_id=game.pk, user=ann, action=offer)
        (deal,) = PendingDecision.objects.filter(game=game, kind="answer_deal")
        assert deal.deadline == clock.now + timedelta(hours=REPLY)
        (deal.mail,) = Mail.objects.filter(decision=deal, user=bors, kind="decision")
        deals.append(deal)
        clock.now += timedelta(hours=3)
        game_submit_action(game_id=game.pk, user=bors, action={"kind": "answer_deal"})
        (again,) = PendingDecision.objects.filter(game=game, kind="raise_funds")
        assert again.deadline == clock.now + timedelta(hours=REPLY)  # asked anew
    assert deals[0].key == deals[1].key and deals[0].pk != deals[1].pk
    assert deals[0].mail.key != deals[1].mail.key
    # Refused and offered again within one change (as a bot on autopilot answers at once, before
    # the game is saved): the row Bors answered goes, the same question asked again is new.
    game_submit_action(game_id=game.pk, user=ann, action=offer)
    (answered,) = PendingDecision.objects.filter(game=game, kind="answer_deal")
    clock.now += timedelta(hours=5)
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        write = Write(game, list(game.seats.select_related("user")))
        write.reached(game_state(game))
        for action in (AnswerDeal(seat=1, accept=False), OfferDeal(seat=0, to_seat=1, gold=10)):
            before = Before.of(write.made, write.asked)
            state, events = engine.apply(write.made, action, _dice(game, None))
            _record(write, before, action, events, user=None, author=Author.PLAYER)
            write.reached(state)
        _save(write)
    (again,) = PendingDecision.objects.filter(game=game, kind="answer_deal")
    assert again.key == answered.key and again.pk != answered.pk
    assert again.deadline == clock.now + timedelta(hours=REPLY)
    assert Mail.objects.filter(decision=again, user=bors).count() == 1


def test_a_player_on_leave_gets_more_than_the_clock_never_less(clock):
    """The documented leave arithmetic: a decision that becomes his while he is away counts
    its hours from the end of his leave."""
    ann, bors = players("ann", "bors")
    game = start([ann, bors], seats=2)
    seat = game_take_leave(game_id=game.pk, user=bors, days=2)
    state = game_state(game)
    (decision,) = engine.pending(state)
    assert decision.seat == 0  # Ann chooses first
    game_submit_action(
        game_id=game.pk,
        user=ann,
        action={"kind": "choose_challenger", "challenger": decision.detail["options"][0]},
    )
    (row,) = PendingDecision.objects.filter(game=game, seat=1)
    assert row.deadline == seat.leave_until + full_clock(game, row.kind)
    assert row.deadline > clock.now + full_clock(game, row.kind)
    assert notify.kind_label(row.kind) == "choose your Royal Challenger"


def test_rows_made_before_keys_take_their_decisions_key_and_keep_their_deadline(clock):
    ann, bors = players("ann", "bors")
    game = start([ann, bors], seats=2)
    (row,) = PendingDecision.objects.filter(game=game)
    PendingDecision.objects.filter(pk=row.pk).update(key="")
    clock.now += timedelta(hours=1)
    _sync_decisions(game, engine.pending(game_state(game)), list(game.seats.all()))
    (same,) = PendingDecision.objects.filter(game=game)
    assert (same.pk, same.deadline) == (row.pk, row.deadline)
    assert same.key == row.key == "choose_challenger/0/t0/choosing0"
    # And a row without its key still gets its default when its deadline passes.
    PendingDecision.objects.filter(pk=row.pk).update(key="")
    clock.now += timedelta(hours=TURN)
    assert game_expire_decision(decision_id=row.pk)
    (nxt,) = PendingDecision.objects.filter(game=game)
    assert nxt.key == "choose_challenger/1/t0/choosing1" and nxt.pk != row.pk


def test_an_offers_row_from_before_issue_35_keeps_its_deadline_under_its_new_key(clock):
    """Migration 0023: an offer's row keyed with the turn it was last asked in takes its key
    without the turn, the key `identity` gives it now, so the next save keeps the row (its
    deadline, its mail) instead of asking the offer anew; other kinds' keys stay as they were."""
    import importlib

    from django.apps import apps

    migration = importlib.import_module("kingdom.migrations.0023_diplo35")
    ann, bors = players("ann", "bors")
    game = start([ann, bors], seats=2)
    PendingDecision.objects.filter(game=game).delete()
    old = {
        "alliance_reply/1/t25/from0/offer1": "alliance_reply/1/from0/offer1",
        "deal_reply/0/t3/from1/deal12": "deal_reply/0/from1/deal12",
        "move/0/t25": "move/0/t25",
    }
    for key in old:
        PendingDecision.objects.create(
            game=game, key=key, seat=int(key.split("/")[1]), kind=key.split("/")[0], rule="r"
        )
    migration.keys_without_turn(apps, None)
    assert sorted(PendingDecision.objects.values_list("key", flat=True)) == sorted(old.values())
