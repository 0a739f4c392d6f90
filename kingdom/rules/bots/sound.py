"""The `sound` bot: plays from its own seat's view with the engine's own numbers.

It decides from `view(state, seat)` — what the seat's player sees — the public ruleset (board,
battle tables, dice, prices, guardian cards) and `legal_actions`, and its own seeded generator;
never from a secret of the state (other hands, the packs' order, the grail's site, a riddle's
answers). docs/bots.md explains every rule it follows; the numbers it weighs are below and,
for what it sees and reckons (its horizon, reserve, endurance floor), in `bots.seen`.

- Battles (rules 12–18, 20): `odds.battle_odds`, exact, for the force it would attack with
  against the force on the square; it attacks only at `MIN_ODDS` or better and when the chance
  of the chivalry (house 4), the square's tax, the expected gold (wages and spoils, rule 17)
  and the expected pieces lost add up to a gain.
- Home castle (rule 23) and the squares it holds: a garrison as large as the enemy force that
  could reach it next turn; recruits go to the castle that is most threatened.
- Auctions (rule 5): at most what the challenger's own taxes pay back every turn, so the cost
  of allegiance (rule 8) never eats into its income.
- Quests (rules 28–29): the exact chance of slaying the guardian from its endurance and die.
"""

from __future__ import annotations

import random
from typing import Any

from kingdom.rules import deals
from kingdom.rules.actions import (
    Action,
    AnswerAlliance,
    AnswerDeal,
    AnswerJoust,
    AnswerRiddle,
    Bid,
    Buy,
    ChooseChallenger,
    ChooseRefuge,
    DeclareBankrupt,
    EndAlliance,
    EndMovement,
    EndTurn,
    Execute,
    FightBattle,
    Move,
    OfferDeal,
    PlayCards,
    ProposeAlliance,
    QuestFight,
    QuestRetreat,
    SetRansom,
)
from kingdom.rules.bots.seen import (
    DRAIN_ROUNDS,
    ENDURANCE_FLOOR,
    HORIZON,
    RESERVE,
    WAGE_ROUNDS,
    Seen,
    distance,
    guardian_odds,
)
from kingdom.rules.combat import Holder
from kingdom.rules.dice import Die
from kingdom.rules.engine import legal_actions, view
from kingdom.rules.odds import BattleOdds, battle_odds
from kingdom.rules.state import MagicToken, State

__all__ = [  # what the seat sees and reckons lives in `seen`; importable from here as before
    "ALLIANCE_ACTIONS",
    "APPROACH_GOLD",
    "BUY_BEYOND_CAP",
    "CHIVALRY_GOLD",
    "DEBT_OFFERS",
    "DRAIN_ROUNDS",
    "ENDURANCE_FLOOR",
    "HORIZON",
    "JOUST_MARGIN",
    "MIN_ODDS",
    "QUEST_MARGIN",
    "QUEST_WORTH",
    "RESERVE",
    "STACK_CAP",
    "WAGE_ROUNDS",
    "Seen",
    "SoundBot",
    "accepts_alliance",
    "distance",
    "guardian_odds",
]

ALLIANCE_ACTIONS = (ProposeAlliance, AnswerAlliance, EndAlliance)

MIN_ODDS = 0.6  # the least chance of winning at which it starts a battle
CHIVALRY_GOLD = 150  # what a point of chivalry is worth, in gold: it decides the game (rule 38)
QUEST_WORTH = 100.0  # the least average worth of a guardian's fight, in gold, to start a quest
QUEST_MARGIN = 8  # endurance above the floor it needs to start a quest
JOUST_MARGIN = 2  # endurance above the floor it needs to ride in a tournament
APPROACH_GOLD = 6.0  # a step closer to a target it could take or beat
BUY_BEYOND_CAP = 4  # recruits a castle may hold beyond the cap: they march out next turn
STACK_CAP = 6  # pieces beyond which a stack costs more in defenders' wages than it holds
DEBT_OFFERS = 0.75  # chance of offering one more deal before declaring bankrupt


