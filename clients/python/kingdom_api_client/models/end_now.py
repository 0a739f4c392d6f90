from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.standing import Standing


T = TypeVar("T", bound="EndNow")


@_attrs_define
class EndNow:
    """What ending the game now would give (rule 38, house 8 for ties): the host's at a table.

    Attributes:
        winner (int | None):
        rule (str):
        ties (str): the house rule that breaks ties (gold, then seat)
        ranking (list[Standing]):
    """

    winner: int | None
    rule: str
    ties: str
    ranking: list[Standing]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner: int | None
        winner = self.winner

        rule = self.rule

        ties = self.ties

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "rule": rule,
                "ties": ties,
                "ranking": ranking,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standing import Standing

        d = dict(src_dict)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        rule = d.pop("rule")

        ties = d.pop("ties")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = Standing.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        end_now = cls(
            winner=winner,
            rule=rule,
            ties=ties,
            ranking=ranking,
        )

        end_now.additional_properties = d
        return end_now

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
