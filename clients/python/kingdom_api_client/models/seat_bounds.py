from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatBounds")


@_attrs_define
class SeatBounds:
    """
    Attributes:
        min_ (int): the ruleset's `min_players`
        max_ (int): the ruleset's `max_players`
        default (int):
        min_rule (str): the rule that refuses fewer
        max_rule (str): the rule that refuses more
    """

    min_: int
    max_: int
    default: int
    min_rule: str
    max_rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        default = self.default

        min_rule = self.min_rule

        max_rule = self.max_rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "min": min_,
                "max": max_,
                "default": default,
                "min_rule": min_rule,
                "max_rule": max_rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_ = d.pop("min")

        max_ = d.pop("max")

        default = d.pop("default")

        min_rule = d.pop("min_rule")

        max_rule = d.pop("max_rule")

        seat_bounds = cls(
            min_=min_,
            max_=max_,
            default=default,
            min_rule=min_rule,
            max_rule=max_rule,
        )

        seat_bounds.additional_properties = d
        return seat_bounds

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
