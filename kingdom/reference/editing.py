"""Editing the reference data: a change, a deletion or a deck import is refused when it adds a
problem (on a ruleset already unplayable, one that adds none is let through, so that an admin can
repair it one item at a time); a deck import is previewed, updates cards in place by id and is
logged (`DeckImport`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import ProtectedError, RestrictedError

from kingdom.models import (
    Challenger,
    ChallengerVillage,
)
from kingdom.models.reference import DeckImport
from kingdom.reference.deckfile import reference_deck_file_digest
from kingdom.reference.decks import card_row, deck_model
from kingdom.reference.history import describe_change
from kingdom.reference.reading import reference_problems, reference_ruleset_data
from kingdom.reference.validating import reference_validate
from kingdom.rules import validation

T = TypeVar("T")


class _Unplayable(Exception):
    def __init__(self, problems: list[str]):
        super().__init__(problems)
        self.problems = problems


def reference_added_problems(*, after: Sequence[str]) -> list[str]:
    """Those of `after` (problems of an edited ruleset) that the database does not have now.

    Call it with the edit rolled back: an edit is refused when this is not empty.
    """
    if not after:
        return []
    before = set(reference_problems())
    return [problem for problem in after if problem not in before]


def reference_check_change(*, change: Callable[[], object]) -> list[str]:
    """The problems `change` (a function that writes reference data) would add; keeps nothing.

    Runs `change` in a savepoint, validates the result and rolls it back. A `ValidationError`
    that `change` raises (a deletion protected rows forbid) is returned as problems too.
    """
    try:
        with transaction.atomic():
            change()
            after = reference_problems()
            transaction.set_rollback(True)
    except ValidationError as error:
        return error.messages
    return reference_added_problems(after=after)


def reference_apply_change(*, change: Callable[[], T]) -> T:
    """Run `change` in a transaction and keep it, unless it adds a problem to the ruleset.

    Raises `ValidationError` with the problems, the database unchanged.
    """
    try:
        with transaction.atomic():
            result = change()
            after = reference_problems()
            if after:
                raise _Unplayable(after)
            return result
    except _Unplayable as unplayable:
        added = reference_added_problems(after=unplayable.problems)
        if added:
            raise ValidationError(added) from None
    # The ruleset was unplayable already and this change adds nothing to that: keep it.
    with transaction.atomic():
        return change()


def reference_check_delete(*, objects: Iterable[models.Model]) -> list[str]:
    """The problems deleting `objects` would add; deletes nothing."""
    objects = list(objects)
    return reference_check_change(change=lambda: _delete(objects))


def reference_delete(*, objects: Iterable[models.Model]) -> None:
    """Delete reference rows, unless the ruleset would be left unplayable (`ValidationError`)."""
    objects = list(objects)
    reference_apply_change(change=lambda: _delete(objects))


def _delete(objects: Sequence[models.Model]) -> None:
    for obj in objects:
        try:
            # by query, so that a check (rolled back) leaves the caller's objects as they were
            type(obj)._default_manager.filter(pk=obj.pk).delete()
        except (ProtectedError, RestrictedError) as error:
            blockers = (
                error.protected_objects
                if isinstance(error, ProtectedError)
                else error.restricted_objects
            )
            reasons = "; ".join(sorted(_blocker(other) for other in blockers))
            raise ValidationError(
                f"{obj._meta.verbose_name} {obj} cannot be deleted: {reasons}"
            ) from None


def _blocker(obj: models.Model) -> str:
    if isinstance(obj, Challenger):
        return f"it is the home castle of challenger {obj.key}"
    if isinstance(obj, ChallengerVillage):
        return f"it is a village of challenger {obj.challenger.key}"
    return f"{obj._meta.verbose_name} {obj} refers to it"


@dataclass(frozen=True)
class CardChange:
    """One card an import changes: each field's old and new value."""

    code: str
    fields: dict[str, tuple[Any, Any]]

    def describe(self) -> str:
        return "; ".join(
            f"{name}: {describe_change(old, new)}" for name, (old, new) in self.fields.items()
        )


