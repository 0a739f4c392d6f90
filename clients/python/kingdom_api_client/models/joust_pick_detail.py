from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoustPickDetail")


@_attrs_define
class JoustPickDetail:
    """
    Attributes:
        attempt (int):
        numbers (int | Unset):
    """

    attempt: int
    numbers: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        numbers = self.numbers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempt": attempt,
            }
        )
        if numbers is not UNSET:
            field_dict["numbers"] = numbers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        numbers = d.pop("numbers", UNSET)

        joust_pick_detail = cls(
            attempt=attempt,
            numbers=numbers,
        )

        return joust_pick_detail
