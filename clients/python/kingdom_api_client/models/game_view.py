from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mode_enum import ModeEnum
from ..models.status_enum import StatusEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deadline import Deadline
    from ..models.end_now import EndNow
    from ..models.game_view_settings import GameViewSettings
    from ..models.seat_view import SeatView
    from ..models.state_view import StateView


T = TypeVar("T", bound="GameView")


@_attrs_define
class GameView:
    """The game as a seat sees it (selectors.game_view): what the game page reads.

    Attributes:
        id (int):
        name (str):
        mode (ModeEnum): * `server` - Play by web (server dice)
            * `table` - A physical game (faces typed in)
        status (StatusEnum): * `open` - Open for players
            * `active` - Under way
            * `paused` - Paused by the host
            * `finished` - Finished
        version (int):
        host (str):
        seats (list[SeatView]):
        paused_at (datetime.datetime | None):
        seats_wanted (int):
        settings (GameViewSettings): the game's settings (deadlines, leave, order)
        your_seat (int | None):
        dice_commitment (str):
        dice_seed (None | str): once the game has ended
        listed (bool):
        mail_replies (bool): players may answer a decision by replying to its mail (docs/play-by-mail.md)
        invitation (None | str):
        state (None | StateView):
        deadlines (list[Deadline]):
        end_now (EndNow | Unset): What ending the game now would give (rule 38, house 8 for ties): the host's at a
            table.
    """

    id: int
    name: str
    mode: ModeEnum
    status: StatusEnum
    version: int
    host: str
    seats: list[SeatView]
    paused_at: datetime.datetime | None
    seats_wanted: int
    settings: GameViewSettings
    your_seat: int | None
    dice_commitment: str
    dice_seed: None | str
    listed: bool
    mail_replies: bool
    invitation: None | str
    state: None | StateView
    deadlines: list[Deadline]
    end_now: EndNow | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.state_view import StateView

        id = self.id

        name = self.name

        mode = self.mode.value

        status = self.status.value

        version = self.version

        host = self.host

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        paused_at: None | str
        if isinstance(self.paused_at, datetime.datetime):
            paused_at = self.paused_at.isoformat()
        else:
            paused_at = self.paused_at

        seats_wanted = self.seats_wanted

        settings = self.settings.to_dict()

        your_seat: int | None
        your_seat = self.your_seat

        dice_commitment = self.dice_commitment

        dice_seed: None | str
        dice_seed = self.dice_seed

        listed = self.listed

        mail_replies = self.mail_replies

        invitation: None | str
        invitation = self.invitation

        state: dict[str, Any] | None
        if isinstance(self.state, StateView):
            state = self.state.to_dict()
        else:
            state = self.state

        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item = deadlines_item_data.to_dict()
            deadlines.append(deadlines_item)

        end_now: dict[str, Any] | Unset = UNSET
        if not isinstance(self.end_now, Unset):
            end_now = self.end_now.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "mode": mode,
                "status": status,
                "version": version,
                "host": host,
                "seats": seats,
                "paused_at": paused_at,
                "seats_wanted": seats_wanted,
                "settings": settings,
                "your_seat": your_seat,
                "dice_commitment": dice_commitment,
                "dice_seed": dice_seed,
                "listed": listed,
                "mail_replies": mail_replies,
                "invitation": invitation,
                "state": state,
                "deadlines": deadlines,
            }
        )
        if end_now is not UNSET:
            field_dict["end_now"] = end_now

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.deadline import Deadline
        from ..models.end_now import EndNow
        from ..models.game_view_settings import GameViewSettings
        from ..models.seat_view import SeatView
        from ..models.state_view import StateView

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        mode = ModeEnum(d.pop("mode"))

        status = StatusEnum(d.pop("status"))

        version = d.pop("version")

        host = d.pop("host")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_paused_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paused_at_type_0 = datetime.datetime.fromisoformat(data)

                return paused_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paused_at = _parse_paused_at(d.pop("paused_at"))

        seats_wanted = d.pop("seats_wanted")

        settings = GameViewSettings.from_dict(d.pop("settings"))

        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))

        dice_commitment = d.pop("dice_commitment")

        def _parse_dice_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dice_seed = _parse_dice_seed(d.pop("dice_seed"))

        listed = d.pop("listed")

        mail_replies = d.pop("mail_replies")

        def _parse_invitation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invitation = _parse_invitation(d.pop("invitation"))

        def _parse_state(data: object) -> None | StateView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = StateView.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StateView, data)

        state = _parse_state(d.pop("state"))

        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in _deadlines:
            deadlines_item = Deadline.from_dict(deadlines_item_data)

            deadlines.append(deadlines_item)

        _end_now = d.pop("end_now", UNSET)
        end_now: EndNow | Unset
        if isinstance(_end_now, Unset):
            end_now = UNSET
        else:
            end_now = EndNow.from_dict(_end_now)

        game_view = cls(
            id=id,
            name=name,
            mode=mode,
            status=status,
            version=version,
            host=host,
            seats=seats,
            paused_at=paused_at,
            seats_wanted=seats_wanted,
            settings=settings,
            your_seat=your_seat,
            dice_commitment=dice_commitment,
            dice_seed=dice_seed,
            listed=listed,
            mail_replies=mail_replies,
            invitation=invitation,
            state=state,
            deadlines=deadlines,
            end_now=end_now,
        )

        game_view.additional_properties = d
        return game_view

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
