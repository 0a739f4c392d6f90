from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_execute_kind import PostedActionExecuteKind

T = TypeVar("T", bound="PostedActionExecute")


@_attrs_define
class PostedActionExecute:
    """The captor executes the prisoner who cannot pay (rule 21 iii c).

    Attributes:
        kind (PostedActionExecuteKind):
    """

    kind: PostedActionExecuteKind

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
        kind = PostedActionExecuteKind(d.pop("kind"))

        posted_action_execute = cls(
            kind=kind,
        )

        return posted_action_execute
