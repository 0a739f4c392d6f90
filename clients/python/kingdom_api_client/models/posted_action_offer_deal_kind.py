from enum import StrEnum


class PostedActionOfferDealKind(StrEnum):
    OFFER_DEAL = "offer_deal"

    def __str__(self) -> str:
        return str(self.value)
