from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Absence")


@_attrs_define
class Absence:
    """A seat's absence (selectors.seat_absence); `leave_days_left` for its own player only.

    Attributes:
        autopilot (bool):
        missed_deadlines (int):
        on_leave_until (datetime.datetime | None):
        replacement_offered (bool):
        leave_days_left (float | Unset):
    """

    autopilot: bool
    missed_deadlines: int
    on_leave_until: datetime.datetime | None
    replacement_offered: bool
    leave_days_left: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        autopilot = self.autopilot

        missed_deadlines = self.missed_deadlines

        on_leave_until: None | str
        if isinstance(self.on_leave_until, datetime.datetime):
            on_leave_until = self.on_leave_until.isoformat()
        else:
            on_leave_until = self.on_leave_until

        replacement_offered = self.replacement_offered

        leave_days_left = self.leave_days_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "autopilot": autopilot,
                "missed_deadlines": missed_deadlines,
                "on_leave_until": on_leave_until,
                "replacement_offered": replacement_offered,
            }
        )
        if leave_days_left is not UNSET:
            field_dict["leave_days_left"] = leave_days_left

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        autopilot = d.pop("autopilot")

        missed_deadlines = d.pop("missed_deadlines")

        def _parse_on_leave_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                on_leave_until_type_0 = datetime.datetime.fromisoformat(data)

                return on_leave_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        on_leave_until = _parse_on_leave_until(d.pop("on_leave_until"))

        replacement_offered = d.pop("replacement_offered")

        leave_days_left = d.pop("leave_days_left", UNSET)

        absence = cls(
            autopilot=autopilot,
            missed_deadlines=missed_deadlines,
            on_leave_until=on_leave_until,
            replacement_offered=replacement_offered,
            leave_days_left=leave_days_left,
        )

        absence.additional_properties = d
        return absence

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
