from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RansomDetail")


@_attrs_define
class RansomDetail:
    """
    Attributes:
        max_ (int):
        prisoner (int):
    """

    max_: int
    prisoner: int

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        prisoner = self.prisoner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max": max_,
                "prisoner": prisoner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_ = d.pop("max")

        prisoner = d.pop("prisoner")

        ransom_detail = cls(
            max_=max_,
            prisoner=prisoner,
        )

        return ransom_detail
