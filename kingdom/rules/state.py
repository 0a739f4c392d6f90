"""The whole state of one game: typed msgspec structs with a lossless JSON round trip.

The ruleset is not part of the JSON: a game freezes its ruleset once, and `State.from_json`
is given it back. Everything else a game needs to go on is here; what a seat may not see
(the grail's site, other hands, sealed bids) is removed by `engine.view`.

The structs are msgspec's: `to_json`, `from_json` and `copy` run in its C code (typed decoding,
with int keys and enums restored from their JSON forms), so `apply` can afford to work on a
private copy of the state it is given and never change its input.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

import msgspec
from msgspec import field

from kingdom.rules.combat import Holder

if TYPE_CHECKING:
    from kingdom.rules.ruleset import Ruleset


class Mode(enum.StrEnum):
    """Play-by-web with server dice, or a physical game whose faces are typed in (house 2)."""

    SERVER = "server"
    TABLE = "table"


class Phase(enum.StrEnum):
    """Where the game stands. Set-up (rules 4–5), then each turn's phases (rule 6 i–vi)."""

    ORDER = "order"  # rule 4 iv: the red die decides who starts
    CHOOSE = "choose"  # rule 4 v: each player selects a Royal Challenger
    AUCTION = "auction"  # rule 5: allegiances for the challengers nobody chose
    FORTUNE = "fortune"  # rule 6 i: draw the top fortune card
    ALLEGIANCE = "allegiance"  # rule 6 ii: pay the cost of allegiances
    MOVEMENT = "movement"  # rule 6 iii
    BATTLES = "battles"  # rule 6 iv
    PURCHASE = "purchase"  # rule 6 v
    TAXES = "taxes"  # rule 6 vi
    OVER = "over"  # rule 36


class Order(enum.StrEnum):
    """How the first player is found (rule 4 iv): by the red die, or as the host seated them."""

    ROLL = "roll"
    SEATING = "seating"


class Settings(msgspec.Struct):
    """What the host chose at creation."""

    order: Order = Order.ROLL
    auction_order: tuple[str, ...] = ()  # challengers in the order the moneylender auctions them
    round_limit: int | None = None  # rule 38: an agreed number of rounds


class Stack(msgspec.Struct):
    """One player's military pieces on one square (or river side)."""

    knights: int = 0
    footsoldiers: int = 0
    knights_moved: int = 0  # of which have moved this turn (rule 9: once per turn)
    footsoldiers_moved: int = 0

    @property
    def strength(self) -> int:
        """Combat value: one point per knight and per footsoldier (rule 12 i–ii)."""
        return self.knights + self.footsoldiers

    @property
    def empty(self) -> bool:
        return self.knights == 0 and self.footsoldiers == 0


class Allegiance(msgspec.Struct):
    """A Cost of Allegiance entry on the record card (rule 5 iii)."""

    challenger: str
    cost: int


