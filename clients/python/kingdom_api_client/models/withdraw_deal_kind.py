from enum import StrEnum


class WithdrawDealKind(StrEnum):
    WITHDRAW_DEAL = "withdraw_deal"

    def __str__(self) -> str:
        return str(self.value)