@dataclass(frozen=True)
class ImportPlan:
    """What importing `cards` into a deck will do, checked and not yet applied.

    `before` is a digest of the deck the plan was made against, `file` the digest of the cards
    it imports: applying refuses a plan made against a deck that has changed since (another
    admin's edit) or for other cards than those previewed, so that what was previewed is what is
    applied.
    """

    deck: str
    cards: list[dict[str, Any]]
    added: list[str]
    changed: list[CardChange]
    removed: list[str]
    reordered: bool
    before: str
    file: str

    @property
    def empty(self) -> bool:
        return not (self.added or self.changed or self.removed or self.reordered)

    def summary(self) -> str:
        parts = [f"{len(self.cards)} cards"]
        if self.added:
            parts.append(f"added {', '.join(self.added)}")
        if self.changed:
            parts.append(
                "changed " + ", ".join(f"{c.code} ({', '.join(c.fields)})" for c in self.changed)
            )
        if self.removed:
            parts.append(f"removed {', '.join(self.removed)}")
        if self.reordered:
            parts.append("reordered")
        if self.empty:
            parts.append("no change")
        return f"{self.deck} deck: " + "; ".join(parts)


def reference_import_preview(*, deck: str, cards: object) -> ImportPlan:
    """Check `cards` (the fixtures' format) as a replacement of the whole deck and say what it
    would add, change and remove, by card id; changes nothing.

    The ruleset with the new deck is validated first: on a problem it raises `ValidationError`
    with the messages (by field, `FieldProblem`).
    """
    model = deck_model(deck)
    if not isinstance(cards, list):
        raise ValidationError(f"{deck} deck: expected a JSON list of cards")
    data = reference_ruleset_data()
    current = data[deck]
    data[deck] = cards
    problems = reference_added_problems(after=reference_validate(data))
    if problems:
        raise ValidationError(problems)
    for position, card in enumerate(cards):
        try:
            model(**card_row(deck, card, position)).full_clean(
                validate_unique=False, validate_constraints=False
            )
        except ValidationError as error:
            for name, messages in error.message_dict.items():
                problems += [
                    f"{validation.DECK_ITEM[deck]} {card.get('id')}: {name}: {m}" for m in messages
                ]
    if problems:
        raise ValidationError(problems)
    old = {card["id"]: card for card in current}
    new_codes = [card["id"] for card in cards]
    changed = []
    for card in cards:
        before = old.get(card["id"])
        if before is not None:
            fields = {
                name: (before[name], card[name])
                for name in validation.DECK_FIELDS[deck]
                if before[name] != card[name]
            }
            if fields:
                changed.append(CardChange(card["id"], fields))
    kept_before = [code for code in old if code in set(new_codes)]
    kept_after = [code for code in new_codes if code in old]
    return ImportPlan(
        deck=deck,
        cards=cards,
        added=[code for code in new_codes if code not in old],
        changed=changed,
        removed=[code for code in old if code not in set(new_codes)],
        reordered=kept_before != kept_after,
        before=_digest(current),
        file=reference_deck_file_digest(cards),
    )


def reference_import_deck(
    *,
    deck: str,
    cards: object,
    before: str | None = None,
    file: str | None = None,
    user: Any = None,
) -> ImportPlan:
    """Replace a whole deck with `cards` (the fixtures' format), atomically, card by card.

    Cards are updated in place by their id (their history is kept), new ids added and the ids
    the file does not name deleted; the order becomes the file's. Validated first as
    `reference_import_preview` does (`ValidationError`, nothing changed). With `before` and
    `file` (a preview's digests, `ImportPlan`) it refuses a deck changed since that preview and
    cards other than those previewed. Every import is logged
    (`DeckImport`: who and a summary). Returns the plan it applied.
    """
    model = deck_model(deck)
    with transaction.atomic():
        list(model._default_manager.select_for_update().values_list("pk", flat=True))
        plan = reference_import_preview(deck=deck, cards=cards)
        if file is not None and file != plan.file:
            raise ValidationError(
                "the file differs from the one previewed: preview the import again."
            )
        if before is not None and before != plan.before:
            raise ValidationError(
                f"the {deck} deck has changed since the preview: preview the import again"
            )
        existing = {obj.code: obj for obj in model._default_manager.all()}
        model._default_manager.filter(code__in=plan.removed).delete()
        for position, card in enumerate(plan.cards):
            row = card_row(deck, card, position)
            obj = existing.get(card["id"])
            if obj is None:
                model._default_manager.create(**row)
                continue
            dirty = [name for name, value in row.items() if getattr(obj, name) != value]
            for name in dirty:
                setattr(obj, name, row[name])
            if dirty:
                obj.save(update_fields=dirty)
        DeckImport.objects.create(
            deck=deck,
            user=user if getattr(user, "pk", None) else None,
            added=len(plan.added),
            changed=len(plan.changed),
            removed=len(plan.removed),
            summary=plan.summary(),
        )
    return plan


def _digest(cards: list[dict[str, Any]]) -> str:
    return hashlib.sha256(json.dumps(cards, sort_keys=True).encode()).hexdigest()
