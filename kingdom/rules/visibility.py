"""What a seat may see: `view(state, seat)` removes the secrets (the grail's site, the packs'
order, other hands, sealed bids, numbers and cards), `pending_view` the decisions' private
details; what the host of a physical table sees for every seat (issue 34). The engine's doors
(`kingdom.rules.engine`) hand them out."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import msgspec

from kingdom.rules import deals, joust, setup
from kingdom.rules.awaiting import pending
from kingdom.rules.decisions import Decision
from kingdom.rules.events import Event
from kingdom.rules.forecast import forecast
from kingdom.rules.state import BattleStage, State


def view(
    state: State,
    seat: int | None,
    *,
    also: Collection[int] = (),
    decisions: list[Decision] | None = None,
) -> dict[str, Any]:
    """The state as `seat` may see it (None: a spectator). Secrets are removed here, and only
    here: the grail's site, the fortune pack's order, other hands, other sealed bids. The
    seats in `also` are seen as their own players see them (the host of a physical table, who
    enters every seat's decisions); the secrets of nobody's seat stay secret. `decisions`:
    `pending(state)` when the caller holds it already."""
    if also:
        return _view_of_seats(
            state, seat, frozenset(also) | frozenset(() if seat is None else (seat,)), decisions
        )
    data = state.to_json()
    data.pop("grail_site", None)
    data.pop("draws_made", None)
    for pack in ("fortune_pack", "guardian_pack", "riddle_pack"):
        data[pack] = {"count": len(getattr(state, pack))}
    if state.joust is not None:
        data["joust"]["picks"] = {
            str(s): (numbers if s == seat else "sealed") for s, numbers in state.joust.picks.items()
        }
    for p, player in zip(data["players"], state.players, strict=True):
        if player.seat != seat:
            p["hand"] = {"count": len(player.hand)}
            p["known_riddles"] = {"count": len(player.known_riddles)}
        else:
            p["known_riddles"] = [
                {"card": r, "answers": list(state.rs.riddles[r].answers)}
                for r in player.known_riddles
            ]
        p["tax_due"] = state.tax_due(player.seat)
        p["cost_of_allegiance"] = player.cost_of_allegiance
    auction = data["setup"].get("auction")
    if auction is not None:
        auction["bids"] = {
            str(s): (amount if s == seat else "sealed")
            for s, amount in state.current_auction().bids.items()
        }
    if state.deal is not None and seat not in (state.deal.seat, state.deal.to_seat):
        data["deal"]["cards"] = len(state.deal.cards)
    data["offers"] = [
        offer if seat in (offer["seat"], offer["to_seat"]) else _outline(offer)
        for offer in data["offers"]
    ]
    if state.battle is not None and state.battle.stage == BattleStage.CARDS:
        data["battle"]["cards"] = {
            str(s): (count if s == seat else "sealed") for s, count in state.battle.cards.items()
        }
    data["pending"] = pending_view(state, seat, decisions=decisions)
    return data


def _view_of_seats(
    state: State, seat: int | None, seats: frozenset[int], decisions: list[Decision] | None
) -> dict[str, Any]:
    """`view` for several seats at once: each seat's own parts from its own view, but for
    their sealed choices (`TABLE_SEALED`): every seat looks at the same screen, so a sealed
    bid, joust pick or add-one count is "sealed" for all of them, the host's own too, until
    its reveal shows them all at once (issue 34)."""
    data = view(state, None, decisions=decisions)
    for other in sorted(seats):
        theirs = view(state, other, decisions=decisions)
        at = next(i for i, p in enumerate(state.players) if p.seat == other)
        data["players"][at] = theirs["players"][at]
        if state.deal is not None and other in (state.deal.seat, state.deal.to_seat):
            data["deal"] = theirs["deal"]
        data["offers"] = [
            own if other in (own["seat"], own["to_seat"]) else shown
            for shown, own in zip(data["offers"], theirs["offers"], strict=True)
        ]
    data["pending"] = pending_view(state, seat, also=seats, decisions=decisions)
    return data


# What the host of a physical table does not see although he enters it for every seat, his own
# among them: a seat's sealed choice before its reveal (bids: rule 5 ii; joust numbers: rule 7;
# add-one cards: house 18), since the next seat is looking at the same screen. The actions that
# make them, and the events that record them for their seat alone (their reveals are public).
TABLE_SEALED = frozenset({"bid", "pick_numbers", "play_cards"})
TABLE_SEALED_EVENTS = frozenset({"bid_recorded"})


def table_host_sees(event: Event) -> bool:
    """Whether the host of a physical table sees `event`: a public one, or one naming a seat,
    but not a sealed choice (`TABLE_SEALED_EVENTS`) nor what no seat may see (hidden draws)."""
    return event.visible_to is None or (
        bool(event.visible_to) and event.type not in TABLE_SEALED_EVENTS
    )


def sealed_now(state: State) -> dict[str, frozenset[int]]:
    """The sealed choices the state holds before their reveal, by the kind of action that made
    them: the seats whose bid is in while others still bid (rule 5 ii), whose joust numbers are
    picked while the other rider picks (rule 7), whose add-one cards are committed while the
    other side chooses (house 18)."""
    sealed: dict[str, frozenset[int]] = {}
    auction = state.setup.auction
    if auction is not None and setup.bidders(state):
        sealed["bid"] = frozenset(auction.bids)
    if state.joust is not None and joust.awaiting_picks(state):
        sealed["pick_numbers"] = frozenset(state.joust.picks)
    if state.battle is not None and state.battle.stage == BattleStage.CARDS:
        sealed["play_cards"] = frozenset(state.battle.cards)
    return sealed


def _outline(offer: dict[str, Any]) -> dict[str, Any]:
    """A deal between two others: who offered it to whom, not what it holds (house 28)."""
    return {"number": offer["number"], "seat": offer["seat"], "to_seat": offer["to_seat"]}


# What a decision's detail tells only the seat that decides: how many add-one cards it holds,
# how many numbers it may pick (the magic lance), a deal's terms (which its proposer, the
# detail's "from", sees too).
PRIVATE_DETAIL = {
    "battle_cards": ("max",),
    "joust_pick": ("numbers",),
    "deal_reply": deals.PRIVATE,
}
PARTY_DETAIL = {"deal_reply": "from"}  # the detail naming the other seat that sees it all


def pending_view(
    state: State,
    seat: int | None,
    *,
    also: Collection[int] = (),
    decisions: list[Decision] | None = None,
) -> list[dict[str, Any]]:
    """The pending decisions as `seat` (and the seats in `also`) may see them: others' private
    details left out (a deal's proposer sees its terms too); their own with their `forecast`,
    what each choice would cost them (`kingdom.rules.forecast`). `decisions`: `pending(state)`
    when the caller holds it already."""
    seen = frozenset(also) | frozenset(() if seat is None else (seat,))
    asked = pending(state) if decisions is None else decisions
    return [_decision_view(state, d, seen) for d in asked]


def _decision_view(state: State, d: Decision, seen: frozenset[int]) -> dict[str, Any]:
    mine = d.seat is not None and d.seat in seen
    shown = {
        "seat": d.seat,
        "kind": d.kind,
        "rule": d.rule,
        "detail": d.detail
        if any(party is not None and party in seen for party in _parties(d))
        else {k: v for k, v in d.detail.items() if k not in PRIVATE_DETAIL.get(d.kind, ())},
    }
    if mine and (numbers := forecast(state, d)) is not None:
        shown["forecast"] = msgspec.to_builtins(numbers)
    return shown


def _parties(decision: Decision) -> tuple[int | None, ...]:
    """The seats that see all of a decision's detail: its own, and a deal's proposer."""
    party = PARTY_DETAIL.get(decision.kind)
    return (decision.seat,) if party is None else (decision.seat, decision.detail[party])


def view_events(events: list[Event], seat: int | None) -> list[Event]:
    return [e for e in events if e.visible(seat)]
