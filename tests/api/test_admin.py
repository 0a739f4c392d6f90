"""The admin of the reference data, as a superuser: every changelist, edits the rules engine
refuses or keeps, refused deletions, and the decks' JSON export and import."""

import json

import pytest
from django.apps import apps
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.contrib.messages import get_messages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from kingdom.models import (
    BattleBand,
    BattleTable,
    BattleTableCell,
    BoardSettings,
    Castle,
    Challenger,
    FortuneCard,
    GuardianCard,
    RiddleCard,
    River,
    RulesetDefault,
    RulesetSettings,
)
from kingdom.models.reference import DeckImport
from kingdom.reference import reference_load_fixtures, reference_problems, reference_ruleset_data
from kingdom.rules.ruleset import fixture_data

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def loaded():
    reference_load_fixtures()


def url(model, view, *args):
    return reverse(f"admin:kingdom_{model._meta.model_name}_{view}", args=args)


def post_data(response):
    """The POST body that submits a change form as the page shows it (with its inlines)."""
    forms = [response.context["adminform"].form]
    data = {}
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        data.update(
            {
                formset.management_form.add_prefix(k): v
                for k, v in formset.management_form.initial.items()
            }
        )
        forms += formset.forms
    for form in forms:
        for name in form.fields:
            value = form[name].value()
            if value is True:
                data[form.add_prefix(name)] = "on"
            elif value is not False and value is not None:
                data[form.add_prefix(name)] = str(value)
    return data


def messages_of(response):
    return [str(m) for m in get_messages(response.wsgi_request)]


def assert_unchanged():
    assert reference_ruleset_data() == fixture_data()
    assert reference_problems() == []


# -------------------------------------------------------------------------- every model


REFERENCE_MODELS = [
    model
    for model in apps.get_app_config("kingdom").get_models()
    if model.__module__ == "kingdom.models.reference" and model is not DeckImport  # a log
]


def test_every_reference_model_is_in_the_admin():
    assert len(REFERENCE_MODELS) == 19
    assert all(admin.site.is_registered(model) for model in REFERENCE_MODELS)
    assert admin.site.is_registered(DeckImport)


@pytest.mark.parametrize("model", REFERENCE_MODELS, ids=lambda m: m._meta.model_name)
def test_every_model_has_a_changelist_a_change_page_and_an_add_page(admin_client, model):
    assert admin_client.get(url(model, "changelist")).status_code == 200
    assert admin_client.get(url(model, "changelist") + "?q=a").status_code == 200
    first = model.objects.first()
    assert admin_client.get(url(model, "change", first.pk)).status_code == 200
    singleton = model in (BoardSettings, RulesetSettings)
    assert admin_client.get(url(model, "add")).status_code == (403 if singleton else 200)


def test_the_admin_index_lists_the_reference_data(admin_client):
    response = admin_client.get("/admin/")
    assert response.status_code == 200
    for name in (b"Fortune cards", b"Guardian cards", b"Battle tables", b"Challengers", b"Board"):
        assert name in response.content


def test_the_admin_index_is_grouped(admin_client):
    groups = {
        app["name"]: [model["object_name"] for model in app["models"]]
        for app in admin_client.get("/admin/").context["app_list"]
    }
    assert list(groups)[:6] == [
        "Decks",
        "Battle",
        "Board",
        "Ruleset numbers",
        "Games and players",
        "Mail",
    ]
    assert groups["Decks"] == ["FortuneCard", "GuardianCard", "RiddleCard", "DeckImport"]
    assert groups["Battle"] == ["BattleTable", "BattleBand", "BattleTableCell"]
    assert groups["Games and players"] == ["Game", "Profile", "User", "MessageReport"]
    assert groups["Mail"] == ["Mail"]
    # the app's own page still lists every model of the app
    app_page = admin_client.get(reverse("admin:app_list", args=["kingdom"]))
    assert len(app_page.context["app_list"][0]["models"]) > 20


