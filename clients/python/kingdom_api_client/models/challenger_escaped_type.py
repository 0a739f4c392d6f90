from enum import StrEnum


class ChallengerEscapedType(StrEnum):
    CHALLENGER_ESCAPED = "challenger_escaped"

    def __str__(self) -> str:
        return str(self.value)
