"""A deck curator's session in the admin, in the browser: a fortune card edited through the
effect form (its live preview and its number warning), a deck imported after its preview, the
history with its values, and a battle table refused with the message by the field."""

import json

import pytest
from django.contrib.auth import get_user_model
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from kingdom.models import BattleTable, FortuneCard, GuardianCard
from kingdom.reference import reference_export_deck, reference_load_fixtures

from .helpers import PASSWORD, click, find, shot, text_of, type_into, wait

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.timeout(300),  # Chromium windows, each step waiting up to 20 s
]


def admin_page(driver, base, path):
    driver.get(f"{base}/admin/{path}")
    find(driver, "#content")


def visible(driver, css):
    return driver.find_element(By.CSS_SELECTOR, css).is_displayed()


def test_a_curators_session(live_server, browsers, artifacts, tmp_path):
    reference_load_fixtures()
    get_user_model().objects.create_superuser("nimue", "nimue@example.org", PASSWORD)
    base = live_server.url
    driver = browsers()
    driver.get(f"{base}/admin/login/")
    type_into(driver, "#id_username", "nimue")
    type_into(driver, "#id_password", PASSWORD + Keys.ENTER)
    wait(driver, lambda d: "Site administration" in d.page_source, message="not logged in")
    assert text_of(driver, "#content-main caption").casefold() == "decks"

    # 1. A fortune card through the effect form: the kind, its fields, the preview, the warning.
    card = FortuneCard.objects.get(code="F15")
    admin_page(driver, base, f"kingdom/fortunecard/{card.pk}/change/")
    assert "Edits apply to games created from now on." in text_of(driver, "#reference-banner")
    wait(driver, lambda d: "A Hoard in the Barrow" in d.find_element(By.ID, "card-preview").text)
    assert not visible(driver, ".field-turns") and visible(driver, ".field-amount")
    Select(find(driver, "#id_kind")).select_by_value("gain_chivalry")
    wait(
        driver,
        lambda d: (
            "For gain_chivalry: 1–3"
            in d.find_element(By.CSS_SELECTOR, ".field-amount .effect-range").text
        ),
    )
    assert find(driver, "#id_amount").get_attribute("max") == "3"
    type_into(driver, "#id_amount", "2")
    wait(driver, lambda d: visible(d, "#number-warning"), message="no number warning")
    assert "says 40" in text_of(driver, "#number-warning")
    type_into(driver, "#id_text", "The bards sing of your deed. Gain 2 chivalry points.")
    wait(driver, lambda d: not visible(d, "#number-warning"), message="the warning stayed")
    preview = text_of(driver, "#card-preview")
    assert "The bards sing of your deed." in preview and "gain chivalry" in preview
    shot(driver, artifacts, "curator-effect-form")
    click(driver, "input[name=_save]")
    wait(driver, lambda d: "was changed successfully" in d.page_source, message="not saved")
    card.refresh_from_db()
    assert card.effect == {"kind": "gain_chivalry", "scope": "drawer", "amount": 2}

    # 2. A deck imported after its preview.
    cards = reference_export_deck(deck="guardians")
    cards[0] = {**cards[0], "endurance": 9}
    upload = tmp_path / "guardians.json"
    upload.write_text(json.dumps(cards), encoding="utf-8")
    admin_page(driver, base, "kingdom/guardiancard/import/")
    find(driver, "#id_file").send_keys(str(upload))
    click(driver, "input[type=submit]")
    changed = text_of(driver, "#import-changed")
    assert "G01 endurance 8 9" in changed
    assert "Removed (0)" in text_of(driver, "#import-preview")
    assert GuardianCard.objects.get(code="G01").endurance == 8  # nothing yet
    shot(driver, artifacts, "curator-import-preview")
    click(driver, "input[name=confirm]")
    wait(driver, lambda d: "Imported: guardians deck" in d.page_source, message="not imported")
    g01 = GuardianCard.objects.get(code="G01")
    assert g01.endurance == 9

    # 3. The history, with its values.
    admin_page(driver, base, f"kingdom/guardiancard/{g01.pk}/history/")
    assert "Changed by a deck import: endurance: 8 → 9." in text_of(driver, "#change-history")

    # 4. An unplayable battle table, refused with the message by the field.
    table = BattleTable.objects.get(number=1)
    admin_page(driver, base, f"kingdom/battletable/{table.pk}/change/")
    assert "ambush" in text_of(driver, "#battle-grid thead").casefold()
    type_into(driver, "#id_attacker_actions", "Engage\nCharge")
    click(driver, "input[name=_save]")
    error = text_of(driver, ".field-attacker_actions .errorlist")
    assert error == "battle table 1: 2 attacker's actions for 3 bands: one name a band"
    shot(driver, artifacts, "curator-refused-table")
    table.refresh_from_db()
    assert table.attacker_actions == ["Engage", "Charge", "Ambush"]
