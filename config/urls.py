from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from config.health import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
    path("api/", include("api.urls")),
    # Issue 32: the e-mail services' inbound webhooks (docs/production.md, "Replies by mail").
    path("mail/anymail/", include("anymail.urls")),
    path("", include("frontend.urls")),
]

handler400 = "config.outage.bad_request"
handler404 = "config.outage.not_found"
handler500 = "config.outage.server_error"
