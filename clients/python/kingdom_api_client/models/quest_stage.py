from enum import StrEnum


class QuestStage(StrEnum):
    ANSWER = "answer"
    CHOOSE = "choose"
    DRAW = "draw"
    JUDGE = "judge"
    LEAVE = "leave"
    RIDDLE = "riddle"
    ROLLS = "rolls"
    TOKEN = "token"

    def __str__(self) -> str:
        return str(self.value)
