from enum import StrEnum


class EnterCardDetailPack(StrEnum):
    FORTUNE = "fortune"
    GUARDIANS = "guardians"
    RIDDLES = "riddles"

    def __str__(self) -> str:
        return str(self.value)
