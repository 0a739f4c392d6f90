from enum import StrEnum


class PostedActionJudgeRiddleKind(StrEnum):
    JUDGE_RIDDLE = "judge_riddle"

    def __str__(self) -> str:
        return str(self.value)
