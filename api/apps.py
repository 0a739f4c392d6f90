from django.apps import AppConfig


class ApiConfig(AppConfig):
    """The REST API: thin DRF views over kingdom.services and kingdom.selectors."""

    name = "api"
    verbose_name = "Kingdom API"

    def ready(self):
        from drf_spectacular.views import SpectacularSwaggerView

        # The Swagger UI renders HTML only: DRF's OPTIONS answer (metadata, no template) made
        # its TemplateHTMLRenderer fail with a 500. The page answers GET and HEAD; the rest 405.
        SpectacularSwaggerView.http_method_names = ["get", "head"]