class Player(msgspec.Struct):
    seat: int
    name: str
    challenger: str | None = None
    challenger_at: str | None = None  # node of his Royal Challenger; None when off the board
    challenger_moved: bool = False
    gold: int = 0
    chivalry: int = 0
    endurance: int = 0
    stacks: dict[str, Stack] = field(default_factory=dict)
    allegiances: list[Allegiance] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    eliminated: bool = False
    elimination_rule: str | None = None
    turns_to_miss: int = 0
    miss_reason: str | None = None
    home_clear_since: int | None = -1  # turn number since which his castle had no enemy (rule 23)
    prisoner_of: int | None = None  # the captor's seat while his challenger is a prisoner
    # His own turn (counted by `turns_taken`) during which his challenger stays in his castle,
    # recovering after a joust or a release (rules 7 v, 21 iii b), and the rule that says so.
    stays_home_turn: int | None = None
    stays_home_rule: str | None = None
    camelot_since: int | None = None  # the turn his challenger entered Camelot (rule 19)
    last_turn: int = 0  # the number of his last turn begun
    rank: int | None = None  # final place (rule 36)
    turns_taken: int = 0  # his own turns begun (a ban lasts whole turns of his)
    banned_sites: dict[str, int] = field(default_factory=dict)  # site -> first turn back
    known_riddles: list[str] = field(default_factory=list)  # riddles whose answers he learnt
    proposed_on: int | None = None  # the turn number of his last alliance proposal (rule 33)

    def stays_home(self) -> str | None:
        """The rule that keeps his challenger in his castle during this turn of his (rules 7 v,
        21 iii b), or None: only the challenger is held; his player plays the turn as usual."""
        return self.stays_home_rule if self.stays_home_turn == self.turns_taken else None

    @property
    def cost_of_allegiance(self) -> int:
        """The total paid at the start of each turn (rule 8)."""
        return sum(a.cost for a in self.allegiances)

    def knights(self) -> int:
        return sum(s.knights for s in self.stacks.values())

    def footsoldiers(self) -> int:
        return sum(s.footsoldiers for s in self.stacks.values())

    def stack(self, node: str) -> Stack:
        return self.stacks.setdefault(node, Stack())


class RollPurpose(enum.StrEnum):
    """What a die is rolled for; each purpose has one handler in the rules (`registry.on_roll`)."""

    ORDER = "order"  # rule 4 iv: who plays first
    AUCTION = "auction"  # rule 5, house 9: a roll-off between tied bidders
    BATTLE_ATTACKER = "battle attacker"  # rule 14 iii
    BATTLE_DEFENDER = "battle defender"
    CASUALTY = "casualty"  # rule 16: the opponent's red die picks the piece lost
    ESCAPE = "escape"  # rule 21 i
    DUEL = "duel"  # rule 19 i
    CARD_CASUALTY = "card casualty"  # rule 7: a card strikes a mixed stack
    JOUST = "joust"  # rule 7 ii
    GUARDIAN = "guardian"  # rule 28 ii: the player on the left rolls for the guardian
    QUESTER = "quester"


class Roll(msgspec.Struct):
    """A die the game waits for: who rolls, which die, what for, and (for a casualty) whose
    piece it picks."""

    seat: int
    die: str
    purpose: RollPurpose
    rule: str
    of_seat: int | None = None  # the seat losing a piece (CASUALTY)

    @property
    def description(self) -> str:
        """The purpose as the log says it: "casualty of 2", "battle attacker"."""
        if self.of_seat is not None:
            return f"{self.purpose.value} of {self.of_seat}"
        return self.purpose.value


class AuctionState(msgspec.Struct):
    """The sealed-bid auction of one unchosen challenger (rule 5, RULES.md section 9)."""

    challenger: str
    bids: dict[int, int] = field(default_factory=dict)  # sealed: seen only by each bidder
    contenders: list[int] = field(default_factory=list)  # seats in a roll-off
    rolls: dict[int, int] = field(default_factory=dict)  # faces of the current roll-off round
    rolled_total: dict[int, int] = field(default_factory=dict)  # cumulative, for the no-bid cost
    no_bids: bool = False


class Debt(msgspec.Struct):
    """A due the player could not pay in full (rule 32); the game waits while he raises funds."""

    seat: int
    creditor: int | None  # None: the moneylender
    amount: int
    reason: str
    rule: str


class Deal(msgspec.Struct):
    """Cards (or a promise) offered for gold by a debtor, awaiting the other player's answer."""

    seat: int
    to_seat: int
    gold: int
    cards: tuple[str, ...] = ()
    promise: str = ""


class Offer(msgspec.Struct):
    """A deal `seat` offered `to_seat` (rule 32, house 28), awaiting his answer: `seat` gives
    `gold` and `cards`, `to_seat` gives `for_gold` and `for_cards`. SECRET but to the two: the
    cards and the promise (`engine.view`)."""

    number: int  # deals offered in the game before it: a new offer is a new decision
    seat: int
    to_seat: int
    gold: int = 0
    cards: tuple[str, ...] = ()
    for_gold: int = 0
    for_cards: tuple[str, ...] = ()
    promise: str = ""


