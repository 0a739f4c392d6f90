from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaiseFundsDetail")


@_attrs_define
class RaiseFundsDetail:
    """
    Attributes:
        amount (int):
        reason (str):
    """

    amount: int
    reason: str

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        reason = d.pop("reason")

        raise_funds_detail = cls(
            amount=amount,
            reason=reason,
        )

        return raise_funds_detail
