from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_answer_riddle_kind import PostedActionAnswerRiddleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionAnswerRiddle")


@_attrs_define
class PostedActionAnswerRiddle:
    """The quester's answer to the grail riddle (rule 29).

    Attributes:
        kind (PostedActionAnswerRiddleKind):
        answer (str | Unset):  Default: ''.
    """

    kind: PostedActionAnswerRiddleKind
    answer: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        answer = self.answer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if answer is not UNSET:
            field_dict["answer"] = answer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionAnswerRiddleKind(d.pop("kind"))

        answer = d.pop("answer", UNSET)

        posted_action_answer_riddle = cls(
            kind=kind,
            answer=answer,
        )

        return posted_action_answer_riddle
