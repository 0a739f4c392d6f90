from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fight_battle_kind import FightBattleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="FightBattle")


@_attrs_define
class FightBattle:
    """With several battles to fight, the attacker picks the next (RULES.md section 4).

    Attributes:
        kind (FightBattleKind):
        seat (int | None):
        node (str | Unset):  Default: ''.
        defender (int | None | Unset):
    """

    kind: FightBattleKind
    seat: int | None
    node: str | Unset = ""
    defender: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        node = self.node

        defender: int | None | Unset
        if isinstance(self.defender, Unset):
            defender = UNSET
        else:
            defender = self.defender

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if node is not UNSET:
            field_dict["node"] = node
        if defender is not UNSET:
            field_dict["defender"] = defender

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = FightBattleKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        node = d.pop("node", UNSET)

        def _parse_defender(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        defender = _parse_defender(d.pop("defender", UNSET))

        fight_battle = cls(
            kind=kind,
            seat=seat,
            node=node,
            defender=defender,
        )

        return fight_battle
