from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.replay_start import ReplayStart
    from ..models.replay_step import ReplayStep
    from ..models.replay_summary_line import ReplaySummaryLine


T = TypeVar("T", bound="Replay")


@_attrs_define
class Replay:
    """
    Attributes:
        start (ReplayStart): the board and record card figures as your seat's view shows them: `control` (square →
            seat), `alliances`, `sieges`, `tokens`, and `players` by seat (pieces by node, challenger_at, gold, chivalry,
            endurance, tax_due, cost_of_allegiance, cards: a count)
        steps (list[ReplayStep]):
        after (int): -1: from the set-up
        upto (int):
        version (int): the game's version now
        seat (int | None): whose view; null: spectator
        summary (list[ReplaySummaryLine]):
        dice (str): the dice audit page
        squares (list[str]): nodes whose pieces or holder changed
        paths (list[list[str]]): each move's path
        battles (list[str]): battle nodes
    """

    start: ReplayStart
    steps: list[ReplayStep]
    after: int
    upto: int
    version: int
    seat: int | None
    summary: list[ReplaySummaryLine]
    dice: str
    squares: list[str]
    paths: list[list[str]]
    battles: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start.to_dict()

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        after = self.after

        upto = self.upto

        version = self.version

        seat: int | None
        seat = self.seat

        summary = []
        for summary_item_data in self.summary:
            summary_item = summary_item_data.to_dict()
            summary.append(summary_item)

        dice = self.dice

        squares = self.squares

        paths = []
        for paths_item_data in self.paths:
            paths_item = paths_item_data

            paths.append(paths_item)

        battles = self.battles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "steps": steps,
                "after": after,
                "upto": upto,
                "version": version,
                "seat": seat,
                "summary": summary,
                "dice": dice,
                "squares": squares,
                "paths": paths,
                "battles": battles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_start import ReplayStart
        from ..models.replay_step import ReplayStep
        from ..models.replay_summary_line import ReplaySummaryLine

        d = dict(src_dict)
        start = ReplayStart.from_dict(d.pop("start"))

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = ReplayStep.from_dict(steps_item_data)

            steps.append(steps_item)

        after = d.pop("after")

        upto = d.pop("upto")

        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        summary = []
        _summary = d.pop("summary")
        for summary_item_data in _summary:
            summary_item = ReplaySummaryLine.from_dict(summary_item_data)

            summary.append(summary_item)

        dice = d.pop("dice")

        squares = cast(list[str], d.pop("squares"))

        paths = []
        _paths = d.pop("paths")
        for paths_item_data in _paths:
            paths_item = cast(list[str], paths_item_data)

            paths.append(paths_item)

        battles = cast(list[str], d.pop("battles"))

        replay = cls(
            start=start,
            steps=steps,
            after=after,
            upto=upto,
            version=version,
            seat=seat,
            summary=summary,
            dice=dice,
            squares=squares,
            paths=paths,
            battles=battles,
        )

        replay.additional_properties = d
        return replay

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
