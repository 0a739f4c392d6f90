"""What happened: one small frozen struct per event, each naming the rule it applied.

`visible_to` is None for a public event, or the seats that may see it (a sealed bid, a card
drawn into a hand); `engine.view_events` filters the log by it.
"""

from __future__ import annotations

from typing import Any, ClassVar

import msgspec

from kingdom.rules.actions import snake_case
from kingdom.rules.combat import BattleOutcome

EVENTS: dict[str, type[Event]] = {}


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag=snake_case):
    rule: str
    visible_to: tuple[int, ...] | None = None

    type: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.type = snake_case(cls.__name__)
        EVENTS[cls.type] = cls

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = _JSON_DECODER.decode(_JSON_ENCODER.encode(self))
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Event:
        event: Event = msgspec.convert(data, EVENTS[data["type"]], str_keys=True)
        return event

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


class GameStarted(Event, frozen=True, kw_only=True):
    seats: tuple[str, ...]
    mode: str
    dice_commitment: str | None = None


class DieRolled(Event, frozen=True, kw_only=True):
    """Every roll (house 2): who rolled, which die, the face, and what for."""

    seat: int | None
    die: str
    face: int
    purpose: str


class HiddenDraw(Event, frozen=True, kw_only=True):
    """A hidden chance (where the grail lies): recorded for replay, shown to nobody."""

    purpose: str
    value: int


class FirstPlayerFound(Event, frozen=True, kw_only=True):
    seat: int
    order: tuple[int, ...]


class ChallengerChosen(Event, frozen=True, kw_only=True):
    seat: int
    challenger: str


class PiecesPlaced(Event, frozen=True, kw_only=True):
    seat: int
    node: str
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False


class ControlChanged(Event, frozen=True, kw_only=True):
    """A standard placed on (or taken from) a village or castle."""

    square: str
    seat: int | None  # the new holder, None when nobody holds it
    previous: int | None


class TaxDueChanged(Event, frozen=True, kw_only=True):
    """Tax Due on the record card, recomputed whenever control changes (rule 24)."""

    seat: int
    tax_due: int


class GoldTransferred(Event, frozen=True, kw_only=True):
    """A ledger posting: `payer` to `payee`, None being the moneylender (the bank)."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str


class TokensHidden(Event, frozen=True, kw_only=True):
    """The nine magic tokens lie face down on the mystic sites (rule 4 viii)."""

    sites: tuple[str, ...]


class AuctionOpened(Event, frozen=True, kw_only=True):
    challenger: str


class BidSealed(Event, frozen=True, kw_only=True):
    """Public: that a seat has bid; the amount goes only to the bidder (`BidRecorded`)."""

    seat: int


class BidRecorded(Event, frozen=True, kw_only=True):
    seat: int
    amount: int


class BidsRevealed(Event, frozen=True, kw_only=True):
    challenger: str
    bids: dict[int, int]


class AllegianceFormed(Event, frozen=True, kw_only=True):
    """The winner records the Cost of Allegiance and receives the challenger's lands (rule 5)."""

    seat: int
    challenger: str
    cost: int


class TurnStarted(Event, frozen=True, kw_only=True):
    seat: int
    number: int
    round: int


class PhaseStarted(Event, frozen=True, kw_only=True):
    seat: int
    phase: str


class TurnMissed(Event, frozen=True, kw_only=True):
    seat: int
    reason: str
    turns_left: int


class PiecesMoved(Event, frozen=True, kw_only=True):
    seat: int
    origin: str
    destination: str
    path: tuple[str, ...]
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False
    free_move: bool = False


class CardPlayed(Event, frozen=True, kw_only=True):
    """A kept fortune card played from the hand; it goes to the bottom of the pack (rule 7)."""

    seat: int
    card: str


class PiecesBought(Event, frozen=True, kw_only=True):
    seat: int
    castle: str
    knights: int
    footsoldiers: int
    cost: int


class TurnEnded(Event, frozen=True, kw_only=True):
    seat: int
    number: int


class DebtDue(Event, frozen=True, kw_only=True):
    """A due the player cannot pay in full (rule 32): he may raise funds before it settles."""

    seat: int
    creditor: int | None
    amount: int
    reason: str


class DealOffered(Event, frozen=True, kw_only=True):
    seat: int
    to_seat: int
    gold: int
    cards: int
    promise: str


class DealAnswered(Event, frozen=True, kw_only=True):
    seat: int
    accepted: bool


