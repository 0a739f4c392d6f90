from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_reading_kind_enum import TableReadingKindEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="TableReadingRequest")


@_attrs_define
class TableReadingRequest:
    """The host's own reading of one battle-table cell the project reconstructed from the
    illegible print (`GET /api/games/defaults/`: `reconstructed_cells`; issue 34).

        Attributes:
            table (int): battle table 1–3
            defender_band (int): the row: the defender's score band, from 1
            attacker_band (int): the column: the attacker's score band, from 1
            kind (TableReadingKindEnum): * `casualties` - casualties
                * `destroyed` - destroyed
                * `table2` - table2
                * `reverse` - reverse
                * `delayed` - delayed
            defender (int | Unset): `casualties`, `table2`: points lost Default: 0.
            attacker (int | Unset): `casualties`: points lost Default: 0.
    """

    table: int
    defender_band: int
    attacker_band: int
    kind: TableReadingKindEnum
    defender: int | Unset = 0
    attacker: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        defender_band = self.defender_band

        attacker_band = self.attacker_band

        kind = self.kind.value

        defender = self.defender

        attacker = self.attacker

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "defender_band": defender_band,
                "attacker_band": attacker_band,
                "kind": kind,
            }
        )
        if defender is not UNSET:
            field_dict["defender"] = defender
        if attacker is not UNSET:
            field_dict["attacker"] = attacker

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table = d.pop("table")

        defender_band = d.pop("defender_band")

        attacker_band = d.pop("attacker_band")

        kind = TableReadingKindEnum(d.pop("kind"))

        defender = d.pop("defender", UNSET)

        attacker = d.pop("attacker", UNSET)

        table_reading_request = cls(
            table=table,
            defender_band=defender_band,
            attacker_band=attacker_band,
            kind=kind,
            defender=defender,
            attacker=attacker,
        )

        table_reading_request.additional_properties = d
        return table_reading_request

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
