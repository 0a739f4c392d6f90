from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.choose_challenger_kind import ChooseChallengerKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ChooseChallenger")


@_attrs_define
class ChooseChallenger:
    """Select a Royal Challenger (rule 4 v).

    Attributes:
        kind (ChooseChallengerKind):
        seat (int | None):
        challenger (str | Unset):  Default: ''.
    """

    kind: ChooseChallengerKind
    seat: int | None
    challenger: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        challenger = self.challenger

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ChooseChallengerKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        challenger = d.pop("challenger", UNSET)

        choose_challenger = cls(
            kind=kind,
            seat=seat,
            challenger=challenger,
        )

        return choose_challenger