@pytest.mark.parametrize("view", ["changelist", "change", "add"])
def test_every_reference_page_says_edits_reach_new_games_only(admin_client, view):
    for model in REFERENCE_MODELS:
        if view == "add" and model in (BoardSettings, RulesetSettings):
            continue
        args = [model.objects.first().pk] if view == "change" else []
        content = admin_client.get(url(model, view, *args)).content
        assert b"Edits apply to games created from now on." in content, model


def test_the_fortune_list_filters_by_effect_kind(admin_client):
    response = admin_client.get(url(FortuneCard, "changelist") + "?kind=free_move")
    assert response.status_code == 200
    assert response.context["cl"].result_count == 6


# ---------------------------------------------------------------------------------- edits


def test_an_unknown_effect_kind_is_refused_by_the_kind(admin_client):
    card = FortuneCard.objects.get(code="F15")
    data = post_data(admin_client.get(url(FortuneCard, "change", card.pk)))
    data["kind"] = "explode"
    response = admin_client.post(url(FortuneCard, "change", card.pk), data)
    assert response.status_code == 200
    [error] = response.context["adminform"].form.errors["kind"]
    assert error.startswith("Select a valid choice. explode is not one of")
    assert_unchanged()


def test_a_playable_edit_is_saved(admin_client):
    card = GuardianCard.objects.get(code="G01")
    data = post_data(admin_client.get(url(GuardianCard, "change", card.pk)))
    data["name"] = "The Black Knight of the Bridge"
    data["endurance"] = "9"
    response = admin_client.post(url(GuardianCard, "change", card.pk), data)
    assert response.status_code == 302
    card.refresh_from_db()
    assert (card.name, card.endurance) == ("The Black Knight of the Bridge", 9)
    assert reference_problems() == []


def test_a_riddle_is_edited_one_answer_a_line(admin_client):
    card = RiddleCard.objects.get(code="R07")
    data = post_data(admin_client.get(url(RiddleCard, "change", card.pk)))
    assert data["answers"] == "icicle\nicicles"
    data["answers"] = "icicle\n\n  icicles  \nice spear\n"
    assert admin_client.post(url(RiddleCard, "change", card.pk), data).status_code == 302
    card.refresh_from_db()
    assert card.answers == ["icicle", "icicles", "ice spear"]


def test_a_board_edit_that_cuts_the_land_in_two_is_refused(admin_client):
    board = BoardSettings.objects.get()
    page = admin_client.get(url(BoardSettings, "change", board.pk))
    assert b"Camelot" in page.content  # the map as saved
    data = post_data(page)
    rows = data["terrain"].split("\n")
    rows[8] = "." * 18
    data["terrain"] = "\n".join(rows)
    response = admin_client.post(url(BoardSettings, "change", board.pk), data)
    assert response.status_code == 200
    assert b"house 5: the land is not one connected region" in response.content
    assert_unchanged()


def test_an_inline_edit_that_leaves_a_river_two_bridges_is_refused(admin_client):
    thames = River.objects.get(name="Thames")
    data = post_data(admin_client.get(url(River, "change", thames.pk)))
    square = next(k for k, v in data.items() if v == "K21")  # squares-1-square
    del data[square.rsplit("-", 1)[0] + "-bridge"]
    response = admin_client.post(url(River, "change", thames.pk), data)
    assert response.status_code == 200
    errors = response.context["adminform"].form.non_field_errors()
    assert "house 5: river Thames has 2 bridges, expected 3 or more" in errors
    assert not messages_of(response)  # no "changed successfully"
    assert_unchanged()


def test_a_river_renamed_with_its_squares_is_saved(admin_client):
    thames = River.objects.get(name="Thames")
    data = post_data(admin_client.get(url(River, "change", thames.pk)))
    data["name"] = "Tamesis"
    assert admin_client.post(url(River, "change", thames.pk), data).status_code == 302
    assert reference_ruleset_data()["board"]["rivers"][0]["name"] == "Tamesis"
    assert reference_problems() == []


