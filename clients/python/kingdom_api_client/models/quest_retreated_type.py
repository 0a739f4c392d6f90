from enum import StrEnum


class QuestRetreatedType(StrEnum):
    QUEST_RETREATED = "quest_retreated"

    def __str__(self) -> str:
        return str(self.value)
