"""Exact odds of a battle (rules 12–18 and 20; RULES.md sections 2–4).

`battle_odds` plays a battle as the engine does (`kingdom.rules.battles`), but instead of rolling
the dice it follows every roll at once: the battle is a Markov chain, and the chance of each
ending, the expected pieces lost and the expected gold follow exactly (up to floating-point
rounding), not by sampling. The table lookups, dice, casualty picks and wages are
`kingdom.rules.combat`'s, the engine's own.

A side's state: pieces left and whether a knight is among them. The battle itself never looks
at more of a force than that: a round's die is blue with a knight present (rule 12 iii–v) and
the points lost are counted in pieces (rules 12 i–ii, 16). Which piece a point removes is the
opponent's red die's choice (rule 16), a roll of its own that nothing else in the battle
touches, so a side's knights after L pieces lost have one distribution however the L points
fell round by round. Knights only ever go, so "a knight is left now" says all that the battle
so far tells of them: a side that still has a knight after L losses keeps one after L + p with
chance P(a knight after L + p) / P(a knight after L), and holds on average
E[knights after L] / P(a knight after L) of them. The chain over

    (attacker's pieces and knight-or-not, defender's pieces and knight-or-not,
     attacker's and defender's add-one cards, table, roles reversed or not)

is therefore exact, and for 20 against 25 pieces it visits 3,600 states where the chain over
every (knights, footsoldiers) pair of both sides visited 63,000.

How it is computed. Every round either removes a piece, spends an add-one card, or moves the
battle from table 1 to table 2 — except a "reverse" (rule 15 v) or a cell without casualties,
once both sides' cards are spent. The states are numbered so that every other move goes to a
lower number; the chance mass of the start is pushed down the numbers once, and each pair of
role orders of the same forces, table and cards is settled by solving its 2×2 linear system in
closed form (the expected number of visits of each), never by iterating or recursing.

Memos. The odds of a battle are kept by everything they depend on (the battle tables' content,
forces, table, holder, Guardians, cards, dice and wages), so a second identical call costs a
look-up; one round's table results (by table, roles, dice and cards) are kept per battle tables,
holder and dice, and a side's knights after L losses per force and red die, so a new battle at
the same tables skips them. The memos hold frozen values computed from frozen values, are
bounded in size and shared by threads under a lock; `clear_caches` empties them (the
benchmark's cold start).

The modules: this one walks the chain; `rounds` counts one round at the table, `losses` the
points lost piece by piece, `memo` holds the memos' lock.

Assumptions, documented where the rulebook leaves a choice to the players:
- Add-one cards (rule 13): each side plays ONE card per round while it holds any. A card adds 1
  to that round's score and is gone.
- Gold (rule 17): both sides can pay their wages in full.

Allies (rule 33): a side may be a leader's force with an ally's beside it. The side's value is
their sum and it rolls blue while any of its pieces is a knight; its casualties come from the
leader's pieces first, then the ally's. Pieces still go one at a time and knights only ever go,
so the chain above holds as it is: only a side's knights after L losses change (the leader's
picked by the red die while he has pieces, the ally's all kept until then). Losses and gold
are the side's: each member's wages, the losers' all going to the winning leader.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from kingdom.rules import combat
from kingdom.rules.combat import BattleOutcome, BattleTables, Holder
from kingdom.rules.odds import losses, rounds
from kingdom.rules.odds.losses import side_rows
from kingdom.rules.odds.memo import MEMO_LOCK, remember
from kingdom.rules.odds.rounds import Rolls, rolls_for, slot_of, tables_key

HOLDERS = (None, *Holder)
OUTCOMES = tuple(outcome.value for outcome in BattleOutcome)
_ATTACKER_WINS, _DEFENDER_WINS, _INCONCLUSIVE, _DELAYED = range(4)
_ODDS_SIZE = 256  # battles whose odds are kept


@dataclass(frozen=True, slots=True)
class BattleOdds:
    """The exact odds of one battle, from the original attacker's and defender's points of view.

    The four endings sum to 1: a side's value at nil wins the battle for the other (rule 15 vi),
    both at nil at once is inconclusive (rule 16 note), and "assault delayed" breaks off a siege
    (rule 18 i). Losses are expected pieces lost; gold is the expected change of each side's
    purse by wages and spoils (rule 17): the winner pays his wages and takes the loser's, the
    loser pays his, and an inconclusive or delayed battle costs each side its own wages.
    """

    attacker: tuple[int, int]  # (knights, footsoldiers) at the start: the leaders' own
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
    attacker_ally: tuple[int, int] = (0, 0)  # an ally's pieces fighting beside (rule 33)
    defender_ally: tuple[int, int] = (0, 0)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values for the API."""
        data = asdict(self)
        data["attacker"] = list(self.attacker)
        data["defender"] = list(self.defender)
        for side in ("attacker_ally", "defender_ally"):
            if any(data[side]):
                data[side] = list(data[side])
            else:
                del data[side]  # no ally: the answer is as it always was
        return data


