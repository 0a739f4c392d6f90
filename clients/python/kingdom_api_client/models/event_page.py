from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.logged_allegiance_formed import LoggedAllegianceFormed
    from ..models.logged_alliance_ended import LoggedAllianceEnded
    from ..models.logged_alliance_formed import LoggedAllianceFormed
    from ..models.logged_alliance_proposed import LoggedAllianceProposed
    from ..models.logged_alliance_refused import LoggedAllianceRefused
    from ..models.logged_allies_join_battle import LoggedAlliesJoinBattle
    from ..models.logged_ally_leaves_battle import LoggedAllyLeavesBattle
    from ..models.logged_auction_opened import LoggedAuctionOpened
    from ..models.logged_battle_ended import LoggedBattleEnded
    from ..models.logged_battle_round import LoggedBattleRound
    from ..models.logged_battle_started import LoggedBattleStarted
    from ..models.logged_bid_recorded import LoggedBidRecorded
    from ..models.logged_bid_sealed import LoggedBidSealed
    from ..models.logged_bids_revealed import LoggedBidsRevealed
    from ..models.logged_camelot_fallen import LoggedCamelotFallen
    from ..models.logged_card_kept import LoggedCardKept
    from ..models.logged_card_played import LoggedCardPlayed
    from ..models.logged_cards_handed_over import LoggedCardsHandedOver
    from ..models.logged_challenger_captured import LoggedChallengerCaptured
    from ..models.logged_challenger_chosen import LoggedChallengerChosen
    from ..models.logged_challenger_escaped import LoggedChallengerEscaped
    from ..models.logged_challenger_recovering import LoggedChallengerRecovering
    from ..models.logged_challenger_released import LoggedChallengerReleased
    from ..models.logged_chivalry_changed import LoggedChivalryChanged
    from ..models.logged_control_changed import LoggedControlChanged
    from ..models.logged_deal_accepted import LoggedDealAccepted
    from ..models.logged_deal_answered import LoggedDealAnswered
    from ..models.logged_deal_lapsed import LoggedDealLapsed
    from ..models.logged_deal_offered import LoggedDealOffered
    from ..models.logged_deal_proposed import LoggedDealProposed
    from ..models.logged_deal_refused import LoggedDealRefused
    from ..models.logged_deal_terms import LoggedDealTerms
    from ..models.logged_deal_withdrawn import LoggedDealWithdrawn
    from ..models.logged_debt_due import LoggedDebtDue
    from ..models.logged_die_rolled import LoggedDieRolled
    from ..models.logged_endurance_changed import LoggedEnduranceChanged
    from ..models.logged_first_player_found import LoggedFirstPlayerFound
    from ..models.logged_fortune_drawn import LoggedFortuneDrawn
    from ..models.logged_game_ended import LoggedGameEnded
    from ..models.logged_game_started import LoggedGameStarted
    from ..models.logged_gold_transferred import LoggedGoldTransferred
    from ..models.logged_guardian_drawn import LoggedGuardianDrawn
    from ..models.logged_guardian_round import LoggedGuardianRound
    from ..models.logged_guardian_slain import LoggedGuardianSlain
    from ..models.logged_hidden_draw import LoggedHiddenDraw
    from ..models.logged_numbers_picked import LoggedNumbersPicked
    from ..models.logged_packs_shuffled import LoggedPacksShuffled
    from ..models.logged_phase_started import LoggedPhaseStarted
    from ..models.logged_pieces_bought import LoggedPiecesBought
    from ..models.logged_pieces_lost import LoggedPiecesLost
    from ..models.logged_pieces_moved import LoggedPiecesMoved
    from ..models.logged_pieces_placed import LoggedPiecesPlaced
    from ..models.logged_player_eliminated import LoggedPlayerEliminated
    from ..models.logged_quest_begun import LoggedQuestBegun
    from ..models.logged_quest_retreated import LoggedQuestRetreated
    from ..models.logged_riddle_answered import LoggedRiddleAnswered
    from ..models.logged_riddle_asked import LoggedRiddleAsked
    from ..models.logged_riddle_revealed import LoggedRiddleRevealed
    from ..models.logged_ride_run import LoggedRideRun
    from ..models.logged_roles_reversed import LoggedRolesReversed
    from ..models.logged_royal_guardian import LoggedRoyalGuardian
    from ..models.logged_service_event import LoggedServiceEvent
    from ..models.logged_tax_due_changed import LoggedTaxDueChanged
    from ..models.logged_token_turned import LoggedTokenTurned
    from ..models.logged_tokens_hidden import LoggedTokensHidden
    from ..models.logged_tournament_announced import LoggedTournamentAnnounced
    from ..models.logged_tournament_reply import LoggedTournamentReply
    from ..models.logged_tournament_won import LoggedTournamentWon
    from ..models.logged_troops_joined import LoggedTroopsJoined
    from ..models.logged_turn_ended import LoggedTurnEnded
    from ..models.logged_turn_missed import LoggedTurnMissed
    from ..models.logged_turn_started import LoggedTurnStarted
    from ..models.logged_undone import LoggedUndone


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        events (list[LoggedAllegianceFormed | LoggedAllianceEnded | LoggedAllianceFormed | LoggedAllianceProposed |
            LoggedAllianceRefused | LoggedAlliesJoinBattle | LoggedAllyLeavesBattle | LoggedAuctionOpened |
            LoggedBattleEnded | LoggedBattleRound | LoggedBattleStarted | LoggedBidRecorded | LoggedBidSealed |
            LoggedBidsRevealed | LoggedCamelotFallen | LoggedCardKept | LoggedCardPlayed | LoggedCardsHandedOver |
            LoggedChallengerCaptured | LoggedChallengerChosen | LoggedChallengerEscaped | LoggedChallengerRecovering |
            LoggedChallengerReleased | LoggedChivalryChanged | LoggedControlChanged | LoggedDealAccepted |
            LoggedDealAnswered | LoggedDealLapsed | LoggedDealOffered | LoggedDealProposed | LoggedDealRefused |
            LoggedDealTerms | LoggedDealWithdrawn | LoggedDebtDue | LoggedDieRolled | LoggedEnduranceChanged |
            LoggedFirstPlayerFound | LoggedFortuneDrawn | LoggedGameEnded | LoggedGameStarted | LoggedGoldTransferred |
            LoggedGuardianDrawn | LoggedGuardianRound | LoggedGuardianSlain | LoggedHiddenDraw | LoggedNumbersPicked |
            LoggedPacksShuffled | LoggedPhaseStarted | LoggedPiecesBought | LoggedPiecesLost | LoggedPiecesMoved |
            LoggedPiecesPlaced | LoggedPlayerEliminated | LoggedQuestBegun | LoggedQuestRetreated | LoggedRiddleAnswered |
            LoggedRiddleAsked | LoggedRiddleRevealed | LoggedRideRun | LoggedRolesReversed | LoggedRoyalGuardian |
            LoggedServiceEvent | LoggedTaxDueChanged | LoggedTokensHidden | LoggedTokenTurned | LoggedTournamentAnnounced |
            LoggedTournamentReply | LoggedTournamentWon | LoggedTroopsJoined | LoggedTurnEnded | LoggedTurnMissed |
            LoggedTurnStarted | LoggedUndone]):
        next_ (int): `after` for the next poll
    """

    events: list[
        LoggedAllegianceFormed
        | LoggedAllianceEnded
        | LoggedAllianceFormed
        | LoggedAllianceProposed
        | LoggedAllianceRefused
        | LoggedAlliesJoinBattle
        | LoggedAllyLeavesBattle
        | LoggedAuctionOpened
        | LoggedBattleEnded
        | LoggedBattleRound
        | LoggedBattleStarted
        | LoggedBidRecorded
        | LoggedBidSealed
        | LoggedBidsRevealed
        | LoggedCamelotFallen
        | LoggedCardKept
        | LoggedCardPlayed
        | LoggedCardsHandedOver
        | LoggedChallengerCaptured
        | LoggedChallengerChosen
        | LoggedChallengerEscaped
        | LoggedChallengerRecovering
        | LoggedChallengerReleased
        | LoggedChivalryChanged
        | LoggedControlChanged
        | LoggedDealAccepted
        | LoggedDealAnswered
        | LoggedDealLapsed
        | LoggedDealOffered
        | LoggedDealProposed
        | LoggedDealRefused
        | LoggedDealTerms
        | LoggedDealWithdrawn
        | LoggedDebtDue
        | LoggedDieRolled
        | LoggedEnduranceChanged
        | LoggedFirstPlayerFound
        | LoggedFortuneDrawn
        | LoggedGameEnded
        | LoggedGameStarted
        | LoggedGoldTransferred
        | LoggedGuardianDrawn
        | LoggedGuardianRound
        | LoggedGuardianSlain
        | LoggedHiddenDraw
        | LoggedNumbersPicked
        | LoggedPacksShuffled
        | LoggedPhaseStarted
        | LoggedPiecesBought
        | LoggedPiecesLost
        | LoggedPiecesMoved
        | LoggedPiecesPlaced
        | LoggedPlayerEliminated
        | LoggedQuestBegun
        | LoggedQuestRetreated
        | LoggedRiddleAnswered
        | LoggedRiddleAsked
        | LoggedRiddleRevealed
        | LoggedRideRun
        | LoggedRolesReversed
        | LoggedRoyalGuardian
        | LoggedServiceEvent
        | LoggedTaxDueChanged
        | LoggedTokensHidden
        | LoggedTokenTurned
        | LoggedTournamentAnnounced
        | LoggedTournamentReply
        | LoggedTournamentWon
        | LoggedTroopsJoined
        | LoggedTurnEnded
        | LoggedTurnMissed
        | LoggedTurnStarted
        | LoggedUndone
    ]
    next_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.logged_allegiance_formed import LoggedAllegianceFormed
        from ..models.logged_alliance_ended import LoggedAllianceEnded
        from ..models.logged_alliance_formed import LoggedAllianceFormed
        from ..models.logged_alliance_proposed import LoggedAllianceProposed
        from ..models.logged_alliance_refused import LoggedAllianceRefused
        from ..models.logged_allies_join_battle import LoggedAlliesJoinBattle
        from ..models.logged_ally_leaves_battle import LoggedAllyLeavesBattle
        from ..models.logged_auction_opened import LoggedAuctionOpened
        from ..models.logged_battle_ended import LoggedBattleEnded
        from ..models.logged_battle_round import LoggedBattleRound
        from ..models.logged_battle_started import LoggedBattleStarted
        from ..models.logged_bid_recorded import LoggedBidRecorded
        from ..models.logged_bid_sealed import LoggedBidSealed
        from ..models.logged_bids_revealed import LoggedBidsRevealed
        from ..models.logged_camelot_fallen import LoggedCamelotFallen
        from ..models.logged_card_kept import LoggedCardKept
        from ..models.logged_card_played import LoggedCardPlayed
        from ..models.logged_cards_handed_over import LoggedCardsHandedOver
        from ..models.logged_challenger_captured import LoggedChallengerCaptured
        from ..models.logged_challenger_chosen import LoggedChallengerChosen
        from ..models.logged_challenger_escaped import LoggedChallengerEscaped
        from ..models.logged_challenger_recovering import LoggedChallengerRecovering
        from ..models.logged_challenger_released import LoggedChallengerReleased
        from ..models.logged_chivalry_changed import LoggedChivalryChanged
        from ..models.logged_control_changed import LoggedControlChanged
        from ..models.logged_deal_accepted import LoggedDealAccepted
        from ..models.logged_deal_answered import LoggedDealAnswered
        from ..models.logged_deal_lapsed import LoggedDealLapsed
        from ..models.logged_deal_offered import LoggedDealOffered
        from ..models.logged_deal_proposed import LoggedDealProposed
        from ..models.logged_deal_refused import LoggedDealRefused
        from ..models.logged_deal_terms import LoggedDealTerms
        from ..models.logged_deal_withdrawn import LoggedDealWithdrawn
        from ..models.logged_debt_due import LoggedDebtDue
        from ..models.logged_die_rolled import LoggedDieRolled
        from ..models.logged_endurance_changed import LoggedEnduranceChanged
        from ..models.logged_first_player_found import LoggedFirstPlayerFound
        from ..models.logged_fortune_drawn import LoggedFortuneDrawn
        from ..models.logged_game_ended import LoggedGameEnded
        from ..models.logged_game_started import LoggedGameStarted
        from ..models.logged_gold_transferred import LoggedGoldTransferred
        from ..models.logged_guardian_drawn import LoggedGuardianDrawn
        from ..models.logged_guardian_round import LoggedGuardianRound
        from ..models.logged_guardian_slain import LoggedGuardianSlain
        from ..models.logged_hidden_draw import LoggedHiddenDraw
        from ..models.logged_numbers_picked import LoggedNumbersPicked
        from ..models.logged_packs_shuffled import LoggedPacksShuffled
        from ..models.logged_phase_started import LoggedPhaseStarted
        from ..models.logged_pieces_bought import LoggedPiecesBought
        from ..models.logged_pieces_lost import LoggedPiecesLost
        from ..models.logged_pieces_moved import LoggedPiecesMoved
        from ..models.logged_pieces_placed import LoggedPiecesPlaced
        from ..models.logged_player_eliminated import LoggedPlayerEliminated
        from ..models.logged_quest_begun import LoggedQuestBegun
        from ..models.logged_quest_retreated import LoggedQuestRetreated
        from ..models.logged_riddle_answered import LoggedRiddleAnswered
        from ..models.logged_riddle_asked import LoggedRiddleAsked
        from ..models.logged_riddle_revealed import LoggedRiddleRevealed
        from ..models.logged_ride_run import LoggedRideRun
        from ..models.logged_roles_reversed import LoggedRolesReversed
        from ..models.logged_royal_guardian import LoggedRoyalGuardian
        from ..models.logged_tax_due_changed import LoggedTaxDueChanged
        from ..models.logged_token_turned import LoggedTokenTurned
        from ..models.logged_tokens_hidden import LoggedTokensHidden
        from ..models.logged_tournament_announced import LoggedTournamentAnnounced
        from ..models.logged_tournament_reply import LoggedTournamentReply
        from ..models.logged_tournament_won import LoggedTournamentWon
        from ..models.logged_troops_joined import LoggedTroopsJoined
        from ..models.logged_turn_ended import LoggedTurnEnded
        from ..models.logged_turn_missed import LoggedTurnMissed
        from ..models.logged_turn_started import LoggedTurnStarted
        from ..models.logged_undone import LoggedUndone

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, LoggedGameStarted)
                or isinstance(events_item_data, LoggedDieRolled)
                or isinstance(events_item_data, LoggedHiddenDraw)
                or isinstance(events_item_data, LoggedFirstPlayerFound)
                or isinstance(events_item_data, LoggedChallengerChosen)
                or isinstance(events_item_data, LoggedPiecesPlaced)
                or isinstance(events_item_data, LoggedControlChanged)
                or isinstance(events_item_data, LoggedTaxDueChanged)
                or isinstance(events_item_data, LoggedGoldTransferred)
                or isinstance(events_item_data, LoggedTokensHidden)
                or isinstance(events_item_data, LoggedAuctionOpened)
                or isinstance(events_item_data, LoggedBidSealed)
                or isinstance(events_item_data, LoggedBidRecorded)
                or isinstance(events_item_data, LoggedBidsRevealed)
                or isinstance(events_item_data, LoggedAllegianceFormed)
                or isinstance(events_item_data, LoggedTurnStarted)
                or isinstance(events_item_data, LoggedPhaseStarted)
                or isinstance(events_item_data, LoggedTurnMissed)
                or isinstance(events_item_data, LoggedPiecesMoved)
                or isinstance(events_item_data, LoggedCardPlayed)
                or isinstance(events_item_data, LoggedPiecesBought)
                or isinstance(events_item_data, LoggedTurnEnded)
                or isinstance(events_item_data, LoggedDebtDue)
                or isinstance(events_item_data, LoggedDealOffered)
                or isinstance(events_item_data, LoggedDealAnswered)
                or isinstance(events_item_data, LoggedCardsHandedOver)
                or isinstance(events_item_data, LoggedPlayerEliminated)
                or isinstance(events_item_data, LoggedGameEnded)
                or isinstance(events_item_data, LoggedBattleStarted)
                or isinstance(events_item_data, LoggedBattleRound)
                or isinstance(events_item_data, LoggedPiecesLost)
                or isinstance(events_item_data, LoggedRolesReversed)
                or isinstance(events_item_data, LoggedBattleEnded)
                or isinstance(events_item_data, LoggedChivalryChanged)
                or isinstance(events_item_data, LoggedEnduranceChanged)
                or isinstance(events_item_data, LoggedChallengerEscaped)
                or isinstance(events_item_data, LoggedChallengerCaptured)
                or isinstance(events_item_data, LoggedChallengerReleased)
                or isinstance(events_item_data, LoggedChallengerRecovering)
                or isinstance(events_item_data, LoggedCamelotFallen)
                or isinstance(events_item_data, LoggedPacksShuffled)
                or isinstance(events_item_data, LoggedFortuneDrawn)
                or isinstance(events_item_data, LoggedCardKept)
                or isinstance(events_item_data, LoggedTroopsJoined)
                or isinstance(events_item_data, LoggedTournamentAnnounced)
                or isinstance(events_item_data, LoggedTournamentReply)
                or isinstance(events_item_data, LoggedNumbersPicked)
                or isinstance(events_item_data, LoggedRideRun)
                or isinstance(events_item_data, LoggedTournamentWon)
                or isinstance(events_item_data, LoggedQuestBegun)
                or isinstance(events_item_data, LoggedGuardianDrawn)
                or isinstance(events_item_data, LoggedGuardianRound)
                or isinstance(events_item_data, LoggedGuardianSlain)
                or isinstance(events_item_data, LoggedQuestRetreated)
                or isinstance(events_item_data, LoggedTokenTurned)
                or isinstance(events_item_data, LoggedRiddleAsked)
                or isinstance(events_item_data, LoggedRiddleAnswered)
                or isinstance(events_item_data, LoggedRiddleRevealed)
                or isinstance(events_item_data, LoggedRoyalGuardian)
                or isinstance(events_item_data, LoggedAllianceProposed)
                or isinstance(events_item_data, LoggedAllianceFormed)
                or isinstance(events_item_data, LoggedAllianceRefused)
                or isinstance(events_item_data, LoggedAllianceEnded)
                or isinstance(events_item_data, LoggedAlliesJoinBattle)
                or isinstance(events_item_data, LoggedAllyLeavesBattle)
                or isinstance(events_item_data, LoggedDealProposed)
                or isinstance(events_item_data, LoggedDealTerms)
                or isinstance(events_item_data, LoggedDealAccepted)
                or isinstance(events_item_data, LoggedDealRefused)
                or isinstance(events_item_data, LoggedDealWithdrawn)
                or isinstance(events_item_data, LoggedDealLapsed)
                or isinstance(events_item_data, LoggedUndone)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.logged_allegiance_formed import LoggedAllegianceFormed
        from ..models.logged_alliance_ended import LoggedAllianceEnded
        from ..models.logged_alliance_formed import LoggedAllianceFormed
        from ..models.logged_alliance_proposed import LoggedAllianceProposed
        from ..models.logged_alliance_refused import LoggedAllianceRefused
        from ..models.logged_allies_join_battle import LoggedAlliesJoinBattle
        from ..models.logged_ally_leaves_battle import LoggedAllyLeavesBattle
        from ..models.logged_auction_opened import LoggedAuctionOpened
        from ..models.logged_battle_ended import LoggedBattleEnded
        from ..models.logged_battle_round import LoggedBattleRound
        from ..models.logged_battle_started import LoggedBattleStarted
        from ..models.logged_bid_recorded import LoggedBidRecorded
        from ..models.logged_bid_sealed import LoggedBidSealed
        from ..models.logged_bids_revealed import LoggedBidsRevealed
        from ..models.logged_camelot_fallen import LoggedCamelotFallen
        from ..models.logged_card_kept import LoggedCardKept
        from ..models.logged_card_played import LoggedCardPlayed
        from ..models.logged_cards_handed_over import LoggedCardsHandedOver
        from ..models.logged_challenger_captured import LoggedChallengerCaptured
        from ..models.logged_challenger_chosen import LoggedChallengerChosen
        from ..models.logged_challenger_escaped import LoggedChallengerEscaped
        from ..models.logged_challenger_recovering import LoggedChallengerRecovering
        from ..models.logged_challenger_released import LoggedChallengerReleased
        from ..models.logged_chivalry_changed import LoggedChivalryChanged
        from ..models.logged_control_changed import LoggedControlChanged
        from ..models.logged_deal_accepted import LoggedDealAccepted
        from ..models.logged_deal_answered import LoggedDealAnswered
        from ..models.logged_deal_lapsed import LoggedDealLapsed
        from ..models.logged_deal_offered import LoggedDealOffered
        from ..models.logged_deal_proposed import LoggedDealProposed
        from ..models.logged_deal_refused import LoggedDealRefused
        from ..models.logged_deal_terms import LoggedDealTerms
        from ..models.logged_deal_withdrawn import LoggedDealWithdrawn
        from ..models.logged_debt_due import LoggedDebtDue
        from ..models.logged_die_rolled import LoggedDieRolled
        from ..models.logged_endurance_changed import LoggedEnduranceChanged
        from ..models.logged_first_player_found import LoggedFirstPlayerFound
        from ..models.logged_fortune_drawn import LoggedFortuneDrawn
        from ..models.logged_game_ended import LoggedGameEnded
        from ..models.logged_game_started import LoggedGameStarted
        from ..models.logged_gold_transferred import LoggedGoldTransferred
        from ..models.logged_guardian_drawn import LoggedGuardianDrawn
        from ..models.logged_guardian_round import LoggedGuardianRound
        from ..models.logged_guardian_slain import LoggedGuardianSlain
        from ..models.logged_hidden_draw import LoggedHiddenDraw
        from ..models.logged_numbers_picked import LoggedNumbersPicked
        from ..models.logged_packs_shuffled import LoggedPacksShuffled
        from ..models.logged_phase_started import LoggedPhaseStarted
        from ..models.logged_pieces_bought import LoggedPiecesBought
        from ..models.logged_pieces_lost import LoggedPiecesLost
        from ..models.logged_pieces_moved import LoggedPiecesMoved
        from ..models.logged_pieces_placed import LoggedPiecesPlaced
        from ..models.logged_player_eliminated import LoggedPlayerEliminated
        from ..models.logged_quest_begun import LoggedQuestBegun
        from ..models.logged_quest_retreated import LoggedQuestRetreated
        from ..models.logged_riddle_answered import LoggedRiddleAnswered
        from ..models.logged_riddle_asked import LoggedRiddleAsked
        from ..models.logged_riddle_revealed import LoggedRiddleRevealed
        from ..models.logged_ride_run import LoggedRideRun
        from ..models.logged_roles_reversed import LoggedRolesReversed
        from ..models.logged_royal_guardian import LoggedRoyalGuardian
        from ..models.logged_service_event import LoggedServiceEvent
        from ..models.logged_tax_due_changed import LoggedTaxDueChanged
        from ..models.logged_token_turned import LoggedTokenTurned
        from ..models.logged_tokens_hidden import LoggedTokensHidden
        from ..models.logged_tournament_announced import LoggedTournamentAnnounced
        from ..models.logged_tournament_reply import LoggedTournamentReply
        from ..models.logged_tournament_won import LoggedTournamentWon
        from ..models.logged_troops_joined import LoggedTroopsJoined
        from ..models.logged_turn_ended import LoggedTurnEnded
        from ..models.logged_turn_missed import LoggedTurnMissed
        from ..models.logged_turn_started import LoggedTurnStarted
        from ..models.logged_undone import LoggedUndone

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                LoggedAllegianceFormed
                | LoggedAllianceEnded
                | LoggedAllianceFormed
                | LoggedAllianceProposed
                | LoggedAllianceRefused
                | LoggedAlliesJoinBattle
                | LoggedAllyLeavesBattle
                | LoggedAuctionOpened
                | LoggedBattleEnded
                | LoggedBattleRound
                | LoggedBattleStarted
                | LoggedBidRecorded
                | LoggedBidSealed
                | LoggedBidsRevealed
                | LoggedCamelotFallen
                | LoggedCardKept
                | LoggedCardPlayed
                | LoggedCardsHandedOver
                | LoggedChallengerCaptured
                | LoggedChallengerChosen
                | LoggedChallengerEscaped
                | LoggedChallengerRecovering
                | LoggedChallengerReleased
                | LoggedChivalryChanged
                | LoggedControlChanged
                | LoggedDealAccepted
                | LoggedDealAnswered
                | LoggedDealLapsed
                | LoggedDealOffered
                | LoggedDealProposed
                | LoggedDealRefused
                | LoggedDealTerms
                | LoggedDealWithdrawn
                | LoggedDebtDue
                | LoggedDieRolled
                | LoggedEnduranceChanged
                | LoggedFirstPlayerFound
                | LoggedFortuneDrawn
                | LoggedGameEnded
                | LoggedGameStarted
                | LoggedGoldTransferred
                | LoggedGuardianDrawn
                | LoggedGuardianRound
                | LoggedGuardianSlain
                | LoggedHiddenDraw
                | LoggedNumbersPicked
                | LoggedPacksShuffled
                | LoggedPhaseStarted
                | LoggedPiecesBought
                | LoggedPiecesLost
                | LoggedPiecesMoved
                | LoggedPiecesPlaced
                | LoggedPlayerEliminated
                | LoggedQuestBegun
                | LoggedQuestRetreated
                | LoggedRiddleAnswered
                | LoggedRiddleAsked
                | LoggedRiddleRevealed
                | LoggedRideRun
                | LoggedRolesReversed
                | LoggedRoyalGuardian
                | LoggedServiceEvent
                | LoggedTaxDueChanged
                | LoggedTokensHidden
                | LoggedTokenTurned
                | LoggedTournamentAnnounced
                | LoggedTournamentReply
                | LoggedTournamentWon
                | LoggedTroopsJoined
                | LoggedTurnEnded
                | LoggedTurnMissed
                | LoggedTurnStarted
                | LoggedUndone
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_0 = LoggedGameStarted.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_1 = LoggedDieRolled.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_2 = LoggedHiddenDraw.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_3 = (
                        LoggedFirstPlayerFound.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_4 = (
                        LoggedChallengerChosen.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_5 = (
                        LoggedPiecesPlaced.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_6 = (
                        LoggedControlChanged.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_7 = (
                        LoggedTaxDueChanged.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_8 = (
                        LoggedGoldTransferred.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_9 = (
                        LoggedTokensHidden.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_10 = (
                        LoggedAuctionOpened.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_11 = LoggedBidSealed.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_12 = (
                        LoggedBidRecorded.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_13 = (
                        LoggedBidsRevealed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_14 = (
                        LoggedAllegianceFormed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_15 = (
                        LoggedTurnStarted.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_16 = (
                        LoggedPhaseStarted.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_17 = LoggedTurnMissed.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_18 = (
                        LoggedPiecesMoved.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_19 = LoggedCardPlayed.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_20 = (
                        LoggedPiecesBought.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_21 = LoggedTurnEnded.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_22 = LoggedDebtDue.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_23 = (
                        LoggedDealOffered.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_24 = (
                        LoggedDealAnswered.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_25 = (
                        LoggedCardsHandedOver.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_26 = (
                        LoggedPlayerEliminated.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_27 = LoggedGameEnded.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_28 = (
                        LoggedBattleStarted.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_29 = (
                        LoggedBattleRound.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_30 = LoggedPiecesLost.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_31 = (
                        LoggedRolesReversed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_32 = (
                        LoggedBattleEnded.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_33 = (
                        LoggedChivalryChanged.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_34 = (
                        LoggedEnduranceChanged.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_35 = (
                        LoggedChallengerEscaped.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_36 = (
                        LoggedChallengerCaptured.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_37 = (
                        LoggedChallengerReleased.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_38 = (
                        LoggedChallengerRecovering.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_39 = (
                        LoggedCamelotFallen.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_40 = (
                        LoggedPacksShuffled.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_41 = (
                        LoggedFortuneDrawn.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_42 = LoggedCardKept.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_43 = (
                        LoggedTroopsJoined.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_44 = (
                        LoggedTournamentAnnounced.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_45 = (
                        LoggedTournamentReply.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_46 = (
                        LoggedNumbersPicked.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_47 = LoggedRideRun.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_48 = (
                        LoggedTournamentWon.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_49 = LoggedQuestBegun.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_50 = (
                        LoggedGuardianDrawn.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_51 = (
                        LoggedGuardianRound.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_52 = (
                        LoggedGuardianSlain.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_53 = (
                        LoggedQuestRetreated.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_54 = (
                        LoggedTokenTurned.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_55 = (
                        LoggedRiddleAsked.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_56 = (
                        LoggedRiddleAnswered.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_57 = (
                        LoggedRiddleRevealed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_58 = (
                        LoggedRoyalGuardian.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_59 = (
                        LoggedAllianceProposed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_60 = (
                        LoggedAllianceFormed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_61 = (
                        LoggedAllianceRefused.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_62 = (
                        LoggedAllianceEnded.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_63 = (
                        LoggedAlliesJoinBattle.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_64 = (
                        LoggedAllyLeavesBattle.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_65 = (
                        LoggedDealProposed.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_66 = LoggedDealTerms.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_67 = (
                        LoggedDealAccepted.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_68 = (
                        LoggedDealRefused.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_69 = (
                        LoggedDealWithdrawn.from_dict(data)
                    )

                    return componentsschemas_logged_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_70 = LoggedDealLapsed.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_logged_event_type_71 = LoggedUndone.from_dict(
                        data
                    )

                    return componentsschemas_logged_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_event_type_72 = LoggedServiceEvent.from_dict(
                    data
                )

                return componentsschemas_logged_event_type_72

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        next_ = d.pop("next")

        event_page = cls(
            events=events,
            next_=next_,
        )

        event_page.additional_properties = d
        return event_page

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