def test_a_challenger_left_with_two_villages_is_refused(admin_client):
    arthur = Challenger.objects.get(key="arthur")
    data = post_data(admin_client.get(url(Challenger, "change", arthur.pk)))
    data["challenger_villages-2-DELETE"] = "on"
    response = admin_client.post(url(Challenger, "change", arthur.pk), data)
    assert response.status_code == 200
    assert b"house 5: challenger arthur has 2 villages, expected 3" in response.content
    assert_unchanged()


def test_a_new_card_is_added_at_the_end_of_the_deck(admin_client):
    page = admin_client.get(url(GuardianCard, "add"))
    assert page.context["adminform"].form.initial["position"] == 16
    data = {
        "code": "G17",
        "name": "The Red Knight of the Red Launds",
        "text": "He hangs his defeated foes from the trees about his siege, and waits.",
        "endurance": "12",
        "die": "blue",
        "retreat_endurance": "3",
        "retreat_chivalry": "3",
        "slay_chivalry": "4",
        "position": "16",
    }
    assert admin_client.post(url(GuardianCard, "add"), data).status_code == 302
    assert reference_ruleset_data()["guardians"][-1]["name"] == "The Red Knight of the Red Launds"


def test_an_unplayable_ruleset_is_reported_and_can_be_repaired(admin_client):
    GuardianCard.objects.filter(code="G01").update(die="green")  # behind the admin's back
    listing = admin_client.get(url(GuardianCard, "changelist"))
    assert any("New games cannot start" in m for m in messages_of(listing))
    g02 = GuardianCard.objects.get(code="G02")
    data = post_data(admin_client.get(url(GuardianCard, "change", g02.pk)))
    data["name"] = "The Barrow-Wight of the White Horse"
    response = admin_client.post(url(GuardianCard, "change", g02.pk), data)
    assert response.status_code == 302  # adds no problem: kept
    g01 = GuardianCard.objects.get(code="G01")
    data = post_data(admin_client.get(url(GuardianCard, "change", g01.pk)))
    data["die"] = "blue"
    assert admin_client.post(url(GuardianCard, "change", g01.pk), data).status_code == 302
    assert reference_problems() == []


# --------------------------------------------------------------- battle grid, board preview


def test_a_battle_table_is_a_grid_as_printed(admin_client):
    table = BattleTable.objects.get(number=3)
    page = admin_client.get(url(BattleTable, "change", table.pk))
    grid = page.context["inline_admin_formsets"][0].formset.grid()
    assert [c["band"] for c in grid["columns"]] == ["1–2", "3–5", "6–8"]
    assert [c["action"] for c in grid["columns"]] == table.attacker_actions
    assert [r["action"] for r in grid["rows"]] == table.defender_actions
    cells = [[form.instance for form in row["cells"]] for row in grid["rows"]]
    assert all(
        cell.row == r and cell.column == c
        for r, row in enumerate(cells)
        for c, cell in enumerate(row)
    )
    content = page.content.decode()
    assert 'id="battle-grid"' in content
    assert (
        content.count('<em class="reconstructed-mark">reconstructed</em>')
        == BattleTableCell.objects.filter(table=table, source="reconstructed").count()
        > 0
    )
    # a cell edited in place
    data = post_data(page)
    key = next(
        k
        for k, v in data.items()
        if k.endswith("-row") and v == "2" and data[k.replace("-row", "-column")] == "2"
    )
    data[key.replace("-row", "-defender")] = "3"
    assert admin_client.post(url(BattleTable, "change", table.pk), data).status_code == 302
    assert BattleTableCell.objects.get(table=table, row=2, column=2).defender == 3


def test_the_board_preview_uses_the_editors_symbols_and_a_whole_legend(admin_client):
    board = BoardSettings.objects.get()
    content = admin_client.get(url(BoardSettings, "change", board.pk)).content.decode()
    preview = content.split('id="board-preview"')[1].split("</pre>")[0]
    assert "  1 . . . . . ." in preview  # the sea is the map's "."
    assert " h " in preview and "^" not in preview  # mountains as the map writes them
    legend = content.split('id="board-legend"')[1].split("</ul>")[0]
    for char, meaning in board.legend.items():
        assert f"<code>{char}</code> {meaning}" in legend
    for symbol in ("*", "C", "$", "v", "o", "·~", "·=", "·@"):
        assert f"<code>{symbol}</code>" in legend


