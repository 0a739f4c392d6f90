from enum import StrEnum


class ChooseRefugeKind(StrEnum):
    CHOOSE_REFUGE = "choose_refuge"

    def __str__(self) -> str:
        return str(self.value)
