"""The edit guard: every form of the reference data shares `ReferenceForm`, every admin
`ReferenceAdmin`; an edit, an inline save or a deletion that would leave a ruleset the engine
cannot play is refused with the engine's messages by field, and each change's history keeps its
values (old → new).

Below it, the input guard of EVERY admin of the site (`GuardedAdmin`; `guard_every_admin` puts it
on the admins other apps register): no value a staff member types or a hostile request posts
reaches the database unless a database can store it. Every field of every form (`GuardedForm`,
also on the admin's own pages: a game's revert) refuses, by the field, a NUL character (which
PostgreSQL stores in no text and no JSON: Django's `ProhibitNullCharactersValidator` is only on a
`CharField`, and reads a list or a JSON value by its `repr`, where a NUL is written `\\x00`) and
a lone surrogate (which no database encodes); every JSON field (`GuardedJSONField`) reads its
text within bounds — no number of thousands of digits (Python refuses to convert them), no
`NaN`, `Infinity` or `1e400` (which PostgreSQL's JSON refuses), no nesting deeper than Python
reads — and refuses every number beyond `NUMBER_MIN` … `NUMBER_MAX` and every text over
`TEXT_MAX` characters inside it; a changelist's search or filter with such a character is
refused as Django refuses an unknown filter."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.actions import delete_selected as django_delete_selected
from django.contrib.admin.options import IncorrectLookupParameters
from django.contrib.admin.utils import unquote
from django.core.exceptions import ValidationError
from django.core.validators import (
    MaxValueValidator,
    MinValueValidator,
    ProhibitNullCharactersValidator,
)
from django.db import IntegrityError, models
from django.db.models import Max
from django.forms.models import construct_instance
from django.http import HttpResponseRedirect
from django.urls import reverse

from kingdom.models import (
    BattleBand,
    BattleTable,
    ChivalryAward,
    CommodityTax,
    FortuneCard,
    GuardianCard,
    RiddleCard,
    RulesetDefault,
)
from kingdom.models.reference import SINGLETON_PK, TEXT_MAX
from kingdom.reference import (
    BoundedJSONDecoder,
    Unreadable,
    describe_change,
    reference_added_problems,
    reference_check_change,
    reference_check_delete,
    reference_delete,
    reference_problems,
    reference_text_problem,
    reference_value_problems,
)

REFUSED = "Refused: the rules engine could not play the ruleset after this change."


# -- the input guard of every admin form ---------------------------------------------------
def storable(value: Any) -> None:
    """A field's value as a database can store it, else a `ValidationError` saying why: a text
    without a NUL character or a lone surrogate; in a list or a JSON value (a legend, the lines
    of a map, a player's reminder hours) also every text at most `TEXT_MAX` characters and every
    number finite and within `NUMBER_MIN` … `NUMBER_MAX` (`reference_value_problems`)."""
    if isinstance(value, str):
        problem = reference_text_problem(value)
        problems = [problem.removeprefix("the text: ")] if problem else []
    elif isinstance(value, list | tuple | dict):
        problems = reference_value_problems(value, "this value")
    else:
        return  # a number (its field bounds it), a date, a row
    if problems:
        messages = [f"{p[0].upper()}{p[1:]}." for p in problems[:5]]
        raise ValidationError(messages, code="unstorable")


class GuardedJSONField(forms.JSONField):
    """A JSON field read within bounds (`BoundedJSONDecoder`): a number of 5,000 digits, `NaN`,
    `Infinity`, `1e400` or a nesting too deep for Python is refused with a message by the field
    (Django's JSON field raised a `ValueError` — a 500 — or passed them to the database)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**{**kwargs, "decoder": BoundedJSONDecoder})

    def to_python(self, value: Any) -> Any:
        if not self.disabled and isinstance(value, str) and value not in self.empty_values:
            try:
                json.loads(value, cls=self.decoder)
            except Unreadable as error:
                raise ValidationError(f"Not stored: {error.reason}.", code="invalid") from None
            except RecursionError:
                raise ValidationError(
                    "Not stored: JSON nested too deeply.", code="invalid"
                ) from None
            except json.JSONDecodeError:
                pass  # Django's own message: "Enter a valid JSON."
        return super().to_python(value)

    def validate(self, value: Any) -> None:
        super().validate(value)
        if isinstance(value, int | float) and not isinstance(value, bool):  # a list: `storable`
            problems = reference_value_problems(value, "this value")
            if problems:
                raise ValidationError(f"Not stored: {problems[0].removeprefix('this value: ')}.")

    def bound_data(self, data: Any, initial: Any) -> Any:
        """The value a refused form shows again: as typed, unless it is storable JSON (a lone
        surrogate read from `"\\ud800"` would be written back as no page can encode it)."""
        try:
            value = super().bound_data(data, initial)
        except RecursionError:
            return forms.fields.InvalidJSONInput(data)
        if isinstance(data, str) and reference_value_problems(value, "this value"):
            return forms.fields.InvalidJSONInput(data)
        return value


def guard_field(field: forms.Field) -> None:
    """Put the input guard on one field of a form (its copy of the field: its own validators).
    Django's NUL validator is replaced: `storable` says the same, also in a list or JSON."""
    field.validators = [
        validator
        for validator in field.validators
        if not isinstance(validator, ProhibitNullCharactersValidator)
    ] + [storable]
    if isinstance(field, forms.JSONField) and not isinstance(field, GuardedJSONField):
        field.decoder = BoundedJSONDecoder  # a JSON field declared by hand: "Enter a valid JSON."


class GuardedForm:
    """Mixed into every admin form (`GuardedAdmin`, and the admin's own pages' forms): every
    field is guarded (`guard_field`)."""

    fields: dict[str, forms.Field]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            guard_field(field)


def guarded(form: type) -> type:
    """`form` with the input guard, once."""
    if issubclass(form, GuardedForm):
        return form
    return type(form.__name__, (GuardedForm, form), {})


class GuardedAdmin(admin.ModelAdmin):
    """Every admin of the site (`guard_every_admin`): its forms and its inlines' forms guarded,
    its model's JSON fields read within bounds, its changelist's search and filters free of
    characters no database stores."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.JSONField):
            kwargs = {"form_class": GuardedJSONField, **kwargs}
        return super().formfield_for_dbfield(db_field, request, **kwargs)

    def get_form(self, request, obj=None, change=False, **kwargs):
        return guarded(super().get_form(request, obj, change=change, **kwargs))

    def get_formsets_with_inlines(self, request, obj=None):
        for formset, inline in super().get_formsets_with_inlines(request, obj):
            yield type(formset.__name__, (formset,), {"form": guarded(formset.form)}), inline

    def get_changelist_instance(self, request):
        for key, values in request.GET.lists():
            if any(reference_text_problem(text) for text in [key, *values]):
                raise IncorrectLookupParameters(f"{key[:40]!r}: no text")  # Django: ?e=1
        return super().get_changelist_instance(request)


def guard_every_admin(site: admin.AdminSite) -> None:
    """Give the input guard to every admin registered on `site` without it (those of Django's
    and other apps: groups, tokens, log-in attempts), as a subclass of its own."""
    for model, model_admin in list(site._registry.items()):
        if not isinstance(model_admin, GuardedAdmin):
            cls = type(model_admin)
            site.unregister(model)
            site.register(model, type(cls.__name__, (GuardedAdmin, cls), {}))


class LinesField(forms.CharField):
    """A JSON list of strings edited as text, one item a line (map rows, answers, actions)."""

    widget = forms.Textarea

    def prepare_value(self, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return "\n".join(str(item) for item in value)
        return value

    def to_python(self, value: Any) -> list[str]:  # type: ignore[override]  # lines, not text
        if isinstance(value, list):
            return value
        text = super().to_python(value) or ""
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

    def clean(self) -> dict[str, Any] | None:
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
        """Each problem by the field it names, the rest at the top: every refusal of every
        reference form passes here. The field is the one its path names (`FieldProblem.path`,
        the engine's validator), else the one its words name (`field_named`: the board's loader
        and properties say "board: castle Caerlon: Z99 is not on the board", no path)."""
        self.add_error(None, REFUSED)
        candidate = self.candidate()
        for problem in problems:
            path = getattr(problem, "path", "")
            names = [name for name in fields_of(candidate, path) if name in self.fields]
            name = names[-1] if names else field_named(problem, candidate, self.fields)
            self.add_error(name, problem)


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


def field_named(message: str, obj: Any, fields: Iterable[str]) -> str | None:
    """The one field of `fields` a message without a path names, or None (shown at the top).

    The message's last clause (after its last ": ", past the item it names), less the object's
    own label ("castle Caerlon", a parenthesis), is read: the field whose value it states as a
    word ("Z99 is not on the board": square), else the field whose
    name it states ("the name is used twice": name, "mouth N of L22 faces the edge": mouth).
    Where two fields are named, none is chosen."""
    clause = message.rsplit(": ", 1)[-1]
    # the object itself ("river Thames has 2 bridges", "castle Caerlon (H21)") is no field
    label = getattr(getattr(obj, "_meta", None), "verbose_name", "")
    for word in (w for name in fields for w in _words_of(getattr(obj, name, None))):
        clause = clause.replace(f"{label} {word}", "")
    clause = re.sub(r"\([^)]*\)", "", clause)
    by_value, by_name = [], []
    for name in fields:
        if any(_says(clause, word) for word in _words_of(getattr(obj, name, None))):
            by_value.append(name)
        if _says(clause, name.replace("_", " ")):
            by_name.append(name)
    for found in (by_value, by_name):
        if len(found) == 1:
            return found[0]
    return None


def _words_of(value: Any) -> list[str]:
    """What a message may quote of a field's value: a text of two characters or more, a row by
    its name or square (numbers and single letters are too common to tell a field)."""
    if isinstance(value, models.Model):
        return [w for w in (getattr(value, "name", None), getattr(value, "square", None)) if w]
    if isinstance(value, str) and len(value.strip()) >= 2:
        return [value.strip()]
    return []


def _says(clause: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", clause) is not None


class SingletonForm(ReferenceForm):
    """The form of a single-row model (the board, the ruleset settings): always row 1."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.instance.pk is None:
            self.instance.pk = SINGLETON_PK


class _Refused(Exception):
    """Raised inside the admin's transaction when the saved change (with inlines) is unplayable."""

    def __init__(self, problems: list[str]):
        super().__init__(problems)
        self.problems = problems


def bounds_of(db_field: models.Field) -> dict[str, int]:
    """A number field's bounds as its model declares them (`kingdom.models.reference.bounded`),
    as a form field's `min_value` and `max_value`."""
    bounds: dict[str, Any] = {}
    for validator in db_field.validators:
        if isinstance(validator, MinValueValidator):
            bounds["min_value"] = max(
                bounds.get("min_value", validator.limit_value), validator.limit_value
            )
        elif isinstance(validator, MaxValueValidator):
            bounds["max_value"] = min(
                bounds.get("max_value", validator.limit_value), validator.limit_value
            )
    return bounds


class Bounded:
    """An admin (or inline) whose number fields refuse, by the field, a number beyond the bounds
    their model declares, and show them as the input's HTML min and max: checked before the
    form's `clean()` writes the candidate, so no number reaches the database's write. A long
    text (a card's text, a question) is at most `TEXT_MAX` characters, as in a deck file."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.IntegerField):
            kwargs = {**bounds_of(db_field), **kwargs}
        elif isinstance(db_field, models.TextField):
            kwargs = {"max_length": TEXT_MAX, **kwargs}
        return super().formfield_for_dbfield(db_field, request, **kwargs)  # type: ignore[misc]


class BoundedInline(Bounded, admin.TabularInline):
    """A tabular inline of reference rows, its numbers bounded."""


class ReferenceAdmin(Bounded, GuardedAdmin):
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
        initial: dict[str, Any] = super().get_changeform_initial_data(request)
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

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        """A refused form shows the object as saved in its heading and breadcrumbs (the form's
        instance holds the refused edit, which the fields show to be mended)."""
        if obj is not None and obj.pk is not None and context["adminform"].form.errors:
            saved = self.model._default_manager.filter(pk=obj.pk).first()
            if saved is not None:
                context.update(subtitle=str(saved), original=saved)
        return super().render_change_form(request, context, add, change, form_url, obj)

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


def _changed_values(form: forms.ModelForm) -> list[str]:
    """Each changed field of a bound form as "name: old → new", a long value by what changed
    (`kingdom.reference.describe_change`: the keys, the lines or the part of a text)."""
    changes = []
    for name in form.changed_data:
        field = form.fields[name]
        old, new = form.initial.get(name, field.initial), form.cleaned_data.get(name)
        if isinstance(field, forms.ModelChoiceField):  # a row: shown by name, not by key
            if old is not None and not isinstance(old, models.Model) and field.queryset is not None:
                old = field.queryset.filter(pk=old).first()
            changes.append(f"{name}: {old} → {new}")
            continue
        if not (isinstance(old, dict | list) and isinstance(new, dict | list)):
            old, new = field.prepare_value(old), field.prepare_value(new)  # as the form shows
        if old == new:
            continue  # the same value, written otherwise (a JSON object's spacing)
        changes.append(f"{name}: {describe_change(old, new)}")
    return changes


class ReadOnlyAdmin(GuardedAdmin):
    """Shown to admins, never edited here: a game changes only through kingdom.services."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False
