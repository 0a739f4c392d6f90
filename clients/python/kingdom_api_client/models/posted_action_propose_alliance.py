from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_propose_alliance_kind import PostedActionProposeAllianceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionProposeAlliance")


@_attrs_define
class PostedActionProposeAlliance:
    """Offer an alliance to another player (rule 33); he accepts or refuses.

    Attributes:
        kind (PostedActionProposeAllianceKind):
        to_seat (int | Unset):  Default: 0.
    """

    kind: PostedActionProposeAllianceKind
    to_seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        to_seat = self.to_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if to_seat is not UNSET:
            field_dict["to_seat"] = to_seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionProposeAllianceKind(d.pop("kind"))

        to_seat = d.pop("to_seat", UNSET)

        posted_action_propose_alliance = cls(
            kind=kind,
            to_seat=to_seat,
        )

        return posted_action_propose_alliance
