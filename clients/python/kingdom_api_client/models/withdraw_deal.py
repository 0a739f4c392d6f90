from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.withdraw_deal_kind import WithdrawDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="WithdrawDeal")


@_attrs_define
class WithdrawDeal:
    """Take back the deal numbered `number` you proposed, before it is answered.

    Attributes:
        kind (WithdrawDealKind):
        seat (int | None):
        number (int | Unset):  Default: 0.
    """

    kind: WithdrawDealKind
    seat: int | None
    number: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = WithdrawDealKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        number = d.pop("number", UNSET)

        withdraw_deal = cls(
            kind=kind,
            seat=seat,
            number=number,
        )

        return withdraw_deal
