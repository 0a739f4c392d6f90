from enum import StrEnum


class QuestBegunType(StrEnum):
    QUEST_BEGUN = "quest_begun"

    def __str__(self) -> str:
        return str(self.value)
