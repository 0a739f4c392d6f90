from enum import StrEnum


class ClockEnum(StrEnum):
    REPLY = "reply"
    TABLE = "table"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
