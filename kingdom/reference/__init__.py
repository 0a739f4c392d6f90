"""Reference data services (a package by topic: `decks`, `reading`, `validating`, `editing`,
`loading`): the board, challengers, battle tables, decks and ruleset defaults.

The database holds what `fixtures/*.json` holds, and admins edit it. These functions are the
one way in and out (HackSoft style: keyword arguments, no logic in models or views):

- `reference_load_fixtures` upserts the fixtures by natural keys, in one transaction;
- `reference_ruleset_data` rebuilds the JSON `Ruleset.from_dict` takes, in a bounded number of
  queries: a new game freezes it (`reference_ruleset_snapshot`), so running games keep theirs;
- `reference_validate` lists, in words naming the item and the field, why the engine could not
  play some ruleset data: the engine's one validator (`kingdom.rules.validation`), then its
  loader and the board's properties; each message is a `FieldProblem` that knows its field;
- `reference_check_change` / `reference_apply_change` / `reference_delete` refuse an edit that
  would leave the ruleset unplayable;
- `reference_read_deck_file` reads an uploaded deck file within bounds (its size, every
  text's length and encoding, every number's range) before anything else reads it; its
  `BoundedJSONDecoder` and `reference_value_problems` guard every JSON field of the admin;
- `reference_export_deck` / `reference_import_preview` / `reference_import_deck` move a whole
  deck as JSON: a preview says what an import adds, changes and removes; the import updates
  cards in place by id and is logged (`DeckImport`).

An edit is refused when it adds a problem. On a ruleset that is already unplayable (a stricter
engine, a hand-edited database) an edit that adds no problem is let through, so that an admin
can repair it one item at a time.
"""

from kingdom.reference.deckfile import (
    FILE_MAX_BYTES,
    TEXT_MAX,
    BoundedJSONDecoder,
    Unreadable,
    reference_deck_file_digest,
    reference_read_deck_file,
    reference_text_problem,
    reference_value_problems,
)
from kingdom.reference.decks import DECKS
from kingdom.reference.editing import (
    CardChange,
    ImportPlan,
    reference_added_problems,
    reference_apply_change,
    reference_check_change,
    reference_check_delete,
    reference_delete,
    reference_import_deck,
    reference_import_preview,
)
from kingdom.reference.history import describe_change
from kingdom.reference.loading import (
    reference_load_fixtures,
)
from kingdom.reference.reading import (
    reference_export_deck,
    reference_is_empty,
    reference_problems,
    reference_ruleset_data,
    reference_ruleset_snapshot,
)
from kingdom.reference.validating import (
    FORTUNE_EFFECTS,
    FieldProblem,
    reference_fortune_card_problems,
    reference_validate,
)

__all__ = [
    "DECKS",
    "FILE_MAX_BYTES",
    "FORTUNE_EFFECTS",
    "TEXT_MAX",
    "BoundedJSONDecoder",
    "CardChange",
    "FieldProblem",
    "ImportPlan",
    "Unreadable",
    "describe_change",
    "reference_added_problems",
    "reference_apply_change",
    "reference_check_change",
    "reference_check_delete",
    "reference_deck_file_digest",
    "reference_delete",
    "reference_export_deck",
    "reference_fortune_card_problems",
    "reference_import_deck",
    "reference_import_preview",
    "reference_is_empty",
    "reference_load_fixtures",
    "reference_problems",
    "reference_read_deck_file",
    "reference_ruleset_data",
    "reference_ruleset_snapshot",
    "reference_text_problem",
    "reference_validate",
    "reference_value_problems",
]
