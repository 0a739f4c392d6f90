from enum import StrEnum


class LoggedTurnMissedType(StrEnum):
    TURN_MISSED = "turn_missed"

    def __str__(self) -> str:
        return str(self.value)
