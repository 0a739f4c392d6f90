from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnswerDealDetail")


@_attrs_define
class AnswerDealDetail:
    """
    Attributes:
        from_ (int):
        gold (int):
    """

    from_: int
    gold: int

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        gold = self.gold

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "gold": gold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        gold = d.pop("gold")

        answer_deal_detail = cls(
            from_=from_,
            gold=gold,
        )

        return answer_deal_detail
