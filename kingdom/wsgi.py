"""WSGI entry point (gunicorn kingdom.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "kingdom.settings")
application = get_wsgi_application()
