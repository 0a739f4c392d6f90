"""Exact odds of a battle (rules 12–18 and 20; RULES.md sections 2–4).

`battle_odds` plays a battle as the engine does (`kingdom.rules.battles`), but instead of rolling
the dice it follows every roll at once: the battle is a Markov chain over states

    (attacker's knights and footsoldiers, defender's knights and footsoldiers,
     attacker's and defender's add-one cards, table, roles reversed or not)

and the chance of each ending, the expected pieces lost and the expected gold follow exactly
(up to floating-point rounding), not by sampling. The table lookups, dice, casualty picks and
wages are `kingdom.rules.combat`'s, the engine's own.

How it is computed. Every round either removes a piece, spends an add-one card, or moves the
battle from table 1 to table 2 — except a "reverse" (rule 15 v) or a cell without casualties,
once both sides' cards are spent. So the potential

    pieces on both sides + cards in both hands + (1 on table 1, else 0)

never rises, and it stays put only between the two role orders of the same forces, table and
cards (or from a state to itself). The chance mass of the start is pushed forward level by
level, highest potential first; within a level each pair of role states is settled by solving
its 2×2 linear system in closed form (the expected number of visits of each), never by
iterating. There is no recursion, so 20 against 25 pieces costs nothing in stack depth. One
round's table results (by table, roles, dice and cards) and a force's casualties (by knights,
footsoldiers and points) are memoised in dicts that live for one call: every call starts cold.

Assumptions, documented where the rulebook leaves a choice to the players:
- Add-one cards (rule 13): each side plays ONE card per round while it holds any. A card adds 1
  to that round's score and is gone.
- Gold (rule 17): both sides can pay their wages in full.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict, dataclass
from typing import Any

from kingdom.rules import combat
from kingdom.rules.combat import BattleTables

HOLDERS = (None, "castle", "village")
OUTCOMES = ("attacker_wins", "defender_wins", "inconclusive", "delayed")
_ATTACKER_WINS, _DEFENDER_WINS, _INCONCLUSIVE, _DELAYED = range(4)


@dataclass(frozen=True, slots=True)
class _Round:
    """One round's table results for given dice, cards and modifiers, in the ORIGINAL sides'
    terms: chances of "assault delayed", "reverse", "defenders destroyed", of a round that
    changes nothing, and (attacker points, defender points, next table, chance) of the rest."""

    delayed: float = 0.0
    reverse: float = 0.0
    destroyed: float = 0.0
    still: float = 0.0
    casualties: tuple[tuple[int, int, int, float], ...] = ()


@dataclass(frozen=True, slots=True)
class BattleOdds:
    """The exact odds of one battle, from the original attacker's and defender's points of view.

    The four endings sum to 1: a side's value at nil wins the battle for the other (rule 15 vi),
    both at nil at once is inconclusive (rule 16 note), and "assault delayed" breaks off a siege
    (rule 18 i). Losses are expected pieces lost; gold is the expected change of each side's
    purse by wages and spoils (rule 17): the winner pays his wages and takes the loser's, the
    loser pays his, and an inconclusive or delayed battle costs each side its own wages.
    """

    attacker: tuple[int, int]  # (knights, footsoldiers) at the start
    defender: tuple[int, int]
    attacker_wins: float
    defender_wins: float
    inconclusive: float
    delayed: float
    attacker_knights_lost: float
    attacker_footsoldiers_lost: float
    defender_knights_lost: float
    defender_footsoldiers_lost: float
    attacker_wages: int  # set aside before the first round (rule 17)
    defender_wages: int
    attacker_gold: float
    defender_gold: float
    expected_rounds: float
    states: int  # battle states the chain visited

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values for the API."""
        data = asdict(self)
        data["attacker"] = list(self.attacker)
        data["defender"] = list(self.defender)
        return data


