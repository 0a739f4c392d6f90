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

if TYPE_CHECKING:
    from ..models.alliance_reply_detail import AllianceReplyDetail


T = TypeVar("T", bound="DecisionAllianceReply")


@_attrs_define
class DecisionAllianceReply:
    """answer an offer of alliance. Another player offers you an alliance: accept (your pieces share squares without battle
    and fight on the same side) or refuse (rule 33). Who: the player the alliance is offered to. Clock: reply. Answered
    by: answer_alliance. When late: the alliance is refused.

        Attributes:
            seat (int | None):
            kind (Literal['alliance_reply']):
            rule (str):
            detail (AllianceReplyDetail):
    """

    seat: int | None
    kind: Literal["alliance_reply"]
    rule: str
    detail: AllianceReplyDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind

        rule = self.rule

        detail = self.detail.to_dict()

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.alliance_reply_detail import AllianceReplyDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["alliance_reply"], d.pop("kind"))
        if kind != "alliance_reply":
            raise ValueError(f"kind must match const 'alliance_reply', got '{kind}'")

        rule = d.pop("rule")

        detail = AllianceReplyDetail.from_dict(d.pop("detail"))

        decision_alliance_reply = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_alliance_reply.additional_properties = d
        return decision_alliance_reply

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