class Proposal(msgspec.Struct):
    """An alliance offered by `seat` to `to_seat`, awaiting the answer (rule 33)."""

    seat: int
    to_seat: int
    number: int  # proposals made in the game before it: a new offer is a new decision


class Contest(msgspec.Struct):
    """A square where the mover's military pieces stand with an opponent's (rule 6 iv)."""

    node: str
    defender: int


class BattleStage(enum.StrEnum):
    """Where a battle's round stands (rules 13–16)."""

    START = "start"  # a new round begins
    CARDS = "cards"  # the sides choose their add-one cards, sealed (rule 13, house 18)
    ROLLS = "rolls"  # both sides roll (rule 14 iii)
    LOSSES = "losses"  # the points lost are removed piece by piece (rule 16)


class Battle(msgspec.Struct):
    """One battle under way (rules 14–17). Forces are read from the stacks on `node`."""

    node: str
    aggressor: int  # the mover who attacked (rule 14 i)
    victim: int  # the original defender
    attacker: int  # the attacking role now ("reverse" swaps the roles, rule 15 v)
    defender: int
    table: int
    holder: Holder | None  # when the victim holds the square (rules 18, 20)
    wages: dict[int, int] = field(default_factory=dict)  # set aside before the first round
    initial: dict[int, list[int]] = field(default_factory=dict)  # [knights, footsoldiers]
    round: int = 0
    stage: BattleStage = BattleStage.START
    deciding: list[int] = field(default_factory=list)  # seats yet to commit add-one cards
    cards: dict[int, int] = field(default_factory=dict)  # add-one cards played this round
    faces: dict[int, int] = field(default_factory=dict)  # this round's faces
    losses: dict[int, int] = field(default_factory=dict)  # points still to remove
    delayed: bool = False
    # Rule 33: each leader's allies whose pieces on `node` fight on his side (none: no entry).
    allies: dict[int, list[int]] = field(default_factory=dict)


class Escape(msgspec.Struct):
    """A Royal Challenger left alone after his forces fell (rule 21 i)."""

    seat: int
    captor: int
    node: str
    refuges: list[str] = field(default_factory=list)  # tied nearest castles to choose from
    then: list[int] = field(default_factory=list)  # allies' challengers left alone, in turn


class Duel(msgspec.Struct):
    """Two Royal Challengers in Camelot fight to the death (rule 19 i–iii)."""

    node: str
    seats: list[int]
    faces: dict[int, int] = field(default_factory=dict)


class Ransom(msgspec.Struct):
    """A prisoner who cannot raise the ransom: the captor decides (rule 21 iii c)."""

    prisoner: int
    captor: int


class CardLoss(msgspec.Struct):
    """Pieces a fortune card strikes in one place (rule 7), removed one at a time."""

    seat: int
    node: str
    piece: str  # knight, footsoldier, any
    count: int


class Joust(msgspec.Struct):
    """A Royal Jousting Tournament under way (rule 7)."""

    host: int
    card: str
    invited: list[int] = field(default_factory=list)
    replies: dict[int, bool] = field(default_factory=dict)
    riders: list[int] = field(default_factory=list)
    lance: int | None = None  # the rider who brought the magic lance
    lance_card: str | None = None
    points: dict[int, int] = field(default_factory=dict)
    pairs: list[list[int]] = field(default_factory=list)  # rides still to run this round
    attempt: int = 1
    picks: dict[int, list[int]] = field(default_factory=dict)
    faces: dict[int, int] = field(default_factory=dict)


