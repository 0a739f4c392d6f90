from enum import StrEnum


class LoggedEnduranceChangedType(StrEnum):
    ENDURANCE_CHANGED = "endurance_changed"

    def __str__(self) -> str:
        return str(self.value)
