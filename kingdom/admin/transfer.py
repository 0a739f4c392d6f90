"""A deck's export and import (JSON in the fixtures' format): validated, previewed, confirmed,
applied card by card in place and logged (`DeckImport`, whose log is read-only here)."""

from __future__ import annotations

import json
from typing import Any

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.models import ADDITION, CHANGE, DELETION, LogEntry
from django.contrib.contenttypes.models import ContentType
from django.core import signing
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from kingdom.admin.guard import REFUSED, GuardedForm, ReadOnlyAdmin, ReferenceAdmin
from kingdom.models.reference import DeckImport
from kingdom.reference import (
    FILE_MAX_BYTES,
    reference_export_deck,
    reference_import_deck,
    reference_import_preview,
    reference_read_deck_file,
)

#: A confirmation's token: signed for deck imports only, valid an hour after its preview.
TOKEN_SALT = "kingdom.admin.deck-import"
TOKEN_MAX_AGE = 3600


class DeckImportForm(GuardedForm, forms.Form):
    file = forms.FileField(
        label="JSON file",
        help_text="A JSON list of cards in the fixtures' format (as the export writes it), "
        "at most 1 MiB, each text at most 2,000 characters, each number a whole number within "
        "±1,000,000. It replaces the whole deck.",
    )


class DeckAdmin(ReferenceAdmin):
    """A deck's admin: export the deck as JSON, import a deck from an uploaded JSON file."""

    deck = ""
    locked_fields = ("code",)
    change_list_template = "admin/kingdom/deck/change_list.html"
    actions = ["delete_selected", "export_selected"]

    def get_urls(self):
        opts = self.model._meta
        name = f"{opts.app_label}_{opts.model_name}"
        return [
            path("export/", self.admin_site.admin_view(self.export_view), name=f"{name}_export"),
            path("import/", self.admin_site.admin_view(self.import_view), name=f"{name}_import"),
            *super().get_urls(),
        ]

    def export_view(self, request: HttpRequest) -> HttpResponse:
        if not self.has_view_permission(request):
            raise PermissionDenied
        return _json_download(reference_export_deck(deck=self.deck), f"{self.deck}.json")

    @admin.action(permissions=["view"], description="Export selected cards as JSON")
    def export_selected(self, request, queryset):
        codes = set(queryset.values_list("code", flat=True))
        cards = [card for card in reference_export_deck(deck=self.deck) if card["id"] in codes]
        return _json_download(cards, f"{self.deck}-selected.json")

    def changelist_view(self, request, extra_context=None):
        extra_context = {"can_import_deck": self._can_import(request), **(extra_context or {})}
        return super().changelist_view(request, extra_context)

    def _can_import(self, request: HttpRequest) -> bool:
        return (
            self.has_add_permission(request)
            and self.has_change_permission(request)
            and self.has_delete_permission(request)
        )

    def import_view(self, request: HttpRequest) -> HttpResponse:
        """Upload, preview (added, changed, removed), confirm: only then is the deck changed."""
        if not self._can_import(request):
            raise PermissionDenied
        opts = self.model._meta
        if request.method == "POST" and "confirm" in request.POST:
            return self._import_confirmed(request)
        form = DeckImportForm(request.POST or None, request.FILES or None)
        plan = None
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            try:  # read no more than the limit: a larger file is refused by its size
                cards = reference_read_deck_file(data=upload.read(FILE_MAX_BYTES + 1))
            except ValidationError as error:
                form.add_error("file", error)
            else:
                try:
                    plan = reference_import_preview(deck=self.deck, cards=cards)
                except ValidationError as error:
                    form.add_error(None, ValidationError([REFUSED, *error.messages]))
        context = {
            **self.admin_site.each_context(request),
            "title": f"Import the {self.deck} deck" + (": preview" if plan else ""),
            "opts": opts,
            "form": form,
            "deck": self.deck,
            "plan": plan,
            # compact: never longer than the file it was read from (its 1 MiB bound holds)
            "plan_cards": (
                json.dumps(plan.cards, ensure_ascii=False, separators=(",", ":")) if plan else ""
            ),
            "token": self._token(request, plan) if plan else "",
            "media": self.media + form.media,
        }
        return TemplateResponse(request, "admin/kingdom/deck/import.html", context)

    def _token(self, request: HttpRequest, plan) -> str:
        """The confirmation's proof of its preview, signed (it cannot be edited by hand): the
        deck, the user, the digest of the previewed file and of the deck as it was then."""
        previewed = {
            "deck": self.deck,
            "user": request.user.pk,
            "file": plan.file,
            "before": plan.before,
        }
        return signing.dumps(previewed, salt=TOKEN_SALT)

    def _previewed(self, request: HttpRequest) -> dict[str, Any]:
        """The digests the confirmation's token carries, if it is this user's preview of this
        deck, less than an hour old."""
        try:
            previewed = signing.loads(
                request.POST.get("token", ""), salt=TOKEN_SALT, max_age=TOKEN_MAX_AGE
            )
        except signing.BadSignature:
            previewed = None
        if (
            not isinstance(previewed, dict)
            or previewed.get("deck") != self.deck
            or previewed.get("user") != request.user.pk
        ):
            raise ValidationError(
                "this confirmation is not a preview's (or is over an hour old): preview the "
                "import again."
            )
        return previewed

    def _import_confirmed(self, request: HttpRequest) -> HttpResponse:
        """Apply the previewed file, only if the confirmation carries it and the deck is as it
        was when previewed (the token's digests, `reference_import_deck`)."""
        opts = self.model._meta
        changelist = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
        before_pks = dict(self.model.objects.values_list("code", "pk"))
        try:
            previewed = self._previewed(request)
            cards = reference_read_deck_file(data=request.POST.get("cards", "").encode())
            plan = reference_import_deck(
                deck=self.deck,
                cards=cards,
                before=previewed["before"],
                file=previewed["file"],
                user=request.user,
            )
        except ValidationError as error:
            self.message_user(request, "Not imported: " + "; ".join(error.messages), messages.ERROR)
            return HttpResponseRedirect(reverse(f"admin:{opts.app_label}_{opts.model_name}_import"))
        self._log_import(request, plan, before_pks)
        self.message_user(request, f"Imported: {plan.summary()}.")
        return HttpResponseRedirect(changelist)

    def _log_import(self, request: HttpRequest, plan, before_pks: dict[str, int]) -> None:
        """Each card's history: added, changed (old → new) or removed by this import."""
        content_type = ContentType.objects.get_for_model(self.model)
        after = {obj.code: obj for obj in self.model.objects.filter(code__in=plan.added)}
        entries = [
            (after[code].pk, str(after[code]), ADDITION, "Added by a deck import.")
            for code in plan.added
        ]
        entries += [
            (before_pks[c.code], c.code, CHANGE, f"Changed by a deck import: {c.describe()}.")
            for c in plan.changed
        ]
        entries += [
            (before_pks[code], code, DELETION, "Removed by a deck import.") for code in plan.removed
        ]
        LogEntry.objects.bulk_create(
            LogEntry(
                user_id=request.user.pk,  # type: ignore[misc]  # staff, signed in
                content_type=content_type,
                object_id=str(pk),
                object_repr=label[:200],
                action_flag=flag,
                change_message=message,
            )
            for pk, label, flag, message in entries
        )


def _json_download(data: Any, filename: str) -> HttpResponse:
    body = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    response = HttpResponse(body, content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@admin.register(DeckImport)
class DeckImportAdmin(ReadOnlyAdmin):
    """The log of deck imports: who imported which deck, when, and what it did."""

    list_display = ["imported_at", "deck", "user", "added", "changed", "removed", "summary"]
    list_filter = ["deck"]
    search_fields = ["summary", "user__username"]

    def has_delete_permission(self, request, obj=None):
        return False
