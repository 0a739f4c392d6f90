from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RollDetail")


@_attrs_define
class RollDetail:
    """
    Attributes:
        die (str):
        of_seat (int | None):
        purpose (str):
    """

    die: str
    of_seat: int | None
    purpose: str

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        of_seat: int | None
        of_seat = self.of_seat

        purpose = self.purpose

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "of_seat": of_seat,
                "purpose": purpose,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        die = d.pop("die")

        def _parse_of_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        of_seat = _parse_of_seat(d.pop("of_seat"))

        purpose = d.pop("purpose")

        roll_detail = cls(
            die=die,
            of_seat=of_seat,
            purpose=purpose,
        )

        return roll_detail
