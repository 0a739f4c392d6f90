from enum import StrEnum


class PostedActionExecuteKind(StrEnum):
    EXECUTE = "execute"

    def __str__(self) -> str:
        return str(self.value)
