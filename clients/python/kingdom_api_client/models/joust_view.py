from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.joust_view_faces import JoustViewFaces
    from ..models.joust_view_picks import JoustViewPicks
    from ..models.joust_view_points import JoustViewPoints
    from ..models.joust_view_replies import JoustViewReplies


T = TypeVar("T", bound="JoustView")


@_attrs_define
class JoustView:
    """A Royal Jousting Tournament under way (rule 7).

    Attributes:
        host (int):
        card (str):
        invited (list[int] | Unset):
        replies (JoustViewReplies | Unset):
        riders (list[int] | Unset):
        lance (int | None | Unset):
        lance_card (None | str | Unset):
        points (JoustViewPoints | Unset):
        pairs (list[list[int]] | Unset):
        attempt (int | Unset):  Default: 1.
        picks (JoustViewPicks | Unset):
        faces (JoustViewFaces | Unset):
    """

    host: int
    card: str
    invited: list[int] | Unset = UNSET
    replies: JoustViewReplies | Unset = UNSET
    riders: list[int] | Unset = UNSET
    lance: int | None | Unset = UNSET
    lance_card: None | str | Unset = UNSET
    points: JoustViewPoints | Unset = UNSET
    pairs: list[list[int]] | Unset = UNSET
    attempt: int | Unset = 1
    picks: JoustViewPicks | Unset = UNSET
    faces: JoustViewFaces | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        host = self.host

        card = self.card

        invited: list[int] | Unset = UNSET
        if not isinstance(self.invited, Unset):
            invited = self.invited

        replies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.replies, Unset):
            replies = self.replies.to_dict()

        riders: list[int] | Unset = UNSET
        if not isinstance(self.riders, Unset):
            riders = self.riders

        lance: int | None | Unset
        if isinstance(self.lance, Unset):
            lance = UNSET
        else:
            lance = self.lance

        lance_card: None | str | Unset
        if isinstance(self.lance_card, Unset):
            lance_card = UNSET
        else:
            lance_card = self.lance_card

        points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points.to_dict()

        pairs: list[list[int]] | Unset = UNSET
        if not isinstance(self.pairs, Unset):
            pairs = []
            for pairs_item_data in self.pairs:
                pairs_item = pairs_item_data

                pairs.append(pairs_item)

        attempt = self.attempt

        picks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.picks, Unset):
            picks = self.picks.to_dict()

        faces: dict[str, Any] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "host": host,
                "card": card,
            }
        )
        if invited is not UNSET:
            field_dict["invited"] = invited
        if replies is not UNSET:
            field_dict["replies"] = replies
        if riders is not UNSET:
            field_dict["riders"] = riders
        if lance is not UNSET:
            field_dict["lance"] = lance
        if lance_card is not UNSET:
            field_dict["lance_card"] = lance_card
        if points is not UNSET:
            field_dict["points"] = points
        if pairs is not UNSET:
            field_dict["pairs"] = pairs
        if attempt is not UNSET:
            field_dict["attempt"] = attempt
        if picks is not UNSET:
            field_dict["picks"] = picks
        if faces is not UNSET:
            field_dict["faces"] = faces

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.joust_view_faces import JoustViewFaces
        from ..models.joust_view_picks import JoustViewPicks
        from ..models.joust_view_points import JoustViewPoints
        from ..models.joust_view_replies import JoustViewReplies

        d = dict(src_dict)
        host = d.pop("host")

        card = d.pop("card")

        invited = cast(list[int], d.pop("invited", UNSET))

        _replies = d.pop("replies", UNSET)
        replies: JoustViewReplies | Unset
        if isinstance(_replies, Unset):
            replies = UNSET
        else:
            replies = JoustViewReplies.from_dict(_replies)

        riders = cast(list[int], d.pop("riders", UNSET))

        def _parse_lance(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lance = _parse_lance(d.pop("lance", UNSET))

        def _parse_lance_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        lance_card = _parse_lance_card(d.pop("lance_card", UNSET))

        _points = d.pop("points", UNSET)
        points: JoustViewPoints | Unset
        if isinstance(_points, Unset):
            points = UNSET
        else:
            points = JoustViewPoints.from_dict(_points)

        _pairs = d.pop("pairs", UNSET)
        pairs: list[list[int]] | Unset = UNSET
        if _pairs is not UNSET:
            pairs = []
            for pairs_item_data in _pairs:
                pairs_item = cast(list[int], pairs_item_data)

                pairs.append(pairs_item)

        attempt = d.pop("attempt", UNSET)

        _picks = d.pop("picks", UNSET)
        picks: JoustViewPicks | Unset
        if isinstance(_picks, Unset):
            picks = UNSET
        else:
            picks = JoustViewPicks.from_dict(_picks)

        _faces = d.pop("faces", UNSET)
        faces: JoustViewFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = JoustViewFaces.from_dict(_faces)

        joust_view = cls(
            host=host,
            card=card,
            invited=invited,
            replies=replies,
            riders=riders,
            lance=lance,
            lance_card=lance_card,
            points=points,
            pairs=pairs,
            attempt=attempt,
            picks=picks,
            faces=faces,
        )

        joust_view.additional_properties = d
        return joust_view

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
