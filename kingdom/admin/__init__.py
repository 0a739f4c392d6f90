"""The Django admin for the reference data: decks, battle tables, board, challengers, defaults.

Every edit is checked against the rules engine before it is kept (`kingdom.reference`):

- the form of every model shares `ReferenceForm`, whose `clean()` saves the candidate row in a
  savepoint, rebuilds the ruleset, validates it and rolls back: an edit that would leave a
  ruleset the engine cannot play is refused with the engine's messages, each by the field it
  names (`FieldProblem.path`, `fields_of`), nothing saved;
- where a row is only whole with its inlines (a river and its squares, a table and its cells,
  a challenger and his villages) the form leaves the check to the admin: after the row and
  its inlines are saved, still inside the admin's transaction, the ruleset is validated again;
  on a problem the transaction is rolled back and the form is shown again with the messages;
- a deletion (the delete button or the "delete selected" action) is checked the same way
  first and refused with a message;
- the deck changelists link to an export (a JSON download in the fixtures' format) and an
  import (an uploaded JSON file replacing the whole deck): validated, previewed (added,
  changed old → new, removed), applied when confirmed, card by card in place, logged;
- every change is recorded in the object's history with its values (old → new); stable ids
  (a card's code, a table's number, a band's index, a default's name) are locked once created;
- a fortune card's effect is a form (`kingdom.admin.effects`), a battle table's cells the
  printed grid, the board's preview drawn with the map's symbols (`kingdom.admin.board`);
- the index is grouped (Decks, Battle, Board, Ruleset numbers, Games and players, Mail) and
  every reference page says that edits apply to games created from now on.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.actions import delete_selected as django_delete_selected
from django.contrib.admin.models import ADDITION, CHANGE, DELETION, LogEntry
from django.contrib.admin.utils import unquote
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, models
from django.db.models import Max
from django.forms.models import construct_instance
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html, format_html_join

from kingdom.admin.board import board_preview, legend_entries
from kingdom.admin.effects import FIELDS as EFFECT_FORM_FIELDS
from kingdom.admin.effects import FortuneCardForm, effect_spec
from kingdom.models import (
    BattleBand,
    BattleTable,
    BattleTableCell,
    BoardSettings,
    Castle,
    Challenger,
    ChallengerVillage,
    ChivalryAward,
    CoinDenomination,
    CommodityTax,
    FortuneCard,
    Game,
    GuardianCard,
    Mail,
    MysticSite,
    Profile,
    RiddleCard,
    River,
    RiverSquare,
    RulesetDefault,
    RulesetSettings,
    Seat,
    Village,
)
from kingdom.models.reference import SINGLETON_PK, DeckImport
from kingdom.reference import (
    FORTUNE_EFFECTS,
    reference_added_problems,
    reference_check_change,
    reference_check_delete,
    reference_delete,
    reference_export_deck,
    reference_import_deck,
    reference_import_preview,
    reference_problems,
    reference_ruleset_data,
)
from kingdom.rules.board import Board, BoardError
from kingdom.rules.validation import LIMITS

REFUSED = "Refused: the rules engine could not play the ruleset after this change."
#: Each ruleset default's range, as the engine's validator checks it.
DEFAULT_LIMITS: dict[str, list[int]] = LIMITS["defaults"]


# ---------------------------------------------------------------------------------- forms


class LinesField(forms.CharField):
    """A JSON list of strings edited as text, one item a line (map rows, answers, actions)."""

    widget = forms.Textarea

    def prepare_value(self, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return "\n".join(str(item) for item in value)
        return value

    def to_python(self, value: Any) -> list[str]:
        if isinstance(value, list):
            return value
        text = super().to_python(value)
        return [line.strip() for line in text.splitlines() if line.strip()]


class ReferenceForm(forms.ModelForm):
    """Every reference model's form: refuses a change the rules engine could not play.

    `clean()` builds the candidate (the instance with this form's data), saves it in a
    savepoint, validates the whole ruleset and rolls back (`reference_check_change`). The
    admin sets `check_on_clean` off where the row needs its inlines to be whole, and passes
    the problems it found after saving the inlines in `reference_problems`.
    """

    check_on_clean = True
    reference_problems: tuple[str, ...] = ()

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        if self.reference_problems:
            self.refuse(self.reference_problems)
        elif self.check_on_clean and not self.errors:
            try:
                problems = reference_check_change(change=self.candidate().save)
            except IntegrityError:
                problems = []  # a duplicate: the form's unique checks name the field
            if problems:
                self.refuse(problems)
        return cleaned

    def candidate(self) -> Any:
        """The instance as this form would save it (not saved)."""
        candidate = copy.copy(self.instance)
        construct_instance(self, candidate)
        return candidate

    def refuse(self, problems: Iterable[str]) -> None:
        """Each problem by the field it names (`FieldProblem.path`), the rest at the top."""
        self.add_error(None, REFUSED)
        candidate = self.candidate()
        for problem in problems:
            path = getattr(problem, "path", "")
            names = [name for name in fields_of(candidate, path) if name in self.fields]
            self.add_error(names[-1] if names else None, problem)


#: model -> (the path of its row in the ruleset data, the field a path to the row itself
#: names, the data's names of the model's fields where they differ)
PATHS: dict[type, tuple[str, str | None, dict[str, str]]] = {
    FortuneCard: ("fortune.{code}", None, {"id": "code"}),
    GuardianCard: ("guardians.{code}", None, {"id": "code"}),
    RiddleCard: ("riddles.{code}", None, {"id": "code"}),
    RulesetDefault: ("ruleset.defaults.{name}", "value", {}),
    CommodityTax: ("ruleset.taxes.{commodity}", "gold", {}),
    ChivalryAward: ("ruleset.chivalry.{feat}", "points", {}),
    BattleBand: ("battle_tables.bands.{index}", "high", {}),
    BattleTable: ("battle_tables.tables.{number}", None, {}),
}


def fields_of(obj: Any, path: str) -> list[str]:
    """The fields of `obj` a problem's path names (kingdom.rules.validation), the most precise
    last: `fortune.F15.effect.amount` names `effect`, then `amount`."""
    spec = PATHS.get(type(obj))
    if spec is None or not path:
        return []
    template, whole, renames = spec
    prefix = template.format(**vars(obj))
    if path == prefix:
        return [whole] if whole else []
    if not path.startswith(prefix + "."):
        return []
    return [renames.get(part, part) for part in path[len(prefix) + 1 :].split(".")]


class SingletonForm(ReferenceForm):
    """The form of a single-row model (the board, the ruleset settings): always row 1."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk is None:
            self.instance.pk = SINGLETON_PK


class BoardSettingsForm(SingletonForm):
    terrain = LinesField(
        widget=forms.Textarea(attrs={"rows": 28, "cols": 40, "style": "font-family: monospace"}),
        help_text="The map, one line a row (row 1 is the north), one character a square, "
        "as the legend maps them.",
    )

    class Meta:
        model = BoardSettings
        fields = ["name", "legend", "terrain"]


class RiddleCardForm(ReferenceForm):
    answers = LinesField(
        widget=forms.Textarea(attrs={"rows": 8}), help_text="Every accepted answer, one a line."
    )

    class Meta:
        model = RiddleCard
        fields = ["code", "question", "answers", "position"]


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


class DeckImportForm(forms.Form):
    file = forms.FileField(
        label="JSON file",
        help_text="A JSON list of cards in the fixtures' format (as the export writes it). "
        "It replaces the whole deck.",
    )


# ---------------------------------------------------------------------------------- admins


class _Refused(Exception):
    """Raised inside the admin's transaction when the saved change (with inlines) is unplayable."""

    def __init__(self, problems: list[str]):
        super().__init__(problems)
        self.problems = problems


class ReferenceAdmin(admin.ModelAdmin):
    """The admin of a reference model: every change and deletion is checked by the engine."""

    form = ReferenceForm
    #: False where a row is whole only with its inlines: checked after they are saved.
    check_form_alone = True
    #: A row's stable id, read-only once the row exists (event logs and record cards name it).
    locked_fields: tuple[str, ...] = ()
    actions = ["delete_selected"]
    change_form_template = "admin/kingdom/reference/change_form.html"
    change_list_template = "admin/kingdom/reference/change_list.html"

    class Media:
        css = {"all": ["kingdom/admin/reference.css"]}

    def get_readonly_fields(self, request, obj=None):
        readonly = tuple(super().get_readonly_fields(request, obj))
        return readonly + self.locked_fields if obj is not None else readonly

    # -- changes ----------------------------------------------------------------------------
    def get_form(self, request, obj=None, change=False, **kwargs):
        form = super().get_form(request, obj, change, **kwargs)
        attrs = {
            "check_on_clean": self.check_form_alone,
            "reference_problems": tuple(getattr(request, "_kingdom_refused", ())),
        }
        return type(form.__name__, (form,), attrs)

    def construct_change_message(self, request, form, formsets, add=False):
        """The history of a change with its values: "endurance: 8 → 9; name: 'A' → 'B'"."""
        if add:
            return super().construct_change_message(request, form, formsets, add)
        parts = _changed_values(form)
        for formset in formsets:
            for inline in formset.forms:
                if inline in formset.deleted_forms:
                    parts.append(f"deleted {inline.instance}")
                elif inline.instance.pk is None or not inline.has_changed():
                    continue
                elif not inline.initial:
                    parts.append(f"added {inline.instance}")
                else:
                    changes = _changed_values(inline)
                    parts += [f"{inline.instance}: {change}" for change in changes]
        return ("Changed " + "; ".join(parts) + ".") if parts else "No fields changed."

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        if any(f.name == "position" for f in self.model._meta.fields):
            highest = self.model.objects.aggregate(top=Max("position"))["top"]
            initial.setdefault("position", 0 if highest is None else highest + 1)
        return initial

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if not getattr(request, "_kingdom_allow", False):
            problems = reference_problems()
            if problems:
                raise _Refused(problems)  # rolls back the admin's transaction

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except _Refused as refused:
            problems = refused.problems
        # Rolled back. Show the form again with the problems this change adds, or, when the
        # ruleset was unplayable already and this adds nothing, save it with a warning.
        added = reference_added_problems(after=problems)
        if added:
            request._kingdom_refused = added
        else:
            request._kingdom_allow = True
            self.message_user(
                request,
                "Saved, but the ruleset was already unplayable: " + "; ".join(problems),
                messages.WARNING,
            )
        return super().changeform_view(request, object_id, form_url, extra_context)

    # -- deletions --------------------------------------------------------------------------
    def delete_view(self, request, object_id, extra_context=None):
        obj = self.get_object(request, unquote(object_id))
        if obj is not None and self.has_delete_permission(request, obj):
            problems = reference_check_delete(objects=[obj])
            if problems:
                return self._refuse_deletion(request, problems, obj)
        try:
            return super().delete_view(request, object_id, extra_context)
        except ValidationError as error:  # changed in between: refused all the same
            return self._refuse_deletion(request, error.messages, obj)

    def delete_model(self, request, obj):
        reference_delete(objects=[obj])

    def delete_queryset(self, request, queryset):
        reference_delete(objects=list(queryset))

    @admin.action(permissions=["delete"], description="Delete selected %(verbose_name_plural)s")
    def delete_selected(self, request, queryset):
        problems = reference_check_delete(objects=list(queryset))
        if problems:
            return self._refuse_deletion(request, problems)
        try:
            return django_delete_selected(self, request, queryset)
        except ValidationError as error:
            return self._refuse_deletion(request, error.messages)

    def _refuse_deletion(self, request, problems, obj=None):
        self.message_user(request, "Not deleted: the rules engine could not play the ruleset.")
        for problem in problems:
            self.message_user(request, problem, messages.ERROR)
        opts = self.model._meta
        if obj is not None:
            url = reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[obj.pk])
        else:
            url = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        return HttpResponseRedirect(url)

    # -- the state of the whole ruleset ----------------------------------------------------
    def changelist_view(self, request, extra_context=None):
        if request.method == "GET":
            problems = reference_problems()
            if problems:
                self.message_user(
                    request,
                    "New games cannot start: the rules engine cannot play the ruleset in the "
                    "database. " + "; ".join(problems[:10]),
                    messages.WARNING,
                )
        return super().changelist_view(request, extra_context)


