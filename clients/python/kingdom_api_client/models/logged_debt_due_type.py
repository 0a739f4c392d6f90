from enum import StrEnum


class LoggedDebtDueType(StrEnum):
    DEBT_DUE = "debt_due"

    def __str__(self) -> str:
        return str(self.value)
