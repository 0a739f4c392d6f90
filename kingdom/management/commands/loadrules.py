"""`manage.py loadrules`: the board, challengers, battle tables, decks and ruleset defaults
from `fixtures/` into the database (idempotent)."""

from pathlib import Path

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from kingdom.reference import reference_is_empty, reference_load_fixtures
from kingdom.rules.ruleset import FIXTURES

LABELS = {
    "ruleset_settings": "ruleset settings",
    "ruleset_defaults": "ruleset defaults",
    "commodity_taxes": "commodity taxes",
    "chivalry_awards": "chivalry awards",
    "coin_denominations": "coin denominations",
    "board": "board",
    "castles": "castles",
    "villages": "villages",
    "mystic_sites": "mystic sites",
    "rivers": "rivers",
    "river_squares": "river squares",
    "challengers": "challengers",
    "challenger_villages": "challengers' villages",
    "fortune": "fortune cards",
    "guardians": "guardian cards",
    "riddles": "riddle cards",
    "battle_bands": "battle bands",
    "battle_tables": "battle tables",
    "battle_table_cells": "battle table cells",
}
WRITES = ("created", "updated", "deleted")


class Command(BaseCommand):
    help = (
        "Load the reference data (board, challengers, battle tables, decks, ruleset defaults) "
        "from the fixtures, by natural keys: running it again changes nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--directory",
            type=Path,
            default=FIXTURES,
            help="Where the fixtures' JSON files are (default: %(default)s).",
        )
        parser.add_argument(
            "--if-empty",
            action="store_true",
            help="Load only into a database without reference data, so that edits made in "
            "the admin survive (make run).",
        )

    def handle(self, *args, **options):
        if options["if_empty"] and not reference_is_empty():
            self.stdout.write(
                "Reference data already in the database: kept as the admin left it "
                "(loadrules without --if-empty reloads the fixtures)."
            )
            return
        try:
            counts = reference_load_fixtures(directory=options["directory"])
        except ValidationError as error:
            raise CommandError(
                "The fixtures were refused, nothing loaded:\n  " + "\n  ".join(error.messages)
            ) from None
        except (OSError, ValueError) as error:  # a missing file, JSON that does not parse
            raise CommandError(f"The fixtures could not be read, nothing loaded: {error}") from None
        items = ", ".join(
            f"{count} {LABELS.get(kind, kind)}"
            for kind, count in counts.items()
            if kind not in WRITES
        )
        writes = ", ".join(f"{counts[kind]} {kind}" for kind in WRITES)
        self.stdout.write(f"Rules loaded from {options['directory']}: {items}.")
        self.stdout.write(f"Rows {writes}.")