class QuestStage(enum.StrEnum):
    """Where a quest stands (rules 28–29)."""

    DRAW = "draw"  # the guardian is drawn (rule 28 i)
    CHOOSE = "choose"  # fight the guardian another round or retreat (rule 28)
    ROLLS = "rolls"  # both roll the guardian card's die (rule 28 ii)
    TOKEN = "token"  # the guardian slain, the magic token is turned (rule 29)
    RIDDLE = "riddle"  # the grail found: the riddle is drawn (rule 29)
    ANSWER = "answer"  # the quester answers it
    JUDGE = "judge"  # the player on his left judges the answer (RULES.md section 7)
    LEAVE = "leave"  # a wrong answer: he departs to an adjacent square (rule 29)


class Quest(msgspec.Struct):
    """A Royal Challenger on a mystic site facing its guardian (rules 27–31)."""

    seat: int
    site: str
    left: int  # the player on his left draws and rolls for the guardian (rule 28)
    guardian: str | None = None
    guardian_endurance: int = 0
    stage: QuestStage = QuestStage.DRAW
    faces: dict[str, int] = field(default_factory=dict)
    riddle: str | None = None
    answer: str | None = None


class Setup(msgspec.Struct):
    contenders: list[int] = field(default_factory=list)  # seats rolling for first place
    rolls: dict[int, int] = field(default_factory=dict)
    choosing: int = 0  # index into `order` of the seat choosing a challenger
    to_auction: list[str] = field(default_factory=list)
    auction: AuctionState | None = None


class Turn(msgspec.Struct):
    seat: int
    number: int  # turns begun in the game, from 1
    round: int  # rounds begun, from 1 (rule 38)
    misses: bool = False  # a missed turn: no fortune card, no moves (a prisoner, a card)
    hosting: bool = False  # rule 7: the host of a tournament neither moves nor fights
    contests: list[Contest] | None = None  # battles still to fight this turn (rule 6 iv)


class MagicToken(enum.StrEnum):
    """A mystic site's magic token (rules 25, 29)."""

    HIDDEN = "hidden"  # face down: it may hide the grail (rule 25)
    REMOVED = "removed"  # turned without the grail: gone from the board (rule 29)
    TAKEN = "taken"  # the grail's, won by the new Royal Guardian (rule 29)


