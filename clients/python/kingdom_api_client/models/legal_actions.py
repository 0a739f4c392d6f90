from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.answer_alliance import AnswerAlliance
    from ..models.answer_deal import AnswerDeal
    from ..models.answer_joust import AnswerJoust
    from ..models.answer_riddle import AnswerRiddle
    from ..models.bid import Bid
    from ..models.buy import Buy
    from ..models.choose_challenger import ChooseChallenger
    from ..models.choose_refuge import ChooseRefuge
    from ..models.decision_alliance_reply import DecisionAllianceReply
    from ..models.decision_answer_deal import DecisionAnswerDeal
    from ..models.decision_answer_riddle import DecisionAnswerRiddle
    from ..models.decision_battle_cards import DecisionBattleCards
    from ..models.decision_bid import DecisionBid
    from ..models.decision_choose_battle import DecisionChooseBattle
    from ..models.decision_choose_challenger import DecisionChooseChallenger
    from ..models.decision_choose_refuge import DecisionChooseRefuge
    from ..models.decision_deal_reply import DecisionDealReply
    from ..models.decision_enter_card import DecisionEnterCard
    from ..models.decision_joust_pick import DecisionJoustPick
    from ..models.decision_joust_reply import DecisionJoustReply
    from ..models.decision_judge_riddle import DecisionJudgeRiddle
    from ..models.decision_leave_site import DecisionLeaveSite
    from ..models.decision_move import DecisionMove
    from ..models.decision_purchase import DecisionPurchase
    from ..models.decision_quest import DecisionQuest
    from ..models.decision_raise_funds import DecisionRaiseFunds
    from ..models.decision_ransom import DecisionRansom
    from ..models.decision_roll import DecisionRoll
    from ..models.decision_turn_token import DecisionTurnToken
    from ..models.declare_bankrupt import DeclareBankrupt
    from ..models.end_alliance import EndAlliance
    from ..models.end_by_time_limit import EndByTimeLimit
    from ..models.end_movement import EndMovement
    from ..models.end_turn import EndTurn
    from ..models.enter_card import EnterCard
    from ..models.execute import Execute
    from ..models.fight_battle import FightBattle
    from ..models.judge_riddle import JudgeRiddle
    from ..models.leave_site import LeaveSite
    from ..models.move import Move
    from ..models.offer_deal import OfferDeal
    from ..models.pick_numbers import PickNumbers
    from ..models.play_cards import PlayCards
    from ..models.propose_alliance import ProposeAlliance
    from ..models.propose_deal import ProposeDeal
    from ..models.quest_fight import QuestFight
    from ..models.quest_retreat import QuestRetreat
    from ..models.resign import Resign
    from ..models.roll import Roll
    from ..models.set_ransom import SetRansom
    from ..models.turn_token import TurnToken
    from ..models.withdraw_deal import WithdrawDeal


T = TypeVar("T", bound="LegalActions")


