"""One declaration per kind of decision the game waits for (issue 12).

Every kind the engine can ask for is a `DecisionKind`, and its `DecisionSpec` says, in one
place, everything the rest of the program needs to know about it: who answers, with which
actions, the concrete legal actions now, the default the clock plays when the deadline passes
(docs/deadlines.md), which clock it runs on, its label and help text for the pages and the
mails, and what makes one instance of it new (its identity key). `engine.pending`,
`engine.legal_actions`, the interruption check, `kingdom.rules.defaults`, `kingdom.deadlines`,
`kingdom.notify`, the API (`GET /api/decision-kinds/`) and the pages all read it from here.

The specs are declared by topic, each module with its kinds' legal actions, instances and
defaults: `table` (a die's face, a card drawn), `debts` (rule 32), `battles` (rules 13–14, 21),
`jousts` (rule 7), `quests` (rules 28–29), `allegiance` (rules 4 v, 5), `turn` (rule 6) and
`offers` (rules 32 i, 33); `kinds` holds what they share. This module gathers them.

`check` runs at import: a kind without a spec or with two, a spec without a field, or a kind on
a deadline clock without a default is an error at start-up — never a deadline that silently
never passes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import fields, replace

from kingdom.rules.actions import Action
from kingdom.rules.decisions import allegiance, battles, debts, jousts, offers, quests, table, turn
from kingdom.rules.decisions.kinds import (
    AllianceReplyDetail,
    AnswerDealDetail,
    AnswerRiddleDetail,
    BattleCardsDetail,
    BidDetail,
    ChooseBattleDetail,
    Clock,
    ContestOption,
    DealReplyDetail,
    Decision,
    DecisionKind,
    DecisionSpec,
    DecisionSpecError,
    EnterCardDetail,
    JoustPickDetail,
    JoustReplyDetail,
    JudgeRiddleDetail,
    NoDetail,
    OptionsDetail,
    QuestDetail,
    RaiseFundsDetail,
    RansomDetail,
    RollDetail,
    TurnTokenDetail,
)
from kingdom.rules.state import State

__all__ = [
    "SPECS",
    "AllianceReplyDetail",
    "AnswerDealDetail",
    "AnswerRiddleDetail",
    "BattleCardsDetail",
    "BidDetail",
    "ChooseBattleDetail",
    "Clock",
    "ContestOption",
    "DealReplyDetail",
    "Decision",
    "DecisionKind",
    "DecisionSpec",
    "DecisionSpecError",
    "EnterCardDetail",
    "JoustPickDetail",
    "JoustReplyDetail",
    "JudgeRiddleDetail",
    "NoDetail",
    "OptionsDetail",
    "QuestDetail",
    "RaiseFundsDetail",
    "RansomDetail",
    "RollDetail",
    "TurnTokenDetail",
    "check",
    "ends",
    "identified",
    "identity",
    "spec",
]

GROUPS = (table, debts, battles, jousts, quests, allegiance, turn, offers)


def gather(declared: Iterable[DecisionSpec]) -> dict[DecisionKind, DecisionSpec]:
    """The specs by kind, in the kinds' order (the API's and the pages'); a kind declared
    twice is an error."""
    by_kind: dict[DecisionKind, DecisionSpec] = {}
    for s in declared:
        if s.kind in by_kind:
            raise DecisionSpecError(f"{s.kind} is declared twice")
        by_kind[s.kind] = s
    return {kind: by_kind[kind] for kind in DecisionKind if kind in by_kind}


def check(specs: Mapping[DecisionKind, DecisionSpec]) -> None:
    """Every kind declared, every field given, every deadline with a default; else raise."""
    missing = [kind.value for kind in DecisionKind if kind not in specs]
    if missing:
        raise DecisionSpecError(f"decision kinds without a spec: {missing}")
    for kind, spec in specs.items():
        if not isinstance(spec, DecisionSpec) or spec.kind != kind:
            raise DecisionSpecError(f"the spec of {kind} is not a DecisionSpec of that kind")
        optional = ("default", "goes_on", "matches", "spans_turns")  # most have none of these
        empty = [
            f.name
            for f in fields(spec)
            if f.name not in optional and getattr(spec, f.name) in (None, "", ())
        ]
        if empty:
            raise DecisionSpecError(f"the spec of {kind} leaves {empty} empty")
        if spec.clock != Clock.TABLE and not callable(spec.default):
            raise DecisionSpecError(
                f"{kind} runs on the {spec.clock} clock but has no default: its deadline "
                "would pass and nothing happen"
            )
        if spec.clock == Clock.TABLE and spec.default is not None:
            raise DecisionSpecError(f"{kind} is asked only at a table: it has no default")
        for name in ("legal", "instance"):
            if not callable(getattr(spec, name)):
                raise DecisionSpecError(f"the spec of {kind}: {name} is not a function")
        if not set(spec.goes_on) <= set(spec.answers):
            raise DecisionSpecError(f"the spec of {kind}: goes_on must be among its answers")


SPECS: Mapping[DecisionKind, DecisionSpec] = gather(s for group in GROUPS for s in group.SPECS)
check(SPECS)


def spec(kind: str) -> DecisionSpec:
    return SPECS[DecisionKind(kind)]


# -- identity -------------------------------------------------------------------------------------
def identity(state: State, decision: Decision) -> str:
    """The key of a decision instance: kind, seat, turn number, then what makes it new
    (`DecisionSpec.instance`), e.g. `bid/2/t0/gawain` or `joust_pick/1/t14/1v3/attempt2/r212`.
    An offer's key holds no turn (`DecisionSpec.spans_turns`): `alliance_reply/1/from0/offer1`
    is the same decision on every turn until it is answered, withdrawn or lapses (issue 35)."""
    s = SPECS[decision.kind]
    seat = "-" if decision.seat is None else decision.seat
    turn = () if s.spans_turns else (f"t{state.turn.number if state.turn is not None else 0}",)
    parts = [decision.kind.value, seat, *turn, *s.instance(state, decision)]
    return "/".join(str(p) for p in parts)


def identified(state: State, decision: Decision) -> Decision:
    return replace(decision, key=identity(state, decision))


def ends(decision: Decision, action: Action) -> bool:
    """Whether `action` answers `decision` for good (a move does not end the movement)."""
    s = SPECS[decision.kind]
    return (
        action.seat == decision.seat
        and isinstance(action, s.answers)
        and not isinstance(action, s.goes_on)
        and (s.matches is None or s.matches(decision, action))
    )
