"""The web pages. Views only render templates (and Django's auth forms): every game datum comes
from the REST API, fetched by the pages' ES modules with the session cookie and the CSRF token."""

from django import forms
from django.contrib import messages
from django.contrib.auth import login, password_validation
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpResponseRedirect
from django.shortcuts import render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.csrf import csrf_protect, ensure_csrf_cookie

from frontend import rulebook
from kingdom import accounts, inbound
from kingdom.errors import ServiceError
from kingdom.models.game import SEAT_NAME_LENGTH

LOGIN = "frontend:login"
TIME_ZONE_LENGTH = 64  # Profile.time_zone's


class SignupForm(forms.Form):
    """The sign-up page's fields. The account's checks are the service's
    (kingdom.accounts.user_signup, the API's too); the form only checks the password was typed
    the same twice."""

    username = forms.CharField(
        label="Username",
        help_text=f"Your seat's name in every game: at most {SEAT_NAME_LENGTH} letters, digits "
        "and @.+-_.",
        widget=forms.TextInput(
            attrs={
                "autofocus": True,
                "autocapitalize": "none",
                "autocomplete": "username",
                "maxlength": SEAT_NAME_LENGTH,
            }
        ),
    )
    password1 = forms.CharField(
        label="Password",
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=password_validation.password_validators_help_text_html(),
    )
    password2 = forms.CharField(
        label="Password confirmation",
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text="Enter the same password as before, for verification.",
    )

    # The browser's time zone (the page's script fills it in): every date he sees is in it.
    # A hint, never a reason to refuse the sign-up: a name longer than any zone's is dropped.
    time_zone = forms.CharField(required=False, strip=True, widget=forms.HiddenInput)

    def clean_time_zone(self):
        zone = self.cleaned_data.get("time_zone") or ""
        return zone if len(zone) <= TIME_ZONE_LENGTH else ""

    def clean(self):
        data = super().clean()
        if data.get("password1") != data.get("password2"):
            self.add_error("password2", "The two password fields didn’t match.")
        return data

    def sign_up(self):
        """The new user, or None with the service's problems shown by their fields."""
        try:
            return accounts.user_signup(
                username=self.cleaned_data["username"],
                password=self.cleaned_data["password1"],
                time_zone=self.cleaned_data.get("time_zone") or "",
            )
        except ValidationError as problems:
            for field, messages in problems.message_dict.items():
                self.add_error({"password": "password2"}.get(field, field), messages)
            return None


@ensure_csrf_cookie
def home(request):
    """The landing page: what Kingdom is and where to go next."""
    return render(request, "frontend/home.html")


def rules(request):
    """The rules at hand: the printed rulebook's rules and the house rules, one anchor a rule
    (`#rule-14`, `#house-4`), where every rule badge of the pages leads."""
    printed, house = rulebook.all_rules()
    return render(request, "frontend/rules.html", {"printed": printed, "house": house})


def signup(request):
    """A new account: create the user, log him in, and send him to the lobby (or `next`)."""
    if request.user.is_authenticated:
        return HttpResponseRedirect(_next(request))
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid() and (user := form.sign_up()):
        login(request, user, backend="kingdom.accounts.AnyCaseNameBackend")
        return HttpResponseRedirect(_next(request))
    return render(
        request, "registration/signup.html", {"form": form, "next": request.GET.get("next", "")}
    )


@login_required(login_url=LOGIN)
@ensure_csrf_cookie
def lobby(request):
    """My games, the open ones, and the form to create a game."""
    return render(request, "frontend/lobby.html")


@login_required(login_url=LOGIN)
@ensure_csrf_cookie
def game(request, game_id: int):
    """One game: the map, the decisions pending, the hand, the log (all from the API)."""
    return render(request, "frontend/game.html", {"game_id": game_id})


@login_required(login_url=LOGIN)
@ensure_csrf_cookie
def settings_page(request):
    """Your e-mail, time zone and when you are told of your decisions (PATCH /api/me/)."""
    return render(request, "frontend/settings.html")


@login_required(login_url=LOGIN)
@ensure_csrf_cookie
def record(request, game_id: int):
    """Every player's Royal Challenger's Record Card, printable."""
    return render(request, "frontend/record.html", {"game_id": game_id})


@login_required(login_url=LOGIN)
@ensure_csrf_cookie
def dice(request, game_id: int):
    """The dice audit of a game: every roll, and once the game is over its seed and how to check
    every face yourself (house 2)."""
    return render(request, "frontend/dice.html", {"game_id": game_id})


def confirm_email(request, token: str):
    """The link mailed to a new address: following it confirms the address (mail goes to no
    other). No log-in needed: the signed link is the proof."""
    try:
        accounts.confirm_email(token)
    except ServiceError as error:
        messages.error(request, error.message)
        status = 400
    else:
        messages.success(request, "Your e-mail address is confirmed.")
        status = 200
    return render(request, "frontend/confirm_email.html", status=status)


@csrf_protect
def mail_answer(request, token: str, number: int):
    """One safe click (issue 32): a link in a decision mail opens this page; its button posts
    the answer. A GET never acts (mail scanners follow links); the signed link, single-use and
    expiring with its decision, stands for the seat's player: no password needed."""
    if request.method == "POST":
        click = inbound.click_answer(token, number)
        done = click.problem == ""
    else:
        click, done = inbound.click_preview(token, number), False
    status = 200 if not click.problem else 409 if click.game_name else 400
    context = {"click": click, "done": done}
    return render(request, "frontend/mail_answer.html", context, status=status)


def _next(request) -> str:
    """Where to go after signing up: `next` when it is a path on this site (a bare word such as
    `lobby` is no path: the lobby then)."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target.startswith("/") and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return resolve_url("frontend:lobby")
