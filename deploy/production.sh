#!/usr/bin/env bash
# The production layout of docs/production.md as commands (issue 28). On each host, once per release:
#
#   deploy/production.sh setup    build .venv from the lock, check the settings (`check
#                                 --deploy`), migrate, load the rules when the tables are
#                                 empty, collect the static files
#
# then the processes that host runs, each under its supervisor (systemd `Restart=always`, one
# unit each), in the environment of docs/production.md (SECRET_KEY, DATABASE_URL, …):
#
#   deploy/production.sh web      gunicorn on 127.0.0.1:$WEB_PORT (8000) behind nginx
#                                 (deploy/nginx.conf); $WEB_WORKERS (4): two a core
#   deploy/production.sh worker   a Celery worker; $WORKER_CONCURRENCY (4)
#   deploy/production.sh beat     a beat: run two, on two hosts (one sends, one stands by)
#
# tests/tasks/test_production.py runs `setup`, `web` and `worker` from a fresh checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
export DJANGO_SETTINGS_MODULE=config.settings

setup() {
  test -x "$BIN/python" || python3 -m venv .venv
  # The lock, again whenever it changed (the same marker as `make run`).
  if [ ! .venv/.run-installed -nt requirements.txt ]; then
    "$BIN/python" -m pip install --quiet --disable-pip-version-check --require-hashes \
      -r requirements.txt
    touch .venv/.run-installed
  fi
  # In one process (one start of Django, not four): `manage.py check --deploy --fail-level
  # WARNING`, `migrate`, `loadrules --if-empty`, `collectstatic`.
  "$BIN/python" - <<'PY'
import django
from django.core.management import call_command

django.setup()
call_command("check", deploy=True, fail_level="WARNING")
call_command("migrate", interactive=False)
call_command("loadrules", if_empty=True)
call_command("collectstatic", interactive=False)
PY
}

case "${1:-}" in
  setup) setup ;;
  web)
    exec "$BIN/gunicorn" config.wsgi --workers "${WEB_WORKERS:-4}" \
      --bind "127.0.0.1:${WEB_PORT:-8000}"
    ;;
  worker)
    exec "$BIN/celery" -A config worker --concurrency "${WORKER_CONCURRENCY:-4}" --loglevel INFO
    ;;
  beat) exec "$BIN/celery" -A config beat --loglevel INFO ;;
  *)
    echo "usage: deploy/production.sh setup|web|worker|beat" >&2
    exit 2
    ;;
esac
