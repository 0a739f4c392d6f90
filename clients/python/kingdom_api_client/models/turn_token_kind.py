from enum import StrEnum


class TurnTokenKind(StrEnum):
    TURN_TOKEN = "turn_token"

    def __str__(self) -> str:
        return str(self.value)
