"""Contains all the data models used in inputs/outputs"""

from .absence import Absence
from .action_answer import ActionAnswer
from .action_request_request import ActionRequestRequest
from .allegiance import Allegiance
from .allegiance_cost import AllegianceCost
from .allegiance_formed import AllegianceFormed
from .allegiance_formed_type import AllegianceFormedType
from .alliance_ended import AllianceEnded
from .alliance_ended_type import AllianceEndedType
from .alliance_formed import AllianceFormed
from .alliance_formed_type import AllianceFormedType
from .alliance_proposed import AllianceProposed
from .alliance_proposed_type import AllianceProposedType
from .alliance_refused import AllianceRefused
from .alliance_refused_type import AllianceRefusedType
from .alliance_reply_detail import AllianceReplyDetail
from .allies_join_battle import AlliesJoinBattle
from .allies_join_battle_type import AlliesJoinBattleType
from .ally_leaves_battle import AllyLeavesBattle
from .ally_leaves_battle_type import AllyLeavesBattleType
from .answer_alliance import AnswerAlliance
from .answer_alliance_kind import AnswerAllianceKind
from .answer_deal import AnswerDeal
from .answer_deal_detail import AnswerDealDetail
from .answer_deal_kind import AnswerDealKind
from .answer_joust import AnswerJoust
from .answer_joust_kind import AnswerJoustKind
from .answer_riddle import AnswerRiddle
from .answer_riddle_detail import AnswerRiddleDetail
from .answer_riddle_kind import AnswerRiddleKind
from .auction_opened import AuctionOpened
from .auction_opened_type import AuctionOpenedType
from .auction_state import AuctionState
from .auction_state_bids import AuctionStateBids
from .auction_state_rolled_total import AuctionStateRolledTotal
from .auction_state_rolls import AuctionStateRolls
from .auction_view import AuctionView
from .auction_view_bids import AuctionViewBids
from .auction_view_rolled_total import AuctionViewRolledTotal
from .auction_view_rolls import AuctionViewRolls
from .auth_token_request import AuthTokenRequest
from .autopilot_request import AutopilotRequest
from .awaited_roll import AwaitedRoll
from .battle import Battle
from .battle_ahead import BattleAhead
from .battle_allies import BattleAllies
from .battle_cards import BattleCards
from .battle_cards_detail import BattleCardsDetail
from .battle_ended import BattleEnded
from .battle_ended_type import BattleEndedType
from .battle_faces import BattleFaces
from .battle_initial import BattleInitial
from .battle_losses import BattleLosses
from .battle_odds import BattleOdds
from .battle_outcome import BattleOutcome
from .battle_round import BattleRound
from .battle_round_type import BattleRoundType
from .battle_stage import BattleStage
from .battle_started import BattleStarted
from .battle_started_type import BattleStartedType
from .battle_started_wages import BattleStartedWages
from .battle_view import BattleView
from .battle_view_allies import BattleViewAllies
from .battle_view_cards import BattleViewCards
from .battle_view_faces import BattleViewFaces
from .battle_view_initial import BattleViewInitial
from .battle_view_losses import BattleViewLosses
from .battle_view_wages import BattleViewWages
from .battle_wages import BattleWages
from .bid import Bid
from .bid_detail import BidDetail
from .bid_forecast import BidForecast
from .bid_kind import BidKind
from .bid_recorded import BidRecorded
from .bid_recorded_type import BidRecordedType
from .bid_sealed import BidSealed
from .bid_sealed_type import BidSealedType
from .bids_revealed import BidsRevealed
from .bids_revealed_bids import BidsRevealedBids
from .bids_revealed_type import BidsRevealedType
from .board import Board
from .board_board import BoardBoard
from .board_challengers_item import BoardChallengersItem
from .bot_levels_enum import BotLevelsEnum
from .buy import Buy
from .buy_kind import BuyKind
from .camelot_fallen import CamelotFallen
from .camelot_fallen_type import CamelotFallenType
from .card_kept import CardKept
from .card_kept_type import CardKeptType
from .card_loss import CardLoss
from .card_played import CardPlayed
from .card_played_type import CardPlayedType
from .cards_handed_over import CardsHandedOver
from .cards_handed_over_type import CardsHandedOverType
from .challenger_captured import ChallengerCaptured
from .challenger_captured_type import ChallengerCapturedType
from .challenger_chosen import ChallengerChosen
from .challenger_chosen_type import ChallengerChosenType
from .challenger_escaped import ChallengerEscaped
from .challenger_escaped_type import ChallengerEscapedType
from .challenger_recovering import ChallengerRecovering
from .challenger_recovering_type import ChallengerRecoveringType
from .challenger_released import ChallengerReleased
from .challenger_released_type import ChallengerReleasedType
from .chivalry_changed import ChivalryChanged
from .chivalry_changed_type import ChivalryChangedType
from .choice import Choice
from .choices import Choices
from .choose_battle_detail import ChooseBattleDetail
from .choose_challenger import ChooseChallenger
from .choose_challenger_kind import ChooseChallengerKind
from .choose_refuge import ChooseRefuge
from .choose_refuge_kind import ChooseRefugeKind
from .clock_enum import ClockEnum
from .contest import Contest
from .contest_option import ContestOption
from .control_changed import ControlChanged
from .control_changed_type import ControlChangedType
from .count_bounds import CountBounds
from .deadline import Deadline
from .deal import Deal
from .deal_accepted import DealAccepted
from .deal_accepted_type import DealAcceptedType
from .deal_answered import DealAnswered
from .deal_answered_type import DealAnsweredType
from .deal_forecast import DealForecast
from .deal_forecast_hindered_by import DealForecastHinderedBy
from .deal_lapsed import DealLapsed
from .deal_lapsed_type import DealLapsedType
from .deal_offered import DealOffered
from .deal_offered_type import DealOfferedType
from .deal_proposed import DealProposed
from .deal_proposed_type import DealProposedType
from .deal_refused import DealRefused
from .deal_refused_type import DealRefusedType
from .deal_reply_detail import DealReplyDetail
from .deal_terms import DealTerms
from .deal_terms_type import DealTermsType
from .deal_view import DealView
from .deal_withdrawn import DealWithdrawn
from .deal_withdrawn_type import DealWithdrawnType
from .debt import Debt
from .debt_due import DebtDue
from .debt_due_type import DebtDueType
from .decision_alliance_reply import DecisionAllianceReply
from .decision_answer_deal import DecisionAnswerDeal
from .decision_answer_riddle import DecisionAnswerRiddle
from .decision_battle_cards import DecisionBattleCards
from .decision_bid import DecisionBid
from .decision_choose_battle import DecisionChooseBattle
from .decision_choose_challenger import DecisionChooseChallenger
from .decision_choose_refuge import DecisionChooseRefuge
from .decision_deal_reply import DecisionDealReply
from .decision_enter_card import DecisionEnterCard
from .decision_joust_pick import DecisionJoustPick
from .decision_joust_reply import DecisionJoustReply
from .decision_judge_riddle import DecisionJudgeRiddle
from .decision_kind import DecisionKind
from .decision_kind_enum import DecisionKindEnum
from .decision_leave_site import DecisionLeaveSite
from .decision_move import DecisionMove
from .decision_purchase import DecisionPurchase
from .decision_quest import DecisionQuest
from .decision_raise_funds import DecisionRaiseFunds
from .decision_ransom import DecisionRansom
from .decision_roll import DecisionRoll
from .decision_turn_token import DecisionTurnToken
from .decks import Decks
from .decks_fortune_item import DecksFortuneItem
from .decks_guardians_item import DecksGuardiansItem
from .declare_bankrupt import DeclareBankrupt
from .declare_bankrupt_kind import DeclareBankruptKind
from .dice_audit import DiceAudit
from .dice_audit_rolls_item import DiceAuditRollsItem
from .die_rolled import DieRolled
from .die_rolled_type import DieRolledType
from .duel import Duel
from .duel_faces import DuelFaces
from .email_state import EmailState
from .end_alliance import EndAlliance
from .end_alliance_kind import EndAllianceKind
from .end_by_time_limit import EndByTimeLimit
from .end_by_time_limit_kind import EndByTimeLimitKind
from .end_movement import EndMovement
from .end_movement_kind import EndMovementKind
from .end_now import EndNow
from .end_turn import EndTurn
from .end_turn_kind import EndTurnKind
from .endurance_changed import EnduranceChanged
from .endurance_changed_type import EnduranceChangedType
from .enter_card import EnterCard
from .enter_card_detail import EnterCardDetail
from .enter_card_detail_pack import EnterCardDetailPack
from .enter_card_kind import EnterCardKind
from .error import Error
from .error_fields import ErrorFields
from .escape import Escape
from .event_page import EventPage
from .execute import Execute
from .execute_kind import ExecuteKind
from .fight_battle import FightBattle
from .fight_battle_kind import FightBattleKind
from .first_player_found import FirstPlayerFound
from .first_player_found_type import FirstPlayerFoundType
from .fortune_drawn import FortuneDrawn
from .fortune_drawn_type import FortuneDrawnType
from .game_create_request import GameCreateRequest
from .game_ended import GameEnded
from .game_ended_type import GameEndedType
from .game_page import GamePage
from .game_started import GameStarted
from .game_started_type import GameStartedType
from .game_summary import GameSummary
from .game_view import GameView
from .game_view_settings import GameViewSettings
from .games_odds_retrieve_holder_type_1 import GamesOddsRetrieveHolderType1
from .games_odds_retrieve_holder_type_2_type_1 import GamesOddsRetrieveHolderType2Type1
from .games_odds_retrieve_holder_type_3_type_1 import GamesOddsRetrieveHolderType3Type1
from .gold_transferred import GoldTransferred
from .gold_transferred_type import GoldTransferredType
from .guardian_drawn import GuardianDrawn
from .guardian_drawn_type import GuardianDrawnType
from .guardian_forecast import GuardianForecast
from .guardian_round import GuardianRound
from .guardian_round_type import GuardianRoundType
from .guardian_slain import GuardianSlain
from .guardian_slain_type import GuardianSlainType
from .hidden_draw import HiddenDraw
from .hidden_draw_type import HiddenDrawType
from .holder import Holder
from .invite_bot_request import InviteBotRequest
from .joined import Joined
from .joust import Joust
from .joust_faces import JoustFaces
from .joust_forecast import JoustForecast
from .joust_pick_detail import JoustPickDetail
from .joust_picks import JoustPicks
from .joust_points import JoustPoints
from .joust_replies import JoustReplies
from .joust_reply_detail import JoustReplyDetail
from .joust_view import JoustView
from .joust_view_faces import JoustViewFaces
from .joust_view_picks import JoustViewPicks
from .joust_view_points import JoustViewPoints
from .joust_view_replies import JoustViewReplies
from .judge_riddle import JudgeRiddle
from .judge_riddle_detail import JudgeRiddleDetail
from .judge_riddle_kind import JudgeRiddleKind
from .leave_request import LeaveRequest
from .leave_site import LeaveSite
from .leave_site_kind import LeaveSiteKind
from .legal_actions import LegalActions
from .logged_allegiance_formed import LoggedAllegianceFormed
from .logged_allegiance_formed_type import LoggedAllegianceFormedType
from .logged_alliance_ended import LoggedAllianceEnded
from .logged_alliance_ended_type import LoggedAllianceEndedType
from .logged_alliance_formed import LoggedAllianceFormed
from .logged_alliance_formed_type import LoggedAllianceFormedType
from .logged_alliance_proposed import LoggedAllianceProposed
from .logged_alliance_proposed_type import LoggedAllianceProposedType
from .logged_alliance_refused import LoggedAllianceRefused
from .logged_alliance_refused_type import LoggedAllianceRefusedType
from .logged_allies_join_battle import LoggedAlliesJoinBattle
from .logged_allies_join_battle_type import LoggedAlliesJoinBattleType
from .logged_ally_leaves_battle import LoggedAllyLeavesBattle
from .logged_ally_leaves_battle_type import LoggedAllyLeavesBattleType
from .logged_auction_opened import LoggedAuctionOpened
from .logged_auction_opened_type import LoggedAuctionOpenedType
from .logged_battle_ended import LoggedBattleEnded
from .logged_battle_ended_type import LoggedBattleEndedType
from .logged_battle_round import LoggedBattleRound
from .logged_battle_round_type import LoggedBattleRoundType
from .logged_battle_started import LoggedBattleStarted
from .logged_battle_started_type import LoggedBattleStartedType
from .logged_battle_started_wages import LoggedBattleStartedWages
from .logged_bid_recorded import LoggedBidRecorded
from .logged_bid_recorded_type import LoggedBidRecordedType
from .logged_bid_sealed import LoggedBidSealed
from .logged_bid_sealed_type import LoggedBidSealedType
from .logged_bids_revealed import LoggedBidsRevealed
from .logged_bids_revealed_bids import LoggedBidsRevealedBids
from .logged_bids_revealed_type import LoggedBidsRevealedType
from .logged_camelot_fallen import LoggedCamelotFallen
from .logged_camelot_fallen_type import LoggedCamelotFallenType
from .logged_card_kept import LoggedCardKept
from .logged_card_kept_type import LoggedCardKeptType
from .logged_card_played import LoggedCardPlayed
from .logged_card_played_type import LoggedCardPlayedType
from .logged_cards_handed_over import LoggedCardsHandedOver
from .logged_cards_handed_over_type import LoggedCardsHandedOverType
from .logged_challenger_captured import LoggedChallengerCaptured
from .logged_challenger_captured_type import LoggedChallengerCapturedType
from .logged_challenger_chosen import LoggedChallengerChosen
from .logged_challenger_chosen_type import LoggedChallengerChosenType
from .logged_challenger_escaped import LoggedChallengerEscaped
from .logged_challenger_escaped_type import LoggedChallengerEscapedType
from .logged_challenger_recovering import LoggedChallengerRecovering
from .logged_challenger_recovering_type import LoggedChallengerRecoveringType
from .logged_challenger_released import LoggedChallengerReleased
from .logged_challenger_released_type import LoggedChallengerReleasedType
from .logged_chivalry_changed import LoggedChivalryChanged
from .logged_chivalry_changed_type import LoggedChivalryChangedType
from .logged_control_changed import LoggedControlChanged
from .logged_control_changed_type import LoggedControlChangedType
from .logged_deal_accepted import LoggedDealAccepted
from .logged_deal_accepted_type import LoggedDealAcceptedType
from .logged_deal_answered import LoggedDealAnswered
from .logged_deal_answered_type import LoggedDealAnsweredType
from .logged_deal_lapsed import LoggedDealLapsed
from .logged_deal_lapsed_type import LoggedDealLapsedType
from .logged_deal_offered import LoggedDealOffered
from .logged_deal_offered_type import LoggedDealOfferedType
from .logged_deal_proposed import LoggedDealProposed
from .logged_deal_proposed_type import LoggedDealProposedType
from .logged_deal_refused import LoggedDealRefused
from .logged_deal_refused_type import LoggedDealRefusedType
from .logged_deal_terms import LoggedDealTerms
from .logged_deal_terms_type import LoggedDealTermsType
from .logged_deal_withdrawn import LoggedDealWithdrawn
from .logged_deal_withdrawn_type import LoggedDealWithdrawnType
from .logged_debt_due import LoggedDebtDue
from .logged_debt_due_type import LoggedDebtDueType
from .logged_die_rolled import LoggedDieRolled
from .logged_die_rolled_type import LoggedDieRolledType
from .logged_endurance_changed import LoggedEnduranceChanged
from .logged_endurance_changed_type import LoggedEnduranceChangedType
from .logged_first_player_found import LoggedFirstPlayerFound
from .logged_first_player_found_type import LoggedFirstPlayerFoundType
from .logged_fortune_drawn import LoggedFortuneDrawn
from .logged_fortune_drawn_type import LoggedFortuneDrawnType
from .logged_game_ended import LoggedGameEnded
from .logged_game_ended_type import LoggedGameEndedType
from .logged_game_started import LoggedGameStarted
from .logged_game_started_type import LoggedGameStartedType
from .logged_gold_transferred import LoggedGoldTransferred
from .logged_gold_transferred_type import LoggedGoldTransferredType
from .logged_guardian_drawn import LoggedGuardianDrawn
from .logged_guardian_drawn_type import LoggedGuardianDrawnType
from .logged_guardian_round import LoggedGuardianRound
from .logged_guardian_round_type import LoggedGuardianRoundType
from .logged_guardian_slain import LoggedGuardianSlain
from .logged_guardian_slain_type import LoggedGuardianSlainType
from .logged_hidden_draw import LoggedHiddenDraw
from .logged_hidden_draw_type import LoggedHiddenDrawType
from .logged_numbers_picked import LoggedNumbersPicked
from .logged_numbers_picked_type import LoggedNumbersPickedType
from .logged_packs_shuffled import LoggedPacksShuffled
from .logged_packs_shuffled_type import LoggedPacksShuffledType
from .logged_phase_started import LoggedPhaseStarted
from .logged_phase_started_type import LoggedPhaseStartedType
from .logged_pieces_bought import LoggedPiecesBought
from .logged_pieces_bought_type import LoggedPiecesBoughtType
from .logged_pieces_lost import LoggedPiecesLost
from .logged_pieces_lost_type import LoggedPiecesLostType
from .logged_pieces_moved import LoggedPiecesMoved
from .logged_pieces_moved_type import LoggedPiecesMovedType
from .logged_pieces_placed import LoggedPiecesPlaced
from .logged_pieces_placed_type import LoggedPiecesPlacedType
from .logged_player_eliminated import LoggedPlayerEliminated
from .logged_player_eliminated_type import LoggedPlayerEliminatedType
from .logged_quest_begun import LoggedQuestBegun
from .logged_quest_begun_type import LoggedQuestBegunType
from .logged_quest_retreated import LoggedQuestRetreated
from .logged_quest_retreated_type import LoggedQuestRetreatedType
from .logged_riddle_answered import LoggedRiddleAnswered
from .logged_riddle_answered_type import LoggedRiddleAnsweredType
from .logged_riddle_asked import LoggedRiddleAsked
from .logged_riddle_asked_type import LoggedRiddleAskedType
from .logged_riddle_revealed import LoggedRiddleRevealed
from .logged_riddle_revealed_type import LoggedRiddleRevealedType
from .logged_ride_run import LoggedRideRun
from .logged_ride_run_faces import LoggedRideRunFaces
from .logged_ride_run_numbers import LoggedRideRunNumbers
from .logged_ride_run_points import LoggedRideRunPoints
from .logged_ride_run_type import LoggedRideRunType
from .logged_roles_reversed import LoggedRolesReversed
from .logged_roles_reversed_type import LoggedRolesReversedType
from .logged_royal_guardian import LoggedRoyalGuardian
from .logged_royal_guardian_type import LoggedRoyalGuardianType
from .logged_service_event import LoggedServiceEvent
from .logged_service_event_rule import LoggedServiceEventRule
from .logged_service_event_type import LoggedServiceEventType
from .logged_tax_due_changed import LoggedTaxDueChanged
from .logged_tax_due_changed_type import LoggedTaxDueChangedType
from .logged_token_turned import LoggedTokenTurned
from .logged_token_turned_type import LoggedTokenTurnedType
from .logged_tokens_hidden import LoggedTokensHidden
from .logged_tokens_hidden_type import LoggedTokensHiddenType
from .logged_tournament_announced import LoggedTournamentAnnounced
from .logged_tournament_announced_type import LoggedTournamentAnnouncedType
from .logged_tournament_reply import LoggedTournamentReply
from .logged_tournament_reply_type import LoggedTournamentReplyType
from .logged_tournament_won import LoggedTournamentWon
from .logged_tournament_won_points import LoggedTournamentWonPoints
from .logged_tournament_won_type import LoggedTournamentWonType
from .logged_troops_joined import LoggedTroopsJoined
from .logged_troops_joined_type import LoggedTroopsJoinedType
from .logged_turn_ended import LoggedTurnEnded
from .logged_turn_ended_type import LoggedTurnEndedType
from .logged_turn_missed import LoggedTurnMissed
from .logged_turn_missed_type import LoggedTurnMissedType
from .logged_turn_started import LoggedTurnStarted
from .logged_turn_started_type import LoggedTurnStartedType
from .logged_undone import LoggedUndone
from .magic_token import MagicToken
from .mail_replies import MailReplies
from .mail_replies_request import MailRepliesRequest
from .mark_read_request import MarkReadRequest
from .me_response import MeResponse
from .message import Message
from .message_page import MessagePage
from .message_page_unread import MessagePageUnread
from .message_post_request import MessagePostRequest
from .message_reported import MessageReported
from .messages_read import MessagesRead
from .messages_read_unread import MessagesReadUnread
from .mode import Mode
from .mode_enum import ModeEnum
from .move import Move
from .move_forecast import MoveForecast
from .move_kind import MoveKind
from .muted import Muted
from .new_game_defaults import NewGameDefaults
from .next_legal_actions import NextLegalActions
from .no_detail import NoDetail
from .numbers_picked import NumbersPicked
from .numbers_picked_type import NumbersPickedType
from .offer import Offer
from .offer_deal import OfferDeal
from .offer_deal_kind import OfferDealKind
from .options_detail import OptionsDetail
from .order import Order
from .order_enum import OrderEnum
from .packs_shuffled import PacksShuffled
from .packs_shuffled_type import PacksShuffledType
from .patched_me_request import PatchedMeRequest
from .patched_profile_request import PatchedProfileRequest
from .paused import Paused
from .phase import Phase
from .phase_started import PhaseStarted
from .phase_started_type import PhaseStartedType
from .pick_numbers import PickNumbers
from .pick_numbers_kind import PickNumbersKind
from .pieces_bought import PiecesBought
from .pieces_bought_type import PiecesBoughtType
from .pieces_lost import PiecesLost
from .pieces_lost_type import PiecesLostType
from .pieces_moved import PiecesMoved
from .pieces_moved_type import PiecesMovedType
from .pieces_placed import PiecesPlaced
from .pieces_placed_type import PiecesPlacedType
from .play_cards import PlayCards
from .play_cards_kind import PlayCardsKind
from .player import Player
from .player_banned_sites import PlayerBannedSites
from .player_eliminated import PlayerEliminated
from .player_eliminated_type import PlayerEliminatedType
from .player_stacks import PlayerStacks
from .player_view import PlayerView
from .player_view_banned_sites import PlayerViewBannedSites
from .player_view_hand_type_1 import PlayerViewHandType1
from .player_view_known_riddles_type_0_item import PlayerViewKnownRiddlesType0Item
from .player_view_known_riddles_type_1 import PlayerViewKnownRiddlesType1
from .player_view_stacks import PlayerViewStacks
from .posted_action_answer_alliance import PostedActionAnswerAlliance
from .posted_action_answer_alliance_kind import PostedActionAnswerAllianceKind
from .posted_action_answer_deal import PostedActionAnswerDeal
from .posted_action_answer_deal_kind import PostedActionAnswerDealKind
from .posted_action_answer_joust import PostedActionAnswerJoust
from .posted_action_answer_joust_kind import PostedActionAnswerJoustKind
from .posted_action_answer_riddle import PostedActionAnswerRiddle
from .posted_action_answer_riddle_kind import PostedActionAnswerRiddleKind
from .posted_action_bid import PostedActionBid
from .posted_action_bid_kind import PostedActionBidKind
from .posted_action_buy import PostedActionBuy
from .posted_action_buy_kind import PostedActionBuyKind
from .posted_action_choose_challenger import PostedActionChooseChallenger
from .posted_action_choose_challenger_kind import PostedActionChooseChallengerKind
from .posted_action_choose_refuge import PostedActionChooseRefuge
from .posted_action_choose_refuge_kind import PostedActionChooseRefugeKind
from .posted_action_declare_bankrupt import PostedActionDeclareBankrupt
from .posted_action_declare_bankrupt_kind import PostedActionDeclareBankruptKind
from .posted_action_end_alliance import PostedActionEndAlliance
from .posted_action_end_alliance_kind import PostedActionEndAllianceKind
from .posted_action_end_by_time_limit import PostedActionEndByTimeLimit
from .posted_action_end_by_time_limit_kind import PostedActionEndByTimeLimitKind
from .posted_action_end_movement import PostedActionEndMovement
from .posted_action_end_movement_kind import PostedActionEndMovementKind
from .posted_action_end_turn import PostedActionEndTurn
from .posted_action_end_turn_kind import PostedActionEndTurnKind
from .posted_action_enter_card import PostedActionEnterCard
from .posted_action_enter_card_kind import PostedActionEnterCardKind
from .posted_action_execute import PostedActionExecute
from .posted_action_execute_kind import PostedActionExecuteKind
from .posted_action_fight_battle import PostedActionFightBattle
from .posted_action_fight_battle_kind import PostedActionFightBattleKind
from .posted_action_judge_riddle import PostedActionJudgeRiddle
from .posted_action_judge_riddle_kind import PostedActionJudgeRiddleKind
from .posted_action_leave_site import PostedActionLeaveSite
from .posted_action_leave_site_kind import PostedActionLeaveSiteKind
from .posted_action_move import PostedActionMove
from .posted_action_move_kind import PostedActionMoveKind
from .posted_action_offer_deal import PostedActionOfferDeal
from .posted_action_offer_deal_kind import PostedActionOfferDealKind
from .posted_action_pick_numbers import PostedActionPickNumbers
from .posted_action_pick_numbers_kind import PostedActionPickNumbersKind
from .posted_action_play_cards import PostedActionPlayCards
from .posted_action_play_cards_kind import PostedActionPlayCardsKind
from .posted_action_propose_alliance import PostedActionProposeAlliance
from .posted_action_propose_alliance_kind import PostedActionProposeAllianceKind
from .posted_action_propose_deal import PostedActionProposeDeal
from .posted_action_propose_deal_kind import PostedActionProposeDealKind
from .posted_action_quest_fight import PostedActionQuestFight
from .posted_action_quest_fight_kind import PostedActionQuestFightKind
from .posted_action_quest_retreat import PostedActionQuestRetreat
from .posted_action_quest_retreat_kind import PostedActionQuestRetreatKind
from .posted_action_resign import PostedActionResign
from .posted_action_resign_kind import PostedActionResignKind
from .posted_action_roll import PostedActionRoll
from .posted_action_roll_kind import PostedActionRollKind
from .posted_action_set_ransom import PostedActionSetRansom
from .posted_action_set_ransom_kind import PostedActionSetRansomKind
from .posted_action_turn_token import PostedActionTurnToken
from .posted_action_turn_token_kind import PostedActionTurnTokenKind
from .posted_action_withdraw_deal import PostedActionWithdrawDeal
from .posted_action_withdraw_deal_kind import PostedActionWithdrawDealKind
from .posting import Posting
from .profile import Profile
from .proposal import Proposal
from .propose_alliance import ProposeAlliance
from .propose_alliance_kind import ProposeAllianceKind
from .propose_deal import ProposeDeal
from .propose_deal_kind import ProposeDealKind
from .purchase_forecast import PurchaseForecast
from .purse_turns import PurseTurns
from .quest import Quest
from .quest_begun import QuestBegun
from .quest_begun_type import QuestBegunType
from .quest_detail import QuestDetail
from .quest_faces import QuestFaces
from .quest_fight import QuestFight
from .quest_fight_kind import QuestFightKind
from .quest_retreat import QuestRetreat
from .quest_retreat_kind import QuestRetreatKind
from .quest_retreated import QuestRetreated
from .quest_retreated_type import QuestRetreatedType
from .quest_stage import QuestStage
from .raise_funds_detail import RaiseFundsDetail
from .ransom import Ransom
from .ransom_detail import RansomDetail
from .reachable import Reachable
from .reachable_reachable import ReachableReachable
from .reachable_refused import ReachableRefused
from .reconstructed_cell import ReconstructedCell
from .record_card import RecordCard
from .record_card_coins import RecordCardCoins
from .record_entry import RecordEntry
from .refusal import Refusal
from .replacement import Replacement
from .replay import Replay
from .replay_start import ReplayStart
from .replay_step import ReplayStep
from .replay_step_changes import ReplayStepChanges
from .replay_step_events_item import ReplayStepEventsItem
from .replay_step_figures_item import ReplayStepFiguresItem
from .replay_summary_line import ReplaySummaryLine
from .report_request import ReportRequest
from .resign import Resign
from .resign_kind import ResignKind
from .riddle_answered import RiddleAnswered
from .riddle_answered_type import RiddleAnsweredType
from .riddle_asked import RiddleAsked
from .riddle_asked_type import RiddleAskedType
from .riddle_question import RiddleQuestion
from .riddle_revealed import RiddleRevealed
from .riddle_revealed_type import RiddleRevealedType
from .ride_run import RideRun
from .ride_run_faces import RideRunFaces
from .ride_run_numbers import RideRunNumbers
from .ride_run_points import RideRunPoints
from .ride_run_type import RideRunType
from .roles_reversed import RolesReversed
from .roles_reversed_type import RolesReversedType
from .roll import Roll
from .roll_detail import RollDetail
from .roll_kind import RollKind
from .roll_purpose import RollPurpose
from .round_limit_bounds import RoundLimitBounds
from .royal_guardian import RoyalGuardian
from .royal_guardian_type import RoyalGuardianType
from .seat_bounds import SeatBounds
from .seat_summary import SeatSummary
from .seat_view import SeatView
from .seen_mark import SeenMark
from .seen_marked import SeenMarked
from .seen_request import SeenRequest
from .service_event import ServiceEvent
from .service_event_rule import ServiceEventRule
from .set_ransom import SetRansom
from .set_ransom_kind import SetRansomKind
from .settings import Settings
from .setup import Setup
from .setup_rolls import SetupRolls
from .setup_view import SetupView
from .setup_view_rolls import SetupViewRolls
from .sign_up_request import SignUpRequest
from .signed_up import SignedUp
from .since_last_visit import SinceLastVisit
from .site_entry import SiteEntry
from .span_bounds import SpanBounds
from .stack import Stack
from .standing import Standing
from .state import State
from .state_control import StateControl
from .state_sieges import StateSieges
from .state_tokens import StateTokens
from .state_view import StateView
from .state_view_control import StateViewControl
from .state_view_fortune_pack import StateViewFortunePack
from .state_view_guardian_pack import StateViewGuardianPack
from .state_view_riddle_pack import StateViewRiddlePack
from .state_view_sieges import StateViewSieges
from .state_view_tokens import StateViewTokens
from .status_enum import StatusEnum
from .table_player_request import TablePlayerRequest
from .table_reading_kind_enum import TableReadingKindEnum
from .table_reading_request import TableReadingRequest
from .tax_due_changed import TaxDueChanged
from .tax_due_changed_type import TaxDueChangedType
from .token import Token
from .token_turned import TokenTurned
from .token_turned_type import TokenTurnedType
from .tokens_hidden import TokensHidden
from .tokens_hidden_type import TokensHiddenType
from .tournament_announced import TournamentAnnounced
from .tournament_announced_type import TournamentAnnouncedType
from .tournament_reply import TournamentReply
from .tournament_reply_type import TournamentReplyType
from .tournament_won import TournamentWon
from .tournament_won_points import TournamentWonPoints
from .tournament_won_type import TournamentWonType
from .troops_joined import TroopsJoined
from .troops_joined_type import TroopsJoinedType
from .turn import Turn
from .turn_ended import TurnEnded
from .turn_ended_type import TurnEndedType
from .turn_missed import TurnMissed
from .turn_missed_type import TurnMissedType
from .turn_started import TurnStarted
from .turn_started_type import TurnStartedType
from .turn_token import TurnToken
from .turn_token_detail import TurnTokenDetail
from .turn_token_kind import TurnTokenKind
from .undo_answer import UndoAnswer
from .undo_entry import UndoEntry
from .undo_preview import UndoPreview
from .undo_request_request import UndoRequestRequest
from .undone import Undone
from .undone_action import UndoneAction
from .visit import Visit
from .withdraw_deal import WithdrawDeal
from .withdraw_deal_kind import WithdrawDealKind

