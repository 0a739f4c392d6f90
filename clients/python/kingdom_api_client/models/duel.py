from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.duel_faces import DuelFaces


T = TypeVar("T", bound="Duel")


@_attrs_define
class Duel:
    """Two Royal Challengers in Camelot fight to the death (rule 19 i–iii).

    Attributes:
        node (str):
        seats (list[int]):
        faces (DuelFaces | Unset):
    """

    node: str
    seats: list[int]
    faces: DuelFaces | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        seats = self.seats

        faces: dict[str, Any] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "seats": seats,
            }
        )
        if faces is not UNSET:
            field_dict["faces"] = faces

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.duel_faces import DuelFaces

        d = dict(src_dict)
        node = d.pop("node")

        seats = cast(list[int], d.pop("seats"))

        _faces = d.pop("faces", UNSET)
        faces: DuelFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = DuelFaces.from_dict(_faces)

        duel = cls(
            node=node,
            seats=seats,
            faces=faces,
        )

        duel.additional_properties = d
        return duel

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
