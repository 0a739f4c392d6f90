from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TurnTokenDetail")


@_attrs_define
class TurnTokenDetail:
    """
    Attributes:
        site (str):
    """

    site: str

    def to_dict(self) -> dict[str, Any]:
        site = self.site

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "site": site,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        site = d.pop("site")

        turn_token_detail = cls(
            site=site,
        )

        return turn_token_detail
