from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_levels_enum import BotLevelsEnum
from ..models.mode_enum import ModeEnum
from ..models.order_enum import OrderEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_player_request import TablePlayerRequest
    from ..models.table_reading_request import TableReadingRequest


T = TypeVar("T", bound="GameCreateRequest")


@_attrs_define
class GameCreateRequest:
    """
    Attributes:
        name (str):
        mode (ModeEnum | Unset): * `server` - Play by web (server dice)
            * `table` - A physical game (faces typed in) Default: ModeEnum.SERVER.
        seats (int | Unset): the players, as many as the ruleset allows (`GET /api/games/defaults/`: its `min_players`
            and `max_players`, and the default); more or fewer is refused with that rule
        bots (int | Unset): seats filled by bots: fewer than `seats` Default: 0.
        bot_levels (list[BotLevelsEnum] | Unset): each bot seat's level, in seat order, one per bot: `sound` (plays from
            the exact odds; the default) or `random` (docs/bots.md)
        order (OrderEnum | Unset): * `roll` - roll
            * `seating` - seating Default: OrderEnum.ROLL.
        auction_order (list[str] | Unset):
        round_limit (int | None | Unset): end the game after this many rounds (rule 38); at most 1,000
        listed (bool | Unset): shown in everyone's lobby Default: True.
        turn_hours (float | None | Unset): hours a player has for his turn (6 minutes to 60 days); null: no limit
            Default: 48.0.
        reply_hours (float | None | Unset): hours for an off-turn reply (6 minutes to 60 days); null: no limit Default:
            24.0.
        leave_days (float | Unset): each player's leave allowance, in days Default: 14.0.
        autopilot_after (int | None | Unset): missed deadlines in a row before the bot plays the seat; null: never
            Default: 2.
        players (list[TablePlayerRequest] | Unset): mode `table`: the players' names in seat order (as many as the
            ruleset allows, 2–6); the host takes the first seat and enters every seat's decisions, the others can be claimed
            later with their claim codes. The game is unlisted and has no clock; `seats` is their number (no bots)
        readings (list[TableReadingRequest] | Unset): mode `table`: the host's own reading of battle-table cells
            reconstructed from the illegible print (`reconstructed_cells` in `GET /api/games/defaults/`), frozen in the
            game's ruleset; any other cell is refused (400 `bad_readings`)
    """

    name: str
    mode: ModeEnum | Unset = ModeEnum.SERVER
    seats: int | Unset = UNSET
    bots: int | Unset = 0
    bot_levels: list[BotLevelsEnum] | Unset = UNSET
    order: OrderEnum | Unset = OrderEnum.ROLL
    auction_order: list[str] | Unset = UNSET
    round_limit: int | None | Unset = UNSET
    listed: bool | Unset = True
    turn_hours: float | None | Unset = 48.0
    reply_hours: float | None | Unset = 24.0
    leave_days: float | Unset = 14.0
    autopilot_after: int | None | Unset = 2
    players: list[TablePlayerRequest] | Unset = UNSET
    readings: list[TableReadingRequest] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        seats = self.seats

        bots = self.bots

        bot_levels: list[str] | Unset = UNSET
        if not isinstance(self.bot_levels, Unset):
            bot_levels = []
            for bot_levels_item_data in self.bot_levels:
                bot_levels_item = bot_levels_item_data.value
                bot_levels.append(bot_levels_item)

        order: str | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order.value

        auction_order: list[str] | Unset = UNSET
        if not isinstance(self.auction_order, Unset):
            auction_order = self.auction_order

        round_limit: int | None | Unset
        if isinstance(self.round_limit, Unset):
            round_limit = UNSET
        else:
            round_limit = self.round_limit

        listed = self.listed

        turn_hours: float | None | Unset
        if isinstance(self.turn_hours, Unset):
            turn_hours = UNSET
        else:
            turn_hours = self.turn_hours

        reply_hours: float | None | Unset
        if isinstance(self.reply_hours, Unset):
            reply_hours = UNSET
        else:
            reply_hours = self.reply_hours

        leave_days = self.leave_days

        autopilot_after: int | None | Unset
        if isinstance(self.autopilot_after, Unset):
            autopilot_after = UNSET
        else:
            autopilot_after = self.autopilot_after

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        readings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.readings, Unset):
            readings = []
            for readings_item_data in self.readings:
                readings_item = readings_item_data.to_dict()
                readings.append(readings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if seats is not UNSET:
            field_dict["seats"] = seats
        if bots is not UNSET:
            field_dict["bots"] = bots
        if bot_levels is not UNSET:
            field_dict["bot_levels"] = bot_levels
        if order is not UNSET:
            field_dict["order"] = order
        if auction_order is not UNSET:
            field_dict["auction_order"] = auction_order
        if round_limit is not UNSET:
            field_dict["round_limit"] = round_limit
        if listed is not UNSET:
            field_dict["listed"] = listed
        if turn_hours is not UNSET:
            field_dict["turn_hours"] = turn_hours
        if reply_hours is not UNSET:
            field_dict["reply_hours"] = reply_hours
        if leave_days is not UNSET:
            field_dict["leave_days"] = leave_days
        if autopilot_after is not UNSET:
            field_dict["autopilot_after"] = autopilot_after
        if players is not UNSET:
            field_dict["players"] = players
        if readings is not UNSET:
            field_dict["readings"] = readings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_player_request import TablePlayerRequest
        from ..models.table_reading_request import TableReadingRequest

        d = dict(src_dict)
        name = d.pop("name")

        _mode = d.pop("mode", UNSET)
        mode: ModeEnum | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = ModeEnum(_mode)

        seats = d.pop("seats", UNSET)

        bots = d.pop("bots", UNSET)

        _bot_levels = d.pop("bot_levels", UNSET)
        bot_levels: list[BotLevelsEnum] | Unset = UNSET
        if _bot_levels is not UNSET:
            bot_levels = []
            for bot_levels_item_data in _bot_levels:
                bot_levels_item = BotLevelsEnum(bot_levels_item_data)

                bot_levels.append(bot_levels_item)

        _order = d.pop("order", UNSET)
        order: OrderEnum | Unset
        if isinstance(_order, Unset):
            order = UNSET
        else:
            order = OrderEnum(_order)

        auction_order = cast(list[str], d.pop("auction_order", UNSET))

        def _parse_round_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_limit = _parse_round_limit(d.pop("round_limit", UNSET))

        listed = d.pop("listed", UNSET)

        def _parse_turn_hours(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        turn_hours = _parse_turn_hours(d.pop("turn_hours", UNSET))

        def _parse_reply_hours(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reply_hours = _parse_reply_hours(d.pop("reply_hours", UNSET))

        leave_days = d.pop("leave_days", UNSET)

        def _parse_autopilot_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        autopilot_after = _parse_autopilot_after(d.pop("autopilot_after", UNSET))

        _players = d.pop("players", UNSET)
        players: list[TablePlayerRequest] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = TablePlayerRequest.from_dict(players_item_data)

                players.append(players_item)

        _readings = d.pop("readings", UNSET)
        readings: list[TableReadingRequest] | Unset = UNSET
        if _readings is not UNSET:
            readings = []
            for readings_item_data in _readings:
                readings_item = TableReadingRequest.from_dict(readings_item_data)

                readings.append(readings_item)

        game_create_request = cls(
            name=name,
            mode=mode,
            seats=seats,
            bots=bots,
            bot_levels=bot_levels,
            order=order,
            auction_order=auction_order,
            round_limit=round_limit,
            listed=listed,
            turn_hours=turn_hours,
            reply_hours=reply_hours,
            leave_days=leave_days,
            autopilot_after=autopilot_after,
            players=players,
            readings=readings,
        )

        game_create_request.additional_properties = d
        return game_create_request

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
