from enum import StrEnum


class LoggedChallengerCapturedType(StrEnum):
    CHALLENGER_CAPTURED = "challenger_captured"

    def __str__(self) -> str:
        return str(self.value)
