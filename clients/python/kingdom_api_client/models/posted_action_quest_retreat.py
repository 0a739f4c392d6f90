from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_quest_retreat_kind import PostedActionQuestRetreatKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionQuestRetreat")


@_attrs_define
class PostedActionQuestRetreat:
    """Retreat from the guardian to an adjacent square, paying the card's penalty (rule 28 iv).

    Attributes:
        kind (PostedActionQuestRetreatKind):
        to (str | Unset):  Default: ''.
    """

    kind: PostedActionQuestRetreatKind
    to: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionQuestRetreatKind(d.pop("kind"))

        to = d.pop("to", UNSET)

        posted_action_quest_retreat = cls(
            kind=kind,
            to=to,
        )

        return posted_action_quest_retreat
