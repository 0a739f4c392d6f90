#!/usr/bin/env bash
# `make bench`: run every benchmarks/*.py in turn; they print figures and never fail the build.
set -uo pipefail
cd "$(dirname "$0")/.."
export DJANGO_SETTINGS_MODULE=config.settings SECRET_KEY="${SECRET_KEY:-bench}"
for script in benchmarks/*.py; do
  [ -e "$script" ] || continue
  echo "== $script"
  .venv/bin/python "$script" || echo "(benchmark $script stopped with status $?)"
done
