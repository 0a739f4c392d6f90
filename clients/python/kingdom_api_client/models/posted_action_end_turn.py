from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_end_turn_kind import PostedActionEndTurnKind

T = TypeVar("T", bound="PostedActionEndTurn")


@_attrs_define
class PostedActionEndTurn:
    """No more purchases: collect taxes and pass the turn (rule 6 v–vi).

    Attributes:
        kind (PostedActionEndTurnKind):
    """

    kind: PostedActionEndTurnKind

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
        kind = PostedActionEndTurnKind(d.pop("kind"))

        posted_action_end_turn = cls(
            kind=kind,
        )

        return posted_action_end_turn
