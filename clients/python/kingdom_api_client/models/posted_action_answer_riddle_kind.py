from enum import StrEnum


class PostedActionAnswerRiddleKind(StrEnum):
    ANSWER_RIDDLE = "answer_riddle"

    def __str__(self) -> str:
        return str(self.value)
