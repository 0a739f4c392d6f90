"""Pending decisions keyed by their identity (issue 22): one row per decision instance.

Rows made before have an empty key; the next save of their game gives each the key of the
decision it stands for (kingdom.services.saving._sync_decisions), keeping its deadline."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("kingdom", "0006_deck_import_log"),
    ]

    operations = [
        migrations.AddField(
            model_name="pendingdecision",
            name="key",
            field=models.CharField(default="", max_length=200),
        ),
        migrations.AddConstraint(
            model_name="pendingdecision",
            constraint=models.UniqueConstraint(
                condition=models.Q(("key", ""), _negated=True),
                fields=("game", "key"),
                name="decision_key_unique",
            ),
        ),
    ]
