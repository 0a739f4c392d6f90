from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.board_board import BoardBoard
    from ..models.board_challengers_item import BoardChallengersItem


T = TypeVar("T", bound="Board")


@_attrs_define
class Board:
    """
    Attributes:
        board (BoardBoard): squares, rivers, castles, villages and sites
        challengers (list[BoardChallengersItem]):
    """

    board: BoardBoard
    challengers: list[BoardChallengersItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        challengers = []
        for challengers_item_data in self.challengers:
            challengers_item = challengers_item_data.to_dict()
            challengers.append(challengers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "challengers": challengers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.board_board import BoardBoard
        from ..models.board_challengers_item import BoardChallengersItem

        d = dict(src_dict)
        board = BoardBoard.from_dict(d.pop("board"))

        challengers = []
        _challengers = d.pop("challengers")
        for challengers_item_data in _challengers:
            challengers_item = BoardChallengersItem.from_dict(challengers_item_data)

            challengers.append(challengers_item)

        board = cls(
            board=board,
            challengers=challengers,
        )

        board.additional_properties = d
        return board

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
