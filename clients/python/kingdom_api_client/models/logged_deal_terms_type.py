from enum import StrEnum


class LoggedDealTermsType(StrEnum):
    DEAL_TERMS = "deal_terms"

    def __str__(self) -> str:
        return str(self.value)
