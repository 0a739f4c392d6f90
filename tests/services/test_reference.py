"""Reference data in the database: loading the fixtures, the round trip to the engine's JSON,
the refusal of edits the engine could not play, and the decks' export and import."""

import json
import shutil

import pytest
from django.apps import apps
from django.core.exceptions import ValidationError
from django.core.management import call_command

from kingdom.models import (
    BattleTable,
    BattleTableCell,
    BoardSettings,
    Castle,
    Challenger,
    CommodityTax,
    FortuneCard,
    GuardianCard,
    RiddleCard,
    River,
    RiverSquare,
    RulesetDefault,
    Village,
)
from kingdom.models.reference import DeckImport
from kingdom.reference import (
    reference_apply_change,
    reference_check_change,
    reference_check_delete,
    reference_delete,
    reference_export_deck,
    reference_fortune_card_problems,
    reference_import_deck,
    reference_import_preview,
    reference_is_empty,
    reference_load_fixtures,
    reference_problems,
    reference_ruleset_data,
    reference_ruleset_snapshot,
    reference_validate,
)
from kingdom.rules.ruleset import FIXTURES, Ruleset, fixture_data

pytestmark = pytest.mark.django_db

WRITES = ("created", "updated", "deleted")


@pytest.fixture
def loaded():
    return reference_load_fixtures()


def row_counts():
    models = apps.get_app_config("kingdom").get_models()
    return {
        m._meta.model_name: m.objects.count()
        for m in models
        if m.__module__ == "kingdom.models.reference"
    }


def refused(change):
    """The messages of the ValidationError `reference_apply_change` raises for `change`."""
    with pytest.raises(ValidationError) as caught:
        reference_apply_change(change=change)
    return caught.value.messages


def assert_unchanged():
    assert reference_ruleset_data() == fixture_data()
    assert reference_problems() == []


# ------------------------------------------------------------------------------- loading


def test_loading_twice_gives_the_same_counts_and_no_duplicates():
    assert reference_is_empty()
    first = reference_load_fixtures()
    rows = row_counts()
    second = reference_load_fixtures()
    items = {kind: n for kind, n in first.items() if kind not in WRITES}
    assert items == {kind: n for kind, n in second.items() if kind not in WRITES}
    assert items["fortune"] == 47 and items["guardians"] == 16 and items["riddles"] == 36
    assert items["castles"] == 7 and items["villages"] == 32 and items["challengers"] == 6
    assert items["battle_table_cells"] == 27 and items["ruleset_defaults"] == 38
    assert first["created"] == sum(rows.values()) and first["updated"] == 0
    assert (second["created"], second["updated"], second["deleted"]) == (0, 0, 0)
    assert row_counts() == rows
    assert not reference_is_empty()


def test_loading_again_puts_back_what_was_edited_and_keeps_the_rest(loaded):
    FortuneCard.objects.filter(code="F15").update(title="A Purse of Lead")
    RiverSquare.objects.filter(river__name="Thames", square="O21").delete()
    FortuneCard.objects.create(
        code="F48", title="An Omen", text="Crows.", effect={"kind": "nothing", "scope": "drawer"}
    )
    counts = reference_load_fixtures()
    assert (counts["created"], counts["updated"], counts["deleted"]) == (1, 1, 0)
    assert FortuneCard.objects.get(code="F15").title == fixture_data()["fortune"][14]["title"]
    assert FortuneCard.objects.filter(code="F48").exists()  # upsert: not the fixtures' to drop
    FortuneCard.objects.filter(code="F48").delete()
    assert_unchanged()


def test_unplayable_fixtures_are_refused_and_nothing_is_loaded(tmp_path):
    for source in FIXTURES.glob("*.json"):
        shutil.copy(source, tmp_path / source.name)
    guardians = json.loads((tmp_path / "guardians.json").read_text())
    guardians[2]["die"] = "green"
    (tmp_path / "guardians.json").write_text(json.dumps(guardians))
    with pytest.raises(ValidationError) as caught:
        reference_load_fixtures(directory=tmp_path)
    assert caught.value.messages == ["guardian card G03: die must be red or blue, not 'green'"]
    assert all(n == 0 for n in row_counts().values())


