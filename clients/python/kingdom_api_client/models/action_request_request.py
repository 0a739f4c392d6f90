from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.posted_action_answer_alliance import PostedActionAnswerAlliance
    from ..models.posted_action_answer_deal import PostedActionAnswerDeal
    from ..models.posted_action_answer_joust import PostedActionAnswerJoust
    from ..models.posted_action_answer_riddle import PostedActionAnswerRiddle
    from ..models.posted_action_bid import PostedActionBid
    from ..models.posted_action_buy import PostedActionBuy
    from ..models.posted_action_choose_challenger import PostedActionChooseChallenger
    from ..models.posted_action_choose_refuge import PostedActionChooseRefuge
    from ..models.posted_action_declare_bankrupt import PostedActionDeclareBankrupt
    from ..models.posted_action_end_alliance import PostedActionEndAlliance
    from ..models.posted_action_end_by_time_limit import PostedActionEndByTimeLimit
    from ..models.posted_action_end_movement import PostedActionEndMovement
    from ..models.posted_action_end_turn import PostedActionEndTurn
    from ..models.posted_action_enter_card import PostedActionEnterCard
    from ..models.posted_action_execute import PostedActionExecute
    from ..models.posted_action_fight_battle import PostedActionFightBattle
    from ..models.posted_action_judge_riddle import PostedActionJudgeRiddle
    from ..models.posted_action_leave_site import PostedActionLeaveSite
    from ..models.posted_action_move import PostedActionMove
    from ..models.posted_action_offer_deal import PostedActionOfferDeal
    from ..models.posted_action_pick_numbers import PostedActionPickNumbers
    from ..models.posted_action_play_cards import PostedActionPlayCards
    from ..models.posted_action_propose_alliance import PostedActionProposeAlliance
    from ..models.posted_action_propose_deal import PostedActionProposeDeal
    from ..models.posted_action_quest_fight import PostedActionQuestFight
    from ..models.posted_action_quest_retreat import PostedActionQuestRetreat
    from ..models.posted_action_resign import PostedActionResign
    from ..models.posted_action_roll import PostedActionRoll
    from ..models.posted_action_set_ransom import PostedActionSetRansom
    from ..models.posted_action_turn_token import PostedActionTurnToken
    from ..models.posted_action_withdraw_deal import PostedActionWithdrawDeal


T = TypeVar("T", bound="ActionRequestRequest")


