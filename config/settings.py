"""Settings for Kingdom, read from the environment (see docs/configuration.md).

The embedded default (no variables set) is SQLite and a Celery broker on the filesystem, so
`make run` needs no services. Production and `make test` set DATABASE_URL and
CELERY_BROKER_URL to PostgreSQL and Redis.
"""

from pathlib import Path

import environ
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(environ.Env().str("KINGDOM_VAR_DIR", default=str(BASE_DIR / "var")))

env = environ.Env(
    DEBUG=(bool, False),
    ALLOWED_HOSTS=(list, ["localhost", "127.0.0.1", "[::1]"]),
    CSRF_TRUSTED_ORIGINS=(list, []),
)

DEBUG = env("DEBUG")
SECRET_KEY = env("SECRET_KEY", default="")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off")
    SECRET_KEY = "insecure-development-key-set-SECRET_KEY-in-production"
ALLOWED_HOSTS = env("ALLOWED_HOSTS")
CSRF_TRUSTED_ORIGINS = env("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "anymail",
    "kingdom",
    "api",
    "frontend",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # A chunked body without Content-Length is refused (411) before anything reads it as empty.
    "config.bodies.LengthRequiredMiddleware",
    "django_permissions_policy.PermissionsPolicyMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last: the log-in forms' lockout (django-axes) and a database outage as a clear 503.
    "axes.middleware.AxesMiddleware",
    "config.outage.DatabaseOutageMiddleware",
]

AUTHENTICATION_BACKENDS = [
    # django-axes first: it refuses a locked-out name or address before the password is tried.
    "axes.backends.AxesStandaloneBackend",
    # Django's ModelBackend, but a name in any case ("Ann" logs in as "ann").
    "kingdom.accounts.AnyCaseNameBackend",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# Database: DATABASE_URL, e.g. postgres://user:pass@host:5432/kingdom; SQLite by default.
DATABASES = {
    "default": env.db_url("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'kingdom.sqlite3'}"),
}
DATABASES["default"]["ATOMIC_REQUESTS"] = False
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# PostgreSQL's connections are kept CONN_MAX_AGE seconds per process (docs/production.md: a
# psycopg pool measured no better for sync workers, which hold one connection at a time).
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    # Several processes (web, worker) share the file: wait for locks instead of failing.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20, "transaction_mode": "IMMEDIATE"}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_MANIFEST = env.bool("STATICFILES_MANIFEST", default=not DEBUG)
# Without the manifest (development, tests), whitenoise serves files straight from the apps.
WHITENOISE_USE_FINDERS = not STATICFILES_MANIFEST
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        # Hashed, compressed files after `collectstatic` in production; plain ones otherwise.
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if STATICFILES_MANIFEST
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

# Security: safe defaults, relaxed only by DEBUG or explicit variables.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=False)
# The health check answers on plain HTTP too: a load balancer or a monitor asking
# http://…/healthz?beat=1 gets its 200 or 503, not a redirect (issue 28).
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", default=not DEBUG)
CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", default=not DEBUG)
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
# HSTS: browsers keep to HTTPS for this many seconds once they have seen the header (0: off).
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool(
    "SECURE_HSTS_INCLUDE_SUBDOMAINS", default=SECURE_HSTS_SECONDS > 0
)
# On with HSTS, as `check --deploy` asks; preload lists are hard to leave: set it false knowingly.
SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", default=SECURE_HSTS_SECONDS > 0)
# The pages load scripts, styles and images from this server only, and no inline script.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}
PERMISSIONS_POLICY: dict[str, list[str]] = {
    feature: []
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
    )
}

# Caches: the throttles' counters and /healthz's worker answer. Shared between processes in
# production (e.g. CACHE_URL=redis://redis:6379/1); one process's memory by default.
CACHES = {"default": env.cache_url("CACHE_URL", default="locmemcache://")}

# Log-in forms (/login/, /admin/login/): django-axes locks a name out after
# LOGIN_FAILURE_LIMIT wrong passwords in a row, for LOGIN_LOCKOUT_MINUTES (429, Retry-After).
AXES_FAILURE_LIMIT = env.int("LOGIN_FAILURE_LIMIT", default=10)
AXES_COOLOFF_TIME = env.float("LOGIN_LOCKOUT_MINUTES", default=15) / 60  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "config.outage.locked_out"
# The client's address as the API's throttles find it (PROXY_COUNT trusted proxies), so a lock
# is on a name from an address, not on a name behind the proxy's one address.
AXES_CLIENT_IP_CALLABLE = "config.outage.client_ip"
# The name typed, in lower case (one lock whatever its case), cut to axes' 255-character
# column (a longer one was a 500).
AXES_USERNAME_CALLABLE = "config.outage.client_username"
AXES_VERBOSE = False

