from enum import StrEnum


class LoggedRiddleAskedType(StrEnum):
    RIDDLE_ASKED = "riddle_asked"

    def __str__(self) -> str:
        return str(self.value)
