from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PurchaseForecast")


@_attrs_define
class PurchaseForecast:
    """The prices (rule 22 i–ii), what the purse and the limits allow (rule 22, house 6), and
    how much may be spent with the dues of `warn_turns` turns still paid (rules 8, 24).

    Attributes:
        gold (int):
        knight_price (int):
        footsoldier_price (int):
        knights_allowed (int):
        footsoldiers_allowed (int):
        knights_affordable (int):
        footsoldiers_affordable (int):
        cost_of_allegiance (int):
        tax_due (int):
        warn_turns (int):
        safe_spend (int):
    """

    gold: int
    knight_price: int
    footsoldier_price: int
    knights_allowed: int
    footsoldiers_allowed: int
    knights_affordable: int
    footsoldiers_affordable: int
    cost_of_allegiance: int
    tax_due: int
    warn_turns: int
    safe_spend: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gold = self.gold

        knight_price = self.knight_price

        footsoldier_price = self.footsoldier_price

        knights_allowed = self.knights_allowed

        footsoldiers_allowed = self.footsoldiers_allowed

        knights_affordable = self.knights_affordable

        footsoldiers_affordable = self.footsoldiers_affordable

        cost_of_allegiance = self.cost_of_allegiance

        tax_due = self.tax_due

        warn_turns = self.warn_turns

        safe_spend = self.safe_spend

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gold": gold,
                "knight_price": knight_price,
                "footsoldier_price": footsoldier_price,
                "knights_allowed": knights_allowed,
                "footsoldiers_allowed": footsoldiers_allowed,
                "knights_affordable": knights_affordable,
                "footsoldiers_affordable": footsoldiers_affordable,
                "cost_of_allegiance": cost_of_allegiance,
                "tax_due": tax_due,
                "warn_turns": warn_turns,
                "safe_spend": safe_spend,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gold = d.pop("gold")

        knight_price = d.pop("knight_price")

        footsoldier_price = d.pop("footsoldier_price")

        knights_allowed = d.pop("knights_allowed")

        footsoldiers_allowed = d.pop("footsoldiers_allowed")

        knights_affordable = d.pop("knights_affordable")

        footsoldiers_affordable = d.pop("footsoldiers_affordable")

        cost_of_allegiance = d.pop("cost_of_allegiance")

        tax_due = d.pop("tax_due")

        warn_turns = d.pop("warn_turns")

        safe_spend = d.pop("safe_spend")

        purchase_forecast = cls(
            gold=gold,
            knight_price=knight_price,
            footsoldier_price=footsoldier_price,
            knights_allowed=knights_allowed,
            footsoldiers_allowed=footsoldiers_allowed,
            knights_affordable=knights_affordable,
            footsoldiers_affordable=footsoldiers_affordable,
            cost_of_allegiance=cost_of_allegiance,
            tax_due=tax_due,
            warn_turns=warn_turns,
            safe_spend=safe_spend,
        )

        purchase_forecast.additional_properties = d
        return purchase_forecast

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
