from enum import StrEnum


class LoggedBattleStartedType(StrEnum):
    BATTLE_STARTED = "battle_started"

    def __str__(self) -> str:
        return str(self.value)
