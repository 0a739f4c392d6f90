from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.end_by_time_limit_kind import EndByTimeLimitKind

T = TypeVar("T", bound="EndByTimeLimit")


@_attrs_define
class EndByTimeLimit:
    """The agreed time limit ran out (rule 38); submitted by the clock, seat None.

    Attributes:
        kind (EndByTimeLimitKind):
        seat (int | None):
    """

    kind: EndByTimeLimitKind
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
        kind = EndByTimeLimitKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        end_by_time_limit = cls(
            kind=kind,
            seat=seat,
        )

        return end_by_time_limit
