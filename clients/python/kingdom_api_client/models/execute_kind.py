from enum import StrEnum


class ExecuteKind(StrEnum):
    EXECUTE = "execute"

    def __str__(self) -> str:
        return str(self.value)
