"""The count of the writes that may change what a seat of a game sees (issue 15), kept by the
database: a poll's ETag names it, so an unchanged poll reads one column of one row instead of
the game with its seats.

- Every UPDATE of a game's row adds one (a row trigger before the write: no second write). The
  services write the row with every action, start, pause, resume, leave, autopilot change,
  replacement, claim, undo and log entry, the sweep with every default.
- Every statement that inserts, updates or deletes seats adds one to each game it touched (a
  statement trigger: a bulk write of several seats of one game adds one): a player joining,
  claiming or taking over a seat, leave, autopilot, missed deadlines, a new game's seats.

Triggers see every writer, the services as well as the admin, data migrations and hand edits.
Existing games start at 0 (the column's default): no ETag of the earlier form names a count, so
none is taken for current."""

from django.db import migrations, models

POSTGRESQL = [
    """
    CREATE OR REPLACE FUNCTION kingdom_game_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        NEW.view_changes := OLD.view_changes + 1;
        RETURN NEW;
    END $$
    """,
    """
    CREATE TRIGGER kingdom_game_view_changed BEFORE UPDATE ON kingdom_game
    FOR EACH ROW EXECUTE FUNCTION kingdom_game_view_changed()
    """,
    """
    CREATE OR REPLACE FUNCTION kingdom_seats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        UPDATE kingdom_game SET view_changes = view_changes + 1
        WHERE id IN (SELECT game_id FROM changed);
        RETURN NULL;
    END $$
    """,
    # A trigger with a transition table has one kind of write: three of them, one function.
    *(
        f"""
        CREATE TRIGGER kingdom_seats_{write.lower()} AFTER {write} ON kingdom_seat
        REFERENCING {table} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION kingdom_seats_changed()
        """
        for write, table in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD"))
    ),
]
POSTGRESQL_DROP = [
    "DROP TRIGGER IF EXISTS kingdom_game_view_changed ON kingdom_game",
    *(
        f"DROP TRIGGER IF EXISTS kingdom_seats_{w} ON kingdom_seat"
        for w in ("insert", "update", "delete")
    ),
    "DROP FUNCTION IF EXISTS kingdom_game_view_changed()",
    "DROP FUNCTION IF EXISTS kingdom_seats_changed()",
]
# SQLite has row triggers only, and its triggers cannot change NEW: the game's writes the count
# again after an update that did not raise it (its own update does, so it stops there).
SQLITE = [
    """
    CREATE TRIGGER kingdom_game_view_changed AFTER UPDATE ON kingdom_game
    WHEN NEW.view_changes <= OLD.view_changes
    BEGIN
        UPDATE kingdom_game SET view_changes = OLD.view_changes + 1 WHERE id = NEW.id;
    END
    """,
    *(
        f"""
        CREATE TRIGGER kingdom_seats_{write.lower()} AFTER {write} ON kingdom_seat
        BEGIN
            UPDATE kingdom_game SET view_changes = view_changes + 1 WHERE id = {row}.game_id;
        END
        """
        for write, row in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD"))
    ),
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS kingdom_game_view_changed",
    *(f"DROP TRIGGER IF EXISTS kingdom_seats_{w}" for w in ("insert", "update", "delete")),
]


def create_triggers(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    for statement in {"postgresql": POSTGRESQL, "sqlite": SQLITE}.get(vendor, []):
        schema_editor.execute(statement)


def drop_triggers(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    for statement in {"postgresql": POSTGRESQL_DROP, "sqlite": SQLITE_DROP}.get(vendor, []):
        schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0018_seat_claim_code")]
    operations = [
        migrations.AddField(
            model_name="game",
            name="view_changes",
            field=models.PositiveBigIntegerField(default=0, editable=False),
        ),
        migrations.RunPython(create_triggers, drop_triggers),
    ]
