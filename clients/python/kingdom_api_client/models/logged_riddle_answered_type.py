from enum import StrEnum


class LoggedRiddleAnsweredType(StrEnum):
    RIDDLE_ANSWERED = "riddle_answered"

    def __str__(self) -> str:
        return str(self.value)