_ODDS: dict[tuple[Any, ...], BattleOdds] = {}


def clear_caches(*, odds_only: bool = False) -> None:
    """Forget every memoised battle, round and casualty distribution (a cold start), or with
    `odds_only` only the battles' odds (the chain is walked again, at warm tables)."""
    with MEMO_LOCK:
        _ODDS.clear()
        if not odds_only:
            rounds.ROLLS.clear()
    if not odds_only:
        losses.knights_after_losses.cache_clear()


# -- the chain ---------------------------------------------------------------------------------
def battle_odds(
    tables: BattleTables,
    attacker: tuple[int, int],
    defender: tuple[int, int],
    *,
    table: int | None = None,
    holder: str | None = None,
    attacker_guardian: bool = False,
    defender_guardian: bool = False,
    attacker_cards: int = 0,
    defender_cards: int = 0,
    red_faces: int = 6,
    blue_faces: int = 8,
    knight_wage: int = 2,
    footsoldier_wage: int = 1,
    attacker_ally: tuple[int, int] = (0, 0),
    defender_ally: tuple[int, int] = (0, 0),
) -> BattleOdds:
    """The exact odds of `attacker` (knights, footsoldiers) attacking `defender`.

    `holder` is "castle" (rule 18 iii: the defender +1, the attacker −1) or "village"
    (rule 20 i: the defender +1) when the defender holds the square. `table` is where the
    battle starts; by default the engine's (`combat.first_table`): 1 in the open (rule 14 iii),
    3 for a defended castle or village, a siege fought on table 3 only, "assault delayed"
    included (rules 18, 20). The holder's modifiers apply only while the roles are not
    reversed (table 2's "reverse", rule 15 v; a siege never reverses). A Royal Guardian's
    forces roll the blue die (rule 31 ii).
    `attacker_cards`/`defender_cards` are the add-one cards each holds (rule 13; one is played
    per round while any is left). Dice and wages are the ruleset's (house 2, rule 17).
    `attacker_ally`/`defender_ally` are an ally's (knights, footsoldiers) on the square, fighting
    on that side (rule 33): summed, blue with any knight, casualties from the leader first.
    """
    for name, force in (
        ("attacker", attacker),
        ("defender", defender),
        ("attacker's ally", attacker_ally),
        ("defender's ally", defender_ally),
    ):
        if len(force) != 2 or any(not isinstance(n, int) or n < 0 for n in force):
            raise ValueError(f"battle odds: {name} {force!r} is not (knights, footsoldiers)")
        if sum(force) == 0 and "ally" not in name:
            raise ValueError(f"battle odds: the {name} has no military pieces")
    if table is None:
        table = combat.first_table(holder)
    if table not in tables.tables:
        raise ValueError(f"battle odds: there is no battle table {table!r}")
    if holder not in HOLDERS:
        raise ValueError(f"battle odds: holder {holder!r} is not castle, village or None")
    if attacker_cards < 0 or defender_cards < 0:
        raise ValueError("battle odds: a side cannot hold fewer than 0 add-one cards")
    if red_faces < 1 or blue_faces < 1:
        raise ValueError("battle odds: a die needs at least one face")

    key = (
        tables_key(tables),
        (attacker[0], attacker[1]),
        (defender[0], defender[1]),
        table,
        holder,
        bool(attacker_guardian),
        bool(defender_guardian),
        attacker_cards,
        defender_cards,
        red_faces,
        blue_faces,
        knight_wage,
        footsoldier_wage,
        (attacker_ally[0], attacker_ally[1]),
        (defender_ally[0], defender_ally[1]),
    )
    found = _ODDS.get(key)
    if found is None:
        found = _chain(rolls_for(key[0], tables, holder, red_faces, blue_faces), *key[1:])
        remember(_ODDS, key, found, _ODDS_SIZE)
    return found


