from enum import StrEnum


class PostedActionDeclareBankruptKind(StrEnum):
    DECLARE_BANKRUPT = "declare_bankrupt"

    def __str__(self) -> str:
        return str(self.value)
