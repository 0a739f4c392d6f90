from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.answer_deal_kind import AnswerDealKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnswerDeal")


@_attrs_define
class AnswerDeal:
    """Accept or refuse a deal: the one a debtor offered you while the game waits for him
    (`number` None), or the offer numbered `number` another player proposed you (rule 32,
    house 28).

    Attributes:
        kind (AnswerDealKind):
        seat (int | None):
        accept (bool | Unset):  Default: False.
        number (int | None | Unset):
    """

    kind: AnswerDealKind
    seat: int | None
    accept: bool | Unset = False
    number: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        accept = self.accept

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if accept is not UNSET:
            field_dict["accept"] = accept
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = AnswerDealKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        accept = d.pop("accept", UNSET)

        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))

        answer_deal = cls(
            kind=kind,
            seat=seat,
            accept=accept,
            number=number,
        )

        return answer_deal
