from enum import StrEnum


class LoggedCamelotFallenType(StrEnum):
    CAMELOT_FALLEN = "camelot_fallen"

    def __str__(self) -> str:
        return str(self.value)
