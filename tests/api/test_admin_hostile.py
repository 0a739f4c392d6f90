"""No hostile value in any admin field is a 500 (issue 26): a walk over EVERY add and change form
registered in the admin site (and the first form of each inline, its management form, the
game's revert form), posting as a superuser each hostile value in each field in turn — a NUL
character, a lone surrogate (as the raw bytes a browser could send, and as a JSON escape),
1e400, NaN, a 5,000-digit number, 10^20, a very long text and a JSON nesting deeper than Python
reads (each value first in every field at once, then alone in each field that took it).
Every answer is a form with a message by the field (a 200) or, where the value is valid
there, a redirect (an add page, whose fields are the change page's, gets four of the values).
The same values in a changelist's search and filters, and in each field of an imported deck
file, are refused too.

The form's data is read from the page as a browser would (its inputs, selects and
textareas), so that the walk needs no knowledge of any form. The suite runs it on PostgreSQL;
`scripts/check.sh` runs this file again on SQLite, the `make run` default."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from urllib.parse import quote

import pytest
from django.contrib import admin
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.forms import JSONField
from django.urls import reverse

from kingdom.admin.guard import GuardedAdmin
from kingdom.models import BoardSettings, FortuneCard, Game, GuardianCard, Profile, RiddleCard
from kingdom.reference import reference_load_fixtures, reference_problems, reference_ruleset_data
from kingdom.rules.ruleset import fixture_data

from ..services.test_absence import players, started

pytestmark = pytest.mark.django_db

#: Each hostile value as the bytes of a form's field (UTF-8, percent-encoded as a browser does).
HOSTILE: dict[str, bytes] = {
    "NUL": b"Mordred\x00",
    "raw surrogate": "Mordred\ud800".encode("utf-8", "surrogatepass"),
    "JSON NUL": b'{"x": "\\u0000"}',
    "JSON surrogate": b'["\\ud800"]',
    "1e400": b"[1e400]",
    "NaN": b'{"x": NaN}',
    "5,000 digits": b"9" * 5_000,
    "10^20": str(10**20).encode(),
    "long text": b"Hark! " * 20_000,
    "deep JSON": b"[" * 50_000,
}
FORM = "application/x-www-form-urlencoded"
#: Those put in an add page's fields too (its fields are the change page's, blank).
ON_ADD_PAGES = {"NUL", "JSON surrogate", "5,000 digits", "long text"}
#: No text anywhere: always refused by the field (a raw surrogate is read as three U+FFFD).
NEVER_VALID = {"NUL"}
#: No JSON value of the admin's: refused by every JSON field (no text holds a NUL or a lone
#: surrogate, no number is infinite or beyond the bounds).
NO_JSON = set(HOSTILE) - {"raw surrogate"}


class FormReader(HTMLParser):
    """The fields a browser would post from the page's main form (`<form id="…_form">`)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.fields: list[tuple[str, str]] = []
        self.inside = False
        self._select: str | None = None
        self._options: list[tuple[str, bool]] = []
        self._textarea: str | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.inside = a.get("id", "").endswith("_form") and a.get("id") != "logout-form"
        if not self.inside or ("name" not in a and tag != "option"):
            return
        if tag == "input":
            kind = a.get("type", "text")
            if kind in ("submit", "button", "file", "image", "reset"):
                return
            if kind in ("checkbox", "radio") and "checked" not in a:
                return
            self.fields.append((a["name"], a.get("value", "on" if kind == "checkbox" else "")))
        elif tag == "select":
            self._select, self._options = a["name"], []
            self._multiple = "multiple" in a
        elif tag == "option" and self._select is not None:
            self._options.append((a.get("value", ""), "selected" in a))
        elif tag == "textarea":
            self._textarea, self._text = a["name"], []

    def handle_data(self, data):
        if self._textarea is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False
        elif tag == "select" and self._select is not None:
            chosen = [value for value, selected in self._options if selected]
            if not chosen and not self._multiple and self._options:
                chosen = [self._options[0][0]]
            self.fields += [(self._select, value) for value in chosen]
            self._select = None
        elif tag == "textarea" and self._textarea is not None:
            text = "".join(self._text)
            self.fields.append((self._textarea, text.removeprefix("\n")))
            self._textarea = None


def read_form(page) -> list[tuple[str, str]]:
    reader = FormReader()
    reader.feed(page.content.decode())
    return reader.fields


def encode(fields: list[tuple[str, bytes]]) -> bytes:
    return "&".join(f"{quote(name)}={quote(value)}" for name, value in fields).encode()