# ---------------------------------------------------------------------- effects as forms


def test_a_fortune_card_is_edited_through_the_effect_form(admin_client):
    card = FortuneCard.objects.get(code="F15")
    page = admin_client.get(url(FortuneCard, "change", card.pk))
    form = page.context["adminform"].form
    assert "effect" not in form.fields and "keep" not in form.fields
    assert form.initial["kind"] == "gain_gold" and form.initial["amount"] == 40
    assert (
        "gain_gold 1–100; pay_gold 1–100; gain_per_village 1–10" in form.fields["amount"].help_text
    )
    content = page.content.decode()
    assert 'id="effect-spec"' in content and 'id="card-preview"' in content
    assert "kingdom/admin/effect_form.js" in content
    assert "Edits apply to games created from now on." in content
    data = post_data(page)
    data["amount"] = "60"
    data["text"] = card.text.replace("40 gold", "60 gold")
    assert admin_client.post(url(FortuneCard, "change", card.pk), data).status_code == 302
    card.refresh_from_db()
    assert card.effect == {"kind": "gain_gold", "scope": "drawer", "amount": 60}
    assert card.keep is False
    history = admin_client.get(url(FortuneCard, "history", card.pk)).content.decode()
    assert "amount: 40 → 60" in history


def test_a_number_in_the_text_that_is_not_the_amount_is_refused_unless_meant(admin_client):
    card = FortuneCard.objects.get(code="F15")
    data = post_data(admin_client.get(url(FortuneCard, "change", card.pk)))
    data["amount"] = "99"  # the text still says "40 gold"
    response = admin_client.post(url(FortuneCard, "change", card.pk), data)
    assert response.context["adminform"].form.errors["text"] == [
        "The text says 40 but the effect's amount 99 is not in it: make them agree, or tick "
        "“The text's numbers differ on purpose”."
    ]
    assert_unchanged()
    data["numbers_differ"] = "on"
    assert admin_client.post(url(FortuneCard, "change", card.pk), data).status_code == 302
    assert FortuneCard.objects.get(pk=card.pk).effect["amount"] == 99


def test_a_parameter_out_of_its_kinds_range_is_refused_by_its_field(admin_client):
    card = FortuneCard.objects.get(code="F15")
    data = post_data(admin_client.get(url(FortuneCard, "change", card.pk)))
    data["kind"] = "gain_chivalry"
    data["text"] = "Your fame spreads. Gain 5 chivalry points."
    data["amount"] = "5"
    response = admin_client.post(url(FortuneCard, "change", card.pk), data)
    assert refused_field(response, "amount") == [
        "fortune card F15: effect gain_chivalry: amount 5 is not a whole number 1–3"
    ]
    data["kind"] = "miss_turn"
    data["scope"] = "all"
    data["turns"] = ""
    response = admin_client.post(url(FortuneCard, "change", card.pk), data)
    assert response.context["adminform"].form.errors["turns"] == [
        "miss_turn needs turns: a whole number 1–2."
    ]
    assert_unchanged()


def test_a_card_of_any_kind_is_added_from_the_form_alone(admin_client):
    data = {
        "code": "F48",
        "title": "The Severn Bore",
        "text": "The tide runs up the river like a wall of water. All lose their knights "
        "standing on a river.",
        "kind": "lose_pieces",
        "scope": "all",
        "where": "river",
        "piece": "knight",
        "count": "all",
        "position": "47",
    }
    assert admin_client.post(url(FortuneCard, "add"), data).status_code == 302
    card = FortuneCard.objects.get(code="F48")
    assert card.effect == {
        "kind": "lose_pieces",
        "scope": "all",
        "where": "river",
        "piece": "knight",
        "count": "all",
    }
    data = {
        "code": "F49",
        "title": "Merlin's Shortcut",
        "text": "Merlin shows you a hidden road. Keep this card; play it to move again.",
        "kind": "free_move",
        "scope": "drawer",
        "amount": "7",  # a field of another kind: not part of this effect
        "position": "48",
    }
    assert admin_client.post(url(FortuneCard, "add"), data).status_code == 302
    card = FortuneCard.objects.get(code="F49")
    assert card.effect == {"kind": "free_move", "scope": "drawer"} and card.keep is True
    assert reference_problems() == []


