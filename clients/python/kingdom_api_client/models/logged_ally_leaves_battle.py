from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.logged_ally_leaves_battle_type import LoggedAllyLeavesBattleType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedAllyLeavesBattle")


@_attrs_define
class LoggedAllyLeavesBattle:
    """The alliance ended during the battle: the former ally's pieces stop fighting in it, and
    the wages set aside for them are his again. `strength`: the side's value without him (None
    in events logged before issue 35).

    Attributes:
        type_ (LoggedAllyLeavesBattleType):
        rule (str):
        node (str):
        leader (int):
        seat (int):
        sequence (int):
        version (int):
        at (datetime.datetime):
        author (str): player, host, clock, bot, autopilot, game
        visible_to (list[int] | None | Unset):
        strength (int | None | Unset):
    """

    type_: LoggedAllyLeavesBattleType
    rule: str
    node: str
    leader: int
    seat: int
    sequence: int
    version: int
    at: datetime.datetime
    author: str
    visible_to: list[int] | None | Unset = UNSET
    strength: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        node = self.node

        leader = self.leader

        seat = self.seat

        sequence = self.sequence

        version = self.version

        at = self.at.isoformat()

        author = self.author

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        strength: int | None | Unset
        if isinstance(self.strength, Unset):
            strength = UNSET
        else:
            strength = self.strength

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "node": node,
                "leader": leader,
                "seat": seat,
                "sequence": sequence,
                "version": version,
                "at": at,
                "author": author,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to
        if strength is not UNSET:
            field_dict["strength"] = strength

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedAllyLeavesBattleType(d.pop("type"))

        rule = d.pop("rule")

        node = d.pop("node")

        leader = d.pop("leader")

        seat = d.pop("seat")

        sequence = d.pop("sequence")

        version = d.pop("version")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        author = d.pop("author")

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

        def _parse_strength(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        strength = _parse_strength(d.pop("strength", UNSET))

        logged_ally_leaves_battle = cls(
            type_=type_,
            rule=rule,
            node=node,
            leader=leader,
            seat=seat,
            sequence=sequence,
            version=version,
            at=at,
            author=author,
            visible_to=visible_to,
            strength=strength,
        )

        logged_ally_leaves_battle.additional_properties = d
        return logged_ally_leaves_battle

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