def walked(fields: list[tuple[str, str]]) -> list[str]:
    """The names to put each hostile value in: every field of the form, and of the first form
    of each inline with its management form (the other inline forms are alike)."""
    names = []
    for name, _ in fields:
        if name == "csrfmiddlewaretoken" or name in names or "__prefix__" in name:
            continue
        inline = name.split("-")
        if len(inline) >= 3 and inline[-2].isdigit() and inline[-2] != "0":
            continue
        names.append(name)
    return names


def pages(model, model_admin, request_user) -> list[str]:
    """The admin's add page and its first object's change page, where the superuser may post."""
    from django.test import RequestFactory

    request = RequestFactory().get("/admin/")
    request.user = request_user
    opts = model._meta
    found = []
    if model_admin.has_add_permission(request):
        found.append(reverse(f"admin:{opts.app_label}_{opts.model_name}_add"))
    obj = model._default_manager.order_by("pk").first()
    if obj is not None and model_admin.has_change_permission(request, obj):
        found.append(reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[obj.pk]))
    return found


def errors_of(response) -> dict[str, list[str]]:
    """Every message of the posted page by the posted name it is shown by ("__all__" and the
    formsets' own at the top)."""
    context = response.context
    errors: dict[str, list[str]] = {}
    if context.get("adminform") is not None:
        form = context["adminform"].form
        for name, messages in form.errors.items():
            errors[form.add_prefix(name) if name != "__all__" else name] = list(messages)
    for inline in context.get("inline_admin_formsets") or []:
        formset = inline.formset
        errors.setdefault("__all__", []).extend(formset.non_form_errors())
        for form in formset.forms:
            for name, messages in form.errors.items():
                key = form.add_prefix(name) if name != "__all__" else "__all__"
                errors.setdefault(key, []).extend(messages)
        if formset.management_form.errors:
            errors.setdefault("__all__", []).append("management form")
    if context.get("form") is not None and context.get("adminform") is None:  # a custom page
        for name, messages in context["form"].errors.items():
            errors[name] = list(messages)
    return {name: messages for name, messages in errors.items() if messages}


@pytest.fixture
def world(admin_user):
    """The reference data, a started game and a player's settings: every admin has a row."""
    reference_load_fixtures()
    users = players("ann", "bob")
    Profile.objects.get_or_create(user=users[0], defaults={"reminder_hours": [12, 1]})
    return started(users)


#: Walked on SQLite too (scripts/check.sh): its JSON column checks what PostgreSQL's does not.
ON_SQLITE = {"kingdom.BoardSettings", "kingdom.Profile", "kingdom.FortuneCard"}


def every_admin():
    return [
        pytest.param(
            model,
            id=model._meta.label,
            marks=[pytest.mark.sqlite] if model._meta.label in ON_SQLITE else [],
        )
        for model in sorted(admin.site._registry, key=lambda m: m._meta.label)
    ]


def test_every_admin_of_the_site_is_guarded():
    unguarded = [
        model._meta.label
        for model, model_admin in admin.site._registry.items()
        if not isinstance(model_admin, GuardedAdmin)
    ]
    assert unguarded == []
    assert len(admin.site._registry) > 25


#: A formset's management form: a hostile count there leaves its forms unread, so it is walked
#: alone, never together with the fields it counts.
CONTROLS = ("-TOTAL_FORMS", "-INITIAL_FORMS", "-MIN_NUM_FORMS", "-MAX_NUM_FORMS")


@pytest.mark.timeout(900)
@pytest.mark.parametrize("model", every_admin())
def test_no_hostile_value_in_any_field_of_any_admin_form_is_a_500(
    admin_client, admin_user, world, model
):
    """Each value goes first into every field at once (a field refuses a value whatever the
    others hold: one post shows every field's message), then alone into each field that did
    not refuse it there, so that a value a form takes reaches the database's save — the
    same pairs as a post a field a value, in a fraction of the posts (each renders the page)."""
    for url in pages(model, admin.site._registry[model], admin_user):
        page = admin_client.get(url)
        assert page.status_code == 200, url
        fields = read_form(page)
        json_names = json_fields(page)
        values = HOSTILE if url.endswith("/change/") else {v: HOSTILE[v] for v in ON_ADD_PAGES}
        names = walked(fields)
        together = [name for name in names if not name.endswith(CONTROLS)]
        for label, value in values.items():
            response = _post(admin_client, url, fields, value, together)
            refused = _checked(response, page, fields, json_names, together, f"{url} all = {label}")
            for name in names:
                if name in together and name in refused:
                    continue
                response = _post(admin_client, url, fields, value, [name])
                _checked(response, page, fields, json_names, [name], f"{url} {name} = {label}")
    assert reference_problems() == []


def _post(admin_client, url, fields, value, names):
    data = [(n, value if n in names else v.encode()) for n, v in fields]
    return admin_client.post(url, encode(data), content_type=FORM)