def test_loadrules_prints_the_counts_and_can_run_again(capsys):
    call_command("loadrules")
    first = capsys.readouterr().out
    assert (
        "47 fortune cards" in first
        and "6 challengers" in first
        and "27 battle table cells" in first
    )
    call_command("loadrules")
    assert "Rows 0 created, 0 updated, 0 deleted." in capsys.readouterr().out
    call_command("loadrules", "--if-empty")
    assert "already in the database" in capsys.readouterr().out
    assert FortuneCard.objects.count() == 47


# ---------------------------------------------------------------------------- round trip


def test_the_database_gives_back_the_fixtures_exactly(loaded):
    data = reference_ruleset_data()
    assert json.loads(json.dumps(data)) == fixture_data()
    ruleset = Ruleset.from_dict(data)
    assert len(ruleset.fortune) == 47 and ruleset.tables.bands == ((1, 2), (3, 5), (6, 8))
    assert ruleset.challenger("mordred").castle == "Q23"
    assert reference_validate(data) == []
    assert reference_ruleset_snapshot() == fixture_data()


def test_an_empty_database_is_no_ruleset():
    problems = reference_problems()
    assert any(problem.startswith("board:") for problem in problems)
    with pytest.raises(ValidationError):
        reference_ruleset_snapshot()


def test_reading_the_ruleset_takes_a_bounded_number_of_queries(
    loaded, django_assert_max_num_queries
):
    with django_assert_max_num_queries(20):
        reference_ruleset_data()
    for n in range(48, 98):
        FortuneCard.objects.create(
            code=f"F{n}",
            title="Gold",
            text="Gold.",
            effect={"kind": "gain_gold", "scope": "drawer", "amount": 5},
            position=n,
        )
        GuardianCard.objects.create(
            code=f"G{n}",
            name="A wolf",
            text="Grey.",
            endurance=5,
            die="red",
            retreat_endurance=1,
            retreat_chivalry=1,
            slay_chivalry=1,
            position=n,
        )
        RiddleCard.objects.create(code=f"R{n}", question="?", answers=["a"], position=n)
    with django_assert_max_num_queries(20):
        data = reference_ruleset_data()
    assert len(data["fortune"]) == 97 and data["fortune"][-1]["id"] == "F97"
    assert len(data["guardians"]) == 66 and len(data["riddles"]) == 86


# ------------------------------------------------------------------------ refused edits


def test_a_fortune_card_with_an_unknown_effect_kind_is_refused(loaded):
    card = FortuneCard.objects.get(code="F15")
    card.effect = {"kind": "explode", "scope": "drawer", "amount": 40}
    messages = refused(card.save)
    assert len(messages) == 1
    assert messages[0].startswith("fortune card F15: effect kind 'explode' is not one of gain_gold")
    assert_unchanged()


def test_a_fortune_card_without_a_parameter_is_refused(loaded):
    card = FortuneCard.objects.get(code="F22")
    card.effect = {"kind": "free_troops", "scope": "drawer", "knights": 1}
    assert refused(card.save) == [
        "fortune card F22: effect free_troops: missing parameter footsoldiers"
    ]
    assert_unchanged()


def test_a_guardian_rolling_a_green_die_is_refused(loaded):
    card = GuardianCard.objects.get(code="G01")
    card.die = "green"
    assert refused(card.save) == ["guardian card G01: die must be red or blue, not 'green'"]
    assert GuardianCard.objects.get(code="G01").die == "red"


def test_a_battle_cell_that_explodes_is_refused(loaded):
    cell = BattleTableCell.objects.get(table__number=2, row=0, column=1)
    cell.kind = "explode"
    assert refused(cell.save) == [
        "battle table 2, row 1, column 2: kind 'explode' is not one of "
        "casualties, destroyed, table2, reverse, delayed"
    ]
    assert_unchanged()


