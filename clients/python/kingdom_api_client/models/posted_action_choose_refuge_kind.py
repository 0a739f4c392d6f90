from enum import StrEnum


class PostedActionChooseRefugeKind(StrEnum):
    CHOOSE_REFUGE = "choose_refuge"

    def __str__(self) -> str:
        return str(self.value)
