from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.end_movement_kind import EndMovementKind

T = TypeVar("T", bound="EndMovement")


@_attrs_define
class EndMovement:
    """No more moves this turn: battles are resolved next (rule 6 iii–iv).

    Attributes:
        kind (EndMovementKind):
        seat (int | None):
    """

    kind: EndMovementKind
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = EndMovementKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        end_movement = cls(
            kind=kind,
            seat=seat,
        )

        return end_movement
