from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.leave_site_kind import LeaveSiteKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="LeaveSite")


@_attrs_define
class LeaveSite:
    """After a wrong answer the quester departs to an adjacent square (rule 29).

    Attributes:
        kind (LeaveSiteKind):
        seat (int | None):
        to (str | Unset):  Default: ''.
    """

    kind: LeaveSiteKind
    seat: int | None
    to: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = LeaveSiteKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        to = d.pop("to", UNSET)

        leave_site = cls(
            kind=kind,
            seat=seat,
            to=to,
        )

        return leave_site
