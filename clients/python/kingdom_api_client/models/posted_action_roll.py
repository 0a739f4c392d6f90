from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.posted_action_roll_kind import PostedActionRollKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostedActionRoll")


@_attrs_define
class PostedActionRoll:
    """Roll the die the game waits for. At a physical table the face rolled is typed in.

    Attributes:
        kind (PostedActionRollKind):
        face (int | None | Unset):
    """

    kind: PostedActionRollKind
    face: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        face: int | None | Unset
        if isinstance(self.face, Unset):
            face = UNSET
        else:
            face = self.face

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if face is not UNSET:
            field_dict["face"] = face

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PostedActionRollKind(d.pop("kind"))

        def _parse_face(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        face = _parse_face(d.pop("face", UNSET))

        posted_action_roll = cls(
            kind=kind,
            face=face,
        )

        return posted_action_roll
