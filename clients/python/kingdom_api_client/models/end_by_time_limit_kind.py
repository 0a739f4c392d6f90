from enum import StrEnum


class EndByTimeLimitKind(StrEnum):
    END_BY_TIME_LIMIT = "end_by_time_limit"

    def __str__(self) -> str:
        return str(self.value)
