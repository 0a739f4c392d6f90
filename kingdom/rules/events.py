"""What happened: one small dataclass per event, each naming the rule it applied.

`visible_to` is None for a public event, or the seats that may see it (a sealed bid, a card
drawn into a hand); `engine.view_events` filters the log by it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

from kingdom.rules import codec

EVENTS: dict[str, type[Event]] = {}


@dataclass(frozen=True, kw_only=True)
class Event:
    rule: str
    visible_to: tuple[int, ...] | None = None

    type: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.type = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
        EVENTS[cls.type] = cls

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, **codec.encode(self)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Event:
        cls = EVENTS[data["type"]]
        return codec.decode(cls, {k: v for k, v in data.items() if k != "type"})

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


@dataclass(frozen=True, kw_only=True)
class GameStarted(Event):
    seats: tuple[str, ...]
    mode: str
    dice_commitment: str | None = None


@dataclass(frozen=True, kw_only=True)
class DieRolled(Event):
    """Every roll (house 2): who rolled, which die, the face, and what for."""

    seat: int | None
    die: str
    face: int
    purpose: str


@dataclass(frozen=True, kw_only=True)
class HiddenDraw(Event):
    """A hidden chance (where the grail lies): recorded for replay, shown to nobody."""

    purpose: str
    value: int


@dataclass(frozen=True, kw_only=True)
class FirstPlayerFound(Event):
    seat: int
    order: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class ChallengerChosen(Event):
    seat: int
    challenger: str


@dataclass(frozen=True, kw_only=True)
class PiecesPlaced(Event):
    seat: int
    node: str
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False


@dataclass(frozen=True, kw_only=True)
class ControlChanged(Event):
    """A standard placed on (or taken from) a village or castle."""

    square: str
    seat: int | None  # the new holder, None when nobody holds it
    previous: int | None


@dataclass(frozen=True, kw_only=True)
class TaxDueChanged(Event):
    """Tax Due on the record card, recomputed whenever control changes (rule 24)."""

    seat: int
    tax_due: int


@dataclass(frozen=True, kw_only=True)
class GoldTransferred(Event):
    """A ledger posting: `payer` to `payee`, None being the moneylender (the bank)."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class TokensHidden(Event):
    """The nine magic tokens lie face down on the mystic sites (rule 4 viii)."""

    sites: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class AuctionOpened(Event):
    challenger: str


@dataclass(frozen=True, kw_only=True)
class BidSealed(Event):
    """Public: that a seat has bid; the amount goes only to the bidder (`BidRecorded`)."""

    seat: int


@dataclass(frozen=True, kw_only=True)
class BidRecorded(Event):
    seat: int
    amount: int


@dataclass(frozen=True, kw_only=True)
class BidsRevealed(Event):
    challenger: str
    bids: dict[int, int]


@dataclass(frozen=True, kw_only=True)
class AllegianceFormed(Event):
    """The winner records the Cost of Allegiance and receives the challenger's lands (rule 5)."""

    seat: int
    challenger: str
    cost: int


@dataclass(frozen=True, kw_only=True)
class TurnStarted(Event):
    seat: int
    number: int
    round: int


@dataclass(frozen=True, kw_only=True)
class PhaseStarted(Event):
    seat: int
    phase: str


@dataclass(frozen=True, kw_only=True)
class TurnMissed(Event):
    seat: int
    reason: str
    turns_left: int


@dataclass(frozen=True, kw_only=True)
class PiecesMoved(Event):
    seat: int
    origin: str
    destination: str
    path: tuple[str, ...]
    knights: int = 0
    footsoldiers: int = 0
    challenger: bool = False
    free_move: bool = False


@dataclass(frozen=True, kw_only=True)
class CardPlayed(Event):
    """A kept fortune card played from the hand; it goes to the bottom of the pack (rule 7)."""

    seat: int
    card: str


@dataclass(frozen=True, kw_only=True)
class PiecesBought(Event):
    seat: int
    castle: str
    knights: int
    footsoldiers: int
    cost: int


@dataclass(frozen=True, kw_only=True)
class TurnEnded(Event):
    seat: int
    number: int


@dataclass(frozen=True, kw_only=True)
class DebtDue(Event):
    """A due the player cannot pay in full (rule 32): he may raise funds before it settles."""

    seat: int
    creditor: int | None
    amount: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class DealOffered(Event):
    seat: int
    to_seat: int
    gold: int
    cards: int
    promise: str


@dataclass(frozen=True, kw_only=True)
class DealAnswered(Event):
    seat: int
    accepted: bool


@dataclass(frozen=True, kw_only=True)
class CardsHandedOver(Event):
    seat: int
    to_seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class PlayerEliminated(Event):
    seat: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class GameEnded(Event):
    winner: int | None
    ranking: tuple[int, ...]
    reason: str


