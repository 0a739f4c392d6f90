from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReconstructedCell")


@_attrs_define
class ReconstructedCell:
    """
    Attributes:
        table (int):
        name (str): the table's name
        defender_band (int):
        attacker_band (int):
        defender_action (str):
        attacker_action (str):
        kind (str):
        defender (int):
        attacker (int):
        reads (str): the reconstruction in words: `1/0`, …
    """

    table: int
    name: str
    defender_band: int
    attacker_band: int
    defender_action: str
    attacker_action: str
    kind: str
    defender: int
    attacker: int
    reads: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        name = self.name

        defender_band = self.defender_band

        attacker_band = self.attacker_band

        defender_action = self.defender_action

        attacker_action = self.attacker_action

        kind = self.kind

        defender = self.defender

        attacker = self.attacker

        reads = self.reads

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "name": name,
                "defender_band": defender_band,
                "attacker_band": attacker_band,
                "defender_action": defender_action,
                "attacker_action": attacker_action,
                "kind": kind,
                "defender": defender,
                "attacker": attacker,
                "reads": reads,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table = d.pop("table")

        name = d.pop("name")

        defender_band = d.pop("defender_band")

        attacker_band = d.pop("attacker_band")

        defender_action = d.pop("defender_action")

        attacker_action = d.pop("attacker_action")

        kind = d.pop("kind")

        defender = d.pop("defender")

        attacker = d.pop("attacker")

        reads = d.pop("reads")

        reconstructed_cell = cls(
            table=table,
            name=name,
            defender_band=defender_band,
            attacker_band=attacker_band,
            defender_action=defender_action,
            attacker_action=attacker_action,
            kind=kind,
            defender=defender,
            attacker=attacker,
            reads=reads,
        )

        reconstructed_cell.additional_properties = d
        return reconstructed_cell

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
