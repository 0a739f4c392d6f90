from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_quest_fight_kind import PostedActionQuestFightKind

T = TypeVar("T", bound="PostedActionQuestFight")


@_attrs_define
class PostedActionQuestFight:
    """Fight the guardian another round (rule 28 ii–iii).

    Attributes:
        kind (PostedActionQuestFightKind):
    """

    kind: PostedActionQuestFightKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionQuestFightKind(d.pop("kind"))

        posted_action_quest_fight = cls(
            kind=kind,
        )

        return posted_action_quest_fight
