from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.answer_joust_kind import AnswerJoustKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnswerJoust")


@_attrs_define
class AnswerJoust:
    """Accept or decline the invitation to a Royal Jousting Tournament (rule 7).

    Attributes:
        kind (AnswerJoustKind):
        seat (int | None):
        accept (bool | Unset):  Default: False.
    """

    kind: AnswerJoustKind
    seat: int | None
    accept: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = AnswerJoustKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        accept = d.pop("accept", UNSET)

        answer_joust = cls(
            kind=kind,
            seat=seat,
            accept=accept,
        )

        return answer_joust
