from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_end_alliance_kind import PostedActionEndAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionEndAlliance")


@_attrs_define
class PostedActionEndAlliance:
    """End your alliance with `ally`, at any time, even in the middle of a turn (rule 33).

    Attributes:
        kind (PostedActionEndAllianceKind):
        ally (int | Unset):  Default: 0.
    """

    kind: PostedActionEndAllianceKind
    ally: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ally = self.ally

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if ally is not UNSET:
            field_dict["ally"] = ally

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionEndAllianceKind(d.pop("kind"))

        ally = d.pop("ally", UNSET)

        posted_action_end_alliance = cls(
            kind=kind,
            ally=ally,
        )

        return posted_action_end_alliance
