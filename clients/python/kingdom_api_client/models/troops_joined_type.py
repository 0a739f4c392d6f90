from enum import StrEnum


class TroopsJoinedType(StrEnum):
    TROOPS_JOINED = "troops_joined"

    def __str__(self) -> str:
        return str(self.value)
