from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="JoustReplyDetail")


@_attrs_define
class JoustReplyDetail:
    """
    Attributes:
        host (int):
    """

    host: int

    def to_dict(self) -> dict[str, Any]:
        host = self.host

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "host": host,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        host = d.pop("host")

        joust_reply_detail = cls(
            host=host,
        )

        return joust_reply_detail
