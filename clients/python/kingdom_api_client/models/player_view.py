from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.allegiance import Allegiance
    from ..models.player_view_banned_sites import PlayerViewBannedSites
    from ..models.player_view_hand_type_1 import PlayerViewHandType1
    from ..models.player_view_known_riddles_type_0_item import (
        PlayerViewKnownRiddlesType0Item,
    )
    from ..models.player_view_known_riddles_type_1 import PlayerViewKnownRiddlesType1
    from ..models.player_view_stacks import PlayerViewStacks


T = TypeVar("T", bound="PlayerView")


@_attrs_define
class PlayerView:
    """
    Attributes:
        seat (int):
        name (str):
        tax_due (int):
        cost_of_allegiance (int):
        challenger (None | str | Unset):
        challenger_at (None | str | Unset):
        challenger_moved (bool | Unset):  Default: False.
        gold (int | Unset):  Default: 0.
        chivalry (int | Unset):  Default: 0.
        endurance (int | Unset):  Default: 0.
        stacks (PlayerViewStacks | Unset):
        allegiances (list[Allegiance] | Unset):
        hand (list[str] | PlayerViewHandType1 | Unset): others': a count
        eliminated (bool | Unset):  Default: False.
        elimination_rule (None | str | Unset):
        turns_to_miss (int | Unset):  Default: 0.
        miss_reason (None | str | Unset):
        home_clear_since (int | None | Unset):  Default: -1.
        prisoner_of (int | None | Unset):
        stays_home_turn (int | None | Unset):
        stays_home_rule (None | str | Unset):
        camelot_since (int | None | Unset):
        last_turn (int | Unset):  Default: 0.
        rank (int | None | Unset):
        turns_taken (int | Unset):  Default: 0.
        banned_sites (PlayerViewBannedSites | Unset):
        known_riddles (list[PlayerViewKnownRiddlesType0Item] | PlayerViewKnownRiddlesType1 | Unset):
        proposed_on (int | None | Unset):
    """

    seat: int
    name: str
    tax_due: int
    cost_of_allegiance: int
    challenger: None | str | Unset = UNSET
    challenger_at: None | str | Unset = UNSET
    challenger_moved: bool | Unset = False
    gold: int | Unset = 0
    chivalry: int | Unset = 0
    endurance: int | Unset = 0
    stacks: PlayerViewStacks | Unset = UNSET
    allegiances: list[Allegiance] | Unset = UNSET
    hand: list[str] | PlayerViewHandType1 | Unset = UNSET
    eliminated: bool | Unset = False
    elimination_rule: None | str | Unset = UNSET
    turns_to_miss: int | Unset = 0
    miss_reason: None | str | Unset = UNSET
    home_clear_since: int | None | Unset = -1
    prisoner_of: int | None | Unset = UNSET
    stays_home_turn: int | None | Unset = UNSET
    stays_home_rule: None | str | Unset = UNSET
    camelot_since: int | None | Unset = UNSET
    last_turn: int | Unset = 0
    rank: int | None | Unset = UNSET
    turns_taken: int | Unset = 0
    banned_sites: PlayerViewBannedSites | Unset = UNSET
    known_riddles: (
        list[PlayerViewKnownRiddlesType0Item] | PlayerViewKnownRiddlesType1 | Unset
    ) = UNSET
    proposed_on: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        tax_due = self.tax_due

        cost_of_allegiance = self.cost_of_allegiance

        challenger: None | str | Unset
        if isinstance(self.challenger, Unset):
            challenger = UNSET
        else:
            challenger = self.challenger

        challenger_at: None | str | Unset
        if isinstance(self.challenger_at, Unset):
            challenger_at = UNSET
        else:
            challenger_at = self.challenger_at

        challenger_moved = self.challenger_moved

        gold = self.gold

        chivalry = self.chivalry

        endurance = self.endurance

        stacks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stacks, Unset):
            stacks = self.stacks.to_dict()

        allegiances: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.allegiances, Unset):
            allegiances = []
            for allegiances_item_data in self.allegiances:
                allegiances_item = allegiances_item_data.to_dict()
                allegiances.append(allegiances_item)

        hand: dict[str, Any] | list[str] | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand.to_dict()

        eliminated = self.eliminated

        elimination_rule: None | str | Unset
        if isinstance(self.elimination_rule, Unset):
            elimination_rule = UNSET
        else:
            elimination_rule = self.elimination_rule

        turns_to_miss = self.turns_to_miss

        miss_reason: None | str | Unset
        if isinstance(self.miss_reason, Unset):
            miss_reason = UNSET
        else:
            miss_reason = self.miss_reason

        home_clear_since: int | None | Unset
        if isinstance(self.home_clear_since, Unset):
            home_clear_since = UNSET
        else:
            home_clear_since = self.home_clear_since

        prisoner_of: int | None | Unset
        if isinstance(self.prisoner_of, Unset):
            prisoner_of = UNSET
        else:
            prisoner_of = self.prisoner_of

        stays_home_turn: int | None | Unset
        if isinstance(self.stays_home_turn, Unset):
            stays_home_turn = UNSET
        else:
            stays_home_turn = self.stays_home_turn

        stays_home_rule: None | str | Unset
        if isinstance(self.stays_home_rule, Unset):
            stays_home_rule = UNSET
        else:
            stays_home_rule = self.stays_home_rule

        camelot_since: int | None | Unset
        if isinstance(self.camelot_since, Unset):
            camelot_since = UNSET
        else:
            camelot_since = self.camelot_since

        last_turn = self.last_turn

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        turns_taken = self.turns_taken

        banned_sites: dict[str, Any] | Unset = UNSET
        if not isinstance(self.banned_sites, Unset):
            banned_sites = self.banned_sites.to_dict()

        known_riddles: dict[str, Any] | list[dict[str, Any]] | Unset
        if isinstance(self.known_riddles, Unset):
            known_riddles = UNSET
        elif isinstance(self.known_riddles, list):
            known_riddles = []
            for known_riddles_type_0_item_data in self.known_riddles:
                known_riddles_type_0_item = known_riddles_type_0_item_data.to_dict()
                known_riddles.append(known_riddles_type_0_item)

        else:
            known_riddles = self.known_riddles.to_dict()

        proposed_on: int | None | Unset
        if isinstance(self.proposed_on, Unset):
            proposed_on = UNSET
        else:
            proposed_on = self.proposed_on

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "tax_due": tax_due,
                "cost_of_allegiance": cost_of_allegiance,
            }
        )
        if challenger is not UNSET:
            field_dict["challenger"] = challenger
        if challenger_at is not UNSET:
            field_dict["challenger_at"] = challenger_at
        if challenger_moved is not UNSET:
            field_dict["challenger_moved"] = challenger_moved
        if gold is not UNSET:
            field_dict["gold"] = gold
        if chivalry is not UNSET:
            field_dict["chivalry"] = chivalry
        if endurance is not UNSET:
            field_dict["endurance"] = endurance
        if stacks is not UNSET:
            field_dict["stacks"] = stacks
        if allegiances is not UNSET:
            field_dict["allegiances"] = allegiances
        if hand is not UNSET:
            field_dict["hand"] = hand
        if eliminated is not UNSET:
            field_dict["eliminated"] = eliminated
        if elimination_rule is not UNSET:
            field_dict["elimination_rule"] = elimination_rule
        if turns_to_miss is not UNSET:
            field_dict["turns_to_miss"] = turns_to_miss
        if miss_reason is not UNSET:
            field_dict["miss_reason"] = miss_reason
        if home_clear_since is not UNSET:
            field_dict["home_clear_since"] = home_clear_since
        if prisoner_of is not UNSET:
            field_dict["prisoner_of"] = prisoner_of
        if stays_home_turn is not UNSET:
            field_dict["stays_home_turn"] = stays_home_turn
        if stays_home_rule is not UNSET:
            field_dict["stays_home_rule"] = stays_home_rule
        if camelot_since is not UNSET:
            field_dict["camelot_since"] = camelot_since
        if last_turn is not UNSET:
            field_dict["last_turn"] = last_turn
        if rank is not UNSET:
            field_dict["rank"] = rank
        if turns_taken is not UNSET:
            field_dict["turns_taken"] = turns_taken
        if banned_sites is not UNSET:
            field_dict["banned_sites"] = banned_sites
        if known_riddles is not UNSET:
            field_dict["known_riddles"] = known_riddles
        if proposed_on is not UNSET:
            field_dict["proposed_on"] = proposed_on

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.allegiance import Allegiance
        from ..models.player_view_banned_sites import PlayerViewBannedSites
        from ..models.player_view_hand_type_1 import PlayerViewHandType1
        from ..models.player_view_known_riddles_type_0_item import (
            PlayerViewKnownRiddlesType0Item,
        )
        from ..models.player_view_known_riddles_type_1 import (
            PlayerViewKnownRiddlesType1,
        )
        from ..models.player_view_stacks import PlayerViewStacks

        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        tax_due = d.pop("tax_due")

        cost_of_allegiance = d.pop("cost_of_allegiance")

        def _parse_challenger(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenger = _parse_challenger(d.pop("challenger", UNSET))

        def _parse_challenger_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        challenger_at = _parse_challenger_at(d.pop("challenger_at", UNSET))

        challenger_moved = d.pop("challenger_moved", UNSET)

        gold = d.pop("gold", UNSET)

        chivalry = d.pop("chivalry", UNSET)

        endurance = d.pop("endurance", UNSET)

        _stacks = d.pop("stacks", UNSET)
        stacks: PlayerViewStacks | Unset
        if isinstance(_stacks, Unset):
            stacks = UNSET
        else:
            stacks = PlayerViewStacks.from_dict(_stacks)

        _allegiances = d.pop("allegiances", UNSET)
        allegiances: list[Allegiance] | Unset = UNSET
        if _allegiances is not UNSET:
            allegiances = []
            for allegiances_item_data in _allegiances:
                allegiances_item = Allegiance.from_dict(allegiances_item_data)

                allegiances.append(allegiances_item)

        def _parse_hand(data: object) -> list[str] | PlayerViewHandType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            hand_type_1 = PlayerViewHandType1.from_dict(data)

            return hand_type_1

        hand = _parse_hand(d.pop("hand", UNSET))

        eliminated = d.pop("eliminated", UNSET)

        def _parse_elimination_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        elimination_rule = _parse_elimination_rule(d.pop("elimination_rule", UNSET))

        turns_to_miss = d.pop("turns_to_miss", UNSET)

        def _parse_miss_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        miss_reason = _parse_miss_reason(d.pop("miss_reason", UNSET))

        def _parse_home_clear_since(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        home_clear_since = _parse_home_clear_since(d.pop("home_clear_since", UNSET))

        def _parse_prisoner_of(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        prisoner_of = _parse_prisoner_of(d.pop("prisoner_of", UNSET))

        def _parse_stays_home_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        stays_home_turn = _parse_stays_home_turn(d.pop("stays_home_turn", UNSET))

        def _parse_stays_home_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stays_home_rule = _parse_stays_home_rule(d.pop("stays_home_rule", UNSET))

        def _parse_camelot_since(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        camelot_since = _parse_camelot_since(d.pop("camelot_since", UNSET))

        last_turn = d.pop("last_turn", UNSET)

        def _parse_rank(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        turns_taken = d.pop("turns_taken", UNSET)

        _banned_sites = d.pop("banned_sites", UNSET)
        banned_sites: PlayerViewBannedSites | Unset
        if isinstance(_banned_sites, Unset):
            banned_sites = UNSET
        else:
            banned_sites = PlayerViewBannedSites.from_dict(_banned_sites)

        def _parse_known_riddles(
            data: object,
        ) -> (
            list[PlayerViewKnownRiddlesType0Item] | PlayerViewKnownRiddlesType1 | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                known_riddles_type_0 = []
                _known_riddles_type_0 = data
                for known_riddles_type_0_item_data in _known_riddles_type_0:
                    known_riddles_type_0_item = (
                        PlayerViewKnownRiddlesType0Item.from_dict(
                            known_riddles_type_0_item_data
                        )
                    )

                    known_riddles_type_0.append(known_riddles_type_0_item)

                return known_riddles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            known_riddles_type_1 = PlayerViewKnownRiddlesType1.from_dict(data)

            return known_riddles_type_1

        known_riddles = _parse_known_riddles(d.pop("known_riddles", UNSET))

        def _parse_proposed_on(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        proposed_on = _parse_proposed_on(d.pop("proposed_on", UNSET))

        player_view = cls(
            seat=seat,
            name=name,
            tax_due=tax_due,
            cost_of_allegiance=cost_of_allegiance,
            challenger=challenger,
            challenger_at=challenger_at,
            challenger_moved=challenger_moved,
            gold=gold,
            chivalry=chivalry,
            endurance=endurance,
            stacks=stacks,
            allegiances=allegiances,
            hand=hand,
            eliminated=eliminated,
            elimination_rule=elimination_rule,
            turns_to_miss=turns_to_miss,
            miss_reason=miss_reason,
            home_clear_since=home_clear_since,
            prisoner_of=prisoner_of,
            stays_home_turn=stays_home_turn,
            stays_home_rule=stays_home_rule,
            camelot_since=camelot_since,
            last_turn=last_turn,
            rank=rank,
            turns_taken=turns_taken,
            banned_sites=banned_sites,
            known_riddles=known_riddles,
            proposed_on=proposed_on,
        )

        player_view.additional_properties = d
        return player_view

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
