from enum import StrEnum


class PostedActionRollKind(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
