from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_fight_battle_kind import PostedActionFightBattleKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionFightBattle")


@_attrs_define
class PostedActionFightBattle:
    """With several battles to fight, the attacker picks the next (RULES.md section 4).

    Attributes:
        kind (PostedActionFightBattleKind):
        node (str | Unset):  Default: ''.
        defender (int | None | Unset):
    """

    kind: PostedActionFightBattleKind
    node: str | Unset = ""
    defender: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

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
        kind = PostedActionFightBattleKind(d.pop("kind"))

        node = d.pop("node", UNSET)

        def _parse_defender(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        defender = _parse_defender(d.pop("defender", UNSET))

        posted_action_fight_battle = cls(
            kind=kind,
            node=node,
            defender=defender,
        )

        return posted_action_fight_battle
