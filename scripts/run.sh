#!/usr/bin/env bash
# `make run`: migrate, load the rules, create the demo, then serve web, a Celery worker and a
# separate beat (the production layout, docs/production.md) until Ctrl-C or until any one of
# them dies: then every child is stopped, with everything it started (the worker's pool).
# Embedded default: SQLite and a filesystem broker in var/ (created on start); set
# DATABASE_URL and CELERY_BROKER_URL for PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
export DEBUG="${DEBUG:-true}"
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-8000}"
export SITE_URL="${SITE_URL:-http://$HOST:$PORT}"
# One cache for web, worker and beat (who is on a game's page: no mail then, docs/messages.md).
export CACHE_URL="${CACHE_URL:-filecache://$(realpath -m "${KINGDOM_VAR_DIR:-var}")/cache}"

$BIN/python manage.py migrate --noinput
$BIN/python manage.py loadrules --if-empty
$BIN/python manage.py demo

# Each child leads its own process group (job control), so that stopping it reaches its own
# children too, even when the child itself was killed (a worker's orphaned pool).
set -m
pids=()
alive() {
  for pid in "${pids[@]}"; do kill -0 -- "-$pid" 2>/dev/null && return 0; done
  return 1
}
signal_all() {
  for pid in "${pids[@]}"; do kill "$1" -- "-$pid" 2>/dev/null || true; done
}
stop() {
  trap - INT TERM EXIT
  echo "stopping web, worker and beat..."
  signal_all -TERM
  for _ in $(seq 100); do
    alive || break
    sleep 0.1
  done
  signal_all -KILL  # a worker stuck in shutdown
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

$BIN/celery -A config worker --loglevel=INFO --concurrency=2 &
pids+=($!)
$BIN/celery -A config beat --loglevel=INFO &
pids+=($!)
$BIN/python manage.py runserver "$HOST:$PORT" &
pids+=($!)

echo "Kingdom is starting at $SITE_URL/ (Ctrl-C stops web, worker and beat)"
status=0
wait -n "${pids[@]}" || status=$?
exit "$status"
