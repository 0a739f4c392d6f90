from enum import StrEnum


class JudgeRiddleKind(StrEnum):
    JUDGE_RIDDLE = "judge_riddle"

    def __str__(self) -> str:
        return str(self.value)
