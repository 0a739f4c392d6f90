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
    from ..models.deal_forecast import DealForecast
    from ..models.deal_reply_detail import DealReplyDetail


T = TypeVar("T", bound="DecisionDealReply")


@_attrs_define
class DecisionDealReply:
    """answer a player's deal. Another player offers you a deal: gold or fortune cards, his for yours, perhaps with a
    promise. Accept (the cards and gold change hands at once) or refuse (rule 32 i, house 28). Who: the player the deal
    is offered to. Clock: reply. Answered by: answer_deal. When late: the deal is refused.

        Attributes:
            seat (int | None):
            kind (Literal['deal_reply']):
            rule (str):
            detail (DealReplyDetail): The terms: seen by the two parties only (`deals.PRIVATE`).
            forecast (DealForecast | Unset): Whether a deal offered to you can be accepted now and, when not, who keeps it
                from
                    being done and why (rule 32, house 28; issue 35): `proposer` (his purse or hand), `you`
                    (yours), `battle` (add-one cards sealed); "" when it can. Seen by the player it is offered
                    to only: his own hand is in it.
    """

    seat: int | None
    kind: Literal["deal_reply"]
    rule: str
    detail: DealReplyDetail
    forecast: DealForecast | Unset = UNSET
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
        from ..models.deal_forecast import DealForecast
        from ..models.deal_reply_detail import DealReplyDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["deal_reply"], d.pop("kind"))
        if kind != "deal_reply":
            raise ValueError(f"kind must match const 'deal_reply', got '{kind}'")

        rule = d.pop("rule")

        detail = DealReplyDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: DealForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = DealForecast.from_dict(_forecast)

        decision_deal_reply = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_deal_reply.additional_properties = d
        return decision_deal_reply

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
