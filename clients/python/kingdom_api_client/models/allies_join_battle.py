from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.allies_join_battle_type import AlliesJoinBattleType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AlliesJoinBattle")


@_attrs_define
class AlliesJoinBattle:
    """An ally's pieces on the battle square fight on `leader`'s side: the combat value is the
    side's sum, casualties come from the leader first, each pays his own wages.

    Attributes:
        type_ (AlliesJoinBattleType):
        rule (str):
        node (str):
        leader (int):
        allies (list[int]):
        strength (int):
        visible_to (list[int] | None | Unset):
    """

    type_: AlliesJoinBattleType
    rule: str
    node: str
    leader: int
    allies: list[int]
    strength: int
    visible_to: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        node = self.node

        leader = self.leader

        allies = self.allies

        strength = self.strength

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
                "leader": leader,
                "allies": allies,
                "strength": strength,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = AlliesJoinBattleType(d.pop("type"))

        rule = d.pop("rule")

        node = d.pop("node")

        leader = d.pop("leader")

        allies = cast(list[int], d.pop("allies"))

        strength = d.pop("strength")

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

        allies_join_battle = cls(
            type_=type_,
            rule=rule,
            node=node,
            leader=leader,
            allies=allies,
            strength=strength,
            visible_to=visible_to,
        )

        allies_join_battle.additional_properties = d
        return allies_join_battle

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
