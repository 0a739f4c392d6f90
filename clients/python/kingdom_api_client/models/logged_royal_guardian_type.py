from enum import StrEnum


class LoggedRoyalGuardianType(StrEnum):
    ROYAL_GUARDIAN = "royal_guardian"

    def __str__(self) -> str:
        return str(self.value)