# ------------------------------------------------- the refused edits, by their field


def refused_field(response, field):
    """The errors the refused form shows by `field` (the form is shown again, nothing saved)."""
    assert response.status_code == 200
    form = response.context["adminform"].form
    assert form.non_field_errors()[0].startswith("Refused: the rules engine could not play")
    return form.errors[field]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("endurance", "2", "guardian card G01: endurance 2 is not 4–14 (docs/decks.md)"),
        ("endurance", "99", "guardian card G01: endurance 99 is not 4–14 (docs/decks.md)"),
        ("retreat_endurance", "0", "guardian card G01: retreat_endurance 0 is not 1–3"),
        ("retreat_chivalry", "50", "guardian card G01: retreat_chivalry 50 is not 1–3"),
        ("slay_chivalry", "0", "guardian card G01: slay_chivalry 0 is not 1–4"),
        ("name", "The Green Knight", "guardian card G01: another guardian is named"),
    ],
)
def test_a_guardian_outside_the_documented_limits_is_refused_by_the_field(
    admin_client, field, value, message
):
    card = GuardianCard.objects.get(code="G01")
    data = post_data(admin_client.get(url(GuardianCard, "change", card.pk)))
    data[field] = value
    errors = refused_field(admin_client.post(url(GuardianCard, "change", card.pk), data), field)
    assert errors[0].startswith(message)
    assert_unchanged()


@pytest.mark.parametrize(
    ("answers", "question", "message"),
    [
        ("icicle\nAn Icicle.", None, "answers 'icicle', 'An Icicle.' are the same answer"),
        ("icicle", "What is an icicle?", "the question gives away its answer 'icicle'"),
    ],
)
def test_a_riddle_breaking_the_answer_rules_is_refused_by_the_answers(
    admin_client, answers, question, message
):
    card = RiddleCard.objects.get(code="R07")
    data = post_data(admin_client.get(url(RiddleCard, "change", card.pk)))
    data["answers"] = answers
    if question:
        data["question"] = question
    errors = refused_field(admin_client.post(url(RiddleCard, "change", card.pk), data), "answers")
    assert errors[0].startswith(f"riddle card R07: {message}")
    assert_unchanged()


def test_a_battle_table_with_fewer_action_names_than_bands_is_refused_by_the_field(admin_client):
    table = BattleTable.objects.get(number=1)
    data = post_data(admin_client.get(url(BattleTable, "change", table.pk)))
    data["attacker_actions"] = "Engage\nCharge"
    response = admin_client.post(url(BattleTable, "change", table.pk), data)
    assert refused_field(response, "attacker_actions") == [
        "battle table 1: 2 attacker's actions for 3 bands: one name a band"
    ]
    assert_unchanged()


def test_a_band_that_runs_backwards_is_refused_by_the_field(admin_client):
    band = BattleBand.objects.get(index=1)
    data = post_data(admin_client.get(url(BattleBand, "change", band.pk)))
    data["high"] = "2"
    response = admin_client.post(url(BattleBand, "change", band.pk), data)
    errors = refused_field(response, "high")
    assert "battle band 2: 3–2 runs backwards (low above high)" in errors
    assert_unchanged()


def test_a_starting_endurance_of_0_is_refused_by_the_value(admin_client):
    default = RulesetDefault.objects.get(name="starting_endurance")
    data = post_data(admin_client.get(url(RulesetDefault, "change", default.pk)))
    data["value"] = "0"
    response = admin_client.post(url(RulesetDefault, "change", default.pk), data)
    assert refused_field(response, "value") == [
        "ruleset default starting_endurance: 0 is not 10–40 (docs/decks.md)"
    ]
    assert_unchanged()


