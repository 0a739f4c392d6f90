from enum import StrEnum


class LoggedQuestRetreatedType(StrEnum):
    QUEST_RETREATED = "quest_retreated"

    def __str__(self) -> str:
        return str(self.value)
