"""Every number field of every admin form of the reference data is bounded (issue 26, item 12):
a number beyond its bound is refused by its field before anything is written (a 20-digit
number once failed the database's write: a 500 page), and the bound shows as the input's HTML
min and max.

The walk calls `form.is_valid()` without saving, so it holds whatever the database engine; one
test saves the largest allowed values and reads them back. The suite runs on PostgreSQL, and
scripts/check.sh runs the tests marked `sqlite` again on SQLite, the `make run` default (which
stores 64-bit integers and raised `OverflowError`): issue 26 asks for both."""

from __future__ import annotations

import pytest
from django import forms
from django.contrib import admin
from django.db import models, transaction
from django.forms.models import model_to_dict
from django.test import RequestFactory
from django.urls import reverse

from kingdom.admin.guard import ReferenceAdmin, bounds_of
from kingdom.models import BattleBand, GuardianCard, RulesetDefault
from kingdom.reference import reference_load_fixtures, reference_ruleset_data
from kingdom.rules.ruleset import fixture_data

pytestmark = pytest.mark.django_db

HUGE = 10**20  # the 20-digit number: beyond a 64-bit integer


@pytest.fixture(autouse=True)
def loaded():
    reference_load_fixtures()


def reference_admins():
    return [
        (model, model_admin)
        for model, model_admin in admin.site._registry.items()
        if model.__module__ == "kingdom.models.reference"
        and isinstance(model_admin, ReferenceAdmin)  # the deck imports' log is read-only
    ]


def every_form(superuser):
    """(label, form class, instance) of every admin form of the reference data, its add and its
    change form, and the form of each of their inlines."""
    request = RequestFactory().get("/admin/")
    request.user = superuser
    found = []
    for model, model_admin in reference_admins():
        obj = model._default_manager.first()
        for target in (None, obj):
            form = model_admin.get_form(request, target, change=target is not None)
            found.append((f"{model.__name__} {'change' if target else 'add'}", form, target))
            for inline in model_admin.get_inline_instances(request, target):
                formset = inline.get_formset(request, target)
                child = inline.model._default_manager.first()
                found.append(
                    (f"{model.__name__} inline {inline.model.__name__}", formset.form, child)
                )
    return found


def number_fields(form_class):
    return {
        name: field
        for name, field in form_class.base_fields.items()
        if isinstance(field, forms.IntegerField)
    }


def test_the_walk_finds_every_admin_form_and_its_numbers(admin_user):
    forms_found = every_form(admin_user)
    labels = {label for label, *_ in forms_found}
    assert {"GuardianCard change", "BattleBand add", "RulesetDefault change"} <= labels
    assert {"BattleTable inline BattleTableCell", "River inline RiverSquare"} <= labels
    numbers = {(label, name) for label, form, _ in forms_found for name in number_fields(form)}
    assert ("GuardianCard change", "endurance") in numbers
    assert ("BattleBand change", "high") in numbers
    assert ("FortuneCard change", "amount") in numbers  # a parameter of the effect form
    assert ("BattleTable inline BattleTableCell", "defender") in numbers
    assert len(numbers) > 50


@pytest.mark.sqlite  # and on SQLite, the `make run` default (scripts/check.sh)
def test_every_number_field_shows_its_bounds(admin_user):
    for label, form_class, _ in every_form(admin_user):
        for name, field in number_fields(form_class).items():
            where = f"{label}: {name}"
            assert field.min_value is not None and field.max_value is not None, where
            if not field.widget.is_hidden:
                html = str(form_class()[name])
                assert f'max="{field.widget.attrs["max"]}"' in html, where
                assert field.widget.attrs["max"] <= field.max_value, where


