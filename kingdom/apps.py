from django.apps import AppConfig


class KingdomConfig(AppConfig):
    """The game domain: models, services, selectors and Celery tasks."""

    name = "kingdom"
    verbose_name = "Kingdom"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # The decision kinds' specs and their clocks are checked when imported: a kind
        # without a default or a clock without hours stops the start (kingdom.rules.decisions).
        from kingdom import deadlines  # noqa: F401

        # Bind @shared_task and delay_on_commit to our app in every process (web, worker, tests).
        from kingdom.celery import app  # noqa: F401
