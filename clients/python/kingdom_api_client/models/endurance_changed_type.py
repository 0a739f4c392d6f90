from enum import StrEnum


class EnduranceChangedType(StrEnum):
    ENDURANCE_CHANGED = "endurance_changed"

    def __str__(self) -> str:
        return str(self.value)
