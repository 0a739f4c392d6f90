"""The rules page (issue 18): the printed rulebook's rules and the house rules, one anchor a
rule, and the badges' tooltips every page carries."""

import json
import re

import pytest
from django.contrib.auth import get_user_model

from frontend import rulebook

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-secret-42"


def test_the_rules_page_has_an_anchor_for_every_rule_and_house_rule(client):
    page = client.get("/rules/")  # no log-in needed: the rules are public
    assert page.status_code == 200
    html = page.content.decode()
    anchors = set(re.findall(r'<article class="rule-entry" id="([a-z]+-\d+)"', html))
    # Every numbered rule the OCR text keeps (its rule 30 ran into rule 29), every house rule of
    # docs/house-rules.md's table.
    printed = {f"rule-{n}" for n in range(1, 39) if n != 30}
    table = re.findall(r"^\| house (\d+) \|", rulebook.HOUSE_RULES.read_text(), re.MULTILINE)
    assert table and anchors == printed | {f"house-{n}" for n in table}
    assert '<h3><a class="anchor" href="#rule-14">Rule 14</a> — How to resolve combat</h3>' in html
    # The house rules' markdown is HTML, and nothing else of it is taken as markup.
    assert "<strong>20 endurance</strong>" in html
    assert "**" not in html and "$" not in html


def test_every_page_carries_the_rules_titles_for_the_badges(client):
    client.force_login(get_user_model().objects.create_user("ann", password=PASSWORD))
    page = client.get("/games/7/").content.decode()
    found = re.search(r'<script id="rule-titles" type="application/json">(.*?)</script>', page)
    titles = json.loads(found[1])
    assert titles["rule-5"] == "Rule 5: Allegiances"
    assert titles["rule-28"] == "Rule 28: Breaking the ancient spell of the mystic sites"
    assert titles["house-4"] == "House 4: Chivalry"
    assert titles["house-26"] == "House 26: At least 2 players"
    assert 'href="/rules/"' in page


@pytest.mark.parametrize(
    ("cite", "anchor"),
    [
        ("rule 14 iii", "rule-14"),
        ("house 4", "house-4"),
        ("rule 7 N.B.", "rule-7"),
        ("absence", None),
    ],
)
def test_a_cited_rule_has_its_anchor(cite, anchor):
    assert rulebook.anchor_of(cite) == anchor