def test_the_jousts_numbers_are_edited_within_their_limits(admin_client):
    """Rule 7 ii–iii: the joust's printed numbers are ruleset defaults (issue 14)."""
    default = RulesetDefault.objects.get(name="joust_selections")
    page = admin_client.get(url(RulesetDefault, "change", default.pk))
    assert page.context["adminform"].form.fields["value"].help_text.startswith("1–3")
    data = post_data(page)
    data["value"] = "4"
    response = admin_client.post(url(RulesetDefault, "change", default.pk), data)
    assert refused_field(response, "value") == [
        "ruleset default joust_selections: 4 is not 1–3 (docs/decks.md)"
    ]
    assert_unchanged()
    data["value"] = "2"
    assert admin_client.post(url(RulesetDefault, "change", default.pk), data).status_code == 302
    assert reference_ruleset_data()["ruleset"]["defaults"]["joust_selections"]["value"] == 2
    listed = admin_client.get(url(RulesetDefault, "changelist") + "?q=joust")
    assert "joust_strike_points" in listed.content.decode() and "1–10" in listed.content.decode()


def test_a_cards_id_is_locked_once_it_exists(admin_client):
    card = FortuneCard.objects.get(code="F15")
    page = admin_client.get(url(FortuneCard, "change", card.pk))
    assert "code" not in page.context["adminform"].form.fields
    data = {**post_data(page), "code": "F60"}
    assert admin_client.post(url(FortuneCard, "change", card.pk), data).status_code == 302
    assert FortuneCard.objects.get(pk=card.pk).code == "F15"
    assert "code" in admin_client.get(url(FortuneCard, "add")).context["adminform"].form.fields


# ------------------------------------------------------------------------------ deletions


def test_deleting_a_challengers_home_castle_is_refused(admin_client):
    dover = Castle.objects.get(name="Dover")
    for response in (
        admin_client.get(url(Castle, "delete", dover.pk)),
        admin_client.post(url(Castle, "delete", dover.pk), {"post": "yes"}),
    ):
        assert response.status_code == 302
        assert response["Location"] == url(Castle, "change", dover.pk)
        assert (
            "castle Dover (Q23) cannot be deleted: it is the home castle of challenger mordred"
            in messages_of(response)
        )
    assert Castle.objects.filter(name="Dover").exists()


def test_the_delete_selected_action_is_refused_too(admin_client):
    dover, tintagel = Castle.objects.filter(name__in=["Dover", "Tintagel"])
    response = admin_client.post(
        url(Castle, "changelist"),
        {"action": "delete_selected", "_selected_action": [dover.pk, tintagel.pk], "post": "yes"},
    )
    assert response.status_code == 302
    assert any("cannot be deleted" in m for m in messages_of(response))
    assert Castle.objects.count() == 7


def test_deleting_every_guardian_is_refused(admin_client):
    chosen = list(GuardianCard.objects.values_list("pk", flat=True))
    response = admin_client.post(
        url(GuardianCard, "changelist"),
        {"action": "delete_selected", "_selected_action": chosen, "post": "yes"},
    )
    assert response.status_code == 302
    assert "guardians deck: 0 cards, fewer than the 9 mystic sites (rule 28): at least 9" in (
        messages_of(response)
    )
    assert GuardianCard.objects.count() == 16


def test_deleting_the_only_magic_lance_is_refused(admin_client):
    lance = FortuneCard.objects.get(effect__kind="magic_lance")
    response = admin_client.post(url(FortuneCard, "delete", lance.pk), {"post": "yes"})
    assert response.status_code == 302
    assert "fortune pack: needs one magic_lance card (rule 7), there is none" in (
        messages_of(response)
    )
    assert FortuneCard.objects.filter(pk=lance.pk).exists()


def test_a_harmless_deletion_is_done(admin_client):
    omen = FortuneCard.objects.get(code="F26")
    response = admin_client.post(url(FortuneCard, "delete", omen.pk), {"post": "yes"})
    assert response.status_code == 302
    assert not FortuneCard.objects.filter(code="F26").exists()


