from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.allegiance_formed import AllegianceFormed
    from ..models.alliance_ended import AllianceEnded
    from ..models.alliance_formed import AllianceFormed
    from ..models.alliance_proposed import AllianceProposed
    from ..models.alliance_refused import AllianceRefused
    from ..models.allies_join_battle import AlliesJoinBattle
    from ..models.ally_leaves_battle import AllyLeavesBattle
    from ..models.auction_opened import AuctionOpened
    from ..models.battle_ended import BattleEnded
    from ..models.battle_round import BattleRound
    from ..models.battle_started import BattleStarted
    from ..models.bid_recorded import BidRecorded
    from ..models.bid_sealed import BidSealed
    from ..models.bids_revealed import BidsRevealed
    from ..models.camelot_fallen import CamelotFallen
    from ..models.card_kept import CardKept
    from ..models.card_played import CardPlayed
    from ..models.cards_handed_over import CardsHandedOver
    from ..models.challenger_captured import ChallengerCaptured
    from ..models.challenger_chosen import ChallengerChosen
    from ..models.challenger_escaped import ChallengerEscaped
    from ..models.challenger_recovering import ChallengerRecovering
    from ..models.challenger_released import ChallengerReleased
    from ..models.chivalry_changed import ChivalryChanged
    from ..models.control_changed import ControlChanged
    from ..models.deal_accepted import DealAccepted
    from ..models.deal_answered import DealAnswered
    from ..models.deal_lapsed import DealLapsed
    from ..models.deal_offered import DealOffered
    from ..models.deal_proposed import DealProposed
    from ..models.deal_refused import DealRefused
    from ..models.deal_terms import DealTerms
    from ..models.deal_withdrawn import DealWithdrawn
    from ..models.debt_due import DebtDue
    from ..models.die_rolled import DieRolled
    from ..models.endurance_changed import EnduranceChanged
    from ..models.first_player_found import FirstPlayerFound
    from ..models.fortune_drawn import FortuneDrawn
    from ..models.game_ended import GameEnded
    from ..models.game_started import GameStarted
    from ..models.game_view import GameView
    from ..models.gold_transferred import GoldTransferred
    from ..models.guardian_drawn import GuardianDrawn
    from ..models.guardian_round import GuardianRound
    from ..models.guardian_slain import GuardianSlain
    from ..models.hidden_draw import HiddenDraw
    from ..models.next_legal_actions import NextLegalActions
    from ..models.numbers_picked import NumbersPicked
    from ..models.packs_shuffled import PacksShuffled
    from ..models.phase_started import PhaseStarted
    from ..models.pieces_bought import PiecesBought
    from ..models.pieces_lost import PiecesLost
    from ..models.pieces_moved import PiecesMoved
    from ..models.pieces_placed import PiecesPlaced
    from ..models.player_eliminated import PlayerEliminated
    from ..models.quest_begun import QuestBegun
    from ..models.quest_retreated import QuestRetreated
    from ..models.riddle_answered import RiddleAnswered
    from ..models.riddle_asked import RiddleAsked
    from ..models.riddle_revealed import RiddleRevealed
    from ..models.ride_run import RideRun
    from ..models.roles_reversed import RolesReversed
    from ..models.royal_guardian import RoyalGuardian
    from ..models.tax_due_changed import TaxDueChanged
    from ..models.token_turned import TokenTurned
    from ..models.tokens_hidden import TokensHidden
    from ..models.tournament_announced import TournamentAnnounced
    from ..models.tournament_reply import TournamentReply
    from ..models.tournament_won import TournamentWon
    from ..models.troops_joined import TroopsJoined
    from ..models.turn_ended import TurnEnded
    from ..models.turn_missed import TurnMissed
    from ..models.turn_started import TurnStarted


T = TypeVar("T", bound="ActionAnswer")


