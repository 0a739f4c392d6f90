"""The Celery application.

Loaded by the worker and beat (`celery -A config worker`) and, with the settings, by
`config/__init__.py` (Celery's Django layout), never from `kingdom/__init__.py`, so that
importing `kingdom.rules` stays free of Django and Celery. Configuration lives in
config/settings.py under the CELERY_ prefix.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("kingdom")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
