from enum import StrEnum


class PostedActionQuestRetreatKind(StrEnum):
    QUEST_RETREAT = "quest_retreat"

    def __str__(self) -> str:
        return str(self.value)
