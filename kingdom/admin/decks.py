"""The three decks: fortune cards (the effect as a form, `kingdom.admin.effects`), guardians
and riddles."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import admin

from kingdom.admin.effects import FIELDS as EFFECT_FORM_FIELDS
from kingdom.admin.effects import FortuneCardForm, effect_spec
from kingdom.admin.guard import LinesField, ReferenceForm
from kingdom.admin.transfer import DeckAdmin
from kingdom.models import (
    FortuneCard,
    GuardianCard,
    RiddleCard,
)
from kingdom.reference import (
    FORTUNE_EFFECTS,
)


class RiddleCardForm(ReferenceForm):
    answers = LinesField(
        widget=forms.Textarea(attrs={"rows": 8}), help_text="Every accepted answer, one a line."
    )

    class Meta:
        model = RiddleCard
        fields = ["code", "question", "answers", "position"]


class EffectKindFilter(admin.SimpleListFilter):
    title = "effect kind"
    parameter_name = "kind"

    def lookups(self, request, model_admin):
        return [(kind, kind) for kind in FORTUNE_EFFECTS]

    def queryset(self, request, queryset):
        if self.value():
            return queryset.filter(effect__kind=self.value())
        return queryset


class EffectScopeFilter(admin.SimpleListFilter):
    title = "scope"
    parameter_name = "scope"

    def lookups(self, request, model_admin):
        return [(scope, scope) for scope in ("drawer", "all", "others")]

    def queryset(self, request, queryset):
        if self.value():
            return queryset.filter(effect__scope=self.value())
        return queryset


class FortuneCardAdminForm(FortuneCardForm, ReferenceForm):
    """The effect as a form (kingdom.admin.effects), checked by the engine like every edit."""

    def candidate(self) -> Any:
        return self.apply_effect(super().candidate())

    def _post_clean(self) -> None:
        super()._post_clean()  # type: ignore[misc]  # ModelForm's, not in the stubs
        self.apply_effect(self.instance)


@admin.register(FortuneCard)
class FortuneCardAdmin(DeckAdmin):
    deck = "fortune"
    form = FortuneCardAdminForm
    fields = EFFECT_FORM_FIELDS  # type: ignore[assignment]  # a list of names (stubs: a union)
    change_form_template = "admin/kingdom/fortunecard/change_form.html"

    class Media:
        js = ["kingdom/admin/effect_form.js"]

    def render_change_form(self, request, context, *args, **kwargs):
        context["effect_spec"] = effect_spec()
        return super().render_change_form(request, context, *args, **kwargs)

    list_display = ["code", "title", "kind", "scope", "keep", "position"]
    list_display_links = ["code", "title"]
    list_filter = ["keep", EffectKindFilter, EffectScopeFilter]
    search_fields = ["code", "title", "text"]

    @admin.display(description="kind")
    def kind(self, obj):
        return obj.effect.get("kind") if isinstance(obj.effect, dict) else "?"

    @admin.display(description="scope")
    def scope(self, obj):
        return obj.effect.get("scope") if isinstance(obj.effect, dict) else "?"


@admin.register(GuardianCard)
class GuardianCardAdmin(DeckAdmin):
    deck = "guardians"
    list_display = [
        "code",
        "name",
        "endurance",
        "die",
        "retreat_endurance",
        "retreat_chivalry",
        "slay_chivalry",
        "position",
    ]
    list_display_links = ["code", "name"]
    list_filter = ["die", "endurance"]
    search_fields = ["code", "name", "text"]


@admin.register(RiddleCard)
class RiddleCardAdmin(DeckAdmin):
    deck = "riddles"
    form = RiddleCardForm
    list_display = ["code", "question", "answer_count", "position"]
    search_fields = ["code", "question", "answers"]

    @admin.display(description="answers")
    def answer_count(self, obj):
        return len(obj.answers) if isinstance(obj.answers, list) else 0
