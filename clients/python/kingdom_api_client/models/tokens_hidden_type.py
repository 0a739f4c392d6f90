from enum import StrEnum


class TokensHiddenType(StrEnum):
    TOKENS_HIDDEN = "tokens_hidden"

    def __str__(self) -> str:
        return str(self.value)
