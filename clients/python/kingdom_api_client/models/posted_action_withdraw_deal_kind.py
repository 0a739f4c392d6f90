from enum import StrEnum


class PostedActionWithdrawDealKind(StrEnum):
    WITHDRAW_DEAL = "withdraw_deal"

    def __str__(self) -> str:
        return str(self.value)
