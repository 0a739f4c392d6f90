"""The battle tables, edited as the printed grid, and their bands and cells."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin

from kingdom.admin.guard import BoundedInline, LinesField, ReferenceAdmin, ReferenceForm
from kingdom.models import (
    BattleBand,
    BattleTable,
    BattleTableCell,
)


class BattleTableForm(ReferenceForm):
    attacker_actions = LinesField(
        widget=forms.Textarea(attrs={"rows": 3}), help_text="One a line, lowest band first."
    )
    defender_actions = LinesField(
        widget=forms.Textarea(attrs={"rows": 3}), help_text="One a line, lowest band first."
    )

    class Meta:
        model = BattleTable
        fields = ["number", "name", "rule", "attacker_actions", "defender_actions"]


@admin.register(BattleBand)
class BattleBandAdmin(ReferenceAdmin):
    locked_fields = ("index",)
    list_display = ["index", "low", "high"]


class BattleCellForm(forms.ModelForm):
    """One cell of the grid: its place is fixed (row, column), its content edited in place."""

    class Meta:
        model = BattleTableCell
        fields = ["row", "column", "kind", "defender", "attacker", "source"]
        widgets = {
            "row": forms.HiddenInput,
            "column": forms.HiddenInput,
            # min and max: the model's bounds (0–20, kingdom.admin.guard.Bounded)
            "defender": forms.NumberInput(attrs={"title": "defender"}),
            "attacker": forms.NumberInput(attrs={"title": "attacker"}),
        }


class BattleCellFormSet(forms.BaseInlineFormSet):
    def grid(self) -> dict[str, Any]:
        """The table as printed (rule 14 iii): the attacker's bands along the top, the
        defender's down the side, each cell's form in its place."""
        bands = [f"{band.low}–{band.high}" for band in BattleBand.objects.all()]
        table = self.instance
        attackers = list(table.attacker_actions or [])
        defenders = list(table.defender_actions or [])
        # the table's cells; a form beyond them (a hand-edited TOTAL_FORMS) has no place
        forms_at = {
            (f.instance.row, f.instance.column): f
            for f in self.forms
            if isinstance(f.instance.row, int) and isinstance(f.instance.column, int)
        }
        size = max([len(bands), *(1 + max(key) for key in forms_at)] if forms_at else [len(bands)])

        def label(index: int, actions: list[str]) -> dict[str, str]:
            return {
                "band": bands[index] if index < len(bands) else "?",
                "action": actions[index] if index < len(actions) else "",
            }

        return {
            "columns": [label(c, attackers) for c in range(size)],
            "rows": [
                {**label(r, defenders), "cells": [forms_at.get((r, c)) for c in range(size)]}
                for r in range(size)
            ],
        }


class BattleTableCellInline(BoundedInline):
    """The cells as the printed table: a grid, every cell edited in place."""

    model = BattleTableCell
    form = BattleCellForm
    formset = BattleCellFormSet
    template = "admin/kingdom/battletable/grid.html"
    extra = 0
    can_delete = False
    verbose_name_plural = "the table: attacker's throw along the top, defender's down the side"

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(BattleTable)
class BattleTableAdmin(ReferenceAdmin):
    check_form_alone = False
    locked_fields = ("number",)
    form = BattleTableForm
    inlines = [BattleTableCellInline]
    list_display = ["number", "name", "rule", "action_names"]
    list_display_links = ["number", "name"]
    search_fields = ["name", "rule"]

    @admin.display(description="attacker's actions / defender's actions")
    def action_names(self, obj):
        return f"{', '.join(obj.attacker_actions)} / {', '.join(obj.defender_actions)}"


@admin.register(BattleTableCell)
class BattleTableCellAdmin(ReferenceAdmin):
    """One cell on its own; the table's page edits them all as the printed grid."""

    locked_fields = ("table", "row", "column")  # a cell's place: the grid's row and column
    list_display = ["__str__", "table", "kind", "defender", "attacker", "source"]
    list_select_related = ["table"]
    list_filter = ["table", "kind", "source"]
    ordering = ["table__number", "row", "column"]
