"""The remaining 500s of issue 26 (items 5–11): every hostile input is a clear 4xx naming the
problem, on the API and the pages."""

import pytest
from django.contrib.auth import get_user_model
from rest_framework.test import APIClient

from kingdom.models import Profile

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-secret-42"


@pytest.fixture(autouse=True)
def fast_passwords(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def client_for(name, **extra):
    user = get_user_model().objects.create_user(name, password=PASSWORD, **extra)
    api = APIClient()
    api.force_authenticate(user)
    return api, user


# -- 5: a time zone is a name in the zone database, never a folder or a long path -------------
@pytest.mark.parametrize("zone", ["Europe", "Asia", "US", "Etc", "x" * 300, "../../etc/passwd"])
def test_a_time_zone_that_is_no_zone_is_a_400_naming_the_field(zone):
    ann, user = client_for("ann")
    answer = ann.patch("/api/me/", {"profile": {"time_zone": zone}}, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["message"].startswith("time_zone: ")
    assert not Profile.objects.filter(user=user).exclude(time_zone="UTC").exists()


def test_a_real_time_zone_is_kept():
    ann, user = client_for("ann")
    answer = ann.patch("/api/me/", {"profile": {"time_zone": "Europe/London"}}, format="json")
    assert answer.status_code == 200, answer.content
    assert Profile.objects.get(user=user).time_zone == "Europe/London"
