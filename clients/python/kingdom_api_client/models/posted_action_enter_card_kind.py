from enum import StrEnum


class PostedActionEnterCardKind(StrEnum):
    ENTER_CARD = "enter_card"

    def __str__(self) -> str:
        return str(self.value)
