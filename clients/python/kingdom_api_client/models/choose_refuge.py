from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.choose_refuge_kind import ChooseRefugeKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChooseRefuge")


@_attrs_define
class ChooseRefuge:
    """A fleeing Royal Challenger picks among equally near friendly castles (rule 21 i).

    Attributes:
        kind (ChooseRefugeKind):
        seat (int | None):
        castle (str | Unset):  Default: ''.
    """

    kind: ChooseRefugeKind
    seat: int | None
    castle: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        castle = self.castle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if castle is not UNSET:
            field_dict["castle"] = castle

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ChooseRefugeKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        castle = d.pop("castle", UNSET)

        choose_refuge = cls(
            kind=kind,
            seat=seat,
            castle=castle,
        )

        return choose_refuge
