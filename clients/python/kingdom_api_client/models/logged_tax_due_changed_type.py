from enum import StrEnum


class LoggedTaxDueChangedType(StrEnum):
    TAX_DUE_CHANGED = "tax_due_changed"

    def __str__(self) -> str:
        return str(self.value)
