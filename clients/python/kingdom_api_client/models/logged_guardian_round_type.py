from enum import StrEnum


class LoggedGuardianRoundType(StrEnum):
    GUARDIAN_ROUND = "guardian_round"

    def __str__(self) -> str:
        return str(self.value)
