from enum import StrEnum


class LoggedFortuneDrawnType(StrEnum):
    FORTUNE_DRAWN = "fortune_drawn"

    def __str__(self) -> str:
        return str(self.value)
