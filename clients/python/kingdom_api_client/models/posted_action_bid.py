from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_bid_kind import PostedActionBidKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionBid")


@_attrs_define
class PostedActionBid:
    """A sealed bid for the allegiance of the challenger being auctioned (rule 5 ii); 0 = none.

    Attributes:
        kind (PostedActionBidKind):
        amount (int | Unset):  Default: 0.
    """

    kind: PostedActionBidKind
    amount: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionBidKind(d.pop("kind"))

        amount = d.pop("amount", UNSET)

        posted_action_bid = cls(
            kind=kind,
            amount=amount,
        )

        return posted_action_bid
