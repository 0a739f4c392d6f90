from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.turn_token_kind import TurnTokenKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="TurnToken")


@_attrs_define
class TurnToken:
    """At a physical table: what the turned magic token shows (rule 29).

    Attributes:
        kind (TurnTokenKind):
        seat (int | None):
        grail (bool | Unset):  Default: False.
    """

    kind: TurnTokenKind
    seat: int | None
    grail: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        grail = self.grail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if grail is not UNSET:
            field_dict["grail"] = grail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = TurnTokenKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        grail = d.pop("grail", UNSET)

        turn_token = cls(
            kind=kind,
            seat=seat,
            grail=grail,
        )

        return turn_token
