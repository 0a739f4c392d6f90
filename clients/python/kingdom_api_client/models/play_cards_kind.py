from enum import StrEnum


class PlayCardsKind(StrEnum):
    PLAY_CARDS = "play_cards"

    def __str__(self) -> str:
        return str(self.value)
