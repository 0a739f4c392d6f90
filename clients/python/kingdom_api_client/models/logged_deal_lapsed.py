from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.logged_deal_lapsed_type import LoggedDealLapsedType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedDealLapsed")


@_attrs_define
class LoggedDealLapsed:
    """The deal `seat` offered `to_seat` can no longer be done as offered, and ends the moment
    it becomes impossible (issue 26): `reason` says why, in words. `number` is the deal's
    between players (house 28), None for a debtor's offer (rule 32 i–ii). `cards`: the cards
    offered that `seat` no longer holds; when there are any, the event is the two parties'
    (which cards a deal holds is their secret), else it is public.

    Attributes:
        type_ (LoggedDealLapsedType):
        rule (str):
        seat (int):
        to_seat (int):
        number (int | None):
        reason (str):
        sequence (int):
        version (int):
        at (datetime.datetime):
        author (str): player, host, clock, bot, autopilot, game
        visible_to (list[int] | None | Unset):
        cards (list[str] | Unset):
    """

    type_: LoggedDealLapsedType
    rule: str
    seat: int
    to_seat: int
    number: int | None
    reason: str
    sequence: int
    version: int
    at: datetime.datetime
    author: str
    visible_to: list[int] | None | Unset = UNSET
    cards: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        seat = self.seat

        to_seat = self.to_seat

        number: int | None
        number = self.number

        reason = self.reason

        sequence = self.sequence

        version = self.version

        at = self.at.isoformat()

        author = self.author

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "seat": seat,
                "to_seat": to_seat,
                "number": number,
                "reason": reason,
                "sequence": sequence,
                "version": version,
                "at": at,
                "author": author,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedDealLapsedType(d.pop("type"))

        rule = d.pop("rule")

        seat = d.pop("seat")

        to_seat = d.pop("to_seat")

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))

        reason = d.pop("reason")

        sequence = d.pop("sequence")

        version = d.pop("version")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        author = d.pop("author")

        def _parse_visible_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                visible_to_type_0 = cast(list[int], data)

                return visible_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        visible_to = _parse_visible_to(d.pop("visible_to", UNSET))

        cards = cast(list[str], d.pop("cards", UNSET))

        logged_deal_lapsed = cls(
            type_=type_,
            rule=rule,
            seat=seat,
            to_seat=to_seat,
            number=number,
            reason=reason,
            sequence=sequence,
            version=version,
            at=at,
            author=author,
            visible_to=visible_to,
            cards=cards,
        )

        logged_deal_lapsed.additional_properties = d
        return logged_deal_lapsed

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
