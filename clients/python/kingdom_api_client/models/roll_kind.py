from enum import StrEnum


class RollKind(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
