from enum import StrEnum


class PostedActionFightBattleKind(StrEnum):
    FIGHT_BATTLE = "fight_battle"

    def __str__(self) -> str:
        return str(self.value)
