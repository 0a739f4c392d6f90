from enum import StrEnum


class BattleRoundType(StrEnum):
    BATTLE_ROUND = "battle_round"

    def __str__(self) -> str:
        return str(self.value)
