from enum import StrEnum


class QuestRetreatKind(StrEnum):
    QUEST_RETREAT = "quest_retreat"

    def __str__(self) -> str:
        return str(self.value)
