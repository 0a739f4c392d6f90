"""A deck's import in the admin (issue 26, items 8 and 13): a file is bounded before its
preview (its size, every text and every number; no 500 for any file), the makeup docs/decks.md
promises is refused, and a confirmation applies only the file that was previewed, to the deck
as it was when previewed."""

import json

import pytest
from django.contrib.messages import get_messages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from kingdom.models import FortuneCard, GuardianCard, RiddleCard
from kingdom.models.reference import DeckImport
from kingdom.reference import reference_load_fixtures, reference_problems, reference_ruleset_data
from kingdom.rules.ruleset import fixture_data

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def loaded():
    reference_load_fixtures()


def import_url(model):
    return reverse(f"admin:kingdom_{model._meta.model_name}_import")


def upload(body: bytes, name="deck.json"):
    return {"file": SimpleUploadedFile(name, body, "application/json")}


def file_errors(response):
    assert response.status_code == 200
    assert response.context["plan"] is None  # no preview
    return response.context["form"].errors["file"]


def assert_unchanged():
    assert reference_ruleset_data() == fixture_data()
    assert reference_problems() == []
    assert not DeckImport.objects.exists()


def guardians_with(**fields):
    cards = fixture_data()["guardians"]
    cards[2] = {**cards[2], **fields}
    return cards


# ------------------------------------------------------------------ item 8: a bounded file


def test_a_5000_digit_number_is_refused_before_the_preview(admin_client):
    body = json.dumps(guardians_with(endurance=0)).replace(
        '"endurance": 0', '"endurance": ' + "9" * 5000
    )
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body.encode())))
    assert errors == [
        "Not imported: a number of 5,000 digits (999999999999…): a number of a deck is a whole "
        "number from -1,000,000 to 1,000,000"
    ]
    assert_unchanged()


def test_a_number_beyond_the_bounds_is_refused_by_its_card_and_field(admin_client):
    body = json.dumps(guardians_with(endurance=10**7, slay_chivalry=-(10**7)))
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body.encode())))
    assert errors == [
        "card 3 (G03), endurance: 10000000 is beyond the bounds of a number "
        "(-1,000,000 to 1,000,000)",
        "card 3 (G03), slay_chivalry: -10000000 is beyond the bounds of a number "
        "(-1,000,000 to 1,000,000)",
    ]
    assert_unchanged()


def test_a_lone_surrogate_in_a_text_is_refused_not_a_500(admin_client):
    body = json.dumps(guardians_with(name="The Black Kn\ud800ight"), ensure_ascii=True)
    assert "\\ud800" in body
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body.encode())))
    assert errors == [
        "card 3 (G03), name: a lone surrogate ('\\ud800') at character 13 is not text: write the "
        "character itself"
    ]
    assert_unchanged()


def test_a_text_longer_than_2000_characters_is_refused(admin_client):
    body = json.dumps(guardians_with(text="Hark! " * 1000))
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body.encode())))
    assert errors == ["card 3 (G03), text: a text of 6,000 characters, at most 2,000"]
    assert_unchanged()


def test_a_file_over_1_mib_is_refused_by_its_size_unread(admin_client):
    body = json.dumps(guardians_with(text="x" * 10_000_000)).encode()  # a 10 MB card text
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body)))
    assert errors == [
        "The file is 1,048,577 bytes: a deck file is at most 1,048,576 bytes (1 MiB)."
    ]
    assert_unchanged()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            b'[{"id": "G01", "endurance": 8.5}]',
            "Not imported: the number 8.5 is not a whole number",
        ),
        (b'[{"id": "G01", "endurance": NaN}]', "Not imported: NaN is not a number of a deck"),
        (b"\xff\xfe[]", "Not a UTF-8 JSON file: "),
        (b'{"id": "G01"}', "The file must be a JSON list of cards."),
        (b"[" * 100_000, "Not a UTF-8 JSON file: "),
    ],
)
def test_a_file_that_is_no_deck_is_refused_with_a_message(admin_client, body, message):
    errors = file_errors(admin_client.post(import_url(GuardianCard), upload(body)))
    assert errors[0].startswith(message)
    assert_unchanged()


def test_the_import_page_states_the_bounds(admin_client):
    page = admin_client.get(import_url(RiddleCard)).content.decode()
    assert "at most 1 MiB, each text at most 2,000 characters" in page
