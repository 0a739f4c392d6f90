from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="JudgeRiddleDetail")


@_attrs_define
class JudgeRiddleDetail:
    """
    Attributes:
        answer (None | str):
    """

    answer: None | str

    def to_dict(self) -> dict[str, Any]:
        answer: None | str
        answer = self.answer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "answer": answer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_answer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        answer = _parse_answer(d.pop("answer"))

        judge_riddle_detail = cls(
            answer=answer,
        )

        return judge_riddle_detail
