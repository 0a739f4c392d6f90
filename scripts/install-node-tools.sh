#!/usr/bin/env bash
# Install openapi-typescript (and TypeScript) for tests/api/test_openapi_clients.py from the npm
# registry, at the versions of clients/typescript/package-lock.json (`npm ci`: its integrity
# hashes), when clients/typescript/node_modules does not hold them yet. Safe to run again.
#
# On a machine without npm it only says so (the TypeScript check then skips itself); when npm
# fails it fails, so that a broken install is not mistaken for a green check.
set -euo pipefail
cd "$(dirname "$0")/../clients/typescript"

log() { printf '[node-tools] %s\n' "$*" >&2; }

if [ -x node_modules/.bin/openapi-typescript ] && [ -x node_modules/.bin/tsc ] \
  && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  log "no npm here: install Node.js (and npm); the TypeScript client check skips"
  exit 0
fi
log "installing openapi-typescript and typescript (npm ci, clients/typescript)"
npm ci --no-audit --no-fund --loglevel=error >/dev/null
