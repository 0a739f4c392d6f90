from enum import StrEnum


class LoggedChallengerRecoveringType(StrEnum):
    CHALLENGER_RECOVERING = "challenger_recovering"

    def __str__(self) -> str:
        return str(self.value)
