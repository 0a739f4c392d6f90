"""Schemathesis against the OpenAPI schema: every operation, with generated valid and invalid
requests, answers without a server error and as its schema says (status codes, content types,
response bodies).

The schema is loaded from `/api/schema/` through the WSGI application, inside the test's
transaction, and every request is sent as a seated player of a started game (his token), with the
path's `game_id` pointing at that game, so the generated requests reach the game's code rather
than a 404.
"""

import pytest
import schemathesis
from django.contrib.auth import get_user_model
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

pytestmark = pytest.mark.django_db

# Every answer as its schema says: no server error, a documented status and content type, the
# documented headers, and a body that conforms (the engine's components too: api.schemas).
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
EXAMPLES = 60  # per operation and mode, derandomized: 25 operations x 2 modes in about 100 s
SHARDS = 4  # the operations in four tests, which pytest-xdist's workers run at once


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def app(seated):
    """The WSGI application, kept from closing the test's connection (and its transaction) at
    the end of each request, as Django's test client does (after `seated`: the test client
    connects the handler again after each of its requests)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield get_wsgi_application()
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def seated():
    """Two started two-seat games (a bot in seat 1) and seat 0's token: the second for the
    operations after which the bots play on their own (autopilot), so that the first stays
    short and replaying it stays cheap in the shards that come after."""
    user = get_user_model().objects.create_user("ann", password="a-long-secret-42")
    token = Token.objects.create(user=user).key
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    games = []
    for name in ("Fuzz", "Fuzz on autopilot"):
        created = api.post("/api/games/", {"name": name, "seats": 2, "bots": 1}, format="json")
        games.append(created.json()["id"])
        assert api.post(f"/api/games/{games[-1]}/start/").status_code == 200
    return games, token


@pytest.mark.timeout(480)  # about 25 s a shard on an idle machine
@pytest.mark.parametrize("shard", range(SHARDS))
def test_every_operation_answers_as_its_schema_says(app, seated, shard):
    (game_id, autopilot_game_id), token = seated
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", app)
    headers = {"Authorization": f"Token {token}"}
    failures = []
    owner = Token.objects.get(key=token).user
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 17
    for operation in operations[shard::SHARDS]:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(
                max_examples=EXAMPLES,
                deadline=None,
                derandomize=True,
                database=None,
                phases=[Phase.explicit, Phase.generate],
                suppress_health_check=list(HealthCheck),
            )
            def run(case):
                if case.path_parameters and "game_id" in case.path_parameters:
                    alone = "/autopilot/" in case.operation.label
                    case.path_parameters["game_id"] = autopilot_game_id if alone else game_id
                response = case.call(headers=headers)
                case.validate_response(response, checks=CHECKS, headers=headers)
                # DELETE /api/auth/token/ revokes the token: it is back for the next example.
                Token.objects.get_or_create(key=token, defaults={"user": owner})

            try:
                run()
            except Unsatisfiable:  # nothing to get wrong: no parameters, no body
                assert mode == GenerationMode.NEGATIVE, operation.label
            except (AssertionError, ExceptionGroup, BaseExceptionGroup) as error:
                failures.append(f"{operation.label} [{mode.value}]: {error}")
    assert not failures, "\n\n".join(failures)
