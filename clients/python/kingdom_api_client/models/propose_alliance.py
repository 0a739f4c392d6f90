from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.propose_alliance_kind import ProposeAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProposeAlliance")


@_attrs_define
class ProposeAlliance:
    """Offer an alliance to another player (rule 33); he accepts or refuses.

    Attributes:
        kind (ProposeAllianceKind):
        seat (int | None):
        to_seat (int | Unset):  Default: 0.
    """

    kind: ProposeAllianceKind
    seat: int | None
    to_seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        to_seat = self.to_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if to_seat is not UNSET:
            field_dict["to_seat"] = to_seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ProposeAllianceKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        to_seat = d.pop("to_seat", UNSET)

        propose_alliance = cls(
            kind=kind,
            seat=seat,
            to_seat=to_seat,
        )

        return propose_alliance
