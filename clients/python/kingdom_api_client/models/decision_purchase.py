from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.no_detail import NoDetail
    from ..models.purchase_forecast import PurchaseForecast


T = TypeVar("T", bound="DecisionPurchase")


@_attrs_define
class DecisionPurchase:
    """buy troops or end the turn. Buy knights and footsoldiers for your castles, then end the turn; taxes are collected
    (rule 6 v–vi). Who: the player whose turn it is. Clock: turn. Answered by: buy, end_turn. When late: the turn ends
    without buying (taxes are collected).

        Attributes:
            seat (int | None):
            kind (Literal['purchase']):
            rule (str):
            detail (NoDetail):
            forecast (PurchaseForecast | Unset): The prices (rule 22 i–ii), what the purse and the limits allow (rule 22,
                house 6), and
                    how much may be spent with the dues of `warn_turns` turns still paid (rules 8, 24).
    """

    seat: int | None
    kind: Literal["purchase"]
    rule: str
    detail: NoDetail
    forecast: PurchaseForecast | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind

        rule = self.rule

        detail = self.detail.to_dict()

        forecast: dict[str, Any] | Unset = UNSET
        if not isinstance(self.forecast, Unset):
            forecast = self.forecast.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "rule": rule,
                "detail": detail,
            }
        )
        if forecast is not UNSET:
            field_dict["forecast"] = forecast

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.no_detail import NoDetail
        from ..models.purchase_forecast import PurchaseForecast

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["purchase"], d.pop("kind"))
        if kind != "purchase":
            raise ValueError(f"kind must match const 'purchase', got '{kind}'")

        rule = d.pop("rule")

        detail = NoDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: PurchaseForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = PurchaseForecast.from_dict(_forecast)

        decision_purchase = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_purchase.additional_properties = d
        return decision_purchase

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