def test_a_missing_battle_cell_is_refused(loaded):
    cell = BattleTableCell.objects.get(table__number=3, row=2, column=2)
    assert reference_check_delete(objects=[cell]) == ["battle table 3: needs 3×3 cells"]
    assert_unchanged()


def test_a_village_of_an_unknown_commodity_is_refused(loaded):
    village = Village.objects.get(name="Dunbar")
    village.commodity = "spice"
    messages = refused(village.save)
    assert messages[0].startswith("board: village Dunbar: 'spice' is not a commodity (gold,")
    assert_unchanged()


def test_a_village_of_a_commodity_without_tax_is_refused(loaded):
    CommodityTax.objects.filter(commodity="fish").delete()  # behind the admin's back
    tax = CommodityTax(commodity="fish", gold=2)
    reference_apply_change(change=tax.save)  # repairs it: the problems go away
    assert reference_problems() == []
    assert "board village Inverness (F4): commodity 'fish' has no tax in ruleset taxes" in (
        reference_check_delete(objects=[tax])
    )


def test_a_tax_that_villages_need_cannot_be_deleted(loaded):
    fish = CommodityTax.objects.get(commodity="fish")
    messages = reference_check_delete(objects=[fish])
    assert "rule 24: no tax for fish" in messages
    with pytest.raises(ValidationError):
        reference_delete(objects=[fish])
    assert CommodityTax.objects.filter(commodity="fish").exists()


def test_a_challengers_home_castle_cannot_be_deleted(loaded):
    dover = Castle.objects.get(name="Dover")
    expected = ["castle Dover (Q23) cannot be deleted: it is the home castle of challenger mordred"]
    assert reference_check_delete(objects=[dover]) == expected
    with pytest.raises(ValidationError) as caught:
        reference_delete(objects=[dover])
    assert caught.value.messages == expected
    assert Castle.objects.filter(name="Dover").exists()
    assert_unchanged()


def test_a_challengers_village_cannot_be_deleted(loaded):
    village = Village.objects.get(name="Maidstone")
    assert reference_check_delete(objects=[village]) == [
        "village Maidstone (O22) cannot be deleted: it is a village of challenger mordred"
    ]


def test_camelot_cannot_be_a_home_castle(loaded):
    mordred = Challenger.objects.get(key="mordred")
    mordred.castle = Castle.objects.get(camelot=True)
    messages = refused(mordred.save)
    assert "rule 19: challenger mordred: Camelot cannot be a home castle" in messages
    assert_unchanged()


def test_a_board_edit_that_cuts_the_land_in_two_is_refused(loaded):
    board = BoardSettings.objects.get()
    board.terrain = [*board.terrain[:8], "." * 18, *board.terrain[9:]]
    messages = refused(board.save)
    assert any(m.startswith("house 5: the land is not one connected region") for m in messages)
    assert_unchanged()


def test_a_river_with_too_few_bridges_is_refused(loaded):
    square = RiverSquare.objects.get(river__name="Thames", square="K21")
    square.bridge = False
    assert refused(square.save) == ["house 5: river Thames has 2 bridges, expected 3 or more"]
    assert_unchanged()


def test_a_missing_ruleset_default_is_refused(loaded):
    default = RulesetDefault.objects.get(name="castle_tax")
    messages = reference_check_delete(objects=[default])
    assert messages[0] == "ruleset defaults: missing ['castle_tax'], unknown []"


def test_a_playable_edit_is_kept(loaded):
    card = GuardianCard.objects.get(code="G01")
    card.endurance = 9
    assert reference_check_change(change=card.save) == []
    reference_apply_change(change=card.save)
    assert GuardianCard.objects.get(code="G01").endurance == 9
    assert reference_problems() == []
    river = River.objects.get(name="Thames")
    river.name = "Tamesis"
    reference_apply_change(change=river.save)
    assert reference_ruleset_data()["board"]["rivers"][0]["name"] == "Tamesis"


