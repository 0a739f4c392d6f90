from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnswerRiddleDetail")


@_attrs_define
class AnswerRiddleDetail:
    """
    Attributes:
        riddle (None | str):
    """

    riddle: None | str

    def to_dict(self) -> dict[str, Any]:
        riddle: None | str
        riddle = self.riddle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "riddle": riddle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_riddle(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        riddle = _parse_riddle(d.pop("riddle"))

        answer_riddle_detail = cls(
            riddle=riddle,
        )

        return answer_riddle_detail
