from enum import StrEnum


class GuardianRoundType(StrEnum):
    GUARDIAN_ROUND = "guardian_round"

    def __str__(self) -> str:
        return str(self.value)
