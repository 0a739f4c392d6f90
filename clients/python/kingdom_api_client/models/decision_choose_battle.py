from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.choose_battle_detail import ChooseBattleDetail


T = TypeVar("T", bound="DecisionChooseBattle")


@_attrs_define
class DecisionChooseBattle:
    """choose the next battle. Your pieces stand with an enemy's on several squares: choose which battle is fought next
    (rule 14). Who: the player whose turn it is. Clock: turn. Answered by: fight_battle. When late: the first battle
    listed.

        Attributes:
            seat (int | None):
            kind (Literal['choose_battle']):
            rule (str):
            detail (ChooseBattleDetail):
    """

    seat: int | None
    kind: Literal["choose_battle"]
    rule: str
    detail: ChooseBattleDetail
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        kind = self.kind

        rule = self.rule

        detail = self.detail.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "rule": rule,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.choose_battle_detail import ChooseBattleDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["choose_battle"], d.pop("kind"))
        if kind != "choose_battle":
            raise ValueError(f"kind must match const 'choose_battle', got '{kind}'")

        rule = d.pop("rule")

        detail = ChooseBattleDetail.from_dict(d.pop("detail"))

        decision_choose_battle = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_choose_battle.additional_properties = d
        return decision_choose_battle

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
