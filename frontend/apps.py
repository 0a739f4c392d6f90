from django.apps import AppConfig


class FrontendConfig(AppConfig):
    """The web pages: templates and static ES modules that use the REST API."""

    name = "frontend"
    verbose_name = "Kingdom pages"
