from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_offer_deal_kind import PostedActionOfferDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionOfferDeal")


@_attrs_define
class PostedActionOfferDeal:
    """A debtor offers another player fortune cards (or a promise) for gold (rule 32 i–ii).

    Attributes:
        kind (PostedActionOfferDealKind):
        to_seat (int | Unset):  Default: 0.
        gold (int | Unset):  Default: 0.
        cards (list[str] | Unset):
        promise (str | Unset):  Default: ''.
    """

    kind: PostedActionOfferDealKind
    to_seat: int | Unset = 0
    gold: int | Unset = 0
    cards: list[str] | Unset = UNSET
    promise: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        to_seat = self.to_seat

        gold = self.gold

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        promise = self.promise

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if to_seat is not UNSET:
            field_dict["to_seat"] = to_seat
        if gold is not UNSET:
            field_dict["gold"] = gold
        if cards is not UNSET:
            field_dict["cards"] = cards
        if promise is not UNSET:
            field_dict["promise"] = promise

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionOfferDealKind(d.pop("kind"))

        to_seat = d.pop("to_seat", UNSET)

        gold = d.pop("gold", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        promise = d.pop("promise", UNSET)

        posted_action_offer_deal = cls(
            kind=kind,
            to_seat=to_seat,
            gold=gold,
            cards=cards,
            promise=promise,
        )

        return posted_action_offer_deal
