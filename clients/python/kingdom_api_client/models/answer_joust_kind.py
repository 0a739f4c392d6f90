from enum import StrEnum


class AnswerJoustKind(StrEnum):
    ANSWER_JOUST = "answer_joust"

    def __str__(self) -> str:
        return str(self.value)