# ------------------------------------------------------------------------- decks as JSON


def test_the_deck_changelists_link_to_export_and_import(admin_client):
    for model in (FortuneCard, GuardianCard, RiddleCard):
        content = admin_client.get(url(model, "changelist")).content.decode()
        assert url(model, "export") in content and url(model, "import") in content


def test_a_deck_downloads_as_json(admin_client):
    response = admin_client.get(url(GuardianCard, "export"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response["Content-Disposition"] == 'attachment; filename="guardians.json"'
    assert json.loads(response.content) == fixture_data()["guardians"]


def test_selected_cards_download_as_json(admin_client):
    chosen = FortuneCard.objects.filter(code__in=["F01", "F02"]).values_list("pk", flat=True)
    response = admin_client.post(
        url(FortuneCard, "changelist"),
        {"action": "export_selected", "_selected_action": list(chosen)},
    )
    assert response.status_code == 200
    assert [c["id"] for c in json.loads(response.content)] == ["F01", "F02"]


def test_a_deck_is_imported_from_a_json_file_after_a_preview(admin_client):
    cards = fixture_data()["riddles"][:20]
    cards[0] = {**cards[0], "answers": ["sovereignty", "mastery"]}
    upload = SimpleUploadedFile("riddles.json", json.dumps(cards).encode(), "application/json")
    assert admin_client.get(url(RiddleCard, "import")).status_code == 200
    preview = admin_client.post(url(RiddleCard, "import"), {"file": upload})
    assert preview.status_code == 200
    plan = preview.context["plan"]
    assert plan.added == [] and [c.code for c in plan.changed] == ["R01"]
    assert plan.removed == [f"R{n}" for n in range(21, 37)]
    page = preview.content.decode()
    assert "Removed (16)" in page and "R36" in page and "Confirm the import" in page
    assert_unchanged()  # nothing yet
    r01 = RiddleCard.objects.get(code="R01").pk
    confirm = {
        "confirm": "1",
        "cards": preview.context["plan_cards"],
        "token": preview.context["token"],
    }
    response = admin_client.post(url(RiddleCard, "import"), confirm)
    assert response.status_code == 302
    assert messages_of(response)[0].startswith("Imported: riddles deck: 20 cards; changed R01")
    assert reference_ruleset_data()["riddles"] == cards
    # the card kept its id and its history, which says what the import changed
    history = admin_client.get(url(RiddleCard, "history", r01)).content.decode()
    assert "Changed by a deck import: answers: " in history
    # what changed, line by line (the answers, one a line), not two long lists cut alike
    assert "line 2 removed: &#x27;sovereignty over men&#x27;" in history
    log = DeckImport.objects.get()
    assert log.user.username == "admin" and log.removed == 16
    imports = admin_client.get(url(DeckImport, "changelist")).content.decode()
    assert "riddles deck: 20 cards; changed R01 (answers); removed R21" in imports
    # a second confirmation of the same preview is stale: refused
    again = admin_client.post(url(RiddleCard, "import"), confirm)
    assert "has changed since the preview" in messages_of(again)[-1]
    assert DeckImport.objects.count() == 1


def test_a_change_is_in_the_history_with_its_values(admin_client):
    card = GuardianCard.objects.get(code="G01")
    data = post_data(admin_client.get(url(GuardianCard, "change", card.pk)))
    data["endurance"] = "9"
    data["die"] = "blue"
    assert admin_client.post(url(GuardianCard, "change", card.pk), data).status_code == 302
    history = admin_client.get(url(GuardianCard, "history", card.pk)).content.decode()
    assert "Changed endurance: 8 → 9; die: &#x27;red&#x27; → &#x27;blue&#x27;." in history
    river = River.objects.get(name="Thames")
    data = post_data(admin_client.get(url(River, "change", river.pk)))
    bridge = next(k for k, v in data.items() if k.endswith("-square") and v == "L21")
    data[bridge.replace("-square", "-bridge")] = "on"
    data["name"] = "Tamesis"
    assert admin_client.post(url(River, "change", river.pk), data).status_code == 302
    history = admin_client.get(url(River, "history", river.pk)).content.decode()
    assert "name: &#x27;Thames&#x27; → &#x27;Tamesis&#x27;" in history
    assert "L21: bridge: false → true" in history


def test_an_unplayable_import_is_refused_and_changes_nothing(admin_client):
    cards = fixture_data()["fortune"]
    cards[9] = {**cards[9], "effect": {"kind": "add_one", "scope": "all"}}
    upload = SimpleUploadedFile("fortune.json", json.dumps(cards).encode(), "application/json")
    response = admin_client.post(url(FortuneCard, "import"), {"file": upload})
    assert response.status_code == 200
    assert b"fortune card F10: effect add_one: scope &#x27;all&#x27; is not drawer" in (
        response.content
    )
    not_json = SimpleUploadedFile("fortune.json", b"{not json", "application/json")
    response = admin_client.post(url(FortuneCard, "import"), {"file": not_json})
    assert response.status_code == 200
    assert b"Not a UTF-8 JSON file" in response.content
    assert_unchanged()


@pytest.mark.parametrize(
    ("model", "cards", "message"),
    [
        (FortuneCard, [], b"fortune pack: needs one royal_joust card (rule 7), there is none"),
        (
            GuardianCard,
            fixture_data()["guardians"][:3],
            b"guardians deck: 3 cards, fewer than the 9 mystic sites",
        ),
    ],
)
def test_an_import_that_empties_or_shrinks_a_deck_is_refused(admin_client, model, cards, message):
    upload = SimpleUploadedFile("deck.json", json.dumps(cards).encode(), "application/json")
    response = admin_client.post(url(model, "import"), {"file": upload})
    assert response.status_code == 200
    assert message in response.content
    assert_unchanged()


def test_importing_needs_the_right_to_replace_the_deck(client, django_user_model):
    from django.contrib.auth.models import Permission

    clerk = django_user_model.objects.create_user("clerk", password="x", is_staff=True)
    clerk.user_permissions.add(Permission.objects.get(codename="view_fortunecard"))
    client.force_login(clerk)
    assert client.get(url(FortuneCard, "export")).status_code == 200
    assert client.get(url(FortuneCard, "import")).status_code == 403
    assert (
        url(FortuneCard, "import")
        not in client.get(url(FortuneCard, "changelist")).content.decode()
    )


def test_games_and_the_mail_outbox_are_shown_but_not_edited(admin_client, django_user_model):
    from datetime import time

    from kingdom.models import Game, Mail, Profile
    from kingdom.services import game_create, game_start

    host = django_user_model.objects.create_user("ann", email="ann@example.org")
    Profile.objects.create(user=host, quiet_start=time(22), quiet_end=time(7))
    game = game_create(host=host, name="Camlann", seats=2, bots=1)
    game_start(game_id=game.pk, user=host)
    page = admin_client.get(url(Game, "change", game.pk))
    assert page.status_code == 200
    assert game.dice_seed not in page.content.decode()  # the seed stays secret here too
    assert admin_client.get(url(Game, "add")).status_code == 403
    assert admin_client.get(url(Mail, "changelist")).status_code == 200
    assert Mail.objects.filter(user=host).exists()
    assert admin_client.get(url(Profile, "changelist")).status_code == 200


def test_a_players_name_in_the_admin_has_the_seat_names_limit(admin_client):
    """The admin says, and checks, the limit the sign-up has: 60 characters, not Django's 150
    (issue 18)."""
    page = admin_client.get("/admin/auth/user/add/").content.decode()
    assert "at most 60 letters, digits and @.+-_" in page and "150 characters" not in page
    refused = admin_client.post(
        "/admin/auth/user/add/",
        {"username": "k" * 61, "usable_password": "false"},
    )
    assert refused.status_code == 200
    assert "Ensure this value has at most 60 characters" in refused.content.decode()
    assert not get_user_model().objects.filter(username="k" * 61).exists()
