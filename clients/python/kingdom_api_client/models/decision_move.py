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
    from ..models.move_forecast import MoveForecast
    from ..models.no_detail import NoDetail


T = TypeVar("T", bound="DecisionMove")


@_attrs_define
class DecisionMove:
    """move your pieces. Move your knights, footsoldiers and Royal Challenger, then end the movement (rule 6 iii, rule 9).
    Who: the player whose turn it is. Clock: turn. Answered by: move, end_movement. When late: the movement ends without
    moving.

        Attributes:
            seat (int | None):
            kind (Literal['move']):
            rule (str):
            detail (NoDetail):
            forecast (MoveForecast | Unset): What the movement phase may start: the battles "End movement" fights now, and a
                grail
                    quest on entering a mystic site.
    """

    seat: int | None
    kind: Literal["move"]
    rule: str
    detail: NoDetail
    forecast: MoveForecast | Unset = UNSET
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
        from ..models.move_forecast import MoveForecast
        from ..models.no_detail import NoDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["move"], d.pop("kind"))
        if kind != "move":
            raise ValueError(f"kind must match const 'move', got '{kind}'")

        rule = d.pop("rule")

        detail = NoDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: MoveForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = MoveForecast.from_dict(_forecast)

        decision_move = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_move.additional_properties = d
        return decision_move

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
