from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.answer_riddle_detail import AnswerRiddleDetail


T = TypeVar("T", bound="DecisionAnswerRiddle")


@_attrs_define
class DecisionAnswerRiddle:
    """answer the grail riddle. Answer the riddle of the grail (rule 29). Who: the questing player. Clock: reply. Answered
    by: answer_riddle. When late: no answer (wrong).

        Attributes:
            seat (int | None):
            kind (Literal['answer_riddle']):
            rule (str):
            detail (AnswerRiddleDetail):
    """

    seat: int | None
    kind: Literal["answer_riddle"]
    rule: str
    detail: AnswerRiddleDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind

        rule = self.rule

        detail = self.detail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "rule": rule,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.answer_riddle_detail import AnswerRiddleDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["answer_riddle"], d.pop("kind"))
        if kind != "answer_riddle":
            raise ValueError(f"kind must match const 'answer_riddle', got '{kind}'")

        rule = d.pop("rule")

        detail = AnswerRiddleDetail.from_dict(d.pop("detail"))

        decision_answer_riddle = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_answer_riddle.additional_properties = d
        return decision_answer_riddle

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
