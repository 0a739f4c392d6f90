from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.choices import Choices
    from ..models.count_bounds import CountBounds
    from ..models.reconstructed_cell import ReconstructedCell
    from ..models.round_limit_bounds import RoundLimitBounds
    from ..models.seat_bounds import SeatBounds
    from ..models.span_bounds import SpanBounds


T = TypeVar("T", bound="NewGameDefaults")


@_attrs_define
class NewGameDefaults:
    """What a new game is unless its host chooses otherwise (`default`), and the bounds of each
    field of `POST /api/games/` (selectors.new_game_defaults): the seats are the ruleset's, the
    clock's from kingdom.deadlines. The lobby's form is drawn from it.

        Attributes:
            seats (SeatBounds):
            bots (CountBounds):
            mode (Choices):
            order (Choices):
            bot_level (Choices):
            round_limit (RoundLimitBounds):
            turn_hours (SpanBounds):
            reply_hours (SpanBounds):
            leave_days (SpanBounds):
            autopilot_after (CountBounds):
            reconstructed_cells (list[ReconstructedCell]): the battle-table cells reconstructed from the illegible print,
                which the host of a table may read off his own copy (`readings`)
    """

    seats: SeatBounds
    bots: CountBounds
    mode: Choices
    order: Choices
    bot_level: Choices
    round_limit: RoundLimitBounds
    turn_hours: SpanBounds
    reply_hours: SpanBounds
    leave_days: SpanBounds
    autopilot_after: CountBounds
    reconstructed_cells: list[ReconstructedCell]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats.to_dict()

        bots = self.bots.to_dict()

        mode = self.mode.to_dict()

        order = self.order.to_dict()

        bot_level = self.bot_level.to_dict()

        round_limit = self.round_limit.to_dict()

        turn_hours = self.turn_hours.to_dict()

        reply_hours = self.reply_hours.to_dict()

        leave_days = self.leave_days.to_dict()

        autopilot_after = self.autopilot_after.to_dict()

        reconstructed_cells = []
        for reconstructed_cells_item_data in self.reconstructed_cells:
            reconstructed_cells_item = reconstructed_cells_item_data.to_dict()
            reconstructed_cells.append(reconstructed_cells_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seats": seats,
                "bots": bots,
                "mode": mode,
                "order": order,
                "bot_level": bot_level,
                "round_limit": round_limit,
                "turn_hours": turn_hours,
                "reply_hours": reply_hours,
                "leave_days": leave_days,
                "autopilot_after": autopilot_after,
                "reconstructed_cells": reconstructed_cells,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.choices import Choices
        from ..models.count_bounds import CountBounds
        from ..models.reconstructed_cell import ReconstructedCell
        from ..models.round_limit_bounds import RoundLimitBounds
        from ..models.seat_bounds import SeatBounds
        from ..models.span_bounds import SpanBounds

        d = dict(src_dict)
        seats = SeatBounds.from_dict(d.pop("seats"))

        bots = CountBounds.from_dict(d.pop("bots"))

        mode = Choices.from_dict(d.pop("mode"))

        order = Choices.from_dict(d.pop("order"))

        bot_level = Choices.from_dict(d.pop("bot_level"))

        round_limit = RoundLimitBounds.from_dict(d.pop("round_limit"))

        turn_hours = SpanBounds.from_dict(d.pop("turn_hours"))

        reply_hours = SpanBounds.from_dict(d.pop("reply_hours"))

        leave_days = SpanBounds.from_dict(d.pop("leave_days"))

        autopilot_after = CountBounds.from_dict(d.pop("autopilot_after"))

        reconstructed_cells = []
        _reconstructed_cells = d.pop("reconstructed_cells")
        for reconstructed_cells_item_data in _reconstructed_cells:
            reconstructed_cells_item = ReconstructedCell.from_dict(
                reconstructed_cells_item_data
            )

            reconstructed_cells.append(reconstructed_cells_item)

        new_game_defaults = cls(
            seats=seats,
            bots=bots,
            mode=mode,
            order=order,
            bot_level=bot_level,
            round_limit=round_limit,
            turn_hours=turn_hours,
            reply_hours=reply_hours,
            leave_days=leave_days,
            autopilot_after=autopilot_after,
            reconstructed_cells=reconstructed_cells,
        )

        new_game_defaults.additional_properties = d
        return new_game_defaults

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