__all__ = (
    "Absence",
    "ActionAnswer",
    "ActionRequestRequest",
    "Allegiance",
    "AllegianceCost",
    "AllegianceFormed",
    "AllegianceFormedType",
    "AllianceEnded",
    "AllianceEndedType",
    "AllianceFormed",
    "AllianceFormedType",
    "AllianceProposed",
    "AllianceProposedType",
    "AllianceRefused",
    "AllianceRefusedType",
    "AllianceReplyDetail",
    "AlliesJoinBattle",
    "AlliesJoinBattleType",
    "AllyLeavesBattle",
    "AllyLeavesBattleType",
    "AnswerAlliance",
    "AnswerAllianceKind",
    "AnswerDeal",
    "AnswerDealDetail",
    "AnswerDealKind",
    "AnswerJoust",
    "AnswerJoustKind",
    "AnswerRiddle",
    "AnswerRiddleDetail",
    "AnswerRiddleKind",
    "AuctionOpened",
    "AuctionOpenedType",
    "AuctionState",
    "AuctionStateBids",
    "AuctionStateRolledTotal",
    "AuctionStateRolls",
    "AuctionView",
    "AuctionViewBids",
    "AuctionViewRolledTotal",
    "AuctionViewRolls",
    "AuthTokenRequest",
    "AutopilotRequest",
    "AwaitedRoll",
    "Battle",
    "BattleAhead",
    "BattleAllies",
    "BattleCards",
    "BattleCardsDetail",
    "BattleEnded",
    "BattleEndedType",
    "BattleFaces",
    "BattleInitial",
    "BattleLosses",
    "BattleOdds",
    "BattleOutcome",
    "BattleRound",
    "BattleRoundType",
    "BattleStage",
    "BattleStarted",
    "BattleStartedType",
    "BattleStartedWages",
    "BattleView",
    "BattleViewAllies",
    "BattleViewCards",
    "BattleViewFaces",
    "BattleViewInitial",
    "BattleViewLosses",
    "BattleViewWages",
    "BattleWages",
    "Bid",
    "BidDetail",
    "BidForecast",
    "BidKind",
    "BidRecorded",
    "BidRecordedType",
    "BidSealed",
    "BidSealedType",
    "BidsRevealed",
    "BidsRevealedBids",
    "BidsRevealedType",
    "Board",
    "BoardBoard",
    "BoardChallengersItem",
    "BotLevelsEnum",
    "Buy",
    "BuyKind",
    "CamelotFallen",
    "CamelotFallenType",
    "CardKept",
    "CardKeptType",
    "CardLoss",
    "CardPlayed",
    "CardPlayedType",
    "CardsHandedOver",
    "CardsHandedOverType",
    "ChallengerCaptured",
    "ChallengerCapturedType",
    "ChallengerChosen",
    "ChallengerChosenType",
    "ChallengerEscaped",
    "ChallengerEscapedType",
    "ChallengerRecovering",
    "ChallengerRecoveringType",
    "ChallengerReleased",
    "ChallengerReleasedType",
    "ChivalryChanged",
    "ChivalryChangedType",
    "Choice",
    "Choices",
    "ChooseBattleDetail",
    "ChooseChallenger",
    "ChooseChallengerKind",
    "ChooseRefuge",
    "ChooseRefugeKind",
    "ClockEnum",
    "Contest",
    "ContestOption",
    "ControlChanged",
    "ControlChangedType",
    "CountBounds",
    "Deadline",
    "Deal",
    "DealAccepted",
    "DealAcceptedType",
    "DealAnswered",
    "DealAnsweredType",
    "DealForecast",
    "DealForecastHinderedBy",
    "DealLapsed",
    "DealLapsedType",
    "DealOffered",
    "DealOfferedType",
    "DealProposed",
    "DealProposedType",
    "DealRefused",
    "DealRefusedType",
    "DealReplyDetail",
    "DealTerms",
    "DealTermsType",
    "DealView",
    "DealWithdrawn",
    "DealWithdrawnType",
    "Debt",
    "DebtDue",
    "DebtDueType",
    "DecisionAllianceReply",
    "DecisionAnswerDeal",
    "DecisionAnswerRiddle",
    "DecisionBattleCards",
    "DecisionBid",
    "DecisionChooseBattle",
    "DecisionChooseChallenger",
    "DecisionChooseRefuge",
    "DecisionDealReply",
    "DecisionEnterCard",
    "DecisionJoustPick",
    "DecisionJoustReply",
    "DecisionJudgeRiddle",
    "DecisionKind",
    "DecisionKindEnum",
    "DecisionLeaveSite",
    "DecisionMove",
    "DecisionPurchase",
    "DecisionQuest",
    "DecisionRaiseFunds",
    "DecisionRansom",
    "DecisionRoll",
    "DecisionTurnToken",
    "Decks",
    "DecksFortuneItem",
    "DecksGuardiansItem",
    "DeclareBankrupt",
    "DeclareBankruptKind",
    "DiceAudit",
    "DiceAuditRollsItem",
    "DieRolled",
    "DieRolledType",
    "Duel",
    "DuelFaces",
    "EmailState",
    "EndAlliance",
    "EndAllianceKind",
    "EndByTimeLimit",
    "EndByTimeLimitKind",
    "EndMovement",
    "EndMovementKind",
    "EndNow",
    "EndTurn",
    "EndTurnKind",
    "EnduranceChanged",
    "EnduranceChangedType",
    "EnterCard",
    "EnterCardDetail",
    "EnterCardDetailPack",
    "EnterCardKind",
    "Error",
    "ErrorFields",
    "Escape",
    "EventPage",
    "Execute",
    "ExecuteKind",
    "FightBattle",
    "FightBattleKind",
    "FirstPlayerFound",
    "FirstPlayerFoundType",
    "FortuneDrawn",
    "FortuneDrawnType",
    "GameCreateRequest",
    "GameEnded",
    "GameEndedType",
    "GamePage",
    "GameStarted",
    "GameStartedType",
    "GameSummary",
    "GameView",
    "GameViewSettings",
    "GamesOddsRetrieveHolderType1",
    "GamesOddsRetrieveHolderType2Type1",
    "GamesOddsRetrieveHolderType3Type1",
    "GoldTransferred",
    "GoldTransferredType",
    "GuardianDrawn",
    "GuardianDrawnType",
    "GuardianForecast",
    "GuardianRound",
    "GuardianRoundType",
    "GuardianSlain",
    "GuardianSlainType",
    "HiddenDraw",
    "HiddenDrawType",
    "Holder",
    "InviteBotRequest",
    "Joined",
    "Joust",
    "JoustFaces",
    "JoustForecast",
    "JoustPickDetail",
    "JoustPicks",
    "JoustPoints",
    "JoustReplies",
    "JoustReplyDetail",
    "JoustView",
    "JoustViewFaces",
    "JoustViewPicks",
    "JoustViewPoints",
    "JoustViewReplies",
    "JudgeRiddle",
    "JudgeRiddleDetail",
    "JudgeRiddleKind",
    "LeaveRequest",
    "LeaveSite",
    "LeaveSiteKind",
    "LegalActions",
    "LoggedAllegianceFormed",
    "LoggedAllegianceFormedType",
    "LoggedAllianceEnded",
    "LoggedAllianceEndedType",
    "LoggedAllianceFormed",
    "LoggedAllianceFormedType",
    "LoggedAllianceProposed",
    "LoggedAllianceProposedType",
    "LoggedAllianceRefused",
    "LoggedAllianceRefusedType",
    "LoggedAlliesJoinBattle",
    "LoggedAlliesJoinBattleType",
    "LoggedAllyLeavesBattle",
    "LoggedAllyLeavesBattleType",
    "LoggedAuctionOpened",
    "LoggedAuctionOpenedType",
    "LoggedBattleEnded",
    "LoggedBattleEndedType",
    "LoggedBattleRound",
    "LoggedBattleRoundType",
    "LoggedBattleStarted",
    "LoggedBattleStartedType",
    "LoggedBattleStartedWages",
    "LoggedBidRecorded",
    "LoggedBidRecordedType",
    "LoggedBidSealed",
    "LoggedBidSealedType",
    "LoggedBidsRevealed",
    "LoggedBidsRevealedBids",
    "LoggedBidsRevealedType",
    "LoggedCamelotFallen",
    "LoggedCamelotFallenType",
    "LoggedCardKept",
    "LoggedCardKeptType",
    "LoggedCardPlayed",
    "LoggedCardPlayedType",
    "LoggedCardsHandedOver",
    "LoggedCardsHandedOverType",
    "LoggedChallengerCaptured",
    "LoggedChallengerCapturedType",
    "LoggedChallengerChosen",
    "LoggedChallengerChosenType",
    "LoggedChallengerEscaped",
    "LoggedChallengerEscapedType",
    "LoggedChallengerRecovering",
    "LoggedChallengerRecoveringType",
    "LoggedChallengerReleased",
    "LoggedChallengerReleasedType",
    "LoggedChivalryChanged",
    "LoggedChivalryChangedType",
    "LoggedControlChanged",
    "LoggedControlChangedType",
    "LoggedDealAccepted",
    "LoggedDealAcceptedType",
    "LoggedDealAnswered",
    "LoggedDealAnsweredType",
    "LoggedDealLapsed",
    "LoggedDealLapsedType",
    "LoggedDealOffered",
    "LoggedDealOfferedType",
    "LoggedDealProposed",
    "LoggedDealProposedType",
    "LoggedDealRefused",
    "LoggedDealRefusedType",
    "LoggedDealTerms",
    "LoggedDealTermsType",
    "LoggedDealWithdrawn",
    "LoggedDealWithdrawnType",
    "LoggedDebtDue",
    "LoggedDebtDueType",
    "LoggedDieRolled",
    "LoggedDieRolledType",
    "LoggedEnduranceChanged",
    "LoggedEnduranceChangedType",
    "LoggedFirstPlayerFound",
    "LoggedFirstPlayerFoundType",
    "LoggedFortuneDrawn",
    "LoggedFortuneDrawnType",
    "LoggedGameEnded",
    "LoggedGameEndedType",
    "LoggedGameStarted",
    "LoggedGameStartedType",
    "LoggedGoldTransferred",
    "LoggedGoldTransferredType",
    "LoggedGuardianDrawn",
    "LoggedGuardianDrawnType",
    "LoggedGuardianRound",
    "LoggedGuardianRoundType",
    "LoggedGuardianSlain",
    "LoggedGuardianSlainType",
    "LoggedHiddenDraw",
    "LoggedHiddenDrawType",
    "LoggedNumbersPicked",
    "LoggedNumbersPickedType",
    "LoggedPacksShuffled",
    "LoggedPacksShuffledType",
    "LoggedPhaseStarted",
    "LoggedPhaseStartedType",
    "LoggedPiecesBought",
    "LoggedPiecesBoughtType",
    "LoggedPiecesLost",
    "LoggedPiecesLostType",
    "LoggedPiecesMoved",
    "LoggedPiecesMovedType",
    "LoggedPiecesPlaced",
    "LoggedPiecesPlacedType",
    "LoggedPlayerEliminated",
    "LoggedPlayerEliminatedType",
    "LoggedQuestBegun",
    "LoggedQuestBegunType",
    "LoggedQuestRetreated",
    "LoggedQuestRetreatedType",
    "LoggedRiddleAnswered",
    "LoggedRiddleAnsweredType",
    "LoggedRiddleAsked",
    "LoggedRiddleAskedType",
    "LoggedRiddleRevealed",
    "LoggedRiddleRevealedType",
    "LoggedRideRun",
    "LoggedRideRunFaces",
    "LoggedRideRunNumbers",
    "LoggedRideRunPoints",
    "LoggedRideRunType",
    "LoggedRolesReversed",
    "LoggedRolesReversedType",
    "LoggedRoyalGuardian",
    "LoggedRoyalGuardianType",
    "LoggedServiceEvent",
    "LoggedServiceEventRule",
    "LoggedServiceEventType",
    "LoggedTaxDueChanged",
    "LoggedTaxDueChangedType",
    "LoggedTokenTurned",
    "LoggedTokenTurnedType",
    "LoggedTokensHidden",
    "LoggedTokensHiddenType",
    "LoggedTournamentAnnounced",
    "LoggedTournamentAnnouncedType",
    "LoggedTournamentReply",
    "LoggedTournamentReplyType",
    "LoggedTournamentWon",
    "LoggedTournamentWonPoints",
    "LoggedTournamentWonType",
    "LoggedTroopsJoined",
    "LoggedTroopsJoinedType",
    "LoggedTurnEnded",
    "LoggedTurnEndedType",
    "LoggedTurnMissed",
    "LoggedTurnMissedType",
    "LoggedTurnStarted",
    "LoggedTurnStartedType",
    "LoggedUndone",
    "MagicToken",
    "MailReplies",
    "MailRepliesRequest",
    "MarkReadRequest",
    "MeResponse",
    "Message",
    "MessagePage",
    "MessagePageUnread",
    "MessagePostRequest",
    "MessageReported",
    "MessagesRead",
    "MessagesReadUnread",
    "Mode",
    "ModeEnum",
    "Move",
    "MoveForecast",
    "MoveKind",
    "Muted",
    "NewGameDefaults",
    "NextLegalActions",
    "NoDetail",
    "NumbersPicked",
    "NumbersPickedType",
    "Offer",
    "OfferDeal",
    "OfferDealKind",
    "OptionsDetail",
    "Order",
    "OrderEnum",
    "PacksShuffled",
    "PacksShuffledType",
    "PatchedMeRequest",
    "PatchedProfileRequest",
    "Paused",
    "Phase",
    "PhaseStarted",
    "PhaseStartedType",
    "PickNumbers",
    "PickNumbersKind",
    "PiecesBought",
    "PiecesBoughtType",
    "PiecesLost",
    "PiecesLostType",
    "PiecesMoved",
    "PiecesMovedType",
    "PiecesPlaced",
    "PiecesPlacedType",
    "PlayCards",
    "PlayCardsKind",
    "Player",
    "PlayerBannedSites",
    "PlayerEliminated",
    "PlayerEliminatedType",
    "PlayerStacks",
    "PlayerView",
    "PlayerViewBannedSites",
    "PlayerViewHandType1",
    "PlayerViewKnownRiddlesType0Item",
    "PlayerViewKnownRiddlesType1",
    "PlayerViewStacks",
    "PostedActionAnswerAlliance",
    "PostedActionAnswerAllianceKind",
    "PostedActionAnswerDeal",
    "PostedActionAnswerDealKind",
    "PostedActionAnswerJoust",
    "PostedActionAnswerJoustKind",
    "PostedActionAnswerRiddle",
    "PostedActionAnswerRiddleKind",
    "PostedActionBid",
    "PostedActionBidKind",
    "PostedActionBuy",
    "PostedActionBuyKind",
    "PostedActionChooseChallenger",
    "PostedActionChooseChallengerKind",
    "PostedActionChooseRefuge",
    "PostedActionChooseRefugeKind",
    "PostedActionDeclareBankrupt",
    "PostedActionDeclareBankruptKind",
    "PostedActionEndAlliance",
    "PostedActionEndAllianceKind",
    "PostedActionEndByTimeLimit",
    "PostedActionEndByTimeLimitKind",
    "PostedActionEndMovement",
    "PostedActionEndMovementKind",
    "PostedActionEndTurn",
    "PostedActionEndTurnKind",
    "PostedActionEnterCard",
    "PostedActionEnterCardKind",
    "PostedActionExecute",
    "PostedActionExecuteKind",
    "PostedActionFightBattle",
    "PostedActionFightBattleKind",
    "PostedActionJudgeRiddle",
    "PostedActionJudgeRiddleKind",
    "PostedActionLeaveSite",
    "PostedActionLeaveSiteKind",
    "PostedActionMove",
    "PostedActionMoveKind",
    "PostedActionOfferDeal",
    "PostedActionOfferDealKind",
    "PostedActionPickNumbers",
    "PostedActionPickNumbersKind",
    "PostedActionPlayCards",
    "PostedActionPlayCardsKind",
    "PostedActionProposeAlliance",
    "PostedActionProposeAllianceKind",
    "PostedActionProposeDeal",
    "PostedActionProposeDealKind",
    "PostedActionQuestFight",
    "PostedActionQuestFightKind",
    "PostedActionQuestRetreat",
    "PostedActionQuestRetreatKind",
    "PostedActionResign",
    "PostedActionResignKind",
    "PostedActionRoll",
    "PostedActionRollKind",
    "PostedActionSetRansom",
    "PostedActionSetRansomKind",
    "PostedActionTurnToken",
    "PostedActionTurnTokenKind",
    "PostedActionWithdrawDeal",
    "PostedActionWithdrawDealKind",
    "Posting",
    "Profile",
    "Proposal",
    "ProposeAlliance",
    "ProposeAllianceKind",
    "ProposeDeal",
    "ProposeDealKind",
    "PurchaseForecast",
    "PurseTurns",
    "Quest",
    "QuestBegun",
    "QuestBegunType",
    "QuestDetail",
    "QuestFaces",
    "QuestFight",
    "QuestFightKind",
    "QuestRetreat",
    "QuestRetreatKind",
    "QuestRetreated",
    "QuestRetreatedType",
    "QuestStage",
    "RaiseFundsDetail",
    "Ransom",
    "RansomDetail",
    "Reachable",
    "ReachableReachable",
    "ReachableRefused",
    "ReconstructedCell",
    "RecordCard",
    "RecordCardCoins",
    "RecordEntry",
    "Refusal",
    "Replacement",
    "Replay",
    "ReplayStart",
    "ReplayStep",
    "ReplayStepChanges",
    "ReplayStepEventsItem",
    "ReplayStepFiguresItem",
    "ReplaySummaryLine",
    "ReportRequest",
    "Resign",
    "ResignKind",
    "RiddleAnswered",
    "RiddleAnsweredType",
    "RiddleAsked",
    "RiddleAskedType",
    "RiddleQuestion",
    "RiddleRevealed",
    "RiddleRevealedType",
    "RideRun",
    "RideRunFaces",
    "RideRunNumbers",
    "RideRunPoints",
    "RideRunType",
    "RolesReversed",
    "RolesReversedType",
    "Roll",
    "RollDetail",
    "RollKind",
    "RollPurpose",
    "RoundLimitBounds",
    "RoyalGuardian",
    "RoyalGuardianType",
    "SeatBounds",
    "SeatSummary",
    "SeatView",
    "SeenMark",
    "SeenMarked",
    "SeenRequest",
    "ServiceEvent",
    "ServiceEventRule",
    "SetRansom",
    "SetRansomKind",
    "Settings",
    "Setup",
    "SetupRolls",
    "SetupView",
    "SetupViewRolls",
    "SignUpRequest",
    "SignedUp",
    "SinceLastVisit",
    "SiteEntry",
    "SpanBounds",
    "Stack",
    "Standing",
    "State",
    "StateControl",
    "StateSieges",
    "StateTokens",
    "StateView",
    "StateViewControl",
    "StateViewFortunePack",
    "StateViewGuardianPack",
    "StateViewRiddlePack",
    "StateViewSieges",
    "StateViewTokens",
    "StatusEnum",
    "TablePlayerRequest",
    "TableReadingKindEnum",
    "TableReadingRequest",
    "TaxDueChanged",
    "TaxDueChangedType",
    "Token",
    "TokenTurned",
    "TokenTurnedType",
    "TokensHidden",
    "TokensHiddenType",
    "TournamentAnnounced",
    "TournamentAnnouncedType",
    "TournamentReply",
    "TournamentReplyType",
    "TournamentWon",
    "TournamentWonPoints",
    "TournamentWonType",
    "TroopsJoined",
    "TroopsJoinedType",
    "Turn",
    "TurnEnded",
    "TurnEndedType",
    "TurnMissed",
    "TurnMissedType",
    "TurnStarted",
    "TurnStartedType",
    "TurnToken",
    "TurnTokenDetail",
    "TurnTokenKind",
    "UndoAnswer",
    "UndoEntry",
    "UndoPreview",
    "UndoRequestRequest",
    "Undone",
    "UndoneAction",
    "Visit",
    "WithdrawDeal",
    "WithdrawDealKind",
)
