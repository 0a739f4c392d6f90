#!/usr/bin/env bash
# `make test` inside the throwaway services: lint, then the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
# The suite runs with DEBUG off, as production does, with a throwaway key, and serves static
# files from the app folders without collectstatic's manifest.
export SECRET_KEY="${SECRET_KEY:-test-$RANDOM$RANDOM$RANDOM}" DEBUG=false STATICFILES_MANIFEST=false
scripts/install-browser.sh
$BIN/ruff check .
$BIN/ruff format --check .
$BIN/lint-imports --no-cache
$BIN/mypy
$BIN/pytest "$@"
