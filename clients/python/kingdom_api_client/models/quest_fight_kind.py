from enum import StrEnum


class QuestFightKind(StrEnum):
    QUEST_FIGHT = "quest_fight"

    def __str__(self) -> str:
        return str(self.value)
