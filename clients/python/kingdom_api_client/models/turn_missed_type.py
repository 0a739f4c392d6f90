from enum import StrEnum


class TurnMissedType(StrEnum):
    TURN_MISSED = "turn_missed"

    def __str__(self) -> str:
        return str(self.value)
