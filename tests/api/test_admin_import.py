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
        "Not imported: a number of 5,000 digits (999999999999…): a number here is a whole "
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
        (
            b'[{"id": "G01", "endurance": NaN}]',
            "Not imported: NaN is not a number (a number is finite",
        ),
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


# ------------------------------------ item 13: what the docs refuse; only the previewed file


def messages_of(response):
    return [str(m) for m in get_messages(response.wsgi_request)]


def test_a_three_card_fortune_deck_is_refused_as_the_docs_say(admin_client):
    cards = [
        c
        for c in fixture_data()["fortune"]
        if c["effect"]["kind"] in ("royal_joust", "magic_lance", "gain_gold")
    ][:3]
    assert len(cards) == 3
    response = admin_client.post(import_url(FortuneCard), upload(json.dumps(cards).encode()))
    assert response.status_code == 200 and response.context["plan"] is None
    assert b"fortune pack: 3 cards, not 24\xe2\x80\x93200 (docs/decks.md" in response.content
    assert_unchanged()


def preview(admin_client, model, cards):
    response = admin_client.post(import_url(model), upload(json.dumps(cards).encode()))
    assert response.status_code == 200 and response.context["plan"] is not None
    return {
        "confirm": "1",
        "cards": response.context["plan_cards"],
        "token": response.context["token"],
    }


def test_a_confirmation_applies_the_previewed_file(admin_client):
    cards = fixture_data()["guardians"]
    cards[0] = {**cards[0], "endurance": 9}
    confirm = preview(admin_client, GuardianCard, cards)
    response = admin_client.post(import_url(GuardianCard), confirm)
    assert messages_of(response) == ["Imported: guardians deck: 16 cards; changed G01 (endurance)."]
    assert GuardianCard.objects.get(code="G01").endurance == 9


def test_a_hand_edited_confirmation_is_refused(admin_client):
    cards = fixture_data()["guardians"]
    cards[0] = {**cards[0], "endurance": 9}
    confirm = preview(admin_client, GuardianCard, cards)
    edited = json.loads(confirm["cards"])
    edited[1]["endurance"] = 5  # a change the preview never showed
    response = admin_client.post(import_url(GuardianCard), {**confirm, "cards": json.dumps(edited)})
    assert response.status_code == 302
    assert messages_of(response) == [
        "Not imported: the file differs from the one previewed: preview the import again."
    ]
    assert_unchanged()


@pytest.mark.parametrize("token", ["", "forged", "x:y:z"])
def test_a_confirmation_without_the_previews_token_is_refused(admin_client, token):
    cards = fixture_data()["guardians"]
    cards[0] = {**cards[0], "endurance": 9}
    confirm = preview(admin_client, GuardianCard, cards)
    response = admin_client.post(import_url(GuardianCard), {**confirm, "token": token})
    assert messages_of(response) == [
        "Not imported: this confirmation is not a preview's (or is over an hour old): "
        "preview the import again."
    ]
    assert_unchanged()


def test_a_preview_of_one_deck_confirms_no_other(admin_client):
    confirm = preview(admin_client, RiddleCard, fixture_data()["riddles"][:20])
    response = admin_client.post(import_url(GuardianCard), confirm)
    assert messages_of(response)[0].startswith("Not imported: this confirmation is not")
    assert_unchanged()


def test_a_change_made_after_the_preview_is_not_overwritten(admin_client):
    cards = fixture_data()["guardians"]
    cards[0] = {**cards[0], "endurance": 9}
    confirm = preview(admin_client, GuardianCard, cards)
    GuardianCard.objects.filter(code="G05").update(name="The Knight of the Changed Mind")
    response = admin_client.post(import_url(GuardianCard), confirm)
    assert messages_of(response) == [
        "Not imported: the guardians deck has changed since the preview: preview the import again"
    ]
    assert GuardianCard.objects.get(code="G05").name == "The Knight of the Changed Mind"
    assert GuardianCard.objects.get(code="G01").endurance == 8
    assert not DeckImport.objects.exists()
