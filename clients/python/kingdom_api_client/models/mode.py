from enum import StrEnum


class Mode(StrEnum):
    SERVER = "server"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
