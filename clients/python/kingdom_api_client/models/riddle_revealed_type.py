from enum import StrEnum


class RiddleRevealedType(StrEnum):
    RIDDLE_REVEALED = "riddle_revealed"

    def __str__(self) -> str:
        return str(self.value)
