from enum import StrEnum


class PostedActionQuestFightKind(StrEnum):
    QUEST_FIGHT = "quest_fight"

    def __str__(self) -> str:
        return str(self.value)
