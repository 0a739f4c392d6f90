from enum import StrEnum


class OfferDealKind(StrEnum):
    OFFER_DEAL = "offer_deal"

    def __str__(self) -> str:
        return str(self.value)
