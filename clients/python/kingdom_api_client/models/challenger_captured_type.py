from enum import StrEnum


class ChallengerCapturedType(StrEnum):
    CHALLENGER_CAPTURED = "challenger_captured"

    def __str__(self) -> str:
        return str(self.value)
