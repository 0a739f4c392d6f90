from enum import StrEnum


class BattleStartedType(StrEnum):
    BATTLE_STARTED = "battle_started"

    def __str__(self) -> str:
        return str(self.value)
