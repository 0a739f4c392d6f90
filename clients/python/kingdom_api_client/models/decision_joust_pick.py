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
    from ..models.joust_forecast import JoustForecast
    from ..models.joust_pick_detail import JoustPickDetail


T = TypeVar("T", bound="DecisionJoustPick")


@_attrs_define
class DecisionJoustPick:
    """pick your numbers in the joust. Pick your numbers of the red die for this ride; a throw on one of them strikes (rule
    7 ii–iii). Who: both riders of the ride. Clock: reply. Answered by: pick_numbers. When late: the lowest numbers
    allowed (1, 2, …).

        Attributes:
            seat (int | None):
            kind (Literal['joust_pick']):
            rule (str):
            detail (JoustPickDetail):
            forecast (JoustForecast | Unset): Declining a tournament costs the card's chivalry (rule 7, rule 35); riding,
                each blow
                    taken costs endurance (rule 7 ii), a rider at 0 is out (rule 34 ii), and every rider's
                    challenger goes home and stays there during his player's next turn (rule 7 v).
    """

    seat: int | None
    kind: Literal["joust_pick"]
    rule: str
    detail: JoustPickDetail
    forecast: JoustForecast | Unset = UNSET
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
        from ..models.joust_forecast import JoustForecast
        from ..models.joust_pick_detail import JoustPickDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["joust_pick"], d.pop("kind"))
        if kind != "joust_pick":
            raise ValueError(f"kind must match const 'joust_pick', got '{kind}'")

        rule = d.pop("rule")

        detail = JoustPickDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: JoustForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = JoustForecast.from_dict(_forecast)

        decision_joust_pick = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_joust_pick.additional_properties = d
        return decision_joust_pick

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
