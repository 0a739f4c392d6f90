from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.answer_riddle_kind import AnswerRiddleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnswerRiddle")


@_attrs_define
class AnswerRiddle:
    """The quester's answer to the grail riddle (rule 29).

    Attributes:
        kind (AnswerRiddleKind):
        seat (int | None):
        answer (str | Unset):  Default: ''.
    """

    kind: AnswerRiddleKind
    seat: int | None
    answer: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        answer = self.answer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if answer is not UNSET:
            field_dict["answer"] = answer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = AnswerRiddleKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        answer = d.pop("answer", UNSET)

        answer_riddle = cls(
            kind=kind,
            seat=seat,
            answer=answer,
        )

        return answer_riddle
