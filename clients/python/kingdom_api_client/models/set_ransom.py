from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.set_ransom_kind import SetRansomKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetRansom")


@_attrs_define
class SetRansom:
    """The captor accepts a lower ransom his prisoner can pay (rule 21 iii c).

    Attributes:
        kind (SetRansomKind):
        seat (int | None):
        amount (int | Unset):  Default: 0.
    """

    kind: SetRansomKind
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
        kind = SetRansomKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        amount = d.pop("amount", UNSET)

        set_ransom = cls(
            kind=kind,
            seat=seat,
            amount=amount,
        )

        return set_ransom
