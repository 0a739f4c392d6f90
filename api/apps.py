from django.apps import AppConfig


class ApiConfig(AppConfig):
    """The REST API: thin DRF views over kingdom.services and kingdom.selectors."""

    name = "api"
    verbose_name = "Kingdom API"
