from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_view import GameView
    from ..models.logged_undone import LoggedUndone


T = TypeVar("T", bound="UndoAnswer")


@_attrs_define
class UndoAnswer:
    """
    Attributes:
        version (int): the game's new version (an undo moves it on)
        undone (LoggedUndone): An entry taken back at a physical table (kingdom.services.game_undo): who took it back
            (`by`, `author`), the actions and the events (their sequence numbers, now shown to nobody) it took back, the
            version the undo came at (`from_version`) and the version whose game it brought back (`back_to`).
        game (GameView): The game as a seat sees it (selectors.game_view): what the game page reads.
    """

    version: int
    undone: LoggedUndone
    game: GameView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        undone = self.undone.to_dict()

        game = self.game.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "undone": undone,
                "game": game,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_view import GameView
        from ..models.logged_undone import LoggedUndone

        d = dict(src_dict)
        version = d.pop("version")

        undone = LoggedUndone.from_dict(d.pop("undone"))

        game = GameView.from_dict(d.pop("game"))

        undo_answer = cls(
            version=version,
            undone=undone,
            game=game,
        )

        undo_answer.additional_properties = d
        return undo_answer

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
