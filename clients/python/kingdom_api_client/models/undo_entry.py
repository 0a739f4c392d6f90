from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.answer_alliance import AnswerAlliance
    from ..models.answer_deal import AnswerDeal
    from ..models.answer_joust import AnswerJoust
    from ..models.answer_riddle import AnswerRiddle
    from ..models.bid import Bid
    from ..models.buy import Buy
    from ..models.choose_challenger import ChooseChallenger
    from ..models.choose_refuge import ChooseRefuge
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


T = TypeVar("T", bound="UndoEntry")


@_attrs_define
class UndoEntry:
    """The last entry typed in (what an undo takes back), for whoever may take it back.

    Attributes:
        version (int): the game's version the entry made
        seat (int | None):
        kind (str): the action's kind
        author (str): player (the seat's own) or host
        at (datetime.datetime):
        action (AnswerAlliance | AnswerDeal | AnswerJoust | AnswerRiddle | Bid | Buy | ChooseChallenger | ChooseRefuge |
            DeclareBankrupt | EndAlliance | EndByTimeLimit | EndMovement | EndTurn | EnterCard | Execute | FightBattle |
            JudgeRiddle | LeaveSite | Move | None | OfferDeal | PickNumbers | PlayCards | ProposeAlliance | ProposeDeal |
            QuestFight | QuestRetreat | Resign | Roll | SetRansom | TurnToken | WithdrawDeal): the action as typed in (null:
            someone else typed it)
        actions (int): actions taken back with it (the bots' after it)
        events (list[int]): the sequence numbers of the events it made
    """

    version: int
    seat: int | None
    kind: str
    author: str
    at: datetime.datetime
    action: (
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
        | None
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
    )
    actions: int
    events: list[int]
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

        version = self.version

        seat: int | None
        seat = self.seat

        kind = self.kind

        author = self.author

        at = self.at.isoformat()

        action: dict[str, Any] | None
        if (
            isinstance(self.action, ChooseChallenger)
            or isinstance(self.action, Bid)
            or isinstance(self.action, Roll)
            or isinstance(self.action, Move)
            or isinstance(self.action, EndMovement)
            or isinstance(self.action, Buy)
            or isinstance(self.action, EndTurn)
            or isinstance(self.action, OfferDeal)
            or isinstance(self.action, AnswerDeal)
            or isinstance(self.action, DeclareBankrupt)
            or isinstance(self.action, Resign)
            or isinstance(self.action, EndByTimeLimit)
            or isinstance(self.action, FightBattle)
            or isinstance(self.action, PlayCards)
            or isinstance(self.action, ChooseRefuge)
            or isinstance(self.action, SetRansom)
            or isinstance(self.action, Execute)
            or isinstance(self.action, EnterCard)
            or isinstance(self.action, AnswerJoust)
            or isinstance(self.action, PickNumbers)
            or isinstance(self.action, QuestFight)
            or isinstance(self.action, QuestRetreat)
            or isinstance(self.action, TurnToken)
            or isinstance(self.action, AnswerRiddle)
            or isinstance(self.action, JudgeRiddle)
            or isinstance(self.action, LeaveSite)
            or isinstance(self.action, ProposeAlliance)
            or isinstance(self.action, AnswerAlliance)
            or isinstance(self.action, EndAlliance)
            or isinstance(self.action, ProposeDeal)
            or isinstance(self.action, WithdrawDeal)
        ):
            action = self.action.to_dict()
        else:
            action = self.action

        actions = self.actions

        events = self.events

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "kind": kind,
                "author": author,
                "at": at,
                "action": action,
                "actions": actions,
                "events": events,
            }
        )

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
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = d.pop("kind")

        author = d.pop("author")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_action(
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
            | None
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
            if data is None:
                return data
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_action_type_30 = WithdrawDeal.from_dict(data)

                return componentsschemas_action_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
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
                | None
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
                | WithdrawDeal,
                data,
            )

        action = _parse_action(d.pop("action"))

        actions = d.pop("actions")

        events = cast(list[int], d.pop("events"))

        undo_entry = cls(
            version=version,
            seat=seat,
            kind=kind,
            author=author,
            at=at,
            action=action,
            actions=actions,
            events=events,
        )

        undo_entry.additional_properties = d
        return undo_entry

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
