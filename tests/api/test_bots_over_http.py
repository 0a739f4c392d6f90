"""Bots from elsewhere against a started server (issue 31, docs/bot-authors.md).

The real server (gunicorn on the test database, as tests/tasks/test_production.py starts it)
answers on a loopback port; everything below speaks HTTP to it through the committed generated
client (clients/python/kingdom_api_client). Ann signs up and hosts a three-seat game; two
accounts, Rover and Rex, sign up, mark themselves bot accounts, and Ann invites them by name.
Once the game starts, Ann hands her seat to the built-in bot (autopilot), and the two reference
bots are started as programs of their own (`python -m kingdom_bot`, each with its own token),
which play until the game has ended. Then the log must replay to the stored game
(`manage.py checkreplay`) and every purse must be its ledger's sum."""

import importlib
import io
import os
import secrets
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from kingdom.models import Game, Seat
from kingdom.selectors import game_state
from tests.tasks.conftest import _test_database_url
from tests.tasks.test_layout import free_port
from tests.waiting import wait_for

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.timeout(420)]

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients" / "python"
PASSWORD = "a-long-secret-42"


@pytest.fixture
def server(transactional_db, tmp_path):
    """gunicorn serving this checkout on the test database: its base URL."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SECURE_", "DEBUG"))}
    env |= {
        "SECRET_KEY": secrets.token_urlsafe(50),
        "DEBUG": "false",
        "DATABASE_URL": _test_database_url(),
        "STATICFILES_MANIFEST": "false",
        "KINGDOM_VAR_DIR": str(tmp_path / "var"),
        "EMAIL_URL": f"filemail:///{tmp_path / 'mail'}",
        # Three accounts sign up from one address, and two bots poll: no 429 in this test
        # (the bot waits `Retry-After` on one, tested in test_openapi_clients).
        "THROTTLE_SIGNUP": "1000/min",
        "THROTTLE_USER": "100000/min",
        "THROTTLE_ANON": "1000/min",
    }
    (ROOT / "test-artifacts").mkdir(exist_ok=True)
    suffix = os.environ.get("PYTEST_XDIST_WORKER", "serial")
    log = (ROOT / "test-artifacts" / f"bots-over-http-web-{suffix}.log").open("wb")
    web = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "gunicorn"), "config.wsgi",
            "--bind", f"127.0.0.1:{port}", "--workers", "2", "--timeout", "120",
        ],
        cwd=ROOT, env=env, stdout=log, stderr=log, start_new_session=True,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: _answers(f"{url}/healthz", web), "gunicorn to answer", timeout=60)
        yield url, env
    finally:
        os.killpg(web.pid, signal.SIGTERM)
        try:
            web.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(web.pid, signal.SIGKILL)
            web.wait()
        log.close()


def _answers(url: str, web: subprocess.Popen) -> bool:
    import httpx

    if web.poll() is not None:
        raise RuntimeError("gunicorn exited early: see test-artifacts/bots-over-http-web-*.log")
    try:
        return httpx.get(url, timeout=30).status_code < 500
    except httpx.HTTPError:
        return False


@pytest.fixture
def client_package():
    """The committed generated client (what `make client` made of today's document)."""
    sys.path.insert(0, str(CLIENTS))
    try:
        yield importlib.import_module("kingdom_api_client")
    finally:
        sys.path.remove(str(CLIENTS))


def run_bot(url: str, env: dict, token: str, game_id: int | None) -> subprocess.Popen:
    """The reference bot as a program of its own: `python -m kingdom_bot` (without a game, it
    waits for its account's invitation)."""
    command = [sys.executable, "-m", "kingdom_bot", "--url", url, "--token", token]
    command += ["--idle", "0.05", *(["--game", str(game_id)] if game_id is not None else [])]
    return subprocess.Popen(
        command,
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(CLIENTS)},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


@pytest.fixture
def programs():
    """The bots' programs the test starts; any still running at its end is killed."""
    started: list[subprocess.Popen] = []
    yield started
    for program in started:
        if program.poll() is None:
            program.kill()
            program.wait()


def test_two_reference_bots_invited_by_name_and_a_built_in_one_play_a_game_over_http(
    server, client_package, programs
):
    from kingdom_api_client.api.auth import auth_signup_create
    from kingdom_api_client.api.games import (
        games_autopilot_create,
        games_create,
        games_invite_bot_create,
        games_join_create,
        games_ledger_list,
        games_record_cards_list,
        games_retrieve,
        games_start_create,
    )
    from kingdom_api_client.api.me import me_partial_update
    from kingdom_api_client.client import AuthenticatedClient, Client
    from kingdom_api_client.models import (
        AutopilotRequest,
        GameCreateRequest,
        InviteBotRequest,
        PatchedMeRequest,
        SignUpRequest,
    )

    url, env = server

    def signed_up(name: str) -> tuple[AuthenticatedClient, str]:
        made = auth_signup_create.sync_detailed(
            client=Client(base_url=url), body=SignUpRequest(username=name, password=PASSWORD)
        )
        assert made.status_code == 201, made.content
        token = made.parsed.token
        return AuthenticatedClient(base_url=url, token=token, prefix="Token", timeout=60), token

    ann, _ = signed_up("ann")
    bots = {name: signed_up(name) for name in ("Rover", "Rex")}
    for client, _ in bots.values():
        marked = me_partial_update.sync_detailed(
            client=client, body=PatchedMeRequest.from_dict({"profile": {"bot_account": True}})
        )
        assert marked.status_code == 200 and marked.parsed.profile.bot_account is True

    body = GameCreateRequest.from_dict(
        {"name": "Elsewhere", "seats": 3, "order": "seating", "round_limit": 2}
    )
    game_id = games_create.sync(client=ann, body=body).id
    # Rex's program is started first: it waits for an invitation, then plays that game.
    programs.append(run_bot(url, env, bots["Rex"][1], None))
    # A bot account takes no seat by itself: only by the host's invitation by name.
    joined = games_join_create.sync_detailed(game_id, client=bots["Rex"][0])
    assert joined.status_code == 403 and b"bot_account" in joined.content
    for name in ("rover", "REX"):  # its name in any case
        invited = games_invite_bot_create.sync_detailed(
            game_id, client=ann, body=InviteBotRequest(name=name)
        )
        assert invited.status_code == 201, invited.content
    assert games_start_create.sync_detailed(game_id, client=ann).status_code == 200
    seen = games_retrieve.sync(game_id, client=ann)
    assert [(s.name, s.bot_account) for s in seen.seats] == [
        ("ann", False),
        ("Rover", True),
        ("Rex", True),
    ]
    on = games_autopilot_create.sync_detailed(game_id, client=ann, body=AutopilotRequest(on=True))
    assert on.status_code == 200, on.content  # the built-in bot plays Ann's seat

    programs.append(run_bot(url, env, bots["Rover"][1], game_id))
    printed = [program.communicate(timeout=360)[0] for program in programs]
    for program, said in zip(programs, printed, strict=True):
        assert program.returncode == 0, said
        assert said.startswith(f"game {game_id}: "), said  # "game 7: 42 actions played"
        assert int(said.split(": ")[-1].split()[0]) > 0, said

    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.FINISHED
    assert games_retrieve.sync(game_id, client=ann).status == "finished"
    call_command("checkreplay", game_id, stdout=io.StringIO())  # CommandError if it differs
    players = game_state(game).players
    clients = {0: ann, 1: bots["Rover"][0], 2: bots["Rex"][0]}
    for index, client in clients.items():
        ledger = games_ledger_list.sync(game_id, client=client)
        assert sum(posting.change for posting in ledger) == players[index].gold
    cards = games_record_cards_list.sync(game_id, client=ann)
    assert [card.seat for card in cards] == [0, 1, 2]
    # The bots' actions are their own, each by its account; Ann's seat's are the bot's.
    for index, name in ((1, "Rover"), (2, "Rex")):
        seat = Seat.objects.get(game=game, index=index)
        assert seat.bot_account and seat.user.username == name
        assert game.actions.filter(seat=index, user=seat.user).exists()


def test_the_example_bot_of_the_authors_page_plays_its_seat_to_the_end(server, tmp_path):
    """docs/bot-authors.md's complete example, as printed there (plain HTTP with httpx), plays
    an invited bot account's seat against the built-in bot to the game's end."""
    import httpx

    url, env = server
    page = (ROOT / "docs" / "bot-authors.md").read_text()
    example = page.split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "bot.py").write_text(example)

    def signed_up(name: str) -> httpx.Client:
        made = httpx.post(
            f"{url}/api/auth/signup/", json={"username": name, "password": PASSWORD}, timeout=60
        )
        assert made.status_code == 201, made.content
        token = made.json()["token"]
        return httpx.Client(base_url=url, headers={"Authorization": f"Token {token}"}, timeout=60)

    ann, rover = signed_up("ann"), signed_up("rover")
    marked = rover.patch("/api/me/", json={"profile": {"bot_account": True}})
    assert marked.status_code == 200 and marked.json()["profile"]["bot_account"] is True
    body = {"name": "Camlann", "seats": 2, "order": "seating", "round_limit": 2}
    game_id = ann.post("/api/games/", json=body).json()["id"]
    assert ann.post(f"/api/games/{game_id}/invite-bot/", json={"name": "rover"}).json() == {
        "game": game_id,
        "seat": 1,
    }
    assert ann.post(f"/api/games/{game_id}/start/").status_code == 200
    assert ann.post(f"/api/games/{game_id}/autopilot/", json={"on": True}).status_code == 200
    token = rover.headers["Authorization"].removeprefix("Token ")
    run = subprocess.run(
        [sys.executable, str(tmp_path / "bot.py"), url, token, str(game_id)],
        env=env,
        capture_output=True,
        text=True,
        timeout=360,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == "the game has ended"
    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.FINISHED
    assert game.actions.filter(seat=1, user__username="rover").exists()
    call_command("checkreplay", game_id, stdout=io.StringIO())
