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
    from ..models.joust_reply_detail import JoustReplyDetail


T = TypeVar("T", bound="DecisionJoustReply")


@_attrs_define
class DecisionJoustReply:
    """answer an invitation to the Royal Jousting Tournament. Accept and ride, or decline and lose the card's chivalry
    (rule 7). Who: each invited player. Clock: reply. Answered by: answer_joust. When late: the invitation is declined
    (a sure loss of the card's chivalry).

        Attributes:
            seat (int | None):
            kind (Literal['joust_reply']):
            rule (str):
            detail (JoustReplyDetail):
            forecast (JoustForecast | Unset): Declining a tournament costs the card's chivalry (rule 7, rule 35); riding,
                each blow
                    taken costs endurance (rule 7 ii), a rider at 0 is out (rule 34 ii), and every rider's
                    challenger goes home and stays there during his player's next turn (rule 7 v).
    """

    seat: int | None
    kind: Literal["joust_reply"]
    rule: str
    detail: JoustReplyDetail
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
        from ..models.joust_reply_detail import JoustReplyDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["joust_reply"], d.pop("kind"))
        if kind != "joust_reply":
            raise ValueError(f"kind must match const 'joust_reply', got '{kind}'")

        rule = d.pop("rule")

        detail = JoustReplyDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: JoustForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = JoustForecast.from_dict(_forecast)

        decision_joust_reply = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_joust_reply.additional_properties = d
        return decision_joust_reply

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
