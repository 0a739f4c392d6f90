from enum import StrEnum


class RoyalGuardianType(StrEnum):
    ROYAL_GUARDIAN = "royal_guardian"

    def __str__(self) -> str:
        return str(self.value)
