from enum import StrEnum


class PostedActionAnswerDealKind(StrEnum):
    ANSWER_DEAL = "answer_deal"

    def __str__(self) -> str:
        return str(self.value)
