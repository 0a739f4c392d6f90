"""Who may do what: a permission matrix generated from the URL list.

Every route under `/api/` (the `api` namespace, the schema and its docs) and every method its
view answers must have a rule in `EXPECTED`, so a new endpoint without one fails here. Each rule
gives the status for four people on a started two-seat game:

- "own seat": seat 0's player (the host), whose decision is pending;
- "other seat": seat 1's player, acting on seat 0's things where that applies (posting while it
  is seat 0's decision; ledgers, legal actions and reachable squares are always one's own);
- "spectator": a signed-in user without a seat;
- "anonymous": no credentials.

Spectators read a game's public side (view, events, record cards, dice, odds); the ledger, legal
actions and reachable squares need a seat (404 otherwise); writes need a seat; anonymous users
get 401 (with `WWW-Authenticate: Token`: log in) except on the public board, decks, new-game
defaults, schema, docs, sign-up and token.
"""

import itertools

import pytest
from django.contrib.auth import get_user_model
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

PERSONAS = ("anonymous", "spectator", "other seat", "own seat")  # writes by the owner last
PASSWORD = "a-long-secret-42"
ANON = 401  # the token's authentication comes first: no credential is a 401 (issue 31)


def rule(own, other, spectator, anonymous):
    return {"own seat": own, "other seat": other, "spectator": spectator, "anonymous": anonymous}


PUBLIC_READ = rule(200, 200, 200, 200)  # the board, the decks, the schema and its docs
SIGNED_IN = rule(200, 200, 200, ANON)  # anyone signed in, spectators included
SEATED = rule(200, 200, 404, ANON)  # one's own seat only: a spectator has none (404)

