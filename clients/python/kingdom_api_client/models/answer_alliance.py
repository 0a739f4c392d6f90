from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.answer_alliance_kind import AnswerAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnswerAlliance")


@_attrs_define
class AnswerAlliance:
    """Accept or refuse the alliance `from_seat` proposed to you (rule 33).

    Attributes:
        kind (AnswerAllianceKind):
        seat (int | None):
        from_seat (int | Unset):  Default: 0.
        accept (bool | Unset):  Default: False.
    """

    kind: AnswerAllianceKind
    seat: int | None
    from_seat: int | Unset = 0
    accept: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        from_seat = self.from_seat

        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if from_seat is not UNSET:
            field_dict["from_seat"] = from_seat
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = AnswerAllianceKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        from_seat = d.pop("from_seat", UNSET)

        accept = d.pop("accept", UNSET)

        answer_alliance = cls(
            kind=kind,
            seat=seat,
            from_seat=from_seat,
            accept=accept,
        )

        return answer_alliance
