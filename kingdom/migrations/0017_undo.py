"""Undo at a physical table (issue 17): an action taken back, and its events, are marked
`undone`: kept in the log for the record, skipped by replays and reads."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0016_reference_version")]

    operations = [
        migrations.AddField(
            model_name="gameaction",
            name="undone",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="gameevent",
            name="undone",
            field=models.BooleanField(default=False),
        ),
    ]
