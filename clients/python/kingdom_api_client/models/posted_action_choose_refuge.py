from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_choose_refuge_kind import PostedActionChooseRefugeKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionChooseRefuge")


@_attrs_define
class PostedActionChooseRefuge:
    """A fleeing Royal Challenger picks among equally near friendly castles (rule 21 i).

    Attributes:
        kind (PostedActionChooseRefugeKind):
        castle (str | Unset):  Default: ''.
    """

    kind: PostedActionChooseRefugeKind
    castle: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        castle = self.castle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if castle is not UNSET:
            field_dict["castle"] = castle

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionChooseRefugeKind(d.pop("kind"))

        castle = d.pop("castle", UNSET)

        posted_action_choose_refuge = cls(
            kind=kind,
            castle=castle,
        )

        return posted_action_choose_refuge
