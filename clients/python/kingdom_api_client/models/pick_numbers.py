from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pick_numbers_kind import PickNumbersKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PickNumbers")


@_attrs_define
class PickNumbers:
    """A rider's numbers of the red die for this attempt (rule 7 ii–iii).

    Attributes:
        kind (PickNumbersKind):
        seat (int | None):
        numbers (list[int] | Unset):
    """

    kind: PickNumbersKind
    seat: int | None
    numbers: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        numbers: list[int] | Unset = UNSET
        if not isinstance(self.numbers, Unset):
            numbers = self.numbers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if numbers is not UNSET:
            field_dict["numbers"] = numbers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PickNumbersKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        numbers = cast(list[int], d.pop("numbers", UNSET))

        pick_numbers = cls(
            kind=kind,
            seat=seat,
            numbers=numbers,
        )

        return pick_numbers
