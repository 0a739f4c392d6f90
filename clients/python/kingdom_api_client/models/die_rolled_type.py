from enum import StrEnum


class DieRolledType(StrEnum):
    DIE_ROLLED = "die_rolled"

    def __str__(self) -> str:
        return str(self.value)
