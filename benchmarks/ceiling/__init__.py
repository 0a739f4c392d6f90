"""The ceiling of benchmarks/http_load.py: bare Django REST framework endpoints served beside
the project's by the same gunicorn, settings (but for the URLconf) and database."""
