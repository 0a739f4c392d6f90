from django.apps import AppConfig


class KingdomConfig(AppConfig):
    """The game domain: models, services, selectors and Celery tasks."""

    name = "kingdom"
    verbose_name = "Kingdom"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # Bind @shared_task and delay_on_commit to our app in every process (web, worker, tests).
        from kingdom.celery import app  # noqa: F401
