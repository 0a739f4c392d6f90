from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="JoustForecast")


@_attrs_define
class JoustForecast:
    """Declining a tournament costs the card's chivalry (rule 7, rule 35); riding, each blow
    taken costs endurance (rule 7 ii), a rider at 0 is out (rule 34 ii), and every rider's
    challenger goes home and stays there during his player's next turn (rule 7 v).

    Attributes:
        decline_chivalry (int):
        chivalry (int):
        chivalry_after_decline (int):
        endurance (int):
        blow_endurance (int):
        blows_to_fall (int):
        prize_gold (int):
        prize_chivalry (int):
    """

    decline_chivalry: int
    chivalry: int
    chivalry_after_decline: int
    endurance: int
    blow_endurance: int
    blows_to_fall: int
    prize_gold: int
    prize_chivalry: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decline_chivalry = self.decline_chivalry

        chivalry = self.chivalry

        chivalry_after_decline = self.chivalry_after_decline

        endurance = self.endurance

        blow_endurance = self.blow_endurance

        blows_to_fall = self.blows_to_fall

        prize_gold = self.prize_gold

        prize_chivalry = self.prize_chivalry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decline_chivalry": decline_chivalry,
                "chivalry": chivalry,
                "chivalry_after_decline": chivalry_after_decline,
                "endurance": endurance,
                "blow_endurance": blow_endurance,
                "blows_to_fall": blows_to_fall,
                "prize_gold": prize_gold,
                "prize_chivalry": prize_chivalry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decline_chivalry = d.pop("decline_chivalry")

        chivalry = d.pop("chivalry")

        chivalry_after_decline = d.pop("chivalry_after_decline")

        endurance = d.pop("endurance")

        blow_endurance = d.pop("blow_endurance")

        blows_to_fall = d.pop("blows_to_fall")

        prize_gold = d.pop("prize_gold")

        prize_chivalry = d.pop("prize_chivalry")

        joust_forecast = cls(
            decline_chivalry=decline_chivalry,
            chivalry=chivalry,
            chivalry_after_decline=chivalry_after_decline,
            endurance=endurance,
            blow_endurance=blow_endurance,
            blows_to_fall=blows_to_fall,
            prize_gold=prize_gold,
            prize_chivalry=prize_chivalry,
        )

        joust_forecast.additional_properties = d
        return joust_forecast

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
