from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_withdraw_deal_kind import PostedActionWithdrawDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionWithdrawDeal")


@_attrs_define
class PostedActionWithdrawDeal:
    """Take back the deal numbered `number` you proposed, before it is answered.

    Attributes:
        kind (PostedActionWithdrawDealKind):
        number (int | Unset):  Default: 0.
    """

    kind: PostedActionWithdrawDealKind
    number: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionWithdrawDealKind(d.pop("kind"))

        number = d.pop("number", UNSET)

        posted_action_withdraw_deal = cls(
            kind=kind,
            number=number,
        )

        return posted_action_withdraw_deal
