from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reachable_reachable import ReachableReachable
    from ..models.reachable_refused import ReachableRefused


T = TypeVar("T", bound="Reachable")


@_attrs_define
class Reachable:
    """
    Attributes:
        origin (str):
        reachable (ReachableReachable): each square (or river side) reachable, with the path there
        free_move_cards (int):
        refused (ReachableRefused): each square (or river side) beside the reach that the pieces may not enter, with the
            rule and the reason (a mystic site to military pieces, no bridge…)
    """

    origin: str
    reachable: ReachableReachable
    free_move_cards: int
    refused: ReachableRefused
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        origin = self.origin

        reachable = self.reachable.to_dict()

        free_move_cards = self.free_move_cards

        refused = self.refused.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "origin": origin,
                "reachable": reachable,
                "free_move_cards": free_move_cards,
                "refused": refused,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reachable_reachable import ReachableReachable
        from ..models.reachable_refused import ReachableRefused

        d = dict(src_dict)
        origin = d.pop("origin")

        reachable = ReachableReachable.from_dict(d.pop("reachable"))

        free_move_cards = d.pop("free_move_cards")

        refused = ReachableRefused.from_dict(d.pop("refused"))

        reachable = cls(
            origin=origin,
            reachable=reachable,
            free_move_cards=free_move_cards,
            refused=refused,
        )

        reachable.additional_properties = d
        return reachable

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
