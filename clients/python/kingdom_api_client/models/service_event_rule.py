from enum import StrEnum


class ServiceEventRule(StrEnum):
    ABSENCE = "absence"
    REVERT = "revert"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
