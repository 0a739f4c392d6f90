from enum import StrEnum


class LoggedGuardianDrawnType(StrEnum):
    GUARDIAN_DRAWN = "guardian_drawn"

    def __str__(self) -> str:
        return str(self.value)
