from enum import StrEnum


class LoggedGuardianSlainType(StrEnum):
    GUARDIAN_SLAIN = "guardian_slain"

    def __str__(self) -> str:
        return str(self.value)
