#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster and Redis server on loopback.
#
#   scripts/with-services.sh COMMAND [ARGS...]
#
# Installs redis-server and nginx (Debian) when they are missing (nginx for the production
# layout's test, which starts its own), starts PostgreSQL and Redis on free ports in a
# fresh temp directory, exports DATABASE_URL and CELERY_BROKER_URL, runs COMMAND, then stops
# both servers and removes the directory, whatever COMMAND's outcome. Exits with COMMAND's
# status. Safe to start again right after a failed or killed run: nothing is shared between runs.
set -euo pipefail

log() { printf '[services] %s\n' "$*" >&2; }

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  log "installing $* (Debian packages)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

command -v redis-server >/dev/null 2>&1 || apt_install redis-server
# nginx: the buffering reverse proxy of the production layout (deploy/nginx.conf), which
# tests/tasks/test_production.py runs.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || apt_install nginx

pg_bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/postgres" ]; then
    pg_config --bindir
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}
PG_BIN=$(pg_bindir)
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/postgres" ]; then
  apt_install postgresql
  PG_BIN=$(pg_bindir)
fi

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/kingdom-services.XXXXXX")
chmod 755 "$WORK"
mkdir -p "$WORK/pg" "$WORK/pgsock" "$WORK/redis"

# PostgreSQL refuses to run as root: run it as the postgres system user then.
PG_AS=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK/pg" "$WORK/pgsock"
  PG_AS=(runuser -u postgres --)
fi

stop_services() {
  status=$?
  set +e
  if [ -f "$WORK/pg/postmaster.pid" ]; then
    "${PG_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/pg" -m immediate -w stop >/dev/null 2>&1
  fi
  if [ -f "$WORK/redis.pid" ]; then
    redis_pid=$(cat "$WORK/redis.pid")
    kill "$redis_pid" 2>/dev/null
    for _ in $(seq 50); do kill -0 "$redis_pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap stop_services EXIT
trap 'exit 130' INT TERM

PG_PORT=$(free_port)
# PG_DURABLE=1 (benchmarks/soak.py): fsync and synchronous commit on, as in production; by
# default both off, for speed (a throwaway cluster).
if [ "${PG_DURABLE:-0}" = 1 ]; then
  PG_SYNC="-c fsync=on -c synchronous_commit=on -c full_page_writes=on"
else
  PG_SYNC="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi
"${PG_AS[@]}" "$PG_BIN/initdb" -D "$WORK/pg" -U postgres -A trust -E UTF8 --no-sync \
  >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; exit 1; }
"${PG_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/pg" -l "$WORK/pg/server.log" -w -t 60 start \
  -o "-p $PG_PORT -k $WORK/pgsock -c listen_addresses=127.0.0.1 $PG_SYNC \
      -c max_connections=200" >/dev/null \
  || { cat "$WORK/pg/server.log" >&2; exit 1; }
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"

REDIS_PORT=$(free_port)
# 64 databases: two for each pytest-xdist worker of the suite (tests/conftest.py).
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --dir "$WORK/redis" --save '' --databases 64 \
  --appendonly no --daemonize yes --pidfile "$WORK/redis.pid" --logfile "$WORK/redis.log"
for _ in $(seq 100); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
redis-cli -p "$REDIS_PORT" ping >/dev/null || { cat "$WORK/redis.log" >&2; exit 1; }
log "Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) on 127.0.0.1:$REDIS_PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/kingdom"
export CELERY_BROKER_URL="redis://127.0.0.1:$REDIS_PORT/0"
export CELERY_RESULT_BACKEND="redis://127.0.0.1:$REDIS_PORT/1"
export KINGDOM_SERVICES_DIR="$WORK"
"${PG_AS[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres kingdom

"$@"