def test_an_unplayable_ruleset_can_be_repaired_one_item_at_a_time(loaded):
    # A database gone bad behind the admin's back (or an engine grown stricter).
    GuardianCard.objects.filter(code__in=["G01", "G02"]).update(die="green")
    assert len(reference_problems()) == 2
    # An edit that adds no problem is kept; one that adds a problem is still refused.
    g05 = GuardianCard.objects.get(code="G05")
    g05.name = "The Knight of the Spring"
    reference_apply_change(change=g05.save)
    g05.die = "purple"
    assert refused(g05.save) == ["guardian card G05: die must be red or blue, not 'purple'"]
    for code in ("G01", "G02"):
        card = GuardianCard.objects.get(code=code)
        card.die = "red"
        reference_apply_change(change=card.save)
    assert reference_problems() == []


# ------------------------------------------------------------------- the effect validator


def test_every_fixture_fortune_card_passes_the_effect_validator():
    for card in fixture_data()["fortune"]:
        assert reference_fortune_card_problems(card) == [], card["id"]


@pytest.mark.parametrize(
    ("effect", "keep", "message"),
    [
        (
            {"kind": "gain_gold", "scope": "drawer", "amount": 0},
            False,
            "effect gain_gold: amount 0 is not a whole number 1–100",
        ),
        (
            {"kind": "gain_gold", "scope": "drawer", "amount": True},
            False,
            "effect gain_gold: amount True is not a whole number 1–100",
        ),
        (
            {"kind": "miss_turn", "scope": "all", "turns": 1},
            False,
            "effect miss_turn: scope 'all' is not drawer",
        ),
        (
            {"kind": "nothing", "scope": "drawer", "amount": 2},
            False,
            "effect nothing: unknown parameter amount",
        ),
        ({"kind": "add_one", "scope": "drawer"}, False, "keep must be true for add_one"),
        (
            {"kind": "lose_pieces", "scope": "all", "where": "sea", "piece": "any", "count": 1},
            False,
            "effect lose_pieces: where 'sea' is not 'forest' or 'marsh'",
        ),
        (
            {"kind": "free_troops", "scope": "drawer", "knights": 0, "footsoldiers": 0},
            False,
            "effect free_troops: gives no knight and no footsoldier",
        ),
    ],
)
def test_the_effect_validator_names_the_card_and_the_field(effect, keep, message):
    card = {"id": "F99", "title": "T", "text": "T.", "keep": keep, "effect": effect}
    problems = reference_fortune_card_problems(card)
    assert any(p.startswith(f"fortune card F99: {message}") for p in problems), problems


def test_lose_pieces_takes_all(loaded):
    card = {
        "id": "F99",
        "title": "Flood",
        "text": "The rivers rise.",
        "keep": False,
        "effect": {
            "kind": "lose_pieces",
            "scope": "all",
            "where": "river",
            "piece": "any",
            "count": "all",
        },
    }
    assert reference_fortune_card_problems(card) == []


# ------------------------------------------------------------------------- decks as JSON


@pytest.mark.parametrize("deck", ["fortune", "guardians", "riddles"])
def test_a_deck_exports_as_its_fixture(loaded, deck):
    assert reference_export_deck(deck=deck) == fixture_data()[deck]


def test_an_imported_deck_replaces_the_deck_and_exports_back(loaded):
    cards = list(reversed(reference_export_deck(deck="riddles")))[:30]
    cards[0] = {**cards[0], "answers": ["a riddle's answer", "another"]}
    cards.append({"id": "R37", "question": "What has roots nobody sees?", "answers": ["mountain"]})
    r36 = RiddleCard.objects.get(code="R36").pk
    plan = reference_import_deck(deck="riddles", cards=cards)
    assert len(plan.cards) == 31
    assert reference_export_deck(deck="riddles") == cards
    assert RiddleCard.objects.count() == 31
    assert RiddleCard.objects.get(code="R36").pk == r36  # updated in place: its history kept
    assert reference_problems() == []
    # and back to the fixture
    reference_import_deck(deck="riddles", cards=fixture_data()["riddles"])
    assert_unchanged()


