from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.posted_action_buy_kind import PostedActionBuyKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionBuy")


@_attrs_define
class PostedActionBuy:
    """Buy knights and footsoldiers, placed on a castle the player controls (rules 22–23).

    Attributes:
        kind (PostedActionBuyKind):
        castle (str | Unset):  Default: ''.
        knights (int | Unset):  Default: 0.
        footsoldiers (int | Unset):  Default: 0.
    """

    kind: PostedActionBuyKind
    castle: str | Unset = ""
    knights: int | Unset = 0
    footsoldiers: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        castle = self.castle

        knights = self.knights

        footsoldiers = self.footsoldiers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if castle is not UNSET:
            field_dict["castle"] = castle
        if knights is not UNSET:
            field_dict["knights"] = knights
        if footsoldiers is not UNSET:
            field_dict["footsoldiers"] = footsoldiers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionBuyKind(d.pop("kind"))

        castle = d.pop("castle", UNSET)

        knights = d.pop("knights", UNSET)

        footsoldiers = d.pop("footsoldiers", UNSET)

        posted_action_buy = cls(
            kind=kind,
            castle=castle,
            knights=knights,
            footsoldiers=footsoldiers,
        )

        return posted_action_buy