class SingletonAdmin(ReferenceAdmin):
    """A model of one row: it can be added once and never deleted."""

    form = SingletonForm

    def has_add_permission(self, request):
        return super().has_add_permission(request) and not self.model.objects.exists()

    def has_delete_permission(self, request, obj=None):
        return False


class DeckAdmin(ReferenceAdmin):
    """A deck's admin: export the deck as JSON, import a deck from an uploaded JSON file."""

    deck = ""
    locked_fields = ("code",)
    change_list_template = "admin/kingdom/deck/change_list.html"
    actions = ["delete_selected", "export_selected"]

    def get_urls(self):
        opts = self.model._meta
        name = f"{opts.app_label}_{opts.model_name}"
        return [
            path("export/", self.admin_site.admin_view(self.export_view), name=f"{name}_export"),
            path("import/", self.admin_site.admin_view(self.import_view), name=f"{name}_import"),
            *super().get_urls(),
        ]

    def export_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        return _json_download(reference_export_deck(deck=self.deck), f"{self.deck}.json")

    @admin.action(permissions=["view"], description="Export selected cards as JSON")
    def export_selected(self, request, queryset):
        codes = set(queryset.values_list("code", flat=True))
        cards = [card for card in reference_export_deck(deck=self.deck) if card["id"] in codes]
        return _json_download(cards, f"{self.deck}-selected.json")

    def changelist_view(self, request, extra_context=None):
        extra_context = {"can_import_deck": self._can_import(request), **(extra_context or {})}
        return super().changelist_view(request, extra_context)

    def _can_import(self, request: HttpRequest) -> bool:
        return (
            self.has_add_permission(request)
            and self.has_change_permission(request)
            and self.has_delete_permission(request)
        )

    def import_view(self, request: HttpRequest) -> HttpResponse:
        """Upload, preview (added, changed, removed), confirm: only then is the deck changed."""
        if not self._can_import(request):
            raise PermissionDenied
        opts = self.model._meta
        if request.method == "POST" and "confirm" in request.POST:
            return self._import_confirmed(request)
        form = DeckImportForm(request.POST or None, request.FILES or None)
        plan = None
        if request.method == "POST" and form.is_valid():
            try:
                cards = json.loads(form.cleaned_data["file"].read().decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as error:
                form.add_error("file", f"Not a UTF-8 JSON file: {error}")
            else:
                try:
                    plan = reference_import_preview(deck=self.deck, cards=cards)
                except ValidationError as error:
                    form.add_error(None, ValidationError([REFUSED, *error.messages]))
        context = {
            **self.admin_site.each_context(request),
            "title": f"Import the {self.deck} deck" + (": preview" if plan else ""),
            "opts": opts,
            "form": form,
            "deck": self.deck,
            "plan": plan,
            "plan_cards": json.dumps(plan.cards, ensure_ascii=False) if plan else "",
            "media": self.media + form.media,
        }
        return TemplateResponse(request, "admin/kingdom/deck/import.html", context)

    def _import_confirmed(self, request: HttpRequest) -> HttpResponse:
        opts = self.model._meta
        changelist = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        before_pks = dict(self.model.objects.values_list("code", "pk"))
        try:
            cards = json.loads(request.POST.get("cards", ""))
            plan = reference_import_deck(
                deck=self.deck, cards=cards, before=request.POST.get("before"), user=request.user
            )
        except (json.JSONDecodeError, RecursionError, ValidationError) as error:
            messages_ = error.messages if isinstance(error, ValidationError) else [str(error)]
            self.message_user(request, "Not imported: " + "; ".join(messages_), messages.ERROR)
            return HttpResponseRedirect(reverse(f"admin:{opts.app_label}_{opts.model_name}_import"))
        self._log_import(request, plan, before_pks)
        self.message_user(request, f"Imported: {plan.summary()}.")
        return HttpResponseRedirect(changelist)

    def _log_import(self, request: HttpRequest, plan, before_pks: dict[str, int]) -> None:
        """Each card's history: added, changed (old → new) or removed by this import."""
        content_type = ContentType.objects.get_for_model(self.model)
        after = {obj.code: obj for obj in self.model.objects.filter(code__in=plan.added)}
        entries = [
            (after[code].pk, str(after[code]), ADDITION, "Added by a deck import.")
            for code in plan.added
        ]
        entries += [
            (before_pks[c.code], c.code, CHANGE, f"Changed by a deck import: {c.describe()}.")
            for c in plan.changed
        ]
        entries += [
            (before_pks[code], code, DELETION, "Removed by a deck import.") for code in plan.removed
        ]
        LogEntry.objects.bulk_create(
            LogEntry(
                user_id=request.user.pk,
                content_type=content_type,
                object_id=str(pk),
                object_repr=label[:200],
                action_flag=flag,
                change_message=message,
            )
            for pk, label, flag, message in entries
        )


def _changed_values(form: forms.ModelForm) -> list[str]:
    """Each changed field of a bound form as "name: old → new"."""
    changes = []
    for name in form.changed_data:
        field = form.fields[name]
        old, new = form.initial.get(name, field.initial), form.cleaned_data.get(name)
        if isinstance(field, forms.ModelChoiceField):  # a row: shown by name, not by key
            if old is not None and not isinstance(old, models.Model):
                old = field.queryset.filter(pk=old).first()
        else:
            old, new = field.prepare_value(old), field.prepare_value(new)
        changes.append(f"{name}: {_shown(old)} → {_shown(new)}")
    return changes


def _shown(value: Any) -> str:
    """A value as a curator reads it in a history, shortened past 300 characters."""
    if isinstance(value, str):
        text = repr(value)
    elif isinstance(value, models.Model):
        text = str(value)
    else:
        text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 300 else text[:297] + "…"


def _json_download(data: Any, filename: str) -> HttpResponse:
    body = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


# ------------------------------------------------------------------------- the ruleset


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


# -------------------------------------------------------------------------------- the board


@admin.register(BoardSettings)
class BoardSettingsAdmin(SingletonAdmin):
    form = BoardSettingsForm
    list_display = ["name", "size"]
    readonly_fields = ["preview"]
    fields = ["name", "legend", "terrain", "preview"]

    @admin.display(description="columns × rows")
    def size(self, obj):
        rows = obj.terrain if isinstance(obj.terrain, list) else []
        return f"{max((len(r) for r in rows), default=0)} × {len(rows)}"

    @admin.display(description="the board as saved")
    def preview(self, obj):
        if obj is None or obj.pk is None:
            return "-"
        data = reference_ruleset_data()["board"]
        try:
            board = Board.from_dict(data)
        except BoardError as error:
            return str(error)
        legend = format_html_join(
            "",
            "<li><code>{}</code> {}</li>",
            legend_entries(data["legend"]),
        )
        return format_html(
            '<pre id="board-preview" style="line-height: 1.1">{}</pre>'
            '<ul id="board-legend" style="columns: 3; list-style: none; padding: 0">{}</ul>',
            board_preview(board, data["legend"]),
            legend,
        )


class RiverSquareInline(admin.TabularInline):
    model = RiverSquare
    fields = ["position", "square", "bridge"]
    extra = 0


@admin.register(River)
class RiverAdmin(ReferenceAdmin):
    check_form_alone = False
    inlines = [RiverSquareInline]
    list_display = ["name", "mouth", "source", "bridges", "position"]
    search_fields = ["name", "squares__square"]
    list_filter = ["mouth"]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("squares")

    @admin.display(description="source")
    def source(self, obj):
        squares = list(obj.squares.all())
        return squares[0].square if squares else "-"

    @admin.display(description="bridges")
    def bridges(self, obj):
        return ", ".join(s.square for s in obj.squares.all() if s.bridge) or "-"


@admin.register(RiverSquare)
class RiverSquareAdmin(ReferenceAdmin):
    list_display = ["square", "river", "position", "bridge"]
    list_select_related = ["river"]
    list_filter = ["river", "bridge"]
    search_fields = ["square", "river__name"]
    ordering = ["river__position", "river", "position"]


@admin.register(Castle)
class CastleAdmin(ReferenceAdmin):
    list_display = ["name", "square", "camelot", "position"]
    list_filter = ["camelot"]
    search_fields = ["name", "square"]


@admin.register(Village)
class VillageAdmin(ReferenceAdmin):
    list_display = ["name", "square", "commodity", "position"]
    list_filter = ["commodity"]
    search_fields = ["name", "square", "commodity"]


@admin.register(MysticSite)
class MysticSiteAdmin(ReferenceAdmin):
    list_display = ["name", "square", "position"]
    search_fields = ["name", "square"]


class ChallengerVillageInline(admin.TabularInline):
    model = ChallengerVillage
    fields = ["position", "village"]
    extra = 0


@admin.register(Challenger)
class ChallengerAdmin(ReferenceAdmin):
    check_form_alone = False
    inlines = [ChallengerVillageInline]
    list_display = ["name", "key", "swatch", "castle", "village_names", "position"]
    list_select_related = ["castle"]
    search_fields = ["name", "key", "castle__name", "villages__name"]

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("challenger_villages__village")

    @admin.display(description="colour")
    def swatch(self, obj):
        return format_html(
            '<span style="display:inline-block;width:1em;height:1em;background:{};'
            'border:1px solid #888;vertical-align:middle"></span> {}',
            obj.colour,
            obj.colour,
        )

    @admin.display(description="villages")
    def village_names(self, obj):
        return ", ".join(link.village.name for link in obj.challenger_villages.all())


@admin.register(ChallengerVillage)
class ChallengerVillageAdmin(ReferenceAdmin):
    list_display = ["challenger", "village", "position"]
    list_select_related = ["challenger", "village"]
    list_filter = ["challenger"]
    search_fields = ["challenger__name", "village__name"]
    ordering = ["challenger__position", "challenger", "position"]


# -------------------------------------------------------------------------------- the decks


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
        super()._post_clean()
        self.apply_effect(self.instance)


@admin.register(FortuneCard)
class FortuneCardAdmin(DeckAdmin):
    deck = "fortune"
    form = FortuneCardAdminForm
    fields = EFFECT_FORM_FIELDS
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


# ----------------------------------------------------------------------- the battle tables


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
            "defender": forms.NumberInput(attrs={"min": 0, "max": 20, "title": "defender"}),
            "attacker": forms.NumberInput(attrs={"min": 0, "max": 20, "title": "attacker"}),
        }


