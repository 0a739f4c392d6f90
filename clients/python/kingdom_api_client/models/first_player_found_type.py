from enum import StrEnum


class FirstPlayerFoundType(StrEnum):
    FIRST_PLAYER_FOUND = "first_player_found"

    def __str__(self) -> str:
        return str(self.value)