def _checked(response, page, fields, json_names, names, where) -> set[str]:
    """The answer to hostile `names` is a form with a message by each field that must refuse
    the value (or a redirect where every one of them may take it); the names refused."""
    label = where.rsplit(" = ", 1)[1]
    if response.status_code == 400 and len(names) > 1:  # a long text in every field is a body
        return set()  # beyond DATA_UPLOAD_MAX_MEMORY_SIZE: each field is then walked alone
    assert response.status_code in (200, 302), where
    if response.status_code == 302:
        assert label not in NEVER_VALID or all(_ignored(n, fields) for n in names), where
        return set()
    errors = errors_of(response)
    assert errors, where
    for name in names:
        shown_by = re.sub(r"_\d$", "", name)  # a split widget's part: its field
        if label in NEVER_VALID and not _hidden(name, page) and not _ignored(name, fields):
            assert shown_by in errors, (where, name, errors)
        if label in NO_JSON and name in json_names:
            assert name in errors, (where, name, errors)
    return {name for name in names if re.sub(r"_\d$", "", name) in errors}


def json_fields(page) -> set[str]:
    """The posted names of the page's JSON fields (a legend, a player's reminder hours)."""
    forms = []
    if page.context.get("adminform") is not None:
        forms.append(page.context["adminform"].form)
    for inline in page.context.get("inline_admin_formsets") or []:
        forms += inline.formset.forms
    return {
        form.add_prefix(name)
        for form in forms
        for name, field in form.fields.items()
        if isinstance(field, JSONField)
    }


def _ignored(name: str, fields) -> bool:
    """A field the admin reads no text from (a checkbox's value, a formset's DELETE, the hidden
    initial value Django compares a JSON field's with)."""
    return name.endswith("-DELETE") or name.startswith("initial-") or dict(fields).get(name) == "on"


def _hidden(name: str, page) -> bool:
    return f'type="hidden" name="{name}"' in page.content.decode() or name.startswith("_")


@pytest.mark.parametrize("label", sorted(HOSTILE))
def test_the_revert_form_refuses_every_hostile_value(admin_client, world, label):
    game = Game.objects.get()
    url = reverse("admin:kingdom_game_revert", args=[game.pk])
    base = {"to_version": b"0", "expected_version": str(game.version).encode(), "reason": b"Oops"}
    for name in base:
        data = [(n, HOSTILE[label] if n == name else v) for n, v in base.items()]
        response = admin_client.post(url, encode(data), content_type=FORM)
        assert response.status_code in (200, 302), (name, label)
        if label in NEVER_VALID:
            assert response.status_code == 200, (name, label)
            assert response.context["problems"], (name, label)


def test_the_suite_runs_on_the_database_it_names():
    assert connection.vendor in ("postgresql", "sqlite")


@pytest.mark.parametrize("model", every_admin())
def test_a_changelist_search_or_filter_with_a_nul_is_refused_not_a_500(admin_client, model):
    opts = model._meta
    changelist = reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")
    for query in ("?q=Mordred%00", "?name=%00", "?q=%ED%A0%80"):
        response = admin_client.get(changelist + query)
        assert response.status_code in (200, 302), (changelist, query)
    assert admin_client.get(changelist + "?q=Mordred%00").url.endswith("?e=1")


#: Each hostile value as a JSON token of a deck file.
DECK_HOSTILE = {
    "NUL": '"Mordred\\u0000"',
    "lone surrogate": '"\\ud800"',
    "1e400": "1e400",
    "NaN": "NaN",
    "Infinity": "-Infinity",
    "5,000 digits": "9" * 5_000,
    "10^20": str(10**20),
    "long text": '"' + "Hark! " * 20_000 + '"',
    "deep JSON": "[" * 50_000 + "]" * 50_000,
}


@pytest.mark.parametrize(
    ("model", "deck"),
    [pytest.param(GuardianCard, "guardians", marks=pytest.mark.sqlite), (FortuneCard, "fortune")],
)
def test_a_deck_file_with_a_hostile_value_in_any_field_is_refused_before_its_preview(
    admin_client, world, model, deck
):
    """Each value in each field of the first card (and each of a fortune card's effect)."""
    cards = fixture_data()[deck]
    first = cards[0]
    paths = [(key,) for key in first if key != "effect"]
    paths += [("effect", key) for key in first.get("effect", {})]
    url = reverse(f"admin:kingdom_{model._meta.model_name}_import")
    for path in paths:
        for label, token in DECK_HOSTILE.items():
            card = json.loads(json.dumps(first))
            holder = card if len(path) == 1 else card[path[0]]
            holder[path[-1]] = "HOSTILE"
            body = json.dumps([card, *cards[1:]]).replace('"HOSTILE"', token, 1)
            upload = SimpleUploadedFile("deck.json", body.encode(), "application/json")
            response = admin_client.post(url, {"file": upload})
            assert response.status_code == 200, (path, label)
            assert response.context["plan"] is None, (path, label)
            assert response.context["form"].errors, (path, label)
    assert reference_ruleset_data() == fixture_data()


