from enum import StrEnum


class PostedActionAnswerAllianceKind(StrEnum):
    ANSWER_ALLIANCE = "answer_alliance"

    def __str__(self) -> str:
        return str(self.value)
