from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BattleCardsDetail")


@_attrs_define
class BattleCardsDetail:
    """
    Attributes:
        node (str):
        round_ (int):
        max_ (int | Unset):
    """

    node: str
    round_: int
    max_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        round_ = self.round_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "node": node,
                "round": round_,
            }
        )
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        node = d.pop("node")

        round_ = d.pop("round")

        max_ = d.pop("max", UNSET)

        battle_cards_detail = cls(
            node=node,
            round_=round_,
            max_=max_,
        )

        return battle_cards_detail
