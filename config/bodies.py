"""A request body is read only with its length.

A client may send a body in chunks (`Transfer-Encoding: chunked`) without a `Content-Length`.
gunicorn passes such a body on, but Django's WSGI request reads `CONTENT_LENGTH` bytes of it —
none —, so the API saw an empty body and acted on it (a new game made of defaults, an action
with no fields). Such a request is refused with a 411 before anything reads it: JSON in the
API's shape for /api/, a short page otherwise. Every HTTP client sends a length when it can.
"""

from django.http import HttpResponse, JsonResponse

MESSAGE = "a body needs a Content-Length (chunked bodies are not read)"


class LengthRequiredMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        chunked = "chunked" in request.META.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked and not request.META.get("CONTENT_LENGTH"):
            return length_required(request)
        return self.get_response(request)


def length_required(request) -> HttpResponse:
    if request.path.startswith("/api/"):
        body = {"code": "length_required", "message": MESSAGE, "rule": None}
        return JsonResponse(body, status=411)
    return HttpResponse(
        f"<!doctype html><title>Kingdom: length required</title><p>{MESSAGE}.</p>", status=411
    )
