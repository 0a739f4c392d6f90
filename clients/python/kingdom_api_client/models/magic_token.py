from enum import StrEnum


class MagicToken(StrEnum):
    HIDDEN = "hidden"
    REMOVED = "removed"
    TAKEN = "taken"

    def __str__(self) -> str:
        return str(self.value)