@pytest.mark.sqlite  # and on SQLite, the `make run` default (scripts/check.sh)
@pytest.mark.parametrize("beyond", ["above", "below", "huge"])
def test_every_number_field_refuses_a_value_beyond_its_bound_by_the_field(admin_user, beyond):
    refused = 0
    for label, form_class, instance in every_form(admin_user):
        initial = model_to_dict(instance) if instance is not None else {}
        for name, field in number_fields(form_class).items():
            value = {
                "above": field.max_value + 1,
                "below": field.min_value - 1,
                "huge": HUGE,
            }[beyond]
            data = {key: _posted(v) for key, v in initial.items()} | {name: str(value)}
            form = form_class(data=data, instance=instance)
            assert not form.is_valid(), f"{label}: {name} = {value} accepted"
            expected = (
                f"Ensure this value is greater than or equal to {field.min_value}."
                if beyond == "below"
                else f"Ensure this value is less than or equal to {field.max_value}."
            )
            assert expected in form.errors.get(name, []), (label, name, form.errors)
            refused += 1
    assert refused > 50
    assert reference_ruleset_data() == fixture_data()  # nothing written


def _posted(value):
    if isinstance(value, list):
        return "\n".join(map(str, value))
    if isinstance(value, models.Model):
        return value.pk
    return value


@pytest.mark.sqlite  # and on SQLite, the `make run` default (scripts/check.sh)
def test_the_largest_and_smallest_allowed_numbers_are_stored_and_read_back():
    checked = 0
    for model, _ in reference_admins():
        obj = model._default_manager.first()
        for field in model._meta.concrete_fields:
            if not isinstance(field, models.IntegerField) or field.primary_key:
                continue
            bounds = bounds_of(field)
            for value in (bounds["max_value"], bounds["min_value"]):
                rows = model._default_manager.all()
                if field.unique and rows.filter(**{field.name: value}).exists():
                    checked += 1  # another row holds it, stored already (the smallest coin)
                    continue
                with transaction.atomic():
                    rows.filter(pk=obj.pk).update(**{field.name: value})
                    stored = model._default_manager.values_list(field.name, flat=True)
                    assert stored.get(pk=obj.pk) == value, (model, field.name)
                    transaction.set_rollback(True)
                checked += 1
    assert checked > 40


@pytest.mark.sqlite  # and on SQLite, the `make run` default (scripts/check.sh)
@pytest.mark.parametrize(
    ("model", "lookup", "field", "bound"),
    [
        (RulesetDefault, {"name": "knight_price"}, "value", 1_000_000),
        (BattleBand, {"index": 0}, "high", 1_000),
        (GuardianCard, {"code": "G01"}, "endurance", 1_000_000),
    ],
)
def test_a_20_digit_number_in_the_admin_is_refused_by_its_field_not_a_500(
    admin_client, model, lookup, field, bound
):
    obj = model.objects.get(**lookup)
    change = reverse(f"admin:kingdom_{model._meta.model_name}_change", args=[obj.pk])
    page = admin_client.get(change)
    form = page.context["adminform"].form
    data = {
        name: _posted(form[name].value()) for name in form.fields if form[name].value() is not None
    }
    data[field] = str(HUGE)
    response = admin_client.post(change, data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.errors
    assert errors[field] == [f"Ensure this value is less than or equal to {bound}."]
    assert reference_ruleset_data() == fixture_data()


def test_every_long_text_field_is_bounded_as_in_a_deck_file(admin_user, admin_client):
    texts = [
        (label, name, field, form_class)
        for label, form_class, _ in every_form(admin_user)
        for name, field in form_class.base_fields.items()
        if type(field) is forms.CharField and isinstance(field.widget, forms.Textarea)
    ]
    names = {(label, name) for label, name, *_ in texts}
    assert {("GuardianCard change", "text"), ("RiddleCard change", "question")} <= names
    assert ("FortuneCard change", "text") in names
    for label, name, field, form_class in texts:
        assert field.max_length == 2_000, (label, name)
        assert 'maxlength="2000"' in str(form_class()[name]), (label, name)
    card = GuardianCard.objects.get(code="G01")
    change = reverse("admin:kingdom_guardiancard_change", args=[card.pk])
    form = admin_client.get(change).context["adminform"].form
    data = {name: _posted(form[name].value()) for name in form.fields}
    response = admin_client.post(change, data | {"text": "Hark! " * 5_000})  # stripped: 29,999
    assert response.context["adminform"].form.errors["text"] == [
        "Ensure this value has at most 2000 characters (it has 29999)."
    ]
    assert reference_ruleset_data() == fixture_data()
