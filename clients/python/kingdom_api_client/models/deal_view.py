from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealView")


@_attrs_define
class DealView:
    """Cards (or a promise) offered for gold by a debtor, awaiting the other player's answer.

    Attributes:
        seat (int):
        to_seat (int):
        gold (int):
        cards (int | list[str] | Unset): a third seat sees how many
        promise (str | Unset):  Default: ''.
    """

    seat: int
    to_seat: int
    gold: int
    cards: int | list[str] | Unset = UNSET
    promise: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_seat = self.to_seat

        gold = self.gold

        cards: int | list[str] | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        promise = self.promise

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "to_seat": to_seat,
                "gold": gold,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if promise is not UNSET:
            field_dict["promise"] = promise

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        to_seat = d.pop("to_seat")

        gold = d.pop("gold")

        def _parse_cards(data: object) -> int | list[str] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str] | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        promise = d.pop("promise", UNSET)

        deal_view = cls(
            seat=seat,
            to_seat=to_seat,
            gold=gold,
            cards=cards,
            promise=promise,
        )

        deal_view.additional_properties = d
        return deal_view

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
