from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.end_turn_kind import EndTurnKind

T = TypeVar("T", bound="EndTurn")


@_attrs_define
class EndTurn:
    """No more purchases: collect taxes and pass the turn (rule 6 v–vi).

    Attributes:
        kind (EndTurnKind):
        seat (int | None):
    """

    kind: EndTurnKind
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
        kind = EndTurnKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        end_turn = cls(
            kind=kind,
            seat=seat,
        )

        return end_turn
