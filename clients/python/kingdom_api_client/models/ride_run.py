from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ride_run_type import RideRunType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ride_run_faces import RideRunFaces
    from ..models.ride_run_numbers import RideRunNumbers
    from ..models.ride_run_points import RideRunPoints


T = TypeVar("T", bound="RideRun")


@_attrs_define
class RideRun:
    """One attempt of a ride: both riders' numbers and throws, and who struck (rule 7 ii).

    Attributes:
        type_ (RideRunType):
        rule (str):
        riders (list[int]):
        attempt (int):
        numbers (RideRunNumbers):
        faces (RideRunFaces):
        struck (list[int]):
        points (RideRunPoints):
        visible_to (list[int] | None | Unset):
    """

    type_: RideRunType
    rule: str
    riders: list[int]
    attempt: int
    numbers: RideRunNumbers
    faces: RideRunFaces
    struck: list[int]
    points: RideRunPoints
    visible_to: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        rule = self.rule

        riders = self.riders

        attempt = self.attempt

        numbers = self.numbers.to_dict()

        faces = self.faces.to_dict()

        struck = self.struck

        points = self.points.to_dict()

        visible_to: list[int] | None | Unset
        if isinstance(self.visible_to, Unset):
            visible_to = UNSET
        elif isinstance(self.visible_to, list):
            visible_to = self.visible_to

        else:
            visible_to = self.visible_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "rule": rule,
                "riders": riders,
                "attempt": attempt,
                "numbers": numbers,
                "faces": faces,
                "struck": struck,
                "points": points,
            }
        )
        if visible_to is not UNSET:
            field_dict["visible_to"] = visible_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ride_run_faces import RideRunFaces
        from ..models.ride_run_numbers import RideRunNumbers
        from ..models.ride_run_points import RideRunPoints

        d = dict(src_dict)
        type_ = RideRunType(d.pop("type"))

        rule = d.pop("rule")

        riders = cast(list[int], d.pop("riders"))

        attempt = d.pop("attempt")

        numbers = RideRunNumbers.from_dict(d.pop("numbers"))

        faces = RideRunFaces.from_dict(d.pop("faces"))

        struck = cast(list[int], d.pop("struck"))

        points = RideRunPoints.from_dict(d.pop("points"))

        def _parse_visible_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                visible_to_type_0 = cast(list[int], data)

                return visible_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        visible_to = _parse_visible_to(d.pop("visible_to", UNSET))

        ride_run = cls(
            type_=type_,
            rule=rule,
            riders=riders,
            attempt=attempt,
            numbers=numbers,
            faces=faces,
            struck=struck,
            points=points,
            visible_to=visible_to,
        )

        ride_run.additional_properties = d
        return ride_run

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
