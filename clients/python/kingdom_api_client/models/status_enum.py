from enum import StrEnum


class StatusEnum(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    OPEN = "open"
    PAUSED = "paused"

    def __str__(self) -> str:
        return str(self.value)
