from enum import StrEnum


class LoggedChallengerReleasedType(StrEnum):
    CHALLENGER_RELEASED = "challenger_released"

    def __str__(self) -> str:
        return str(self.value)
