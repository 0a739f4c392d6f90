from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.buy_kind import BuyKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Buy")


@_attrs_define
class Buy:
    """Buy knights and footsoldiers, placed on a castle the player controls (rules 22–23).

    Attributes:
        kind (BuyKind):
        seat (int | None):
        castle (str | Unset):  Default: ''.
        knights (int | Unset):  Default: 0.
        footsoldiers (int | Unset):  Default: 0.
    """

    kind: BuyKind
    seat: int | None
    castle: str | Unset = ""
    knights: int | Unset = 0
    footsoldiers: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        castle = self.castle

        knights = self.knights

        footsoldiers = self.footsoldiers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if castle is not UNSET:
            field_dict["castle"] = castle
        if knights is not UNSET:
            field_dict["knights"] = knights
        if footsoldiers is not UNSET:
            field_dict["footsoldiers"] = footsoldiers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = BuyKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        castle = d.pop("castle", UNSET)

        knights = d.pop("knights", UNSET)

        footsoldiers = d.pop("footsoldiers", UNSET)

        buy = cls(
            kind=kind,
            seat=seat,
            castle=castle,
            knights=knights,
            footsoldiers=footsoldiers,
        )

        return buy