class State(msgspec.Struct, dict=True):
    mode: Mode
    settings: Settings
    players: list[Player]
    phase: Phase = Phase.ORDER
    order: list[int] = field(default_factory=list)  # seats in playing order (rule 4 iv)
    setup: Setup = field(default_factory=Setup)
    turn: Turn | None = None
    control: dict[str, int] = field(default_factory=dict)  # square -> seat with a standard
    tokens: dict[str, MagicToken] = field(default_factory=dict)  # by mystic site
    grail_site: str | None = None  # SECRET until the token is turned (rule 25)
    fortune_pack: list[str] = field(default_factory=list)  # SECRET order; top card first
    # At a table: how many cards at the bottom of the fortune pack are known, in the order they
    # went under it (rule 7); the cards above them are in the order of the real shuffle, which
    # nobody knows. None: a game by web (its whole order known), or a table saved before issue 34.
    fortune_under: int | None = None
    guardian_pack: list[str] = field(default_factory=list)  # SECRET
    riddle_pack: list[str] = field(default_factory=list)  # SECRET
    card_losses: list[CardLoss] = field(default_factory=list)
    joust: Joust | None = None
    quest: Quest | None = None
    rolls_made: int = 0  # index of the next die roll (server dice)
    draws_made: int = 0  # index of the next hidden draw (server dice)
    pending_roll: Roll | None = None
    debt: Debt | None = None  # the due the game waits for
    dues: list[Debt] = field(default_factory=list)  # further dues, settled after it in order
    deal: Deal | None = None
    battle: Battle | None = None
    escape: Escape | None = None
    duel: Duel | None = None
    ransom: Ransom | None = None
    sieges: dict[str, int] = field(default_factory=dict)  # node -> besieger after a delay
    alliances: list[tuple[int, int]] = field(default_factory=list)  # rule 33: (low, high) seats
    proposals: list[Proposal] = field(default_factory=list)  # alliances offered, unanswered
    proposals_made: int = 0
    offers: list[Offer] = field(default_factory=list)  # deals offered, unanswered (house 28)
    offers_made: int = 0
    royal_guardian: int | None = None  # rule 31
    camelot_fallen: bool = False  # rule 19: the ninth token has left the board
    winner: int | None = None
    ended_by: str | None = None

    if TYPE_CHECKING:  # an attribute outside the fields (`dict=True`): never encoded

        @property
        def ruleset(self) -> Ruleset: ...
        @ruleset.setter
        def ruleset(self, value: Ruleset) -> None: ...

    # -- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The state as JSON data (objects, lists, strings, numbers), as the database keeps it."""
        return _JSON_DECODER.decode(_JSON_ENCODER.encode(self))  # type: ignore[no-any-return]

    def to_json_bytes(self) -> bytes:
        return _JSON_ENCODER.encode(self)

    @classmethod
    def from_json(cls, data: dict[str, Any], ruleset: Ruleset) -> State:
        """Rebuild a state from `to_json`'s data; a malformed one raises msgspec.ValidationError."""
        if "ruleset" in data:
            data = {k: v for k, v in data.items() if k != "ruleset"}
        state = msgspec.convert(data, cls, str_keys=True)
        state.ruleset = ruleset
        return state

    @classmethod
    def from_json_bytes(cls, raw: bytes, ruleset: Ruleset) -> State:
        state = _STATE_JSON_DECODER.decode(raw)
        state.ruleset = ruleset
        return state

    def copy(self) -> State:
        """A deep copy that shares nothing mutable with this state (msgspec's msgpack, in C)."""
        state = _COPY_DECODER.decode(_COPY_ENCODER.encode(self))
        state.ruleset = self.ruleset
        return state

    def copyable(self) -> None:
        """Raise what `copy` would (an integer beyond msgpack's 64 bits: OverflowError), without
        its decoding: a state that encodes decodes back (its JSON round trip says its types
        are the state's), so the check costs half a copy."""
        _COPY_ENCODER.encode(self)

    # -- lookups ---------------------------------------------------------------------------
    @property
    def rs(self) -> Ruleset:
        assert self.ruleset is not None, "a state needs its ruleset"
        return self.ruleset

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def active_seats(self) -> list[int]:
        """Seats still in the game, in playing order."""
        order = self.order or [p.seat for p in self.players]
        return [s for s in order if not self.players[s].eliminated]

    def occupants(self, node: str) -> dict[int, Stack]:
        """Military pieces on a node, by seat (empty stacks left out)."""
        return {
            p.seat: p.stacks[node]
            for p in self.players
            if node in p.stacks and not p.stacks[node].empty
        }

    def military_by_node(self) -> dict[str, list[int]]:
        """Every node holding military pieces, with the seats whose pieces stand there (one
        pass over the stacks, for a rule that asks about many nodes at once)."""
        holders: dict[str, list[int]] = {}
        for p in self.players:
            for node, stack in p.stacks.items():
                if not stack.empty:
                    holders.setdefault(node, []).append(p.seat)
        return holders

    def allied(self, a: int, b: int) -> bool:
        """Whether two seats are allies (rule 33): their pieces share squares without battle."""
        return (min(a, b), max(a, b)) in self.alliances

    def allies_of(self, seat: int) -> list[int]:
        return sorted(b if a == seat else a for a, b in self.alliances if seat in (a, b))

    def enemies_at(self, node: str, seat: int) -> list[int]:
        """Seats other than `seat` and its allies with military pieces on `node` (rule 33)."""
        return [s for s in self.occupants(node) if s != seat and not self.allied(s, seat)]

    def challengers_at(self, node: str) -> list[int]:
        """The free Royal Challengers on a node (a prisoner in his captor's castle is none)."""
        return [
            p.seat
            for p in self.players
            if p.challenger_at == node and not p.eliminated and p.prisoner_of is None
        ]

    def return_cards(self, cards: list[str]) -> None:
        """Cards go back to the bottom of the fortune pack (rule 7)."""
        self.fortune_pack.extend(cards)
        if self.fortune_under is not None:
            self.fortune_under += len(cards)

    def fortune_on_top(self) -> list[str]:
        """The fortune cards that can be the next drawn (rule 6 i, "the topmost card"). By web
        the top card. At a table any card not drawn since the shuffle while one is left, since
        the cards put under the pack wait there until it has gone round (rule 7: "returned to
        the bottom of the fortune pack"); then the first that went under, and so on."""
        pack = self.fortune_pack
        if self.mode == Mode.SERVER:
            return pack[:1]
        if self.fortune_under is None:
            return list(pack)  # a table saved before the count: any card in the pack
        above = len(pack) - self.fortune_under
        return pack[:above] if above > 0 else pack[:1]

    def controlled(self, seat: int) -> list[str]:
        return sorted(square for square, owner in self.control.items() if owner == seat)

    def tax_due(self, seat: int) -> int:
        """Tax Due on the record card: the sum over villages and castles controlled (rule 24)."""
        tax = self.rs.square_tax  # the order of the squares does not matter to a sum
        return sum(tax(square) for square, owner in self.control.items() if owner == seat)

    def home_castle(self, seat: int) -> str:
        """The castle of the player's Royal Challenger (rule 4 v): where he starts, where he
        returns after a tournament (rule 7) or a ransom, where his prisoners are kept (rule 21)."""
        challenger = self.players[seat].challenger
        if challenger is None:
            raise AssertionError(f"seat {seat} has chosen no Royal Challenger yet (rule 4 v)")
        return self.rs.challenger(challenger).castle

    # -- what is under way: asked for only while the rule that opens it is being played --------
    def current_turn(self) -> Turn:
        """The turn being played (rule 6); there is one from the first turn to the end."""
        if self.turn is None:
            raise AssertionError("no turn has begun: the game is being set up (rules 4–5)")
        return self.turn

    def current_auction(self) -> AuctionState:
        """The allegiance being auctioned (rule 5)."""
        if self.setup.auction is None:
            raise AssertionError("no allegiance is being auctioned (rule 5)")
        return self.setup.auction

    def current_battle(self) -> Battle:
        """The battle being fought (rules 14–17)."""
        if self.battle is None:
            raise AssertionError("no battle is being fought (rule 14)")
        return self.battle

    def current_escape(self) -> Escape:
        """The Royal Challenger left alone, trying to flee (rule 21 i)."""
        if self.escape is None:
            raise AssertionError("no Royal Challenger is fleeing (rule 21 i)")
        return self.escape

    def current_duel(self) -> Duel:
        """The fight to the death in Camelot (rule 19 i)."""
        if self.duel is None:
            raise AssertionError("no fight to the death is under way in Camelot (rule 19 i)")
        return self.duel

    def current_joust(self) -> Joust:
        """The Royal Jousting Tournament being held (rule 7)."""
        if self.joust is None:
            raise AssertionError("no tournament is being held (rule 7)")
        return self.joust

    def current_quest(self) -> Quest:
        """The quest on a mystic site (rules 27–31)."""
        if self.quest is None:
            raise AssertionError("no Royal Challenger is on a quest (rule 28)")
        return self.quest


_JSON_ENCODER = msgspec.json.Encoder()
_JSON_DECODER = msgspec.json.Decoder()
_STATE_JSON_DECODER = msgspec.json.Decoder(State)
_COPY_ENCODER = msgspec.msgpack.Encoder()
_COPY_DECODER = msgspec.msgpack.Decoder(State)