@_attrs_define
class LegalActions:
    """
    Attributes:
        pending (list[DecisionAllianceReply | DecisionAnswerDeal | DecisionAnswerRiddle | DecisionBattleCards |
            DecisionBid | DecisionChooseBattle | DecisionChooseChallenger | DecisionChooseRefuge | DecisionDealReply |
            DecisionEnterCard | DecisionJoustPick | DecisionJoustReply | DecisionJudgeRiddle | DecisionLeaveSite |
            DecisionMove | DecisionPurchase | DecisionQuest | DecisionRaiseFunds | DecisionRansom | DecisionRoll |
            DecisionTurnToken]):
        actions (list[AnswerAlliance | AnswerDeal | AnswerJoust | AnswerRiddle | Bid | Buy | ChooseChallenger |
            ChooseRefuge | DeclareBankrupt | EndAlliance | EndByTimeLimit | EndMovement | EndTurn | EnterCard | Execute |
            FightBattle | JudgeRiddle | LeaveSite | Move | OfferDeal | PickNumbers | PlayCards | ProposeAlliance |
            ProposeDeal | QuestFight | QuestRetreat | Resign | Roll | SetRansom | TurnToken | WithdrawDeal]):
        version (int | Unset):
        status (str | Unset):
    """

    pending: list[
        DecisionAllianceReply
        | DecisionAnswerDeal
        | DecisionAnswerRiddle
        | DecisionBattleCards
        | DecisionBid
        | DecisionChooseBattle
        | DecisionChooseChallenger
        | DecisionChooseRefuge
        | DecisionDealReply
        | DecisionEnterCard
        | DecisionJoustPick
        | DecisionJoustReply
        | DecisionJudgeRiddle
        | DecisionLeaveSite
        | DecisionMove
        | DecisionPurchase
        | DecisionQuest
        | DecisionRaiseFunds
        | DecisionRansom
        | DecisionRoll
        | DecisionTurnToken
    ]
    actions: list[
        AnswerAlliance
        | AnswerDeal
        | AnswerJoust
        | AnswerRiddle
        | Bid
        | Buy
        | ChooseChallenger
        | ChooseRefuge
        | DeclareBankrupt
        | EndAlliance
        | EndByTimeLimit
        | EndMovement
        | EndTurn
        | EnterCard
        | Execute
        | FightBattle
        | JudgeRiddle
        | LeaveSite
        | Move
        | OfferDeal
        | PickNumbers
        | PlayCards
        | ProposeAlliance
        | ProposeDeal
        | QuestFight
        | QuestRetreat
        | Resign
        | Roll
        | SetRansom
        | TurnToken
        | WithdrawDeal
    ]
    version: int | Unset = UNSET
    status: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_alliance import AnswerAlliance
        from ..models.answer_deal import AnswerDeal
        from ..models.answer_joust import AnswerJoust
        from ..models.answer_riddle import AnswerRiddle
        from ..models.bid import Bid
        from ..models.buy import Buy
        from ..models.choose_challenger import ChooseChallenger
        from ..models.choose_refuge import ChooseRefuge
        from ..models.decision_alliance_reply import DecisionAllianceReply
        from ..models.decision_answer_deal import DecisionAnswerDeal
        from ..models.decision_answer_riddle import DecisionAnswerRiddle
        from ..models.decision_battle_cards import DecisionBattleCards
        from ..models.decision_bid import DecisionBid
        from ..models.decision_choose_battle import DecisionChooseBattle
        from ..models.decision_choose_challenger import DecisionChooseChallenger
        from ..models.decision_choose_refuge import DecisionChooseRefuge
        from ..models.decision_enter_card import DecisionEnterCard
        from ..models.decision_joust_pick import DecisionJoustPick
        from ..models.decision_joust_reply import DecisionJoustReply
        from ..models.decision_judge_riddle import DecisionJudgeRiddle
        from ..models.decision_leave_site import DecisionLeaveSite
        from ..models.decision_move import DecisionMove
        from ..models.decision_purchase import DecisionPurchase
        from ..models.decision_quest import DecisionQuest
        from ..models.decision_raise_funds import DecisionRaiseFunds
        from ..models.decision_ransom import DecisionRansom
        from ..models.decision_roll import DecisionRoll
        from ..models.decision_turn_token import DecisionTurnToken
        from ..models.declare_bankrupt import DeclareBankrupt
        from ..models.end_alliance import EndAlliance
        from ..models.end_by_time_limit import EndByTimeLimit
        from ..models.end_movement import EndMovement
        from ..models.end_turn import EndTurn
        from ..models.enter_card import EnterCard
        from ..models.execute import Execute
        from ..models.fight_battle import FightBattle
        from ..models.judge_riddle import JudgeRiddle
        from ..models.leave_site import LeaveSite
        from ..models.move import Move
        from ..models.offer_deal import OfferDeal
        from ..models.pick_numbers import PickNumbers
        from ..models.play_cards import PlayCards
        from ..models.propose_alliance import ProposeAlliance
        from ..models.propose_deal import ProposeDeal
        from ..models.quest_fight import QuestFight
        from ..models.quest_retreat import QuestRetreat
        from ..models.resign import Resign
        from ..models.roll import Roll
        from ..models.set_ransom import SetRansom
        from ..models.turn_token import TurnToken

        pending = []
        for pending_item_data in self.pending:
            pending_item: dict[str, Any]
            if (
                isinstance(pending_item_data, DecisionRoll)
                or isinstance(pending_item_data, DecisionAnswerDeal)
                or isinstance(pending_item_data, DecisionRaiseFunds)
                or isinstance(pending_item_data, DecisionRansom)
                or isinstance(pending_item_data, DecisionChooseRefuge)
                or isinstance(pending_item_data, DecisionBattleCards)
                or isinstance(pending_item_data, DecisionChooseBattle)
                or isinstance(pending_item_data, DecisionJoustReply)
                or isinstance(pending_item_data, DecisionJoustPick)
                or isinstance(pending_item_data, DecisionEnterCard)
                or isinstance(pending_item_data, DecisionQuest)
                or isinstance(pending_item_data, DecisionTurnToken)
                or isinstance(pending_item_data, DecisionAnswerRiddle)
                or isinstance(pending_item_data, DecisionJudgeRiddle)
                or isinstance(pending_item_data, DecisionLeaveSite)
                or isinstance(pending_item_data, DecisionChooseChallenger)
                or isinstance(pending_item_data, DecisionBid)
                or isinstance(pending_item_data, DecisionMove)
                or isinstance(pending_item_data, DecisionPurchase)
                or isinstance(pending_item_data, DecisionAllianceReply)
            ):
                pending_item = pending_item_data.to_dict()
            else:
                pending_item = pending_item_data.to_dict()

            pending.append(pending_item)

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if (
                isinstance(actions_item_data, ChooseChallenger)
                or isinstance(actions_item_data, Bid)
                or isinstance(actions_item_data, Roll)
                or isinstance(actions_item_data, Move)
                or isinstance(actions_item_data, EndMovement)
                or isinstance(actions_item_data, Buy)
                or isinstance(actions_item_data, EndTurn)
                or isinstance(actions_item_data, OfferDeal)
                or isinstance(actions_item_data, AnswerDeal)
                or isinstance(actions_item_data, DeclareBankrupt)
                or isinstance(actions_item_data, Resign)
                or isinstance(actions_item_data, EndByTimeLimit)
                or isinstance(actions_item_data, FightBattle)
                or isinstance(actions_item_data, PlayCards)
                or isinstance(actions_item_data, ChooseRefuge)
                or isinstance(actions_item_data, SetRansom)
                or isinstance(actions_item_data, Execute)
                or isinstance(actions_item_data, EnterCard)
                or isinstance(actions_item_data, AnswerJoust)
                or isinstance(actions_item_data, PickNumbers)
                or isinstance(actions_item_data, QuestFight)
                or isinstance(actions_item_data, QuestRetreat)
                or isinstance(actions_item_data, TurnToken)
                or isinstance(actions_item_data, AnswerRiddle)
                or isinstance(actions_item_data, JudgeRiddle)
                or isinstance(actions_item_data, LeaveSite)
                or isinstance(actions_item_data, ProposeAlliance)
                or isinstance(actions_item_data, AnswerAlliance)
                or isinstance(actions_item_data, EndAlliance)
                or isinstance(actions_item_data, ProposeDeal)
            ):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        version = self.version

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pending": pending,
                "actions": actions,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.answer_alliance import AnswerAlliance
        from ..models.answer_deal import AnswerDeal
        from ..models.answer_joust import AnswerJoust
        from ..models.answer_riddle import AnswerRiddle
        from ..models.bid import Bid
        from ..models.buy import Buy
        from ..models.choose_challenger import ChooseChallenger
        from ..models.choose_refuge import ChooseRefuge
        from ..models.decision_alliance_reply import DecisionAllianceReply
        from ..models.decision_answer_deal import DecisionAnswerDeal
        from ..models.decision_answer_riddle import DecisionAnswerRiddle
        from ..models.decision_battle_cards import DecisionBattleCards
        from ..models.decision_bid import DecisionBid
        from ..models.decision_choose_battle import DecisionChooseBattle
        from ..models.decision_choose_challenger import DecisionChooseChallenger
        from ..models.decision_choose_refuge import DecisionChooseRefuge
        from ..models.decision_deal_reply import DecisionDealReply
        from ..models.decision_enter_card import DecisionEnterCard
        from ..models.decision_joust_pick import DecisionJoustPick
        from ..models.decision_joust_reply import DecisionJoustReply
        from ..models.decision_judge_riddle import DecisionJudgeRiddle
        from ..models.decision_leave_site import DecisionLeaveSite
        from ..models.decision_move import DecisionMove
        from ..models.decision_purchase import DecisionPurchase
        from ..models.decision_quest import DecisionQuest
        from ..models.decision_raise_funds import DecisionRaiseFunds
        from ..models.decision_ransom import DecisionRansom
        from ..models.decision_roll import DecisionRoll
        from ..models.decision_turn_token import DecisionTurnToken
        from ..models.declare_bankrupt import DeclareBankrupt
        from ..models.end_alliance import EndAlliance
        from ..models.end_by_time_limit import EndByTimeLimit
        from ..models.end_movement import EndMovement
        from ..models.end_turn import EndTurn
        from ..models.enter_card import EnterCard
        from ..models.execute import Execute
        from ..models.fight_battle import FightBattle
        from ..models.judge_riddle import JudgeRiddle
        from ..models.leave_site import LeaveSite
        from ..models.move import Move
        from ..models.offer_deal import OfferDeal
        from ..models.pick_numbers import PickNumbers
        from ..models.play_cards import PlayCards
        from ..models.propose_alliance import ProposeAlliance
        from ..models.propose_deal import ProposeDeal
        from ..models.quest_fight import QuestFight
        from ..models.quest_retreat import QuestRetreat
        from ..models.resign import Resign
        from ..models.roll import Roll
        from ..models.set_ransom import SetRansom
        from ..models.turn_token import TurnToken
        from ..models.withdraw_deal import WithdrawDeal

        d = dict(src_dict)
        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:

            def _parse_pending_item(
                data: object,
            ) -> (
                DecisionAllianceReply
                | DecisionAnswerDeal
                | DecisionAnswerRiddle
                | DecisionBattleCards
                | DecisionBid
                | DecisionChooseBattle
                | DecisionChooseChallenger
                | DecisionChooseRefuge
                | DecisionDealReply
                | DecisionEnterCard
                | DecisionJoustPick
                | DecisionJoustReply
                | DecisionJudgeRiddle
                | DecisionLeaveSite
                | DecisionMove
                | DecisionPurchase
                | DecisionQuest
                | DecisionRaiseFunds
                | DecisionRansom
                | DecisionRoll
                | DecisionTurnToken
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_0 = DecisionRoll.from_dict(
                        data
                    )

                    return componentsschemas_pending_decision_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_1 = (
                        DecisionAnswerDeal.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_2 = (
                        DecisionRaiseFunds.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_3 = (
                        DecisionRansom.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_4 = (
                        DecisionChooseRefuge.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_5 = (
                        DecisionBattleCards.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_6 = (
                        DecisionChooseBattle.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_7 = (
                        DecisionJoustReply.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_8 = (
                        DecisionJoustPick.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_9 = (
                        DecisionEnterCard.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_10 = (
                        DecisionQuest.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_11 = (
                        DecisionTurnToken.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_12 = (
                        DecisionAnswerRiddle.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_13 = (
                        DecisionJudgeRiddle.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_14 = (
                        DecisionLeaveSite.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_15 = (
                        DecisionChooseChallenger.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_16 = DecisionBid.from_dict(
                        data
                    )

                    return componentsschemas_pending_decision_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_17 = DecisionMove.from_dict(
                        data
                    )

                    return componentsschemas_pending_decision_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_18 = (
                        DecisionPurchase.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_pending_decision_type_19 = (
                        DecisionAllianceReply.from_dict(data)
                    )

                    return componentsschemas_pending_decision_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pending_decision_type_20 = (
                    DecisionDealReply.from_dict(data)
                )

                return componentsschemas_pending_decision_type_20

            pending_item = _parse_pending_item(pending_item_data)

            pending.append(pending_item)

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                AnswerAlliance
                | AnswerDeal
                | AnswerJoust
                | AnswerRiddle
                | Bid
                | Buy
                | ChooseChallenger
                | ChooseRefuge
                | DeclareBankrupt
                | EndAlliance
                | EndByTimeLimit
                | EndMovement
                | EndTurn
                | EnterCard
                | Execute
                | FightBattle
                | JudgeRiddle
                | LeaveSite
                | Move
                | OfferDeal
                | PickNumbers
                | PlayCards
                | ProposeAlliance
                | ProposeDeal
                | QuestFight
                | QuestRetreat
                | Resign
                | Roll
                | SetRansom
                | TurnToken
                | WithdrawDeal
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_0 = ChooseChallenger.from_dict(data)

                    return componentsschemas_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_1 = Bid.from_dict(data)

                    return componentsschemas_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_2 = Roll.from_dict(data)

                    return componentsschemas_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_3 = Move.from_dict(data)

                    return componentsschemas_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_4 = EndMovement.from_dict(data)

                    return componentsschemas_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_5 = Buy.from_dict(data)

                    return componentsschemas_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_6 = EndTurn.from_dict(data)

                    return componentsschemas_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_7 = OfferDeal.from_dict(data)

                    return componentsschemas_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_8 = AnswerDeal.from_dict(data)

                    return componentsschemas_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_9 = DeclareBankrupt.from_dict(data)

                    return componentsschemas_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_10 = Resign.from_dict(data)

                    return componentsschemas_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_11 = EndByTimeLimit.from_dict(data)

                    return componentsschemas_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_12 = FightBattle.from_dict(data)

                    return componentsschemas_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_13 = PlayCards.from_dict(data)

                    return componentsschemas_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_14 = ChooseRefuge.from_dict(data)

                    return componentsschemas_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_15 = SetRansom.from_dict(data)

                    return componentsschemas_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_16 = Execute.from_dict(data)

                    return componentsschemas_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_17 = EnterCard.from_dict(data)

                    return componentsschemas_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_18 = AnswerJoust.from_dict(data)

                    return componentsschemas_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_19 = PickNumbers.from_dict(data)

                    return componentsschemas_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_20 = QuestFight.from_dict(data)

                    return componentsschemas_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_21 = QuestRetreat.from_dict(data)

                    return componentsschemas_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_22 = TurnToken.from_dict(data)

                    return componentsschemas_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_23 = AnswerRiddle.from_dict(data)

                    return componentsschemas_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_24 = JudgeRiddle.from_dict(data)

                    return componentsschemas_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_25 = LeaveSite.from_dict(data)

                    return componentsschemas_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_26 = ProposeAlliance.from_dict(data)

                    return componentsschemas_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_27 = AnswerAlliance.from_dict(data)

                    return componentsschemas_action_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_28 = EndAlliance.from_dict(data)

                    return componentsschemas_action_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_action_type_29 = ProposeDeal.from_dict(data)

                    return componentsschemas_action_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_30 = WithdrawDeal.from_dict(data)

                return componentsschemas_action_type_30

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        version = d.pop("version", UNSET)

        status = d.pop("status", UNSET)

        legal_actions = cls(
            pending=pending,
            actions=actions,
            version=version,
            status=status,
        )

        legal_actions.additional_properties = d
        return legal_actions

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