@dataclass(frozen=True, kw_only=True)
class BattleStarted(Event):
    """Each side's combat value is entered on its record card (rule 14 ii); wages are set
    aside (rule 17)."""

    node: str
    attacker: int
    defender: int
    table: int
    attacker_strength: int
    defender_strength: int
    wages: dict[int, int]


@dataclass(frozen=True, kw_only=True)
class BattleRound(Event):
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


@dataclass(frozen=True, kw_only=True)
class PiecesLost(Event):
    seat: int
    node: str
    knights: int = 0
    footsoldiers: int = 0


@dataclass(frozen=True, kw_only=True)
class RolesReversed(Event):
    node: str
    attacker: int
    defender: int


@dataclass(frozen=True, kw_only=True)
class BattleEnded(Event):
    node: str
    outcome: str  # attacker_wins, defender_wins, inconclusive, delayed
    winner: int | None


@dataclass(frozen=True, kw_only=True)
class ChivalryChanged(Event):
    seat: int
    change: int
    chivalry: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class EnduranceChanged(Event):
    seat: int
    change: int
    endurance: int
    reason: str


@dataclass(frozen=True, kw_only=True)
class ChallengerEscaped(Event):
    seat: int
    node: str
    refuge: str


@dataclass(frozen=True, kw_only=True)
class ChallengerCaptured(Event):
    seat: int
    captor: int
    node: str
    prison: str


@dataclass(frozen=True, kw_only=True)
class ChallengerReleased(Event):
    seat: int
    captor: int
    ransom: int
    home: str


@dataclass(frozen=True, kw_only=True)
class CamelotFallen(Event):
    square: str


@dataclass(frozen=True, kw_only=True)
class PacksShuffled(Event):
    """Rule 4 i: the three packs are shuffled face down (the order is secret)."""

    fortune: int
    guardians: int
    riddles: int


@dataclass(frozen=True, kw_only=True)
class FortuneDrawn(Event):
    """The top fortune card (rule 6 i). A card kept in hand is named only to its holder."""

    seat: int
    card: str | None
    title: str | None
    kept: bool


@dataclass(frozen=True, kw_only=True)
class CardKept(Event):
    seat: int
    card: str


@dataclass(frozen=True, kw_only=True)
class TroopsJoined(Event):
    seat: int
    castle: str | None
    knights: int
    footsoldiers: int


@dataclass(frozen=True, kw_only=True)
class TournamentAnnounced(Event):
    host: int
    castle: str
    invited: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class TournamentReply(Event):
    seat: int
    accept: bool


@dataclass(frozen=True, kw_only=True)
class NumbersPicked(Event):
    """Sealed until both riders have picked; then the `NumbersRevealed` event shows them."""

    seat: int


@dataclass(frozen=True, kw_only=True)
class RideRun(Event):
    """One attempt of a ride: both riders' numbers and throws, and who struck (rule 7 ii)."""

    riders: tuple[int, int]
    attempt: int
    numbers: dict[int, list[int]]
    faces: dict[int, int]
    struck: tuple[int, ...]
    points: dict[int, int]


@dataclass(frozen=True, kw_only=True)
class TournamentWon(Event):
    seat: int
    points: dict[int, int]


@dataclass(frozen=True, kw_only=True)
class QuestBegun(Event):
    seat: int
    site: str
    left: int


@dataclass(frozen=True, kw_only=True)
class GuardianDrawn(Event):
    seat: int  # the player on the quester's left, who drew it
    card: str
    name: str
    endurance: int
    die: str


@dataclass(frozen=True, kw_only=True)
class GuardianRound(Event):
    seat: int
    guardian_face: int
    challenger_face: int
    guardian_endurance: int
    challenger_endurance: int


@dataclass(frozen=True, kw_only=True)
class GuardianSlain(Event):
    seat: int
    card: str


@dataclass(frozen=True, kw_only=True)
class QuestRetreated(Event):
    seat: int
    site: str
    to: str


@dataclass(frozen=True, kw_only=True)
class TokenTurned(Event):
    seat: int
    site: str
    grail: bool
    tokens_left: int


@dataclass(frozen=True, kw_only=True)
class RiddleAsked(Event):
    seat: int
    card: str
    question: str


@dataclass(frozen=True, kw_only=True)
class RiddleAnswered(Event):
    seat: int
    answer: str
    correct: bool


@dataclass(frozen=True, kw_only=True)
class RiddleRevealed(Event):
    """Only the failed quester learns the riddle's answers (rule 29)."""

    seat: int
    card: str
    answers: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class RoyalGuardian(Event):
    """Rule 30–31: he inherits the Holy Grail (or it passes to his captor)."""

    seat: int | None
    site: str | None
