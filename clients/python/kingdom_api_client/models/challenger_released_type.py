from enum import StrEnum


class ChallengerReleasedType(StrEnum):
    CHALLENGER_RELEASED = "challenger_released"

    def __str__(self) -> str:
        return str(self.value)