class BattleCellFormSet(forms.BaseInlineFormSet):
    def grid(self) -> dict[str, Any]:
        """The table as printed (rule 14 iii): the attacker's bands along the top, the
        defender's down the side, each cell's form in its place."""
        bands = [f"{band.low}–{band.high}" for band in BattleBand.objects.all()]
        table = self.instance
        attackers = list(table.attacker_actions or [])
        defenders = list(table.defender_actions or [])
        forms_at = {(f.instance.row, f.instance.column): f for f in self.forms}
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


class BattleTableCellInline(admin.TabularInline):
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


# -- games, players' settings and the mail outbox (read-only: games change through services) ----
class ReadOnlyAdmin(admin.ModelAdmin):
    """Shown to admins, never edited here: a game changes only through kingdom.services."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ["index", "name", "user", "is_bot", "autopilot", "missed_deadlines", "leave_until"]
    readonly_fields = fields
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(Game)
class GameAdmin(ReadOnlyAdmin):
    list_display = ["name", "mode", "status", "version", "host", "updated_at"]
    list_filter = ["status", "mode"]
    search_fields = ["name", "host__username"]
    fields = ["name", "host", "mode", "status", "version", "settings", "started_at", "paused_at"]
    readonly_fields = fields  # the snapshot, the seed and the log stay out of the admin
    inlines = [SeatInline]


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ["user", "time_zone", "email_decisions", "digest", "quiet_start", "quiet_end"]
    search_fields = ["user__username"]


@admin.register(DeckImport)
class DeckImportAdmin(ReadOnlyAdmin):
    """The log of deck imports: who imported which deck, when, and what it did."""

    list_display = ["imported_at", "deck", "user", "added", "changed", "removed", "summary"]
    list_filter = ["deck"]
    search_fields = ["summary", "user__username"]

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Mail)
class MailAdmin(ReadOnlyAdmin):
    """The outbox, kept as history: what was sent, what waits (quiet hours, a retry), why a
    send failed and why a mail went moot. Read only, never deleted here."""

    list_display = [
        "subject", "user", "kind", "not_before", "sent_at", "moot", "attempts", "last_error",
    ]  # fmt: skip
    list_filter = ["kind", ("sent_at", admin.EmptyFieldListFilter), "moot"]
    search_fields = ["user__username", "subject"]
    fields = [
        "key", "user", "game", "decision", "kind", "subject", "body", "not_before", "sent_at",
        "moot", "attempts", "last_error", "created_at",
    ]  # fmt: skip
    readonly_fields = fields

    def has_delete_permission(self, request, obj=None):
        return False


# ------------------------------------------------------------------------ the admin's index

#: The index in the groups a curator looks for: each model as "app_label.model_name".
INDEX_GROUPS = {
    "Decks": "kingdom.fortunecard kingdom.guardiancard kingdom.riddlecard kingdom.deckimport",
    "Battle": "kingdom.battletable kingdom.battleband kingdom.battletablecell",
    "Board": "kingdom.boardsettings kingdom.castle kingdom.village kingdom.mysticsite "
    "kingdom.river kingdom.riversquare kingdom.challenger kingdom.challengervillage",
    "Ruleset numbers": "kingdom.rulesetsettings kingdom.rulesetdefault kingdom.commoditytax "
    "kingdom.chivalryaward kingdom.coindenomination",
    "Games and players": "kingdom.game kingdom.profile auth.user",
    "Mail": "kingdom.mail",
}


def grouped_app_list(site: admin.AdminSite, request, app_label=None):
    """The index grouped (INDEX_GROUPS); an app's own page, and what no group names, as usual."""
    apps = admin.AdminSite.get_app_list(site, request, app_label)
    if app_label:
        return apps
    found = {
        f"{app['app_label']}.{model['object_name'].lower()}": model
        for app in apps
        for model in app["models"]
    }
    groups = []
    for name, keys in INDEX_GROUPS.items():
        models_ = [found.pop(key) for key in keys.split() if key in found]
        if models_:
            slug = name.lower().replace(" ", "-")
            groups.append(
                {
                    "name": name,
                    "app_label": f"kingdom-{slug}",
                    "app_url": reverse("admin:app_list", args=["kingdom"]),
                    "has_module_perms": True,
                    "models": models_,
                }
            )
    for app in apps:
        label = app["app_label"]
        rest = [m for m in app["models"] if f"{label}.{m['object_name'].lower()}" in found]
        if rest:
            groups.append({**app, "models": rest})
    return groups


admin.site.get_app_list = grouped_app_list.__get__(admin.site)  # the default site, grouped
