from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Stack")


@_attrs_define
class Stack:
    """One player's military pieces on one square (or river side).

    Attributes:
        knights (int | Unset):  Default: 0.
        footsoldiers (int | Unset):  Default: 0.
        knights_moved (int | Unset):  Default: 0.
        footsoldiers_moved (int | Unset):  Default: 0.
    """

    knights: int | Unset = 0
    footsoldiers: int | Unset = 0
    knights_moved: int | Unset = 0
    footsoldiers_moved: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        knights = self.knights

        footsoldiers = self.footsoldiers

        knights_moved = self.knights_moved

        footsoldiers_moved = self.footsoldiers_moved

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if knights is not UNSET:
            field_dict["knights"] = knights
        if footsoldiers is not UNSET:
            field_dict["footsoldiers"] = footsoldiers
        if knights_moved is not UNSET:
            field_dict["knights_moved"] = knights_moved
        if footsoldiers_moved is not UNSET:
            field_dict["footsoldiers_moved"] = footsoldiers_moved

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        knights = d.pop("knights", UNSET)

        footsoldiers = d.pop("footsoldiers", UNSET)

        knights_moved = d.pop("knights_moved", UNSET)

        footsoldiers_moved = d.pop("footsoldiers_moved", UNSET)

        stack = cls(
            knights=knights,
            footsoldiers=footsoldiers,
            knights_moved=knights_moved,
            footsoldiers_moved=footsoldiers_moved,
        )

        stack.additional_properties = d
        return stack

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
