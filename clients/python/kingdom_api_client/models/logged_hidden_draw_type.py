from enum import StrEnum


class LoggedHiddenDrawType(StrEnum):
    HIDDEN_DRAW = "hidden_draw"

    def __str__(self) -> str:
        return str(self.value)
