from enum import StrEnum


class LoggedTokensHiddenType(StrEnum):
    TOKENS_HIDDEN = "tokens_hidden"

    def __str__(self) -> str:
        return str(self.value)