EXPECTED = {
    ("api:signup", "POST"): rule(201, 201, 201, 201),
    ("api:signup", "OPTIONS"): PUBLIC_READ,
    ("api:auth-token", "POST"): PUBLIC_READ,
    ("api:auth-token", "OPTIONS"): PUBLIC_READ,
    ("api:auth-token", "DELETE"): rule(204, 204, 204, ANON),  # revoke one's own token
    ("api:me-confirm-email", "POST"): rule(400, 400, 400, ANON),  # nobody here has an e-mail
    ("api:me-confirm-email", "OPTIONS"): SIGNED_IN,
    ("api:me", "GET"): SIGNED_IN,
    ("api:me", "HEAD"): SIGNED_IN,
    ("api:me", "OPTIONS"): SIGNED_IN,
    ("api:board", "GET"): PUBLIC_READ,
    ("api:board", "HEAD"): PUBLIC_READ,
    ("api:board", "OPTIONS"): PUBLIC_READ,
    ("api:decks", "GET"): PUBLIC_READ,
    ("api:decks", "HEAD"): PUBLIC_READ,
    ("api:decks", "OPTIONS"): PUBLIC_READ,
    ("api:decision-kinds", "GET"): PUBLIC_READ,
    ("api:decision-kinds", "HEAD"): PUBLIC_READ,
    ("api:decision-kinds", "OPTIONS"): PUBLIC_READ,
    ("api:game-defaults", "GET"): PUBLIC_READ,  # a new game's bounds: the ruleset's, public
    ("api:game-defaults", "HEAD"): PUBLIC_READ,
    ("api:game-defaults", "OPTIONS"): PUBLIC_READ,
    ("api:games", "GET"): SIGNED_IN,
    ("api:games", "HEAD"): SIGNED_IN,
    ("api:games", "POST"): rule(201, 201, 201, ANON),  # anyone signed in may host a game
    ("api:games", "OPTIONS"): SIGNED_IN,
    ("api:game", "GET"): SIGNED_IN,  # a spectator sees the public view
    ("api:game", "HEAD"): SIGNED_IN,
    ("api:game", "OPTIONS"): SIGNED_IN,
    ("api:game-join", "POST"): rule(409, 409, 409, ANON),  # the game has started
    ("api:game-join", "OPTIONS"): SIGNED_IN,
    ("api:game-start", "POST"): rule(409, 403, 403, ANON),  # only the host; it has started
    ("api:game-start", "OPTIONS"): SIGNED_IN,
    # Issue 31: only the host invites a bot account by name, to an open game (this one started)
    ("api:game-invite-bot", "POST"): rule(409, 403, 403, ANON),
    ("api:game-invite-bot", "OPTIONS"): SIGNED_IN,
    # Seat 1 sending seat 0's choice as listed (its `seat` 0 inside): not his seat (403
    # `not_your_seat`, never silently made his: issue 31); a stranger has no seat (403).
    ("api:game-actions", "POST"): rule(200, 403, 403, ANON),
    ("api:game-actions", "OPTIONS"): SIGNED_IN,
    ("api:game-legal", "GET"): SEATED,
    ("api:game-legal", "HEAD"): SEATED,
    ("api:game-legal", "OPTIONS"): SIGNED_IN,
    ("api:game-reachable", "GET"): SEATED,
    ("api:game-reachable", "HEAD"): SEATED,
    ("api:game-reachable", "OPTIONS"): SIGNED_IN,
    ("api:game-odds", "GET"): SIGNED_IN,
    ("api:game-odds", "HEAD"): SIGNED_IN,
    ("api:game-odds", "OPTIONS"): SIGNED_IN,
    ("api:game-cards", "GET"): SIGNED_IN,  # others' gold lines are left out
    ("api:game-cards", "HEAD"): SIGNED_IN,
    ("api:game-cards", "OPTIONS"): SIGNED_IN,
    ("api:game-ledger", "GET"): SEATED,  # always one's own purse
    ("api:game-ledger", "HEAD"): SEATED,
    ("api:game-ledger", "OPTIONS"): SIGNED_IN,
    ("api:game-events", "GET"): SIGNED_IN,  # filtered by the engine's visibility
    ("api:game-events", "HEAD"): SIGNED_IN,
    ("api:game-events", "OPTIONS"): SIGNED_IN,
    ("api:game-dice", "GET"): SIGNED_IN,
    ("api:game-dice", "HEAD"): SIGNED_IN,
    ("api:game-dice", "OPTIONS"): SIGNED_IN,
    # Replays (issue 30): a listed game's log replayed as each viewer sees it; "since your last
    # visit" and its mark are a seat's own (a spectator has none: 404).
    ("api:game-replay", "GET"): SIGNED_IN,
    ("api:game-replay", "HEAD"): SIGNED_IN,
    ("api:game-replay", "OPTIONS"): SIGNED_IN,
    ("api:game-since", "GET"): SEATED,
    ("api:game-since", "HEAD"): SEATED,
    ("api:game-since", "OPTIONS"): SIGNED_IN,
    ("api:game-seen", "GET"): SEATED,
    ("api:game-seen", "HEAD"): SEATED,
    ("api:game-seen", "POST"): SEATED,
    ("api:game-seen", "OPTIONS"): SIGNED_IN,
    ("api:me", "PATCH"): SIGNED_IN,
    # Absence: a seated player takes leave or hands his seat to the bot; a stranger has no seat
    # (403); coming back from a leave never taken is 409.
    ("api:game-leave", "POST"): rule(200, 200, 403, ANON),
    ("api:game-leave", "DELETE"): rule(409, 409, 403, ANON),
    ("api:game-leave", "OPTIONS"): SIGNED_IN,
    ("api:game-autopilot", "POST"): rule(200, 200, 403, ANON),
    ("api:game-autopilot", "OPTIONS"): SIGNED_IN,
    # Issue 32: the host alone turns answers by mail on or off for his game.
    ("api:game-mail-replies", "POST"): rule(200, 403, 403, ANON),
    ("api:game-mail-replies", "OPTIONS"): SIGNED_IN,
    # The host alone pauses, resumes (the game is not paused: 409) and replaces a player.
    ("api:game-pause", "POST"): rule(200, 403, 403, ANON),
    ("api:game-pause", "OPTIONS"): SIGNED_IN,
    ("api:game-resume", "POST"): rule(409, 403, 403, ANON),
    ("api:game-resume", "OPTIONS"): SIGNED_IN,
    ("api:game-replace-seat", "POST"): rule(201, 403, 403, ANON),
    ("api:game-replace-seat", "OPTIONS"): SIGNED_IN,
    # Messages (issue 19): the players' own while the game runs (a spectator reads the table
    # talk once it has finished); the host hides seat 1's table talk (another player: 403);
    # seat 1 reports it (its writer may not: 400); a player mutes seat 1 (seat 1 itself: 400).
    ("api:game-messages", "GET"): rule(200, 200, 403, ANON),
    ("api:game-messages", "HEAD"): rule(200, 200, 403, ANON),
    ("api:game-messages", "POST"): rule(201, 201, 403, ANON),
    ("api:game-messages", "OPTIONS"): SIGNED_IN,
    ("api:game-messages-read", "POST"): rule(200, 200, 403, ANON),
    ("api:game-messages-read", "OPTIONS"): SIGNED_IN,
    ("api:game-message-hide", "POST"): rule(200, 403, 403, ANON),
    ("api:game-message-hide", "DELETE"): rule(409, 403, 403, ANON),  # it is not hidden
    ("api:game-message-hide", "OPTIONS"): SIGNED_IN,
    ("api:game-message-report", "POST"): rule(201, 400, 403, ANON),
    ("api:game-message-report", "OPTIONS"): SIGNED_IN,
    ("api:game-seat-mute", "POST"): rule(200, 400, 403, ANON),
    ("api:game-seat-mute", "DELETE"): rule(200, 400, 403, ANON),
    ("api:game-seat-mute", "OPTIONS"): SIGNED_IN,
    # Undo (issue 17): anyone who sees the game asks what an undo would take back (allowed or
    # not, and why); this game is played by web, so an undo is refused to everybody (409).
    ("api:game-undo", "GET"): SIGNED_IN,
    ("api:game-undo", "HEAD"): SIGNED_IN,
    ("api:game-undo", "POST"): rule(409, 409, 409, ANON),
    ("api:game-undo", "OPTIONS"): SIGNED_IN,
    ("schema", "GET"): PUBLIC_READ,
    ("schema", "HEAD"): PUBLIC_READ,
    ("schema", "OPTIONS"): PUBLIC_READ,
    ("api-docs", "GET"): PUBLIC_READ,
    ("api-docs", "HEAD"): PUBLIC_READ,
}

