from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_pick_numbers_kind import PostedActionPickNumbersKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionPickNumbers")


@_attrs_define
class PostedActionPickNumbers:
    """A rider's numbers of the red die for this attempt (rule 7 ii–iii).

    Attributes:
        kind (PostedActionPickNumbersKind):
        numbers (list[int] | Unset):
    """

    kind: PostedActionPickNumbersKind
    numbers: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        numbers: list[int] | Unset = UNSET
        if not isinstance(self.numbers, Unset):
            numbers = self.numbers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if numbers is not UNSET:
            field_dict["numbers"] = numbers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionPickNumbersKind(d.pop("kind"))

        numbers = cast(list[int], d.pop("numbers", UNSET))

        posted_action_pick_numbers = cls(
            kind=kind,
            numbers=numbers,
        )

        return posted_action_pick_numbers
