from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Escape")


@_attrs_define
class Escape:
    """A Royal Challenger left alone after his forces fell (rule 21 i).

    Attributes:
        seat (int):
        captor (int):
        node (str):
        refuges (list[str] | Unset):
        then (list[int] | Unset):
    """

    seat: int
    captor: int
    node: str
    refuges: list[str] | Unset = UNSET
    then: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        captor = self.captor

        node = self.node

        refuges: list[str] | Unset = UNSET
        if not isinstance(self.refuges, Unset):
            refuges = self.refuges

        then: list[int] | Unset = UNSET
        if not isinstance(self.then, Unset):
            then = self.then

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "captor": captor,
                "node": node,
            }
        )
        if refuges is not UNSET:
            field_dict["refuges"] = refuges
        if then is not UNSET:
            field_dict["then"] = then

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        captor = d.pop("captor")

        node = d.pop("node")

        refuges = cast(list[str], d.pop("refuges", UNSET))

        then = cast(list[int], d.pop("then", UNSET))

        escape = cls(
            seat=seat,
            captor=captor,
            node=node,
            refuges=refuges,
            then=then,
        )

        escape.additional_properties = d
        return escape

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
