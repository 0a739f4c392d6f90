from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.play_cards_kind import PlayCardsKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlayCards")


@_attrs_define
class PlayCards:
    """Play `count` "add 1 to your battle throw" cards in this round (rule 13); 0 = none.

    Attributes:
        kind (PlayCardsKind):
        seat (int | None):
        count (int | Unset):  Default: 0.
    """

    kind: PlayCardsKind
    seat: int | None
    count: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PlayCardsKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        count = d.pop("count", UNSET)

        play_cards = cls(
            kind=kind,
            seat=seat,
            count=count,
        )

        return play_cards
