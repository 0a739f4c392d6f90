"""A game gone wrong mended by staff (issue 26): its health (`last_error`, `last_error_at`:
the last action on it that failed unexpectedly) and the permission to revert it to an earlier
version (kingdom.services.game_revert). The actions a revert takes back stay in the log,
marked `undone` as an undo's are; the service's `reverted` event says by whom and why.

On SQLite, adding a column remakes the game's table: 0019's seat triggers are dropped around
it and made again (0020's `around_sqlite_triggers`)."""

import importlib

from django.db import migrations, models

SWEEP_READS = importlib.import_module("kingdom.migrations.0020_sweep_reads")


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0021_admin_bounds")]

    operations = [
        *SWEEP_READS.around_sqlite_triggers(
            migrations.AddField(
                model_name="game",
                name="last_error",
                field=models.TextField(blank=True, default="", editable=False),
            ),
            migrations.AddField(
                model_name="game",
                name="last_error_at",
                field=models.DateTimeField(blank=True, editable=False, null=True),
            ),
        ),
        *(
            migrations.AlterField(
                model_name=model,
                name="author",
                field=models.CharField(
                    blank=True,
                    choices=[
                        ("game", "the game"),
                        ("player", "the player"),
                        ("host", "the host"),
                        ("clock", "the clock"),
                        ("bot", "a bot"),
                        ("autopilot", "the bot (autopilot)"),
                        ("staff", "staff (a revert)"),
                    ],
                    max_length=10,
                ),
            )
            for model in ("gameaction", "gameevent")
        ),
        migrations.AlterModelOptions(
            name="game",
            options={
                "ordering": ["-updated_at"],
                "permissions": [("revert_game", "Can revert a game to an earlier version")],
            },
        ),
    ]
