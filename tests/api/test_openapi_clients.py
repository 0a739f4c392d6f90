"""Clients generated from the served OpenAPI document work (issue 31): openapi-python-client and
openapi-typescript make theirs from `/api/schema/` without a warning, the committed Python client
(clients/python, `make client`) is what the generator makes of today's document, and a game is
played to its end through the generated Python client, the action POST included.

The client is generated once per test session (about 20 s) into a temporary folder and imported
from there; the game talks to the WSGI application in-process (httpx's WSGI transport), inside
the test's transaction."""

import filecmp
import importlib
import io
import json
import re
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

import httpx
import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from django.test import Client
from rest_framework.authtoken.models import Token

from api.schemas import SERVICE_EVENT_TYPES
from kingdom.models import Game
from kingdom.rules.bot import Bot
from kingdom.selectors import game_state

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
COMMITTED = ROOT / "clients" / "python" / "kingdom_api_client"
TYPESCRIPT = ROOT / "clients" / "typescript" / "node_modules" / ".bin"
PASSWORD = "a-long-secret-42"


@pytest.fixture(scope="session")
def served_document(django_db_blocker) -> dict:
    """The document as a client downloads it, from `/api/schema/`."""
    with django_db_blocker.unblock():
        answer = Client().get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert answer.status_code == 200
    return json.loads(answer.content)


