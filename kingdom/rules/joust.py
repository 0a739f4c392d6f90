"""The Royal Jousting Tournament (rule 7, RULES.md section 7).

The drawer hosts at his castle and neither moves nor fights this turn. Every other player
accepts or declines (declining costs the card's chivalry). Each pair of riders rides once: both
pick k distinct numbers of the red die (k = the attempt, one more with the magic lance), both
throw; a throw on your own numbers strikes. Ties for the most points ride again among the tied.
"""

from __future__ import annotations

from itertools import combinations

from kingdom.rules.actions import AnswerJoust, PickNumbers
from kingdom.rules.context import Ctx
from kingdom.rules.economy import BANK, transfer
from kingdom.rules.errors import IllegalAction
from kingdom.rules.events import (
    NumbersPicked,
    RideRun,
    TournamentAnnounced,
    TournamentReply,
    TournamentWon,
)
from kingdom.rules.honours import change_chivalry, change_endurance, stay_home
from kingdom.rules.registry import handles, on_roll
from kingdom.rules.ruleset import FortuneCard
from kingdom.rules.state import Joust, Roll, RollPurpose, State


def announce(ctx: Ctx, host: int, card: FortuneCard) -> None:
    state = ctx.state
    castle = state.home_castle(host)
    state.player(host).challenger_at = castle  # rule 7: he returns direct to his castle
    state.current_turn().hosting = True
    invited = [
        s
        for s in state.active_seats()
        if s != host and state.player(s).prisoner_of is None and state.player(s).challenger_at
    ]
    state.joust = Joust(host=host, card=card.id, invited=invited)
    ctx.emit(TournamentAnnounced(host=host, castle=castle, invited=tuple(invited), rule="rule 7"))


def _card(state: State) -> FortuneCard:
    return state.rs.fortune[state.current_joust().card]


@handles(AnswerJoust)
def answer(ctx: Ctx, action: AnswerJoust) -> None:
    joust = ctx.state.joust
    if joust is None or action.seat not in joust.invited or action.seat in joust.replies:
        raise IllegalAction("rule 7", "answer joust: no invitation awaits your answer")
    joust.replies[action.seat] = action.accept
    ctx.emit(TournamentReply(seat=action.seat, accept=action.accept, rule="rule 7"))
    if not action.accept:
        lost = _card(ctx.state).effect["decline_chivalry"]
        change_chivalry(ctx, action.seat, -lost, "declined the tournament", "rule 35")


def awaiting_replies(state: State) -> list[int]:
    joust = state.current_joust()
    return [s for s in joust.invited if s not in joust.replies and not state.player(s).eliminated]


def numbers_allowed(state: State, seat: int) -> int:
    """Numbers of the red die a rider selects on this attempt: the ruleset's selections times
    the attempt (rule 7 iii: 1, then 2, then 3 …), more with the magic lance (rule 7 N.B.)."""
    joust = state.current_joust()
    d = state.rs.defaults
    lance = d.joust_lance_selections if joust.lance == seat else 0
    return min(d.red_die_faces, joust.attempt * d.joust_selections + lance)


def awaiting_picks(state: State) -> list[int]:
    joust = state.joust
    if joust is None or not joust.riders or not joust.pairs:
        return []
    return [s for s in joust.pairs[0] if s not in joust.picks]


def step(ctx: Ctx) -> bool:
    """Run the tournament on: replies, then the rides, until the champion is known."""
    state = ctx.state
    joust = state.current_joust()
    if awaiting_replies(state):
        return False
    if not joust.riders:
        riders = [joust.host] + [s for s in joust.invited if joust.replies.get(s)]
        joust.riders = [s for s in state.active_seats() if s in riders]
        for seat in joust.riders:
            state.player(seat).challenger_at = state.player(joust.host).challenger_at
            lance = _lance_of(state, seat)
            if lance and joust.lance is None:
                joust.lance, joust.lance_card = seat, lance
                state.player(seat).hand.remove(lance)
        _new_round(joust, joust.riders)
        return True
    joust.pairs = [p for p in joust.pairs if all(not state.player(s).eliminated for s in p)]
    if not joust.pairs:
        return _round_over(ctx)
    if awaiting_picks(state):
        return False
    a, b = joust.pairs[0]
    for seat in (a, b):
        if seat not in joust.faces:
            ctx.request_roll(seat, "red", RollPurpose.JOUST, "rule 7 ii")
            return True
    _score_ride(ctx, a, b)
    return True


