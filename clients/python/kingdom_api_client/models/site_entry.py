from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SiteEntry")


@_attrs_define
class SiteEntry:
    """What entering a mystic site starts (rule 28): the player on the left draws a guardian;
    both throw its die until one falls, or the challenger retreats paying the card's penalty;
    killed, he is out of the game (rule 34 ii). The ranges are over the guardian pack's cards.

    Attributes:
        endurance (int):
        chivalry (int):
        guardian_endurance_min (int):
        guardian_endurance_max (int):
        retreat_endurance_min (int):
        retreat_endurance_max (int):
        retreat_chivalry_min (int):
        retreat_chivalry_max (int):
        slay_chivalry_min (int):
        slay_chivalry_max (int):
        no_return_turns (int):
    """

    endurance: int
    chivalry: int
    guardian_endurance_min: int
    guardian_endurance_max: int
    retreat_endurance_min: int
    retreat_endurance_max: int
    retreat_chivalry_min: int
    retreat_chivalry_max: int
    slay_chivalry_min: int
    slay_chivalry_max: int
    no_return_turns: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        endurance = self.endurance

        chivalry = self.chivalry

        guardian_endurance_min = self.guardian_endurance_min

        guardian_endurance_max = self.guardian_endurance_max

        retreat_endurance_min = self.retreat_endurance_min

        retreat_endurance_max = self.retreat_endurance_max

        retreat_chivalry_min = self.retreat_chivalry_min

        retreat_chivalry_max = self.retreat_chivalry_max

        slay_chivalry_min = self.slay_chivalry_min

        slay_chivalry_max = self.slay_chivalry_max

        no_return_turns = self.no_return_turns

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "endurance": endurance,
                "chivalry": chivalry,
                "guardian_endurance_min": guardian_endurance_min,
                "guardian_endurance_max": guardian_endurance_max,
                "retreat_endurance_min": retreat_endurance_min,
                "retreat_endurance_max": retreat_endurance_max,
                "retreat_chivalry_min": retreat_chivalry_min,
                "retreat_chivalry_max": retreat_chivalry_max,
                "slay_chivalry_min": slay_chivalry_min,
                "slay_chivalry_max": slay_chivalry_max,
                "no_return_turns": no_return_turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        endurance = d.pop("endurance")

        chivalry = d.pop("chivalry")

        guardian_endurance_min = d.pop("guardian_endurance_min")

        guardian_endurance_max = d.pop("guardian_endurance_max")

        retreat_endurance_min = d.pop("retreat_endurance_min")

        retreat_endurance_max = d.pop("retreat_endurance_max")

        retreat_chivalry_min = d.pop("retreat_chivalry_min")

        retreat_chivalry_max = d.pop("retreat_chivalry_max")

        slay_chivalry_min = d.pop("slay_chivalry_min")

        slay_chivalry_max = d.pop("slay_chivalry_max")

        no_return_turns = d.pop("no_return_turns")

        site_entry = cls(
            endurance=endurance,
            chivalry=chivalry,
            guardian_endurance_min=guardian_endurance_min,
            guardian_endurance_max=guardian_endurance_max,
            retreat_endurance_min=retreat_endurance_min,
            retreat_endurance_max=retreat_endurance_max,
            retreat_chivalry_min=retreat_chivalry_min,
            retreat_chivalry_max=retreat_chivalry_max,
            slay_chivalry_min=slay_chivalry_min,
            slay_chivalry_max=slay_chivalry_max,
            no_return_turns=no_return_turns,
        )

        site_entry.additional_properties = d
        return site_entry

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