class CardsHandedOver(Event, frozen=True, kw_only=True):
    seat: int
    to_seat: int
    cards: tuple[str, ...]


class PlayerEliminated(Event, frozen=True, kw_only=True):
    seat: int
    reason: str


class GameEnded(Event, frozen=True, kw_only=True):
    winner: int | None
    ranking: tuple[int, ...]
    reason: str


class BattleStarted(Event, frozen=True, kw_only=True):
    """Each side's combat value is entered on its record card (rule 14 ii); wages are set
    aside (rule 17)."""

    node: str
    attacker: int
    defender: int
    table: int
    attacker_strength: int
    defender_strength: int
    wages: dict[int, int]


class BattleRound(Event, frozen=True, kw_only=True):
    """One round: both dice, every modifier, the scores and the table's cell (rule 14 iii)."""

    node: str
    round: int
    table: int
    attacker: int
    defender: int
    attacker_die: str
    defender_die: str
    attacker_face: int
    defender_face: int
    attacker_modifiers: tuple[str, ...]
    defender_modifiers: tuple[str, ...]
    attacker_score: int
    defender_score: int
    attacker_action: str
    defender_action: str
    result: str
    cell_source: str


class PiecesLost(Event, frozen=True, kw_only=True):
    seat: int
    node: str
    knights: int = 0
    footsoldiers: int = 0


class RolesReversed(Event, frozen=True, kw_only=True):
    node: str
    attacker: int
    defender: int


class BattleEnded(Event, frozen=True, kw_only=True):
    node: str
    outcome: BattleOutcome
    winner: int | None


class ChivalryChanged(Event, frozen=True, kw_only=True):
    seat: int
    change: int
    chivalry: int
    reason: str


class EnduranceChanged(Event, frozen=True, kw_only=True):
    seat: int
    change: int
    endurance: int
    reason: str


class ChallengerEscaped(Event, frozen=True, kw_only=True):
    seat: int
    node: str
    refuge: str


class ChallengerCaptured(Event, frozen=True, kw_only=True):
    seat: int
    captor: int
    node: str
    prison: str


class ChallengerReleased(Event, frozen=True, kw_only=True):
    seat: int
    captor: int
    ransom: int
    home: str


class ChallengerRecovering(Event, frozen=True, kw_only=True):
    """Back in his own castle, where he stays during his player's next turn (rules 7 v,
    21 iii b); his player plays that turn as usual."""

    seat: int
    castle: str


class CamelotFallen(Event, frozen=True, kw_only=True):
    square: str


class PacksShuffled(Event, frozen=True, kw_only=True):
    """Rule 4 i: the three packs are shuffled face down (the order is secret)."""

    fortune: int
    guardians: int
    riddles: int


class FortuneDrawn(Event, frozen=True, kw_only=True):
    """The top fortune card (rule 6 i). A card kept in hand is named only to its holder."""

    seat: int
    card: str | None
    title: str | None
    kept: bool


