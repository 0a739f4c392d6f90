from enum import StrEnum


class DeclareBankruptKind(StrEnum):
    DECLARE_BANKRUPT = "declare_bankrupt"

    def __str__(self) -> str:
        return str(self.value)
