"""The ruleset's numbers: its settings, the named defaults, taxes, chivalry awards, coins."""

from __future__ import annotations

from django.contrib import admin

from kingdom.admin.guard import ReferenceAdmin, SingletonAdmin
from kingdom.models import (
    ChivalryAward,
    CoinDenomination,
    CommodityTax,
    RulesetDefault,
    RulesetSettings,
)
from kingdom.rules.validation import LIMITS

#: Each ruleset default's range, as the engine's validator checks it.
DEFAULT_LIMITS: dict[str, list[int]] = LIMITS["defaults"]


@admin.register(RulesetSettings)
class RulesetSettingsAdmin(SingletonAdmin):
    list_display = ["name", "taxes_rule", "chivalry_rule", "coins_rule", "battle_tables_rule"]


@admin.register(RulesetDefault)
class RulesetDefaultAdmin(ReferenceAdmin):
    locked_fields = ("name",)
    list_display = ["name", "value", "limit", "rule", "text", "position"]
    list_display_links = ["name"]
    search_fields = ["name", "rule", "text"]
    list_filter = ["rule"]

    @admin.display(description="limit")
    def limit(self, obj):
        """The range the engine's validator allows (fixtures/limits.json, docs/decks.md)."""
        low_high = DEFAULT_LIMITS.get(obj.name)
        return f"{low_high[0]}–{low_high[1]}" if low_high else "—"

    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change, **kwargs)
        low_high = DEFAULT_LIMITS.get(obj.name) if obj is not None else None
        if low_high is not None:
            value = form.base_fields["value"]
            value.help_text = f"{low_high[0]}–{low_high[1]} (docs/decks.md, “The limits”)."
            value.widget.attrs.update(min=low_high[0], max=low_high[1])
        return form


@admin.register(CommodityTax)
class CommodityTaxAdmin(ReferenceAdmin):
    list_display = ["commodity", "gold", "position"]
    search_fields = ["commodity"]


@admin.register(ChivalryAward)
class ChivalryAwardAdmin(ReferenceAdmin):
    list_display = ["feat", "points", "position"]
    search_fields = ["feat"]


@admin.register(CoinDenomination)
class CoinDenominationAdmin(ReferenceAdmin):
    list_display = ["value", "starting_count"]
