from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.replay_step_changes import ReplayStepChanges
    from ..models.replay_step_events_item import ReplayStepEventsItem
    from ..models.replay_step_figures_item import ReplayStepFiguresItem


T = TypeVar("T", bound="ReplayStep")


@_attrs_define
class ReplayStep:
    """
    Attributes:
        version (int): the game's version after this action
        at (datetime.datetime | None):
        seat (int | None): whose action
        author (str):
        kind (str): the action's kind (start: the set-up)
        events (list[ReplayStepEventsItem]): as GET events/ gives them to you
        changes (ReplayStepChanges): what to apply to the previous frame
        figures (list[ReplayStepFiguresItem]): record card figures changed
        squares (list[str]): nodes whose pieces or holder changed
        paths (list[list[str]]): each move's path
        battles (list[str]): battle nodes
    """

    version: int
    at: datetime.datetime | None
    seat: int | None
    author: str
    kind: str
    events: list[ReplayStepEventsItem]
    changes: ReplayStepChanges
    figures: list[ReplayStepFiguresItem]
    squares: list[str]
    paths: list[list[str]]
    battles: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        at: None | str
        if isinstance(self.at, datetime.datetime):
            at = self.at.isoformat()
        else:
            at = self.at

        seat: int | None
        seat = self.seat

        author = self.author

        kind = self.kind

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        changes = self.changes.to_dict()

        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)

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
                "version": version,
                "at": at,
                "seat": seat,
                "author": author,
                "kind": kind,
                "events": events,
                "changes": changes,
                "figures": figures,
                "squares": squares,
                "paths": paths,
                "battles": battles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_step_changes import ReplayStepChanges
        from ..models.replay_step_events_item import ReplayStepEventsItem
        from ..models.replay_step_figures_item import ReplayStepFiguresItem

        d = dict(src_dict)
        version = d.pop("version")

        def _parse_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                at_type_0 = datetime.datetime.fromisoformat(data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        at = _parse_at(d.pop("at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        author = d.pop("author")

        kind = d.pop("kind")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = ReplayStepEventsItem.from_dict(events_item_data)

            events.append(events_item)

        changes = ReplayStepChanges.from_dict(d.pop("changes"))

        figures = []
        _figures = d.pop("figures")
        for figures_item_data in _figures:
            figures_item = ReplayStepFiguresItem.from_dict(figures_item_data)

            figures.append(figures_item)

        squares = cast(list[str], d.pop("squares"))

        paths = []
        _paths = d.pop("paths")
        for paths_item_data in _paths:
            paths_item = cast(list[str], paths_item_data)

            paths.append(paths_item)

        battles = cast(list[str], d.pop("battles"))

        replay_step = cls(
            version=version,
            at=at,
            seat=seat,
            author=author,
            kind=kind,
            events=events,
            changes=changes,
            figures=figures,
            squares=squares,
            paths=paths,
            battles=battles,
        )

        replay_step.additional_properties = d
        return replay_step

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
