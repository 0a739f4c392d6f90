"""Creating and starting a game (issue 15): the ruleset a new game freezes is kept per process
under the reference version, a token the database changes with every write to a table of the
ruleset, so an admin's edit reaches the very next game; and the SQL of a creation and of a
start with bots is a constant."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.db import connection
from django.db.models import F
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from kingdom import services
from kingdom.models import Game, ReferenceVersion, RulesetDefault
from kingdom.models.version import REFERENCE_MODELS
from kingdom.reference import reference_import_deck, reference_load_fixtures
from kingdom.rules.ruleset import fixture_data

pytestmark = pytest.mark.django_db

# game_create, the ruleset known to the process: whether the host is a bot account (issue 31),
# the reference version, the game, its seats.
CREATE_QUERIES = 4
# game_start with three bots (in a savepoint): SAVEPOINT, the lock (with the ruleset's digest),
# the seats (with their users and profiles), then the write in one round trip (kingdom.batched,
# issue 28: the log — the bots' actions, the events, the ledger and the record cards —, the
# game, the new decision), RELEASE.
START_QUERIES = 5


@pytest.fixture(autouse=True)
def loaded():
    reference_load_fixtures()
    services.clear_caches()


def token() -> str:
    return ReferenceVersion.objects.get().token


def starting_endurance(game: Game) -> int:
    return game.ruleset["ruleset"]["defaults"]["starting_endurance"]["value"]


def test_an_admin_edit_reaches_the_next_new_game(admin_client, django_user_model):
    host = django_user_model.objects.create_user("ann")
    before = services.game_create(host=host, name="Camlann", seats=2, bots=1)  # kept in memory
    printed = fixture_data()["ruleset"]["defaults"]["starting_endurance"]["value"]
    assert starting_endurance(before) == printed
    default = RulesetDefault.objects.get(name="starting_endurance")
    page = reverse("admin:kingdom_rulesetdefault_change", args=[default.pk])
    form = admin_client.get(page).context["adminform"].form
    data = {name: form[name].value() or "" for name in form.fields}
    data["value"] = str(printed + 1)
    assert admin_client.post(page, data).status_code == 302
    after = services.game_create(host=host, name="Badon", seats=2, bots=1)
    assert starting_endurance(after) == printed + 1
    before.refresh_from_db()
    assert starting_endurance(before) == printed  # a game keeps the ruleset it was created with


def test_a_deck_import_reaches_the_next_new_game(django_user_model):
    host = django_user_model.objects.create_user("ann")
    services.game_create(host=host, name="Camlann", seats=2, bots=1)
    riddles = fixture_data()["riddles"]
    reference_import_deck(deck="riddles", cards=riddles[:-1])
    game = services.game_create(host=host, name="Badon", seats=2, bots=1)
    assert [card["id"] for card in game.ruleset["riddles"]] == [c["id"] for c in riddles[:-1]]


@pytest.mark.parametrize("name", REFERENCE_MODELS)
def test_any_write_to_a_table_of_the_ruleset_changes_the_reference_version(name):
    """Even one the admin never makes (a statement in SQL, an UPDATE that Django sends no
    signal for): the database's triggers change the token, a fresh one each time."""
    model = apps.get_model("kingdom", name)
    seen = {token()}
    model.objects.update(id=F("id"))
    seen.add(token())
    model.objects.filter(pk=-1).update(id=F("id"))  # no row: still a write statement
    seen.add(token())
    assert len(seen) == 3


def test_other_tables_leave_the_reference_version_alone(django_user_model):
    host = django_user_model.objects.create_user("ann")
    before = token()
    game = services.game_create(host=host, name="Camlann", seats=2, bots=1)
    services.game_start(game_id=game.pk, user=host)
    assert token() == before


def test_creating_a_game_and_starting_it_with_bots_costs_a_fixed_number_of_queries(
    django_user_model, django_assert_num_queries
):
    host = django_user_model.objects.create_user("ann")
    warm = services.game_create(host=host, name="warm", seats=4, bots=3)
    services.game_start(game_id=warm.pk, user=host)  # the process reads and parses the ruleset
    for n in range(4):
        with django_assert_num_queries(CREATE_QUERIES):
            game = services.game_create(host=host, name=f"Camlann {n}", seats=4, bots=3)
        with CaptureQueriesContext(connection) as start:
            game = services.game_start(game_id=game.pk, user=host)
        assert len(start) == START_QUERIES
        assert game.status == Game.Status.ACTIVE
        assert game.pending.filter(seat=0).exists()  # the bots have answered