# What each request carries besides the URL (query parameters and a JSON body).
QUERY = {
    "api:game-reachable": {"origin": "F3", "knights": 1},
    "api:game-odds": {
        "attacker_knights": 2,
        "attacker_footsoldiers": 1,
        "defender_knights": 0,
        "defender_footsoldiers": 3,
        "holder": "village",
    },
}


def api_routes() -> dict[str, tuple[str, URLPattern]]:
    """Every named route under /api/: {name: (route, pattern)}, walking the whole URL tree."""
    found = {}

    def walk(patterns, prefix, namespace):
        for p in patterns:
            if isinstance(p, URLResolver):
                inner = ":".join(n for n in (namespace, p.namespace) if n) or None
                walk(p.url_patterns, prefix + str(p.pattern), inner)
            elif (prefix + str(p.pattern)).startswith("api/"):
                assert p.name, f"route {prefix}{p.pattern} has no name"
                name = f"{namespace}:{p.name}" if namespace else p.name
                found[name] = (prefix + str(p.pattern), p)

    walk(get_resolver().url_patterns, "", None)
    return found


def methods_of(pattern: URLPattern) -> set[str]:
    """The methods the view answers: its handlers, HEAD wherever GET is."""
    view = getattr(pattern.callback, "cls", None) or pattern.callback.view_class
    methods = {m.upper() for m in view.http_method_names if hasattr(view, m)}
    if "GET" in methods:
        methods.add("HEAD")
    return methods


def discovered() -> set[tuple[str, str]]:
    return {
        (name, method)
        for name, (_, pattern) in api_routes().items()
        for method in methods_of(pattern)
    }


def test_every_route_and_method_under_api_has_a_rule():
    routes = api_routes()
    assert {"api:game", "schema", "api-docs"} <= set(routes)
    assert all(n.startswith("api:") for n in routes if n not in ("schema", "api-docs"))
    missing = sorted(discovered() - set(EXPECTED))
    assert not missing, f"routes without a permission rule in EXPECTED: {missing}"
    stale = sorted(set(EXPECTED) - discovered())
    assert not stale, f"rules for routes or methods that no longer exist: {stale}"


# -- the people and the game ----------------------------------------------------------------------
_names = itertools.count()


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def person(name: str):
    user = get_user_model().objects.create_user(name, password=PASSWORD)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return api, user


