from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BattleAhead")


@_attrs_define
class BattleAhead:
    """A battle "End movement" starts (rule 6 iv): the wages the mover sets aside for it (rule
    17), and whether it resumes a siege delayed on an earlier turn (rule 18 i).

    Attributes:
        node (str):
        defender (int):
        wages (int):
        resumed (bool):
    """

    node: str
    defender: int
    wages: int
    resumed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        defender = self.defender

        wages = self.wages

        resumed = self.resumed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "defender": defender,
                "wages": wages,
                "resumed": resumed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        node = d.pop("node")

        defender = d.pop("defender")

        wages = d.pop("wages")

        resumed = d.pop("resumed")

        battle_ahead = cls(
            node=node,
            defender=defender,
            wages=wages,
            resumed=resumed,
        )

        battle_ahead.additional_properties = d
        return battle_ahead

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