def battle_odds(
    tables: BattleTables,
    attacker: tuple[int, int],
    defender: tuple[int, int],
    *,
    table: int = 1,
    holder: str | None = None,
    attacker_guardian: bool = False,
    defender_guardian: bool = False,
    attacker_cards: int = 0,
    defender_cards: int = 0,
    red_faces: int = 6,
    blue_faces: int = 8,
    knight_wage: int = 2,
    footsoldier_wage: int = 1,
) -> BattleOdds:
    """The exact odds of `attacker` (knights, footsoldiers) attacking `defender`.

    `table` is where the battle starts: 1 in the open (rule 14 iii), 3 for a defended castle
    (rule 18). `holder` is "castle" (rule 18 iii: the defender +1, the attacker −1) or "village"
    (rule 20 i: the defender +1) when the defender holds the square; the modifiers apply only
    while the roles are not reversed. A Royal Guardian's forces roll the blue die (rule 31 ii).
    `attacker_cards`/`defender_cards` are the add-one cards each holds (rule 13; one is played
    per round while any is left). Dice and wages are the ruleset's (house 2, rule 17).
    """
    for name, force in (("attacker", attacker), ("defender", defender)):
        if len(force) != 2 or any(not isinstance(n, int) or n < 0 for n in force):
            raise ValueError(f"battle odds: {name} {force!r} is not (knights, footsoldiers)")
        if sum(force) == 0:
            raise ValueError(f"battle odds: the {name} has no military pieces")
    if table not in tables.tables:
        raise ValueError(f"battle odds: there is no battle table {table!r}")
    if holder not in HOLDERS:
        raise ValueError(f"battle odds: holder {holder!r} is not castle, village or None")
    if attacker_cards < 0 or defender_cards < 0:
        raise ValueError("battle odds: a side cannot hold fewer than 0 add-one cards")
    if red_faces < 1 or blue_faces < 1:
        raise ValueError("battle odds: a die needs at least one face")

    faces = {"red": red_faces, "blue": blue_faces}
    guardian = (attacker_guardian, defender_guardian)
    most = max(
        max(cell.defender, cell.attacker)
        for t in tables.tables.values()
        for row in t.cells
        for cell in row
    )

    # -- one round at the table (rules 13–15, 18 iii, 20 i) ------------------------------------
    # Everything below is in the ORIGINAL sides' terms: "a" is the original attacker, "d" the
    # original defender, whichever of them attacks this round.
    round_memo: dict[tuple[Any, ...], _Round] = {}

    def one_round(at: int, rev: int, a_die: str, d_die: str, a_card: int, d_card: int) -> _Round:
        key = (at, rev, a_die, d_die, a_card, d_card)
        found = round_memo.get(key)
        if found is not None:
            return found
        # The current attacker's and defender's dice and modifiers.
        if rev:  # after a reverse no holder modifiers apply
            dice, mods = (d_die, a_die), [d_card, a_card]
        else:
            dice, mods = (a_die, d_die), [a_card, d_card]
            if holder == "castle":  # rule 18 iii
                mods[0] -= 1
                mods[1] += 1
            elif holder == "village":  # rule 20 i
                mods[1] += 1
        throws = faces[dice[0]] * faces[dice[1]]
        counts: dict[tuple[str, int, int], int] = {}
        for face in range(1, faces[dice[0]] + 1):
            score = tables.clamp(face + mods[0])
            for other in range(1, faces[dice[1]] + 1):
                cell = tables.cell(at, score, tables.clamp(other + mods[1]))
                kind = (cell.kind, cell.defender, cell.attacker)
                counts[kind] = counts.get(kind, 0) + 1
        cells = {kind: count / throws for kind, count in counts.items()}
        delayed = reverse = destroyed = still = 0.0
        casualties: dict[tuple[int, int, int], float] = {}
        for (kind, defender_points, attacker_points), p in cells.items():
            if kind == "delayed":
                delayed += p
            elif kind == "reverse":
                reverse += p
            elif kind == "destroyed":
                destroyed += p
            else:
                if kind == "table2" and at != 1:  # the potential below relies on it
                    raise ValueError(f"battle odds: table {at} sends the battle to table 2")
                new_table = 2 if kind == "table2" else at
                if rev:
                    move = (defender_points, attacker_points, new_table)
                else:
                    move = (attacker_points, defender_points, new_table)
                if move == (0, 0, at):
                    still += p
                casualties[move] = casualties.get(move, 0.0) + p
        found = _Round(
            delayed=delayed,
            reverse=reverse,
            destroyed=destroyed,
            still=still,
            casualties=tuple((*move, p) for move, p in casualties.items()),
        )
        round_memo[key] = found
        return found

    # -- points lost, piece by piece (rule 16) ----------------------------------------------
    def losses(knights: int, footsoldiers: int) -> list[dict[tuple[int, int], float]]:
        """[n] = {(knights, footsoldiers) left: chance} after losing n points, for n up to the
        tables' largest number: all go if n reaches the side's value, else one piece a point,
        the opponent's red die picking the kind from a mixed force."""
        found = []
        dist = {(knights, footsoldiers): 1.0}
        for points in range(most + 1):
            if points >= knights + footsoldiers:
                found.append({(0, 0): 1.0})
                continue
            found.append(dist)
            after: dict[tuple[int, int], float] = {}
            for (k, f), p in dist.items():
                if combat.casualty_needs_roll(k, f):
                    picks: dict[tuple[int, int], int] = {}
                    for face in range(1, red_faces + 1):
                        left = combat.remove_one(k, f, face)
                        picks[left] = picks.get(left, 0) + 1
                    for left, count in picks.items():
                        after[left] = after.get(left, 0.0) + p * count / red_faces
                else:
                    left = combat.remove_one(k, f, None)
                    after[left] = after.get(left, 0.0) + p
            dist = after
        return found

    # -- the chain --------------------------------------------------------------------------
    # A layer is (ak, af, dk, df, ac, dc, table), packed into one integer (`pack`); its two
    # states are the role orders (0: as at the start, 1: reversed). inflow[r][φ] maps a layer of
    # potential φ to the chance mass flowing into its state r from higher levels.
    a_span, d_span = attacker[1] + 1, defender[1] + 1  # footsoldier counts, for packing
    c_span = defender_cards + 1
    cards_unit = 4  # tables 1–3 below it
    d_unit = cards_unit * (attacker_cards + 1) * c_span
    a_unit = d_unit * (defender[0] + 1) * d_span

    def pack(ak: int, af: int, dk: int, df: int, ac: int, dc: int, at: int) -> int:
        return (
            (ak * a_span + af) * a_unit
            + (dk * d_span + df) * d_unit
            + (ac * c_span + dc) * cards_unit
            + at
        )

    def unpack(key: int) -> tuple[int, ...]:
        rest, at = divmod(key, cards_unit)
        rest, cards = divmod(rest, d_unit // cards_unit)
        a_side, d_side = divmod(rest, a_unit // d_unit)
        return (*divmod(a_side, a_span), *divmod(d_side, d_span), *divmod(cards, c_span), at)

    # A side's row for n points: (value left, ((packed part of a key, chance), ...), ((knights,
    # footsoldiers, chance), ...)). Fewer points than the side's value leave exactly value − n
    # pieces, so every force in a row has the same value; n at or above it leaves nothing.
    Row = tuple[int, tuple[tuple[int, float], ...], tuple[tuple[int, int, float], ...]]
    side_memo: dict[tuple[int, int, int], list[Row]] = {}

    def rows(side: int, knights: int, footsoldiers: int) -> list[Row]:
        """losses() of one side, each force left with its packed part of a layer's key."""
        found = side_memo.get((side, knights, footsoldiers))
        if found is None:
            span, unit = (a_span, a_unit) if side == 0 else (d_span, d_unit)
            found = [
                (
                    max(0, knights + footsoldiers - n),
                    tuple(((k * span + f) * unit, p) for (k, f), p in dist.items()),
                    tuple((k, f, p) for (k, f), p in dist.items()),
                )
                for n, dist in enumerate(losses(knights, footsoldiers))
            ]
            side_memo[(side, knights, footsoldiers)] = found
        return found

    top = sum(attacker) + sum(defender) + attacker_cards + defender_cards + (table == 1)
    inflow: tuple[list[defaultdict[int, float]], ...] = (
        [defaultdict(float) for _ in range(top + 1)],
        [defaultdict(float) for _ in range(top + 1)],
    )
    inflow[0][top][pack(*attacker, *defender, attacker_cards, defender_cards, table)] = 1.0
    ended = [0.0, 0.0, 0.0, 0.0]  # by OUTCOMES
    kept = [0.0, 0.0, 0.0, 0.0]  # expected pieces left at the end: ak, af, dk, df
    rounds = 0.0
    states = 0

    def finish(outcome: int, mass: float, ak: int, af: int, dk: int, df: int) -> None:
        ended[outcome] += mass
        kept[0] += mass * ak
        kept[1] += mass * af
        kept[2] += mass * dk
        kept[3] += mass * df

    for level in range(top, 0, -1):
        into0, into1 = inflow[0][level], inflow[1][level]
        for layer in [*into0, *(key for key in into1 if key not in into0)]:
            ak, af, dk, df, ac, dc, at = unpack(layer)
            a_card, d_card = int(ac > 0), int(dc > 0)
            spent = a_card + d_card
            a_die = combat.die_for(ak, guardian[0])
            d_die = combat.die_for(dk, guardian[1])
            rounds_of = (
                one_round(at, 0, a_die, d_die, a_card, d_card),
                one_round(at, 1, a_die, d_die, a_card, d_card),
            )
            m0, m1 = into0.get(layer, 0.0), into1.get(layer, 0.0)
            if spent:  # every round spends a card: no way back to this layer
                x0, x1 = m0, m1
            else:
                # Expected visits x of each role state (the 2×2 system, in closed form):
                # x0 = m0 + still0·x0 + reverse1·x1 and x1 = m1 + reverse0·x0 + still1·x1.
                first, second = rounds_of
                det = (1 - first.still) * (1 - second.still) - first.reverse * second.reverse
                if det <= 1e-12:
                    raise ValueError(
                        f"battle odds: the battle can never leave {(ak, af)} v {(dk, df)} "
                        f"on table {at}"
                    )
                x0 = (m0 * (1 - second.still) + second.reverse * m1) / det
                x1 = (m1 * (1 - first.still) + first.reverse * m0) / det
            a_rows, d_rows = rows(0, ak, af), rows(1, dk, df)
            ac2, dc2 = ac - a_card, dc - d_card
            cards_part = (ac2 * c_span + dc2) * cards_unit
            for rev, visits in ((0, x0), (1, x1)):
                if not visits:
                    continue
                states += 1
                rounds += visits
                step = rounds_of[rev]
                if step.delayed:  # rule 18 i: both keep what they have
                    finish(_DELAYED, visits * step.delayed, ak, af, dk, df)
                if step.destroyed:  # rule 15 i: the current defender is routed
                    if rev:
                        finish(_DEFENDER_WINS, visits * step.destroyed, 0, 0, dk, df)
                    else:
                        finish(_ATTACKER_WINS, visits * step.destroyed, ak, af, 0, 0)
                if step.reverse and spent:  # rule 15 v, into a layer with fewer cards
                    key = layer - (a_card * c_span + d_card) * cards_unit
                    inflow[1 - rev][level - spent][key] += visits * step.reverse
                into = inflow[rev]
                for a_points, d_points, new_table, p in step.casualties:
                    if not (spent or a_points or d_points or new_table != at):
                        continue  # a round without effect: counted in `still`
                    mass = visits * p
                    a_left, a_parts, a_forces = a_rows[a_points]
                    d_left, d_parts, d_forces = d_rows[d_points]
                    if not a_left:  # the original attacker is gone (rule 15 vi, 16 note)
                        outcome = _DEFENDER_WINS if d_left else _INCONCLUSIVE
                        for dk2, df2, pd in d_forces:
                            finish(outcome, mass * pd, 0, 0, dk2, df2)
                    elif not d_left:  # the original defender is gone
                        for ak2, af2, pa in a_forces:
                            finish(_ATTACKER_WINS, mass * pa, ak2, af2, 0, 0)
                    else:
                        # A lower level: a point lost, a card spent or table 1 left behind.
                        bucket = into[ac2 + dc2 + (new_table == 1) + a_left + d_left]
                        tail = cards_part + new_table
                        for a_part, pa in a_parts:
                            head = a_part + tail
                            mass_a = mass * pa
                            for d_part, pd in d_parts:
                                bucket[head + d_part] += mass_a * pd
        inflow[0][level] = inflow[1][level] = defaultdict(float)

    wage_a = combat.wages(*attacker, knight_wage, footsoldier_wage)
    wage_d = combat.wages(*defender, knight_wage, footsoldier_wage)
    a_wins, d_wins, inconclusive, delayed = ended
    return BattleOdds(
        attacker=tuple(attacker),
        defender=tuple(defender),
        attacker_wins=a_wins,
        defender_wins=d_wins,
        inconclusive=inconclusive,
        delayed=delayed,
        attacker_knights_lost=attacker[0] - kept[0],
        attacker_footsoldiers_lost=attacker[1] - kept[1],
        defender_knights_lost=defender[0] - kept[2],
        defender_footsoldiers_lost=defender[1] - kept[3],
        attacker_wages=wage_a,
        defender_wages=wage_d,
        # Rule 17: each side's own wages are spent whatever happens; the winner takes the
        # loser's as spoils.
        attacker_gold=-wage_a + a_wins * wage_d,
        defender_gold=-wage_d + d_wins * wage_a,
        expected_rounds=rounds,
        states=states,
    )
