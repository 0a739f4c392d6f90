from enum import StrEnum


class LoggedServiceEventRule(StrEnum):
    ABSENCE = "absence"
    REVERT = "revert"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
