from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_kind import BidKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Bid")


@_attrs_define
class Bid:
    """A sealed bid for the allegiance of the challenger being auctioned (rule 5 ii); 0 = none.

    Attributes:
        kind (BidKind):
        seat (int | None):
        amount (int | Unset):  Default: 0.
    """

    kind: BidKind
    seat: int | None
    amount: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = BidKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        amount = d.pop("amount", UNSET)

        bid = cls(
            kind=kind,
            seat=seat,
            amount=amount,
        )

        return bid
