#!/usr/bin/env bash
# `make run`: migrate, load the rules, create the demo, then serve web + Celery worker (with
# beat) until Ctrl-C. Embedded default: SQLite and a filesystem broker; set DATABASE_URL and
# CELERY_BROKER_URL for PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
export DEBUG="${DEBUG:-true}"
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-8000}"
export SITE_URL="${SITE_URL:-http://$HOST:$PORT}"

$BIN/python manage.py migrate --noinput
$BIN/python manage.py loadrules --if-empty
$BIN/python manage.py demo

pids=()
alive() {
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}
stop() {
  trap - INT TERM EXIT
  echo "stopping web and worker..."
  kill "${pids[@]}" 2>/dev/null || true
  for _ in $(seq 100); do
    alive || break
    sleep 0.1
  done
  kill -KILL "${pids[@]}" 2>/dev/null || true  # a worker stuck in shutdown
  wait "${pids[@]}" 2>/dev/null || true
}
trap stop INT TERM EXIT

$BIN/celery -A kingdom.celery worker --beat --loglevel=INFO --concurrency=2 &
pids+=($!)
$BIN/python manage.py runserver "$HOST:$PORT" &
pids+=($!)

echo "Kingdom is starting at $SITE_URL/ (Ctrl-C stops web and worker)"
wait -n "${pids[@]}"
