"""The web pages. Views only render templates (and Django's auth forms): every game datum comes
from the REST API, fetched by the pages' ES modules with the session cookie and the CSRF token."""

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.core.validators import MaxLengthValidator
from django.db import IntegrityError, transaction
from django.http import HttpResponseRedirect
from django.shortcuts import render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.csrf import ensure_csrf_cookie

from kingdom import accounts
from kingdom.errors import ServiceError
from kingdom.models.game import SEAT_NAME_LENGTH

LOGIN = "frontend:login"


class SignupForm(UserCreationForm):
    """Django's sign-up form with the API's limit on names: a user's name becomes his seat's
    name in every game (Seat.name)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        username = self.fields["username"]
        username.max_length = SEAT_NAME_LENGTH
        username.validators.append(MaxLengthValidator(SEAT_NAME_LENGTH))
        username.widget.attrs["maxlength"] = str(SEAT_NAME_LENGTH)


@ensure_csrf_cookie
def home(request):
    """The landing page: what Kingdom is and where to go next."""
    return render(request, "frontend/home.html")


def signup(request):
    """A new account: create the user, log him in, and send him to the lobby (or `next`)."""
    if request.user.is_authenticated:
        return HttpResponseRedirect(_next(request))
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                user = form.save()
        except IntegrityError:  # the same name, in any case, signed up a moment ago
            form.add_error("username", "A user with that username already exists.")
        else:
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
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


def _next(request) -> str:
    """Where to go after signing up: `next` when it is a path on this site (a bare word such as
    `lobby` is no path: the lobby then)."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    if target.startswith("/") and url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return resolve_url("frontend:lobby")