@_attrs_define
class ActionAnswer:
    """
    Attributes:
        version (int):
        events (list[AllegianceFormed | AllianceEnded | AllianceFormed | AllianceProposed | AllianceRefused |
            AlliesJoinBattle | AllyLeavesBattle | AuctionOpened | BattleEnded | BattleRound | BattleStarted | BidRecorded |
            BidSealed | BidsRevealed | CamelotFallen | CardKept | CardPlayed | CardsHandedOver | ChallengerCaptured |
            ChallengerChosen | ChallengerEscaped | ChallengerRecovering | ChallengerReleased | ChivalryChanged |
            ControlChanged | DealAccepted | DealAnswered | DealLapsed | DealOffered | DealProposed | DealRefused | DealTerms
            | DealWithdrawn | DebtDue | DieRolled | EnduranceChanged | FirstPlayerFound | FortuneDrawn | GameEnded |
            GameStarted | GoldTransferred | GuardianDrawn | GuardianRound | GuardianSlain | HiddenDraw | NumbersPicked |
            PacksShuffled | PhaseStarted | PiecesBought | PiecesLost | PiecesMoved | PiecesPlaced | PlayerEliminated |
            QuestBegun | QuestRetreated | RiddleAnswered | RiddleAsked | RiddleRevealed | RideRun | RolesReversed |
            RoyalGuardian | TaxDueChanged | TokensHidden | TokenTurned | TournamentAnnounced | TournamentReply |
            TournamentWon | TroopsJoined | TurnEnded | TurnMissed | TurnStarted]):
        game (GameView): The game as a seat sees it (selectors.game_view): what the game page reads.
        legal_actions (NextLegalActions): The acting seat's legal actions after the action (and the bots' answers after
            it): what
            `GET legal-actions/` would answer for that seat now, so no GET is needed before the next
            POST. The decisions pending are the game view's (`game.state.pending`).
    """

    version: int
    events: list[
        AllegianceFormed
        | AllianceEnded
        | AllianceFormed
        | AllianceProposed
        | AllianceRefused
        | AlliesJoinBattle
        | AllyLeavesBattle
        | AuctionOpened
        | BattleEnded
        | BattleRound
        | BattleStarted
        | BidRecorded
        | BidSealed
        | BidsRevealed
        | CamelotFallen
        | CardKept
        | CardPlayed
        | CardsHandedOver
        | ChallengerCaptured
        | ChallengerChosen
        | ChallengerEscaped
        | ChallengerRecovering
        | ChallengerReleased
        | ChivalryChanged
        | ControlChanged
        | DealAccepted
        | DealAnswered
        | DealLapsed
        | DealOffered
        | DealProposed
        | DealRefused
        | DealTerms
        | DealWithdrawn
        | DebtDue
        | DieRolled
        | EnduranceChanged
        | FirstPlayerFound
        | FortuneDrawn
        | GameEnded
        | GameStarted
        | GoldTransferred
        | GuardianDrawn
        | GuardianRound
        | GuardianSlain
        | HiddenDraw
        | NumbersPicked
        | PacksShuffled
        | PhaseStarted
        | PiecesBought
        | PiecesLost
        | PiecesMoved
        | PiecesPlaced
        | PlayerEliminated
        | QuestBegun
        | QuestRetreated
        | RiddleAnswered
        | RiddleAsked
        | RiddleRevealed
        | RideRun
        | RolesReversed
        | RoyalGuardian
        | TaxDueChanged
        | TokensHidden
        | TokenTurned
        | TournamentAnnounced
        | TournamentReply
        | TournamentWon
        | TroopsJoined
        | TurnEnded
        | TurnMissed
        | TurnStarted
    ]
    game: GameView
    legal_actions: NextLegalActions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.allegiance_formed import AllegianceFormed
        from ..models.alliance_ended import AllianceEnded
        from ..models.alliance_formed import AllianceFormed
        from ..models.alliance_proposed import AllianceProposed
        from ..models.alliance_refused import AllianceRefused
        from ..models.allies_join_battle import AlliesJoinBattle
        from ..models.ally_leaves_battle import AllyLeavesBattle
        from ..models.auction_opened import AuctionOpened
        from ..models.battle_ended import BattleEnded
        from ..models.battle_round import BattleRound
        from ..models.battle_started import BattleStarted
        from ..models.bid_recorded import BidRecorded
        from ..models.bid_sealed import BidSealed
        from ..models.bids_revealed import BidsRevealed
        from ..models.camelot_fallen import CamelotFallen
        from ..models.card_kept import CardKept
        from ..models.card_played import CardPlayed
        from ..models.cards_handed_over import CardsHandedOver
        from ..models.challenger_captured import ChallengerCaptured
        from ..models.challenger_chosen import ChallengerChosen
        from ..models.challenger_escaped import ChallengerEscaped
        from ..models.challenger_recovering import ChallengerRecovering
        from ..models.challenger_released import ChallengerReleased
        from ..models.chivalry_changed import ChivalryChanged
        from ..models.control_changed import ControlChanged
        from ..models.deal_accepted import DealAccepted
        from ..models.deal_answered import DealAnswered
        from ..models.deal_offered import DealOffered
        from ..models.deal_proposed import DealProposed
        from ..models.deal_refused import DealRefused
        from ..models.deal_terms import DealTerms
        from ..models.deal_withdrawn import DealWithdrawn
        from ..models.debt_due import DebtDue
        from ..models.die_rolled import DieRolled
        from ..models.endurance_changed import EnduranceChanged
        from ..models.first_player_found import FirstPlayerFound
        from ..models.fortune_drawn import FortuneDrawn
        from ..models.game_ended import GameEnded
        from ..models.game_started import GameStarted
        from ..models.gold_transferred import GoldTransferred
        from ..models.guardian_drawn import GuardianDrawn
        from ..models.guardian_round import GuardianRound
        from ..models.guardian_slain import GuardianSlain
        from ..models.hidden_draw import HiddenDraw
        from ..models.numbers_picked import NumbersPicked
        from ..models.packs_shuffled import PacksShuffled
        from ..models.phase_started import PhaseStarted
        from ..models.pieces_bought import PiecesBought
        from ..models.pieces_lost import PiecesLost
        from ..models.pieces_moved import PiecesMoved
        from ..models.pieces_placed import PiecesPlaced
        from ..models.player_eliminated import PlayerEliminated
        from ..models.quest_begun import QuestBegun
        from ..models.quest_retreated import QuestRetreated
        from ..models.riddle_answered import RiddleAnswered
        from ..models.riddle_asked import RiddleAsked
        from ..models.riddle_revealed import RiddleRevealed
        from ..models.ride_run import RideRun
        from ..models.roles_reversed import RolesReversed
        from ..models.royal_guardian import RoyalGuardian
        from ..models.tax_due_changed import TaxDueChanged
        from ..models.token_turned import TokenTurned
        from ..models.tokens_hidden import TokensHidden
        from ..models.tournament_announced import TournamentAnnounced
        from ..models.tournament_reply import TournamentReply
        from ..models.tournament_won import TournamentWon
        from ..models.troops_joined import TroopsJoined
        from ..models.turn_ended import TurnEnded
        from ..models.turn_missed import TurnMissed
        from ..models.turn_started import TurnStarted

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, GameStarted)
                or isinstance(events_item_data, DieRolled)
                or isinstance(events_item_data, HiddenDraw)
                or isinstance(events_item_data, FirstPlayerFound)
                or isinstance(events_item_data, ChallengerChosen)
                or isinstance(events_item_data, PiecesPlaced)
                or isinstance(events_item_data, ControlChanged)
                or isinstance(events_item_data, TaxDueChanged)
                or isinstance(events_item_data, GoldTransferred)
                or isinstance(events_item_data, TokensHidden)
                or isinstance(events_item_data, AuctionOpened)
                or isinstance(events_item_data, BidSealed)
                or isinstance(events_item_data, BidRecorded)
                or isinstance(events_item_data, BidsRevealed)
                or isinstance(events_item_data, AllegianceFormed)
                or isinstance(events_item_data, TurnStarted)
                or isinstance(events_item_data, PhaseStarted)
                or isinstance(events_item_data, TurnMissed)
                or isinstance(events_item_data, PiecesMoved)
                or isinstance(events_item_data, CardPlayed)
                or isinstance(events_item_data, PiecesBought)
                or isinstance(events_item_data, TurnEnded)
                or isinstance(events_item_data, DebtDue)
                or isinstance(events_item_data, DealOffered)
                or isinstance(events_item_data, DealAnswered)
                or isinstance(events_item_data, CardsHandedOver)
                or isinstance(events_item_data, PlayerEliminated)
                or isinstance(events_item_data, GameEnded)
                or isinstance(events_item_data, BattleStarted)
                or isinstance(events_item_data, BattleRound)
                or isinstance(events_item_data, PiecesLost)
                or isinstance(events_item_data, RolesReversed)
                or isinstance(events_item_data, BattleEnded)
                or isinstance(events_item_data, ChivalryChanged)
                or isinstance(events_item_data, EnduranceChanged)
                or isinstance(events_item_data, ChallengerEscaped)
                or isinstance(events_item_data, ChallengerCaptured)
                or isinstance(events_item_data, ChallengerReleased)
                or isinstance(events_item_data, ChallengerRecovering)
                or isinstance(events_item_data, CamelotFallen)
                or isinstance(events_item_data, PacksShuffled)
                or isinstance(events_item_data, FortuneDrawn)
                or isinstance(events_item_data, CardKept)
                or isinstance(events_item_data, TroopsJoined)
                or isinstance(events_item_data, TournamentAnnounced)
                or isinstance(events_item_data, TournamentReply)
                or isinstance(events_item_data, NumbersPicked)
                or isinstance(events_item_data, RideRun)
                or isinstance(events_item_data, TournamentWon)
                or isinstance(events_item_data, QuestBegun)
                or isinstance(events_item_data, GuardianDrawn)
                or isinstance(events_item_data, GuardianRound)
                or isinstance(events_item_data, GuardianSlain)
                or isinstance(events_item_data, QuestRetreated)
                or isinstance(events_item_data, TokenTurned)
                or isinstance(events_item_data, RiddleAsked)
                or isinstance(events_item_data, RiddleAnswered)
                or isinstance(events_item_data, RiddleRevealed)
                or isinstance(events_item_data, RoyalGuardian)
                or isinstance(events_item_data, AllianceProposed)
                or isinstance(events_item_data, AllianceFormed)
                or isinstance(events_item_data, AllianceRefused)
                or isinstance(events_item_data, AllianceEnded)
                or isinstance(events_item_data, AlliesJoinBattle)
                or isinstance(events_item_data, AllyLeavesBattle)
                or isinstance(events_item_data, DealProposed)
                or isinstance(events_item_data, DealTerms)
                or isinstance(events_item_data, DealAccepted)
                or isinstance(events_item_data, DealRefused)
                or isinstance(events_item_data, DealWithdrawn)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        game = self.game.to_dict()

        legal_actions = self.legal_actions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "events": events,
                "game": game,
                "legal_actions": legal_actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.allegiance_formed import AllegianceFormed
        from ..models.alliance_ended import AllianceEnded
        from ..models.alliance_formed import AllianceFormed
        from ..models.alliance_proposed import AllianceProposed
        from ..models.alliance_refused import AllianceRefused
        from ..models.allies_join_battle import AlliesJoinBattle
        from ..models.ally_leaves_battle import AllyLeavesBattle
        from ..models.auction_opened import AuctionOpened
        from ..models.battle_ended import BattleEnded
        from ..models.battle_round import BattleRound
        from ..models.battle_started import BattleStarted
        from ..models.bid_recorded import BidRecorded
        from ..models.bid_sealed import BidSealed
        from ..models.bids_revealed import BidsRevealed
        from ..models.camelot_fallen import CamelotFallen
        from ..models.card_kept import CardKept
        from ..models.card_played import CardPlayed
        from ..models.cards_handed_over import CardsHandedOver
        from ..models.challenger_captured import ChallengerCaptured
        from ..models.challenger_chosen import ChallengerChosen
        from ..models.challenger_escaped import ChallengerEscaped
        from ..models.challenger_recovering import ChallengerRecovering
        from ..models.challenger_released import ChallengerReleased
        from ..models.chivalry_changed import ChivalryChanged
        from ..models.control_changed import ControlChanged
        from ..models.deal_accepted import DealAccepted
        from ..models.deal_answered import DealAnswered
        from ..models.deal_lapsed import DealLapsed
        from ..models.deal_offered import DealOffered
        from ..models.deal_proposed import DealProposed
        from ..models.deal_refused import DealRefused
        from ..models.deal_terms import DealTerms
        from ..models.deal_withdrawn import DealWithdrawn
        from ..models.debt_due import DebtDue
        from ..models.die_rolled import DieRolled
        from ..models.endurance_changed import EnduranceChanged
        from ..models.first_player_found import FirstPlayerFound
        from ..models.fortune_drawn import FortuneDrawn
        from ..models.game_ended import GameEnded
        from ..models.game_started import GameStarted
        from ..models.game_view import GameView
        from ..models.gold_transferred import GoldTransferred
        from ..models.guardian_drawn import GuardianDrawn
        from ..models.guardian_round import GuardianRound
        from ..models.guardian_slain import GuardianSlain
        from ..models.hidden_draw import HiddenDraw
        from ..models.next_legal_actions import NextLegalActions
        from ..models.numbers_picked import NumbersPicked
        from ..models.packs_shuffled import PacksShuffled
        from ..models.phase_started import PhaseStarted
        from ..models.pieces_bought import PiecesBought
        from ..models.pieces_lost import PiecesLost
        from ..models.pieces_moved import PiecesMoved
        from ..models.pieces_placed import PiecesPlaced
        from ..models.player_eliminated import PlayerEliminated
        from ..models.quest_begun import QuestBegun
        from ..models.quest_retreated import QuestRetreated
        from ..models.riddle_answered import RiddleAnswered
        from ..models.riddle_asked import RiddleAsked
        from ..models.riddle_revealed import RiddleRevealed
        from ..models.ride_run import RideRun
        from ..models.roles_reversed import RolesReversed
        from ..models.royal_guardian import RoyalGuardian
        from ..models.tax_due_changed import TaxDueChanged
        from ..models.token_turned import TokenTurned
        from ..models.tokens_hidden import TokensHidden
        from ..models.tournament_announced import TournamentAnnounced
        from ..models.tournament_reply import TournamentReply
        from ..models.tournament_won import TournamentWon
        from ..models.troops_joined import TroopsJoined
        from ..models.turn_ended import TurnEnded
        from ..models.turn_missed import TurnMissed
        from ..models.turn_started import TurnStarted

        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AllegianceFormed
                | AllianceEnded
                | AllianceFormed
                | AllianceProposed
                | AllianceRefused
                | AlliesJoinBattle
                | AllyLeavesBattle
                | AuctionOpened
                | BattleEnded
                | BattleRound
                | BattleStarted
                | BidRecorded
                | BidSealed
                | BidsRevealed
                | CamelotFallen
                | CardKept
                | CardPlayed
                | CardsHandedOver
                | ChallengerCaptured
                | ChallengerChosen
                | ChallengerEscaped
                | ChallengerRecovering
                | ChallengerReleased
                | ChivalryChanged
                | ControlChanged
                | DealAccepted
                | DealAnswered
                | DealLapsed
                | DealOffered
                | DealProposed
                | DealRefused
                | DealTerms
                | DealWithdrawn
                | DebtDue
                | DieRolled
                | EnduranceChanged
                | FirstPlayerFound
                | FortuneDrawn
                | GameEnded
                | GameStarted
                | GoldTransferred
                | GuardianDrawn
                | GuardianRound
                | GuardianSlain
                | HiddenDraw
                | NumbersPicked
                | PacksShuffled
                | PhaseStarted
                | PiecesBought
                | PiecesLost
                | PiecesMoved
                | PiecesPlaced
                | PlayerEliminated
                | QuestBegun
                | QuestRetreated
                | RiddleAnswered
                | RiddleAsked
                | RiddleRevealed
                | RideRun
                | RolesReversed
                | RoyalGuardian
                | TaxDueChanged
                | TokensHidden
                | TokenTurned
                | TournamentAnnounced
                | TournamentReply
                | TournamentWon
                | TroopsJoined
                | TurnEnded
                | TurnMissed
                | TurnStarted
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = GameStarted.from_dict(data)

                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = DieRolled.from_dict(data)

                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = HiddenDraw.from_dict(data)

                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = FirstPlayerFound.from_dict(data)

                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = ChallengerChosen.from_dict(data)

                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = PiecesPlaced.from_dict(data)

                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = ControlChanged.from_dict(data)

                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = TaxDueChanged.from_dict(data)

                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_8 = GoldTransferred.from_dict(data)

                    return componentsschemas_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_9 = TokensHidden.from_dict(data)

                    return componentsschemas_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_10 = AuctionOpened.from_dict(data)

                    return componentsschemas_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_11 = BidSealed.from_dict(data)

                    return componentsschemas_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_12 = BidRecorded.from_dict(data)

                    return componentsschemas_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_13 = BidsRevealed.from_dict(data)

                    return componentsschemas_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_14 = AllegianceFormed.from_dict(data)

                    return componentsschemas_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_15 = TurnStarted.from_dict(data)

                    return componentsschemas_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_16 = PhaseStarted.from_dict(data)

                    return componentsschemas_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_17 = TurnMissed.from_dict(data)

                    return componentsschemas_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_18 = PiecesMoved.from_dict(data)

                    return componentsschemas_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_19 = CardPlayed.from_dict(data)

                    return componentsschemas_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_20 = PiecesBought.from_dict(data)

                    return componentsschemas_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_21 = TurnEnded.from_dict(data)

                    return componentsschemas_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_22 = DebtDue.from_dict(data)

                    return componentsschemas_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_23 = DealOffered.from_dict(data)

                    return componentsschemas_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_24 = DealAnswered.from_dict(data)

                    return componentsschemas_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_25 = CardsHandedOver.from_dict(data)

                    return componentsschemas_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_26 = PlayerEliminated.from_dict(data)

                    return componentsschemas_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_27 = GameEnded.from_dict(data)

                    return componentsschemas_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_28 = BattleStarted.from_dict(data)

                    return componentsschemas_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_29 = BattleRound.from_dict(data)

                    return componentsschemas_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_30 = PiecesLost.from_dict(data)

                    return componentsschemas_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_31 = RolesReversed.from_dict(data)

                    return componentsschemas_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_32 = BattleEnded.from_dict(data)

                    return componentsschemas_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_33 = ChivalryChanged.from_dict(data)

                    return componentsschemas_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_34 = EnduranceChanged.from_dict(data)

                    return componentsschemas_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_35 = ChallengerEscaped.from_dict(data)

                    return componentsschemas_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_36 = ChallengerCaptured.from_dict(data)

                    return componentsschemas_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_37 = ChallengerReleased.from_dict(data)

                    return componentsschemas_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_38 = ChallengerRecovering.from_dict(
                        data
                    )

                    return componentsschemas_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_39 = CamelotFallen.from_dict(data)

                    return componentsschemas_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_40 = PacksShuffled.from_dict(data)

                    return componentsschemas_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_41 = FortuneDrawn.from_dict(data)

                    return componentsschemas_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_42 = CardKept.from_dict(data)

                    return componentsschemas_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_43 = TroopsJoined.from_dict(data)

                    return componentsschemas_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_44 = TournamentAnnounced.from_dict(
                        data
                    )

                    return componentsschemas_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_45 = TournamentReply.from_dict(data)

                    return componentsschemas_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_46 = NumbersPicked.from_dict(data)

                    return componentsschemas_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_47 = RideRun.from_dict(data)

                    return componentsschemas_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_48 = TournamentWon.from_dict(data)

                    return componentsschemas_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_49 = QuestBegun.from_dict(data)

                    return componentsschemas_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_50 = GuardianDrawn.from_dict(data)

                    return componentsschemas_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_51 = GuardianRound.from_dict(data)

                    return componentsschemas_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_52 = GuardianSlain.from_dict(data)

                    return componentsschemas_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_53 = QuestRetreated.from_dict(data)

                    return componentsschemas_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_54 = TokenTurned.from_dict(data)

                    return componentsschemas_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_55 = RiddleAsked.from_dict(data)

                    return componentsschemas_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_56 = RiddleAnswered.from_dict(data)

                    return componentsschemas_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_57 = RiddleRevealed.from_dict(data)

                    return componentsschemas_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_58 = RoyalGuardian.from_dict(data)

                    return componentsschemas_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_59 = AllianceProposed.from_dict(data)

                    return componentsschemas_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_60 = AllianceFormed.from_dict(data)

                    return componentsschemas_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_61 = AllianceRefused.from_dict(data)

                    return componentsschemas_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_62 = AllianceEnded.from_dict(data)

                    return componentsschemas_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_63 = AlliesJoinBattle.from_dict(data)

                    return componentsschemas_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_64 = AllyLeavesBattle.from_dict(data)

                    return componentsschemas_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_65 = DealProposed.from_dict(data)

                    return componentsschemas_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_66 = DealTerms.from_dict(data)

                    return componentsschemas_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_67 = DealAccepted.from_dict(data)

                    return componentsschemas_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_68 = DealRefused.from_dict(data)

                    return componentsschemas_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_69 = DealWithdrawn.from_dict(data)

                    return componentsschemas_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_70 = DealLapsed.from_dict(data)

                return componentsschemas_event_type_70

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game = GameView.from_dict(d.pop("game"))

        legal_actions = NextLegalActions.from_dict(d.pop("legal_actions"))

        action_answer = cls(
            version=version,
            events=events,
            game=game,
            legal_actions=legal_actions,
        )

        action_answer.additional_properties = d
        return action_answer

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
