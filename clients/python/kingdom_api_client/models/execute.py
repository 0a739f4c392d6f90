from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.execute_kind import ExecuteKind

T = TypeVar("T", bound="Execute")


@_attrs_define
class Execute:
    """The captor executes the prisoner who cannot pay (rule 21 iii c).

    Attributes:
        kind (ExecuteKind):
        seat (int | None):
    """

    kind: ExecuteKind
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
        kind = ExecuteKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        execute = cls(
            kind=kind,
            seat=seat,
        )

        return execute
