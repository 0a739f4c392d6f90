"""A die waited for names its purpose and, for a casualty, whose piece it picks, as fields.

Snapshots stored while a casualty roll was pending said `"purpose": "casualty of 2"`; they now
say `"purpose": "casualty", "of_seat": 2`. The event log is unchanged (a die_rolled event still
reads "casualty of 2"), so replays are unaffected.
"""

from django.db import migrations


def split_purposes(apps, schema_editor):
    Game = apps.get_model("kingdom", "Game")
    for game in Game.objects.exclude(state=None).iterator():
        roll = (game.state or {}).get("pending_roll")
        purpose = roll.get("purpose", "") if isinstance(roll, dict) else ""
        if purpose.startswith("casualty of "):
            roll["purpose"], roll["of_seat"] = "casualty", int(purpose.rsplit(" ", 1)[1])
            game.save(update_fields=["state"])


def join_purposes(apps, schema_editor):
    Game = apps.get_model("kingdom", "Game")
    for game in Game.objects.exclude(state=None).iterator():
        roll = (game.state or {}).get("pending_roll")
        if isinstance(roll, dict) and "of_seat" in roll:
            seat = roll.pop("of_seat")
            if seat is not None:
                roll["purpose"] = f"{roll['purpose']} of {seat}"
            game.save(update_fields=["state"])


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0004_absence_and_mail")]
    operations = [migrations.RunPython(split_purposes, join_purposes)]