def test_an_invalid_import_changes_nothing(loaded):
    cards = reference_export_deck(deck="guardians")
    cards[3] = {**cards[3], "die": "green"}
    cards[5] = {**cards[5], "endurance": "ten"}
    del cards[7]["text"]
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="guardians", cards=cards[1:])
    assert caught.value.messages == [
        "guardian card G04: die must be red or blue, not 'green'",
        "guardian card G06: endurance must be a whole number ≥ 0, not 'ten'",
        "guardian card G08: missing text",
    ]
    assert_unchanged()


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ({"id": "F01"}, "fortune deck: expected a JSON list of cards"),
        ([{"id": "F01"}], "fortune card F01: missing title, text, keep, effect"),
        (["F01"], "fortune card #1: not a JSON object"),
    ],
)
def test_an_import_that_is_not_a_deck_is_refused(loaded, cards, message):
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="fortune", cards=cards)
    assert caught.value.messages[0] == message
    assert_unchanged()


def test_an_import_with_a_card_twice_or_too_long_is_refused(loaded):
    cards = reference_export_deck(deck="fortune")
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="fortune", cards=[*cards, cards[0]])
    assert caught.value.messages == [
        "fortune card F01: the id is used twice in the fortune deck",
        "fortune pack: at most one royal_joust card",
    ]
    cards[2] = {**cards[2], "title": "A" * 201}
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="fortune", cards=cards)
    assert caught.value.messages[0].startswith("fortune card F03: title: Ensure this value")
    assert_unchanged()


def test_an_unknown_deck_is_an_error(loaded):
    with pytest.raises(ValueError, match="unknown deck 'tarot'"):
        reference_export_deck(deck="tarot")


# ------------------------------------------------------ a new game re-checks its ruleset


def test_a_game_is_not_created_from_an_unplayable_ruleset(loaded, django_user_model):
    from rest_framework.test import APIClient

    from kingdom.errors import Conflict
    from kingdom.models import Game
    from kingdom.services import game_create

    host = django_user_model.objects.create_user("ann", password="a-long-secret-42")
    # Behind the admin's back (a hand edit, an engine grown stricter): one action name short,
    # which once made every new game fail with a 500 when a bot took a seat.
    BattleTable.objects.filter(number=1).update(attacker_actions=["Engage", "Charge"])
    with pytest.raises(Conflict) as caught:
        game_create(host=host, name="Camlann", seats=2, bots=1)
    assert caught.value.code == "unplayable_ruleset"
    assert caught.value.message == (
        "new games cannot start until an admin repairs the ruleset: battle table 1: "
        "2 attacker's actions for 3 bands: one name a band"
    )
    api = APIClient()
    api.force_authenticate(host)
    response = api.post("/api/games/", {"name": "Camlann", "seats": 2}, format="json")
    assert response.status_code == 409
    assert response.json()["code"] == "unplayable_ruleset"
    assert "battle table 1: 2 attacker's actions" in response.json()["message"]
    assert not Game.objects.exists()
    # repaired, a game starts, and freezes the ruleset it was checked with
    BattleTable.objects.filter(number=1).update(attacker_actions=["Engage", "Charge", "Ambush"])
    game = game_create(host=host, name="Camlann", seats=2, bots=1)
    assert game.ruleset == fixture_data()


def test_many_problems_are_summed_up_in_one_message(loaded, django_user_model):
    from kingdom.errors import Conflict
    from kingdom.services import game_create

    host = django_user_model.objects.create_user("ann")
    GuardianCard.objects.update(endurance=99)
    with pytest.raises(Conflict) as caught:
        game_create(host=host, name="Camlann")
    assert caught.value.message.count("endurance 99 is not 4–14") == 5
    assert caught.value.message.endswith("(and 11 more)")


