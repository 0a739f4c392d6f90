from enum import StrEnum


class LoggedTroopsJoinedType(StrEnum):
    TROOPS_JOINED = "troops_joined"

    def __str__(self) -> str:
        return str(self.value)
