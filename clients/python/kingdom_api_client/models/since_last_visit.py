from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.replay_summary_line import ReplaySummaryLine
    from ..models.visit import Visit


T = TypeVar("T", bound="SinceLastVisit")


@_attrs_define
class SinceLastVisit:
    """
    Attributes:
        seen (None | Visit): your last visit; null: never marked
        version (int): the game's version now
        steps (int): steps to replay since your visit
        first_sequence (int | None): the first event you have not seen
        summary (list[ReplaySummaryLine]):
        text (str): the summary in one sentence
        squares (list[str]): nodes whose pieces or holder changed
        paths (list[list[str]]): each move's path
        battles (list[str]): battle nodes
    """

    seen: None | Visit
    version: int
    steps: int
    first_sequence: int | None
    summary: list[ReplaySummaryLine]
    text: str
    squares: list[str]
    paths: list[list[str]]
    battles: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.visit import Visit

        seen: dict[str, Any] | None
        if isinstance(self.seen, Visit):
            seen = self.seen.to_dict()
        else:
            seen = self.seen

        version = self.version

        steps = self.steps

        first_sequence: int | None
        first_sequence = self.first_sequence

        summary = []
        for summary_item_data in self.summary:
            summary_item = summary_item_data.to_dict()
            summary.append(summary_item)

        text = self.text

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
                "seen": seen,
                "version": version,
                "steps": steps,
                "first_sequence": first_sequence,
                "summary": summary,
                "text": text,
                "squares": squares,
                "paths": paths,
                "battles": battles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_summary_line import ReplaySummaryLine
        from ..models.visit import Visit

        d = dict(src_dict)

        def _parse_seen(data: object) -> None | Visit:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seen_type_0 = Visit.from_dict(data)

                return seen_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Visit, data)

        seen = _parse_seen(d.pop("seen"))

        version = d.pop("version")

        steps = d.pop("steps")

        def _parse_first_sequence(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_sequence = _parse_first_sequence(d.pop("first_sequence"))

        summary = []
        _summary = d.pop("summary")
        for summary_item_data in _summary:
            summary_item = ReplaySummaryLine.from_dict(summary_item_data)

            summary.append(summary_item)

        text = d.pop("text")

        squares = cast(list[str], d.pop("squares"))

        paths = []
        _paths = d.pop("paths")
        for paths_item_data in _paths:
            paths_item = cast(list[str], paths_item_data)

            paths.append(paths_item)

        battles = cast(list[str], d.pop("battles"))

        since_last_visit = cls(
            seen=seen,
            version=version,
            steps=steps,
            first_sequence=first_sequence,
            summary=summary,
            text=text,
            squares=squares,
            paths=paths,
            battles=battles,
        )

        since_last_visit.additional_properties = d
        return since_last_visit

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
