from enum import StrEnum


class ChivalryChangedType(StrEnum):
    CHIVALRY_CHANGED = "chivalry_changed"

    def __str__(self) -> str:
        return str(self.value)
