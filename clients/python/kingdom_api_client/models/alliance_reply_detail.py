from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AllianceReplyDetail")


@_attrs_define
class AllianceReplyDetail:
    """
    Attributes:
        from_ (int):
        number (int):
    """

    from_: int
    number: int

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "number": number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        number = d.pop("number")

        alliance_reply_detail = cls(
            from_=from_,
            number=number,
        )

        return alliance_reply_detail
