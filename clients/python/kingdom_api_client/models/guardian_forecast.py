from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="GuardianForecast")


@_attrs_define
class GuardianForecast:
    """A guardian fight (rule 28): both endurances, the next round's chances, the retreat.

    Attributes:
        guardian (str):
        name (str):
        die (str):
        guardian_endurance (int):
        endurance (int):
        chivalry (int):
        round_wounds_you (float):
        round_wounds_guardian (float):
        round_tie (float):
        round_kills_you (float):
        round_slays_guardian (float):
        slay_chivalry (int):
        retreat_endurance (int):
        retreat_chivalry (int):
        endurance_after_retreat (int):
        chivalry_after_retreat (int):
        retreat_eliminates (bool):
        killed_ends_game (bool | Unset):  Default: True.
    """

    guardian: str
    name: str
    die: str
    guardian_endurance: int
    endurance: int
    chivalry: int
    round_wounds_you: float
    round_wounds_guardian: float
    round_tie: float
    round_kills_you: float
    round_slays_guardian: float
    slay_chivalry: int
    retreat_endurance: int
    retreat_chivalry: int
    endurance_after_retreat: int
    chivalry_after_retreat: int
    retreat_eliminates: bool
    killed_ends_game: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        guardian = self.guardian

        name = self.name

        die = self.die

        guardian_endurance = self.guardian_endurance

        endurance = self.endurance

        chivalry = self.chivalry

        round_wounds_you = self.round_wounds_you

        round_wounds_guardian = self.round_wounds_guardian

        round_tie = self.round_tie

        round_kills_you = self.round_kills_you

        round_slays_guardian = self.round_slays_guardian

        slay_chivalry = self.slay_chivalry

        retreat_endurance = self.retreat_endurance

        retreat_chivalry = self.retreat_chivalry

        endurance_after_retreat = self.endurance_after_retreat

        chivalry_after_retreat = self.chivalry_after_retreat

        retreat_eliminates = self.retreat_eliminates

        killed_ends_game = self.killed_ends_game

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "guardian": guardian,
                "name": name,
                "die": die,
                "guardian_endurance": guardian_endurance,
                "endurance": endurance,
                "chivalry": chivalry,
                "round_wounds_you": round_wounds_you,
                "round_wounds_guardian": round_wounds_guardian,
                "round_tie": round_tie,
                "round_kills_you": round_kills_you,
                "round_slays_guardian": round_slays_guardian,
                "slay_chivalry": slay_chivalry,
                "retreat_endurance": retreat_endurance,
                "retreat_chivalry": retreat_chivalry,
                "endurance_after_retreat": endurance_after_retreat,
                "chivalry_after_retreat": chivalry_after_retreat,
                "retreat_eliminates": retreat_eliminates,
            }
        )
        if killed_ends_game is not UNSET:
            field_dict["killed_ends_game"] = killed_ends_game

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        guardian = d.pop("guardian")

        name = d.pop("name")

        die = d.pop("die")

        guardian_endurance = d.pop("guardian_endurance")

        endurance = d.pop("endurance")

        chivalry = d.pop("chivalry")

        round_wounds_you = d.pop("round_wounds_you")

        round_wounds_guardian = d.pop("round_wounds_guardian")

        round_tie = d.pop("round_tie")

        round_kills_you = d.pop("round_kills_you")

        round_slays_guardian = d.pop("round_slays_guardian")

        slay_chivalry = d.pop("slay_chivalry")

        retreat_endurance = d.pop("retreat_endurance")

        retreat_chivalry = d.pop("retreat_chivalry")

        endurance_after_retreat = d.pop("endurance_after_retreat")

        chivalry_after_retreat = d.pop("chivalry_after_retreat")

        retreat_eliminates = d.pop("retreat_eliminates")

        killed_ends_game = d.pop("killed_ends_game", UNSET)

        guardian_forecast = cls(
            guardian=guardian,
            name=name,
            die=die,
            guardian_endurance=guardian_endurance,
            endurance=endurance,
            chivalry=chivalry,
            round_wounds_you=round_wounds_you,
            round_wounds_guardian=round_wounds_guardian,
            round_tie=round_tie,
            round_kills_you=round_kills_you,
            round_slays_guardian=round_slays_guardian,
            slay_chivalry=slay_chivalry,
            retreat_endurance=retreat_endurance,
            retreat_chivalry=retreat_chivalry,
            endurance_after_retreat=endurance_after_retreat,
            chivalry_after_retreat=chivalry_after_retreat,
            retreat_eliminates=retreat_eliminates,
            killed_ends_game=killed_ends_game,
        )

        guardian_forecast.additional_properties = d
        return guardian_forecast

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
