from enum import StrEnum


class PostedActionSetRansomKind(StrEnum):
    SET_RANSOM = "set_ransom"

    def __str__(self) -> str:
        return str(self.value)
