from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Offer")


@_attrs_define
class Offer:
    """A deal `seat` offered `to_seat` (rule 32, house 28), awaiting his answer: `seat` gives
    `gold` and `cards`, `to_seat` gives `for_gold` and `for_cards`. SECRET but to the two: the
    cards and the promise (`engine.view`).

    Attributes:
        number (int):
        seat (int):
        to_seat (int):
        gold (int | Unset):  Default: 0.
        cards (list[str] | Unset):
        for_gold (int | Unset):  Default: 0.
        for_cards (list[str] | Unset):
        promise (str | Unset):  Default: ''.
    """

    number: int
    seat: int
    to_seat: int
    gold: int | Unset = 0
    cards: list[str] | Unset = UNSET
    for_gold: int | Unset = 0
    for_cards: list[str] | Unset = UNSET
    promise: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        seat = self.seat

        to_seat = self.to_seat

        gold = self.gold

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        for_gold = self.for_gold

        for_cards: list[str] | Unset = UNSET
        if not isinstance(self.for_cards, Unset):
            for_cards = self.for_cards

        promise = self.promise

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "seat": seat,
                "to_seat": to_seat,
            }
        )
        if gold is not UNSET:
            field_dict["gold"] = gold
        if cards is not UNSET:
            field_dict["cards"] = cards
        if for_gold is not UNSET:
            field_dict["for_gold"] = for_gold
        if for_cards is not UNSET:
            field_dict["for_cards"] = for_cards
        if promise is not UNSET:
            field_dict["promise"] = promise

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        seat = d.pop("seat")

        to_seat = d.pop("to_seat")

        gold = d.pop("gold", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        for_gold = d.pop("for_gold", UNSET)

        for_cards = cast(list[str], d.pop("for_cards", UNSET))

        promise = d.pop("promise", UNSET)

        offer = cls(
            number=number,
            seat=seat,
            to_seat=to_seat,
            gold=gold,
            cards=cards,
            for_gold=for_gold,
            for_cards=for_cards,
            promise=promise,
        )

        offer.additional_properties = d
        return offer

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
