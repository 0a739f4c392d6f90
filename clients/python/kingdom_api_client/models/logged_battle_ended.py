from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.battle_outcome import BattleOutcome
from ..models.logged_battle_ended_type import LoggedBattleEndedType
from ..types import UNSET, Unset

T = TypeVar("T", bound="LoggedBattleEnded")


@_attrs_define
class LoggedBattleEnded:
    """
    Attributes:
        type_ (LoggedBattleEndedType):
        rule (str):
        node (str):
        outcome (BattleOutcome): How a battle ended (rules 15 vi, 16 note, 18 i).
        winner (int | None):
        sequence (int):
        version (int):
        at (datetime.datetime):
        author (str): player, host, clock, bot, autopilot, game
        visible_to (list[int] | None | Unset):
    """

    type_: LoggedBattleEndedType
    rule: str
    node: str
    outcome: BattleOutcome
    winner: int | None
    sequence: int
    version: int
    at: datetime.datetime
    author: str
    visible_to: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        node = self.node

        outcome = self.outcome.value

        winner: int | None
        winner = self.winner

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "node": node,
                "outcome": outcome,
                "winner": winner,
                "sequence": sequence,
                "version": version,
                "at": at,
                "author": author,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = LoggedBattleEndedType(d.pop("type"))

        rule = d.pop("rule")

        node = d.pop("node")

        outcome = BattleOutcome(d.pop("outcome"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

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

        logged_battle_ended = cls(
            type_=type_,
            rule=rule,
            node=node,
            outcome=outcome,
            winner=winner,
            sequence=sequence,
            version=version,
            at=at,
            author=author,
            visible_to=visible_to,
        )

        logged_battle_ended.additional_properties = d
        return logged_battle_ended

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
