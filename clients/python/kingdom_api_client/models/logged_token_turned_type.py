from enum import StrEnum


class LoggedTokenTurnedType(StrEnum):
    TOKEN_TURNED = "token_turned"

    def __str__(self) -> str:
        return str(self.value)
