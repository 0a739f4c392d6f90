from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DealReplyDetail")


@_attrs_define
class DealReplyDetail:
    """The terms: seen by the two parties only (`deals.PRIVATE`).

    Attributes:
        from_ (int):
        number (int):
        cards (list[str] | Unset):
        for_cards (list[str] | Unset):
        for_gold (int | Unset):
        gold (int | Unset):
        promise (str | Unset):
    """

    from_: int
    number: int
    cards: list[str] | Unset = UNSET
    for_cards: list[str] | Unset = UNSET
    for_gold: int | Unset = UNSET
    gold: int | Unset = UNSET
    promise: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        number = self.number

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        for_cards: list[str] | Unset = UNSET
        if not isinstance(self.for_cards, Unset):
            for_cards = self.for_cards

        for_gold = self.for_gold

        gold = self.gold

        promise = self.promise

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "number": number,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if for_cards is not UNSET:
            field_dict["for_cards"] = for_cards
        if for_gold is not UNSET:
            field_dict["for_gold"] = for_gold
        if gold is not UNSET:
            field_dict["gold"] = gold
        if promise is not UNSET:
            field_dict["promise"] = promise

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        number = d.pop("number")

        cards = cast(list[str], d.pop("cards", UNSET))

        for_cards = cast(list[str], d.pop("for_cards", UNSET))

        for_gold = d.pop("for_gold", UNSET)

        gold = d.pop("gold", UNSET)

        promise = d.pop("promise", UNSET)

        deal_reply_detail = cls(
            from_=from_,
            number=number,
            cards=cards,
            for_cards=for_cards,
            for_gold=for_gold,
            gold=gold,
            promise=promise,
        )

        return deal_reply_detail
