"""What the deadline sweep reads, made cheap (issue 15).

- The frozen ruleset's digest kept beside it: on PostgreSQL a trigger computes
  `md5(ruleset::text)` once, when a game's ruleset is written, instead of every read of a game's
  digest doing it (a tenth of a second for a sweep's batch of 100 games). Only a write naming
  the ruleset (or the digest) fires it: the snapshot's UPDATEs do not. Elsewhere the column
  stays empty and `selectors.frozen_digest` computes the digest when read.
- The pending decisions indexed in the sweep's claiming order (deadline, id), which replaces
  the index on the deadline alone: a batch's claim reads its 100 rows from the index instead
  of sorting every due decision.
"""

from django.db import migrations, models

POSTGRESQL_FUNCTION = """
CREATE OR REPLACE FUNCTION kingdom_game_ruleset_md5() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.ruleset_md5 := md5(NEW.ruleset::text);
    RETURN NEW;
END $$
"""
POSTGRESQL_TRIGGER = """
CREATE TRIGGER kingdom_game_ruleset_md5
BEFORE INSERT OR UPDATE OF ruleset, ruleset_md5 ON kingdom_game
FOR EACH ROW EXECUTE FUNCTION kingdom_game_ruleset_md5()
"""


def create_trigger(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(POSTGRESQL_FUNCTION)
        schema_editor.execute(POSTGRESQL_TRIGGER)
        schema_editor.execute("UPDATE kingdom_game SET ruleset_md5 = md5(ruleset::text)")


def drop_trigger(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP TRIGGER IF EXISTS kingdom_game_ruleset_md5 ON kingdom_game")
        schema_editor.execute("DROP FUNCTION IF EXISTS kingdom_game_ruleset_md5()")


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0019_view_changes")]

    operations = [
        migrations.AddField(
            model_name="game",
            name="ruleset_md5",
            field=models.CharField(blank=True, default="", editable=False, max_length=32),
        ),
        migrations.RunPython(create_trigger, drop_trigger),
        migrations.AlterField(
            model_name="pendingdecision",
            name="deadline",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddIndex(
            model_name="pendingdecision",
            index=models.Index(fields=["deadline", "id"], name="decision_deadline_order"),
        ),
    ]