def accepts_alliance(
    *,
    has_ally: bool,
    rivals_left: int,
    proposer_chivalry: int,
    own_chivalry: int,
    proposer_strongest: bool,
) -> bool:
    """The sound bot's answer to an offer of alliance (rule 33): yes when it has no ally, at
    least two rivals are left to it, and the one proposing neither leads it in chivalry nor is
    the strongest on the board. The expert's plan asks it from the proposer's side."""
    return (
        not has_ally
        and rivals_left >= 2
        and proposer_chivalry <= own_chivalry
        and not proposer_strongest
    )


class SoundBot:
    """A bot that plays soundly from its seat's view (module docstring, docs/bots.md)."""

    level = "sound"
    min_odds = MIN_ODDS  # its line for a battle (the expert's plan may draw it elsewhere)
    joust_margin = JOUST_MARGIN  # endurance above its floor it needs to ride in a tournament

    def __init__(self, seed: int | str = 0) -> None:
        self.random = random.Random(f"sound:{seed}")

    def choose(self, state: State, seat: int) -> Action | None:
        """The bot's action for `seat`, or None when the seat has nothing to decide."""
        actions = legal_actions(state, seat)
        if not actions:
            return None
        seen = Seen(seat, view(state, seat), state.rs)
        about_alliances = self._alliances(seen, actions)
        if about_alliances is not None:
            return about_alliances
        about_deals = deals.bot_choice(state, seat)  # the terms offered it: its own to see
        if about_deals is not None:
            return about_deals
        actions = [a for a in actions if not isinstance(a, (*ALLIANCE_ACTIONS, *deals.ACTIONS))]
        if not actions:
            return None
        return self._decide(seen, actions)

    def _decide(self, seen: Seen, actions: list[Action]) -> Action:
        first = actions[0]
        if any(isinstance(a, EndMovement) for a in actions):
            return self._move(seen, actions)
        if any(isinstance(a, EndTurn) for a in actions):
            return self._purchase(seen, actions)
        if isinstance(first, Bid):
            return self._bid(seen, actions)
        if any(isinstance(a, DeclareBankrupt) for a in actions):
            return self._raise_funds(actions)
        if isinstance(first, AnswerDeal):
            return self._answer_deal(seen, actions)
        if isinstance(first, FightBattle):
            return self._choose_battle(seen, actions)
        if isinstance(first, PlayCards):
            return actions[min(1, len(actions) - 1)]  # one card a round (odds' assumption)
        if isinstance(first, QuestFight):
            return self._quest(seen, actions)
        if isinstance(first, AnswerJoust):
            return actions[0 if seen.me["endurance"] >= seen.floor + self.joust_margin else 1]
        if isinstance(first, AnswerRiddle):
            return self._riddle(seen, first)
        if isinstance(first, ChooseChallenger):
            return self._challenger(seen, actions)
        if isinstance(first, SetRansom):
            return self._ransom(seen, actions)
        if isinstance(first, ChooseRefuge):
            return actions[0]
        return self.random.choice(actions)

    # -- alliances (rule 33) ---------------------------------------------------------------
    def _alliances(self, seen: Seen, actions: list[Action]) -> Action | None:
        """Never proposes (an ally may not be attacked, and battles are its chivalry); accepts
        an offer when it has no ally, at least two rivals are left and the proposer neither
        leads it in chivalry nor is the strongest on the board; ends an alliance, in its own
        movement, with an ally who leads it in chivalry."""
        answers = [a for a in actions if isinstance(a, AnswerAlliance)]
        if answers:
            proposer = seen.data["players"][answers[0].from_seat]
            accept = accepts_alliance(
                has_ally=bool(seen.allies),
                rivals_left=len(seen.rivals),
                proposer_chivalry=proposer["chivalry"],
                own_chivalry=seen.me["chivalry"],
                proposer_strongest=proposer["seat"] == self._strongest(seen),
            )
            wanted = [a for a in answers if a.accept == accept]
            return (wanted or answers)[0]
        if any(isinstance(a, EndMovement) for a in actions):
            for a in actions:
                if isinstance(a, EndAlliance):
                    ally = seen.data["players"][a.ally]
                    if ally["chivalry"] > seen.me["chivalry"]:
                        return a
        return None

    @staticmethod
    def _strongest(seen: Seen) -> int:
        def might(p: dict[str, Any]) -> int:
            return sum(s["knights"] + s["footsoldiers"] for s in p["stacks"].values())

        alive = [p for p in seen.data["players"] if not p["eliminated"]]
        best: int = max(alive, key=lambda p: (might(p), -p["seat"]))["seat"]
        return best

    # -- movement (rules 9–21) -------------------------------------------------------------
    def _move(self, seen: Seen, actions: list[Action]) -> Action:
        """The move worth most (battles, captures, garrisons, quests), or the end of movement
        when none is worth anything."""
        best: Action = next(a for a in actions if isinstance(a, EndMovement))
        best_score = 0.5
        for action in actions:
            if isinstance(action, Move) and not action.free_move:
                score = self._score_move(seen, action)
                if score > best_score:
                    best, best_score = action, score
        return best

    def _score_move(self, seen: Seen, m: Move) -> float:
        board = seen.rs.board
        dest = board.node_square(m.destination)
        origin = board.node_square(m.origin)
        score = 0.0
        if m.knights or m.footsoldiers:
            score += self._military(seen, m, origin, dest)
        if m.challenger:
            score += self._challenger_move(seen, m, dest)
        return score

    def _military(self, seen: Seen, m: Move, origin: str, dest: str) -> float:
        mine = seen.stack(m.destination)
        force = (mine[0] + m.knights, mine[1] + m.footsoldiers)
        enemies = seen.enemies_at(m.destination)
        if enemies:
            gain = self._attack(seen, m, dest, force, enemies)
        else:
            gain = self._capture(seen, dest) + self._garrison(seen, dest, force, mine)
            gain += self._approach(seen, origin, dest, force) - self._exposure(seen, dest, force)
            gain -= 10.0 * max(0, sum(force) - STACK_CAP)  # a big stack's wages when besieged
        return gain - self._leaving(seen, m, origin)

    def _attack(
        self,
        seen: Seen,
        m: Move,
        dest: str,
        force: tuple[int, int],
        enemies: list[dict[str, Any]],
    ) -> float:
        """A battle's worth: refused below its line (`min_odds`: `MIN_ODDS`); otherwise the
        chance of the chivalry and the square against the expected gold and pieces (rules
        14–18, 20; house 4)."""
        odds = self._odds(seen, m.destination, dest, force, enemies)
        if odds.attacker_wins < self.min_odds:
            return -1000.0
        holder = self._holder(seen, dest, enemies)
        chivalry = seen.rs.chivalry.get("attacker_wins_battle", 1)
        if holder == Holder.CASTLE:
            chivalry += seen.rs.chivalry.get("capture_castle", 0)
        won = chivalry * CHIVALRY_GOLD + seen.tax(dest) * seen.horizon * 2
        lost = seen.piece_value(odds.attacker_knights_lost, odds.attacker_footsoldiers_lost)
        killed = seen.piece_value(odds.defender_knights_lost, odds.defender_footsoldiers_lost)
        return odds.attacker_wins * won + odds.attacker_gold - lost + killed / 2

    def _odds(
        self,
        seen: Seen,
        node: str,
        dest: str,
        force: tuple[int, int],
        enemies: list[dict[str, Any]],
    ) -> BattleOdds:
        d = seen.rs.defaults
        theirs = [e["stacks"][node] for e in enemies]
        defender = (sum(s["knights"] for s in theirs), sum(s["footsoldiers"] for s in theirs))
        guardian = seen.data["royal_guardian"]
        return battle_odds(
            seen.rs.tables,
            force,
            defender,
            holder=self._holder(seen, dest, enemies),
            attacker_guardian=guardian == seen.seat,
            defender_guardian=guardian in [e["seat"] for e in enemies],
            attacker_cards=min(seen.add_one_cards(), 2),
            red_faces=d.red_die_faces,
            blue_faces=d.blue_die_faces,
            knight_wage=d.knight_wage,
            footsoldier_wage=d.footsoldier_wage,
        )

    @staticmethod
    def _holder(seen: Seen, square: str, enemies: list[dict[str, Any]]) -> str | None:
        """Rules 18, 20: the defender holds the castle or village he controls."""
        board = seen.rs.board
        owner = seen.data["control"].get(square)
        if owner not in [e["seat"] for e in enemies]:
            return None
        castle = board.castle_at(square)
        if castle is not None and not castle.camelot:
            return Holder.CASTLE
        return Holder.VILLAGE if board.village_at(square) is not None else None

    def _capture(self, seen: Seen, dest: str) -> float:
        """An undefended village or castle is taken by moving in (rule 20): its tax for the
        turns ahead, twice when a rival loses it."""
        owner = seen.data["control"].get(dest)
        if owner == seen.seat or seen.tax(dest) == 0:
            return 0.0
        taken = 2 if owner is not None and owner not in seen.allies else 1
        return float(seen.tax(dest) * seen.horizon * taken)

    def _garrison(
        self, seen: Seen, dest: str, force: tuple[int, int], before: tuple[int, int]
    ) -> float:
        """Rule 23 and the squares it holds: reinforcing a threatened castle or village of its
        own is worth what the pieces added hold off."""
        if seen.data["control"].get(dest) != seen.seat or seen.tax(dest) == 0:
            return 0.0
        need = min(STACK_CAP, seen.threat(dest) + 1)
        held = min(sum(force), need) - min(sum(before), need)
        weight = 12.0 if dest == seen.home else 4.0
        return max(0, held) * weight

    def _approach(self, seen: Seen, origin: str, dest: str, force: tuple[int, int]) -> float:
        """Closing on the nearest target the force could beat: a weaker rival's pieces or a
        village or castle it does not hold."""
        strength = sum(force)
        before, after = seen.nearest(strength, origin), seen.nearest(strength, dest)
        if before is None or after is None:
            return 0.0
        return float(before - after) * APPROACH_GOLD

    def _exposure(self, seen: Seen, dest: str, force: tuple[int, int]) -> float:
        """Pieces left where a larger rival force can reach them next turn."""
        threat = seen.threat(dest)
        strength = sum(force)
        if threat <= strength:
            return 0.0
        shelter = 0.5 if seen.data["control"].get(dest) == seen.seat and seen.tax(dest) else 1.0
        return seen.piece_value(*force) * 0.6 * shelter

    def _leaving(self, seen: Seen, m: Move, origin: str) -> float:
        """What the pieces leaving a square of its own give up: the home castle's garrison
        (rule 23) or another castle's or village's."""
        if seen.data["control"].get(origin) != seen.seat or seen.tax(origin) == 0:
            return 0.0
        left = seen.stack(m.origin)
        stay = sum(left) - m.knights - m.footsoldiers
        need = min(STACK_CAP, max(2 if origin == seen.home else 1, seen.threat(origin) + 1))
        uncovered = min(sum(left), need) - min(stay, need)
        weight = 15.0 if origin == seen.home else 2.0
        return max(0, uncovered) * weight

    def _challenger_move(self, seen: Seen, m: Move, dest: str) -> float:
        """Quests (rules 28–29) and Camelot (rule 19); a challenger alone keeps out of a rival
        force's reach (rule 21: captured when enemy pieces enter his square)."""
        board = seen.rs.board
        if seen.data["tokens"].get(dest) == MagicToken.HIDDEN:
            return self._quest_worth(seen)
        castle = board.castle_at(dest)
        if castle is not None and castle.camelot:
            return 25.0 * seen.horizon if self._camelot_safe(seen) else -1000.0
        escorted = m.knights or m.footsoldiers or sum(seen.stack(m.destination))
        if not escorted and seen.threat(dest) > 0:
            return -200.0
        here = board.node_square(m.origin)
        if not escorted and not sum(seen.stack(m.origin)) and seen.threat(here) > 0:
            return 20.0  # leaving an exposed square for a safe one
        return 0.0

    def _quest_worth(self, seen: Seen) -> float:
        """The average guardian's worth (the pack is hidden; the cards are public)."""
        endurance = seen.me["endurance"]
        if endurance < seen.floor + QUEST_MARGIN:
            return -1000.0
        worth = 0.0
        cards = list(seen.rs.guardians.values())
        for card in cards:
            faces = self._faces(seen, card.die)
            p = guardian_odds(endurance - seen.floor, card.endurance, faces)
            worth += p * card.slay_chivalry * CHIVALRY_GOLD
            worth -= (1 - p) * (card.retreat_chivalry * CHIVALRY_GOLD + card.retreat_endurance * 5)
        worth /= max(1, len(cards))
        return worth if worth >= QUEST_WORTH else -1000.0

    @staticmethod
    def _faces(seen: Seen, die: str) -> int:
        d = seen.rs.defaults
        return d.blue_die_faces if die == Die.BLUE else d.red_die_faces

    def _camelot_safe(self, seen: Seen) -> bool:
        """No rival could challenge it there: none has the chivalry to enter (rule 19)."""
        need = seen.rs.defaults.camelot_chivalry
        return all(p["chivalry"] < need for p in seen.rivals)

    # -- battles under way (rules 13–14) ---------------------------------------------------
    def _choose_battle(self, seen: Seen, actions: list[Action]) -> Action:
        """The battle with the best odds first: a win there may free pieces elsewhere."""

        def chance(a: Action) -> float:
            assert isinstance(a, FightBattle)
            enemies = [p for p in seen.rivals if p["seat"] == a.defender] or seen.enemies_at(a.node)
            enemies = [e for e in enemies if a.node in e["stacks"]]
            force = seen.stack(a.node)
            if not enemies or not sum(force):
                return 0.0
            square = seen.rs.board.node_square(a.node)
            return self._odds(seen, a.node, square, force, enemies).attacker_wins

        return max(actions, key=chance)

    # -- the quest (rules 28–29) -----------------------------------------------------------
    def _quest(self, seen: Seen, actions: list[Action]) -> Action:
        """Fight on while a round cannot cost more than the endurance it keeps safe and the
        chance of slaying the guardian is even or better; otherwise retreat."""
        quest = seen.data["quest"]
        card = seen.rs.guardians[quest["guardian"]]
        faces = self._faces(seen, card.die)
        spare = seen.me["endurance"] - seen.floor
        retreats = [a for a in actions if isinstance(a, QuestRetreat)]
        safe = spare > faces - 1
        if not retreats or (
            safe and guardian_odds(spare, quest["guardian_endurance"], faces) >= 0.4
        ):
            return actions[0]
        return retreats[0]

    def _riddle(self, seen: Seen, first: AnswerRiddle) -> Action:
        """The answer only if the seat has learnt it (rule 29): it never reads the card."""
        riddle = seen.data["quest"]["riddle"]
        known = {r["card"]: r["answers"] for r in seen.me["known_riddles"]}
        if known.get(riddle):
            return AnswerRiddle(seat=first.seat, answer=known[riddle][0])
        return first

    # -- set-up and auctions (rules 4–5, 8) ------------------------------------------------
    def _challenger(self, seen: Seen, actions: list[Action]) -> Action:
        """The challenger whose castle and villages pay the most tax (rule 24)."""

        def income(a: Action) -> int:
            assert isinstance(a, ChooseChallenger)
            c = seen.rs.challenger(a.challenger)
            return sum(seen.tax(sq) for sq in (c.castle, *c.villages))

        best = max(income(a) for a in actions)
        return self.random.choice([a for a in actions if income(a) == best])

    def _bid(self, seen: Seen, actions: list[Action]) -> Action:
        """Rule 5: the cost of allegiance is paid every turn to the game's end, so it bids at
        most what the auctioned challenger's castle and villages pay in tax each turn, less
        one, and only while its own income after every allegiance stays above its dues."""
        auction = seen.data["setup"]["auction"]
        challenger = seen.rs.challenger(auction["challenger"])
        income = sum(seen.tax(sq) for sq in (challenger.castle, *challenger.villages))
        net = seen.me["tax_due"] - seen.me["cost_of_allegiance"]
        bids = [a for a in actions if isinstance(a, Bid)]
        budget = min(income - 1, net + income - 1)
        affordable = [a for a in bids if a.amount <= budget]
        return max(affordable or bids[:1], key=lambda a: a.amount)

    # -- purchases (rules 22–23) -----------------------------------------------------------
    def _purchase(self, seen: Seen, actions: list[Action]) -> Action:
        """Knights (the blue die, rule 12) where the threat beyond the garrison is largest;
        footsoldiers when knights run out; never below the reserve."""
        buys = [a for a in actions if isinstance(a, Buy)]
        end = next(a for a in actions if isinstance(a, EndTurn))
        if not buys:
            return end
        d = seen.rs.defaults
        gold = seen.me["gold"] - seen.reserve()
        knights = [a for a in buys if a.knights and d.knight_price <= gold]
        footsoldiers = [a for a in buys if a.footsoldiers and d.footsoldier_price <= gold]
        choice = knights or footsoldiers
        if not choice:
            return end
        board = seen.rs.board

        def need(a: Buy) -> tuple[int, int]:
            square = board.node_square(a.castle)
            return seen.threat(square) - sum(seen.stack(a.castle)), int(square == seen.home)

        cap = STACK_CAP + BUY_BEYOND_CAP
        choice = [a for a in choice if isinstance(a, Buy) and sum(seen.stack(a.castle)) < cap]
        if not choice:
            return end
        return max(choice, key=lambda a: need(a) if isinstance(a, Buy) else (0, 0))

    # -- dues (rule 32) and prisoners (rule 21) --------------------------------------------
    def _raise_funds(self, actions: list[Action]) -> Action:
        """Offers its cards for the gold it lacks to a player who can pay, again while one may
        accept; declares itself bankrupt only when no one can or after the offers."""
        offers = [a for a in actions if isinstance(a, OfferDeal)]
        if offers and self.random.random() < DEBT_OFFERS:
            return self.random.choice(offers)
        return actions[-1]

    def _answer_deal(self, seen: Seen, actions: list[Action]) -> Action:
        """Buys a debtor's cards when the gold leaves its own reserve whole."""
        deal = seen.data["deal"]
        accept = next((a for a in actions if isinstance(a, AnswerDeal) and a.accept), None)
        if accept is not None and seen.me["gold"] - deal["gold"] >= seen.reserve():
            return accept
        return actions[-1]

    def _ransom(self, seen: Seen, actions: list[Action]) -> Action:
        """Executes (house 4: −3 chivalry) only a prisoner who would otherwise lead it in
        chivalry; otherwise takes the ransom he can pay."""
        ransom = seen.data["ransom"]
        prisoner = seen.data["players"][ransom["prisoner"]]
        cost = -seen.rs.chivalry.get("execute_prisoner", 0)
        if prisoner["chivalry"] >= seen.me["chivalry"] - cost:
            return next(a for a in actions if isinstance(a, Execute))
        return actions[0]
