from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.move_kind import MoveKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Move")


@_attrs_define
class Move:
    """Move pieces from one square (or river side) to another along one legal path (rule 9).

    `knights` and `footsoldiers` are how many of that stack move; `challenger` moves the
    player's Royal Challenger with them (or alone). `path` may name the squares stepped
    through; without it the engine takes a shortest legal path. `free_move` plays free-move
    cards so that pieces which have moved this turn move again, a full allowance from where
    they stand: one card a piece (rule 10). Pieces that have not moved go first and spend no
    card (house 25).

    Attributes:
        kind (MoveKind):
        seat (int | None):
        origin (str | Unset):  Default: ''.
        destination (str | Unset):  Default: ''.
        knights (int | Unset):  Default: 0.
        footsoldiers (int | Unset):  Default: 0.
        challenger (bool | Unset):  Default: False.
        path (list[str] | Unset):
        free_move (bool | Unset):  Default: False.
    """

    kind: MoveKind
    seat: int | None
    origin: str | Unset = ""
    destination: str | Unset = ""
    knights: int | Unset = 0
    footsoldiers: int | Unset = 0
    challenger: bool | Unset = False
    path: list[str] | Unset = UNSET
    free_move: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        origin = self.origin

        destination = self.destination

        knights = self.knights

        footsoldiers = self.footsoldiers

        challenger = self.challenger

        path: list[str] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = self.path

        free_move = self.free_move

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
            }
        )
        if origin is not UNSET:
            field_dict["origin"] = origin
        if destination is not UNSET:
            field_dict["destination"] = destination
        if knights is not UNSET:
            field_dict["knights"] = knights
        if footsoldiers is not UNSET:
            field_dict["footsoldiers"] = footsoldiers
        if challenger is not UNSET:
            field_dict["challenger"] = challenger
        if path is not UNSET:
            field_dict["path"] = path
        if free_move is not UNSET:
            field_dict["free_move"] = free_move

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = MoveKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        origin = d.pop("origin", UNSET)

        destination = d.pop("destination", UNSET)

        knights = d.pop("knights", UNSET)

        footsoldiers = d.pop("footsoldiers", UNSET)

        challenger = d.pop("challenger", UNSET)

        path = cast(list[str], d.pop("path", UNSET))

        free_move = d.pop("free_move", UNSET)

        move = cls(
            kind=kind,
            seat=seat,
            origin=origin,
            destination=destination,
            knights=knights,
            footsoldiers=footsoldiers,
            challenger=challenger,
            path=path,
            free_move=free_move,
        )

        return move
