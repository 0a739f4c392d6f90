from enum import StrEnum


class TaxDueChangedType(StrEnum):
    TAX_DUE_CHANGED = "tax_due_changed"

    def __str__(self) -> str:
        return str(self.value)
