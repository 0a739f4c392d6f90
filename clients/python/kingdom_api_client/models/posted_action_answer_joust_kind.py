from enum import StrEnum


class PostedActionAnswerJoustKind(StrEnum):
    ANSWER_JOUST = "answer_joust"

    def __str__(self) -> str:
        return str(self.value)
