from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.roll_kind import RollKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Roll")


@_attrs_define
class Roll:
    """Roll the die the game waits for. At a physical table the face rolled is typed in.

    Attributes:
        kind (RollKind):
        seat (int | None):
        face (int | None | Unset):
    """

    kind: RollKind
    seat: int | None
    face: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        face: int | None | Unset
        if isinstance(self.face, Unset):
            face = UNSET
        else:
            face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = RollKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_face(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        face = _parse_face(d.pop("face", UNSET))

        roll = cls(
            kind=kind,
            seat=seat,
            face=face,
        )

        return roll
