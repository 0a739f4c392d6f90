from enum import StrEnum


class LoggedGoldTransferredType(StrEnum):
    GOLD_TRANSFERRED = "gold_transferred"

    def __str__(self) -> str:
        return str(self.value)
