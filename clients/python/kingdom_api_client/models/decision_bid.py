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
    from ..models.bid_detail import BidDetail
    from ..models.bid_forecast import BidForecast


T = TypeVar("T", bound="DecisionBid")


@_attrs_define
class DecisionBid:
    """seal a bid for an allegiance. Your sealed bid in gold for the allegiance of the challenger auctioned; 0 is no bid
    (rule 5 ii). Who: every player who has not bid yet. Clock: reply. Answered by: bid. When late: no bid (0).

        Attributes:
            seat (int | None):
            kind (Literal['bid']):
            rule (str):
            detail (BidDetail):
            forecast (BidForecast | Unset): A sealed bid's cost (rules 5, 8, 24): the winner pays his bid at the start of
                every turn,
                    beside the allegiances he has, and collects the Tax Due of the allegiance's squares.
    """

    seat: int | None
    kind: Literal["bid"]
    rule: str
    detail: BidDetail
    forecast: BidForecast | Unset = UNSET
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
        from ..models.bid_detail import BidDetail
        from ..models.bid_forecast import BidForecast

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["bid"], d.pop("kind"))
        if kind != "bid":
            raise ValueError(f"kind must match const 'bid', got '{kind}'")

        rule = d.pop("rule")

        detail = BidDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: BidForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = BidForecast.from_dict(_forecast)

        decision_bid = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_bid.additional_properties = d
        return decision_bid

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
