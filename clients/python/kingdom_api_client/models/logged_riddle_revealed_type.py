from enum import StrEnum


class LoggedRiddleRevealedType(StrEnum):
    RIDDLE_REVEALED = "riddle_revealed"

    def __str__(self) -> str:
        return str(self.value)