# ------------------------------------------------------------- imports: preview, in place, log


def test_an_import_preview_says_what_is_added_changed_and_removed_and_changes_nothing(loaded):
    cards = reference_export_deck(deck="guardians")
    cards[0] = {**cards[0], "endurance": 9, "name": "The Black Knight of the Bridge"}
    removed = cards.pop()
    cards.append({**removed, "id": "G17", "name": "The Red Knight of the Red Launds"})
    plan = reference_import_preview(deck="guardians", cards=cards)
    assert plan.added == ["G17"] and plan.removed == ["G16"] and not plan.reordered
    [change] = plan.changed
    assert change.code == "G01"
    assert change.fields == {
        "name": ("The Black Knight of the Ford", "The Black Knight of the Bridge"),
        "endurance": (8, 9),
    }
    assert change.describe() == (
        "name: 'The Black Knight of the Ford' → 'The Black Knight of the Bridge'; endurance: 8 → 9"
    )
    assert plan.summary() == (
        "guardians deck: 16 cards; added G17; changed G01 (name, endurance); removed G16"
    )
    assert_unchanged()
    assert not DeckImport.objects.exists()


def test_an_import_updates_in_place_and_is_logged(loaded, django_user_model):
    curator = django_user_model.objects.create_user("nimue")
    cards = reference_export_deck(deck="guardians")
    pks = dict(GuardianCard.objects.values_list("code", "pk"))
    cards[0] = {**cards[0], "endurance": 9}
    cards = [cards[1], cards[0], *cards[2:]]
    plan = reference_import_deck(deck="guardians", cards=cards, user=curator)
    assert plan.reordered and [c.code for c in plan.changed] == ["G01"]
    assert dict(GuardianCard.objects.values_list("code", "pk")) == pks  # no id, no row replaced
    assert reference_export_deck(deck="guardians") == cards
    [log] = DeckImport.objects.all()
    assert (log.deck, log.user, log.added, log.changed, log.removed) == (
        "guardians",
        curator,
        0,
        1,
        0,
    )
    assert log.summary == "guardians deck: 16 cards; changed G01 (endurance); reordered"


def test_an_import_against_a_stale_preview_is_refused(loaded):
    cards = reference_export_deck(deck="riddles")
    cards[0] = {**cards[0], "answers": ["sovereignty", "mastery"]}
    plan = reference_import_preview(deck="riddles", cards=cards)
    RiddleCard.objects.filter(code="R02").update(question="What walks on four legs at dawn?")
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="riddles", cards=cards, before=plan.before)
    assert caught.value.messages == [
        "the riddles deck has changed since the preview: preview the import again"
    ]
    assert RiddleCard.objects.get(code="R01").answers == fixture_data()["riddles"][0]["answers"]
    assert not DeckImport.objects.exists()


def test_an_import_of_other_cards_than_the_previewed_ones_is_refused(loaded):
    cards = reference_export_deck(deck="riddles")
    cards[0] = {**cards[0], "answers": ["sovereignty", "mastery"]}
    plan = reference_import_preview(deck="riddles", cards=cards)
    other = [*cards[:1], {**cards[1], "answers": ["a man"]}, *cards[2:]]
    with pytest.raises(ValidationError) as caught:
        reference_import_deck(deck="riddles", cards=other, before=plan.before, file=plan.file)
    assert caught.value.messages == [
        "the file differs from the one previewed: preview the import again."
    ]
    assert not DeckImport.objects.exists()
    applied = reference_import_deck(deck="riddles", cards=cards, before=plan.before, file=plan.file)
    assert applied.file == plan.file and RiddleCard.objects.get(code="R01").answers == [
        "sovereignty",
        "mastery",
    ]
