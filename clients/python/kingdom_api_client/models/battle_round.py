from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.battle_round_type import BattleRoundType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BattleRound")


@_attrs_define
class BattleRound:
    """One round: both dice, every modifier, the scores and the table's cell (rule 14 iii).

    Attributes:
        type_ (BattleRoundType):
        rule (str):
        node (str):
        round_ (int):
        table (int):
        attacker (int):
        defender (int):
        attacker_die (str):
        defender_die (str):
        attacker_face (int):
        defender_face (int):
        attacker_modifiers (list[str]):
        defender_modifiers (list[str]):
        attacker_score (int):
        defender_score (int):
        attacker_action (str):
        defender_action (str):
        result (str):
        cell_source (str):
        visible_to (list[int] | None | Unset):
    """

    type_: BattleRoundType
    rule: str
    node: str
    round_: int
    table: int
    attacker: int
    defender: int
    attacker_die: str
    defender_die: str
    attacker_face: int
    defender_face: int
    attacker_modifiers: list[str]
    defender_modifiers: list[str]
    attacker_score: int
    defender_score: int
    attacker_action: str
    defender_action: str
    result: str
    cell_source: str
    visible_to: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        node = self.node

        round_ = self.round_

        table = self.table

        attacker = self.attacker

        defender = self.defender

        attacker_die = self.attacker_die

        defender_die = self.defender_die

        attacker_face = self.attacker_face

        defender_face = self.defender_face

        attacker_modifiers = self.attacker_modifiers

        defender_modifiers = self.defender_modifiers

        attacker_score = self.attacker_score

        defender_score = self.defender_score

        attacker_action = self.attacker_action

        defender_action = self.defender_action

        result = self.result

        cell_source = self.cell_source

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "node": node,
                "round": round_,
                "table": table,
                "attacker": attacker,
                "defender": defender,
                "attacker_die": attacker_die,
                "defender_die": defender_die,
                "attacker_face": attacker_face,
                "defender_face": defender_face,
                "attacker_modifiers": attacker_modifiers,
                "defender_modifiers": defender_modifiers,
                "attacker_score": attacker_score,
                "defender_score": defender_score,
                "attacker_action": attacker_action,
                "defender_action": defender_action,
                "result": result,
                "cell_source": cell_source,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = BattleRoundType(d.pop("type"))

        rule = d.pop("rule")

        node = d.pop("node")

        round_ = d.pop("round")

        table = d.pop("table")

        attacker = d.pop("attacker")

        defender = d.pop("defender")

        attacker_die = d.pop("attacker_die")

        defender_die = d.pop("defender_die")

        attacker_face = d.pop("attacker_face")

        defender_face = d.pop("defender_face")

        attacker_modifiers = cast(list[str], d.pop("attacker_modifiers"))

        defender_modifiers = cast(list[str], d.pop("defender_modifiers"))

        attacker_score = d.pop("attacker_score")

        defender_score = d.pop("defender_score")

        attacker_action = d.pop("attacker_action")

        defender_action = d.pop("defender_action")

        result = d.pop("result")

        cell_source = d.pop("cell_source")

        def _parse_visible_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                visible_to_type_0 = cast(list[int], data)

                return visible_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        visible_to = _parse_visible_to(d.pop("visible_to", UNSET))

        battle_round = cls(
            type_=type_,
            rule=rule,
            node=node,
            round_=round_,
            table=table,
            attacker=attacker,
            defender=defender,
            attacker_die=attacker_die,
            defender_die=defender_die,
            attacker_face=attacker_face,
            defender_face=defender_face,
            attacker_modifiers=attacker_modifiers,
            defender_modifiers=defender_modifiers,
            attacker_score=attacker_score,
            defender_score=defender_score,
            attacker_action=attacker_action,
            defender_action=defender_action,
            result=result,
            cell_source=cell_source,
            visible_to=visible_to,
        )

        battle_round.additional_properties = d
        return battle_round

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
