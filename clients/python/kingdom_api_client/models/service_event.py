from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.service_event_rule import ServiceEventRule

T = TypeVar("T", bound="ServiceEvent")


@_attrs_define
class ServiceEvent:
    """An event of the service, not the engine (a replay skips it): absence (`leave_taken`, `leave_ended`, `game_paused`,
    `game_resumed`, `autopilot_changed`, `seat_taken_over`; rule `absence`), an undo at a table (`undone`, rule `undo`:
    see Undone) or a revert by staff (`reverted`, rule `revert`: who (`by`), back to which version (`to_version`, from
    `from_version`), why (`reason`), and the actions and events it took back, as an undo's; docs/staff.md).

        Attributes:
            type_ (str):
            rule (ServiceEventRule):
    """

    type_: str
    rule: ServiceEventRule
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        rule = self.rule.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = d.pop("type")

        rule = ServiceEventRule(d.pop("rule"))

        service_event = cls(
            type_=type_,
            rule=rule,
        )

        service_event.additional_properties = d
        return service_event

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
