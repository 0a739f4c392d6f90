from enum import StrEnum


class FightBattleKind(StrEnum):
    FIGHT_BATTLE = "fight_battle"

    def __str__(self) -> str:
        return str(self.value)
