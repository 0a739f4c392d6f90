"""The joust's printed numbers become ruleset defaults an admin can edit (rule 7 ii–iii, issue
14), and the fewest players is cited as a house number (house 26), not rule 5.

Adds the rows to a database whose rules were loaded before (`loadrules` adds them too); a
database with no rules loaded yet is left empty. Games keep the ruleset they froze: one frozen
without these numbers plays them as printed (`kingdom.rules.ruleset.LATER_DEFAULTS`).
"""

from django.db import migrations

JOUST = [
    ("joust_strike_points", 2, "rule 7 ii", "tournament points for the one rider who strikes a blow"),
    ("joust_both_points", 1, "rule 7 ii", "tournament points each when both riders strike"),
    ("joust_blow_endurance", 2, "rule 7 ii", "endurance a rider loses to each blow struck against him"),
    (
        "joust_selections",
        1,
        "rule 7 iii",
        "numbers of the red die each rider selects per attempt: this many on the first, "
        "this many more on each next",
    ),
    ("joust_lance_selections", 1, "rule 7 N.B.", "numbers more the magic lance gives its rider on every attempt"),
]  # fmt: skip


def add_joust_numbers(apps, schema_editor):
    RulesetDefault = apps.get_model("kingdom", "RulesetDefault")
    rows = RulesetDefault.objects.all()
    if not rows.exists():
        return
    position = max(row.position for row in rows) + 1
    for offset, (name, value, rule, text) in enumerate(JOUST):
        RulesetDefault.objects.get_or_create(
            name=name,
            defaults={"value": value, "rule": rule, "text": text, "position": position + offset},
        )
    RulesetDefault.objects.filter(name="min_players", rule="rule 5").update(rule="house 26")


def remove_joust_numbers(apps, schema_editor):
    RulesetDefault = apps.get_model("kingdom", "RulesetDefault")
    RulesetDefault.objects.filter(name__in=[name for name, *_ in JOUST]).delete()
    RulesetDefault.objects.filter(name="min_players", rule="house 26").update(rule="rule 5")


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0012_messages")]
    operations = [migrations.RunPython(add_joust_numbers, remove_joust_numbers)]
