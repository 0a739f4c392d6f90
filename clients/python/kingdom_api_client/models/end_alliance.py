from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.end_alliance_kind import EndAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="EndAlliance")


@_attrs_define
class EndAlliance:
    """End your alliance with `ally`, at any time, even in the middle of a turn (rule 33).

    Attributes:
        kind (EndAllianceKind):
        seat (int | None):
        ally (int | Unset):  Default: 0.
    """

    kind: EndAllianceKind
    seat: int | None
    ally: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        ally = self.ally

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if ally is not UNSET:
            field_dict["ally"] = ally

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = EndAllianceKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ally = d.pop("ally", UNSET)

        end_alliance = cls(
            kind=kind,
            seat=seat,
            ally=ally,
        )

        return end_alliance
