from enum import StrEnum


class AnswerDealKind(StrEnum):
    ANSWER_DEAL = "answer_deal"

    def __str__(self) -> str:
        return str(self.value)
