from enum import StrEnum


class BotLevelsEnum(StrEnum):
    EXPERT = "expert"
    RANDOM = "random"
    SOUND = "sound"

    def __str__(self) -> str:
        return str(self.value)
