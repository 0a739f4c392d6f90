from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.deal_forecast_hindered_by import DealForecastHinderedBy

T = TypeVar("T", bound="DealForecast")


@_attrs_define
class DealForecast:
    """Whether a deal offered to you can be accepted now and, when not, who keeps it from
    being done and why (rule 32, house 28; issue 35): `proposer` (his purse or hand), `you`
    (yours), `battle` (add-one cards sealed); "" when it can. Seen by the player it is offered
    to only: his own hand is in it.

    Attributes:
        may_accept (bool):
        hindered_by (DealForecastHinderedBy):
        reason (str):
    """

    may_accept: bool
    hindered_by: DealForecastHinderedBy
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        may_accept = self.may_accept

        hindered_by = self.hindered_by.value

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "may_accept": may_accept,
                "hindered_by": hindered_by,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        may_accept = d.pop("may_accept")

        hindered_by = DealForecastHinderedBy(d.pop("hindered_by"))

        reason = d.pop("reason")

        deal_forecast = cls(
            may_accept=may_accept,
            hindered_by=hindered_by,
            reason=reason,
        )

        deal_forecast.additional_properties = d
        return deal_forecast

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
