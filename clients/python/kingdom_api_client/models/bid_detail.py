from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BidDetail")


@_attrs_define
class BidDetail:
    """
    Attributes:
        challenger (str):
        max_ (int | None):
    """

    challenger: str
    max_: int | None

    def to_dict(self) -> dict[str, Any]:
        challenger = self.challenger

        max_: int | None
        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "challenger": challenger,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        challenger = d.pop("challenger")

        def _parse_max_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_ = _parse_max_(d.pop("max"))

        bid_detail = cls(
            challenger=challenger,
            max_=max_,
        )

        return bid_detail
