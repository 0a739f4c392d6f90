from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.contest import Contest


T = TypeVar("T", bound="Turn")


@_attrs_define
class Turn:
    """
    Attributes:
        seat (int):
        number (int):
        round_ (int):
        misses (bool | Unset):  Default: False.
        hosting (bool | Unset):  Default: False.
        contests (list[Contest] | None | Unset):
    """

    seat: int
    number: int
    round_: int
    misses: bool | Unset = False
    hosting: bool | Unset = False
    contests: list[Contest] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        number = self.number

        round_ = self.round_

        misses = self.misses

        hosting = self.hosting

        contests: list[dict[str, Any]] | None | Unset
        if isinstance(self.contests, Unset):
            contests = UNSET
        elif isinstance(self.contests, list):
            contests = []
            for contests_type_0_item_data in self.contests:
                contests_type_0_item = contests_type_0_item_data.to_dict()
                contests.append(contests_type_0_item)

        else:
            contests = self.contests

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "number": number,
                "round": round_,
            }
        )
        if misses is not UNSET:
            field_dict["misses"] = misses
        if hosting is not UNSET:
            field_dict["hosting"] = hosting
        if contests is not UNSET:
            field_dict["contests"] = contests

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.contest import Contest

        d = dict(src_dict)
        seat = d.pop("seat")

        number = d.pop("number")

        round_ = d.pop("round")

        misses = d.pop("misses", UNSET)

        hosting = d.pop("hosting", UNSET)

        def _parse_contests(data: object) -> list[Contest] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                contests_type_0 = []
                _contests_type_0 = data
                for contests_type_0_item_data in _contests_type_0:
                    contests_type_0_item = Contest.from_dict(contests_type_0_item_data)

                    contests_type_0.append(contests_type_0_item)

                return contests_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Contest] | None | Unset, data)

        contests = _parse_contests(d.pop("contests", UNSET))

        turn = cls(
            seat=seat,
            number=number,
            round_=round_,
            misses=misses,
            hosting=hosting,
            contests=contests,
        )

        turn.additional_properties = d
        return turn

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
