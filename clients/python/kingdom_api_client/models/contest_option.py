from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ContestOption")


@_attrs_define
class ContestOption:
    """
    Attributes:
        defender (int):
        node (str):
    """

    defender: int
    node: str

    def to_dict(self) -> dict[str, Any]:
        defender = self.defender

        node = self.node

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "defender": defender,
                "node": node,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        defender = d.pop("defender")

        node = d.pop("node")

        contest_option = cls(
            defender=defender,
            node=node,
        )

        return contest_option
