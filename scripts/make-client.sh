#!/usr/bin/env bash
# `make client`: the Python client in clients/python/kingdom_api_client, made again by
# openapi-python-client from the OpenAPI document this code serves at /api/schema/ (never edit
# it by hand). It is made in a folder of its own, away from the project's ruff settings, as
# tests/api/test_openapi_clients.py makes it to compare.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=.venv/bin
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SECRET_KEY="${SECRET_KEY:-client}" DEBUG="${DEBUG:-false}" STATICFILES_MANIFEST=false
$BIN/python manage.py spectacular --format openapi-json --file "$work/openapi.json"
(cd "$work" && PATH="$OLDPWD/$BIN:$PATH" "$OLDPWD/$BIN/openapi-python-client" generate \
  --path openapi.json --output-path kingdom_api_client --meta none \
  --config "$OLDPWD/clients/python/generator.yaml" >generate.log 2>&1) || {
  cat "$work/generate.log" >&2
  exit 1
}
if grep -qi "warning" "$work/generate.log"; then
  cat "$work/generate.log" >&2
  echo "openapi-python-client warned: the document is not right (docs/api.md)" >&2
  exit 1
fi
rm -rf clients/python/kingdom_api_client
rm -rf "$work/kingdom_api_client/.ruff_cache"
cp -r "$work/kingdom_api_client" clients/python/
echo "clients/python/kingdom_api_client: made from the served document"
