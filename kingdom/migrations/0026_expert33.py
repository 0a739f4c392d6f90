"""The `expert` bot level (issue 33): a third choice for a bot seat, and its budget among the
ruleset's defaults (`expert_iterations`, `expert_milliseconds`, docs/bots.md).

The rows are added to a database whose rules were loaded before (`loadrules` adds them too); a
database with no rules loaded yet is left empty. A game frozen without them plays the fixtures'
values (`kingdom.rules.ruleset.LATER_DEFAULTS`).
"""

import importlib

from django.db import migrations, models

SWEEP_READS = importlib.import_module("kingdom.migrations.0020_sweep_reads")

ROWS = {
    "expert_iterations": (
        8,
        "the expert bot's search: determinizations played out for one decision, at most "
        "(docs/bots.md)",
    ),
    "expert_milliseconds": (
        200,
        "the expert bot's search: milliseconds of thought for one decision in play, at most "
        "(docs/bots.md)",
    ),
}


def add_expert_budget(apps, schema_editor):
    RulesetDefault = apps.get_model("kingdom", "RulesetDefault")
    rows = RulesetDefault.objects.all()
    if not rows.exists():
        return
    position = max(row.position for row in rows) + 1
    for offset, (name, (value, text)) in enumerate(ROWS.items()):
        RulesetDefault.objects.get_or_create(
            name=name,
            defaults={"value": value, "rule": "bots", "text": text, "position": position + offset},
        )


def remove_expert_budget(apps, schema_editor):
    apps.get_model("kingdom", "RulesetDefault").objects.filter(name__in=ROWS).delete()


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0025_mail32")]
    operations = [
        # A seat's column changed: on SQLite, should the seat's table be remade, 0019's seat
        # triggers are dropped around it and made again (0020's `around_sqlite_triggers`).
        *SWEEP_READS.around_sqlite_triggers(
            migrations.AlterField(
                model_name="seat",
                name="bot_level",
                field=models.CharField(
                    choices=[("sound", "sound"), ("random", "random"), ("expert", "expert")],
                    default="sound",
                    max_length=8,
                ),
            ),
        ),
        migrations.RunPython(add_expert_budget, remove_expert_budget),
    ]
