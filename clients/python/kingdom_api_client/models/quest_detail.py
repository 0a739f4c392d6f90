from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuestDetail")


@_attrs_define
class QuestDetail:
    """
    Attributes:
        retreats (list[str]):
    """

    retreats: list[str]

    def to_dict(self) -> dict[str, Any]:
        retreats = self.retreats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "retreats": retreats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        retreats = cast(list[str], d.pop("retreats"))

        quest_detail = cls(
            retreats=retreats,
        )

        return quest_detail
