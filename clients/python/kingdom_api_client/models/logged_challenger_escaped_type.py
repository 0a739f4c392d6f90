from enum import StrEnum


class LoggedChallengerEscapedType(StrEnum):
    CHALLENGER_ESCAPED = "challenger_escaped"

    def __str__(self) -> str:
        return str(self.value)
