"""The Celery application.

Loaded by the worker (`celery -A kingdom.celery worker`) and by `KingdomConfig.ready()`, never
from `kingdom/__init__.py`, so that importing `kingdom.rules` stays free of Django and Celery.
Configuration lives in settings.py under the CELERY_ prefix.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "kingdom.settings")

app = Celery("kingdom")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
