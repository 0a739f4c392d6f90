"""Deals between players at any time (house 28): the ruleset default `deals_any_time`.

Adds the row to a database whose rules were loaded before (`loadrules` adds it too); a database
with no rules loaded yet is left empty. A game frozen without it plays the fixtures' value
(`kingdom.rules.ruleset.LATER_DEFAULTS`).
"""

from django.db import migrations

NAME = "deals_any_time"
TEXT = "1: players may offer each other deals at any time; 0: only a player who cannot pay a due (rule 32)"


def add_deals_any_time(apps, schema_editor):
    RulesetDefault = apps.get_model("kingdom", "RulesetDefault")
    rows = RulesetDefault.objects.all()
    if not rows.exists():
        return
    position = max(row.position for row in rows) + 1
    RulesetDefault.objects.get_or_create(
        name=NAME, defaults={"value": 1, "rule": "house 28", "text": TEXT, "position": position}
    )


def remove_deals_any_time(apps, schema_editor):
    apps.get_model("kingdom", "RulesetDefault").objects.filter(name=NAME).delete()


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0014_bot_level")]
    operations = [migrations.RunPython(add_deals_any_time, remove_deals_any_time)]
