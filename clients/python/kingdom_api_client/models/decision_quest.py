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
    from ..models.guardian_forecast import GuardianForecast
    from ..models.quest_detail import QuestDetail


T = TypeVar("T", bound="DecisionQuest")


@_attrs_define
class DecisionQuest:
    """fight the guardian or retreat. Fight the guardian of the mystic site another round, or retreat to an adjacent square
    and pay the card's penalty (rule 28). Who: the questing player. Clock: reply. Answered by: quest_fight,
    quest_retreat. When late: retreat to the first adjacent square (the card's penalty, no risk of death).

        Attributes:
            seat (int | None):
            kind (Literal['quest']):
            rule (str):
            detail (QuestDetail):
            forecast (GuardianForecast | Unset): A guardian fight (rule 28): both endurances, the next round's chances, the
                retreat.
    """

    seat: int | None
    kind: Literal["quest"]
    rule: str
    detail: QuestDetail
    forecast: GuardianForecast | Unset = UNSET
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
        from ..models.guardian_forecast import GuardianForecast
        from ..models.quest_detail import QuestDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["quest"], d.pop("kind"))
        if kind != "quest":
            raise ValueError(f"kind must match const 'quest', got '{kind}'")

        rule = d.pop("rule")

        detail = QuestDetail.from_dict(d.pop("detail"))

        _forecast = d.pop("forecast", UNSET)
        forecast: GuardianForecast | Unset
        if isinstance(_forecast, Unset):
            forecast = UNSET
        else:
            forecast = GuardianForecast.from_dict(_forecast)

        decision_quest = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
            forecast=forecast,
        )

        decision_quest.additional_properties = d
        return decision_quest

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