class CardKept(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class TroopsJoined(Event, frozen=True, kw_only=True):
    seat: int
    castle: str | None
    knights: int
    footsoldiers: int


class TournamentAnnounced(Event, frozen=True, kw_only=True):
    host: int
    castle: str
    invited: tuple[int, ...]


class TournamentReply(Event, frozen=True, kw_only=True):
    seat: int
    accept: bool


class NumbersPicked(Event, frozen=True, kw_only=True):
    """Sealed until both riders have picked; then the `NumbersRevealed` event shows them."""

    seat: int


class RideRun(Event, frozen=True, kw_only=True):
    """One attempt of a ride: both riders' numbers and throws, and who struck (rule 7 ii)."""

    riders: tuple[int, int]
    attempt: int
    numbers: dict[int, list[int]]
    faces: dict[int, int]
    struck: tuple[int, ...]
    points: dict[int, int]


class TournamentWon(Event, frozen=True, kw_only=True):
    seat: int
    points: dict[int, int]


class QuestBegun(Event, frozen=True, kw_only=True):
    seat: int
    site: str
    left: int


class GuardianDrawn(Event, frozen=True, kw_only=True):
    seat: int  # the player on the quester's left, who drew it
    card: str
    name: str
    endurance: int
    die: str


class GuardianRound(Event, frozen=True, kw_only=True):
    seat: int
    guardian_face: int
    challenger_face: int
    guardian_endurance: int
    challenger_endurance: int


class GuardianSlain(Event, frozen=True, kw_only=True):
    seat: int
    card: str


class QuestRetreated(Event, frozen=True, kw_only=True):
    seat: int
    site: str
    to: str


class TokenTurned(Event, frozen=True, kw_only=True):
    seat: int
    site: str
    grail: bool
    tokens_left: int


class RiddleAsked(Event, frozen=True, kw_only=True):
    seat: int
    card: str
    question: str


class RiddleAnswered(Event, frozen=True, kw_only=True):
    seat: int
    answer: str
    correct: bool


class RiddleRevealed(Event, frozen=True, kw_only=True):
    """Only the failed quester learns the riddle's answers (rule 29)."""

    seat: int
    card: str
    answers: tuple[str, ...]


class RoyalGuardian(Event, frozen=True, kw_only=True):
    """Rule 30–31: he inherits the Holy Grail (or it passes to his captor)."""

    seat: int | None
    site: str | None


# -- alliances (rule 33): all public ------------------------------------------------------------
class AllianceProposed(Event, frozen=True, kw_only=True):
    """`seat` offers `to_seat` an alliance; the offer waits for his answer."""

    seat: int
    to_seat: int


class AllianceFormed(Event, frozen=True, kw_only=True):
    """`seat` accepted the alliance `proposer` offered."""

    seat: int
    proposer: int


class AllianceRefused(Event, frozen=True, kw_only=True):
    """`seat` refused the alliance `proposer` offered (or it lapsed: `reason`)."""

    seat: int
    proposer: int
    reason: str = "refused"


class AllianceEnded(Event, frozen=True, kw_only=True):
    """`seat` ended his alliance with `ally`; it takes effect at once."""

    seat: int
    ally: int
    reason: str = "ended"


class AlliesJoinBattle(Event, frozen=True, kw_only=True):
    """An ally's pieces on the battle square fight on `leader`'s side: the combat value is the
    side's sum, casualties come from the leader first, each pays his own wages."""

    node: str
    leader: int
    allies: tuple[int, ...]
    strength: int


class AllyLeavesBattle(Event, frozen=True, kw_only=True):
    """The alliance ended during the battle: the former ally's pieces stop fighting in it, and
    the wages set aside for them are his again. `strength`: the side's value without him (None
    in events logged before issue 35)."""

    node: str
    leader: int
    seat: int
    strength: int | None = None


# -- deals between players (rule 32, house 28): the terms are the two parties' ---------------------
class DealProposed(Event, frozen=True, kw_only=True):
    """`seat` offered `to_seat` a deal, numbered `number`; what it holds is in `DealTerms`."""

    seat: int
    to_seat: int
    number: int


class DealTerms(Event, frozen=True, kw_only=True):
    """What the deal holds, seen by its two parties only: `seat` gives `gold` and `cards`,
    `to_seat` gives `for_gold` and `for_cards`; `promise` is `seat`'s word."""

    seat: int
    to_seat: int
    number: int
    gold: int
    cards: tuple[str, ...]
    for_gold: int
    for_cards: tuple[str, ...]
    promise: str


class DealAccepted(Event, frozen=True, kw_only=True):
    """`seat` accepted the deal `proposer` offered: the gold is public, the cards are counted
    (which cards is the parties' secret: `CardsHandedOver`)."""

    seat: int
    proposer: int
    number: int
    gold: int
    cards: int
    for_gold: int
    for_cards: int


class DealRefused(Event, frozen=True, kw_only=True):
    """`seat` refused the deal `proposer` offered (or it lapsed: `reason`)."""

    seat: int
    proposer: int
    number: int
    reason: str = "refused"


class DealWithdrawn(Event, frozen=True, kw_only=True):
    """`seat` took back the deal he offered `to_seat` before it was answered."""

    seat: int
    to_seat: int
    number: int


class DealLapsed(Event, frozen=True, kw_only=True):
    """The deal `seat` offered `to_seat` can no longer be done as offered, and ends the moment
    it becomes impossible (issue 26): `reason` says why, in words. `number` is the deal's
    between players (house 28), None for a debtor's offer (rule 32 i–ii). `cards`: the cards
    offered that `seat` no longer holds; when there are any, the event is the two parties'
    (which cards a deal holds is their secret), else it is public."""

    seat: int
    to_seat: int
    number: int | None
    reason: str
    cards: tuple[str, ...] = ()


_JSON_ENCODER = msgspec.json.Encoder()
_JSON_DECODER = msgspec.json.Decoder()
