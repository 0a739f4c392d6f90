from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_resign_kind import PostedActionResignKind

T = TypeVar("T", bound="PostedActionResign")


@_attrs_define
class PostedActionResign:
    """Leave the game (as if eliminated, rule 34).

    Attributes:
        kind (PostedActionResignKind):
    """

    kind: PostedActionResignKind

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
        kind = PostedActionResignKind(d.pop("kind"))

        posted_action_resign = cls(
            kind=kind,
        )

        return posted_action_resign
