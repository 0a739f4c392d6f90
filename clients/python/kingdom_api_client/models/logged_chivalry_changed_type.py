from enum import StrEnum


class LoggedChivalryChangedType(StrEnum):
    CHIVALRY_CHANGED = "chivalry_changed"

    def __str__(self) -> str:
        return str(self.value)