# -- the messages, by the field (each also on SQLite: scripts/check.sh) ------------------------
def change_page(admin_client, obj):
    opts = obj._meta
    url = reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[obj.pk])
    return url, read_form(admin_client.get(url))


def post_with(admin_client, obj, **changes: str):
    url, fields = change_page(admin_client, obj)
    data = [(n, changes.get(n, v)) for n, v in fields]
    body = encode([(n, v.encode("utf-8", "surrogatepass")) for n, v in data])
    response = admin_client.post(url, body, content_type=FORM)
    assert response.status_code == 200
    return response.context["adminform"].form.errors


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("value", "message"),
    [
        ('{"p": "plain\\u0000"}', "This value, p: a NUL character (\\x00) at character 6"),
        ('{"p": "\\ud800"}', "This value, p: a lone surrogate ('\\ud800') at character 1"),
        ('{"p": 1e400}', "Not stored: the number 1e400 is beyond the bounds of a number"),
        ('{"p": NaN}', "Not stored: NaN is not a number (a number is finite"),
        ('{"p": -Infinity}', "Not stored: -Infinity is not a number"),
        ('{"p": ' + "9" * 5_000 + "}", "Not stored: a number of 5,000 digits (999999999999…)"),
        ('{"p": 100000000000000000000}', "Not stored: a number of 21 digits (100000000000…)"),
        ('{"p": 99999999}', "This value, p: 99999999 is beyond the bounds of a number"),
        ("99999999", "Not stored: 99999999 is beyond the bounds of a number"),
        ("[" * 50_000, "Not stored: JSON nested too deeply."),
    ],
)
def test_the_board_legend_refuses_each_hostile_json_value_by_the_field(
    admin_client, world, value, message
):
    errors = post_with(admin_client, BoardSettings.objects.get(), legend=value)
    assert any(error.startswith(message) for error in errors["legend"]), errors
    assert reference_ruleset_data() == fixture_data()


@pytest.mark.sqlite
def test_a_nul_is_refused_by_the_field_in_text_lines_and_json_alike(admin_client, world):
    for obj, name in [
        (GuardianCard.objects.first(), "name"),
        (GuardianCard.objects.first(), "text"),
        (RiddleCard.objects.first(), "answers"),
        (BoardSettings.objects.get(), "terrain"),
    ]:
        errors = post_with(admin_client, obj, **{name: "Mord\x00red"})
        assert any("NUL character (\\x00) at character 5" in e for e in errors[name]), errors
    assert reference_ruleset_data() == fixture_data()


@pytest.mark.sqlite
@pytest.mark.parametrize(
    ("hours", "field"),
    [
        ("[1e400]", "reminder_hours"),
        ("[NaN]", "reminder_hours"),
        ("[" + "9" * 5_000 + "]", "reminder_hours"),
        ("[100000]", "reminder_hours"),
        ("[1, 2, 3, 4, 5, 6]", "reminder_hours"),
        ('["\\ud800"]', "reminder_hours"),
    ],
)
def test_a_players_reminder_hours_are_bounded_as_on_his_settings_page(
    admin_client, world, hours, field
):
    profile = Profile.objects.get(user__username="ann")
    errors = post_with(admin_client, profile, reminder_hours=hours)
    assert list(errors) == [field], errors
    assert Profile.objects.get(pk=profile.pk).reminder_hours == [12, 1]


@pytest.mark.sqlite
def test_a_players_time_zone_and_digest_hour_are_bounded(admin_client, world):
    profile = Profile.objects.get(user__username="ann")
    errors = post_with(
        admin_client, profile, time_zone="Europe", digest_hour="24", message_mail_minutes="10081"
    )
    assert errors["time_zone"] == ["'Europe' is not a time zone (e.g. Europe/London)."]
    assert errors["digest_hour"] == ["An hour from 0 to 23."]
    assert errors["message_mail_minutes"] == ["Minutes from 0 to 10,080 (a week)."]
    errors = post_with(admin_client, profile, message_mail_minutes=str(10**20))
    assert list(errors) == ["message_mail_minutes"]


@pytest.mark.sqlite
def test_a_fortune_text_with_a_2000_digit_number_is_no_500(admin_client, world):
    card = FortuneCard.objects.get(code="F01")
    errors = post_with(admin_client, card, text="Take " + "9" * 1_999)
    assert "text" in errors  # the effect's number is not in it
    assert reference_ruleset_data() == fixture_data()
