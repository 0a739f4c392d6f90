"""The reference version (issue 15): one row whose token the database changes with every
statement that writes a table of the ruleset, by trigger, so that a process may keep the ruleset
a new game freezes and read one row instead of twenty tables to know it is still the database's.
Triggers see every writer: the admin, deck imports, `loadrules`, data migrations, hand edits."""

import uuid

from django.db import migrations, models

TABLES = [
    f"kingdom_{name}"
    for name in (
        "rulesetsettings", "rulesetdefault", "commoditytax", "chivalryaward", "coindenomination",
        "boardsettings", "river", "riversquare", "castle", "village", "mysticsite", "challenger",
        "challengervillage", "fortunecard", "guardiancard", "riddlecard", "battleband",
        "battletable", "battletablecell",
    )
]  # fmt: skip

POSTGRESQL_FUNCTION = """
CREATE OR REPLACE FUNCTION kingdom_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO kingdom_referenceversion (id, token) VALUES (1, gen_random_uuid()::text)
    ON CONFLICT (id) DO UPDATE SET token = EXCLUDED.token;
    RETURN NULL;
END $$
"""
# One trigger a table, once a statement (a bulk import changes the token once).
POSTGRESQL_TRIGGER = """
CREATE TRIGGER kingdom_reference_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table}
FOR EACH STATEMENT EXECUTE FUNCTION kingdom_reference_changed()
"""
# SQLite has row triggers only, one a kind of write.
SQLITE_TRIGGER = """
CREATE TRIGGER kingdom_reference_changed_{table}_{write} AFTER {write} ON {table}
BEGIN
    INSERT OR REPLACE INTO kingdom_referenceversion (id, token)
    VALUES (1, lower(hex(randomblob(16))));
END
"""
WRITES = ("insert", "update", "delete")


def create_triggers(apps, schema_editor):
    apps.get_model("kingdom", "ReferenceVersion").objects.create(pk=1, token=uuid.uuid4().hex)
    run = schema_editor.execute
    if schema_editor.connection.vendor == "postgresql":
        run(POSTGRESQL_FUNCTION)
        for table in TABLES:
            run(POSTGRESQL_TRIGGER.format(table=table))
    elif schema_editor.connection.vendor == "sqlite":
        for table in TABLES:
            for write in WRITES:
                run(SQLITE_TRIGGER.format(table=table, write=write))


def drop_triggers(apps, schema_editor):
    run = schema_editor.execute
    if schema_editor.connection.vendor == "postgresql":
        for table in TABLES:
            run(f"DROP TRIGGER IF EXISTS kingdom_reference_changed ON {table}")
        run("DROP FUNCTION IF EXISTS kingdom_reference_changed()")
    elif schema_editor.connection.vendor == "sqlite":
        for table in TABLES:
            for write in WRITES:
                run(f"DROP TRIGGER IF EXISTS kingdom_reference_changed_{table}_{write}")


class Migration(migrations.Migration):
    dependencies = [("kingdom", "0015_deals")]
    operations = [
        migrations.CreateModel(
            name="ReferenceVersion",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("token", models.CharField(max_length=40)),
            ],
            options={"verbose_name": "reference version"},
        ),
        migrations.AddConstraint(
            model_name="referenceversion",
            constraint=models.CheckConstraint(
                condition=models.Q(("pk", 1)), name="referenceversion_single"
            ),
        ),
        migrations.RunPython(create_triggers, drop_triggers),
    ]
