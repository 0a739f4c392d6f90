"""The Django admin for the reference data: decks, battle tables, board, challengers, defaults;
one module by what each admin is about: `guard` (the edit guard every admin shares), `decks`,
`battle`, `board`, `ruleset`, `transfer` (a deck's import and export), `games`, `mail` and
`index` (the grouped index).

Every edit is checked against the rules engine before it is kept (`kingdom.reference`):

- the form of every model shares `ReferenceForm`, whose `clean()` saves the candidate row in a
  savepoint, rebuilds the ruleset, validates it and rolls back: an edit that would leave a
  ruleset the engine cannot play is refused with the engine's messages, each by the field it
  names (`FieldProblem.path`, `fields_of`), nothing saved;
- where a row is only whole with its inlines (a river and its squares, a table and its cells,
  a challenger and his villages) the form leaves the check to the admin: after the row and
  its inlines are saved, still inside the admin's transaction, the ruleset is validated again;
  on a problem the transaction is rolled back and the form is shown again with the messages;
- a deletion (the delete button or the "delete selected" action) is checked the same way
  first and refused with a message;
- the deck changelists link to an export (a JSON download in the fixtures' format) and an
  import (an uploaded JSON file replacing the whole deck): validated, previewed (added,
  changed old → new, removed), applied when confirmed, card by card in place, logged;
- every change is recorded in the object's history with its values (old → new); stable ids
  (a card's code, a table's number, a band's index, a default's name) are locked once created;
- a fortune card's effect is a form (`kingdom.admin.effects`), a battle table's cells the
  printed grid, the board's preview drawn with the map's symbols (`kingdom.admin.board`);
- every form of every admin (the site's and other apps') is guarded against input no database
  stores (`GuardedAdmin`, `guard_every_admin`): a NUL character, a lone surrogate, a JSON
  number of thousands of digits, `NaN`, `Infinity`, `1e400`, a number or a text beyond its
  bounds inside a JSON field are refused by the field;
- the index is grouped (Decks, Battle, Board, Ruleset numbers, Games and players, Mail) and
  every reference page says that edits apply to games created from now on.
"""

from django.contrib import admin as _site

from kingdom.admin import (  # noqa: F401 - each module registers its admins
    battle,
    board,
    decks,
    games,
    index,
    mail,
    reports,
    ruleset,
    transfer,
)
from kingdom.admin.guard import guard_every_admin

# The input guard on every admin, also those of Django's and other apps (INSTALLED_APPS lists
# them before kingdom: registered by now).
guard_every_admin(_site.site)