def _lance_of(state: State, seat: int) -> str | None:
    lances = set(state.rs.cards_of_kind("magic_lance"))
    return next((c for c in state.player(seat).hand if c in lances), None)


def _new_round(joust: Joust, riders: list[int]) -> None:
    joust.points = {s: 0 for s in riders}
    joust.pairs = [list(p) for p in combinations(riders, 2)]
    joust.attempt, joust.picks, joust.faces = 1, {}, {}


@handles(PickNumbers)
def pick(ctx: Ctx, action: PickNumbers) -> None:
    state = ctx.state
    joust, seat = state.joust, action.seat
    if joust is None or seat is None or seat not in awaiting_picks(state):
        raise IllegalAction("rule 7 ii", "pick numbers: you are not riding now")
    k = numbers_allowed(state, seat)
    faces = state.rs.defaults.red_die_faces
    numbers = list(action.numbers)
    if len(set(numbers)) != k or len(numbers) != k or not all(1 <= n <= faces for n in numbers):
        raise IllegalAction(
            "rule 7 iii",
            f"pick numbers: choose {k} different numbers of the red die (1–{faces}), not {numbers}",
        )
    joust.picks[seat] = sorted(numbers)
    ctx.emit(NumbersPicked(seat=seat, rule="rule 7 ii"))


@on_roll(RollPurpose.JOUST)
def joust_rolled(ctx: Ctx, roll: Roll, face: int) -> None:
    ctx.state.current_joust().faces[roll.seat] = face


def _score_ride(ctx: Ctx, a: int, b: int) -> None:
    """One strike: +2 points, the other -2 endurance; both: +1 and -2 each; none: again
    (rule 7 ii–iii; the numbers are the ruleset's)."""
    state = ctx.state
    d = state.rs.defaults
    joust = state.current_joust()
    struck = tuple(s for s in (a, b) if joust.faces[s] in joust.picks[s])
    if len(struck) == 1:
        joust.points[struck[0]] += d.joust_strike_points
    elif len(struck) == 2:
        joust.points[a] += d.joust_both_points
        joust.points[b] += d.joust_both_points
    ctx.emit(
        RideRun(
            riders=(a, b),
            attempt=joust.attempt,
            numbers={a: joust.picks[a], b: joust.picks[b]},
            faces=dict(joust.faces),
            struck=struck,
            points=dict(joust.points),
            rule="rule 7 ii" if struck else "rule 7 iii",
        )
    )
    joust.picks, joust.faces = {}, {}
    if not struck:
        joust.attempt += 1
        return
    joust.pairs.pop(0)
    joust.attempt = 1
    for seat in struck if len(struck) == 2 else [s for s in (a, b) if s not in struck]:
        change_endurance(ctx, seat, -d.joust_blow_endurance, "struck in the lists", "rule 7 ii")


def _round_over(ctx: Ctx) -> bool:
    """Rule 7 iv: the most points wins; the tied ride again among themselves."""
    state = ctx.state
    joust = state.current_joust()
    standing = [s for s in joust.riders if not state.player(s).eliminated and s in joust.points]
    if not standing:
        _finish(ctx, None)
        return True
    best = max(joust.points[s] for s in standing)
    top = [s for s in standing if joust.points[s] == best]
    if len(top) == 1:
        _finish(ctx, top[0])
    else:
        _new_round(joust, top)
    return True


def _finish(ctx: Ctx, champion: int | None) -> None:
    """The prize; every competitor returns to his castle and stays there during his player's
    next turn (rule 7 v); his player plays that turn as usual."""
    state = ctx.state
    joust = state.current_joust()
    card = _card(state)
    state.joust = None
    if champion is not None:
        ctx.emit(TournamentWon(seat=champion, points=dict(joust.points), rule="rule 7 iv"))
        transfer(ctx, BANK, champion, card.effect["prize_gold"], "tournament prize", "rule 7")
        change_chivalry(
            ctx, champion, card.effect["prize_chivalry"], "won the tournament", "rule 35"
        )
    if len(joust.riders) > 1:
        for seat in joust.riders:
            player = state.player(seat)
            if player.eliminated:
                continue
            stay_home(ctx, seat, "rule 7 v")
    returned = [joust.card] + ([joust.lance_card] if joust.lance_card else [])
    state.return_cards(returned)
