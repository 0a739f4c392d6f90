from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.enter_card_kind import EnterCardKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="EnterCard")


@_attrs_define
class EnterCard:
    """At a physical table: the card just drawn from a pack (fortune, guardian or riddle).

    Attributes:
        kind (EnterCardKind):
        seat (int | None):
        card (str | Unset):  Default: ''.
    """

    kind: EnterCardKind
    seat: int | None
    card: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = EnterCardKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        card = d.pop("card", UNSET)

        enter_card = cls(
            kind=kind,
            seat=seat,
            card=card,
        )

        return enter_card
