from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.decision_kind_enum import DecisionKindEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="Deadline")


@_attrs_define
class Deadline:
    """
    Attributes:
        seat (int | None):
        kind (DecisionKindEnum): * `roll` - roll
            * `answer_deal` - answer_deal
            * `raise_funds` - raise_funds
            * `ransom` - ransom
            * `choose_refuge` - choose_refuge
            * `battle_cards` - battle_cards
            * `choose_battle` - choose_battle
            * `joust_reply` - joust_reply
            * `joust_pick` - joust_pick
            * `enter_card` - enter_card
            * `quest` - quest
            * `turn_token` - turn_token
            * `answer_riddle` - answer_riddle
            * `judge_riddle` - judge_riddle
            * `leave_site` - leave_site
            * `choose_challenger` - choose_challenger
            * `bid` - bid
            * `move` - move
            * `purchase` - purchase
            * `alliance_reply` - alliance_reply
            * `deal_reply` - deal_reply
        paused (bool):
        deadline (datetime.datetime | None):
        deadline_local (None | str):
        left (float | None | Unset): paused: seconds left when it resumes
    """

    seat: int | None
    kind: DecisionKindEnum
    paused: bool
    deadline: datetime.datetime | None
    deadline_local: None | str
    left: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind.value

        paused = self.paused

        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        deadline_local: None | str
        deadline_local = self.deadline_local

        left: float | None | Unset
        if isinstance(self.left, Unset):
            left = UNSET
        else:
            left = self.left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "paused": paused,
                "deadline": deadline,
                "deadline_local": deadline_local,
            }
        )
        if left is not UNSET:
            field_dict["left"] = left

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = DecisionKindEnum(d.pop("kind"))

        paused = d.pop("paused")

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        def _parse_deadline_local(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline_local = _parse_deadline_local(d.pop("deadline_local"))

        def _parse_left(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        left = _parse_left(d.pop("left", UNSET))

        deadline = cls(
            seat=seat,
            kind=kind,
            paused=paused,
            deadline=deadline,
            deadline_local=deadline_local,
            left=left,
        )

        deadline.additional_properties = d
        return deadline

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