# API tokens expire this many days after they were issued (0: never); a new log-in issues
# a new one, and DELETE /api/auth/token/ revokes it (log out everywhere).
TOKEN_TTL_DAYS = env.float("TOKEN_TTL_DAYS", default=30)
# E-mail confirmation links are valid this many days.
EMAIL_CONFIRM_DAYS = env.float("EMAIL_CONFIRM_DAYS", default=3)
# /healthz?worker=1 (a round trip through a worker) for staff or this bearer token only.
HEALTHZ_TOKEN = env("HEALTHZ_TOKEN", default="")

# E-mail: console in development, SMTP via EMAIL_URL in production.
EMAIL_CONFIG = env.email_url(
    "EMAIL_URL",
    default="consolemail://" if DEBUG else "smtp://localhost:25",
)
vars().update(EMAIL_CONFIG)
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", default="Kingdom <kingdom@localhost>")
SITE_URL = env("SITE_URL", default="http://localhost:8000")

# Play by mail (issue 32, docs/play-by-mail.md): decision mails say "reply to this mail" with a
# Reply-To of MAIL_REPLY_ADDRESS plus a signed token (play+<token>@mail.example.org); empty: off.
# The replies come in by an e-mail service's inbound webhook (django-anymail, its secrets in
# ANYMAIL below) or an MTA's pipe to `manage.py receive_mail` (docs/production.md).
MAIL_REPLY_ADDRESS = env("MAIL_REPLY_ADDRESS", default="")
MAIL_REPLY_GRACE_HOURS = env.float("MAIL_REPLY_GRACE_HOURS", default=24)  # after the deadline
MAIL_REPLY_DAYS = env.float("MAIL_REPLY_DAYS", default=30)  # a decision without deadline
MAIL_REPLY_PER_HOUR = env.int("MAIL_REPLY_PER_HOUR", default=30)  # replies read per sender
MAIL_REPLY_MAX_BYTES = env.int("MAIL_REPLY_MAX_BYTES", default=12 * 1024 * 1024)  # the pipe's
MAIL_REPLY_MAX_CHARS = 4000  # of a reply's own text (above the quotation)
ANYMAIL = {
    # Basic authentication of every webhook (https://user:secret@host/mail/anymail/...).
    "WEBHOOK_SECRET": env("ANYMAIL_WEBHOOK_SECRET", default="") or None,
    # The providers' own signatures, checked where the provider signs its posts.
    "MAILGUN_WEBHOOK_SIGNING_KEY": env("MAILGUN_WEBHOOK_SIGNING_KEY", default="") or None,
    "POSTAL_WEBHOOK_KEY": env("POSTAL_WEBHOOK_KEY", default="") or None,
    "MAILERSEND_INBOUND_SECRET": env("MAILERSEND_INBOUND_SECRET", default="") or None,
    "RESEND_INBOUND_SECRET": env("RESEND_INBOUND_SECRET", default="") or None,
}
ANYMAIL = {key: value for key, value in ANYMAIL.items() if value is not None}

# Django REST framework and the OpenAPI schema.
REST_FRAMEWORK = {
    # The token first: a request without a login, or with a bad token, is a 401 with
    # `WWW-Authenticate: Token` (DRF answers from the first class; the session's has no such
    # header and made it a 403). 403 is for a login that may not do it (issue 31).
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "api.authentication.ExpiringTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    # JSON written by msgspec in C (api.renderers): the same JSON, faster for a game's view.
    "DEFAULT_RENDERER_CLASSES": [
        "api.renderers.MsgspecJSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    # JSON bodies only (issue 31): a form or multipart body is a 415, and the document lists
    # only what works (the pages send JSON too).
    "DEFAULT_PARSER_CLASSES": ["api.parsers.JSONParser"],
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    # Rates from the environment (e.g. THROTTLE_USER=600/min); 429 with Retry-After beyond.
    "DEFAULT_THROTTLE_CLASSES": ["api.throttles.AnonThrottle", "api.throttles.UserThrottle"],
    "DEFAULT_THROTTLE_RATES": {
        "anon": env("THROTTLE_ANON", default="120/min"),
        "user": env("THROTTLE_USER", default="600/min"),
        "login": env("THROTTLE_LOGIN", default="10/min"),
        "signup": env("THROTTLE_SIGNUP", default="20/hour"),
        "create_game": env("THROTTLE_CREATE_GAME", default="30/hour"),
    },
    # Proxies in front that append to X-Forwarded-For (0: the client's own address counts).
    "NUM_PROXIES": env.int("PROXY_COUNT", default=0),
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "api.schemas.KingdomAutoSchema",
    "EXCEPTION_HANDLER": "api.exceptions.handle",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Kingdom API",
    "DESCRIPTION": "Play the Arthurian board game Kingdom, or keep a physical game's record cards.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI's files come from this server (drf-spectacular-sidecar), not from a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # 3.1: the engine's components (api.schemas, from msgspec) are JSON Schema 2020-12.
    "OAS_VERSION": "3.1.0",
    # A request's own component (`…Request`) without the read-only fields of the answer (the
    # log-in's `token`), so that a generated client does not ask for them (issue 31).
    "COMPONENT_SPLIT_REQUEST": True,
    # One name for the decision kinds' enum wherever a `kind` field lists them (a table
    # reading's `kind` is another set): no generated name such as `KindAafEnum`.
    "ENUM_NAME_OVERRIDES": {"DecisionKindEnum": "api.serializers.DECISION_KINDS"},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schemas.add_engine_components",
    ],
}

