"""Bot accounts (issue 31): a profile marked a bot account by its owner, and a seat taken by
one (a host's invitation by name). The seat's column is added between 0019's SQLite triggers
dropped and made again (0020's `around_sqlite_triggers`), as 0025 and 0026 do."""

import importlib

from django.db import migrations, models

SWEEP_READS = importlib.import_module("kingdom.migrations.0020_sweep_reads")


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0026_expert33")]
    operations = [
        migrations.AddField(
            model_name="profile",
            name="bot_account",
            field=models.BooleanField(default=False),
        ),
        *SWEEP_READS.around_sqlite_triggers(
            migrations.AddField(
                model_name="seat",
                name="bot_account",
                field=models.BooleanField(default=False),
            ),
        ),
    ]
