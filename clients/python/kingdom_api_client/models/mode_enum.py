from enum import StrEnum


class ModeEnum(StrEnum):
    SERVER = "server"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
