from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_judge_riddle_kind import PostedActionJudgeRiddleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionJudgeRiddle")


@_attrs_define
class PostedActionJudgeRiddle:
    """At a physical table the player on the quester's left may judge the answer.

    Attributes:
        kind (PostedActionJudgeRiddleKind):
        correct (bool | Unset):  Default: False.
    """

    kind: PostedActionJudgeRiddleKind
    correct: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        correct = self.correct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if correct is not UNSET:
            field_dict["correct"] = correct

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionJudgeRiddleKind(d.pop("kind"))

        correct = d.pop("correct", UNSET)

        posted_action_judge_riddle = cls(
            kind=kind,
            correct=correct,
        )

        return posted_action_judge_riddle
