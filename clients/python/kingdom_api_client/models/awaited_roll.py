from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.roll_purpose import RollPurpose
from ..types import UNSET, Unset

T = TypeVar("T", bound="AwaitedRoll")


@_attrs_define
class AwaitedRoll:
    """A die the game waits for: who rolls, which die, what for, and (for a casualty) whose
    piece it picks.

    Attributes:
        seat (int):
        die (str):
        purpose (RollPurpose): What a die is rolled for; each purpose has one handler in the rules (`registry.on_roll`).
        rule (str):
        of_seat (int | None | Unset):
    """

    seat: int
    die: str
    purpose: RollPurpose
    rule: str
    of_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die = self.die

        purpose = self.purpose.value

        rule = self.rule

        of_seat: int | None | Unset
        if isinstance(self.of_seat, Unset):
            of_seat = UNSET
        else:
            of_seat = self.of_seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "die": die,
                "purpose": purpose,
                "rule": rule,
            }
        )
        if of_seat is not UNSET:
            field_dict["of_seat"] = of_seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        die = d.pop("die")

        purpose = RollPurpose(d.pop("purpose"))

        rule = d.pop("rule")

        def _parse_of_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        of_seat = _parse_of_seat(d.pop("of_seat", UNSET))

        awaited_roll = cls(
            seat=seat,
            die=die,
            purpose=purpose,
            rule=rule,
            of_seat=of_seat,
        )

        awaited_roll.additional_properties = d
        return awaited_roll

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
