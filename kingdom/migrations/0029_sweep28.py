"""Less database work a write, measured on the deadline sweep (issue 28, docs/performance.md).

- The log's tables lose the index of their game's key where a wider index starting with it
  serves (an action: (game, version); an event: (game, sequence); a record-card line: (game,
  seat, field)): one index fewer to update a row, ~20 rows a deadline's default.
- A record-card line's game is no longer checked by a foreign key: it is its event's, whose
  key is checked (PostgreSQL checks each row's keys one by one at commit).
- PostgreSQL only: the game and seat tables leave room in each page (`fillfactor`), so that a
  snapshot's or a missed deadline's UPDATE, which changes no indexed column, is written in
  place ("HOT": no index entry); the snapshot compressed with lz4 where the server has it
  (cheaper than pglz); and a seat's write bumps its game's `view_changes` (0019) unless the
  write path says (`BUMPED`, set around the seats' UPDATE alone) that the same round trip
  has just written the game's snapshot, which bumped it: the sweep wrote each game's row
  twice.

On SQLite nothing changes for kingdom_game or kingdom_seat; the statements for them are
wrapped all the same (0020's `around_sqlite_triggers`), as 0025-0027 do.
"""

import importlib

import django.db.models.deletion
from django.db import migrations, models

SWEEP_READS = importlib.import_module("kingdom.migrations.0020_sweep_reads")
VIEW_CHANGES = importlib.import_module("kingdom.migrations.0019_view_changes")

# The setting the write path sets around a seats' UPDATE that follows its games' snapshots in
# the same round trip (kingdom.services.saving): those games' ids, already bumped.
BUMPED = "kingdom.bumped_games"
SEATS_CHANGED = f"""
CREATE OR REPLACE FUNCTION kingdom_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE kingdom_game SET view_changes = view_changes + 1
    WHERE id IN (SELECT game_id FROM changed)
      AND id <> ALL (coalesce(
          string_to_array(nullif(current_setting('{BUMPED}', true), ''), ',')::bigint[],
          '{{}}'));
    RETURN NULL;
END $$
"""
LZ4 = """
DO $$ BEGIN
    ALTER TABLE kingdom_game ALTER COLUMN state SET COMPRESSION lz4;
EXCEPTION WHEN OTHERS THEN NULL;  -- a server built without lz4 keeps pglz
END $$
"""
FORWARD = [
    "ALTER TABLE kingdom_game SET (fillfactor = 60)",
    "ALTER TABLE kingdom_seat SET (fillfactor = 60)",
    LZ4,
    SEATS_CHANGED,
]
BACKWARD = [
    "ALTER TABLE kingdom_game RESET (fillfactor)",
    "ALTER TABLE kingdom_seat RESET (fillfactor)",
    "ALTER TABLE kingdom_game ALTER COLUMN state SET COMPRESSION default",
    # 0019's function as it was
    next(s for s in VIEW_CHANGES.POSTGRESQL if "kingdom_seats_changed()" in s and "BEGIN" in s),
]


def on_postgresql(statements):
    def run(apps, schema_editor):
        if schema_editor.connection.vendor == "postgresql":
            for statement in statements:
                schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0028_by_game_column")]

    operations = [
        migrations.AlterField(
            model_name="gameaction",
            name="game",
            field=models.ForeignKey(
                db_index=False,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="actions",
                to="kingdom.game",
            ),
        ),
        migrations.AlterField(
            model_name="gameevent",
            name="game",
            field=models.ForeignKey(
                db_index=False,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="events",
                to="kingdom.game",
            ),
        ),
        migrations.AlterField(
            model_name="recordentry",
            name="game",
            field=models.ForeignKey(
                db_constraint=False,
                db_index=False,
                on_delete=django.db.models.deletion.CASCADE,
                related_name="record_entries",
                to="kingdom.game",
            ),
        ),
        *SWEEP_READS.around_sqlite_triggers(
            migrations.RunPython(on_postgresql(FORWARD), on_postgresql(BACKWARD)),
        ),
    ]
