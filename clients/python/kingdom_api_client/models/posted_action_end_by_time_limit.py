from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_end_by_time_limit_kind import PostedActionEndByTimeLimitKind

T = TypeVar("T", bound="PostedActionEndByTimeLimit")


@_attrs_define
class PostedActionEndByTimeLimit:
    """The agreed time limit ran out (rule 38); submitted by the clock, seat None.

    Attributes:
        kind (PostedActionEndByTimeLimitKind):
    """

    kind: PostedActionEndByTimeLimitKind

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
        kind = PostedActionEndByTimeLimitKind(d.pop("kind"))

        posted_action_end_by_time_limit = cls(
            kind=kind,
        )

        return posted_action_end_by_time_limit
