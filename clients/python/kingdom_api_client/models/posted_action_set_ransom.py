from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_set_ransom_kind import PostedActionSetRansomKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionSetRansom")


@_attrs_define
class PostedActionSetRansom:
    """The captor accepts a lower ransom his prisoner can pay (rule 21 iii c).

    Attributes:
        kind (PostedActionSetRansomKind):
        amount (int | Unset):  Default: 0.
    """

    kind: PostedActionSetRansomKind
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
        kind = PostedActionSetRansomKind(d.pop("kind"))

        amount = d.pop("amount", UNSET)

        posted_action_set_ransom = cls(
            kind=kind,
            amount=amount,
        )

        return posted_action_set_ransom
