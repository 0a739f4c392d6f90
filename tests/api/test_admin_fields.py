"""The admin's refusals by the field they name, its headings and its history (issue 26, item
14): a refusal that names one field marks that field, even where the engine's message has no
path (the board's loader); the heading shows the saved object, not the refused edit; the
history shows what changed, never two texts cut alike."""

import pytest
from django.urls import reverse

from kingdom.models import BoardSettings, Castle, GuardianCard, River, Village
from kingdom.reference import (
    reference_export_deck,
    reference_import_deck,
    reference_load_fixtures,
    reference_problems,
    reference_ruleset_data,
)
from kingdom.rules.ruleset import fixture_data

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def loaded():
    reference_load_fixtures()


def url(model, view, *args):
    return reverse(f"admin:kingdom_{model._meta.model_name}_{view}", args=args)


def form_data(page):
    form = page.context["adminform"].form
    data = {}
    for name in form.fields:
        value = form[name].value()
        if value is True:
            data[name] = "on"
        elif value is not False and value is not None:
            data[name] = str(value)
    return data


def assert_unchanged():
    assert reference_ruleset_data() == fixture_data()
    assert reference_problems() == []


def refuse(admin_client, obj, **changes):
    page = admin_client.get(url(type(obj), "change", obj.pk))
    response = admin_client.post(url(type(obj), "change", obj.pk), form_data(page) | changes)
    assert response.status_code == 200
    form = response.context["adminform"].form
    assert form.non_field_errors()[0].startswith("Refused: the rules engine could not play")
    return response, form


@pytest.mark.parametrize(
    ("model", "name", "changes", "field", "message"),
    [
        (
            Castle,
            "Caerlon",
            {"square": "Z99"},
            "square",
            "board: castle Caerlon: Z99 is not on the board",
        ),
        (Castle, "Caerlon", {"square": "A1"}, "square", "board: castle Caerlon: A1 is sea"),
        (Village, "Inverness", {"square": "J19"}, "square", "J19 already holds"),
        (Castle, "Caerlon", {"name": "Inverness"}, "name", "the name is used twice"),
    ],
)
def test_a_board_refusal_marks_the_field_it_names(
    admin_client, model, name, changes, field, message
):
    obj = model.objects.get(name=name)
    response, form = refuse(admin_client, obj, **changes)
    assert any(message in error for error in form.errors[field]), form.errors
    assert_unchanged()


def test_the_heading_shows_the_saved_castle_not_the_refused_edit(admin_client):
    castle = Castle.objects.get(name="Caerlon")
    response, _ = refuse(admin_client, castle, square="Z99")
    page = response.content.decode()
    assert "<h2>Caerlon (H21)</h2>" in page
    assert "Caerlon (Z99)" not in page
    assert response.context["adminform"].form["square"].value() == "Z99"  # the edit, to mend


def test_a_board_edit_in_row_22_is_in_the_history_by_its_line(admin_client):
    board = BoardSettings.objects.get()
    page = admin_client.get(url(BoardSettings, "change", board.pk))
    data = form_data(page)
    rows = data["terrain"].split("\n")
    assert rows[21] == "........ppffppppp."
    rows[21] = "........ppffpfppp."
    data["terrain"] = "\n".join(rows)
    response = admin_client.post(url(BoardSettings, "change", board.pk), data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    history = admin_client.get(url(BoardSettings, "history", board.pk)).content.decode()
    assert (
        "Changed terrain: line 22: &#x27;........ppffppppp.&#x27; → "
        "&#x27;........ppffpfppp.&#x27;." in history
    )


def test_a_change_inside_a_long_text_is_in_the_history_in_its_context(admin_client):
    card = GuardianCard.objects.get(code="G01")
    text = "A knight in black armour bars the ford. " * 8 + "He asks a toll of 40 gold."
    GuardianCard.objects.filter(pk=card.pk).update(text=text)
    page = admin_client.get(url(GuardianCard, "change", card.pk))
    data = form_data(page) | {"text": text.replace("40 gold", "45 gold")}
    assert admin_client.post(url(GuardianCard, "change", card.pk), data).status_code == 302
    history = admin_client.get(url(GuardianCard, "history", card.pk)).content.decode()
    assert "a toll of 40 gold.&#x27; → &#x27;…" in history
    assert "a toll of 45 gold.&#x27;." in history
    assert "Changed text: at character 340: " in history


def test_an_import_changing_an_amount_inside_a_long_effect_says_which(admin_client):
    cards = reference_export_deck(deck="fortune")
    joust = next(c for c in cards if c["effect"]["kind"] == "royal_joust")
    joust["effect"] = {**joust["effect"], "prize_gold": 60}
    joust["text"] = joust["text"].replace("50 gold", "60 gold")
    plan = reference_import_deck(deck="fortune", cards=cards)
    [change] = plan.changed
    assert "effect: prize_gold: 50 → 60" in change.describe()
    assert "50 gold" in change.describe() and "60 gold" in change.describe()


def test_a_river_refused_for_its_mouth_marks_the_mouth(admin_client):
    river = River.objects.get(name="Thames")
    page = admin_client.get(url(River, "change", river.pk))
    inline = page.context["inline_admin_formsets"][0].formset
    data = form_data(page) | {
        inline.management_form.add_prefix(k): v for k, v in inline.management_form.initial.items()
    }
    for form in inline.forms:
        for name in form.fields:
            value = form[name].value()
            if value is True:
                data[form.add_prefix(name)] = "on"
            elif value is not False and value is not None:
                data[form.add_prefix(name)] = str(value)
    data["mouth"] = "W" if river.mouth != "W" else "E"
    response = admin_client.post(url(River, "change", river.pk), data)
    form = response.context["adminform"].form
    assert form.errors["mouth"][0].startswith("board: river Thames: mouth"), form.errors
    assert_unchanged()
