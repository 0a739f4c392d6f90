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


@admin.register(RulesetSettings)
class RulesetSettingsAdmin(SingletonAdmin):
    list_display = ["name", "taxes_rule", "chivalry_rule", "coins_rule", "battle_tables_rule"]


@admin.register(RulesetDefault)
class RulesetDefaultAdmin(ReferenceAdmin):
    locked_fields = ("name",)
    list_display = ["name", "value", "rule", "text", "position"]
    list_display_links = ["name"]
    search_fields = ["name", "rule", "text"]
    list_filter = ["rule"]


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