def _chain(
    rolls: Rolls,
    attacker: tuple[int, int],
    defender: tuple[int, int],
    table: int,
    holder: str | None,
    attacker_guardian: bool,
    defender_guardian: bool,
    attacker_cards: int,
    defender_cards: int,
    red_faces: int,
    blue_faces: int,
    knight_wage: int,
    footsoldier_wage: int,
    attacker_ally: tuple[int, int],
    defender_ally: tuple[int, int],
) -> BattleOdds:
    """`battle_odds` once its input is checked: the chain pushed from the start to the end."""
    a_side = (attacker[0] + attacker_ally[0], attacker[1] + attacker_ally[1])
    d_side = (defender[0] + defender_ally[0], defender[1] + defender_ally[1])
    # The states' numbers: ((attacker state × D + defender state) × C + cards) × 2 + slot, where
    # a side's state is 2 × pieces + (1 if a knight is left), cards is ac × (defender cards + 1)
    # + dc, and slot 0 is table 2, slot 1 table 1 or 3 (`slot_of`; table 3 never leaves, table 1
    # only for table 2). No move but a reverse or a still round keeps or raises the number.
    # mass[r][s] is the chance mass flowing into state s with roles r (0: as at the start,
    # 1: reversed) from higher numbers.
    dc_span = defender_cards + 1
    c_span = (attacker_cards + 1) * dc_span
    d_unit = c_span * 2
    d_span = 2 * sum(d_side) + 2
    a_unit = d_unit * d_span
    a_holds, a_rows = side_rows(attacker, red_faces, rolls.most, a_unit, attacker_ally)
    d_holds, d_rows = side_rows(defender, red_faces, rolls.most, d_unit, defender_ally)
    tables_ofslot = (2, table)
    a_start = 2 * sum(a_side) + (a_side[0] > 0)
    d_start = 2 * sum(d_side) + (d_side[0] > 0)
    start = (
        a_start * a_unit
        + d_start * d_unit
        + (attacker_cards * dc_span + defender_cards) * 2
        + slot_of(table)
    )
    mass = ([0.0] * (start + 1), [0.0] * (start + 1))
    mass0, mass1 = mass
    mass0[start] = 1.0
    ended = [0.0, 0.0, 0.0, 0.0]  # by OUTCOMES
    kept = [0.0, 0.0, 0.0, 0.0]  # expected pieces left at the end: ak, af, dk, df
    rounds = 0.0
    states = 0
    memo, pair = rolls.memo, rolls.pair

    for number in range(start, -1, -1):
        m0, m1 = mass0[number], mass1[number]
        if not (m0 or m1):
            continue
        rest, slot = divmod(number, 2)
        rest, cards = divmod(rest, c_span)
        a_state, d_state = divmod(rest, d_span)
        ac, dc = divmod(cards, dc_span)
        at = tables_ofslot[slot]
        a_card, d_card = int(ac > 0), int(dc > 0)
        spent = a_card + d_card
        # Rule 12 iii–v, rule 31 ii: the blue die with a knight present or for the Guardian.
        a_die = "blue" if a_state & 1 or attacker_guardian else "red"
        d_die = "blue" if d_state & 1 or defender_guardian else "red"
        rolls_of = memo.get((at, a_die, d_die, a_card, d_card))
        if rolls_of is None:
            rolls_of = pair(at, a_die, d_die, a_card, d_card)
        first, second = rolls_of
        if spent:  # every round spends a card: no way back to this state
            x0, x1 = m0, m1
        else:
            # Expected visits x of each role order (the 2×2 system, in closed form):
            # x0 = m0 + still0·x0 + reverse1·x1 and x1 = m1 + reverse0·x0 + still1·x1.
            det = (1 - first.still) * (1 - second.still) - first.reverse * second.reverse
            if det <= 1e-12:
                a_n, d_n = a_state // 2, d_state // 2
                raise ValueError(
                    f"battle odds: the battle can never leave {a_n} v {d_n} pieces on table {at}"
                )
            x0 = (m0 * (1 - second.still) + second.reverse * m1) / det
            x1 = (m1 * (1 - first.still) + first.reverse * m0) / det
        a_row, d_row = a_rows[a_state], d_rows[d_state]
        assert a_row is not None and d_row is not None  # only reachable states get mass
        a_k, a_f = a_holds[a_state]
        d_k, d_f = d_holds[d_state]
        tail = ((ac - a_card) * dc_span + dc - d_card) * 2
        for rev, visits in ((0, x0), (1, x1)):
            if not visits:
                continue
            states += 1
            rounds += visits
            step = rolls_of[rev]
            if step.delayed:  # rule 18 i: both keep what they have
                m = visits * step.delayed
                ended[_DELAYED] += m
                kept[0] += m * a_k
                kept[1] += m * a_f
                kept[2] += m * d_k
                kept[3] += m * d_f
            if step.destroyed:  # rule 15 i: the current defender is routed
                m = visits * step.destroyed
                if rev:
                    ended[_DEFENDER_WINS] += m
                    kept[2] += m * d_k
                    kept[3] += m * d_f
                else:
                    ended[_ATTACKER_WINS] += m
                    kept[0] += m * a_k
                    kept[1] += m * a_f
            if step.reverse and spent:  # rule 15 v, into a state with fewer cards
                mass[1 - rev][number - (a_card * dc_span + d_card) * 2] += visits * step.reverse
            into = mass[rev]
            for a_points, d_points, newslot, p in step.moves:
                m = visits * p
                a_left, a_parts, a_k2, a_f2 = a_row[a_points]
                d_left, d_parts, d_k2, d_f2 = d_row[d_points]
                if not a_left:  # the original attacker is gone (rule 15 vi, 16 note)
                    ended[_DEFENDER_WINS if d_left else _INCONCLUSIVE] += m
                    kept[2] += m * d_k2
                    kept[3] += m * d_f2
                elif not d_left:  # the original defender is gone
                    ended[_ATTACKER_WINS] += m
                    kept[0] += m * a_k2
                    kept[1] += m * a_f2
                else:  # a lower number: a point lost, a card spent or table 1 left behind
                    to = tail + newslot
                    for a_part, pa in a_parts:
                        head = a_part + to
                        m_a = m * pa
                        for d_part, pd in d_parts:
                            into[head + d_part] += m_a * pd

    # Rule 33: each member of a side pays his own wages.
    wage_a = combat.wages(*attacker, knight_wage, footsoldier_wage) + combat.wages(
        *attacker_ally, knight_wage, footsoldier_wage
    )
    wage_d = combat.wages(*defender, knight_wage, footsoldier_wage) + combat.wages(
        *defender_ally, knight_wage, footsoldier_wage
    )
    a_wins, d_wins, inconclusive, delayed = ended
    return BattleOdds(
        attacker=attacker,
        defender=defender,
        attacker_wins=a_wins,
        defender_wins=d_wins,
        inconclusive=inconclusive,
        delayed=delayed,
        attacker_knights_lost=a_side[0] - kept[0],
        attacker_footsoldiers_lost=a_side[1] - kept[1],
        defender_knights_lost=d_side[0] - kept[2],
        defender_footsoldiers_lost=d_side[1] - kept[3],
        attacker_wages=wage_a,
        defender_wages=wage_d,
        # Rule 17: each side's own wages are spent whatever happens; the winner takes the
        # loser's as spoils.
        attacker_gold=-wage_a + a_wins * wage_d,
        defender_gold=-wage_d + d_wins * wage_a,
        expected_rounds=rounds,
        states=states,
        attacker_ally=attacker_ally,
        defender_ally=defender_ally,
    )
