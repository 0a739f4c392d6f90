from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.battle_stage import BattleStage
from ..models.holder import Holder
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.battle_view_allies import BattleViewAllies
    from ..models.battle_view_cards import BattleViewCards
    from ..models.battle_view_faces import BattleViewFaces
    from ..models.battle_view_initial import BattleViewInitial
    from ..models.battle_view_losses import BattleViewLosses
    from ..models.battle_view_wages import BattleViewWages


T = TypeVar("T", bound="BattleView")


@_attrs_define
class BattleView:
    """One battle under way (rules 14–17). Forces are read from the stacks on `node`.

    Attributes:
        node (str):
        aggressor (int):
        victim (int):
        attacker (int):
        defender (int):
        table (int):
        holder (Holder | None):
        wages (BattleViewWages | Unset):
        initial (BattleViewInitial | Unset):
        round_ (int | Unset):  Default: 0.
        stage (BattleStage | Unset): Where a battle's round stands (rules 13–16).
        deciding (list[int] | Unset):
        cards (BattleViewCards | Unset):
        faces (BattleViewFaces | Unset):
        losses (BattleViewLosses | Unset):
        delayed (bool | Unset):  Default: False.
        allies (BattleViewAllies | Unset):
    """

    node: str
    aggressor: int
    victim: int
    attacker: int
    defender: int
    table: int
    holder: Holder | None
    wages: BattleViewWages | Unset = UNSET
    initial: BattleViewInitial | Unset = UNSET
    round_: int | Unset = 0
    stage: BattleStage | Unset = UNSET
    deciding: list[int] | Unset = UNSET
    cards: BattleViewCards | Unset = UNSET
    faces: BattleViewFaces | Unset = UNSET
    losses: BattleViewLosses | Unset = UNSET
    delayed: bool | Unset = False
    allies: BattleViewAllies | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node

        aggressor = self.aggressor

        victim = self.victim

        attacker = self.attacker

        defender = self.defender

        table = self.table

        holder: None | str
        if isinstance(self.holder, Holder):
            holder = self.holder.value
        else:
            holder = self.holder

        wages: dict[str, Any] | Unset = UNSET
        if not isinstance(self.wages, Unset):
            wages = self.wages.to_dict()

        initial: dict[str, Any] | Unset = UNSET
        if not isinstance(self.initial, Unset):
            initial = self.initial.to_dict()

        round_ = self.round_

        stage: str | Unset = UNSET
        if not isinstance(self.stage, Unset):
            stage = self.stage.value

        deciding: list[int] | Unset = UNSET
        if not isinstance(self.deciding, Unset):
            deciding = self.deciding

        cards: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards.to_dict()

        faces: dict[str, Any] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.to_dict()

        losses: dict[str, Any] | Unset = UNSET
        if not isinstance(self.losses, Unset):
            losses = self.losses.to_dict()

        delayed = self.delayed

        allies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.allies, Unset):
            allies = self.allies.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "aggressor": aggressor,
                "victim": victim,
                "attacker": attacker,
                "defender": defender,
                "table": table,
                "holder": holder,
            }
        )
        if wages is not UNSET:
            field_dict["wages"] = wages
        if initial is not UNSET:
            field_dict["initial"] = initial
        if round_ is not UNSET:
            field_dict["round"] = round_
        if stage is not UNSET:
            field_dict["stage"] = stage
        if deciding is not UNSET:
            field_dict["deciding"] = deciding
        if cards is not UNSET:
            field_dict["cards"] = cards
        if faces is not UNSET:
            field_dict["faces"] = faces
        if losses is not UNSET:
            field_dict["losses"] = losses
        if delayed is not UNSET:
            field_dict["delayed"] = delayed
        if allies is not UNSET:
            field_dict["allies"] = allies

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.battle_view_allies import BattleViewAllies
        from ..models.battle_view_cards import BattleViewCards
        from ..models.battle_view_faces import BattleViewFaces
        from ..models.battle_view_initial import BattleViewInitial
        from ..models.battle_view_losses import BattleViewLosses
        from ..models.battle_view_wages import BattleViewWages

        d = dict(src_dict)
        node = d.pop("node")

        aggressor = d.pop("aggressor")

        victim = d.pop("victim")

        attacker = d.pop("attacker")

        defender = d.pop("defender")

        table = d.pop("table")

        def _parse_holder(data: object) -> Holder | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                holder_type_0 = Holder(data)

                return holder_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Holder | None, data)

        holder = _parse_holder(d.pop("holder"))

        _wages = d.pop("wages", UNSET)
        wages: BattleViewWages | Unset
        if isinstance(_wages, Unset):
            wages = UNSET
        else:
            wages = BattleViewWages.from_dict(_wages)

        _initial = d.pop("initial", UNSET)
        initial: BattleViewInitial | Unset
        if isinstance(_initial, Unset):
            initial = UNSET
        else:
            initial = BattleViewInitial.from_dict(_initial)

        round_ = d.pop("round", UNSET)

        _stage = d.pop("stage", UNSET)
        stage: BattleStage | Unset
        if isinstance(_stage, Unset):
            stage = UNSET
        else:
            stage = BattleStage(_stage)

        deciding = cast(list[int], d.pop("deciding", UNSET))

        _cards = d.pop("cards", UNSET)
        cards: BattleViewCards | Unset
        if isinstance(_cards, Unset):
            cards = UNSET
        else:
            cards = BattleViewCards.from_dict(_cards)

        _faces = d.pop("faces", UNSET)
        faces: BattleViewFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = BattleViewFaces.from_dict(_faces)

        _losses = d.pop("losses", UNSET)
        losses: BattleViewLosses | Unset
        if isinstance(_losses, Unset):
            losses = UNSET
        else:
            losses = BattleViewLosses.from_dict(_losses)

        delayed = d.pop("delayed", UNSET)

        _allies = d.pop("allies", UNSET)
        allies: BattleViewAllies | Unset
        if isinstance(_allies, Unset):
            allies = UNSET
        else:
            allies = BattleViewAllies.from_dict(_allies)

        battle_view = cls(
            node=node,
            aggressor=aggressor,
            victim=victim,
            attacker=attacker,
            defender=defender,
            table=table,
            holder=holder,
            wages=wages,
            initial=initial,
            round_=round_,
            stage=stage,
            deciding=deciding,
            cards=cards,
            faces=faces,
            losses=losses,
            delayed=delayed,
            allies=allies,
        )

        battle_view.additional_properties = d
        return battle_view

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
