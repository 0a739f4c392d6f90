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
    from ..models.battle_cards_detail import BattleCardsDetail


T = TypeVar("T", bound="DecisionBattleCards")


@_attrs_define
class DecisionBattleCards:
    """play add-one cards in a battle. How many 'add 1 to your battle throw' cards you play in this round (rule 13); the
    other side decides at the same time. Who: each side of the battle that holds add-one cards. Clock: reply. Answered
    by: play_cards. When late: no card is played.

        Attributes:
            seat (int | None):
            kind (Literal['battle_cards']):
            rule (str):
            detail (BattleCardsDetail):
    """

    seat: int | None
    kind: Literal["battle_cards"]
    rule: str
    detail: BattleCardsDetail
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
        from ..models.battle_cards_detail import BattleCardsDetail

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        kind = cast(Literal["battle_cards"], d.pop("kind"))
        if kind != "battle_cards":
            raise ValueError(f"kind must match const 'battle_cards', got '{kind}'")

        rule = d.pop("rule")

        detail = BattleCardsDetail.from_dict(d.pop("detail"))

        decision_battle_cards = cls(
            seat=seat,
            kind=kind,
            rule=rule,
            detail=detail,
        )

        decision_battle_cards.additional_properties = d
        return decision_battle_cards

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
