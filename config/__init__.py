"""The Django project: settings, root URLs, the WSGI/ASGI entry points, the Celery app and the
project-wide HTTP plumbing (health check, outage answers). Nothing in kingdom, api or frontend
imports it (.importlinter "config-on-top").

The Celery app is loaded with the settings (Celery's documented Django layout), so that
@shared_task and delay_on_commit bind to it in every process: web, worker and tests.
"""

from config import checks  # noqa: F401 - registers the deploy checks
from config.celery import app as celery_app

__all__ = ("celery_app",)
