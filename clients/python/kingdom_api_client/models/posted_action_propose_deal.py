from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_propose_deal_kind import PostedActionProposeDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionProposeDeal")


@_attrs_define
class PostedActionProposeDeal:
    """Offer `to_seat` a deal (rule 32 i, house 28): you give `gold` and the fortune cards
    `cards` from your hand, he gives `for_gold` and the cards `for_cards` from his; `promise`
    is what you undertake in words (nothing the engine enforces). He accepts or refuses.

    Attributes:
        kind (PostedActionProposeDealKind):
        to_seat (int | Unset):  Default: 0.
        gold (int | Unset):  Default: 0.
        cards (list[str] | Unset):
        for_gold (int | Unset):  Default: 0.
        for_cards (list[str] | Unset):
        promise (str | Unset):  Default: ''.
    """

    kind: PostedActionProposeDealKind
    to_seat: int | Unset = 0
    gold: int | Unset = 0
    cards: list[str] | Unset = UNSET
    for_gold: int | Unset = 0
    for_cards: list[str] | Unset = UNSET
    promise: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

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
        kind = PostedActionProposeDealKind(d.pop("kind"))

        to_seat = d.pop("to_seat", UNSET)

        gold = d.pop("gold", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        for_gold = d.pop("for_gold", UNSET)

        for_cards = cast(list[str], d.pop("for_cards", UNSET))

        promise = d.pop("promise", UNSET)

        posted_action_propose_deal = cls(
            kind=kind,
            to_seat=to_seat,
            gold=gold,
            cards=cards,
            for_gold=for_gold,
            for_cards=for_cards,
            promise=promise,
        )

        return posted_action_propose_deal
