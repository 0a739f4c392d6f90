from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.profile import Profile


T = TypeVar("T", bound="MeResponse")


@_attrs_define
class MeResponse:
    """
    Attributes:
        id (int):
        username (str):
        is_staff (bool):
        email (str):
        email_verified (bool):
        profile (Profile): How and when you are told of your decisions (every time is in `time_zone`).
    """

    id: int
    username: str
    is_staff: bool
    email: str
    email_verified: bool
    profile: Profile
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        is_staff = self.is_staff

        email = self.email

        email_verified = self.email_verified

        profile = self.profile.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "is_staff": is_staff,
                "email": email,
                "email_verified": email_verified,
                "profile": profile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.profile import Profile

        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        is_staff = d.pop("is_staff")

        email = d.pop("email")

        email_verified = d.pop("email_verified")

        profile = Profile.from_dict(d.pop("profile"))

        me_response = cls(
            id=id,
            username=username,
            is_staff=is_staff,
            email=email,
            email_verified=email_verified,
            profile=profile,
        )

        me_response.additional_properties = d
        return me_response

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