@pytest.fixture(scope="session")
def generated(served_document, tmp_path_factory) -> tuple[Path, str]:
    """openapi-python-client's package made from the served document, and what it printed."""
    work = tmp_path_factory.mktemp("python-client")
    (work / "openapi.json").write_text(json.dumps(served_document))
    run = subprocess.run(
        [
            str(BIN / "openapi-python-client"),
            "generate",
            "--path",
            "openapi.json",
            "--output-path",
            "kingdom_api_client",
            "--meta",
            "none",
            "--config",
            str(ROOT / "clients" / "python" / "generator.yaml"),
        ],
        cwd=work,
        env={"PATH": f"{BIN}:/usr/bin:/bin", "HOME": str(work)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return work / "kingdom_api_client", run.stdout + run.stderr


@pytest.fixture(scope="session")
def kingdom_api_client(generated):
    package, _ = generated
    sys.path.insert(0, str(package.parent))
    try:
        yield importlib.import_module("kingdom_api_client")
    finally:
        sys.path.remove(str(package.parent))


def test_openapi_python_client_makes_its_client_without_a_warning(generated):
    package, printed = generated
    assert "warning" not in printed.lower(), printed
    assert "Unable to" not in printed and "will not be generated" not in printed, printed
    actions = package / "api" / "games" / "games_actions_create.py"
    assert "body: ActionRequestRequest" in actions.read_text()  # the action POST is there


def test_the_committed_python_client_is_what_the_generator_makes(generated):
    """clients/python is never edited by hand: `make client` makes it again."""
    package, _ = generated
    drift = _differences(filecmp.dircmp(package, COMMITTED, ignore=["__pycache__", ".ruff_cache"]))
    assert not drift, f"clients/python differs from the served document: run `make client` {drift}"


def _differences(compared: filecmp.dircmp, where: str = "") -> list[str]:
    found = [f"{where}{name} (new)" for name in compared.left_only]
    found += [f"{where}{name} (gone)" for name in compared.right_only]
    found += [f"{where}{name} (changed)" for name in compared.diff_files]
    for name, sub in compared.subdirs.items():
        found += _differences(sub, f"{where}{name}/")
    return found


def test_openapi_typescript_makes_its_types_without_a_warning(served_document, tmp_path):
    if not (TYPESCRIPT / "openapi-typescript").exists():
        if shutil.which("npm") is None:
            pytest.skip("no npm on this machine")
        pytest.fail("openapi-typescript is not installed: run scripts/install-node-tools.sh")
    (tmp_path / "openapi.json").write_text(json.dumps(served_document))
    made = subprocess.run(
        [str(TYPESCRIPT / "openapi-typescript"), "openapi.json", "-o", "kingdom.d.ts"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    printed = made.stdout + made.stderr
    assert made.returncode == 0, printed
    assert not re.search(r"warn|error|⚠", printed, re.IGNORECASE), printed
    types = (tmp_path / "kingdom.d.ts").read_text()
    assert '"/api/games/{game_id}/actions/"' in types and "PostedAction_move" in types
    # The types compile (TypeScript's strict checks).
    compiled = subprocess.run(
        [str(TYPESCRIPT / "tsc"), "--noEmit", "--strict", "kingdom.d.ts"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr


def test_every_component_has_its_own_name_and_title(served_document):
    schemas = served_document["components"]["schemas"]
    assert not [name for name in schemas if "." in name]  # no module paths
    titles = [schema.get("title", name) for name, schema in schemas.items()]
    assert len(titles) == len(set(titles))
    assert schemas["Roll"]["properties"]["kind"] and "AwaitedRoll" in schemas


def test_every_one_of_has_a_discriminator_with_a_mapping(served_document):
    def walk(schema):
        if isinstance(schema, dict):
            # (a `$ref` or null is no union of objects: `UndoPreview.entry`)
            refs = {s["$ref"] for s in schema.get("oneOf", []) if "$ref" in s}
            if len(refs) > 1:
                assert refs == set(schema["discriminator"]["mapping"].values()), schema
            for value in schema.values():
                walk(value)
        elif isinstance(schema, list):
            for value in schema:
                walk(value)

    walk(served_document)


def test_the_request_bodies_are_json_alone(served_document):
    bodies = [
        op["requestBody"]["content"]
        for ops in served_document["paths"].values()
        for op in ops.values()
        if isinstance(op, dict) and "requestBody" in op
    ]
    assert bodies and all(set(content) == {"application/json"} for content in bodies)


def test_the_service_event_types_are_the_services_own():
    """`LoggedEvent`'s mapping lists every type of event the service writes to the log."""
    files = [
        *sorted((ROOT / "kingdom" / "services").glob("*.py")),
        ROOT / "kingdom" / "projections.py",
    ]
    sources = "".join(path.read_text() for path in files)
    written = set(re.findall(r'store_(?:absence|service)_event\(\s*\w+,\s*"(\w+)"', sources))
    assert written - {"undone"} <= set(SERVICE_EVENT_TYPES), written


@pytest.fixture
def app():
    """The WSGI application, kept from closing the test's connection (and its transaction) at
    the end of each request (as tests/api/test_schema.py)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield get_wsgi_application()
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.mark.django_db
@pytest.mark.timeout(300)
def test_a_game_is_played_to_its_end_through_the_generated_client(kingdom_api_client, app):
    """Ann logs in, creates a game against a bot, starts it and plays it to its end (the
    built-in bot's policy chooses her moves; every request and answer goes through the
    generated client, typed both ways), then reads its log, record cards, ledger and dice."""
    from kingdom_api_client.api.auth import auth_token_create
    from kingdom_api_client.api.games import (
        games_actions_create,
        games_create,
        games_dice_retrieve,
        games_events_retrieve,
        games_ledger_list,
        games_legal_actions_retrieve,
        games_record_cards_list,
        games_retrieve,
        games_start_create,
    )
    from kingdom_api_client.client import AuthenticatedClient, Client
    from kingdom_api_client.models import (
        ActionAnswer,
        ActionRequestRequest,
        AuthTokenRequest,
        Error,
        EventPage,
        GameCreateRequest,
        GameSummary,
        GameView,
        LegalActions,
    )

    get_user_model().objects.create_user("ann", password=PASSWORD)
    transport = {"transport": httpx.WSGITransport(app=app)}
    anonymous = Client(base_url="http://testserver", httpx_args=transport)
    refused = auth_token_create.sync_detailed(
        client=anonymous, body=AuthTokenRequest(username="ann", password="wrong")
    )
    assert refused.status_code == 400 and isinstance(refused.parsed, Error)
    token = auth_token_create.sync(
        client=anonymous, body=AuthTokenRequest(username="ann", password=PASSWORD)
    ).token
    ann = AuthenticatedClient(
        base_url="http://testserver", token=token, prefix="Token", httpx_args=transport
    )
    created = games_create.sync_detailed(
        client=ann,
        body=GameCreateRequest.from_dict(
            {"name": "Generated", "seats": 2, "bots": 1, "round_limit": 2}
        ),
    )
    assert created.status_code == 201 and isinstance(created.parsed, GameSummary)
    game_id = created.parsed.id
    assert created.headers["Location"] == f"/api/games/{game_id}/"
    assert games_start_create.sync(game_id, client=ann) is not None

    bot, played = Bot("generated"), 0
    for played in range(1, 1000):
        row = Game.objects.get(pk=game_id)
        if row.status == Game.Status.FINISHED:
            break
        action = bot.choose(game_state(row), 0).to_dict()
        action.pop("seat")  # the server's to set (the document's PostedAction)
        body = ActionRequestRequest.from_dict({"action": action, "expected_version": row.version})
        answer = games_actions_create.sync_detailed(
            game_id, client=ann, body=body, idempotency_key=str(uuid.uuid4())
        )
        assert answer.status_code == 200, answer.content
        assert isinstance(answer.parsed, ActionAnswer)
        assert answer.parsed.to_dict()["game"]["version"] == answer.parsed.version
        if played % 10 == 1:
            legal = games_legal_actions_retrieve.sync(game_id, client=ann)
            assert isinstance(legal, LegalActions)
    assert Game.objects.get(pk=game_id).status == Game.Status.FINISHED and played > 5

    seen = games_retrieve.sync_detailed(game_id, client=ann)
    assert seen.status_code == 200 and isinstance(seen.parsed, GameView)
    assert seen.parsed.status == "finished"
    unchanged = games_retrieve.sync_detailed(
        game_id, client=ann, if_none_match=seen.headers["ETag"]
    )
    assert unchanged.status_code == 304 and unchanged.parsed is None
    page = games_events_retrieve.sync(game_id, client=ann, limit=500)
    assert isinstance(page, EventPage) and page.events
    assert {e.to_dict()["type"] for e in page.events} >= {"game_started", "game_ended"}
    cards = games_record_cards_list.sync(game_id, client=ann)
    assert [card.seat for card in cards] == [0, 1]
    ledger = games_ledger_list.sync(game_id, client=ann)
    assert sum(p.change for p in ledger) == seen.parsed.to_dict()["state"]["players"][0]["gold"]
    assert games_dice_retrieve.sync(game_id, client=ann).seed is not None


@pytest.fixture
def reference_bot(kingdom_api_client):
    """clients/python/kingdom_bot, the reference bot, on the generated client of this session."""
    sys.path.insert(0, str(ROOT / "clients" / "python"))
    try:
        yield importlib.import_module("kingdom_bot")
    finally:
        sys.path.remove(str(ROOT / "clients" / "python"))


@pytest.mark.django_db
@pytest.mark.timeout(300)
def test_two_reference_bots_and_a_built_in_one_play_a_whole_game(
    kingdom_api_client, reference_bot, app
):
    """Two accounts played by the reference bot (clients/python/kingdom_bot: the generated
    client alone, choosing from the legal actions the API lists) and a built-in bot play a game
    to its end; the log replays to the stored game (checkreplay) and every purse is its
    ledger's sum."""
    from kingdom_api_client.api.games import (
        games_create,
        games_join_create,
        games_ledger_list,
        games_record_cards_list,
        games_start_create,
    )
    from kingdom_api_client.client import AuthenticatedClient
    from kingdom_api_client.models import GameCreateRequest

    transport = {"transport": httpx.WSGITransport(app=app)}

    def client(name: str) -> AuthenticatedClient:
        user = get_user_model().objects.create_user(name, password=PASSWORD)
        token = Token.objects.create(user=user).key
        return AuthenticatedClient(
            base_url="http://testserver", token=token, prefix="Token", httpx_args=transport
        )

    ann, bob = client("ann-bot"), client("bob-bot")
    body = GameCreateRequest.from_dict(
        {"name": "Elsewhere", "seats": 3, "bots": 1, "round_limit": 2}
    )
    game_id = games_create.sync(client=ann, body=body).id
    assert games_join_create.sync_detailed(game_id, client=bob).status_code == 201
    assert games_start_create.sync_detailed(game_id, client=ann).status_code == 200
    seats = [reference_bot.Seat(c, game_id, sleep=lambda seconds: None) for c in (ann, bob)]
    for _ in range(3000):
        acted = [seat.step() for seat in seats]
        if seats[0].game.status == "finished":
            break
        assert any(acted) or seats[1].poll().status == "finished", "neither bot could act"
    assert Game.objects.get(pk=game_id).status == Game.Status.FINISHED
    assert all(seat.actions > 0 for seat in seats)

    call_command("checkreplay", game_id, stdout=io.StringIO())  # CommandError if it differs
    players = game_state(Game.objects.get(pk=game_id)).players
    for index, seat in enumerate(seats):
        ledger = games_ledger_list.sync(game_id, client=seat.client)
        assert sum(posting.change for posting in ledger) == players[index].gold
    cards = games_record_cards_list.sync(game_id, client=ann)
    assert [card.seat for card in cards] == [0, 1, 2]