@_attrs_define
class ActionRequestRequest:
    """
    Attributes:
        action (PostedActionAnswerAlliance | PostedActionAnswerDeal | PostedActionAnswerJoust | PostedActionAnswerRiddle
            | PostedActionBid | PostedActionBuy | PostedActionChooseChallenger | PostedActionChooseRefuge |
            PostedActionDeclareBankrupt | PostedActionEndAlliance | PostedActionEndByTimeLimit | PostedActionEndMovement |
            PostedActionEndTurn | PostedActionEnterCard | PostedActionExecute | PostedActionFightBattle |
            PostedActionJudgeRiddle | PostedActionLeaveSite | PostedActionMove | PostedActionOfferDeal |
            PostedActionPickNumbers | PostedActionPlayCards | PostedActionProposeAlliance | PostedActionProposeDeal |
            PostedActionQuestFight | PostedActionQuestRetreat | PostedActionResign | PostedActionRoll |
            PostedActionSetRansom | PostedActionTurnToken | PostedActionWithdrawDeal): an action for your seat, by its
            `kind` (kingdom.rules.actions); the engine refuses a wrong one with a 400 naming the field or the rule
        expected_version (int | None | Unset):
        faces (list[int] | Unset): at a physical table, the faces rolled, in order
        seat (int | None | Unset): at a physical table, the host enters another seat's decisions
    """

    action: (
        PostedActionAnswerAlliance
        | PostedActionAnswerDeal
        | PostedActionAnswerJoust
        | PostedActionAnswerRiddle
        | PostedActionBid
        | PostedActionBuy
        | PostedActionChooseChallenger
        | PostedActionChooseRefuge
        | PostedActionDeclareBankrupt
        | PostedActionEndAlliance
        | PostedActionEndByTimeLimit
        | PostedActionEndMovement
        | PostedActionEndTurn
        | PostedActionEnterCard
        | PostedActionExecute
        | PostedActionFightBattle
        | PostedActionJudgeRiddle
        | PostedActionLeaveSite
        | PostedActionMove
        | PostedActionOfferDeal
        | PostedActionPickNumbers
        | PostedActionPlayCards
        | PostedActionProposeAlliance
        | PostedActionProposeDeal
        | PostedActionQuestFight
        | PostedActionQuestRetreat
        | PostedActionResign
        | PostedActionRoll
        | PostedActionSetRansom
        | PostedActionTurnToken
        | PostedActionWithdrawDeal
    )
    expected_version: int | None | Unset = UNSET
    faces: list[int] | Unset = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.posted_action_answer_alliance import PostedActionAnswerAlliance
        from ..models.posted_action_answer_deal import PostedActionAnswerDeal
        from ..models.posted_action_answer_joust import PostedActionAnswerJoust
        from ..models.posted_action_answer_riddle import PostedActionAnswerRiddle
        from ..models.posted_action_bid import PostedActionBid
        from ..models.posted_action_buy import PostedActionBuy
        from ..models.posted_action_choose_challenger import (
            PostedActionChooseChallenger,
        )
        from ..models.posted_action_choose_refuge import PostedActionChooseRefuge
        from ..models.posted_action_declare_bankrupt import PostedActionDeclareBankrupt
        from ..models.posted_action_end_alliance import PostedActionEndAlliance
        from ..models.posted_action_end_by_time_limit import PostedActionEndByTimeLimit
        from ..models.posted_action_end_movement import PostedActionEndMovement
        from ..models.posted_action_end_turn import PostedActionEndTurn
        from ..models.posted_action_enter_card import PostedActionEnterCard
        from ..models.posted_action_execute import PostedActionExecute
        from ..models.posted_action_fight_battle import PostedActionFightBattle
        from ..models.posted_action_judge_riddle import PostedActionJudgeRiddle
        from ..models.posted_action_leave_site import PostedActionLeaveSite
        from ..models.posted_action_move import PostedActionMove
        from ..models.posted_action_offer_deal import PostedActionOfferDeal
        from ..models.posted_action_pick_numbers import PostedActionPickNumbers
        from ..models.posted_action_play_cards import PostedActionPlayCards
        from ..models.posted_action_propose_alliance import PostedActionProposeAlliance
        from ..models.posted_action_propose_deal import PostedActionProposeDeal
        from ..models.posted_action_quest_fight import PostedActionQuestFight
        from ..models.posted_action_quest_retreat import PostedActionQuestRetreat
        from ..models.posted_action_resign import PostedActionResign
        from ..models.posted_action_roll import PostedActionRoll
        from ..models.posted_action_set_ransom import PostedActionSetRansom
        from ..models.posted_action_turn_token import PostedActionTurnToken

        action: dict[str, Any]
        if (
            isinstance(self.action, PostedActionChooseChallenger)
            or isinstance(self.action, PostedActionBid)
            or isinstance(self.action, PostedActionRoll)
            or isinstance(self.action, PostedActionMove)
            or isinstance(self.action, PostedActionEndMovement)
            or isinstance(self.action, PostedActionBuy)
            or isinstance(self.action, PostedActionEndTurn)
            or isinstance(self.action, PostedActionOfferDeal)
            or isinstance(self.action, PostedActionAnswerDeal)
            or isinstance(self.action, PostedActionDeclareBankrupt)
            or isinstance(self.action, PostedActionResign)
            or isinstance(self.action, PostedActionEndByTimeLimit)
            or isinstance(self.action, PostedActionFightBattle)
            or isinstance(self.action, PostedActionPlayCards)
            or isinstance(self.action, PostedActionChooseRefuge)
            or isinstance(self.action, PostedActionSetRansom)
            or isinstance(self.action, PostedActionExecute)
            or isinstance(self.action, PostedActionEnterCard)
            or isinstance(self.action, PostedActionAnswerJoust)
            or isinstance(self.action, PostedActionPickNumbers)
            or isinstance(self.action, PostedActionQuestFight)
            or isinstance(self.action, PostedActionQuestRetreat)
            or isinstance(self.action, PostedActionTurnToken)
            or isinstance(self.action, PostedActionAnswerRiddle)
            or isinstance(self.action, PostedActionJudgeRiddle)
            or isinstance(self.action, PostedActionLeaveSite)
            or isinstance(self.action, PostedActionProposeAlliance)
            or isinstance(self.action, PostedActionAnswerAlliance)
            or isinstance(self.action, PostedActionEndAlliance)
            or isinstance(self.action, PostedActionProposeDeal)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version
        if faces is not UNSET:
            field_dict["faces"] = faces
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.posted_action_answer_alliance import PostedActionAnswerAlliance
        from ..models.posted_action_answer_deal import PostedActionAnswerDeal
        from ..models.posted_action_answer_joust import PostedActionAnswerJoust
        from ..models.posted_action_answer_riddle import PostedActionAnswerRiddle
        from ..models.posted_action_bid import PostedActionBid
        from ..models.posted_action_buy import PostedActionBuy
        from ..models.posted_action_choose_challenger import (
            PostedActionChooseChallenger,
        )
        from ..models.posted_action_choose_refuge import PostedActionChooseRefuge
        from ..models.posted_action_declare_bankrupt import PostedActionDeclareBankrupt
        from ..models.posted_action_end_alliance import PostedActionEndAlliance
        from ..models.posted_action_end_by_time_limit import PostedActionEndByTimeLimit
        from ..models.posted_action_end_movement import PostedActionEndMovement
        from ..models.posted_action_end_turn import PostedActionEndTurn
        from ..models.posted_action_enter_card import PostedActionEnterCard
        from ..models.posted_action_execute import PostedActionExecute
        from ..models.posted_action_fight_battle import PostedActionFightBattle
        from ..models.posted_action_judge_riddle import PostedActionJudgeRiddle
        from ..models.posted_action_leave_site import PostedActionLeaveSite
        from ..models.posted_action_move import PostedActionMove
        from ..models.posted_action_offer_deal import PostedActionOfferDeal
        from ..models.posted_action_pick_numbers import PostedActionPickNumbers
        from ..models.posted_action_play_cards import PostedActionPlayCards
        from ..models.posted_action_propose_alliance import PostedActionProposeAlliance
        from ..models.posted_action_propose_deal import PostedActionProposeDeal
        from ..models.posted_action_quest_fight import PostedActionQuestFight
        from ..models.posted_action_quest_retreat import PostedActionQuestRetreat
        from ..models.posted_action_resign import PostedActionResign
        from ..models.posted_action_roll import PostedActionRoll
        from ..models.posted_action_set_ransom import PostedActionSetRansom
        from ..models.posted_action_turn_token import PostedActionTurnToken
        from ..models.posted_action_withdraw_deal import PostedActionWithdrawDeal

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            PostedActionAnswerAlliance
            | PostedActionAnswerDeal
            | PostedActionAnswerJoust
            | PostedActionAnswerRiddle
            | PostedActionBid
            | PostedActionBuy
            | PostedActionChooseChallenger
            | PostedActionChooseRefuge
            | PostedActionDeclareBankrupt
            | PostedActionEndAlliance
            | PostedActionEndByTimeLimit
            | PostedActionEndMovement
            | PostedActionEndTurn
            | PostedActionEnterCard
            | PostedActionExecute
            | PostedActionFightBattle
            | PostedActionJudgeRiddle
            | PostedActionLeaveSite
            | PostedActionMove
            | PostedActionOfferDeal
            | PostedActionPickNumbers
            | PostedActionPlayCards
            | PostedActionProposeAlliance
            | PostedActionProposeDeal
            | PostedActionQuestFight
            | PostedActionQuestRetreat
            | PostedActionResign
            | PostedActionRoll
            | PostedActionSetRansom
            | PostedActionTurnToken
            | PostedActionWithdrawDeal
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_0 = (
                    PostedActionChooseChallenger.from_dict(data)
                )

                return componentsschemas_posted_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_1 = PostedActionBid.from_dict(data)

                return componentsschemas_posted_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_2 = PostedActionRoll.from_dict(
                    data
                )

                return componentsschemas_posted_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_3 = PostedActionMove.from_dict(
                    data
                )

                return componentsschemas_posted_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_4 = (
                    PostedActionEndMovement.from_dict(data)
                )

                return componentsschemas_posted_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_5 = PostedActionBuy.from_dict(data)

                return componentsschemas_posted_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_6 = PostedActionEndTurn.from_dict(
                    data
                )

                return componentsschemas_posted_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_7 = (
                    PostedActionOfferDeal.from_dict(data)
                )

                return componentsschemas_posted_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_8 = (
                    PostedActionAnswerDeal.from_dict(data)
                )

                return componentsschemas_posted_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_9 = (
                    PostedActionDeclareBankrupt.from_dict(data)
                )

                return componentsschemas_posted_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_10 = PostedActionResign.from_dict(
                    data
                )

                return componentsschemas_posted_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_11 = (
                    PostedActionEndByTimeLimit.from_dict(data)
                )

                return componentsschemas_posted_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_12 = (
                    PostedActionFightBattle.from_dict(data)
                )

                return componentsschemas_posted_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_13 = (
                    PostedActionPlayCards.from_dict(data)
                )

                return componentsschemas_posted_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_14 = (
                    PostedActionChooseRefuge.from_dict(data)
                )

                return componentsschemas_posted_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_15 = (
                    PostedActionSetRansom.from_dict(data)
                )

                return componentsschemas_posted_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_16 = PostedActionExecute.from_dict(
                    data
                )

                return componentsschemas_posted_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_17 = (
                    PostedActionEnterCard.from_dict(data)
                )

                return componentsschemas_posted_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_18 = (
                    PostedActionAnswerJoust.from_dict(data)
                )

                return componentsschemas_posted_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_19 = (
                    PostedActionPickNumbers.from_dict(data)
                )

                return componentsschemas_posted_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_20 = (
                    PostedActionQuestFight.from_dict(data)
                )

                return componentsschemas_posted_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_21 = (
                    PostedActionQuestRetreat.from_dict(data)
                )

                return componentsschemas_posted_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_22 = (
                    PostedActionTurnToken.from_dict(data)
                )

                return componentsschemas_posted_action_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_23 = (
                    PostedActionAnswerRiddle.from_dict(data)
                )

                return componentsschemas_posted_action_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_24 = (
                    PostedActionJudgeRiddle.from_dict(data)
                )

                return componentsschemas_posted_action_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_25 = (
                    PostedActionLeaveSite.from_dict(data)
                )

                return componentsschemas_posted_action_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_26 = (
                    PostedActionProposeAlliance.from_dict(data)
                )

                return componentsschemas_posted_action_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_27 = (
                    PostedActionAnswerAlliance.from_dict(data)
                )

                return componentsschemas_posted_action_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_28 = (
                    PostedActionEndAlliance.from_dict(data)
                )

                return componentsschemas_posted_action_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_posted_action_type_29 = (
                    PostedActionProposeDeal.from_dict(data)
                )

                return componentsschemas_posted_action_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_posted_action_type_30 = (
                PostedActionWithdrawDeal.from_dict(data)
            )

            return componentsschemas_posted_action_type_30

        action = _parse_action(d.pop("action"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        faces = cast(list[int], d.pop("faces", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        action_request_request = cls(
            action=action,
            expected_version=expected_version,
            faces=faces,
            seat=seat,
        )

        action_request_request.additional_properties = d
        return action_request_request

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
