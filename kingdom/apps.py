from django.apps import AppConfig


class KingdomConfig(AppConfig):
    """The game domain: models, services, selectors and Celery tasks."""

    name = "kingdom"
    verbose_name = "Kingdom"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # The decision kinds' specs and their clocks are checked when imported: a kind
        # without a default or a clock without hours stops the start (kingdom.rules.decisions).
        # The tasks receive notify's `mails_written` and enqueue the mails' delivery on commit.
        # (The Celery app, config.celery, is loaded with the settings: config/__init__.py.)
        # Issue 32: kingdom.inbound gives the outbox its reply part and hears anymail's
        # inbound webhooks; issue 30: kingdom.replay gives it the summary since a last visit.
        from kingdom import deadlines, inbound, replay, tasks  # noqa: F401