# Celery: Redis in production; a broker on the filesystem by default (no server needed).
CELERY_DATA_DIR = VAR_DIR / "celery"
CELERY_BROKER_URL = env("CELERY_BROKER_URL", default="filesystem://")
if CELERY_BROKER_URL.startswith("filesystem://"):
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": str(CELERY_DATA_DIR / "queue"),
        "data_folder_out": str(CELERY_DATA_DIR / "queue"),
        "control_folder": str(CELERY_DATA_DIR / "control"),
        "store_processed": False,
    }
    _default_results = f"file://{CELERY_DATA_DIR / 'results'}"
    for _folder in ("queue", "control", "results"):
        (CELERY_DATA_DIR / _folder).mkdir(parents=True, exist_ok=True)
else:
    # Longer than any countdown we schedule (house rule: deadlines are swept by beat instead).
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 3600}
    _default_results = CELERY_BROKER_URL
CELERY_RESULT_BACKEND = env("CELERY_RESULT_BACKEND", default=_default_results)
CELERY_RESULT_EXPIRES = 24 * 3600
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_TIME_LIMIT = 120
CELERY_TASK_SOFT_TIME_LIMIT = 100
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = False
# How long a decision's mail waits (at most a quarter of the decision's time): a player on
# the game's page answers first and is not mailed (issue 35, docs/messages.md).
DECISION_MAIL_DELAY_SECONDS = env.float("KINGDOM_DECISION_MAIL_DELAY_SECONDS", default=120.0)
if not 0 <= DECISION_MAIL_DELAY_SECONDS <= 3600:
    raise ImproperlyConfigured("KINGDOM_DECISION_MAIL_DELAY_SECONDS must be between 0 and 3600")
# The deadline sweep's period; /healthz calls beat down after two periods without a sweep.
SWEEP_SECONDS = env.float("KINGDOM_SWEEP_SECONDS", default=30.0)
if not 1 <= SWEEP_SECONDS <= 600:
    raise ImproperlyConfigured("KINGDOM_SWEEP_SECONDS must be between 1 and 600")
if CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    # Two or more beats, one active (issue 28): RedBeat keeps the schedule and each entry's last
    # run in Redis, and only the beat holding its lock sends. The others wait for the lock,
    # trying every loop interval, and the first to get it once the active one dies (its lock
    # not extended for BEAT_LOCK_SECONDS) carries on from the last runs kept in Redis. A Redis
    # restart kills none of them (config/beat.py).
    CELERY_BEAT_SCHEDULER = "config.beat:Scheduler"
    CELERY_REDBEAT_REDIS_URL = env("REDBEAT_REDIS_URL", default=CELERY_BROKER_URL)
    BEAT_LOCK_SECONDS = env.float("KINGDOM_BEAT_LOCK_SECONDS", default=30.0)
    if not 2 <= BEAT_LOCK_SECONDS <= 600:
        raise ImproperlyConfigured("KINGDOM_BEAT_LOCK_SECONDS must be between 2 and 600")
    CELERY_REDBEAT_LOCK_TIMEOUT = BEAT_LOCK_SECONDS
    # The lock is extended at every loop, five times within its timeout, and a standing-by beat
    # tries to take it as often: a dead beat's sweeps resume within the lock's timeout plus
    # one loop (at most one period), so a deadline is applied within two periods plus it.
    CELERY_BEAT_MAX_LOOP_INTERVAL = min(BEAT_LOCK_SECONDS / 5, SWEEP_SECONDS)
else:
    # The embedded default (`make run`, no Redis): one beat, its schedule in memory, no file to
    # create, nothing to lose. A beat (re)started runs each sweep one period later; every sweep
    # is idempotent, so nothing is owed from before.
    CELERY_BEAT_SCHEDULER = "celery.beat:Scheduler"
CELERY_BEAT_SCHEDULE = {
    # Deadlines are swept, never scheduled as long countdowns (the broker's visibility timeout).
    "expire-deadlines": {"task": "kingdom.expire_deadlines", "schedule": SWEEP_SECONDS},
    # Mail: reminders and digests are written by sweeps; what is due (a retry, the end of
    # quiet hours) is sent by another.
    "queue-reminders": {"task": "kingdom.queue_reminders", "schedule": 60.0},
    "queue-digests": {"task": "kingdom.queue_digests", "schedule": 300.0},
    "send-due-mail": {"task": "kingdom.send_due_mail", "schedule": 60.0},
}
CELERY_TIMEZONE = TIME_ZONE

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
}
