from enum import StrEnum


class LoggedDieRolledType(StrEnum):
    DIE_ROLLED = "die_rolled"

    def __str__(self) -> str:
        return str(self.value)
