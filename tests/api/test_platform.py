"""The platform endpoints: health, admin, the OpenAPI schema and its docs, tokens."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from config.celery import app as celery_app


@pytest.fixture
def api():
    return APIClient()


@pytest.mark.django_db
def test_healthz_reports_postgresql_and_redis(api):
    response = api.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == {"ok": True, "vendor": "postgresql"}
    assert body["broker"]["ok"] is True
    assert "redis" in body["broker"]["transport"].lower()
    assert response["Cache-Control"].startswith("max-age=0")


@pytest.mark.django_db
def test_healthz_is_503_when_the_broker_is_down(api, monkeypatch):
    # A real connection attempt, to a closed port on loopback.
    connect = celery_app.connection_for_write
    monkeypatch.setattr(
        celery_app, "connection_for_write", lambda: connect(url="redis://127.0.0.1:1/0")
    )
    response = api.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["broker"]["ok"] is False
    assert body["database"]["ok"] is True


def test_healthz_refuses_writes(api):
    assert api.post("/healthz").status_code == 405


@pytest.mark.django_db
def test_admin_login_page_is_served(client):
    response = client.get("/admin/", follow=True)
    assert response.status_code == 200
    assert b"Log in" in response.content


@pytest.mark.django_db
def test_openapi_schema_and_swagger_ui(api):
    schema = api.get("/api/schema/?format=json")
    assert schema.status_code == 200
    assert schema.json()["openapi"].startswith("3.")
    assert "/api/me/" in schema.json()["paths"]
    docs = api.get("/api/docs/")
    assert docs.status_code == 200
    assert b"swagger" in docs.content.lower()


@pytest.mark.django_db
def test_a_script_logs_in_with_a_token(api):
    get_user_model().objects.create_user("merlin", password="excalibur-42")
    assert api.get("/api/me/").status_code in (401, 403)
    token = api.post("/api/auth/token/", {"username": "merlin", "password": "excalibur-42"})
    assert token.status_code == 200
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.json()['token']}")
    me = api.get("/api/me/")
    assert me.status_code == 200
    assert me.json()["username"] == "merlin"


@pytest.mark.django_db
def test_a_wrong_password_is_a_clear_400(api):
    response = api.post("/api/auth/token/", {"username": "nobody", "password": "x"})
    assert response.status_code == 400
    assert "Unable to log in" in str(response.json())


@pytest.mark.django_db
def test_home_page(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b"Kingdom" in response.content
