"""The `expert` bot (issue 33): a search over the engine's own `apply` and `legal_actions`.

At each decision that matters it plays the game forward, many times, from *determinizations*:
whole states that agree with everything its seat sees and fill in what the seat cannot see
(other hands, the packs' order, the grail's site, riddles' answers it has not learnt, sealed
bids, joust numbers and add-one cards) by its own seeded generator. Every hidden part is
*overwritten* from public facts alone (`determinize`): the real secrets never reach the search,
so scrambling them never changes its choice (tests/rules/test_expert_bot.py).

The search is information-set Monte Carlo at the root (a tree of depth one, each arm a
candidate action of the seat's information set): every iteration draws one determinization and
one set of dice, plays each candidate in it, then the `sound` bot for every seat (the rollout
policy) for `ROLLOUT_ACTIONS` actions or to the game's end, and scores the position reached for
its seat (`standing`). Every measured variant stays one constant away (docs/bots.md,
"Measured"): on, `COUNT_RISK` (a standing that counts the bills still to come, `_risk`),
`RANK_BY_ODDS` and `ATTACK_SPREAD` (the attacks below the sound bot's line searched by their
odds, one a square), `ENDGAME_TURNS` (all but chivalry fading in the last turns, rule 38)
and `ENDGAME_GOLD` (but not gold, which breaks chivalry's ties, house 8); off, as the benchmark
found them no stronger, `ROLLOUT_TURNS` (rollouts played on into the rivals' turns),
`EXACT_ROUNDS` (rollouts played to the game's end in its last rounds, purchases searched),
`QUEST_CANDIDATE`, `HOARD_TURNS`, `PLANNED_EDGE`, the weights `CHIVALRY_WORTH`,
`GOLD_WORTH`, `PIECE_WORTH`, and its plan's (`Plan`: the sound bot's first thought)
`PLAN_MIN_ODDS`, `PLAN_JOUST_MARGIN` and `PROPOSE_ALLIANCES`, left at the sound bot's own.
The same determinization and dice for every candidate (common random numbers) make the
comparison paired: the difference between two arms is the candidate's own, not the luck of
the draw. It picks the best average; ties, and no
iteration at all, go to the sound bot's choice, which is always a candidate.

Its budget (`Budget`) is a number of iterations (tests: reproducible) and, in play, a callable
that says when the time is up — the engine has no clock (the worker's task passes it). A decision
with a single candidate, a die to roll or a joust's numbers (any k strike k times in the die's
faces, rule 7 ii) costs nothing: the sound bot's answer at once.
docs/bots.md describes it.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kingdom.rules import alliances, deals
from kingdom.rules.actions import (
    Action,
    AnswerAlliance,
    AnswerDeal,
    Bid,
    Buy,
    EndAlliance,
    EndMovement,
    EndTurn,
    Move,
    OfferDeal,
    PickNumbers,
    ProposeAlliance,
    Roll,
)
from kingdom.rules.decisions import SPECS, Decision
from kingdom.rules.dice import ServerDice
from kingdom.rules.engine import apply_in_place, legal_actions, pending, view
from kingdom.rules.errors import IllegalAction
from kingdom.rules.ruleset import Ruleset
from kingdom.rules.state import MagicToken, Mode, Phase, Player, State

from .sound import (
    ALLIANCE_ACTIONS,
    CHIVALRY_GOLD,
    DRAIN_ROUNDS,
    ENDURANCE_FLOOR,
    HORIZON,
    JOUST_MARGIN,
    MIN_ODDS,
    Seen,
    SoundBot,
    accepts_alliance,
    distance,
)

CANDIDATES = 4  # actions compared at one decision, the sound bot's choice among them
CLOCK_EVERY = 4  # rollout actions between two looks at the caller's clock
ROLLOUT_TURNS = 0  # turns after the decision's a rollout plays to (0: until it is settled)
COUNT_RISK = True  # whether `standing` counts what is still to pay (`_risk`): fewer seats out
SHORT_GOLD = 25.0  # a point of endurance short of the sound bot's floor, squared, in gold
ROLLOUT_ACTIONS = 60  # actions played after a candidate at most before the position is scored
PIECE_WORTH = 1.0  # of its price, what a piece on the board is worth at the end of a rollout
ENDURANCE_GOLD = 4  # a point of endurance, in gold (it buys quests and jousts)
ELIMINATED = -10_000.0  # a seat out of the game
LEAD_WEIGHT = 0.5  # the lead over the best rival counts this much beside its own worth
CHIVALRY_WORTH = CHIVALRY_GOLD  # a point of chivalry in `standing`, in gold (rule 38)
ENDGAME_TURNS = 4  # turns before the round limit from which all but chivalry fades (0: never)
QUEST_CANDIDATE = False  # whether its movement also weighs its challenger questing (rule 28)
RANK_BY_ODDS = True  # whether attacks below the sound bot's line are ranked by their odds
ATTACK_SPREAD = True  # whether it searches one attack a square (the best ranked) at most
HOARD_TURNS = 0  # turns before the round limit in which it buys nothing: gold breaks ties
PLANNED_EDGE = 0.0  # gold an alternative's average must beat the sound bot's choice by
GOLD_WORTH = 1.0  # a gold piece in `standing` (gold left at the end wins nothing, rule 38)
ENDGAME_GOLD = True  # whether gold escapes the endgame's fading: it breaks chivalry's ties
EXACT_ROUNDS = 0  # last rounds in which a rollout plays to the game's end (0: never, rule 38)
EXACT_ACTIONS = 400  # actions a rollout to the game's end plays at most
PLAN_MIN_ODDS = MIN_ODDS  # its plan's line for a battle (measured lower: no stronger)
PLAN_JOUST_MARGIN = JOUST_MARGIN  # its plan's endurance above the floor to ride in a tournament
PROPOSE_ALLIANCES = False  # whether its plan offers alliances to rivals who would keep them
# Never its candidates: alliances and debts as its plan answers them, and the deals the sound bot
# never proposes (the one `deals.legal` lists asks a rival 1 gold for a promise in words: to its
# `standing`, gold for nothing).
QUIET = (AnswerAlliance, EndAlliance, ProposeAlliance, AnswerDeal, OfferDeal, *deals.ACTIONS)
# Nothing to weigh: a die to roll, or a joust's numbers — any k of them strike k times in the
# red die's faces, whatever the other rider picks (rule 7 ii), so every pick is as good.
FREE = (Roll, PickNumbers)


@dataclass(frozen=True)
class Budget:
    """How long the bot may think about one decision: at most `iterations` (None: the
    ruleset's bot setting `expert_iterations`, fixtures/ruleset.json), and less when
    `out_of_time()` says so — the caller's clock, asked every few actions of a rollout (None in
    tests and benchmarks of strength: a seed and a budget always make the same choice)."""

    iterations: int | None = None
    out_of_time: Callable[[], bool] | None = None

    def limit(self, rs: Ruleset) -> int:
        return rs.defaults.expert_iterations if self.iterations is None else self.iterations


def determinize(
    state: State, seat: int, rng: random.Random, ruleset: Ruleset | None = None
) -> State:
    """A whole state as `seat` may imagine it: its own hand and everything public kept, every
    secret replaced by a draw of `rng` from public facts alone (the cards not in sight, in a
    sorted order before the shuffle, so that where the real ones lie changes nothing).
    `ruleset`: `riddles_unknown(state.rs, seat's known riddles)` when the caller holds it."""
    det = state.copy()
    det.mode = Mode.SERVER  # a physical table's dice: the rollouts roll their own
    det.draws_made = 0
    others = [p for p in det.players if p.seat != seat]
    unseen = sorted(det.fortune_pack + [card for p in others for card in p.hand])
    rng.shuffle(unseen)
    for p in others:
        p.hand, unseen = unseen[: len(p.hand)], unseen[len(p.hand) :]
    det.fortune_pack = unseen
    det.guardian_pack = _shuffled(det.guardian_pack, rng)
    det.riddle_pack = _shuffled(det.riddle_pack, rng)
    hidden = sorted(site for site, token in det.tokens.items() if token == "hidden")
    if det.grail_site is not None and hidden:
        det.grail_site = rng.choice(hidden)
    riddles = sorted(state.rs.riddles)
    for p in others:
        p.known_riddles = sorted(rng.sample(riddles, min(len(riddles), len(p.known_riddles))))
    _seal(det, seat, rng)
    _deal_cards(det, seat)
    det.ruleset = ruleset or riddles_unknown(state.rs, state.player(seat).known_riddles)
    return det


def _shuffled(cards: list[str], rng: random.Random) -> list[str]:
    pack = sorted(cards)
    rng.shuffle(pack)
    return pack


def _seal(det: State, seat: int, rng: random.Random) -> None:
    """Others' sealed choices, drawn: bids (rule 5), joust numbers (rule 7), add-one cards."""
    auction = det.setup.auction
    if auction is not None:
        for s in sorted(auction.bids):
            if s != seat:
                auction.bids[s] = rng.randint(0, max(0, det.player(s).gold // 10))
    if det.joust is not None:
        faces = det.rs.defaults.red_die_faces
        for s in sorted(det.joust.picks):
            if s != seat:
                count = len(det.joust.picks[s])
                det.joust.picks[s] = sorted(rng.sample(range(1, faces + 1), count))
    if det.battle is not None and det.battle.stage == "cards":
        for s in det.battle.cards:
            if s != seat:
                det.battle.cards[s] = 0


def _deal_cards(det: State, seat: int) -> None:
    """The cards of a deal or offer between two others are hidden (their number is not): taken
    from the giver's imagined hand."""
    if det.deal is not None and seat not in (det.deal.seat, det.deal.to_seat):
        hand = det.player(det.deal.seat).hand
        det.deal.cards = tuple(hand[: len(det.deal.cards)])
    for offer in det.offers:
        if seat not in (offer.seat, offer.to_seat):
            offer.cards = tuple(det.player(offer.seat).hand[: len(offer.cards)])
            offer.for_cards = tuple(det.player(offer.to_seat).hand[: len(offer.for_cards)])


def riddles_unknown(rs: Ruleset, known: list[str]) -> Ruleset:
    """The ruleset with the answers of the riddles the seat has not learnt taken out."""
    riddles = {
        key: card if key in known else dataclasses.replace(card, answers=("?",))
        for key, card in rs.riddles.items()
    }
    return dataclasses.replace(rs, riddles=riddles)


def standing(state: State, seat: int) -> float:
    """What the position is worth to `seat`, in gold: its own worth plus half its lead over
    the best rival. A point of chivalry decides the game (rule 38), so it counts most."""
    worth = {p.seat: _worth(state, p.seat) for p in state.players}
    rivals = [w for s, w in worth.items() if s != seat]
    lead = worth[seat] - max(rivals, default=0.0)
    if state.phase == Phase.OVER:
        return (1000.0 if state.player(seat).rank == 1 else 0.0) + worth[seat] + lead
    return worth[seat] + LEAD_WEIGHT * lead


def _worth(state: State, seat: int) -> float:
    player = state.player(seat)
    if player.eliminated:
        return ELIMINATED
    d = state.rs.defaults
    pieces = sum(
        s.knights * d.knight_price + s.footsoldiers * d.footsoldier_price
        for s in player.stacks.values()
    )
    turns = _turns_left(state)
    income = state.tax_due(seat) - player.cost_of_allegiance
    means = (
        GOLD_WORTH * player.gold
        + PIECE_WORTH * pieces
        + ENDURANCE_GOLD * player.endurance
        + income * turns
    )
    if ENDGAME_TURNS and turns < ENDGAME_TURNS:
        means *= (turns + 1) / (ENDGAME_TURNS + 1)
        if ENDGAME_GOLD:  # house 8: gold breaks a tie of chivalry at the round limit
            means += GOLD_WORTH * player.gold * (1 - (turns + 1) / (ENDGAME_TURNS + 1))
    worth = player.chivalry * CHIVALRY_WORTH + means
    return worth - _risk(state, player, income) if COUNT_RISK else worth


def _turns_left(state: State) -> int:
    """Its turns after this one before the round limit (rule 38), `HORIZON` at most."""
    if state.settings.round_limit is None or state.turn is None:
        return HORIZON
    return max(0, min(HORIZON, state.settings.round_limit - state.turn.round))


def _risk(state: State, player: Player, income: int) -> float:
    """What is still to pay for where the rollout left the seat, as the sound bot counts it: a
    prisoner's ransom, dungeon endurance and missed turns (rule 21 iii), executed when he cannot
    pay; endurance below the sound bot's floor (`Seen.floor`: what fortune and jousts may still
    take, rule 7), each point short worth `SHORT_GOLD` — the bills a rollout stops before."""
    d = state.rs.defaults
    endurance, cost = player.endurance, 0.0
    if player.prisoner_of is not None:
        if player.gold < d.ransom:
            return -ELIMINATED / 2
        endurance -= d.ransom_endurance
        cost += d.ransom + d.ransom_endurance * ENDURANCE_GOLD + d.prisoner_turns * max(0, income)
    if endurance <= 0:
        return -ELIMINATED / 2
    rounds_left = HORIZON
    if state.settings.round_limit is not None and state.turn is not None:
        rounds_left = max(1, state.settings.round_limit - state.turn.round + 1)
    floor = ENDURANCE_FLOOR + rounds_left // DRAIN_ROUNDS
    return cost + SHORT_GOLD * max(0, floor - endurance) ** 2


class ExpertBot:
    """The search (module docstring, docs/bots.md): fair, reproducible for a seed and an
    iteration budget, and as quick as the sound bot where there is nothing to weigh."""

    level = "expert"

    def __init__(self, seed: int | str = 0, budget: Budget | None = None) -> None:
        self.random = random.Random(f"expert:{seed}")
        self.plan = Plan(seed)
        self.budget = budget
        self.iterations = 0  # of the last decision (0: it did not search)

    def choose(self, state: State, seat: int) -> Action | None:
        """The bot's action for `seat`, or None when the seat has nothing to decide."""
        planned, candidates = self.weigh(state, seat)
        return self._search(state, seat, candidates) if candidates else planned

    def answer_at_once(self, state: State, seat: int) -> Action | None:
        """Its action when the decision costs nothing (a single candidate, a die, a joust's
        numbers, an alliance or a deal, as the sound bot); None when it needs thought (or
        nothing is asked)."""
        planned, candidates = self.weigh(state, seat)
        return None if candidates else planned

    def weigh(self, state: State, seat: int) -> tuple[Action | None, list[Action]]:
        """Its plan's choice (the sound bot's), and the candidates to search (none: that choice
        stands)."""
        self.iterations = 0
        actions = legal_actions(state, seat)
        planned = self.plan.choose(state, seat)
        if isinstance(planned, Buy) and _turns_left(state) < HOARD_TURNS:
            planned = next((a for a in actions if isinstance(a, EndTurn)), planned)
        if planned is None or len(actions) <= 1 or isinstance(planned, (*FREE, *QUIET)):
            return planned, []
        candidates = self._candidates(state, seat, actions, planned)
        return planned, candidates if len(candidates) > 1 else []

    # -- the candidates ----------------------------------------------------------------------
    def _candidates(
        self, state: State, seat: int, actions: list[Action], planned: Action
    ) -> list[Action]:
        """The sound bot's choice first, then the alternatives it ranks best: its best moves
        and the end of movement, the bids around its own, the purchases and the end of the
        turn; otherwise the first legal actions."""
        others = [a for a in actions if a != planned and not isinstance(a, QUIET)]
        if any(isinstance(a, EndMovement) for a in [*others, planned]):
            seen = Seen(seat, view(state, seat), state.rs)
            moves = [a for a in others if isinstance(a, Move) and not a.free_move]
            attacks = [m for m in moves if seen.enemies_at(m.destination)]
            attacks.sort(key=lambda m: -self._attack_rank(seen, m))
            if ATTACK_SPREAD:
                squares = {m.destination: m for m in reversed(attacks)}
                attacks = [m for m in attacks if squares[m.destination] is m]
            ends: list[Action] = [a for a in others if isinstance(a, EndMovement)]
            others = [*ends, *self._quests(seen, moves)[:1], *attacks]
        elif isinstance(planned, Bid):
            bids = [a for a in others if isinstance(a, Bid)]
            near = sorted(bids, key=lambda b: abs(b.amount - planned.amount))[:1]
            nothing = [b for b in bids if b.amount == 0][:1]
            half = sorted(bids, key=lambda b: abs(2 * b.amount - planned.amount))[:1]
            others = [*near, *nothing, *half]
        elif any(isinstance(a, EndTurn) for a in [*others, planned]):
            if isinstance(planned, Buy) and _exact(state):  # a piece or the tie-break's gold
                return [planned, *(a for a in others if isinstance(a, EndTurn))]
            return [planned]  # a purchase is worth its price at once: nothing to search
        chosen = [planned]
        for a in others:
            if a not in chosen:
                chosen.append(a)
            if len(chosen) == CANDIDATES:
                break
        return chosen

    def _attack_rank(self, seen: Seen, m: Move) -> float:
        """Its plan's worth of an attack; below its line (`Plan.min_odds`, worth −1000)
        with `RANK_BY_ODDS`, −1000 plus 1000 × the chance of winning (rules 12–18)."""
        score = self.plan._score_move(seen, m)
        if not RANK_BY_ODDS or score > -500:
            return score
        board = seen.rs.board
        mine = seen.stack(m.destination)
        force = (mine[0] + m.knights, mine[1] + m.footsoldiers)
        enemies = seen.enemies_at(m.destination)
        dest = board.node_square(m.destination)
        odds = self.plan._odds(seen, m.destination, dest, force, enemies)
        return score + 1000.0 * odds.attacker_wins

    @staticmethod
    def _quests(seen: Seen, moves: list[Move]) -> list[Action]:
        """Its challenger alone onto a site whose token is still hidden (a quest, rule 28),
        when `QUEST_CANDIDATE` is on."""
        if not QUEST_CANDIDATE:
            return []
        board, tokens = seen.rs.board, seen.data["tokens"]
        return [
            m
            for m in moves
            if m.challenger
            and not (m.knights or m.footsoldiers)
            and tokens.get(board.node_square(m.destination)) == MagicToken.HIDDEN
        ]

    # -- the search ---------------------------------------------------------------------------
    def _search(self, state: State, seat: int, candidates: list[Action]) -> Action:
        """Iterations of one determinization and one set of dice each, every candidate played
        in it; an iteration cut short by the clock is left out (its arms unequal), and with no
        whole iteration the sound bot's choice stands."""
        budget = self.budget or Budget()
        limit, out_of_time = budget.limit(state.rs), budget.out_of_time
        totals = [0.0] * len(candidates)
        done = 0
        ruleset = riddles_unknown(state.rs, state.player(seat).known_riddles)
        while done < limit:
            det = determinize(state, seat, self.random, ruleset)
            luck = self.random.getrandbits(64)
            scores = []
            for action in candidates:
                score = self._rollout(det, seat, action, luck, out_of_time)
                if score is None:
                    break
                scores.append(score)
            if len(scores) < len(candidates):
                break
            totals = [t + s for t, s in zip(totals, scores, strict=True)]
            done += 1
        self.iterations = done
        totals[0] += PLANNED_EDGE * done
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def _rollout(
        self,
        det: State,
        seat: int,
        action: Action,
        luck: int,
        out_of_time: Callable[[], bool] | None = None,
    ) -> float | None:
        """`action` in a copy of the determinization, then the sound bot for every seat until
        what the action began is settled (`_settled`; with `ROLLOUT_TURNS`, until that many turns
        later), scored. In its own movement of this turn the seat
        moves nothing more (its battles are then fought): what differs is the candidate's
        alone. None when `out_of_time()` says so (asked every few actions). The copy is the
        rollout's alone, so the engine plays on it in place (`apply_in_place`, issue 28)."""
        dice = ServerDice(f"rollout:{luck}")
        policy = RolloutPolicy(luck)
        began = _episode(det)
        until = _horizon_turn(det)
        exact = _exact(det)
        state = det.copy()
        try:
            apply_in_place(state, action, dice)
        except IllegalAction:  # not legal in this imagined state (a card it guessed away)
            return ELIMINATED
        for played in range(EXACT_ACTIONS if exact else ROLLOUT_ACTIONS):
            if out_of_time is not None and played % CLOCK_EVERY == 0 and out_of_time():
                return None
            waiting = pending(state)
            if not waiting or (not exact and _settled(began, until, state)):
                break
            mover = waiting[0].seat
            if mover is None:
                break
            mine_now = mover == seat and _episode(state)[0] == began[0]
            chosen = policy.choose_in(state, mover, waiting, stop_moving=mine_now)
            if chosen is None:
                break
            apply_in_place(state, chosen, dice, decisions=waiting)
        return standing(state, seat)


class Plan(SoundBot):
    """The expert's own first thought at every decision, and its answer to every free one: the
    sound bot, with its line for a battle (`PLAN_MIN_ODDS`), its margin to ride in a tournament
    (`PLAN_JOUST_MARGIN`) and, with `PROPOSE_ALLIANCES`, alliances it offers — each measured
    and left at the sound bot's own (docs/bots.md, "Measured", sixth round)."""

    min_odds = PLAN_MIN_ODDS
    joust_margin = PLAN_JOUST_MARGIN

    def _alliances(self, seen: Seen, actions: list[Action]) -> Action | None:
        """The sound bot's answers and ends, then, in its own movement, an alliance offered to
        the nearest rival who would accept and keep it (`PROPOSE_ALLIANCES`, `_would_keep`),
        one offer a turn: an ally may not attack it (rule 33)."""
        answer = super()._alliances(seen, actions)
        if answer is not None or not PROPOSE_ALLIANCES:
            return answer
        turn = seen.data["turn"]
        if turn is None or seen.me["proposed_on"] == turn["number"]:
            return None  # one offer a turn: a refusal is not asked again at once
        if not any(isinstance(a, EndMovement) for a in actions):
            return None
        players = seen.data["players"]
        offers = [
            a
            for a in actions
            if isinstance(a, ProposeAlliance) and self._would_keep(seen, players[a.to_seat])
        ]
        return min(offers, key=lambda a: _steps_to(seen, players[a.to_seat]), default=None)

    def _would_keep(self, seen: Seen, rival: dict[str, Any]) -> bool:
        """Whether `rival`, a sound bot, would accept its offer (`accepts_alliance`, asked
        from public facts) and neither would end the alliance at once: the sound bot, and so
        its plan, ends one with an ally who leads it in chivalry, so theirs is the same."""
        alive = [p for p in seen.data["players"] if not p["eliminated"]]
        accepts = accepts_alliance(
            has_ally=any(rival["seat"] in pair for pair in seen.data["alliances"]),
            rivals_left=len(alive) - 1,
            proposer_chivalry=seen.me["chivalry"],
            own_chivalry=rival["chivalry"],
            proposer_strongest=self._strongest(seen) == seen.seat,
        )
        return accepts and rival["chivalry"] <= seen.me["chivalry"]


class RolloutPolicy(SoundBot):
    """The sound bot as the rollouts' policy: the same choices (tests/rules/test_expert_bot.py
    checks it), made cheaper for a state that is the search's own imagination — every secret
    in it already a draw of the expert's — so its view is the state's data with only what the
    sound bot reads of its own seat added (`_imagined_view`), and the deals it never proposes
    (`deals.legal`) are not listed."""

    def choose_in(
        self, state: State, seat: int, decisions: list[Decision], *, stop_moving: bool = False
    ) -> Action | None:
        """`SoundBot.choose` for `seat`, `decisions` being `pending(state)`; with `stop_moving`
        the end of its movement whenever it may end it."""
        actions = self._legal(state, seat, decisions)
        if stop_moving and state.phase == Phase.MOVEMENT:
            ends = [a for a in actions if isinstance(a, EndMovement)]
            if ends:
                return ends[0]
        if not actions:
            return deals.bot_choice(state, seat)
        seen = Seen(seat, _imagined_view(state, seat), state.rs)
        about_alliances = self._alliances(seen, actions)
        if about_alliances is not None:
            return about_alliances
        about_deals = deals.bot_choice(state, seat)
        if about_deals is not None:
            return about_deals
        actions = [a for a in actions if not isinstance(a, (*ALLIANCE_ACTIONS, *deals.ACTIONS))]
        return self._decide(seen, actions) if actions else None

    @staticmethod
    def _legal(state: State, seat: int, decisions: list[Decision]) -> list[Action]:
        """`legal_actions` less the deals to propose or withdraw, which the sound bot never
        plays, and less the alliances to propose unless it has one to end (the same list
        otherwise: the sound bot reads only the ends and the answers)."""
        actions: list[Action] = []
        for decision in decisions:
            if decision.seat == seat:
                actions.extend(SPECS[decision.kind].legal(state, seat, decision))
        if state.allies_of(seat):
            actions.extend(alliances.legal(state, seat))
        return actions


def _steps_to(seen: Seen, rival: dict[str, Any]) -> float:
    """Steps from its home castle to the nearest of `rival`'s military pieces (none: he
    comes last)."""
    board = seen.rs.board
    return min(
        (
            distance(seen.home, board.node_square(node))
            for node, s in rival["stacks"].items()
            if s["knights"] or s["footsoldiers"]
        ),
        default=math.inf,
    )


def _imagined_view(state: State, seat: int) -> dict[str, Any]:
    """`view(state, seat)` in the parts the sound bot reads, for an imagined state: its data,
    with the seat's known riddles, tax due and cost of allegiance as `view` shows them."""
    data = state.to_json()
    player = state.player(seat)
    mine = data["players"][seat]
    mine["known_riddles"] = [
        {"card": r, "answers": list(state.rs.riddles[r].answers)} for r in player.known_riddles
    ]
    mine["tax_due"] = state.tax_due(seat)
    mine["cost_of_allegiance"] = player.cost_of_allegiance
    return data


def _episode(state: State) -> tuple[int | None, Phase, str | None]:
    """Where a decision stands: the turn, the phase and the challenger auctioned."""
    auction = state.setup.auction
    return (
        state.turn.number if state.turn is not None else None,
        state.phase,
        auction.challenger if auction is not None else None,
    )


def _horizon_turn(state: State) -> int | None:
    """The turn at whose start a rollout ends when it plays on (`ROLLOUT_TURNS` > 0): that
    many turns after the decision's, so the rivals' answers and the bills that follow count."""
    if ROLLOUT_TURNS == 0 or state.turn is None:
        return None
    return state.turn.number + ROLLOUT_TURNS


def _exact(state: State) -> bool:
    """Whether the game ends within `EXACT_ROUNDS` rounds (rule 38): a rollout then plays to its
    end and is scored by the final ranking (`standing` of a game over)."""
    limit = state.settings.round_limit
    if not EXACT_ROUNDS or limit is None or state.turn is None:
        return False
    return limit - state.turn.round < EXACT_ROUNDS


def _settled(began: tuple[int | None, Phase, str | None], until: int | None, state: State) -> bool:
    """Whether what the decision began is over: with `until`, once that turn has begun;
    otherwise a movement once its battles are fought (rules 6 iii–iv), anything else once the
    turn, the phase or the auction has moved on."""
    now = _episode(state)
    if until is not None:
        return now[0] is not None and now[0] >= until
    if began[1] == Phase.MOVEMENT:
        return now[0] != began[0] or now[1] not in (Phase.MOVEMENT, Phase.BATTLES)
    return now != began
