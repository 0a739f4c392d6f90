from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BattleOdds")


@_attrs_define
class BattleOdds:
    """The exact odds of one battle, from the original attacker's and defender's points of view.

    The four endings sum to 1: a side's value at nil wins the battle for the other (rule 15 vi),
    both at nil at once is inconclusive (rule 16 note), and "assault delayed" breaks off a siege
    (rule 18 i). Losses are expected pieces lost; gold is the expected change of each side's
    purse by wages and spoils (rule 17): the winner pays his wages and takes the loser's, the
    loser pays his, and an inconclusive or delayed battle costs each side its own wages.

    Attributes:
        attacker (list[int]):
        defender (list[int]):
        attacker_wins (float):
        defender_wins (float):
        inconclusive (float):
        delayed (float):
        attacker_knights_lost (float):
        attacker_footsoldiers_lost (float):
        defender_knights_lost (float):
        defender_footsoldiers_lost (float):
        attacker_wages (int):
        defender_wages (int):
        attacker_gold (float):
        defender_gold (float):
        expected_rounds (float):
        states (int):
        attacker_ally (list[int] | Unset):
        defender_ally (list[int] | Unset):
    """

    attacker: list[int]
    defender: list[int]
    attacker_wins: float
    defender_wins: float
    inconclusive: float
    delayed: float
    attacker_knights_lost: float
    attacker_footsoldiers_lost: float
    defender_knights_lost: float
    defender_footsoldiers_lost: float
    attacker_wages: int
    defender_wages: int
    attacker_gold: float
    defender_gold: float
    expected_rounds: float
    states: int
    attacker_ally: list[int] | Unset = UNSET
    defender_ally: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        defender = self.defender

        attacker_wins = self.attacker_wins

        defender_wins = self.defender_wins

        inconclusive = self.inconclusive

        delayed = self.delayed

        attacker_knights_lost = self.attacker_knights_lost

        attacker_footsoldiers_lost = self.attacker_footsoldiers_lost

        defender_knights_lost = self.defender_knights_lost

        defender_footsoldiers_lost = self.defender_footsoldiers_lost

        attacker_wages = self.attacker_wages

        defender_wages = self.defender_wages

        attacker_gold = self.attacker_gold

        defender_gold = self.defender_gold

        expected_rounds = self.expected_rounds

        states = self.states

        attacker_ally: list[int] | Unset = UNSET
        if not isinstance(self.attacker_ally, Unset):
            attacker_ally = self.attacker_ally

        defender_ally: list[int] | Unset = UNSET
        if not isinstance(self.defender_ally, Unset):
            defender_ally = self.defender_ally

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "attacker_wins": attacker_wins,
                "defender_wins": defender_wins,
                "inconclusive": inconclusive,
                "delayed": delayed,
                "attacker_knights_lost": attacker_knights_lost,
                "attacker_footsoldiers_lost": attacker_footsoldiers_lost,
                "defender_knights_lost": defender_knights_lost,
                "defender_footsoldiers_lost": defender_footsoldiers_lost,
                "attacker_wages": attacker_wages,
                "defender_wages": defender_wages,
                "attacker_gold": attacker_gold,
                "defender_gold": defender_gold,
                "expected_rounds": expected_rounds,
                "states": states,
            }
        )
        if attacker_ally is not UNSET:
            field_dict["attacker_ally"] = attacker_ally
        if defender_ally is not UNSET:
            field_dict["defender_ally"] = defender_ally

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attacker = cast(list[int], d.pop("attacker"))

        defender = cast(list[int], d.pop("defender"))

        attacker_wins = d.pop("attacker_wins")

        defender_wins = d.pop("defender_wins")

        inconclusive = d.pop("inconclusive")

        delayed = d.pop("delayed")

        attacker_knights_lost = d.pop("attacker_knights_lost")

        attacker_footsoldiers_lost = d.pop("attacker_footsoldiers_lost")

        defender_knights_lost = d.pop("defender_knights_lost")

        defender_footsoldiers_lost = d.pop("defender_footsoldiers_lost")

        attacker_wages = d.pop("attacker_wages")

        defender_wages = d.pop("defender_wages")

        attacker_gold = d.pop("attacker_gold")

        defender_gold = d.pop("defender_gold")

        expected_rounds = d.pop("expected_rounds")

        states = d.pop("states")

        attacker_ally = cast(list[int], d.pop("attacker_ally", UNSET))

        defender_ally = cast(list[int], d.pop("defender_ally", UNSET))

        battle_odds = cls(
            attacker=attacker,
            defender=defender,
            attacker_wins=attacker_wins,
            defender_wins=defender_wins,
            inconclusive=inconclusive,
            delayed=delayed,
            attacker_knights_lost=attacker_knights_lost,
            attacker_footsoldiers_lost=attacker_footsoldiers_lost,
            defender_knights_lost=defender_knights_lost,
            defender_footsoldiers_lost=defender_footsoldiers_lost,
            attacker_wages=attacker_wages,
            defender_wages=defender_wages,
            attacker_gold=attacker_gold,
            defender_gold=defender_gold,
            expected_rounds=expected_rounds,
            states=states,
            attacker_ally=attacker_ally,
            defender_ally=defender_ally,
        )

        battle_odds.additional_properties = d
        return battle_odds

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
