from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_end_movement_kind import PostedActionEndMovementKind

T = TypeVar("T", bound="PostedActionEndMovement")


@_attrs_define
class PostedActionEndMovement:
    """No more moves this turn: battles are resolved next (rule 6 iii–iv).

    Attributes:
        kind (PostedActionEndMovementKind):
    """

    kind: PostedActionEndMovementKind

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
        kind = PostedActionEndMovementKind(d.pop("kind"))

        posted_action_end_movement = cls(
            kind=kind,
        )

        return posted_action_end_movement
