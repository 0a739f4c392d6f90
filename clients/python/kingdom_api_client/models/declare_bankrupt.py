from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declare_bankrupt_kind import DeclareBankruptKind

T = TypeVar("T", bound="DeclareBankrupt")


@_attrs_define
class DeclareBankrupt:
    """Give up raising funds: the debt is paid as far as it can be and the player leaves.

    Attributes:
        kind (DeclareBankruptKind):
        seat (int | None):
    """

    kind: DeclareBankruptKind
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
        kind = DeclareBankruptKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        declare_bankrupt = cls(
            kind=kind,
            seat=seat,
        )

        return declare_bankrupt
