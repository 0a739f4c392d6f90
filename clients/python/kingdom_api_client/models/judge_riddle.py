from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.judge_riddle_kind import JudgeRiddleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="JudgeRiddle")


@_attrs_define
class JudgeRiddle:
    """At a physical table the player on the quester's left may judge the answer.

    Attributes:
        kind (JudgeRiddleKind):
        seat (int | None):
        correct (bool | Unset):  Default: False.
    """

    kind: JudgeRiddleKind
    seat: int | None
    correct: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        correct = self.correct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if correct is not UNSET:
            field_dict["correct"] = correct

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = JudgeRiddleKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        correct = d.pop("correct", UNSET)

        judge_riddle = cls(
            kind=kind,
            seat=seat,
            correct=correct,
        )

        return judge_riddle
