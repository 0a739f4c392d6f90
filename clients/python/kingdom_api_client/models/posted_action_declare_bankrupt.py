from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_declare_bankrupt_kind import PostedActionDeclareBankruptKind

T = TypeVar("T", bound="PostedActionDeclareBankrupt")


@_attrs_define
class PostedActionDeclareBankrupt:
    """Give up raising funds: the debt is paid as far as it can be and the player leaves.

    Attributes:
        kind (PostedActionDeclareBankruptKind):
    """

    kind: PostedActionDeclareBankruptKind

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
        kind = PostedActionDeclareBankruptKind(d.pop("kind"))

        posted_action_declare_bankrupt = cls(
            kind=kind,
        )

        return posted_action_declare_bankrupt