@pytest.fixture
def world():
    """A started two-seat game in seating order (seat 0 chooses a challenger first), its two
    players, a spectator and an anonymous client."""
    own, _ = person("ann")
    other, _ = person("bors")
    spectator, _ = person("carl")
    get_user_model().objects.create_user("dora", password=PASSWORD)
    created = own.post("/api/games/", {"name": "Camlann", "seats": 2, "order": "seating"})
    game_id = created.json()["id"]
    assert other.post(f"/api/games/{game_id}/join/").status_code == 201
    assert own.post(f"/api/games/{game_id}/start/").status_code == 200
    legal = own.get(f"/api/games/{game_id}/legal-actions/").json()
    said = other.post(f"/api/games/{game_id}/messages/", {"text": "Hail!"}, format="json")
    clients = {
        "own seat": own,
        "other seat": other,
        "spectator": spectator,
        "anonymous": APIClient(),
    }
    users = {"own seat": "ann", "other seat": "bors", "spectator": "carl", "anonymous": "dora"}
    return {
        "game_id": game_id,
        "clients": clients,
        "users": users,
        "legal": legal,
        "message_id": said.json()["id"],
    }


def body_for(name: str, persona: str, world: dict) -> dict | None:
    unique = f"{persona.replace(' ', '')}{next(_names)}"
    if name == "api:signup":
        return {"username": f"new{unique}", "password": "green-knight-77"}
    if name == "api:auth-token":
        return {"username": world["users"][persona], "password": PASSWORD}
    if name == "api:games":
        return {"name": f"Game {unique}", "seats": 2}
    if name == "api:game-actions":
        return {"action": world["legal"]["actions"][0], "expected_version": None}
    if name == "api:game-leave":
        return {"days": 1}
    if name == "api:game-undo":
        return {"expected_version": 0}
    if name == "api:game-invite-bot":
        return {"name": "dora"}
    if name == "api:game-autopilot":
        return {"on": False}
    if name == "api:game-mail-replies":
        return {"on": True}
    if name == "api:game-messages":
        return {"text": f"Hail from {persona}"}
    if name == "api:game-messages-read":
        return {"up_to": world["message_id"]}
    if name == "api:game-seen":
        return {"version": 0}
    return None


def url_for(name: str, pattern: URLPattern, world: dict) -> str:
    kwargs = {}
    values = {  # seat 1: the other seat's player, who wrote the message
        "game_id": world["game_id"],
        "index": 1,
        "message_id": world["message_id"],
    }
    for param in pattern.pattern.converters:
        assert param in values, f"fill route parameter {param!r} of {name} in this test"
        kwargs[param] = values[param]
    return reverse(name, kwargs=kwargs)


def request(client, method: str, url: str, query: dict, body: dict | None):
    call = getattr(client, method.lower())
    if method in ("GET", "HEAD", "OPTIONS"):
        return call(url, query)
    return call(url, body or {}, format="json")


@pytest.mark.parametrize(
    ("name", "method"), sorted(EXPECTED), ids=[f"{n} {m}" for n, m in sorted(EXPECTED)]
)
def test_the_permission_matrix(world, name, method):
    routes = api_routes()
    assert name in routes, f"{name} is in EXPECTED but not routed"
    _, pattern = routes[name]
    assert method in methods_of(pattern)
    url = url_for(name, pattern, world)
    got = {}
    for persona in PERSONAS:
        response = request(
            world["clients"][persona],
            method,
            url,
            QUERY.get(name, {}),
            body_for(name, persona, world),
        )
        got[persona] = response.status_code
        if response.status_code == 401:
            assert response["WWW-Authenticate"] == "Token", (persona, name, method)
        if response.status_code >= 400 and method != "HEAD":
            payload = response.json()
            assert set(payload) >= {"code", "message", "rule"}, (persona, payload)
    assert got == EXPECTED[(name, method)]


def test_methods_without_a_handler_are_405_for_everyone_signed_in(world):
    own = world["clients"]["own seat"]
    for name, (_, pattern) in api_routes().items():
        url = url_for(name, pattern, world)
        for method in {"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"} - methods_of(pattern):
            response = request(own, method, url, {}, {})
            assert response.status_code == 405, (name, method, response.status_code)
